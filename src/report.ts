import * as core from '@actions/core'
import { stat } from 'node:fs/promises'
import { EOL } from 'node:os'
import { Outputs } from './constants.js'
import type { EventInfo } from './github/event.js'
import type { Reaction, ThreadReporter } from './github/thread-reporter.js'
import type { Settings } from './inputs.js'
import { info } from './log.js'
import { describeOutcome, type AgentRunResult, type Outcome } from './outcome.js'
import { setJobOutputs } from './outputs.js'
import { renderJobSummary } from './render/job-summary.js'
import { cutToBytes } from './text.js'

/** GitHub drops a step summary over 1 MiB whole; the cap is on the file's UTF-8 bytes, below that. */
export const SUMMARY_LIMIT_BYTES = 1_000_000
const CUT_NOTE = '\n\n…(cut: a job summary is limited to 1 MiB)\n'

const REACTION: Record<Outcome['level'], Reaction> = {
  success: 'rocket',
  notice: '+1',
  warning: 'confused',
  failure: 'confused'
}

/** Publishes the agent run: outputs, job summary, status comment and reaction, then the step's result. */
export async function reportAgentRun(
  result: AgentRunResult,
  settings: Settings,
  event: EventInfo,
  reporter?: ThreadReporter
): Promise<Outcome> {
  const outcome = describeOutcome(result, settings.failOnJobFailure, settings.timeoutMs)
  setJobOutputs(result.job, result.end === 'timed-out')
  // Outputs and summary first: a comment that fails must not cost the result.
  await writeSummary(renderJobSummary(result, outcome))
  if (reporter) {
    const view = { state: 'final' as const, job: result.job, outcome, runId: event.runId, runUrl: event.runUrl }
    await Promise.all([reporter.show(view), reporter.react(REACTION[outcome.level])])
    setCommentOutputs(reporter)
  }
  endStep(outcome)
  return outcome
}

export function setCommentOutputs(reporter?: ThreadReporter): void {
  core.setOutput(Outputs.CommentId, reporter?.ref ? String(reporter.ref.id) : '')
  core.setOutput(Outputs.CommentUrl, reporter?.ref?.url ?? '')
}

let summaryQueue: Promise<void> = Promise.resolve()

/**
 * Appends markdown to the job summary; skipped (with a debug line) where the runner gave no summary file. Writes are
 * queued: the agent and visitors reports run concurrently and share core.summary's one buffer. What the file already
 * holds counts against the limit, so the sections of one run together stay under it.
 */
export function writeSummary(markdown: string): Promise<void> {
  summaryQueue = summaryQueue.then(async () => {
    const file = process.env.GITHUB_STEP_SUMMARY
    if (!file) {
      core.debug('GITHUB_STEP_SUMMARY is not set: no job summary written.')
      return
    }
    const used = await stat(file).then(
      s => s.size,
      () => 0
    )
    // addRaw(…, true) appends a line end: one byte more.
    const text = cutToBytes(markdown, SUMMARY_LIMIT_BYTES - used - EOL.length, CUT_NOTE)
    if (!text && markdown) {
      core.warning('The job summary is full (1 MiB): a section was left out.')
      return
    }
    await core.summary.addRaw(text, true).write()
    core.summary.emptyBuffer()
  })
  return summaryQueue
}

function endStep(outcome: Outcome): void {
  switch (outcome.level) {
    case 'success':
      info(outcome.message)
      return
    case 'notice':
      core.notice(outcome.message, { title: outcome.title })
      return
    case 'warning':
      core.warning(outcome.message, { title: outcome.title })
      return
    case 'failure':
      core.setFailed(outcome.message)
  }
}
