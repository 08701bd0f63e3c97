import { CancelledError, getErrorMessage } from '../action/errors.js'
import { debug, warning } from '../action/log.js'
import type { PullState } from '../github/pulls.js'
import type { SentGaps } from '../github/thread/sent-gaps.js'
import type { IssueThread } from '../github/thread/issue-thread.js'
import type { ServiceClient } from '../service/client.js'

/**
 * Which gap keys the tracking issue's jobs are still working on, so a report does not send them again: those of a job
 * still active, or whose pull request is still open; and whether the thread's job takes the next gaps as a follow-up.
 * The decision is pure (inFlight, keysInFlight); the report asks the service itself (getJob) and GitHub only for what
 * the marker remembers sending and what a pull request's state is (IssueThread.sentGaps, pullState).
 */

/** A job as the service tells it (the agent's AgentJob has these fields). */
export interface SentJob {
  status: string
  prLink?: string | null
}

/** Reads one job; throws when it cannot (an error whose `status` is 404 means the service has no such job). */
export type GetJob = (jobId: string) => Promise<SentJob>

/** What a run found out about a job gaps were sent to. */
export type SentJobState =
  | { kind: 'active' }
  /** Final; `pr` what GitHub says of its pull request, undefined when it has none. */
  | { kind: 'final'; pr?: 'open' | 'closed' | 'unreadable' }
  /** The service has no such job (404). */
  | { kind: 'gone' }
  /** The job could not be read (a failure, a timeout). */
  | { kind: 'unknown' }

/** Whether the job's gaps are still in flight. What cannot be told counts as in flight: better late than sent twice. */
export function inFlight(state: SentJobState | undefined): boolean {
  if (state === undefined) return true
  switch (state.kind) {
    case 'active':
    case 'unknown':
      return true
    case 'gone':
      return false
    case 'final':
      return state.pr === 'open' || state.pr === 'unreadable'
  }
}

/** The keys of every job whose gaps are in flight, newest job first, each once. */
export function keysInFlight(sent: readonly SentGaps[], states: ReadonlyMap<string, SentJobState>): string[] {
  return [...new Set(sent.filter(s => inFlight(states.get(s.jobId))).flatMap(s => s.keys))]
}

export interface InFlightOptions {
  /** The GitHub server whose pull requests the token may read (GITHUB_SERVER_URL). */
  serverUrl?: string
}

/** What the questions need: the service's job and GitHub's pull request (IssueThread.pullState, or none). */
export interface JobSources {
  getJob: GetJob
  pullState?: (link: string, serverUrl?: string) => Promise<PullState>
}

/** The sources of a run: the service client (until the run's deadline) and the thread's GitHub. */
export function jobSources(client: Pick<ServiceClient, 'getJob'>, deadline: number, thread?: IssueThread): JobSources {
  return {
    getJob: jobId => client.getJob(jobId, deadline),
    pullState: thread && ((link, serverUrl) => thread.pullState(link, serverUrl))
  }
}

/**
 * The gap keys the thread's jobs are still working on, from what its status comment's marker remembers sending.
 * Undefined when GitHub could not be asked (the thread gave one warning).
 */
export async function gapKeysInFlight(
  thread: IssueThread,
  sources: JobSources,
  options: InFlightOptions = {}
): Promise<string[] | undefined> {
  const sent = await thread.sentGaps()
  return sent && findKeysInFlight(sent, sources, options)
}

/**
 * The job that takes the report's gaps as a follow-up: the thread's job while it is active or its pull request open
 * (one pull request); undefined for a new job, also when that cannot be told (one warning).
 */
export async function followUpJob(
  thread: IssueThread | undefined,
  sources: JobSources,
  options: InFlightOptions = {}
): Promise<string | undefined> {
  const jobId = thread?.ref?.marker.jobId
  if (!thread || !jobId) return undefined
  try {
    return (await isJobOpen(jobId, sources, options)) ? jobId : undefined
  } catch (error) {
    warning(
      `Could not read the state of the pull request on #${thread.issueNumber}: ${getErrorMessage(error)}. The gaps go to a new job.`
    )
    return undefined
  }
}

/**
 * Asks what became of each job the marker remembers sending gaps to, and returns the keys still in flight. Never
 * throws but for cancellation: a job or pull request that cannot be read counts as in flight, with a debug line.
 */
export async function findKeysInFlight(
  sent: readonly SentGaps[],
  sources: JobSources,
  options: InFlightOptions = {}
): Promise<string[]> {
  const states = new Map<string, SentJobState>()
  for (const { jobId } of sent) states.set(jobId, await jobState(jobId, sources, options))
  return keysInFlight(sent, states)
}

/**
 * Whether a job is still open for more work: active, or final with a pull request GitHub says is open (a follow-up
 * then lands in the same pull request). A job or pull request that cannot be read is not: a new job is safer.
 */
export async function isJobOpen(jobId: string, sources: JobSources, options: InFlightOptions = {}): Promise<boolean> {
  const state = await jobState(jobId, sources, options)
  return state.kind === 'active' || (state.kind === 'final' && state.pr === 'open')
}

async function jobState(jobId: string, sources: JobSources, options: InFlightOptions): Promise<SentJobState> {
  let job: SentJob
  try {
    job = await sources.getJob(jobId)
  } catch (error) {
    if (error instanceof CancelledError) throw error
    if ((error as { status?: number }).status === 404) return { kind: 'gone' }
    debug(`job ${jobId}, sent report gaps earlier, could not be read (${getErrorMessage(error)}): counted in flight`)
    return { kind: 'unknown' }
  }
  if (job.status === 'active') return { kind: 'active' }
  if (!job.prLink) return { kind: 'final' }
  if (sources.pullState) return { kind: 'final', pr: await sources.pullState(job.prLink, options.serverUrl) }
  // No GitHub to ask: a pull request we cannot read counts as open, its gaps not sent twice.
  debug(`pull request ${job.prLink} cannot be read with this token: its gaps count as in flight`)
  return { kind: 'final', pr: 'unreadable' }
}
