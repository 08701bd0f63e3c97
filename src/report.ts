import * as core from '@actions/core'
import { info } from './log.js'
import { describeOutcome, type AgentRunResult, type Outcome } from './outcome.js'
import { setJobOutputs } from './outputs.js'
import { renderJobSummary } from './render/job-summary.js'
import type { Settings } from './inputs.js'

/** A step summary is capped at 1 MiB; stay well below it. */
const SUMMARY_LIMIT = 1_000_000

/** Publishes the agent run: outputs, job summary, and the step's result. Returns the outcome for other reporters. */
export async function reportAgentRun(result: AgentRunResult, settings: Settings): Promise<Outcome> {
  const outcome = describeOutcome(result, settings.failOnJobFailure, settings.timeoutMs)
  setJobOutputs(result.job, result.end === 'timed-out')
  await writeSummary(renderJobSummary(result, outcome))
  endStep(outcome)
  return outcome
}

/** Appends markdown to the job summary; skipped (with a debug line) where the runner gave no summary file. */
export async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.debug('GITHUB_STEP_SUMMARY is not set: no job summary written.')
    return
  }
  const text = markdown.length > SUMMARY_LIMIT ? `${markdown.slice(0, SUMMARY_LIMIT)}\n\n…(cut)\n` : markdown
  await core.summary.addRaw(text, true).write()
  core.summary.emptyBuffer()
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
