import { formatDuration } from '../action/duration.js'
import type { AgentJob } from '../service/client.js'
import type { WaitEnd } from './wait.js'

/** What happened to the agent job in this run. */
export interface AgentRunResult {
  /** What the run asked of the job: start it, send it a follow-up message, or attach to it. */
  mode: 'create' | 'message' | 'attach'
  job: AgentJob
  /** How the wait ended; 'not-waited' with `wait: false`. */
  end: WaitEnd | 'not-waited'
  elapsedMs: number
  /** Characters a reader could not see, removed from the prompt before it was sent. */
  hiddenRemoved?: number
  /** What re-running this workflow run would do with the job; decides the resume advice. */
  rerun?: Rerun
  /** A short run that left the job to the sweep (sweep-interval given): how often the sweep runs. */
  sweep?: { intervalMs?: number }
  /** A job that completed without a pull request: what GitHub said of its branch (undefined: not asked). */
  found?: RefFinding
}

/**
 * What the run found on the branch of a job that completed without a pull request: the commits that reached it since
 * the job started, none, or unknown and why (github/direct-commits.ts asks GitHub; this is its DirectCommits as the
 * outcome reads it). `repository` and `ref` are the service's text.
 */
export type RefFinding =
  | { kind: 'committed'; repository: string; ref: string; commits: readonly RefCommitSeen[]; more: boolean }
  | { kind: 'none'; repository: string; ref: string }
  | { kind: 'unknown'; repository?: string; ref?: string; why: string }

/** A commit on the branch: its full sha and its page. */
export interface RefCommitSeen {
  sha: string
  url: string
}

/**
 * What a re-run of this workflow run would do: attach to the job (a thread remembers it, or job-id is the input), or
 * act afresh because nothing remembers it: start a second job, or send the follow-up message again.
 */
export type Rerun = 'attaches' | 'starts-second-job' | 'resends-message'

export type OutcomeLevel = 'success' | 'notice' | 'warning' | 'failure'
/** The one icon per level, in the job summary and the status comment alike. */
export const OUTCOME_ICON: Record<OutcomeLevel, string> = { success: '✅', notice: 'ℹ️', warning: '⚠️', failure: '❌' }
/**
 * `committed`: completed without a pull request, and commits reached its branch since it started; `no-changes`: none
 * did (checked); `unchecked`: completed without a pull request, and the branch could not be read to tell which.
 */
export type OutcomeKind =
  | 'started'
  | 'timed-out'
  | 'cancelled'
  | 'pr-opened'
  | 'committed'
  | 'no-changes'
  | 'unchecked'
  | 'archived'
  | 'failed'
  | 'unknown'

/** How the step ends and the one sentence that says why. */
export interface Outcome {
  kind: OutcomeKind
  level: OutcomeLevel
  title: string
  message: string
  /** For a job still running (timed out, cancelled): what a re-run would do, so the advice never duplicates. */
  rerun?: Rerun
  /** For `committed`, `no-changes` and `unchecked`: what was found on the job's branch. */
  found?: RefFinding
}

/**
 * How to pick up a job this run leaves behind: advises a re-run only where it attaches, else dispatching with job-id.
 * Without a job id (a create that may have reached the service), the id must come from the dashboard.
 * `quote` formats the `job-id: …` input for the medium (code spans in comments).
 */
export function resumeHint(jobId: string | undefined, rerun: Rerun, quote = (text: string): string => text): string {
  if (jobId === undefined) {
    const twice = rerun === 'starts-second-job' ? ' (re-running this run would start a second job)' : ''
    return `Find its id in the dashboard and dispatch the workflow with ${quote('job-id: <that id>')} to pick it up${twice}.`
  }
  const input = quote(`job-id: ${jobId}`)
  switch (rerun) {
    case 'attaches':
      return `Re-run this workflow, or dispatch it with ${input}, to pick it up.`
    case 'starts-second-job':
      return `To pick it up, dispatch the workflow with ${input} (re-running this run would start a second job).`
    case 'resends-message':
      return `To pick it up, dispatch the workflow with ${input} and no prompt (re-running this run would send the message again).`
  }
}

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
  const rerun = result.rerun ?? 'starts-second-job'
  const stillRunning = (kind: OutcomeKind, title: string, message: string): Outcome => ({
    ...outcome(kind, 'failure', title, `${message} It keeps running on the service. ${resumeHint(id, rerun)}`),
    rerun
  })
  if (end === 'not-waited' && result.sweep) {
    const every = result.sweep.intervalMs ? `every ${formatDuration(result.sweep.intervalMs)}` : 'on its schedule'
    const message = `Job ${id} is ${job.status}; not waiting for it (wait: false): the sweep checks it ${every} and finishes the status comment when it ends.`
    return outcome('started', 'success', 'Started', message)
  }
  if (end === 'not-waited') {
    // Nothing comes back to say how the job ends: say so, and how to follow it, in the log, summary and comment alike.
    const message = `Job ${id} is ${job.status}; not waiting for it (wait: false), so this status will not be updated when the job ends. To follow it, dispatch the workflow with job-id: ${id} and no prompt to wait for it.`
    return outcome('started', 'success', 'Started', message)
  }
  if (end === 'timed-out') {
    const message = `Job ${id} is still ${job.status} after the timeout of ${formatDuration(timeoutMs)}.`
    return stillRunning('timed-out', 'Timed out', message)
  }
  if (end === 'cancelled') {
    return stillRunning('cancelled', 'Cancelled', `The run was cancelled while job ${id} was ${job.status}.`)
  }
  switch (job.status) {
    case 'completed':
      if (job.prLink)
        return outcome('pr-opened', 'success', 'Pull request opened', `Job ${id} completed: ${job.prLink}`)
      return withoutPr(id, result.found ?? NOT_ASKED)
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

const NOT_ASKED: RefFinding = { kind: 'unknown', why: 'its branch was not read' }

/** How many commits: the count, or "100 or more" when the one page read was full. */
export function commitCount(found: Extract<RefFinding, { kind: 'committed' }>): string {
  const count = found.more ? `${found.commits.length} or more` : String(found.commits.length)
  return `${count} ${found.commits.length === 1 && !found.more ? 'commit' : 'commits'}`
}

/** The reason the agent commits straight to a branch, as the service's agent docs give it. */
export const WHY_DIRECT =
  'The agent does this when the service hosts the deployment or the review process is "push to main".'

/** The most short shas a plain message names; the rest are counted. */
const SHAS_NAMED = 5

/** A completed job without a pull request, as its branch tells it (plain text: the log, the job summary). */
function withoutPr(id: string, found: RefFinding): Outcome {
  switch (found.kind) {
    case 'committed': {
      const shas = found.commits.slice(0, SHAS_NAMED).map(commit => commit.sha.slice(0, 7))
      const rest = found.commits.length - shas.length
      const named = `${shas.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`
      const message = `Job ${id} completed without a pull request: the agent committed to ${found.ref} of ${found.repository} directly. ${commitCount(found)} reached ${found.ref} since the job started (${named}): every commit on that branch since then, so others' may be among them. ${WHY_DIRECT}`
      return { kind: 'committed', level: 'success', title: 'Committed directly', message, found }
    }
    case 'none': {
      const message = `Job ${id} completed; no files changed, so no pull request was opened (checked: no commit reached ${found.ref} of ${found.repository} since the job started).`
      return { kind: 'no-changes', level: 'notice', title: 'No files changed', message, found }
    }
    case 'unknown': {
      const where = found.ref === undefined ? 'its branch' : found.ref
      const of = found.repository === undefined ? '' : ` of ${found.repository}`
      const message = `Job ${id} completed without a pull request: either nothing changed, or the agent committed straight to ${where}${of}; this run could not read that repository to tell (${found.why}).`
      return { kind: 'unchecked', level: 'notice', title: 'No pull request', message, found }
    }
  }
}
