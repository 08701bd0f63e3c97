/**
 * The report action's settings (report/action.yml): the shared ones, the report's, and the wait of its fix-gaps job,
 * read into one problem list as every action's are (settings.ts).
 */
import { Inputs, ReportInputs } from '../action/names.js'
import { readActionInput, type InputReader, type RunSettings } from '../action/settings.js'
import { readThreadSettings, type ThreadSettings } from '../github/settings.js'
import {
  readFixCheckSettings,
  readHistorySettings,
  type FixCheckSettings,
  type HistorySettings
} from './history/settings.js'
import { readReportSettings, type ReportSettings } from './settings.js'
import { readAction, readWaitSettings, waitWarnings, type WaitSettings } from '../step/settings.js'

/** The report action (report/action.yml): the report, and with fix-gaps one agent job followed as the agent's are. */
export interface ReportActionSettings extends RunSettings, WaitSettings {
  github: ThreadSettings
  report: ReportSettings
  /** The week's figures kept on a data branch (`history-branch`); only the report action has these inputs. */
  history?: HistorySettings
  /** With assistant-key and domain: live fixes' searches run again on the live site (history/search-check.ts). */
  fixCheck?: FixCheckSettings
}

export interface SettingsContext {
  /** The clock for the report's default date range. */
  now?: Date
}

export function readReportActionSettings(
  read: InputReader = readActionInput,
  context: SettingsContext = {}
): ReportActionSettings {
  const now = context.now ?? new Date()
  const settings = readAction(read, (run, problems, agent) => {
    const history = readHistorySettings(read, problems)
    return {
      ...readWaitSettings(read, problems, agent),
      github: readThreadSettings(read, problems),
      report: readReportSettings(read, problems, { now, warnings: run.warnings }),
      history,
      fixCheck: readFixCheckSettings(read, problems, history)
    }
  })
  return withReportWarnings(settings)
}

/** The warnings of a run that reports: waiting only matters for a fix-gaps job; fix-gaps without a tracking issue. */
function withReportWarnings<S extends ReportActionSettings>(settings: S): S {
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
