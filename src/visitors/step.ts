import { tmpdir } from 'node:os'
import { runVisitorReport } from './run.js'
import type { StepContext } from '../agent/step.js'
import { keepYoungGenerationSmall } from './heap.js'
import { info, warning } from '../action/log.js'
import { setOutput } from '../action/outputs.js'
import { writeSummary } from '../agent/publish.js'

/** Exports and reports visitors: outputs, the job summary, and a comment on the issue/PR when there is one. */
export async function visitorsStep(context: Omit<StepContext, 'event' | 'signal'>): Promise<void> {
  keepYoungGenerationSmall()
  const report = await runVisitorReport(context.client, context.settings.visitors, {
    deadline: context.deadline,
    tempDir: process.env.RUNNER_TEMP || tmpdir(),
    log: info,
    warn: line => warning(line)
  })
  for (const [name, value] of Object.entries(report.outputs)) setOutput(name, value)
  await writeSummary(report.markdown)
  // A scheduled run with issue-number appends one report comment a run to its tracking issue.
  await context.reporter?.post(report.markdown)
}
