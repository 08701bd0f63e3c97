import { formatDuration } from '../action/duration.js'
import { CancelledError } from '../action/errors.js'
import { isFinal, type AgentJob, type ServiceClient } from '../service/client.js'
import { ServiceError } from '../service/http.js'
import { sleep as realSleep, type Sleep } from '../action/sleep.js'

export interface WaitOptions {
  pollIntervalMs: number
  /** Epoch ms at which the wait gives up (the `timeout` input). */
  deadline: number
  /** Whether a final status in `job` may end the wait at once. False after a follow-up message, whose answer may
   *  still show the previous run's final status: then the job is polled at least once. */
  trustInitialStatus: boolean
  signal?: AbortSignal
  now?: () => number
  sleep?: Sleep
  log?: (line: string) => void
  /** How often a job that stays in one status is mentioned in the log. */
  heartbeatMs?: number
}

export type WaitEnd = 'final' | 'timed-out' | 'cancelled'

export interface WaitResult {
  job: AgentJob
  end: WaitEnd
  elapsedMs: number
  polls: number
}

/**
 * Polls the job until its status is final, the deadline passes (or a failed poll could only be retried after it),
 * or the run is cancelled. Polls keep a fixed cadence (a slow answer does not push later polls back), so a final
 * status is seen at most one interval plus one round trip after it happens. Logs only changes of status and a
 * heartbeat, never one line per poll.
 */
export async function waitForJob(client: ServiceClient, job: AgentJob, options: WaitOptions): Promise<WaitResult> {
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? realSleep
  const log = options.log ?? (() => undefined)
  const heartbeatMs = options.heartbeatMs ?? 60_000
  const started = now()
  let current = job
  let polls = 0
  let lastMention = started
  const result = (end: WaitEnd): WaitResult => ({ job: current, end, elapsedMs: now() - started, polls })

  if (options.trustInitialStatus && isFinal(current.status)) return result('final')
  log(`Job ${current.id} is ${current.status}; checking every ${formatDuration(options.pollIntervalMs)}.`)
  let nextPoll = started + options.pollIntervalMs
  try {
    while (true) {
      const remaining = options.deadline - now()
      if (remaining <= 0) return result('timed-out')
      await sleep(Math.min(Math.max(0, nextPoll - now()), remaining), options.signal)
      const previous = current.status
      current = await client.getJob(current.id, options.deadline)
      polls++
      nextPoll = Math.max(nextPoll + options.pollIntervalMs, now())
      const elapsed = formatDuration(now() - started)
      if (current.status !== previous) {
        log(`Job ${current.id}: ${previous} → ${current.status} after ${elapsed}.`)
        lastMention = now()
      } else if (now() - lastMention >= heartbeatMs) {
        log(`Job ${current.id} is still ${current.status} after ${elapsed}.`)
        lastMention = now()
      }
      if (isFinal(current.status)) return result('final')
    }
  } catch (error) {
    if (error instanceof CancelledError) return result('cancelled')
    // A poll that failed and whose retry would end after the deadline: the wait has run out of time, as at the top.
    if (error instanceof ServiceError && error.outOfTime) {
      log(error.message)
      return result('timed-out')
    }
    throw error
  }
}
