/**
 * The visitors feature (src/visitors/): exports the visitors analytics for a date range and the period before it
 * (export.ts, table.ts, string-pool.ts), compares them (compare.ts), writes the JSON and CSV files (files.ts), renders
 * the visitors report (report.ts) and publishes it: outputs, job summary and a comment (this file, the only one that
 * sets its outputs). It may import github/, service/, action/ and text/, never agent/ or main.
 */
import { tmpdir } from 'node:os'
import { info, warning } from '../../action/log.js'
import { setOutput } from '../../action/outputs.js'
import { writeSummary } from '../../action/summary-file.js'
import type { IssueThread } from '../../github/thread.js'
import type { ServiceClient } from '../../service/client.js'
import { keepYoungGenerationSmall } from './heap.js'
import { runVisitorReport } from './run.js'
import type { VisitorSettings } from './settings.js'

/** What the visitors step needs of the run (main's StepContext gives it). */
export interface VisitorsStepContext {
  settings: { visitors: VisitorSettings }
  client: ServiceClient
  issueThread?: IssueThread
  /** Epoch ms when the run stops waiting. */
  deadline: number
}

/** Exports and reports visitors: outputs, the job summary, and a comment on the issue/PR when there is one. */
export async function visitorsStep(context: VisitorsStepContext): Promise<void> {
  keepYoungGenerationSmall()
  const report = await runVisitorReport(context.client, context.settings.visitors, {
    deadline: context.deadline,
    tempDir: process.env.RUNNER_TEMP || tmpdir(),
    log: info,
    warn: line => warning(line)
  })
  for (const [name, value] of Object.entries(report.outputs)) setOutput(name, value)
  await writeSummary(report.markdown)
  // One comment per range on the tracking issue: a re-run for the same range edits it.
  const { dateFrom, dateTo } = context.settings.visitors
  await context.issueThread?.postReport(`${dateFrom}..${dateTo}`, report.markdown)
}
