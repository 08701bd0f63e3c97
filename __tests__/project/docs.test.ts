import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'
import { ourSteps } from '../../__fixtures__/workflow-yaml.js'
import { ACTIONS, readmes, renderTables, updateReadme } from '../../script/docs.js'

const actionYml = readFileSync('action.yml', 'utf8')
const readme = readFileSync('README.md', 'utf8')

interface Spec {
  inputs: Record<string, { description?: string }>
  outputs: Record<string, { description?: string }>
}
const spec = (file: string) => parse(readFileSync(file, 'utf8')) as Spec
/** The text between two markers of a README. */
const between = (text: string, name: string) =>
  text.slice(text.indexOf(`<!-- ${name}:start -->`), text.indexOf(`<!-- ${name}:end -->`))

describe('each README and its action.yml', () => {
  it.each(readmes('.').map(r => [r.file, r]))(
    '%s: the inputs and outputs tables are the ones generated (npm run docs)',
    (_file, r) => {
      expect(r.updated).toBe(r.text)
    }
  )

  it.each(ACTIONS.map(a => a.yml))('%s: every input and output has a description', file => {
    const { inputs, outputs } = spec(file)
    expect(Object.keys(inputs).length).toBeGreaterThan(3)
    for (const entry of [...Object.values(inputs), ...Object.values(outputs ?? {})]) {
      expect(entry.description?.length).toBeGreaterThan(10)
    }
  })

  it("the root's tables list every input and output of the agent's action.yml", () => {
    const { inputs, outputs } = spec('action.yml')
    for (const name of Object.keys(inputs)) expect(between(readme, 'inputs')).toContain(`| \`${name}\` |`)
    for (const name of Object.keys(outputs)) expect(between(readme, 'outputs')).toContain(`| \`${name}\` |`)
  })

  it('a README without the markers is one error naming it', () => {
    const yml = 'inputs:\n  c: { description: third input }\n'
    expect(renderTables(yml).inputs.split('\n').slice(2)).toStrictEqual(['| `c` | no |  | third input |'])
    const plain = '<!-- inputs:start --><!-- inputs:end --><!-- outputs:start --><!-- outputs:end -->'
    expect(() => updateReadme(plain, yml)).not.toThrow()
    expect(() => updateReadme('<!-- inputs:start --><!-- inputs:end -->', yml, 'x/README.md')).toThrow(
      'x/README.md has no <!-- outputs:start -->'
    )
  })

  it.each([
    ['action.yml', /agent job.*pull request.*sweep.*report/],
    ['sweep/action.yml', /short runs.*PR link/],
    ['report/action.yml', /What to fix.*visitors.*fix-gaps/],
    ['fleet/action.yml', /many docs sites.*allowance.*waves.*matrix and max-parallel/]
  ])("%s: its description says what it does in at most 200 characters, its author is the LICENSE's", (file, says) => {
    const { description, author } = parse(readFileSync(file, 'utf8')) as { description: string; author: string }
    expect(description).toMatch(says)
    expect(description.length).toBeLessThanOrEqual(200)
    const holder = /^Copyright \(c\) \d{4} (.+)$/m.exec(readFileSync('LICENSE', 'utf8'))?.[1]
    expect(holder).toBeDefined()
    expect(author).toBe(holder)
  })

  it('a changed description shows up as a difference', () => {
    const changed = actionYml.replace('Id of the agent job', 'Identifier of the agent job')
    expect(renderTables(changed).outputs).not.toBe(renderTables(actionYml).outputs)
    expect(updateReadme(readme, changed)).not.toBe(readme)
  })
})

describe('npm run docs -- --check', () => {
  const copy = () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docs-check-'))
    for (const { yml, readme: file } of ACTIONS) {
      mkdirSync(path.dirname(path.join(root, yml)), { recursive: true })
      cpSync(yml, path.join(root, yml))
      cpSync(file, path.join(root, file))
    }
    return root
  }
  const check = (root: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'script/docs.ts', '--check', '--root', root], { encoding: 'utf8' })

  it('passes on the repository as committed, and fails naming the README when a sub-action changed', () => {
    const root = copy()
    expect(check(root).status).toBe(0)
    const sweepYml = path.join(root, 'sweep/action.yml')
    writeFileSync(sweepYml, readFileSync(sweepYml, 'utf8').replace('How long the sweep may run', 'How long it may run'))
    const stale = check(root)
    expect(stale.status).toBe(1)
    expect(stale.stderr).toContain('sweep/README.md: its inputs/outputs tables disagree with sweep/action.yml')
    expect(stale.stderr).not.toMatch(/^README\.md|report\/README/m)
  })
})

describe('the README is the front door', () => {
  it('stays under 16 KB; the details live in docs/ and the sub-actions', () => {
    expect(Buffer.byteLength(readme)).toBeLessThan(16 * 1024)
  })

  it('has one recipe per example workflow, naming the action its uses: line names', () => {
    const section = readme.slice(readme.indexOf('## Choose a recipe'), readme.indexOf('## Minimal workflow'))
    const rows = section.split('\n').filter(line => /^\| \[`[\w-]+\.yml`\]\(examples\//.test(line))
    const examples = readdirSync('examples').filter(f => f.endsWith('.yml'))
    expect(rows.map(row => /`([\w-]+\.yml)`/.exec(row)?.[1]).sort()).toStrictEqual(examples.sort())
    for (const row of rows) {
      const file = /\(examples\/([\w-]+\.yml)\)/.exec(row)?.[1] ?? ''
      const uses = ourSteps(readFileSync(path.join('examples', file), 'utf8')).map(step => step.uses)
      expect(uses.length).toBeGreaterThan(0)
      for (const ref of uses) expect(row.endsWith(`| \`${ref}\` |`)).toBe(true)
    }
  })

  it('says next to the recipes, and in the label workflows, that the label must exist', () => {
    const create = 'Create the `docs` label first** (Issues → Labels → New label, or `gh label create docs`)'
    expect(readme).toContain(`**${create}`)
    for (const file of ['examples/docs-on-label.yml', 'examples/docs-short-run.yml']) {
      expect(readFileSync(file, 'utf8')).toContain(
        '# Create the "docs" label first (Issues → Labels → New label, or `gh label create docs`): GitHub offers only labels'
      )
    }
  })

  it('shows the two commands, and no migration: nothing was released before the four actions', () => {
    expect(readme).toContain('npm ci && npm start')
    expect(readme).toContain('npm ci && npm test')
    expect(readme).not.toMatch(/## Migrating|deprecated/i)
  })
})

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')

describe('links between the READMEs and docs/', () => {
  const pages = ['README.md', 'sweep/README.md', 'report/README.md', 'CONTRIBUTING.md', 'SECURITY.md'].concat(
    readdirSync('docs')
      .filter(f => f.endsWith('.md'))
      .map(f => path.join('docs', f))
  )
  const anchors = (file: string) =>
    new Set(
      readFileSync(file, 'utf8')
        .replace(/^```[\s\S]*?^```/gm, '')
        .split('\n')
        .filter(line => /^#{1,6} /.test(line))
        .map(line => slug(line.replace(/^#+ /, '')))
    )

  it.each(pages)('%s: every relative link reaches a file, and a #fragment a heading of it', file => {
    const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '')
    const broken: string[] = []
    for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue
      const [where = '', fragment] = target.split('#')
      const resolved = where === '' ? file : path.join(path.dirname(file), where)
      if (!existsSync(resolved)) broken.push(target)
      else if (fragment && resolved.endsWith('.md') && !anchors(resolved).has(fragment)) broken.push(target)
    }
    expect(broken).toStrictEqual([])
  })
})
