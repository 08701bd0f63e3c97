import { InputError } from '../action/errors.js'
import {
  bareSecondsWarning,
  booleanInput,
  durationInput,
  type DurationFloor,
  type InputProblems,
  type InputReader
} from '../action/input-parsers.js'
import { Inputs } from '../action/names.js'
import { jobIdInput } from './job-id.js'

/** The agent's inputs. Whether the run has a prompt at all is decided once, from these and the event (decide.ts). */
export interface AgentSettings {
  /** The prompt input as given; undefined when empty. What a reader sees of it is read later (said.ts). */
  promptInput?: string
  jobId?: string
  wait: boolean
  pollIntervalMs: number
  failOnJobFailure: boolean
  /** This run is the sweep: it checks every labelled thread's job once (agent/sweep.ts). */
  sweep: boolean
  /**
   * How often the sweep runs. Set on a short run (wait: false) on a thread, it leaves the job to the sweep (label,
   * "the sweep checks it every …"); on the sweep, it goes into the "still working" line. Undefined: not given.
   */
  sweepIntervalMs?: number
}

/** What the agent's inputs need of the run's (action/settings.ts), and where their warnings go. */
export interface AgentContext {
  /** The run's shortest duration. */
  floor: DurationFloor
  projectId: string
  warnings: string[]
}

/** Reads the agent's inputs into `problems`, and what is worth a warning into `run.warnings`. */
export function readAgentSettings(read: InputReader, problems: InputProblems, run: AgentContext): AgentSettings {
  const { floor, warnings } = run
  const rawPrompt = read(Inputs.Prompt)
  const promptInput = rawPrompt.trim() ? rawPrompt : undefined
  if (rawPrompt !== '' && promptInput === undefined) {
    problems.add(
      new InputError(Inputs.Prompt, 'is only whitespace. Give the instruction for the agent, or leave it out.')
    )
  }
  const jobId = problems.check(() => jobIdInput(read(Inputs.JobId), run.projectId), undefined)
  const pollIntervalMs = problems.check(() => durationInput(read, Inputs.PollInterval, '5s', floor, 10 * 60_000), 5000)
  const flag = (name: string, fallback: boolean): boolean =>
    problems.check(() => booleanInput(read, name, fallback), fallback)
  const wait = flag(Inputs.Wait, true)
  const failOnJobFailure = flag(Inputs.FailOnJobFailure, true)
  const sweep = flag(Inputs.Sweep, false)
  // Only the sweep's wording reads it: at most a day (GitHub runs a schedule every 5 minutes at the most often).
  const sweepText = read(Inputs.SweepInterval).trim()
  const sweepIntervalMs = sweepText
    ? problems.check(() => durationInput(read, Inputs.SweepInterval, sweepText, floor, 24 * 3_600_000), undefined)
    : undefined
  const bareSweep = bareSecondsWarning(read, Inputs.SweepInterval)
  if (bareSweep) warnings.push(bareSweep)
  const agent = { promptInput, jobId, wait, pollIntervalMs, failOnJobFailure }
  return { ...agent, sweep, ...(sweepIntervalMs !== undefined ? { sweepIntervalMs } : {}) }
}
