/**
 * The history's inputs (report/action.yml only): `history-branch` turns it on and names the data branch the weeks are
 * kept on; `history-weeks` is how many weeks the report's "Over time" part shows. Validated before any request.
 */
import { InputError } from '../../action/errors.js'
import { ReportInputs } from '../../action/names.js'
import { integerInput, type InputProblems, type InputReader } from '../../action/input-parsers.js'

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
  const branch = read(ReportInputs.HistoryBranch).trim()
  if (branch === '') return undefined
  const wrong = branchProblem(branch)
  if (wrong) {
    problems.add(
      new InputError(
        ReportInputs.HistoryBranch,
        `'${branch.slice(0, 100)}' ${wrong}: name a branch of its own for the history, such as docs-health-data.`
      )
    )
    return undefined
  }
  return { branch, weeks }
}

/** Why a name is not a branch this action may write to (git's ref rules, and no `refs/` prefix), or undefined. */
export function branchProblem(name: string): string | undefined {
  if (name.length > 100) return 'is longer than 100 characters'
  if (name.startsWith('refs/')) return 'is a full ref: give the branch name alone'
  // git check-ref-format: no control characters, space, ~ ^ : ? * [ \, no "..", "@{", "//", no leading "-" or ".".
  if ([...name].some(c => c <= ' ' || c === '\u007f') || /[~^:?*[\\]/.test(name))
    return 'holds a character a branch name cannot'
  if (/\.\.|@\{|\/\/|^[-./]|[./]$|\.lock$|\/\.|\.lock\//.test(name) || name === '@') {
    return 'is not a valid branch name'
  }
  return undefined
}
