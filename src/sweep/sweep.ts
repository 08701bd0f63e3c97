/**
 * The sweep (`sweep: true`, on a schedule): finishes the story of short runs. A short run (wait: false with
 * sweep-interval, on an issue or pull request) starts the job or sends the follow-up, leaves a working status comment
 * whose marker names the triggers waiting for the end, labels the thread (thread/labels.ts), and ends in seconds. The
 * sweep lists the labelled threads, reads each one's status comment (by marker and our login, as every run does),
 * polls its job once with a GET, and for a job that has ended writes the final state with the waiting run's renderer
 * (status-body.ts) and its reactions (publish.ts), then takes the label off; an active job gets "still working, last
 * checked …"; a job the service does not know (404) is closed out. Nothing is retried past the run: what one sweep
 * could not check, the next one does, and every step leaves the comment in a state a later sweep can finish.
 */
import { CancelledError, getErrorMessage } from '../action/errors.js'
import { info } from '../action/log.js'
import { writeSummary } from '../action/summary-file.js'
import type { RunSettings } from '../action/settings.js'
import type { EventInfo } from '../github/event.js'
import type { CommentRef } from '../thread/status-comment.js'
import type { IssueThread } from '../thread/issue-thread.js'
import { isFinal, type AgentJob, type ServiceClient } from '../service/client.js'
import { ServiceError } from '../service/http.js'
import { describeOutcome } from '../job/outcome.js'
import { REACTION } from '../step/publish.js'
import type { SweepSettings } from '../step/settings.js'
import { findOnRef, type AgentStepEnd } from '../step/agent-step.js'
import type { Octokit } from '../github/octokit.js'
import { StatusThread } from '../thread/status-thread.js'
import { sweepEnd, type Swept } from './summary.js'

/** Threads swept at once: GitHub spaces writes anyway (plugin-throttling); reads and the service's GETs overlap. */
export const SWEEP_CONCURRENCY = 4

export interface SweepContext {
  settings: SweepSettings & Pick<RunSettings, 'timeoutMs'>
  event: Pick<EventInfo, 'runId' | 'runUrl'>
  client: ServiceClient
  /** The service's signal: aborted at the first cancel (GitHub writes in flight get the grace to finish). */
  signal: AbortSignal
  deadline: number
  /** Every labelled thread, all pages listed before any is swept. */
  threads: () => Promise<IssueThread[]>
  /** The run's GitHub client: a job that completed without a pull request has its branch read (agent-step.ts). */
  github?: () => Promise<Octokit | undefined>
}

/** Sweeps every labelled thread; the step's line and summary come from sweep-report.ts. */
export async function sweepStep(context: SweepContext): Promise<AgentStepEnd> {
  const threads = await context.threads()
  info(
    threads.length === 0
      ? 'Sweep: no issue or pull request is labelled for the sweep; nothing to check.'
      : `Sweep: ${threads.length} labelled thread(s): #${threads.map(t => t.issueNumber).join(', #')}.`
  )
  const swept: Swept[] = []
  let halt: unknown
  let next = 0
  const worker = async (): Promise<void> => {
    while (halt === undefined && !context.signal.aborted && next < threads.length) {
      const thread = threads[next++] as IssueThread
      try {
        const result = await sweepThread(thread, context)
        swept.push(result)
        info(`#${result.issue}: ${result.said}`)
      } catch (error) {
        halt ??= error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(SWEEP_CONCURRENCY, threads.length) }, worker))
  const cancelled = context.signal.aborted || halt instanceof CancelledError
  const end = sweepEnd(threads.length, swept, cancelled ? 'cancelled' : halt)
  await writeSummary(end.summary)
  return { level: end.level, message: end.message, thread: async () => undefined }
}

/** One thread: read its comment, poll its job once, write what that says. Throws only what halts the sweep. */
async function sweepThread(thread: IssueThread, context: SweepContext): Promise<Swept> {
  const issue = thread.issueNumber
  const left = (said: string, jobId?: string): Swept => ({ issue, jobId, verdict: 'left', said })
  const found = await thread.findStatus()
  if (!found) return left('GitHub could not list its comments; left for the next sweep.')
  const { ref } = found
  const jobId = ref?.marker.jobId
  if (!ref || jobId === undefined || !ref.marker.sweep) {
    // A waiting run saw the job end, or a sweep was stopped before it took the label off: nothing to poll.
    const off = await thread.unmark()
    return off
      ? { issue, jobId, verdict: 'unfollowed', said: 'no job left to follow here; label removed.' }
      : left('no job left to follow, but the label could not be removed.', jobId)
  }
  const { runId, runUrl } = context.event
  const status = new StatusThread(thread, { runId, runUrl, about: ref.marker.about, bySweep: true })
  let job: AgentJob
  try {
    job = await context.client.getJob(jobId, context.deadline)
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404 && error.missing === 'job') {
      return closeOut(status, ref, jobId)
    }
    if (halts(error)) throw error
    return left(`job ${jobId} could not be checked: ${getErrorMessage(error)} Left for the next sweep.`, jobId)
  }
  if (!isFinal(job.status)) {
    const intervalMs = context.settings.sweepIntervalMs
    const written = await status.checked(jobId, ref.marker.quote, Date.now(), intervalMs)
    if (!written) return left(`job ${jobId} is ${job.status}, but its status comment could not be edited.`, jobId)
    return { issue, jobId, status: job.status, verdict: 'working', said: `job ${jobId} is still ${job.status}.` }
  }
  return finish(status, ref, job, context)
}

/**
 * The job has ended: the reactions first (they repeat harmlessly), then the final state, then the label. Cut off
 * anywhere, a later sweep finishes: a label without the marker's `sweep` field is taken off without a service request.
 */
async function finish(status: StatusThread, ref: CommentRef, job: AgentJob, context: SweepContext): Promise<Swept> {
  const { thread } = status
  const issue = thread.issueNumber
  // A short run may have sent a follow-up since the GET: then the job runs again, and the next sweep sees it.
  const fresh = await thread.read(ref.id)
  const before = new Set(ref.marker.sweep)
  if (!fresh?.marker.sweep || fresh.marker.jobId !== job.id || fresh.marker.sweep.some(t => !before.has(t))) {
    const said = `job ${job.id} is ${job.status}, but the thread changed while it was checked; left for the next sweep.`
    return { issue, jobId: job.id, verdict: 'left', said }
  }
  const found = await findOnRef(job, context)
  const outcome = describeOutcome(
    { mode: 'attach', job, end: 'final', elapsedMs: 0, ...(found && { found }) },
    context.settings.failOnJobFailure,
    context.settings.timeoutMs
  )
  const reaction = REACTION[outcome.level]
  await Promise.all(fresh.marker.sweep.map(target => thread.react(reaction, target)))
  const written = await status.final(job, outcome)
  if (!written) {
    const said = `job ${job.id} is ${job.status}, but its status comment could not be edited; left for the next sweep.`
    return { issue, jobId: job.id, verdict: 'left', said }
  }
  await unmarkAndRecheck(thread, written.id)
  const pr = job.prLink ? ` (pull request ${job.prLink})` : ''
  const said = `job ${job.id} is ${job.status}${pr}: status comment finished, label removed.`
  return { issue, jobId: job.id, status: job.status, prLink: job.prLink ?? undefined, verdict: 'ended', said }
}

/** The job is not on the service (404 "Job not found"): said on the thread, which forgets it, and unlabelled. */
async function closeOut(status: StatusThread, ref: CommentRef, jobId: string): Promise<Swept> {
  const { thread } = status
  const issue = thread.issueNumber
  await Promise.all((ref.marker.sweep ?? []).map(target => thread.react('confused', target)))
  const written = await status.gone(jobId)
  if (!written)
    return {
      issue,
      jobId,
      verdict: 'left',
      said: `job ${jobId} is not on the service, but the comment could not be edited.`
    }
  await unmarkAndRecheck(thread, written.id)
  return { issue, jobId, verdict: 'gone', said: `job ${jobId} is not on the service (404): closed out, label removed.` }
}

/** Takes the label off; a short run that labelled the thread since the edit gets its label back. */
async function unmarkAndRecheck(thread: IssueThread, commentId: number): Promise<void> {
  if (!(await thread.unmark())) return
  const after = await thread.read(commentId)
  if (after?.marker.sweep) await thread.mark()
}

/**
 * Errors that would fail the same way for every job: a cancel, the key or project refused (401, 403, a 404 that is
 * not the job's), the service's rate limit (429: the next sweep comes soon enough), an api-url that redirects.
 */
function halts(error: unknown): boolean {
  if (error instanceof CancelledError) return true
  if (!(error instanceof ServiceError)) return false
  if (error.kind === 'redirect') return true
  const status = error.status ?? 0
  return status === 401 || status === 403 || status === 404 || status === 429
}
