import { formatDuration } from './action/duration.js'
import { InputError } from './action/errors.js'
import { InputProblems } from './action/input-parsers.js'
import { Inputs, ReportInputs } from './action/names.js'
import { readActionInput, readRunSettings, type InputReader, type RunSettings } from './action/settings.js'
import { readAgentSettings, type AgentSettings } from './agent/settings.js'
import { getGitHubSettings, type GitHubSettings } from './github/settings.js'
import { getReportSettings, type ReportSettings } from './report/settings.js'
import type { VisitorSettings } from './report/visitors/settings.js'

/** Every setting of a run, typed and validated: the shared ones, the agent's, GitHub's and the report's. */
export interface Settings extends RunSettings, AgentSettings {
  github: GitHubSettings
  report: ReportSettings
  /** The report's range and table sizes (report.visitors), kept here for what only needs those. */
  visitors: VisitorSettings
}

export interface SettingsContext {
  /** The clock for the visitors' default date range. */
  now?: Date
}

/**
 * Reads and validates all inputs. Collects every problem and throws them together (InputErrors), so a user fixes all
 * of them in one go; nothing is sent to the service before this returns, and nothing after it reads an input.
 */
export function getSettings(read: InputReader = readActionInput, context: SettingsContext = {}): Settings {
  const problems = new InputProblems()
  const run = readRunSettings(read, problems)
  const agentWarnings: string[] = []
  const agent = readAgentSettings(read, problems, {
    floor: run.durationFloor,
    projectId: run.projectId,
    warnings: agentWarnings
  })
  const github = problems.check(() => getGitHubSettings(read), {} as GitHubSettings)
  const visitorWarnings: string[] = []
  const now = context.now ?? new Date()
  const report = problems.check(() => getReportSettings(read, now, visitorWarnings), {} as ReportSettings)
  for (const problem of sweepProblems(agent, github, report)) problems.add(problem)
  problems.throwIfAny()
  const visitors = report.visitors
  const warnings = [
    ...run.warnings,
    ...agentWarnings,
    ...waitWarnings(run, agent),
    ...visitorWarnings,
    ...fixGapsWarnings(report, github)
  ]
  return { ...run, ...agent, github, report, visitors, warnings }
}

/**
 * The sweep runs alone: it checks jobs started elsewhere, so it takes no prompt, job-id or report, and it needs the
 * token (it lists the labelled threads and edits their status comments) and the comments it edits.
 */
function sweepProblems(agent: AgentSettings, github: GitHubSettings, report: ReportSettings): InputError[] {
  if (!agent.sweep) return []
  const alone = (input: string, what: string): InputError =>
    new InputError(
      Inputs.Sweep,
      `is true together with '${input}': the sweep only checks jobs already started (from threads labelled by short runs) and ${what}. Run it alone on a schedule; start or resume jobs from another workflow.`
    )
  const problems: InputError[] = []
  if (agent.promptInput !== undefined) problems.push(alone(Inputs.Prompt, 'starts none'))
  if (agent.jobId !== undefined) problems.push(alone(Inputs.JobId, 'follows every labelled thread, not one job'))
  if (report.enabled) problems.push(alone('report', 'writes no report'))
  if (github.comment === false) problems.push(alone(Inputs.Comment, 'its work is the status comments'))
  if (github.token === '') {
    problems.push(
      new InputError(
        Inputs.GithubToken,
        "is empty, and the sweep needs it to list the labelled issues and pull requests and to edit their status comments: leave it at its default with permissions 'issues: write' and 'pull-requests: write'."
      )
    )
  }
  return problems
}

/**
 * fix-gaps remembers the gaps it sent in the marker of the tracking issue's status comment
 * (github/thread/sent-gaps.ts), and leaves them out while their job or pull request is open (report/gaps-in-flight.ts);
 * without issue-number there is no such issue (its events carry a prompt, which fix-gaps refuses), so every run sends
 * the same gaps again.
 */
function fixGapsWarnings(report: ReportSettings, github: GitHubSettings): string[] {
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
function waitWarnings(run: RunSettings, agent: AgentSettings): string[] {
  const warnings: string[] = []
  // sweep-interval hands the job to the sweep only on a short run; a waiting run would silently ignore it.
  if (agent.wait && !agent.sweep && agent.sweepIntervalMs !== undefined) {
    warnings.push(
      `Input '${Inputs.SweepInterval}' is set but '${Inputs.Wait}' is true: this run waits for the job itself, and the sweep is not used. Set '${Inputs.Wait}: false' for a short run that leaves the job to the sweep.`
    )
  }
  if (agent.wait && agent.pollIntervalMs > run.timeoutMs) {
    const poll = formatDuration(agent.pollIntervalMs)
    const timeout = formatDuration(run.timeoutMs)
    warnings.push(
      `Input '${Inputs.PollInterval}' (${poll}) is longer than '${Inputs.Timeout}' (${timeout}): the job is checked only once, when the timeout ends. Make '${Inputs.PollInterval}' shorter than '${Inputs.Timeout}'.`
    )
  }
  return warnings
}
