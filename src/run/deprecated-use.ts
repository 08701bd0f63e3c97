/**
 * Whether a run of the root action uses its deprecated sweep or report inputs (run/deprecated.ts runs it then): read
 * apart from that file, so the agent's start does not load the report's settings to find out.
 */
import type { InputReader } from '../action/input-parsers.js'
import { Inputs, ReportInputs, VisitorInputs, type SubAction } from '../action/names.js'
import { readActionInput } from '../action/settings.js'

/** Which sub-action a root run stands for; undefined for an agent run. */
export function deprecatedUse(read: InputReader = readActionInput): SubAction | undefined {
  if (isOn(read, Inputs.Sweep)) return 'sweep'
  const report = read(ReportInputs.Report).trim() !== ''
  if (report || isOn(read, VisitorInputs.VisitorSummary) || isOn(read, ReportInputs.FixGaps)) return 'report'
  return undefined
}

/** Given and not false (their action.yml default): a value that is no boolean is then refused by its reader. */
export const isOn = (read: InputReader, name: string): boolean =>
  !['', 'false'].includes(read(name).trim().toLowerCase())
