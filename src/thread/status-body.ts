import { formatDuration } from '../action/duration.js'
import { commitCount, OUTCOME_ICON, resumeHint, WHY_DIRECT, type Outcome, type RefFinding } from '../job/outcome.js'
import { isFinal, type AgentJob } from '../service/client.js'
import { COMMENT_LIMIT, truncate } from './comment-size.js'
import { marker, nextMarker, withText, type MarkerChange, type StatusMarker } from './marker.js'
import { ABOUT_MARK, QUOTE_MARK } from './marker-text.js'
import { code, escapeMarkdown, link } from '../text/markdown.js'

export { COMMENT_LIMIT, truncate } from './comment-size.js'

/** The sweep's part in a working state: how often it runs (the sweep-interval input), when known. */
export type SweepNote = { intervalMs?: number } &
  /** A short run (wait: false) leaves the job to the sweep; `target` (a comment id, 0: the issue) awaits its end. */
  (
    | { kind: 'handed'; target: number }
    /** The sweep found the job still working at `checkedAt` (epoch ms). */
    | { kind: 'checked'; checkedAt: number }
  )

/**
 * What every write of one run says alike. `gapKeys`: the report gaps this run's request sent to the job, which the
 * marker keeps with the job's id. `about`: what the request asked, as markdown its maker escaped (the report's gaps),
 * shown in every state instead of the prompt; the marker keeps it, so the sweep, which never saw the request, shows it
 * too (its view takes the marker's).
 */
export interface StatusCommon {
  runId: number
  runUrl: string
  gapKeys?: readonly string[]
  about?: string
  /** A merged change's job: a job that changed nothing says no docs change was needed. */
  subject?: 'change'
  /** A batch of merged changes: those merged until then (epoch seconds) were gathered; the marker keeps it. */
  since?: number
}

/**
 * The state a write shows. A working state without a job id: the claim written before a create request (the marker's
 * `pending`); `quoted`: the prompt's quote as the marker keeps it (the sweep carries it, never seeing the prompt).
 * `swept`: written by the sweep, which is no run of the job's (the marker keeps no run of it).
 */
export type StatusState =
  | { state: 'working'; jobId?: string; prompt?: string; quoted?: string; followUp: boolean; sweep?: SweepNote }
  | { state: 'final'; job: AgentJob; outcome: Outcome; swept?: boolean }
  /** `reached`: the run's request may have reached the service (then the thread remembers the run). */
  | { state: 'error'; jobId?: string; error: string; reached: boolean }
  /** The sweep found no such job on the service (404): the thread forgets it. */
  | { state: 'gone'; jobId: string }

export type StatusView = StatusCommon & StatusState

/** What writing this view says about the run's request, for the marker. */
export function markerChange(view: StatusView): MarkerChange {
  const { runId, gapKeys, since } = view
  switch (view.state) {
    case 'working':
      if (view.jobId === undefined) return { kind: 'pending', runId }
      if (view.sweep?.kind === 'checked') return { kind: 'swept', ended: false }
      return { kind: 'reached', runId, jobId: view.jobId, gapKeys, follow: view.sweep?.target, since }
    case 'final':
      if (view.swept) return { kind: 'swept', ended: true }
      return { kind: 'reached', runId, jobId: view.job.id, gapKeys, ended: isFinal(view.job.status), since }
    case 'error':
      return view.reached
        ? { kind: 'reached', runId, jobId: view.jobId, gapKeys, since }
        : { kind: 'not-reached', runId }
    case 'gone':
      return { kind: 'gone' }
  }
}

/** The texts this write shows: `about`, else a working state's quote (trailing white space is not written). */
function shownText(view: StatusView): { about?: string; quote?: string } {
  if (view.about?.trim()) return { about: view.about }
  if (view.state !== 'working') return {}
  return { quote: view.prompt?.trim() ? `> ${escapeMarkdown(view.prompt).trimEnd()}` : view.quoted }
}

/** A status comment as written: its body, and the marker at its head as the thread now remembers it. */
export interface RenderedStatus {
  body: string
  marker: StatusMarker
}

/**
 * The whole status comment: marker first (so truncation can never cut it), then what a person needs to know, its
 * texts as the marker holds them. `previous` is the thread's marker before this write: the new one is derived from it.
 */
export function renderStatus(view: StatusView, previous?: StatusMarker): RenderedStatus {
  const next = withText(nextMarker(previous, markerChange(view)), shownText(view))
  const head = marker(next)
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
      // The mark before the texts is for a sweep of an earlier version, which reads them there (marker-text.ts).
      const prompt = next.quote === undefined ? '' : `\n\n${QUOTE_MARK}\n${next.quote}`
      body = `⏳ **The docs agent ${what}**${job}${sweep ? sweepLine(sweep, runLink) : `. Follow along in the ${runLink}.`}${prompt}`
      break
    }
    case 'final':
      body = renderFinal(view.job, view.outcome, runLink, view.subject)
      break
    case 'error':
      body = `❌ **The docs agent run failed**${view.jobId ? ` (job ${code(view.jobId)})` : ''}: ${escapeMarkdown(view.error)}\n\nSee the ${runLink}.`
      break
    case 'gone':
      body = `❌ **The docs agent's job was not found** — the service has no job ${code(view.jobId)} (deleted, or in another project), so nothing will finish it here. The sweep stopped following it (${runLink}); the next instruction starts a new job.`
  }
  if (next.about !== undefined) body += `\n\n${ABOUT_MARK}\n\n${next.about}`
  return { body: truncate(`${head}\n${body}\n`, COMMENT_LIMIT), marker: next }
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

function renderFinal(job: AgentJob, outcome: Outcome, runLink: string, subject?: 'change'): string {
  const id = code(job.id)
  const icon = OUTCOME_ICON[outcome.level]
  const resume = (): string => resumeHint(job.id, outcome.rerun ?? 'starts-second-job', code)
  switch (outcome.kind) {
    case 'pr-opened':
      return `${icon} **Docs pull request opened:** ${link(job.prLink ?? '', job.prLink)}\n\nJob ${id} completed (${runLink}).`
    case 'committed':
    case 'no-changes':
    case 'unchecked':
      return `${icon} ${withoutPr(outcome.found, id, subject)} (${runLink}).`
    case 'timed-out':
      return `⏱️ **Still running** — job ${id} is ${code(job.status)} after the timeout. It keeps running on the service. ${resume()} (${runLink})`
    case 'cancelled':
      return `🛑 **Cancelled** — job ${id} keeps running on the service. ${resume()} (${runLink})`
    default:
      return `${icon} **${escapeMarkdown(outcome.title)}** — ${escapeMarkdown(outcome.message)} (${runLink})`
  }
}

/** The most commits the comment links; the rest are counted. */
const COMMITS_LINKED = 10

/**
 * A job that completed without a pull request, as its branch tells it: the commits that reached it (linked; every
 * commit since the job started, others' too), none (checked: then nothing changed), or unknown with both readings.
 */
function withoutPr(found: RefFinding | undefined, id: string, subject?: 'change'): string {
  const docs = subject === 'change' ? 'docs ' : ''
  const where = (ref?: string, repository?: string): string =>
    `${ref === undefined ? 'its branch' : code(ref)}${repository === undefined ? '' : ` of ${link(repository, repository)}`}`
  switch (found?.kind) {
    case 'committed': {
      const links = found.commits.slice(0, COMMITS_LINKED).map(commit => link(commit.sha.slice(0, 7), commit.url))
      const rest = found.commits.length - links.length
      const listed = `${links.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`
      return `**${subject === 'change' ? 'Docs committed directly.' : 'Committed directly.'}** Job ${id} completed without a pull request: the agent committed to ${where(found.ref, found.repository)} directly. ${commitCount(found)} reached it since the job started: ${listed} (every commit on that branch since then, so others' may be among them). ${WHY_DIRECT}`
    }
    case 'none': {
      const checked = `no commit reached ${where(found.ref, found.repository)} since it started`
      if (subject === 'change')
        return `**No docs change needed.** Job ${id} completed without opening a pull request, and ${checked}: the agent found nothing in this change to document`
      return `**No files changed.** Job ${id} completed without opening a pull request, and ${checked}`
    }
    default: {
      const why = escapeMarkdown(found?.why ?? 'its branch was not read')
      const nothing = subject === 'change' ? 'no docs change was needed' : 'nothing changed'
      return `**No ${docs}pull request.** Job ${id} completed without one: either ${nothing}, or the agent committed straight to ${where(found?.ref, found?.repository)}; this run could not read that repository to tell (${why})`
    }
  }
}
