import { OUTCOME_ICON, resumeHint, type Outcome } from './outcome.js'
import type { AgentJob } from '../service/client.js'
import { marker, nextMarker, type MarkerChange, type StatusMarker } from '../github/marker.js'
import type { StatusWrite } from '../github/thread.js'
import { cutWithNote } from '../text/cut.js'
import { code, escapeMarkdown, link } from '../text/markdown.js'

/** GitHub refuses comment bodies over 65,536 characters; stay below with room to spare. */
export const COMMENT_LIMIT = 65_000

/**
 * `gapKeys`: the report gaps this run's request sent to the job, which the marker keeps with the job's id.
 * `about`: what the request asked, as markdown its maker escaped (the report's gaps), shown in every state instead
 * of the prompt.
 */
export type StatusView = { runId: number; runUrl: string; gapKeys?: readonly string[]; about?: string } &
  /** Without a job id: the claim written before a create request (the marker's `pending`). */
  (
    | { state: 'working'; jobId?: string; prompt?: string; followUp: boolean }
    | { state: 'final'; job: AgentJob; outcome: Outcome }
    /** `reached`: the run's request may have reached the service (then the thread remembers the run). */
    | { state: 'error'; jobId?: string; error: string; reached: boolean }
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
      return view.jobId === undefined
        ? { kind: 'pending', runId }
        : { kind: 'reached', runId, jobId: view.jobId, gapKeys }
    case 'final':
      return { kind: 'reached', runId, jobId: view.job.id, gapKeys }
    case 'error':
      return view.reached ? { kind: 'reached', runId, jobId: view.jobId, gapKeys } : { kind: 'not-reached', runId }
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
      const what = view.followUp ? 'is working on your follow-up' : 'is working on it'
      const job = view.jobId ? ` — job ${code(view.jobId)}` : ''
      const prompt = view.about ? '' : view.prompt ? `\n\n> ${escapeMarkdown(view.prompt)}` : ''
      body = `⏳ **The docs agent ${what}**${job}. Follow along in the ${runLink}.${prompt}`
      break
    }
    case 'final':
      body = renderFinal(view.job, view.outcome, runLink)
      break
    case 'error':
      body = `❌ **The docs agent run failed**${view.jobId ? ` (job ${code(view.jobId)})` : ''}: ${escapeMarkdown(view.error)}\n\nSee the ${runLink}.`
  }
  if (view.about) body += `\n\n${view.about}`
  return truncate(`${head}\n${body}\n`, COMMENT_LIMIT)
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

/** Cuts to max characters without splitting a surrogate pair, saying that it was cut. */
export const truncate = (text: string, max: number): string =>
  cutWithNote(text, max, '\n\n…(cut to fit GitHub’s comment size limit)\n')
