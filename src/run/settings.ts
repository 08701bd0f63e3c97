/**
 * Each action's settings, typed and validated: the shared ones (action/settings.ts) and the parts the action reads
 * (agent/, github/, report/ settings), each read the same way into one problem list, so a user fixes every bad input
 * in one go. Nothing is sent before these return, and nothing after them reads an input. An action reads exactly the
 * inputs its action.yml lists (__tests__/run/action-interface.test.ts holds each reader to its file). The report action's
 * are in report-settings.ts, so that the agent's and the sweep's bundles do not hold the report's settings.
 */
import { formatDuration } from '../action/duration.js'
import { InputError } from '../action/errors.js'
import { InputProblems } from '../action/input-parsers.js'
import { Inputs } from '../action/names.js'
import { readActionInput, readRunSettings, type InputReader, type RunSettings } from '../action/settings.js'
import {
  readPromptSettings,
  readSweepSettings,
  readWaitSettings,
  type AgentContext,
  type AgentSettings,
  type SweepSettings,
  type WaitSettings
} from '../agent/settings.js'
import { readChangeSettings, type ChangeSettings } from '../agent/change/settings.js'
import {
  readGateSettings,
  readThreadSettings,
  readTokenSettings,
  type GitHubSettings,
  type TokenSettings
} from '../github/settings.js'

/** The agent action (action.yml): a prompt, an issue, a /docs comment or a job-id, sent and followed. */
export interface AgentActionSettings extends RunSettings, AgentSettings {
  github: GitHubSettings
  /** Docs that follow code: merged pull requests and pushes. */
  change: ChangeSettings
}

/** The sweep action (sweep/action.yml): every labelled thread's job checked once. */
export interface SweepActionSettings extends RunSettings, SweepSettings {
  github: TokenSettings
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

export function readAgentActionSettings(read: InputReader = readActionInput): AgentActionSettings {
  const settings = readAction(read, (_run, problems, agent) => readAgentParts(read, problems, agent))
  settings.warnings.push(...waitWarnings(settings))
  return settings
}

/** The agent action's own inputs. */
function readAgentParts(
  read: InputReader,
  problems: InputProblems,
  agent: AgentContext
): Omit<AgentActionSettings, keyof RunSettings> {
  return {
    ...readPromptSettings(read, problems, agent),
    ...readWaitSettings(read, problems, agent),
    github: { ...readThreadSettings(read, problems), ...readGateSettings(read, problems) },
    change: readChangeSettings(read, problems)
  }
}

export function readSweepActionSettings(read: InputReader = readActionInput): SweepActionSettings {
  return readAction(read, (_run, problems, agent) => readSweepParts(read, problems, agent))
}

/** The sweep action's own inputs. */
function readSweepParts(
  read: InputReader,
  problems: InputProblems,
  agent: AgentContext
): Omit<SweepActionSettings, keyof RunSettings> {
  const github = readTokenSettings(read, problems)
  if (github.token === '') problems.add(new InputError(Inputs.GithubToken, SWEEP_NEEDS_TOKEN))
  return { ...readSweepSettings(read, problems, agent), github }
}

const SWEEP_NEEDS_TOKEN =
  "is empty, and the sweep needs it to list the labelled issues and pull requests and to edit their status comments: leave it at its default with permissions 'issues: write' and 'pull-requests: write'."

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
