import { InputError } from '../action/errors.js'
import { booleanInput, durationInput, type InputProblems, type InputReader } from '../action/input-parsers.js'
import { Inputs } from '../action/names.js'

/** The agent's inputs. Whether the run has a prompt at all is decided once, from these and the event (decide.ts). */
export interface AgentSettings {
  /** The prompt input, trimmed; undefined when empty. */
  prompt?: string
  jobId?: string
  wait: boolean
  pollIntervalMs: number
  failOnJobFailure: boolean
}

/** Reads the agent's inputs into `problems`; `minDurationMs` is the run's shortest duration (action/settings.ts). */
export function readAgentSettings(read: InputReader, problems: InputProblems, minDurationMs: number): AgentSettings {
  const rawPrompt = read(Inputs.Prompt)
  if (rawPrompt !== '' && rawPrompt.trim() === '') {
    problems.add(
      new InputError(Inputs.Prompt, 'is only whitespace. Give the instruction for the agent, or leave it out.')
    )
  }
  const prompt = rawPrompt.trim() || undefined
  const jobId = read(Inputs.JobId).trim() || undefined
  const pollIntervalMs = problems.check(
    () => durationInput(read, Inputs.PollInterval, '5s', minDurationMs, 10 * 60_000),
    5000
  )
  const wait = problems.check(() => booleanInput(read, Inputs.Wait, true), true)
  const failOnJobFailure = problems.check(() => booleanInput(read, Inputs.FailOnJobFailure, true), true)
  return { prompt, jobId, wait, pollIntervalMs, failOnJobFailure }
}
