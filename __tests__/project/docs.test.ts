import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { renderTables, updateReadme } from '../../script/docs.js'

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

  it.each([
    ['action.yml', /agent job.*pull request.*sweep.*report/],
    ['sweep/action.yml', /status comments of short runs/],
    ['report/action.yml', /visitors.*docs health.*fix-gaps/]
  ])("%s: its description names its job, and its author is the LICENSE's copyright holder", (file, job) => {
    const spec = parse(readFileSync(file, 'utf8')) as { description: string; author: string }
    expect(spec.description).toMatch(job)
    expect(spec.description.length).toBeLessThanOrEqual(200)
    const holder = /^Copyright \(c\) \d{4} (.+)$/m.exec(readFileSync('LICENSE', 'utf8'))?.[1]
    expect(holder).toBeDefined()
    expect(spec.author).toBe(holder)
  })

  it('a changed description shows up as a difference', () => {
    const changed = actionYml.replace('Id of the agent job', 'Identifier of the agent job')
    expect(renderTables(changed).outputs).not.toBe(renderTables(actionYml).outputs)
    expect(updateReadme(readme, changed)).not.toBe(readme)
  })
})

describe('README words a newcomer tripped on', () => {
  it('counts the workflows it lists under "Use it from issues"', () => {
    const section = readme.slice(readme.indexOf('## Use it from issues'), readme.indexOf('## Waiting or a sweep'))
    const rows = section.split('\n').filter(line => /^\| \[`[\w-]+\.yml`\]\(examples\//.test(line))
    expect(rows).toHaveLength(5)
    expect(section).toContain('These five workflows are in [`examples/`](examples).')
    expect(section).not.toMatch(/three workflows/)
  })

  it('says next to the label example, and in the label workflows, that the label must exist', () => {
    const create = 'Create the `docs` label first** (Issues → Labels → New label, or `gh label create docs`)'
    expect(readme).toContain(`**${create}`)
    for (const file of ['examples/docs-on-label.yml', 'examples/docs-short-run.yml']) {
      expect(readFileSync(file, 'utf8')).toContain(
        '# Create the "docs" label first (Issues → Labels → New label, or `gh label create docs`): GitHub offers only labels'
      )
    }
  })
})
