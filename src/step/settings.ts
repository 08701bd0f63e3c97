import { InputError } from '../action/errors.js'
import {
  bareSecondsWarning,
  type DurationFloor,
  durationInput,
  flagInput,
  InputProblems,
  type InputReader
} from '../action/input-parsers.js'
import { Inputs } from '../action/names.js'
import { formatDuration } from '../action/duration.js'
import { readRunSettings, type RunSettings } from '../action/settings.js'
import { jobIdInput } from '../job/job-id.js'

/** What the agent action is asked to send. Whether the run has a prompt at all is decided from these and the event (decide.ts). */
export interface PromptSettings {
  /** The prompt input as given; undefined when empty. What a reader sees of it is read later (said.ts). */
  promptInput?: string
  jobId?: string
}

/** How a job is followed once sent (the agent action, and the report action's fix-gaps job). */
export interface WaitSettings {
  wait: boolean
  pollIntervalMs: number
  failOnJobFailure: boolean
  /**
   * How often the sweep runs. Set on a short run (wait: false) on a thread, it leaves the job to the sweep (label,
   * "the sweep checks it every …"); on the sweep, it goes into the "still working" line. Undefined: not given.
   */
  sweepIntervalMs?: number
}

export type AgentSettings = PromptSettings & WaitSettings

/** What the sweep reads of the agent's inputs. */
export type SweepSettings = Pick<WaitSettings, 'failOnJobFailure' | 'sweepIntervalMs'>

/** What the agent's inputs need of the run's (action/settings.ts), and where their warnings go. */
export interface AgentContext {
  /** The run's shortest duration. */
  floor: DurationFloor
  projectId: string
  warnings: string[]
}

/** Reads prompt and job-id into `problems`. */
export function readPromptSettings(read: InputReader, problems: InputProblems, run: AgentContext): PromptSettings {
  const rawPrompt = read(Inputs.Prompt)
  const promptInput = rawPrompt.trim() ? rawPrompt : undefined
  if (rawPrompt !== '' && promptInput === undefined) {
    problems.add(
      new InputError(Inputs.Prompt, 'is only whitespace. Give the instruction for the agent, or leave it out.')
    )
  }
  const jobId = problems.check(() => jobIdInput(read(Inputs.JobId), run.projectId), undefined)
  return { promptInput, jobId }
}

/** Reads wait, poll-interval, fail-on-job-failure and sweep-interval into `problems`, warnings into `run.warnings`. */
export function readWaitSettings(read: InputReader, problems: InputProblems, run: AgentContext): WaitSettings {
  const pollIntervalMs = problems.check(
    () => durationInput(read, Inputs.PollInterval, '5s', run.floor, 10 * 60_000),
    5000
  )
  const wait = flagInput(read, problems, Inputs.Wait, true)
  return { wait, pollIntervalMs, ...readSweepSettings(read, problems, run) }
}

/** Reads fail-on-job-failure and sweep-interval into `problems`: what the sweep finishes a job with. */
export function readSweepSettings(read: InputReader, problems: InputProblems, run: AgentContext): SweepSettings {
  const failOnJobFailure = flagInput(read, problems, Inputs.FailOnJobFailure, true)
  // Only the sweep's wording reads it: at most a day (GitHub runs a schedule every 5 minutes at the most often).
  const sweepText = read(Inputs.SweepInterval).trim()
  const sweepIntervalMs = sweepText
    ? problems.check(() => durationInput(read, Inputs.SweepInterval, sweepText, run.floor, 24 * 3_600_000), undefined)
    : undefined
  const bareSweep = bareSecondsWarning(read, Inputs.SweepInterval)
  if (bareSweep) run.warnings.push(bareSweep)
  return { failOnJobFailure, ...(sweepIntervalMs !== undefined ? { sweepIntervalMs } : {}) }
}

/** The shared settings, then each part's, all into one problem list; throws every problem together. */
export function readAction<T>(
  read: InputReader,
  parts: (run: RunSettings, problems: InputProblems, agent: AgentContext) => T
): T & RunSettings {
  const problems = new InputProblems()
  const run = readRunSettings(read, problems)
  const agent: AgentContext = { floor: run.durationFloor, projectId: run.projectId, warnings: run.warnings }
  const settings = parts(run, problems, agent)
  problems.throwIfAny()
  return { ...run, ...settings }
}

/** A poll interval longer than the timeout is valid, yet the wait then checks the job only once, as it ends. */
export function waitWarnings(settings: RunSettings & WaitSettings): string[] {
  const warnings: string[] = []
  // sweep-interval hands the job to the sweep only on a short run; a waiting run would silently ignore it.
  if (settings.wait && settings.sweepIntervalMs !== undefined) {
    warnings.push(
      `Input '${Inputs.SweepInterval}' is set but '${Inputs.Wait}' is true: this run waits for the job itself, and the sweep is not used. Set '${Inputs.Wait}: false' for a short run that leaves the job to the sweep.`
    )
  }
  if (settings.wait && settings.pollIntervalMs > settings.timeoutMs) {
    const poll = formatDuration(settings.pollIntervalMs)
    const timeout = formatDuration(settings.timeoutMs)
    warnings.push(
      `Input '${Inputs.PollInterval}' (${poll}) is longer than '${Inputs.Timeout}' (${timeout}): the job is checked only once, when the timeout ends. Make '${Inputs.PollInterval}' shorter than '${Inputs.Timeout}'.`
    )
  }
  return warnings
}
