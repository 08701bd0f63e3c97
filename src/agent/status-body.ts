import { formatDuration } from '../action/duration.js'
import { OUTCOME_ICON, resumeHint, type Outcome } from './outcome.js'
import { isFinal, type AgentJob } from '../service/client.js'
import { marker, nextMarker, type MarkerChange, type StatusMarker } from '../github/marker.js'
import type { StatusWrite } from '../github/thread.js'
import { cutWithNote } from '../text/cut.js'
import { code, escapeMarkdown, link } from '../text/markdown.js'

/** GitHub refuses comment bodies over 65,536 characters; stay below with room to spare. */
export const COMMENT_LIMIT = 65_000

/** Where `about` starts in the body, so the sweep, which never saw the request, carries it into the final state. */
const ABOUT_MARK = '<!-- docs-agent-action:about -->'
/** Where the prompt's quote starts in a working state, so the sweep's "still working" keeps it. */
const PROMPT_MARK = '<!-- docs-agent-action:prompt -->'

/** The sweep's part in a working state: how often it runs (the sweep-interval input), when known. */
export type SweepNote = { intervalMs?: number } &
  /** A short run (wait: false) leaves the job to the sweep; `target` (a comment id, 0: the issue) awaits its end. */
  (
    | { kind: 'handed'; target: number }
    /** The sweep found the job still working at `checkedAt` (epoch ms). */
    | { kind: 'checked'; checkedAt: number }
  )

/**
 * `gapKeys`: the report gaps this run's request sent to the job, which the marker keeps with the job's id.
 * `about`: what the request asked, as markdown its maker escaped (the report's gaps), shown in every state instead
 * of the prompt. `swept`: written by the sweep, which is no run of the job's (the marker keeps no run of it).
 */
export type StatusView = { runId: number; runUrl: string; gapKeys?: readonly string[]; about?: string } &
  /** Without a job id: the claim written before a create request (the marker's `pending`). */
  /** `quoted`: the prompt's quote as an earlier write of ours rendered it (the sweep carries it, never seeing it). */
  (
    | { state: 'working'; jobId?: string; prompt?: string; quoted?: string; followUp: boolean; sweep?: SweepNote }
    | { state: 'final'; job: AgentJob; outcome: Outcome; swept?: boolean }
    /** `reached`: the run's request may have reached the service (then the thread remembers the run). */
    | { state: 'error'; jobId?: string; error: string; reached: boolean }
    /** The sweep found no such job on the service (404): the thread forgets it. */
    | { state: 'gone'; jobId: string }
  )

/** The view as the thread writes it: its phase (a claim, the job working, the last word) and its body. */
export function statusWrite(view: StatusView): StatusWrite {
  const phase = view.state !== 'working' ? 'last' : view.jobId === undefined ? 'claim' : 'working'
  return { phase, runId: view.runId, render: previous => renderStatusComment(view, previous) }
}

/** What writing this view says about the run's request, for the marker. */
export function markerChange(view: StatusView): MarkerChange {
  const { runId, gapKeys } = view
  switch (view.state) {
    case 'working':
      if (view.jobId === undefined) return { kind: 'pending', runId }
      if (view.sweep?.kind === 'checked') return { kind: 'swept', ended: false }
      return { kind: 'reached', runId, jobId: view.jobId, gapKeys, follow: view.sweep?.target }
    case 'final':
      if (view.swept) return { kind: 'swept', ended: true }
      return { kind: 'reached', runId, jobId: view.job.id, gapKeys, ended: isFinal(view.job.status) }
    case 'error':
      return view.reached ? { kind: 'reached', runId, jobId: view.jobId, gapKeys } : { kind: 'not-reached', runId }
    case 'gone':
      return { kind: 'gone' }
  }
}

/**
 * The whole status comment: marker first (so truncation can never cut it), then what a person needs to know.
 * `previous` is the thread's marker before this write: the new one is derived from it.
 */
export function renderStatusComment(view: StatusView, previous?: StatusMarker): string {
  const head = marker(nextMarker(previous, markerChange(view)))
  const runLink = link('workflow run', view.runUrl)
  let body: string
  switch (view.state) {
    case 'working': {
      const { sweep } = view
      const what =
        sweep?.kind === 'checked'
          ? 'is still working on it'
          : view.followUp
            ? 'is working on your follow-up'
            : 'is working on it'
      const job = view.jobId ? ` — job ${code(view.jobId)}` : ''
      // Trailing white space is not written (the sweep reads the quote back trimmed); white space alone is no quote.
      const quote = view.prompt?.trim() ? `> ${escapeMarkdown(view.prompt).trimEnd()}` : view.quoted
      const prompt = view.about || !quote ? '' : `\n\n${PROMPT_MARK}\n${quote}`
      body = `⏳ **The docs agent ${what}**${job}${sweep ? sweepLine(sweep, runLink) : `. Follow along in the ${runLink}.`}${prompt}`
      break
    }
    case 'final':
      body = renderFinal(view.job, view.outcome, runLink)
      break
    case 'error':
      body = `❌ **The docs agent run failed**${view.jobId ? ` (job ${code(view.jobId)})` : ''}: ${escapeMarkdown(view.error)}\n\nSee the ${runLink}.`
      break
    case 'gone':
      body = `❌ **The docs agent's job was not found** — the service has no job ${code(view.jobId)} (deleted, or in another project), so nothing will finish it here. The sweep stopped following it (${runLink}); the next instruction starts a new job.`
  }
  if (view.about) body += `\n\n${ABOUT_MARK}\n\n${view.about}`
  return truncate(`${head}\n${body}\n`, COMMENT_LIMIT)
}

/** The sweep's line: who finishes the comment and how often it looks (a short run), or when it last looked. */
function sweepLine(sweep: SweepNote, runLink: string): string {
  const every = sweep.intervalMs ? `every ${formatDuration(sweep.intervalMs)}` : 'on its schedule'
  if (sweep.kind === 'handed') {
    return ` (the sweep checks it ${every} and finishes this comment). Started in the ${runLink}.`
  }
  const at = new Date(sweep.checkedAt)
    .toISOString()
    .replace('T', ' ')
    .replace(/:\d\d\.\d+Z$/, ' UTC')
  return `, last checked ${at} by the ${runLink} (the sweep checks it ${every}).`
}

/** What a status comment's body says the request asked (`about`), as it was written; undefined when it says nothing. */
export const aboutIn = (body: string): string | undefined => after(body, ABOUT_MARK)

/** The prompt's quote in a working state's body, as it was written; undefined when there is none. */
export const quotedIn = (body: string): string | undefined => after(body, PROMPT_MARK)

/** What follows a mark of ours to the end of the body (the note of a cut removed). */
function after(body: string, mark: string): string | undefined {
  const at = body.indexOf(`\n${mark}\n`)
  if (at < 0) return undefined
  const text = body
    .slice(at + mark.length + 2)
    .replace(TRUNCATION_NOTE, '')
    .trim()
  return text || undefined
}

function renderFinal(job: AgentJob, outcome: Outcome, runLink: string): string {
  const id = code(job.id)
  const icon = OUTCOME_ICON[outcome.level]
  const resume = (): string => resumeHint(job.id, outcome.rerun ?? 'starts-second-job', code)
  switch (outcome.kind) {
    case 'pr-opened':
      return `${icon} **Docs pull request opened:** ${link(job.prLink ?? '', job.prLink)}\n\nJob ${id} completed (${runLink}).`
    case 'no-changes':
      return `${icon} **No files changed.** Job ${id} completed without opening a pull request (${runLink}).`
    case 'timed-out':
      return `⏱️ **Still running** — job ${id} is ${code(job.status)} after the timeout. It keeps running on the service. ${resume()} (${runLink})`
    case 'cancelled':
      return `🛑 **Cancelled** — job ${id} keeps running on the service. ${resume()} (${runLink})`
    default:
      return `${icon} **${escapeMarkdown(outcome.title)}** — ${escapeMarkdown(outcome.message)} (${runLink})`
  }
}

const TRUNCATION_NOTE = '\n\n…(cut to fit GitHub’s comment size limit)\n'

/** Cuts to max characters without splitting a surrogate pair, saying that it was cut. */
export const truncate = (text: string, max: number): string => cutWithNote(text, max, TRUNCATION_NOTE)
