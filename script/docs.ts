/**
 * `npm run docs`: writes every generated table into its page, between markers <!-- name:start --> / <!-- name:end -->:
 * - each action's inputs and outputs tables from its action.yml into its README (`inputs`, `outputs`):
 *   action.yml → README.md, sweep/action.yml → sweep/README.md, report/action.yml → report/README.md,
 *   fleet/action.yml → fleet/README.md;
 * - the figures of a data file into its page (`FIGURES`): docs/figures/mutation.json → docs/testing.md (the mutation
 *   score per module, `mutation`), docs/figures/bench.json → docs/performance.md (`npm run bench`'s rows, `bench`).
 * `npm run docs -- --check` exits 1 when a page disagrees with its source (CI and a test use it);
 * `--root <dir>` reads and writes another copy of the repository (the test's).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import type { BenchFigures } from '../bench/figures.js'

interface Input {
  description: string
  required?: boolean
  default?: string
}
interface Spec {
  inputs?: Record<string, Input>
  outputs?: Record<string, { description: string }>
}

/** Each action of the repository and the README that carries its tables. */
export const ACTIONS = [
  { yml: 'action.yml', readme: 'README.md' },
  { yml: 'sweep/action.yml', readme: 'sweep/README.md' },
  { yml: 'report/action.yml', readme: 'report/README.md' },
  { yml: 'fleet/action.yml', readme: 'fleet/README.md' }
] as const

const MARKERS = ['inputs', 'outputs'] as const
type Tables = Record<(typeof MARKERS)[number], string>

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const escape = (text: string): string =>
  text
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim()

export function renderTables(actionYml: string): Tables {
  const spec = parse(actionYml) as Spec
  const inputs = Object.entries(spec.inputs ?? {})
  const outputs = Object.entries(spec.outputs ?? {})
  return {
    inputs: [
      '| Input | Required | Default | Description |',
      '|---|---|---|---|',
      ...inputs.map(
        ([name, i]) =>
          `| \`${name}\` | ${i.required ? 'yes' : 'no'} | ${i.default !== undefined ? `\`${escape(i.default)}\`` : ''} | ${escape(i.description)} |`
      )
    ].join('\n'),
    outputs:
      outputs.length === 0
        ? 'None: the run reports in the log, the job summary and the comments it edits.'
        : [
            '| Output | Description |',
            '|---|---|',
            ...outputs.map(([name, o]) => `| \`${name}\` | ${escape(o.description)} |`)
          ].join('\n')
  }
}

/** The text with what stands between `<!-- name:start -->` and `<!-- name:end -->` replaced; `file` names it in the error. */
function between(text: string, name: string, content: string, file: string): string {
  const pattern = new RegExp(`(<!-- ${name}:start -->)[\\s\\S]*?(<!-- ${name}:end -->)`)
  if (!pattern.test(text)) throw new Error(`${file} has no <!-- ${name}:start --> … <!-- ${name}:end --> markers`)
  return text.replace(pattern, (_m, start: string, end: string) => `${start}\n${content}\n${end}`)
}

/** The README with its tables rewritten from actionYml; `file` names it in the error about missing markers. */
export function updateReadme(readme: string, actionYml: string, file = 'README.md'): string {
  const tables = renderTables(actionYml)
  return MARKERS.reduce((text, name) => between(text, name, tables[name], file), readme)
}

/** Each README as it is and as `npm run docs` would write it, under root. */
export function readmes(root: string): { file: string; text: string; updated: string }[] {
  return ACTIONS.map(({ yml, readme }) => {
    const text = readFileSync(path.join(root, readme), 'utf8')
    return { file: readme, text, updated: updateReadme(text, readFileSync(path.join(root, yml), 'utf8'), readme) }
  })
}

/** One module's last mutation measurement (docs/figures/mutation.json); null where that measurement did not say. */
export interface MutationFigure {
  /** Detected (killed or timed out) in % of the mutants counted; null: not measured. */
  score: number | null
  mutants: number | null
  killed: number | null
  /** Left alive: survived or not covered. */
  survived: number | null
  /** Whether static mutants (module-level constants) were counted, or left out with --ignoreStatic. */
  static: boolean | null
  /** The commit measured at, or where the measurement names none, the commit that recorded it. */
  commit: string | null
  /** What survived, in a line: why each is equivalent, or what would kill it. */
  reason: string
}

const cell = (value: number | boolean | string | null): string =>
  value === null ? '—' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : escape(String(value))

/** Each problem of the mutation figures, naming the module. */
export function mutationProblems(modules: Record<string, MutationFigure>): string[] {
  return Object.entries(modules).flatMap(([module, f]) => {
    const problems: string[] = []
    if (f.score !== null && !(f.score >= 0 && f.score <= 100)) problems.push(`score ${f.score} is not a percentage`)
    if (f.score !== null && !/^[0-9a-f]{7,40}$/.test(f.commit ?? '')) problems.push('a score needs its commit')
    if (f.killed !== null && f.survived !== null) {
      if (f.mutants !== null && f.killed + f.survived > f.mutants) problems.push('killed + survived exceed the mutants')
      const score = (100 * f.killed) / (f.killed + f.survived)
      if (f.score !== null && Math.abs(score - f.score) > 0.05)
        problems.push(`score ${f.score} is not killed / (killed + survived), ${score.toFixed(1)}`)
    }
    if (f.survived !== null && f.survived > 0 && f.reason.trim() === '') problems.push('survivors need their reason')
    return problems.map(problem => `${module}: ${problem}`)
  })
}

/** The mutation score table, one row per module, with a line on what it holds. */
export function renderMutation(json: string): string {
  const { modules } = JSON.parse(json) as { modules: Record<string, MutationFigure> }
  const problems = mutationProblems(modules)
  if (problems.length > 0) throw new Error(`docs/figures/mutation.json: ${problems.join('; ')}`)
  const rows = Object.entries(modules).sort(([a], [b]) => (a < b ? -1 : 1))
  const measured = rows.filter(([, f]) => f.score !== null)
  const below = measured.filter(([, f]) => (f.score as number) < 90).map(([module]) => `\`${module}\``)
  return [
    `${rows.length} modules, ${measured.length} measured; below 90 %: ${below.join(', ') || 'none'}.`,
    '',
    '| Module | Score | Mutants | Killed | Survived | Static counted | Measured at | What survived |',
    '|---|--:|--:|--:|--:|---|---|---|',
    ...rows.map(
      ([module, f]) =>
        `| \`${module}\` | ${f.score === null ? 'not measured' : `${f.score.toFixed(1)} %`} | ${cell(f.mutants)} | ${cell(f.killed)} | ${cell(f.survived)} | ${cell(f.static)} | ${cell(f.commit)} | ${escape(f.reason)} |`
    )
  ].join('\n')
}

const mark = (pass: boolean | undefined): string => (pass === undefined ? '' : pass ? '✓ pass' : '✗ MISS')

/** Where and when the sections were measured, sections measured alike together, each with its load. */
function measuredAt(entries: [string, BenchFigures['sections'][string]][]): string {
  const groups = new Map<string, string[]>()
  for (const [n, s] of entries) {
    const at = `${s.commit} on ${s.date} (${s.cores} cores, Node ${s.node})`
    groups.set(at, [...(groups.get(at) ?? []), `${n} at load ${s.load.start}–${s.load.end}`])
  }
  return [...groups].map(([at, sections]) => `Measured at ${at}: ${sections.join(', ')}`).join('; ')
}

/** `npm run bench`'s figures, one table of every section's rows, and when and where each section was measured. */
export function renderBench(json: string): string {
  const { sections } = JSON.parse(json) as BenchFigures
  const entries = Object.entries(sections)
  const targets = entries.flatMap(([, s]) => s.rows).filter(r => r.pass !== undefined)
  return [
    '| # | Figure | Value | Target | Mark |',
    '|---|---|---|---|---|',
    ...entries.flatMap(([number, s]) =>
      s.rows.map(
        r => `| ${number} | ${escape(r.figure)} | ${escape(r.value)} | ${escape(r.target)} | ${mark(r.pass)} |`
      )
    ),
    '',
    `${targets.length} targets, ${targets.filter(r => r.pass === false).length} missed. ${measuredAt(entries)}.`
  ].join('\n')
}

/** Each page whose table is rendered from a data file, between `<!-- marker:start -->` and `<!-- marker:end -->`. */
export const FIGURES = [
  { data: 'docs/figures/mutation.json', page: 'docs/testing.md', marker: 'mutation', render: renderMutation },
  { data: 'docs/figures/bench.json', page: 'docs/performance.md', marker: 'bench', render: renderBench }
] as const

/** Every generated page as it is and as `npm run docs` would write it, under root, with the source it comes from. */
export function generated(root: string): { file: string; source: string; text: string; updated: string }[] {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
  return [
    ...readmes(root).map(r => ({ ...r, source: ACTIONS.find(a => a.readme === r.file)?.yml ?? '' })),
    ...FIGURES.map(({ data, page, marker, render }) => {
      const text = read(page)
      return { file: page, source: data, text, updated: between(text, marker, render(read(data)), page) }
    })
  ]
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(fileURLToPath(import.meta.url))
if (isMain) {
  const rootAt = process.argv.indexOf('--root')
  const root = rootAt > 0 ? path.resolve(process.argv[rootAt + 1] ?? '.') : ROOT
  const all = generated(root)
  const stale = all.filter(r => r.updated !== r.text)
  if (process.argv.includes('--check')) {
    for (const { file, source } of stale)
      console.error(`${file}: its generated tables disagree with ${source}: run npm run docs`)
    if (stale.length > 0) process.exit(1)
    console.log(`${all.map(r => r.file).join(', ')} agree with their sources`)
  } else {
    for (const { file, updated } of stale) writeFileSync(path.join(root, file), updated)
    console.log(`tables written: ${stale.map(r => r.file).join(', ') || 'none changed'}`)
  }
}
