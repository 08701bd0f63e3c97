import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'
import { ourSteps } from '../../__fixtures__/workflow-yaml.js'
import { merged, refusal, type BenchFigures } from '../../bench/figures.js'
import { row } from '../../bench/stats.js'
import {
  ACTIONS,
  FIGURES,
  generated,
  renderBench,
  renderMutation,
  renderTables,
  updateReadme,
  type MutationFigure
} from '../../script/docs.js'

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

describe('each generated page and its source', () => {
  it.each(generated('.').map(r => [r.file, r.source, r]))(
    '%s: the tables are the ones generated from %s (npm run docs)',
    (_file, _source, r) => {
      expect(r.updated).toBe(r.text)
    }
  )
})

describe('each README and its action.yml', () => {
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
    for (const file of [...ACTIONS.flatMap(a => [a.yml, a.readme]), ...FIGURES.flatMap(f => [f.data, f.page])]) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
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
    expect(stale.stderr).toContain('sweep/README.md: its generated tables disagree with sweep/action.yml')
    expect(stale.stderr).not.toMatch(/^README\.md|report\/README|docs\//m)
  })

  it('fails naming the page when a figure changed in its data file', () => {
    const root = copy()
    const data = path.join(root, 'docs/figures/mutation.json')
    const figures = JSON.parse(readFileSync(data, 'utf8')) as { modules: Record<string, MutationFigure> }
    const first = Object.values(figures.modules)[0] as MutationFigure
    first.reason = 'a reason the page does not show'
    writeFileSync(data, JSON.stringify(figures))
    const stale = check(root)
    expect(stale.status).toBe(1)
    expect(stale.stderr.trim()).toBe(
      'docs/testing.md: its generated tables disagree with docs/figures/mutation.json: run npm run docs'
    )
  })
})

const figure = (over: Partial<MutationFigure> = {}): MutationFigure => ({
  score: 97.5,
  mutants: 40,
  killed: 39,
  survived: 1,
  static: false,
  commit: 'abc1234',
  reason: 'equivalent: a fallback never used',
  ...over
})
const mutationJson = (modules: Record<string, MutationFigure>) => JSON.stringify({ modules })

describe('the mutation table (docs/figures/mutation.json → docs/testing.md)', () => {
  it('one row per module in path order, what is not known shown as such, and the modules below 90 % named', () => {
    const table = renderMutation(
      mutationJson({
        'src/b.ts': figure({ score: 80, mutants: 10, killed: 8, survived: 2, reason: 'a | b' }),
        'src/a.ts': figure({ mutants: null, static: null }),
        'src/c.ts': figure({
          score: null,
          mutants: null,
          killed: null,
          survived: null,
          static: null,
          commit: null,
          reason: 'not yet'
        })
      })
    ).split('\n')
    expect(table[0]).toBe('3 modules, 2 measured; below 90 %: `src/b.ts`.')
    expect(table.slice(4)).toStrictEqual([
      '| `src/a.ts` | 97.5 % | — | 39 | 1 | — | abc1234 | equivalent: a fallback never used |',
      '| `src/b.ts` | 80.0 % | 10 | 8 | 2 | no | abc1234 | a \\| b |',
      '| `src/c.ts` | not measured | — | — | — | — | — | not yet |'
    ])
  })

  it.each([
    [{ score: 120 }, 'score 120 is not a percentage'],
    [{ commit: null }, 'a score needs its commit'],
    [{ killed: 40, survived: 1 }, 'killed + survived exceed the mutants'],
    [{ score: 90 }, 'score 90 is not killed / (killed + survived), 97.5'],
    [{ reason: ' ' }, 'survivors need their reason']
  ])('refuses figures that cannot be: %j', (over, problem) => {
    expect(() => renderMutation(mutationJson({ 'src/x.ts': figure(over) }))).toThrow(
      `docs/figures/mutation.json: src/x.ts: ${problem}`
    )
  })
})

describe('the bench table (npm run bench -- --write → docs/figures/bench.json → docs/performance.md)', () => {
  const at = { commit: 'abc1234', date: '2026-11-29', cores: 2, node: 'v24.21.0' }
  const before: BenchFigures = merged(
    { sections: {} },
    [row('1', 'start-up ratio', '1.40×', '≤ 1.50×', true), row('5', 'size of dist/ in total', '2.0 MB')],
    at,
    { '1': { start: 0.5, end: 0.7 }, '5': { start: 0.4, end: 0.4 } }
  )

  it("a run replaces the sections it measured and keeps the others' figures and conditions", () => {
    const after = merged(before, [row('5', 'size of dist/ in total', '1.1 MB')], { ...at, commit: 'def5678' }, {})
    expect(after.sections['1']).toStrictEqual(before.sections['1'])
    expect(after.sections['5']).toStrictEqual({
      ...at,
      commit: 'def5678',
      load: { start: 0, end: 0 },
      rows: [{ figure: 'size of dist/ in total', value: '1.1 MB', target: '' }]
    })
    expect(renderBench(JSON.stringify(after)).split('\n')).toStrictEqual([
      '| # | Figure | Value | Target | Mark |',
      '|---|---|---|---|---|',
      '| 1 | start-up ratio | 1.40× | ≤ 1.50× | ✓ pass |',
      '| 5 | size of dist/ in total | 1.1 MB |  |  |',
      '',
      '1 targets, 0 missed. Measured at abc1234 on 2026-11-29 (2 cores, Node v24.21.0): 1 at load 0.5–0.7; Measured at def5678 on 2026-11-29 (2 cores, Node v24.21.0): 5 at load 0–0.'
    ])
    expect(
      renderBench(JSON.stringify(merged(after, [row('1', 'start-up ratio', '1.60×', '≤ 1.50×', false)], at, {})))
    ).toContain('| 1 | start-up ratio | 1.60× | ≤ 1.50× | ✗ MISS |')
  })

  it('only a run with the default settings, from a committed tree, writes the figures', () => {
    expect(refusal({}, '')).toBeUndefined()
    expect(refusal({ BENCH_QUICK: '1', BENCH_ROWS: '100' }, '')).toBe(
      '--write takes only a run with the default settings; unset BENCH_QUICK, BENCH_ROWS'
    )
    expect(refusal({ BENCH_ONLY: '5' }, ' M src/x.ts')).toMatch(
      /^--write names the commit measured, .* commit first\n M src\/x\.ts$/
    )
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
    for (const file of ['examples/asked-on-label.yml', 'examples/asked-short-run.yml']) {
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
