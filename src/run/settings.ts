/**
 * Each action's settings, typed and validated: the shared ones (action/settings.ts) and the parts the action reads
 * (agent/, github/, report/ settings), each read the same way into one problem list, so a user fixes every bad input
 * in one go. Nothing is sent before these return, and nothing after them reads an input. An action reads exactly the
 * inputs its action.yml lists (__tests__/run/settings.test.ts holds each reader to its file).
 */
import { formatDuration } from '../action/duration.js'
import { InputError } from '../action/errors.js'
import { InputProblems } from '../action/input-parsers.js'
import { Inputs, ReportInputs } from '../action/names.js'
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
import {
  readGateSettings,
  readThreadSettings,
  readTokenSettings,
  type GitHubSettings,
  type ThreadSettings,
  type TokenSettings
} from '../github/settings.js'
import { readReportSettings, type ReportSettings } from '../report/settings.js'

/** The agent action (action.yml): a prompt, an issue, a /docs comment or a job-id, sent and followed. */
export interface AgentActionSettings extends RunSettings, AgentSettings {
  github: GitHubSettings
}

/** The sweep action (sweep/action.yml): every labelled thread's job checked once. */
export interface SweepActionSettings extends RunSettings, SweepSettings {
  github: TokenSettings
}

/** The report action (report/action.yml): the report, and with fix-gaps one agent job followed as the agent's are. */
export interface ReportActionSettings extends RunSettings, WaitSettings {
  github: ThreadSettings
  report: ReportSettings
}

export interface SettingsContext {
  /** The clock for the report's default date range. */
  now?: Date
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

/** The agent action's own inputs (the root's deprecated report reads them beside the report's). */
export function readAgentParts(
  read: InputReader,
  problems: InputProblems,
  agent: AgentContext
): Omit<AgentActionSettings, keyof RunSettings> {
  return {
    ...readPromptSettings(read, problems, agent),
    ...readWaitSettings(read, problems, agent),
    github: { ...readThreadSettings(read, problems), ...readGateSettings(read, problems) }
  }
}

export function readSweepActionSettings(read: InputReader = readActionInput): SweepActionSettings {
  return readAction(read, (_run, problems, agent) => {
    const github = readTokenSettings(read, problems)
    if (github.token === '') problems.add(new InputError(Inputs.GithubToken, SWEEP_NEEDS_TOKEN))
    return { ...readSweepSettings(read, problems, agent), github }
  })
}

const SWEEP_NEEDS_TOKEN =
  "is empty, and the sweep needs it to list the labelled issues and pull requests and to edit their status comments: leave it at its default with permissions 'issues: write' and 'pull-requests: write'."

export function readReportActionSettings(
  read: InputReader = readActionInput,
  context: SettingsContext = {}
): ReportActionSettings {
  const now = context.now ?? new Date()
  const settings = readAction(read, (run, problems, agent) => ({
    ...readWaitSettings(read, problems, agent),
    github: readThreadSettings(read, problems),
    report: readReportSettings(read, problems, { now, warnings: run.warnings })
  }))
  return withReportWarnings(settings)
}

/** The warnings of a run that reports: waiting only matters for a fix-gaps job; fix-gaps without a tracking issue. */
export function withReportWarnings<S extends ReportActionSettings>(settings: S): S {
  // Only a fix-gaps job is waited for: without it, wait, poll-interval and sweep-interval have nothing to follow.
  if (settings.report.fixGaps) settings.warnings.push(...waitWarnings(settings))
  settings.warnings.push(...fixGapsWarnings(settings.report, settings.github))
  return settings
}

/**
 * fix-gaps remembers the gaps it sent in the marker of the tracking issue's status comment, and leaves them out while
 * their job or pull request is open; without issue-number there is no such issue, so every run sends the same gaps again.
 */
function fixGapsWarnings(report: ReportSettings, github: ThreadSettings): string[] {
  if (!report.fixGaps) return []
  const again = 'so every run sends the same gaps again (a new job and pull request each time)'
  if (github.issueNumber === undefined) {
    return [
      `Input '${ReportInputs.FixGaps}' is true without '${Inputs.IssueNumber}': the gaps sent are remembered only on a tracking issue, ${again}. Set '${Inputs.IssueNumber}' to an issue that tracks the docs' health.`
    ]
  }
  if (!github.comment) {
    return [
      `Input '${ReportInputs.FixGaps}' is true with '${Inputs.Comment}: false': the gaps sent are remembered only in the tracking issue's status comment, ${again}. Leave '${Inputs.Comment}' at true.`
    ]
  }
  return []
}

/** A poll interval longer than the timeout is valid, yet the wait then checks the job only once, as it ends. */
function waitWarnings(settings: RunSettings & WaitSettings): string[] {
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
