/**
 * Where a merged change goes, pure: a re-run of a run whose request may have reached a job attaches to it; a change a
 * job already carries is not sent again (a re-run, a second workflow on the same merge); the docs job still open on
 * the tracking issue takes it as a follow-up until it carries changes-per-job changes; else a new job.
 */
import type { EventInfo } from '../../github/event.js'
import { mergeMarkers, type StatusMarker } from '../../thread/marker.js'
import { earlierAttempt } from '../decide.js'
import { carriedKeys } from './carried.js'

export type Route =
  | { kind: 'skip'; reason: string }
  | { kind: 'attach'; jobId: string; why: string }
  /** `followUp`: the open job it goes to; undefined: a new job. */
  | { kind: 'send'; followUp?: string; why: string }

export interface RouteFacts {
  /** The changes this run sends (one, or a batch's). */
  keys: readonly string[]
  /** The status marker of the change's pull request, when it has one. */
  source?: StatusMarker
  /** The tracking issue's status marker. */
  ledger?: StatusMarker
  /** The tracking issue's job while it runs or its pull request is open (open-job.ts). */
  openJob?: string
  changesPerJob: number
}

export function routeChange(facts: RouteFacts, event: Pick<EventInfo, 'runId' | 'runAttempt'>): Route {
  const { keys, source, ledger } = facts
  const both = source && ledger ? mergeMarkers(source, ledger) : (source ?? ledger)
  // Throws when an earlier attempt's create may have reached the service with an id nobody knows: no second job.
  const earlier = event.runAttempt > 1 ? earlierAttempt(both, event) : undefined
  if (earlier) {
    return { kind: 'attach', jobId: earlier, why: `re-run ${event.runAttempt}: attaching to job ${earlier}` }
  }
  const sent = [...(source?.gaps ?? []), ...(ledger?.gaps ?? [])]
  const done = sent.find(s => keys.every(key => s.keys.includes(key)))
  if (done) {
    return {
      kind: 'skip',
      reason: `This change was already sent to the docs agent's job ${done.jobId} (an earlier run, or another workflow on the same merge): not sent again.`
    }
  }
  return sendRoute(facts)
}

/**
 * A new job, or a follow-up to the open one while it carries fewer than changes-per-job changes with these: the route
 * of changes that are neither a re-run's nor sent already (a batch's, which left those out itself).
 */
export function sendRoute(facts: Omit<RouteFacts, 'source'>): Extract<Route, { kind: 'send' }> {
  const { keys, ledger, openJob, changesPerJob } = facts
  if (openJob === undefined) return { kind: 'send', why: 'a new docs job' }
  const carried = carriedKeys(ledger?.gaps, openJob, []).length
  if (carried + keys.length > changesPerJob) {
    return {
      kind: 'send',
      why: `the open docs job ${openJob} already carries ${carried} changes (changes-per-job: ${changesPerJob}): a new job`
    }
  }
  return {
    kind: 'send',
    followUp: openJob,
    why: `a follow-up to the open docs job ${openJob}, one pull request for many merges`
  }
}
