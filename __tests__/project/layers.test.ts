import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'

/**
 * The layers of src/ (CONTRIBUTING.md, "Where things live"): a wing per action on top (agent/, sweep/, report/,
 * fleet/: each holds its story, its settings and what only it uses), shared floors below, each importing only the ones
 * under it. Every relative import counts, type-only and dynamic ones too. `entry/` is the one bundle's entry; no file
 * lives at src/'s root.
 */
const FLOORS = ['step', 'thread', 'job', 'github', 'service', 'action', 'text']
const ALLOWED: Record<string, string[]> = {
  entry: ['agent', 'sweep', 'report', 'fleet', 'action'],
  agent: FLOORS,
  sweep: FLOORS,
  report: FLOORS,
  fleet: ['action', 'text'],
  step: FLOORS.slice(1),
  thread: FLOORS.slice(2),
  job: ['service', 'action', 'text'],
  github: ['action', 'text'],
  service: ['action', 'text'],
  action: ['text'],
  text: []
}
/**
 * The wings' imports of another wing, each named with its reason: no other one is allowed.
 * - The docs job for merged code keeps its fix ledger in the report's history, through the history's one writer.
 * - The fleet plans report runs: it reads the report's request costs, sections and ranges, and loads nothing else.
 */
const CROSSINGS: Record<string, string[]> = {
  'agent/change/history.ts': ['report/history/fixes.ts', 'report/history/keep.ts', 'report/history/week.ts'],
  'fleet/plan.ts': ['report/needs.ts', 'report/section-names.ts'],
  'fleet/settings.ts': ['report/section-names.ts', 'report/sections-input.ts', 'report/visitors/settings.ts']
}
/** Only thread/ writes or reads a marker of our comments (`<!-- docs-agent-action:status`, `:report`, `:about`, `:prompt`). */
const THREAD = 'thread'

const SRC = join(import.meta.dirname, '..', '..', 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []
  )
}

/** Every module specifier of a file: `import … from`, `export … from`, `import '…'` and `import('…')`. */
function specifiers(source: string): string[] {
  const found: string[] = []
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*(?:\/\*.*?\*\/\s*)?['"]([^'"]+)['"]/g
  ]
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1] ?? '')
  return found
}

/** The layer of a path inside src/. */
function layer(file: string): string {
  const parts = relative(SRC, file).split(/[\\/]/)
  return parts.length === 1 ? 'root' : (parts[0] ?? '')
}

const files = sourceFiles(SRC)
const edges = files.flatMap(file =>
  specifiers(readFileSync(file, 'utf8'))
    .filter(spec => spec.startsWith('.'))
    .map(spec => {
      const target = normalize(join(dirname(file), spec))
      const to = relative(SRC, target).split(/[\\/]/).join('/').replace(/\.js$/, '.ts')
      return { file: relative(SRC, file).split(/[\\/]/).join('/'), from: layer(file), to: layer(target), target: to }
    })
)

describe('the layers of src/', () => {
  it('finds the imports it checks (static, type-only, re-exports and dynamic)', () => {
    const source = [
      "import { a } from './a.js'",
      "import type { B } from '../b/b.js'",
      "export { c } from './c.js'",
      "import {\n  d,\n  e\n} from './d.js'",
      "const f = await import('./f.js')",
      'const h = await import(/* webpackChunkName: "h" */ \'./h.js\')',
      "import './g.js'"
    ].join('\n')
    expect(specifiers(source).sort()).toEqual(['../b/b.js', './a.js', './c.js', './d.js', './f.js', './g.js', './h.js'])
    expect(edges.length).toBeGreaterThan(100)
    expect(edges.some(e => e.from === 'step' && e.to === 'thread' && e.file === 'step/connect.ts')).toBe(true)
  })

  it('every file lives in a layer', () => {
    const unknown = files.map(layer).filter(name => !(name in ALLOWED))
    expect(unknown).toStrictEqual([])
    expect(files.filter(file => relative(SRC, file).split(/[\\/]/).length === 1)).toStrictEqual([])
  })

  it('imports flow only downward; a wing imports another only where CROSSINGS names the file and why', () => {
    const upward = edges
      .filter(e => e.from !== e.to && !(ALLOWED[e.from] ?? []).includes(e.to))
      .filter(e => !(CROSSINGS[e.file] ?? []).includes(e.target))
      .map(e => `${e.file} → ${e.target}`)
    expect(upward).toStrictEqual([])
  })

  it('each crossing named is still an import of the code (none kept for a file that no longer needs it)', () => {
    const crossings = Object.entries(CROSSINGS).flatMap(([file, targets]) =>
      targets.map(target => `${file} → ${target}`)
    )
    const used = new Set(edges.map(e => `${e.file} → ${e.target}`))
    expect(crossings.filter(crossing => !used.has(crossing))).toStrictEqual([])
  })

  it('the allowed edges form no cycle between folders', () => {
    const visiting = new Set<string>()
    const done = new Set<string>()
    const cycle = (name: string): boolean => {
      if (done.has(name)) return false
      if (visiting.has(name)) return true
      visiting.add(name)
      const found = (ALLOWED[name] ?? []).some(cycle)
      done.add(name)
      return found
    }
    expect(Object.keys(ALLOWED).filter(cycle)).toStrictEqual([])
  })

  it('only thread/ knows the markers of our comments', () => {
    const knowsMarkers = files
      .filter(file => /docs-agent-action:(status|report|about|prompt)/.test(readFileSync(file, 'utf8')))
      .map(file => relative(SRC, file).split(/[\\/]/).join('/'))
    expect(knowsMarkers.length).toBeGreaterThan(0)
    expect(knowsMarkers.filter(file => !file.startsWith(`${THREAD}/`))).toStrictEqual([])
  })

  it('only src/action/ imports @actions/core', () => {
    const core = files
      .filter(file => specifiers(readFileSync(file, 'utf8')).includes('@actions/core'))
      .map(file => relative(SRC, file))
    expect(core.filter(file => layer(join(SRC, file)) !== 'action')).toStrictEqual([])
  })
})
