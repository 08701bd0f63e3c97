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
}

export type OutcomeLevel = 'success' | 'notice' | 'warning' | 'failure'

/** How the step ends and the one sentence that says why. */
export interface Outcome {
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
  if (end === 'not-waited') {
    return {
      level: 'success',
      title: 'Started',
      message: `Job ${id} is ${job.status}; not waiting for it (wait: false).`
    }
  }
  if (end === 'timed-out') {
    return {
      level: 'failure',
      title: 'Timed out',
      message: `Job ${id} is still ${job.status} after the timeout of ${formatDuration(timeoutMs)}. ${resumeHint(id)}`
    }
  }
  if (end === 'cancelled') {
    return {
      level: 'failure',
      title: 'Cancelled',
      message: `The run was cancelled while job ${id} was ${job.status}. ${resumeHint(id)}`
    }
  }
  switch (job.status) {
    case 'completed':
      return job.prLink
        ? { level: 'success', title: 'Pull request opened', message: `Job ${id} completed: ${job.prLink}` }
        : {
            level: 'notice',
            title: 'No files changed',
            message: `Job ${id} completed; no files changed, so no pull request was opened.`
          }
    case 'archived':
      return {
        level: 'notice',
        title: 'Archived',
        message: `Job ${id} was archived${job.prLink ? `; its pull request: ${job.prLink}` : ''}.`
      }
    case 'failed':
      return {
        level: failOnJobFailure ? 'failure' : 'warning',
        title: 'Failed',
        message: `Job ${id} failed on the service (the agent met an unrecoverable error).${failOnJobFailure ? '' : ' Not failing the step (fail-on-job-failure: false).'}`
      }
    default:
      return {
        level: 'warning',
        title: job.status,
        message: `Job ${id} ended with the unknown status '${job.status}'.`
      }
  }
}
