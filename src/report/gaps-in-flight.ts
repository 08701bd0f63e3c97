import type { SentGaps } from '../thread/sent-gaps.js'
import type { IssueThread } from '../thread/issue-thread.js'
import { inFlight, jobState, type InFlightOptions, type JobSources, type SentJobState } from '../thread/open-job.js'

export { followUpJob, jobSources, type InFlightOptions, type JobSources } from '../thread/open-job.js'

/**
 * Which gap keys the tracking issue's jobs are still working on, so a report does not send them again: those of a job
 * still active, or whose pull request is still open; and whether the thread's job takes the next gaps as a follow-up.
 * The decision is pure (inFlight, keysInFlight); the report asks the service itself (getJob) and GitHub only for what
 * the marker remembers sending and what a pull request's state is (IssueThread.sentGaps, pullState).
 */

/** The keys of every job whose gaps are in flight, newest job first, each once. */
export function keysInFlight(sent: readonly SentGaps[], states: ReadonlyMap<string, SentJobState>): string[] {
  return [...new Set(sent.filter(s => inFlight(states.get(s.jobId))).flatMap(s => s.keys))]
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
