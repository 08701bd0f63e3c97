// Each action lists exactly the inputs its run reads and the outputs it writes: every name its settings reader asks the runner for is in its
// action.yml, and every input its action.yml declares is read.
import { jest } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import type { InputReader } from '../../src/action/input-parsers.js'
import { ChangeOutputs, FleetOutputs, Outputs, ReportOutputs, VisitorOutputs } from '../../src/action/names.js'
import { readFleetSettings } from '../../src/fleet/settings.js'
import { readReportActionSettings } from '../../src/report/action-settings.js'
import { readAgentActionSettings } from '../../src/agent/settings.js'
import { readSweepActionSettings } from '../../src/sweep/settings.js'

interface ActionYml {
  inputs: Record<string, { default?: string; deprecationMessage?: string }>
  outputs?: Record<string, { description: string }>
}
const actionYml = (file: string): ActionYml => parse(readFileSync(file, 'utf8')) as ActionYml
const KEYS = { 'api-key': 'mint_0123456789abcdef', 'project-id': '0123456789abcdef01234567', 'github-token': 'ghs_x' }

/** The names a reader asks for, given the action's defaults (as the runner sets them) and `inputs`. */
function namesRead(file: string, readSettings: (read: InputReader) => unknown, inputs: Record<string, string> = {}) {
  const given: Record<string, string> = { ...KEYS, ...inputs }
  for (const [name, spec] of Object.entries(actionYml(file).inputs))
    if (spec.default !== undefined && !spec.default.includes('${{')) given[name] ??= spec.default
  const names = new Set<string>()
  readSettings(name => {
    names.add(name)
    return given[name] ?? ''
  })
  return names
}
const sorted = (names: Iterable<string>): string[] => [...names].sort()

beforeEach(() => jest.spyOn(process.stdout, 'write').mockImplementation(() => true))
afterEach(() => jest.restoreAllMocks())

describe('each action reads exactly the inputs its action.yml lists', () => {
  it('the sweep (sweep/action.yml)', () => {
    const read = namesRead('sweep/action.yml', readSweepActionSettings)
    expect(sorted(read)).toEqual(sorted(Object.keys(actionYml('sweep/action.yml').inputs)))
  })

  it('the report (report/action.yml), fix-gaps and its wait included', () => {
    const read = namesRead('report/action.yml', readReportActionSettings, { report: 'searches', 'fix-gaps': 'true' })
    expect(sorted(read)).toEqual(sorted(Object.keys(actionYml('report/action.yml').inputs)))
  })

  it('the fleet (fleet/action.yml), its hour and schedule included', () => {
    const inputs = { projects: '0123456789abcdef01234567', schedule: '7 * * * 1' }
    const read = namesRead('fleet/action.yml', r => readFleetSettings(r, new Date()), inputs)
    expect(sorted(read)).toEqual(sorted(Object.keys(actionYml('fleet/action.yml').inputs)))
  })

  it('the agent (action.yml), and no input is deprecated on any action (nothing was ever released)', () => {
    const read = namesRead('action.yml', readAgentActionSettings, { prompt: 'x' })
    expect(sorted(read)).toEqual(sorted(Object.keys(actionYml('action.yml').inputs)))
    for (const file of ['action.yml', 'sweep/action.yml', 'report/action.yml', 'fleet/action.yml'])
      for (const [name, spec] of Object.entries(actionYml(file).inputs))
        expect([file, name, spec.deprecationMessage]).toEqual([file, name, undefined])
  })
})

describe('each action lists exactly the outputs its run writes', () => {
  const outputsOf = (file: string): string[] => Object.keys(actionYml(file).outputs ?? {})
  const report = [...Object.values(VisitorOutputs), ...Object.values(ReportOutputs)]

  it('the agent: the job, the comment, skipped and the merged change, and none of the report', () => {
    expect(sorted(outputsOf('action.yml'))).toEqual(
      sorted([...Object.values(Outputs), ...Object.values(ChangeOutputs)])
    )
  })

  it('the report: its own, and the fix-gaps job and comment (it never skips); the sweep: none', () => {
    const job = Object.values(Outputs).filter(name => name !== Outputs.Skipped)
    expect(sorted(outputsOf('report/action.yml'))).toEqual(sorted([...report, ...job]))
    expect(actionYml('sweep/action.yml').outputs).toBeUndefined()
  })

  it('the fleet: the matrix and what it is made of', () => {
    expect(sorted(outputsOf('fleet/action.yml'))).toEqual(sorted(Object.values(FleetOutputs)))
  })
})
