import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'

/**
 * The layers of src/ (CONTRIBUTING.md, "Where things live"): imports flow only downward, and the two features never
 * import each other. Every relative import counts, type-only and dynamic ones too. `entry/` holds one thin entry per
 * action (its bundle's start), `run/` each action's story; no file lives at src/'s root.
 */
const ALLOWED: Record<string, string[]> = {
  entry: ['run', 'action'],
  run: ['agent', 'report', 'github', 'service', 'action', 'text'],
  agent: ['github', 'service', 'action', 'text'],
  report: ['github', 'service', 'action', 'text'],
  github: ['action', 'text'],
  service: ['action', 'text'],
  action: ['text'],
  text: []
}
/**
 * Folders inside a layer, which belong to it: `github/thread/` is the thread's memory (the marked comments). Only it
 * writes or reads a marker (`<!-- docs-agent-action:status`, `:report`, `:about`, `:prompt`).
 */
const NESTED: Record<string, string> = { 'github/thread': 'github' }
const THREAD = 'github/thread'

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
    .map(spec => ({ file: relative(SRC, file), from: layer(file), to: layer(normalize(join(dirname(file), spec))) }))
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
    expect(edges.some(e => e.from === 'github' && e.to === 'github' && e.file.endsWith('connect.ts'))).toBe(true)
  })

  it('every file lives in a layer', () => {
    const unknown = files.map(layer).filter(name => !(name in ALLOWED))
    expect(unknown).toStrictEqual([])
    expect(files.filter(file => relative(SRC, file).split(/[\\/]/).length === 1)).toStrictEqual([])
  })

  it('imports flow only downward; no feature imports another', () => {
    const upward = edges
      .filter(e => e.from !== e.to && !(ALLOWED[e.from] ?? []).includes(e.to))
      .map(e => `${e.file} → ${e.to}/`)
    expect(upward).toStrictEqual([])
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

  it('nested folders belong to their layer; only github/thread/ knows the markers of our comments', () => {
    for (const [folder, parent] of Object.entries(NESTED)) {
      expect(files.some(file => relative(SRC, file).startsWith(`${folder}/`))).toBe(true)
      expect(layer(join(SRC, folder, 'x.ts'))).toBe(parent)
    }
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
