// Each action lists exactly the inputs its run reads and the outputs it writes: every name its settings reader asks the runner for is in its
// action.yml, and every input its action.yml declares is read (the root's deprecated ones by the v1 path).
import { jest } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import type { InputReader } from '../../src/action/input-parsers.js'
import { ChangeOutputs, FleetOutputs, Outputs, ReportOutputs, VisitorOutputs } from '../../src/action/names.js'
import { readFleetSettings } from '../../src/report/fleet/settings.js'
import { readRootReportSettings, readRootSweepSettings } from '../../src/run/deprecated.js'
import { deprecatedUse } from '../../src/run/deprecated-use.js'
import { readReportActionSettings } from '../../src/run/report-settings.js'
import { readAgentActionSettings, readSweepActionSettings } from '../../src/run/settings.js'

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

  it('the agent (action.yml): its own inputs, and the deprecated ones only on the v1 path', () => {
    const inputs = actionYml('action.yml').inputs
    const own = Object.keys(inputs).filter(name => inputs[name]?.deprecationMessage === undefined)
    const agent = namesRead('action.yml', readAgentActionSettings, { prompt: 'x' })
    expect(sorted(agent)).toEqual(sorted(own))
    const v1 = new Set([
      ...namesRead('action.yml', read => deprecatedUse(read)),
      ...namesRead('action.yml', readRootSweepSettings, { sweep: 'true' }),
      ...namesRead('action.yml', readRootReportSettings, { report: 'all', 'fix-gaps': 'true' })
    ])
    expect(sorted(new Set([...agent, ...v1]))).toEqual(sorted(Object.keys(inputs)))
    const deprecated = Object.keys(inputs).filter(name => !own.includes(name))
    expect(sorted(deprecated)).toEqual(
      sorted([
        'sweep',
        'visitor-summary',
        'date-from',
        'date-to',
        'max-pages',
        'compare',
        'top',
        'report',
        'report-budget',
        'reader-text',
        'gaps',
        'fix-gaps'
      ])
    )
  })

  it('each deprecation message names the sub-action that replaces the input', () => {
    for (const [name, spec] of Object.entries(actionYml('action.yml').inputs)) {
      if (spec.deprecationMessage === undefined) continue
      const sub = name === 'sweep' ? 'sweep' : 'report'
      expect(spec.deprecationMessage).toContain(`docs-agent-action/${sub}@v1`)
      // The sweep action is the sweep: it has no sweep input. visitor-summary: true is report: visitors.
      const replacement = { sweep: undefined, 'visitor-summary': 'report' }[name] ?? name
      if (name !== 'sweep') expect(Object.keys(actionYml(`${sub}/action.yml`).inputs)).toContain(replacement)
    }
  })
})

describe('each action lists exactly the outputs its run writes', () => {
  const outputsOf = (file: string, deprecated = false): string[] =>
    Object.entries(actionYml(file).outputs ?? {})
      .filter(([, spec]) => spec.description.startsWith('Deprecated here') === deprecated)
      .map(([name]) => name)
  const report = [...Object.values(VisitorOutputs), ...Object.values(ReportOutputs)]

  it('the agent: the job, the comment, skipped and the merged change; the report ones only as deprecated, for the v1 path', () => {
    expect(sorted(outputsOf('action.yml'))).toEqual(
      sorted([...Object.values(Outputs), ...Object.values(ChangeOutputs)])
    )
    expect(sorted(outputsOf('action.yml', true))).toEqual(sorted(report))
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
