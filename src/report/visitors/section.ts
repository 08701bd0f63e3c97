/**
 * The visitors section of the docs-health report: the visitors export and comparison (run.ts) on the allowance the
 * plan gives it, split between this period and the previous one. It finds no gaps: traffic says where readers go,
 * not where they fail. What it needs of the budget is in registry.ts.
 */
import { CancelledError, getErrorMessage } from '../../action/errors.js'
import { VisitorOutputs } from '../../action/names.js'
import { nested } from '../render.js'
import { CANCELLED_REASON, type SectionResult, type SectionRun, type SectionSettings } from '../section.js'
import { keepYoungGenerationSmall } from './heap.js'
import { runVisitorReport } from './run.js'

/** Runs the visitors report within the allowance; a failure of this period fails only this section. */
export async function run(section: SectionRun, { visitors: settings }: SectionSettings): Promise<SectionResult> {
  keepYoungGenerationSmall()
  const periods = settings.compare ? 2 : 1
  const maxPages = Math.max(1, Math.min(settings.maxPages, Math.floor(section.allowance.limit / periods)))
  try {
    const report = await runVisitorReport(
      section.client,
      { ...settings, maxPages },
      { deadline: section.deadline, tempDir: section.tempDir, log: section.log, warn: section.warn }
    )
    return {
      section: 'visitors',
      requests: section.allowance.requests,
      partial:
        report.outputs[VisitorOutputs.Partial] === 'true' ? 'the visitors export stopped early (see above)' : undefined,
      gaps: [],
      // Inside the docs-health report its headings go one level down, under the report's own `##`.
      markdown: nested(report.markdown),
      document: report.markdown,
      outputs: report.outputs,
      files: { json: report.files.jsonPath, csv: report.files.csvPath },
      // The service's totals of this period, for the history.
      figures: { visitors: { ...report.current.totals } }
    }
  } catch (error) {
    return {
      section: 'visitors',
      requests: section.allowance.requests,
      partial: error instanceof CancelledError ? CANCELLED_REASON : getErrorMessage(error),
      failed: true,
      gaps: [],
      markdown: '',
      outputs: {}
    }
  }
}
