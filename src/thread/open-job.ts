/**
 * What became of a job the thread sent work to (report gaps, merged changes): still active, final with its pull
 * request open or closed, gone from the service, or not known; and whether the thread's job takes the next work as a
 * follow-up (one pull request for many requests). The service is asked through `getJob` and GitHub through the
 * thread's `pullState`, so this module imports neither the service nor a feature.
 */
import { CancelledError, getErrorMessage } from '../action/errors.js'
import { debug, warning } from '../action/log.js'
import type { PullState } from '../github/pulls.js'
import type { IssueThread } from './issue-thread.js'

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

export interface InFlightOptions {
  /** The GitHub server whose pull requests the token may read (GITHUB_SERVER_URL). */
  serverUrl?: string
  /** What the next request carries, for the warning when it goes to a new job: 'gaps' unless said. */
  work?: string
  /**
   * A final job's pull request that this token cannot read (the docs in another private repository) counts as open:
   * merged changes keep going to one job, bounded by changes-per-job, rather than one job each.
   */
  unreadableIsOpen?: boolean
}

/** What the questions need: the service's job and GitHub's pull request (IssueThread.pullState, or none). */
export interface JobSources {
  getJob: GetJob
  pullState?: (link: string, serverUrl?: string) => Promise<PullState>
}

/** The sources of a run: the service client (until the run's deadline) and the thread's GitHub. */
export function jobSources(
  client: { getJob: (jobId: string, deadline: number) => Promise<SentJob> },
  deadline: number,
  thread?: IssueThread
): JobSources {
  return {
    getJob: jobId => client.getJob(jobId, deadline),
    pullState: thread && ((link, serverUrl) => thread.pullState(link, serverUrl))
  }
}

/**
 * The job that takes the report's gaps as a follow-up: the thread's job while it is active or its pull request open
 * (one pull request); undefined for a new job, also when that cannot be told (one warning). A cancel goes through.
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
    // A cancelled run sends nothing more: no new job either.
    if (error instanceof CancelledError) throw error
    warning(
      `Could not read the state of the pull request on #${thread.issueNumber}: ${getErrorMessage(error)}. The ${options.work ?? 'gaps'} go to a new job.`
    )
    return undefined
  }
}

/**
 * Whether a job is still open for more work: active, or final with a pull request GitHub says is open (a follow-up
 * then lands in the same pull request). A job that cannot be read is not: a new job is safer. A pull request that
 * cannot be read is not either, unless `unreadableIsOpen`.
 */
export async function isJobOpen(jobId: string, sources: JobSources, options: InFlightOptions = {}): Promise<boolean> {
  const state = await jobState(jobId, sources, options)
  if (state.kind === 'active') return true
  return (
    state.kind === 'final' && (state.pr === 'open' || (options.unreadableIsOpen === true && state.pr === 'unreadable'))
  )
}

export async function jobState(jobId: string, sources: JobSources, options: InFlightOptions): Promise<SentJobState> {
  let job: SentJob
  try {
    job = await sources.getJob(jobId)
  } catch (error) {
    if (error instanceof CancelledError) throw error
    if ((error as { status?: number }).status === 404) return { kind: 'gone' }
    debug(`job ${jobId}, sent work earlier, could not be read (${getErrorMessage(error)}): counted in flight`)
    return { kind: 'unknown' }
  }
  if (job.status === 'active') return { kind: 'active' }
  if (!job.prLink) return { kind: 'final' }
  if (sources.pullState) return { kind: 'final', pr: await sources.pullState(job.prLink, options.serverUrl) }
  // No GitHub to ask: a pull request we cannot read counts as open, its gaps not sent twice.
  debug(`pull request ${job.prLink} cannot be read with this token: its gaps count as in flight`)
  return { kind: 'final', pr: 'unreadable' }
}
