import { CancelledError, getErrorMessage } from '../action/errors.js'
import { debug } from '../action/log.js'
import type { Octokit } from './octokit.js'
import type { SentGaps } from './sent-gaps.js'

/**
 * Which gap keys the thread's jobs are still working on, so a report does not send them again: those of a job still
 * active, or whose pull request is still open. The decision is pure (inFlight, keysInFlight); findKeysInFlight asks
 * the service (through the caller's getJob) and GitHub (pulls.get) what it needs.
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

/** A pull request GitHub's API can be asked about: a link on the server the token talks to (github.com by default). */
export function pullOf(
  link: string,
  serverUrl = 'https://github.com'
): { owner: string; repo: string; number: number } | undefined {
  let server: URL
  let url: URL
  try {
    server = new URL(serverUrl)
    url = new URL(link)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' || url.host.toLowerCase() !== server.host.toLowerCase()) return undefined
  const match = /^\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/pull\/([1-9][0-9]{0,9})$/.exec(url.pathname)
  if (!match?.[1] || !match[2] || !match[3] || url.search || url.hash) return undefined
  return { owner: match[1], repo: match[2], number: Number(match[3]) }
}

export interface InFlightOptions {
  /** The GitHub server whose pull requests the token may read (GITHUB_SERVER_URL). */
  serverUrl?: string
}

/**
 * Asks what became of each job the marker remembers sending gaps to, and returns the keys still in flight. Never
 * throws but for cancellation: a job or pull request that cannot be read counts as in flight, with a debug line.
 */
export async function findKeysInFlight(
  octokit: Octokit | undefined,
  sent: readonly SentGaps[],
  getJob: GetJob,
  options: InFlightOptions = {}
): Promise<string[]> {
  const states = new Map<string, SentJobState>()
  for (const { jobId } of sent) states.set(jobId, await jobState(octokit, jobId, getJob, options))
  return keysInFlight(sent, states)
}

/**
 * Whether a job is still open for more work: active, or final with a pull request GitHub says is open (a follow-up
 * then lands in the same pull request). A job or pull request that cannot be read is not: a new job is safer.
 */
export async function isJobOpen(
  octokit: Octokit | undefined,
  jobId: string,
  getJob: GetJob,
  options: InFlightOptions = {}
): Promise<boolean> {
  const state = await jobState(octokit, jobId, getJob, options)
  return state.kind === 'active' || (state.kind === 'final' && state.pr === 'open')
}

async function jobState(
  octokit: Octokit | undefined,
  jobId: string,
  getJob: GetJob,
  options: InFlightOptions
): Promise<SentJobState> {
  let job: SentJob
  try {
    job = await getJob(jobId)
  } catch (error) {
    if (error instanceof CancelledError) throw error
    if ((error as { status?: number }).status === 404) return { kind: 'gone' }
    debug(`job ${jobId}, sent report gaps earlier, could not be read (${getErrorMessage(error)}): counted in flight`)
    return { kind: 'unknown' }
  }
  if (job.status === 'active') return { kind: 'active' }
  if (!job.prLink) return { kind: 'final' }
  return { kind: 'final', pr: await pullState(octokit, job.prLink, options) }
}

async function pullState(
  octokit: Octokit | undefined,
  link: string,
  options: InFlightOptions
): Promise<'open' | 'closed' | 'unreadable'> {
  const pull = pullOf(link, options.serverUrl)
  // A pull request we cannot read (another host, no token, no access) counts as open: its gaps are not sent twice.
  if (!pull || !octokit) {
    debug(`pull request ${link} cannot be read with this token: its gaps count as in flight`)
    return 'unreadable'
  }
  try {
    const { data } = await octokit.rest.pulls.get({ owner: pull.owner, repo: pull.repo, pull_number: pull.number })
    return data.state === 'open' ? 'open' : 'closed'
  } catch (error) {
    debug(`pull request ${link} could not be read (${getErrorMessage(error)}): its gaps count as in flight`)
    return 'unreadable'
  }
}
