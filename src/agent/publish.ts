import { appendFile, stat } from 'node:fs/promises'
import { Outputs } from '../action/names.js'
import type { EventInfo } from '../github/event.js'
import type { Reaction, ThreadReporter } from '../github/thread.js'
import type { Settings } from '../action/settings.js'
import { debug, fail, info, notice, warning } from '../action/log.js'
import { describeOutcome, type AgentRunResult, type Outcome } from './outcome.js'
import { setJobOutputs, setOutput } from '../action/outputs.js'
import { renderJobSummary } from './job-summary.js'
import { scrub } from '../action/secrets.js'
import { cutToBytes } from '../text/cut.js'

/** GitHub drops a step summary over 1 MiB whole; the cap is on the file's UTF-8 bytes, below that. */
export const SUMMARY_LIMIT_BYTES = 1_000_000
const CUT_NOTE = '\n\n…(cut: a job summary is limited to 1 MiB)\n'

const REACTION: Record<Outcome['level'], Reaction> = {
  success: 'rocket',
  notice: '+1',
  warning: 'confused',
  failure: 'confused'
}

/**
 * Publishes the agent run where nothing can take it back: outputs, job summary, then the step's result line. Comes
 * before any GitHub call, so a GitHub that is slow, or the runner's kill during it, costs none of them.
 */
export async function reportAgentRun(
  result: AgentRunResult,
  settings: Settings,
  reporter?: ThreadReporter
): Promise<Outcome> {
  const outcome = describeOutcome(result, settings.failOnJobFailure, settings.timeoutMs)
  setJobOutputs(result.job, result.end === 'timed-out')
  if (reporter) setCommentOutputs(reporter)
  await writeSummary(renderJobSummary(result, outcome))
  endStep(outcome)
  return outcome
}

/** Then the thread: the status comment's final state and the reaction. */
export async function reportToThread(
  result: AgentRunResult,
  outcome: Outcome,
  event: EventInfo,
  reporter: ThreadReporter
): Promise<void> {
  const view = { state: 'final' as const, job: result.job, outcome, runId: event.runId, runUrl: event.runUrl }
  await Promise.all([reporter.show(view), reporter.react(REACTION[outcome.level])])
  setCommentOutputs(reporter)
}

export function setCommentOutputs(reporter?: ThreadReporter): void {
  setOutput(Outputs.CommentId, reporter?.ref ? String(reporter.ref.id) : '')
  setOutput(Outputs.CommentUrl, reporter?.ref?.url ?? '')
}

let summaryQueue: Promise<void> = Promise.resolve()

/**
 * Appends markdown to the job summary; skipped (with a debug line) where the runner gave no summary file. Writes are
 * queued: the agent and visitors reports run concurrently and append to one file. What the file already
 * holds counts against the limit, so the sections of one run together stay under it.
 */
export function writeSummary(markdown: string): Promise<void> {
  summaryQueue = summaryQueue.then(async () => {
    const file = process.env.GITHUB_STEP_SUMMARY
    if (!file) {
      debug('GITHUB_STEP_SUMMARY is not set: no job summary written.')
      return
    }
    const used = await stat(file).then(
      s => s.size,
      () => 0
    )
    // Scrubbed before it is cut, so a cut never leaves half a key; one byte more for the line end.
    const text = cutToBytes(scrub(markdown), SUMMARY_LIMIT_BYTES - used - 1, CUT_NOTE)
    if (!text && markdown) {
      warning('The job summary is full (1 MiB): a section was left out.')
      return
    }
    await appendFile(file, `${text}\n`)
  })
  return summaryQueue
}

function endStep(outcome: Outcome): void {
  switch (outcome.level) {
    case 'success':
      info(outcome.message)
      return
    case 'notice':
      notice(outcome.message, outcome.title)
      return
    case 'warning':
      warning(outcome.message, outcome.title)
      return
    case 'failure':
      fail(outcome.message)
  }
}
