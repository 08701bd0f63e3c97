import { formatDuration } from './duration.js'
import type { AgentMode } from './inputs.js'
import type { AgentJob } from './service-client.js'
import type { WaitEnd } from './wait.js'

/** What happened to the agent job in this run. */
export interface AgentRunResult {
  mode: Exclude<AgentMode, 'none'>
  job: AgentJob
  /** How the wait ended; 'not-waited' with `wait: false`. */
  end: WaitEnd | 'not-waited'
  elapsedMs: number
  /** Characters a reader could not see, removed from the prompt before it was sent. */
  hiddenRemoved?: number
}

export type OutcomeLevel = 'success' | 'notice' | 'warning' | 'failure'
export type OutcomeKind =
  'started' | 'timed-out' | 'cancelled' | 'pr-opened' | 'no-changes' | 'archived' | 'failed' | 'unknown'

/** How the step ends and the one sentence that says why. */
export interface Outcome {
  kind: OutcomeKind
  level: OutcomeLevel
  title: string
  message: string
}

const resumeHint = (id: string): string =>
  `It keeps running on the service: re-run this workflow or dispatch it with job-id: ${id} to pick it up.`

/** Maps the job's final state (or the end of the wait) to the step's result. */
export function describeOutcome(result: AgentRunResult, failOnJobFailure: boolean, timeoutMs: number): Outcome {
  const { job, end } = result
  const id = job.id
  const outcome = (kind: OutcomeKind, level: OutcomeLevel, title: string, message: string): Outcome => ({
    kind,
    level,
    title,
    message
  })
  if (end === 'not-waited') {
    return outcome('started', 'success', 'Started', `Job ${id} is ${job.status}; not waiting for it (wait: false).`)
  }
  if (end === 'timed-out') {
    const message = `Job ${id} is still ${job.status} after the timeout of ${formatDuration(timeoutMs)}. ${resumeHint(id)}`
    return outcome('timed-out', 'failure', 'Timed out', message)
  }
  if (end === 'cancelled') {
    const message = `The run was cancelled while job ${id} was ${job.status}. ${resumeHint(id)}`
    return outcome('cancelled', 'failure', 'Cancelled', message)
  }
  switch (job.status) {
    case 'completed':
      return job.prLink
        ? outcome('pr-opened', 'success', 'Pull request opened', `Job ${id} completed: ${job.prLink}`)
        : outcome(
            'no-changes',
            'notice',
            'No files changed',
            `Job ${id} completed; no files changed, so no pull request was opened.`
          )
    case 'archived': {
      const pr = job.prLink ? `; its pull request: ${job.prLink}` : ''
      return outcome('archived', 'notice', 'Archived', `Job ${id} was archived${pr}.`)
    }
    case 'failed': {
      const tolerated = failOnJobFailure ? '' : ' Not failing the step (fail-on-job-failure: false).'
      const message = `Job ${id} failed on the service (the agent met an unrecoverable error).${tolerated}`
      return outcome('failed', failOnJobFailure ? 'failure' : 'warning', 'Failed', message)
    }
    default:
      return outcome('unknown', 'warning', job.status, `Job ${id} ended with the unknown status '${job.status}'.`)
  }
}
