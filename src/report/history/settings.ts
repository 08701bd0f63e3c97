/**
 * The history's inputs (report/action.yml): `history-branch` turns it on and names the data branch the weeks are
 * kept on; `history-weeks` is how many weeks the report's "Over time" part shows. Validated before any request.
 */
import { InputError } from '../../action/errors.js'
import { ReportInputs } from '../../action/names.js'
import { integerInput, type InputProblems, type InputReader } from '../../action/input-parsers.js'
import { maskKey } from '../../action/settings.js'
import { readDataBranch } from '../../github/branch-name.js'
import { assistantKeyProblem, domainProblem } from '../../service/discovery.js'

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

/** The fix check's inputs (search-check.ts): the site's assistant key and its domain. */
export interface FixCheckSettings {
  assistantKey: string
  domain: string
}

/**
 * Undefined when both `assistant-key` and `domain` are empty: the check is opt-in. One without the other, a key
 * without `history-branch` (the fix ledger on it says which fixes went live), or either malformed: an error naming it.
 * The key is a secret of the run from the moment it is read.
 */
export function readFixCheckSettings(
  read: InputReader,
  problems: InputProblems,
  history: HistorySettings | undefined
): FixCheckSettings | undefined {
  const assistantKey = read(ReportInputs.AssistantKey).trim()
  const domain = read(ReportInputs.Domain).trim()
  if (assistantKey) maskKey(assistantKey)
  if (!assistantKey && !domain) return undefined
  const keyProblem = assistantKey
    ? assistantKeyProblem(assistantKey)
    : `is required with '${ReportInputs.Domain}': pass the site's assistant API key (mint_dsc_…), or leave '${ReportInputs.Domain}' empty.`
  const domainIssue = domain
    ? domainProblem(domain)
    : `is required with '${ReportInputs.AssistantKey}': the site's identifier (the acme of acme.mintlify.site).`
  if (keyProblem) problems.add(new InputError(ReportInputs.AssistantKey, keyProblem))
  if (domainIssue) problems.add(new InputError(ReportInputs.Domain, domainIssue))
  if (!history && !keyProblem)
    problems.add(
      new InputError(
        ReportInputs.AssistantKey,
        `needs '${ReportInputs.HistoryBranch}': the fix check searches again the gaps of fixes merged, which the fix ledger on that branch records. Set '${ReportInputs.HistoryBranch}' (such as docs-health-data), or leave '${ReportInputs.AssistantKey}' empty.`
      )
    )
  return keyProblem || domainIssue || !history ? undefined : { assistantKey, domain }
}
