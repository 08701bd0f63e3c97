import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { renderTables, updateReadme } from '../script/docs.js'

const actionYml = readFileSync('action.yml', 'utf8')
const readme = readFileSync('README.md', 'utf8')

describe('README and action.yml', () => {
  it('the README inputs and outputs tables are the ones generated from action.yml (npm run docs)', () => {
    expect(updateReadme(readme, actionYml)).toBe(readme)
  })

  it('every input and output in action.yml has a description', () => {
    const spec = parse(actionYml) as {
      inputs: Record<string, { description?: string }>
      outputs: Record<string, { description?: string }>
    }
    for (const entry of [...Object.values(spec.inputs), ...Object.values(spec.outputs)]) {
      expect(entry.description?.length).toBeGreaterThan(10)
    }
  })

  it('a changed description shows up as a difference', () => {
    const changed = actionYml.replace('Id of the agent job', 'Identifier of the agent job')
    expect(renderTables(changed).outputs).not.toBe(renderTables(actionYml).outputs)
    expect(updateReadme(readme, changed)).not.toBe(readme)
  })
})
