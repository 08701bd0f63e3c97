import { getErrorMessage } from '../../action/errors.js'
import { VisitorOutputs } from '../../action/names.js'
import { renderVisitorReport } from './report.js'
import type { ServiceClient } from '../../service/client.js'
import { compareVisitors } from './compare.js'
import { exportVisitors, type VisitorExport } from './export.js'
import { writeVisitorFiles, type VisitorFiles } from './files.js'
import { plural } from '../../text/plural.js'
import { describeRange, previousQueryRange } from './range.js'
import type { VisitorSettings } from './settings.js'

export interface VisitorReport {
  markdown: string
  /** Output name → value, for core.setOutput. */
  outputs: Record<string, string>
  current: VisitorExport
  previous?: VisitorExport
  files: VisitorFiles
}

export interface VisitorRunOptions {
  deadline?: number
  /** Folder for the JSON and CSV files (RUNNER_TEMP). */
  tempDir: string
  /** A line for the log; may hold untrusted text (wire it to log.info, which makes workflow commands inert). */
  log?: (line: string) => void
  warn?: (line: string) => void
}

/**
 * Exports the range (and, with `compare`, the previous period of equal length, concurrently), compares, writes the
 * files and renders the report. A failure of the current period is thrown; a failure of the previous period only
 * drops the comparison, with a warning.
 */
export async function runVisitorReport(
  client: Pick<ServiceClient, 'getVisitors'>,
  settings: VisitorSettings,
  opts: VisitorRunOptions
): Promise<VisitorReport> {
  const log = opts.log ?? (() => undefined)
  const warn = opts.warn ?? (() => undefined)
  const range = { dateFrom: settings.dateFrom, dateTo: settings.dateTo }
  const wanted = settings.compare ? previousQueryRange(settings) : undefined
  const previousRange = wanted ? { dateFrom: wanted.dateFrom, dateTo: wanted.dateTo } : undefined
  log(
    `Exporting visitors for ${describeRange(range)}${previousRange ? ` and the previous period ${describeRange(previousRange)}` : ''} (at most ${plural(settings.maxPages, 'request')} per period, up to 250 pages each).`
  )
  const exportOf = (period: { dateFrom: string; dateTo: string }, label: string) =>
    exportVisitors(client, period, {
      maxPages: settings.maxPages,
      deadline: opts.deadline,
      onWarning: message => warn(`Visitors (${label}): ${message}`)
    })
  const [currentResult, previousResult] = await Promise.allSettled([
    exportOf(range, 'this period'),
    previousRange ? exportOf(previousRange, 'previous period') : Promise.resolve(undefined)
  ])
  if (currentResult.status === 'rejected') throw currentResult.reason
  const current = currentResult.value
  let previous: VisitorExport | undefined
  if (previousResult.status === 'fulfilled') previous = previousResult.value
  else
    warn(
      `Visitors: the previous period could not be exported, so there is no comparison: ${getErrorMessage(previousResult.reason)}`
    )

  const reasons: string[] = []
  if (current.partial) reasons.push(`this period: ${current.partialReason ?? 'stopped early'}`)
  if (previous?.partial) reasons.push(`previous period: ${previous.partialReason ?? 'stopped early'}`)
  for (const reason of reasons) warn(`Visitors export is partial (${reason})`)
  const partial = reasons.length > 0

  const comparison = compareVisitors(current, previous, settings.top)
  const requests = current.requests + (previous?.requests ?? 0)
  const markdown = renderVisitorReport(comparison, {
    ...range,
    previous: previous ? previousRange : undefined,
    requests,
    partial,
    partialReason: reasons.join('; ') || undefined,
    rows: current.table.size
  })
  const files = await writeVisitorFiles(opts.tempDir, {
    range,
    previousRange: previous ? previousRange : undefined,
    current,
    previous
  })
  const { human, ai, total } = current.totals
  log(
    `Visitors ${describeRange(range)}: ${human} human, ${ai} AI, ${total} total (the service's totals); ${plural(current.table.size, 'page')} in ${plural(requests, 'request')}${partial ? '; PARTIAL' : ''}.`
  )
  log(`Visitors files: ${files.jsonPath}, ${files.csvPath}`)
  const outputs: Record<string, string> = {
    [VisitorOutputs.Human]: String(human),
    [VisitorOutputs.Ai]: String(ai),
    [VisitorOutputs.Total]: String(total),
    [VisitorOutputs.Pages]: String(current.table.size),
    [VisitorOutputs.Partial]: String(partial),
    [VisitorOutputs.File]: files.jsonPath,
    [VisitorOutputs.Csv]: files.csvPath
  }
  return { markdown, outputs, current, previous, files }
}
