import { info } from '../action/log.js'
import { Outputs } from '../action/names.js'
import { escapeMarkdown } from '../text/markdown.js'
import { setOutput } from '../action/outputs.js'
import { writeSummary } from '../action/summary-file.js'
import type { IssueThread, Reaction } from '../thread/issue-thread.js'
import { isFinal, type AgentJob } from '../service/client.js'
import { renderFailureSummary, renderJobSummary } from './job-summary.js'
import { describeOutcome, type AgentRunResult, type Outcome } from '../job/outcome.js'
import type { StatusThread } from '../thread/status-thread.js'

/**
 * Where the agent's results go, and the only module that sets its outputs: outputs and the job summary first (nothing
 * can take them back), the thread after. Never ends the step: the step returns the outcome, and step/frame.ts writes its line.
 */

/** The reaction to a trigger when its job's run ends, by level: the waiting run and the sweep alike. */
export const REACTION: Record<Outcome['level'], Reaction> = {
  success: 'rocket',
  notice: '+1',
  warning: 'confused',
  failure: 'confused'
}

/** Whether the run was refused or had nothing to do on the agent's side (`skipped`). */
export function setSkippedOutput(skipped: boolean): void {
  setOutput(Outputs.Skipped, String(skipped))
}

/** A run that does nothing says why: a log line and one line of job summary, so a skipped run has no empty one. */
export async function publishSkip(reason: string): Promise<void> {
  setSkippedOutput(true)
  info(reason)
  await writeSummary(`⏭️ **Docs agent not run:** ${escapeMarkdown(reason)}`)
}

/** A run that failed before its job had an outcome: the error, and the job reached, in the job summary. */
export async function publishFailure(message: string, jobId?: string): Promise<void> {
  await writeSummary(renderFailureSummary(message, jobId))
}

/** The job's outputs. Set as soon as the job is known and again when the wait ends, so nothing is lost on failure. */
export function setJobOutputs(job: AgentJob, timedOut: boolean): void {
  setOutput(Outputs.JobId, job.id)
  setOutput(Outputs.Status, job.status)
  setOutput(Outputs.PrLink, job.prLink ?? '')
  setOutput(Outputs.Model, job.model ?? '')
  setOutput(Outputs.SourceRepository, job.source?.repository ?? '')
  setOutput(Outputs.SourceRef, job.source?.ref ?? '')
  setOutput(Outputs.CreatedAt, job.createdAt ?? '')
  setOutput(Outputs.TimedOut, String(timedOut))
  setOutput(Outputs.Job, JSON.stringify(job))
}

export function setCommentOutputs(issueThread?: IssueThread): void {
  setOutput(Outputs.CommentId, issueThread?.ref ? String(issueThread.ref.id) : '')
  setOutput(Outputs.CommentUrl, issueThread?.ref?.url ?? '')
}

/**
 * Publishes the agent run where nothing can take it back: outputs and job summary. Comes before any GitHub call, so a
 * GitHub that is slow, or the runner's kill during it, costs neither; the caller ends the step before telling the thread.
 */
export async function publishRun(
  result: AgentRunResult,
  settings: { failOnJobFailure: boolean; timeoutMs: number },
  issueThread?: IssueThread
): Promise<Outcome> {
  const outcome = describeOutcome(result, settings.failOnJobFailure, settings.timeoutMs)
  setJobOutputs(result.job, result.end === 'timed-out')
  setOutput(Outputs.Published, published(result, outcome))
  if (issueThread) setCommentOutputs(issueThread)
  await writeSummary(renderJobSummary(result, outcome))
  return outcome
}

/**
 * Where the job's work went (the published output): a pull request, commits straight to its branch, nothing (checked),
 * or unknown (its branch could not be read, or a job that failed or was archived without a pull request, whose branch
 * is not asked); empty while the job is not final.
 */
export function published(result: AgentRunResult, outcome: Outcome): Published {
  if (result.end !== 'final' || !isFinal(result.job.status)) return ''
  if (result.job.prLink) return 'pull-request'
  if (outcome.kind === 'committed') return 'direct-commit'
  return outcome.kind === 'no-changes' ? 'nothing' : 'unknown'
}
export type Published = '' | 'pull-request' | 'direct-commit' | 'nothing' | 'unknown'

/**
 * Then the thread: the status comment's final state and the reaction. A job that has ended also answers the triggers
 * the sweep was waiting for (short runs before this one) and takes the sweep's label off: the end state is the same
 * whoever sees the job end.
 */
export async function tellThread(result: AgentRunResult, outcome: Outcome, status: StatusThread): Promise<void> {
  const { thread } = status
  const reaction = REACTION[outcome.level]
  const waiting = isFinal(result.job.status) ? (thread.ref?.marker.sweep ?? []) : []
  const others = waiting.filter(target => target !== thread.target)
  await Promise.all([
    status.final(result.job, outcome),
    thread.react(reaction),
    ...others.map(target => thread.react(reaction, target))
  ])
  if (waiting.length > 0) await thread.unmark()
  setCommentOutputs(thread)
}

/**
 * A short run's last word: its working comment already says the sweep follows the job, so the thread gets the label
 * the sweep lists (only once that comment is written: a label without it would be taken off unswept).
 */
export async function handToSweep(issueThread: IssueThread, written: boolean): Promise<void> {
  if (written) await issueThread.mark()
  setCommentOutputs(issueThread)
}
