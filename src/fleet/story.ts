/**
 * The fleet action's story (fleet/action.yml): many projects' docs-health reports planned inside the organisation's
 * one analytics allowance (fleet/plan.ts) — this hour's wave as a matrix for the report action, the budget of
 * each report and how many run at once — in the log, the outputs and the job summary. It sends no request, to the
 * service or to GitHub.
 */
import { FleetOutputs } from '../action/names.js'
import { fail, info, notice, warning } from '../action/log.js'
import { setOutput } from '../action/outputs.js'
import { debugSettings, readActionInput } from '../action/settings.js'
import { writeSummary } from '../action/summary-file.js'
import { describeFleet, fleetPlan, lateLine, planSummary, wavesStart } from './plan.js'
import { readFleetSettings, type FleetSettings } from './settings.js'
import { getErrorMessage } from '../action/errors.js'

/**
 * Its settings first, then the plan; every error ends as one failed line, as runStory's do (frame.ts, which the fleet
 * does not load: no service client, no cancel watch, for a story that sends nothing).
 */
export async function run(): Promise<void> {
  try {
    const settings = readFleetSettings(readActionInput, new Date())
    debugSettings(settings)
    await fleetStory(settings)
  } catch (error) {
    fail(getErrorMessage(error))
  }
}

export async function fleetStory(settings: FleetSettings): Promise<void> {
  const plan = fleetPlan(settings)
  info(describeFleet(plan))
  setOutput(FleetOutputs.Matrix, JSON.stringify(plan.matrix))
  setOutput(FleetOutputs.MaxParallel, String(plan.maxParallel))
  setOutput(FleetOutputs.Budget, String(plan.budget))
  setOutput(FleetOutputs.Waves, String(plan.waves.length))
  setOutput(FleetOutputs.Wave, plan.wave === undefined ? '' : String(plan.wave))
  if (plan.late) warning(lateLine(plan.late, plan.hour), 'Docs-health fleet started late')
  else if (plan.wave === undefined) {
    notice(
      `No wave starts at UTC hour ${plan.hour}: ${wavesStart(plan.waves.length)}. The matrix is empty, and no report runs.`,
      'Docs-health fleet'
    )
  }
  await writeSummary(planSummary(plan))
}
