/** What a run of docs that follow code says of the change: the change-result and source-prs outputs, and a summary line. */
import { ChangeOutputs } from '../../action/names.js'
import { setOutput } from '../../action/outputs.js'
import { writeSummary } from '../../action/summary-file.js'
import { publishSkip } from '../../step/publish.js'
import { carriedPulls, describeCarried, type ChangeResult } from './carried.js'

/** A merged change not documented: why, in the log and the summary, and the outputs that say so. */
export async function publishChangeSkip(reason: string): Promise<void> {
  await publishSkip(reason)
  setOutput(ChangeOutputs.Result, 'skipped')
  setOutput(ChangeOutputs.SourcePrs, '')
}

/**
 * How it ended for a merged change (change-result) and the pull requests its docs job carries (source-prs), with a
 * line of job summary naming them.
 */
export async function publishChange(
  result: Exclude<ChangeResult, 'skipped'>,
  carried: readonly string[]
): Promise<void> {
  setOutput(ChangeOutputs.Result, result)
  setOutput(ChangeOutputs.SourcePrs, carriedPulls(carried).join(','))
  await writeSummary(`**${describeCarried(carried)}** This change: ${result}.`)
}
