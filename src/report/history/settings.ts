/**
 * The history's inputs (report/action.yml): `history-branch` turns it on and names the data branch the weeks are
 * kept on; `history-weeks` is how many weeks the report's "Over time" part shows. Validated before any request.
 */
import { ReportInputs } from '../../action/names.js'
import { integerInput, type InputProblems, type InputReader } from '../../action/input-parsers.js'
import { readDataBranch } from '../../github/branch-name.js'

export const DEFAULT_HISTORY_WEEKS = 8
export const MIN_HISTORY_WEEKS = 2
/** A year: the trend reads one file per week, so this bounds the requests a run adds. */
export const MAX_HISTORY_WEEKS = 52

export interface HistorySettings {
  branch: string
  weeks: number
}

/** Undefined when `history-branch` is empty: the history is opt-in. */
export function readHistorySettings(read: InputReader, problems: InputProblems): HistorySettings | undefined {
  const weeks = problems.check(
    () => integerInput(read, ReportInputs.HistoryWeeks, DEFAULT_HISTORY_WEEKS, MIN_HISTORY_WEEKS, MAX_HISTORY_WEEKS),
    DEFAULT_HISTORY_WEEKS
  )
  const branch = readDataBranch(read, problems, ReportInputs.HistoryBranch)
  return branch === undefined ? undefined : { branch, weeks }
}
