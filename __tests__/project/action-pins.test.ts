import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'

/** The first major of each action that runs on Node 24 (`runs.using: node24`); anything older runs on Node 20, which
 * GitHub removed from its runners in September 2026. An action missing here fails the test until its row is added. */
const FIRST_NODE24_MAJOR: Record<string, number> = {
  'actions/checkout': 5,
  'actions/setup-node': 5,
  'actions/upload-artifact': 6,
  'actions/download-artifact': 6,
  'actions/cache': 5,
  'actions/github-script': 8
}

/** The placeholders the README explains (a fork or a release names the real owner), one per action of this
 *  repository and one for its reusable workflow; allowed nowhere else. */
const PLACEHOLDERS = [
  'OWNER/docs-agent-action@v1',
  'OWNER/docs-agent-action/sweep@v1',
  'OWNER/docs-agent-action/report@v1',
  'OWNER/docs-agent-action/fleet@v1',
  'OWNER/docs-agent-action/.github/workflows/docs-health-fleet.yml@v1'
]
const PLACEHOLDER = PLACEHOLDERS[0] ?? ''
const ALL = new Set(PLACEHOLDERS)

/** Why a `uses:` line is refused, or undefined when it is a full-SHA pin of a Node 24 major (or a local action). */
function refusal(line: string, explained: ReadonlySet<string>): string | undefined {
  const match = /^\s*-?\s*uses:\s*(\S+)\s*(?:#\s*(\S+))?\s*$/.exec(line)
  if (!match) return `not a plain \`uses: ref # version\` line`
  const [, ref = '', comment] = match
  if (ref.startsWith('./')) return undefined
  if (PLACEHOLDERS.includes(ref)) return explained.has(ref) ? undefined : `${ref} is not explained in the README`
  const pin = /^([\w.-]+\/[\w.-]+)(?:\/[\w./-]+)?@([0-9a-f]{40})$/.exec(ref)
  if (!pin) return `${ref} is not pinned to a full commit SHA`
  const version = /^v(\d+)\.\d+\.\d+$/.exec(comment ?? '')
  if (!version) return `${ref} has no \`# vX.Y.Z\` comment naming the version its SHA is`
  const first = FIRST_NODE24_MAJOR[pin[1] ?? '']
  if (first === undefined) return `${pin[1]}: unknown action, add its first Node 24 major to FIRST_NODE24_MAJOR`
  if (Number(version[1]) < first) return `${pin[1]} ${comment} runs on Node 20 (Node 24 from v${first})`
  return undefined
}

const ROOT = process.cwd()
const list = (dir: string, ext: RegExp): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter(f => ext.test(f))
        .map(f => path.join(dir, f))
    : []

/** Every `uses:` line of the workflows and examples, and of the yaml blocks in the Markdown files. */
function usesLines(): { file: string; line: string }[] {
  const found: { file: string; line: string }[] = []
  for (const file of [...list('.github/workflows', /\.ya?ml$/), ...list('examples', /\.ya?ml$/)]) {
    for (const line of readFileSync(file, 'utf8').split('\n'))
      if (/^\s*-?\s*uses:/.test(line)) found.push({ file, line })
  }
  for (const file of [
    ...list('.', /\.md$/),
    ...list('docs', /\.md$/),
    ...list('sweep', /\.md$/),
    ...list('report', /\.md$/),
    ...list('fleet', /\.md$/)
  ]) {
    let inYaml = false
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (/^\s*```/.test(line)) inYaml = !inYaml && /^\s*```ya?ml\s*$/.test(line)
      else if (inYaml && /^\s*-?\s*uses:/.test(line)) found.push({ file, line })
    }
  }
  return found
}

/** The placeholders the README explains in prose (outside code blocks). */
function placeholdersExplained(): Set<string> {
  const prose = readFileSync(path.join(ROOT, 'README.md'), 'utf8').replace(/```[\s\S]*?```/g, '')
  return new Set(PLACEHOLDERS.filter(p => prose.includes(`\`${p}\``)))
}

describe('every `uses:` is a full-SHA pin of a Node 24 major', () => {
  const lines = usesLines()

  it('finds the uses: lines of workflows, examples and the README', () => {
    const files = new Set(lines.map(l => l.file))
    for (const f of ['.github/workflows/ci.yml', 'examples/weekly-visitors.yml', 'README.md', 'sweep/README.md'])
      expect(files).toContain(f)
    expect(lines.length).toBeGreaterThan(10)
  })

  it('the checker refuses Node 20 majors, tags, branches, short SHAs and missing version comments', () => {
    const sha = '3d3c42e5aac5ba805825da76410c181273ba90b1'
    expect(refusal(`- uses: actions/checkout@${sha} # v7.0.1`, ALL)).toBeUndefined()
    expect(refusal(`      uses: actions/upload-artifact@${sha} # v6.0.0`, ALL)).toBeUndefined()
    expect(refusal('- uses: ./', new Set())).toBeUndefined()
    expect(refusal(`- uses: actions/checkout@${sha} # v4.2.2`, ALL)).toMatch(/Node 20/)
    expect(refusal(`- uses: actions/upload-artifact@${sha} # v5.0.0`, ALL)).toMatch(/Node 20/)
    expect(refusal('- uses: actions/checkout@v4', ALL)).toMatch(/full commit SHA/)
    expect(refusal('- uses: actions/checkout@v7', ALL)).toMatch(/full commit SHA/)
    expect(refusal('- uses: actions/checkout@main', ALL)).toMatch(/full commit SHA/)
    expect(refusal('- uses: actions/checkout@3d3c42e', ALL)).toMatch(/full commit SHA/)
    expect(refusal(`- uses: actions/checkout@${sha}`, ALL)).toMatch(/version/)
    expect(refusal(`- uses: actions/checkout@${sha} # v7`, ALL)).toMatch(/version/)
    expect(refusal(`- uses: someone/else@${sha} # v1.0.0`, ALL)).toMatch(/unknown action/)
    expect(refusal(`- uses: ${PLACEHOLDER}`, new Set())).toMatch(/not explained/)
    expect(refusal('- uses: OWNER/docs-agent-action/sweep@v1', new Set([PLACEHOLDER]))).toMatch(/not explained/)
    expect(refusal('- uses: OWNER/docs-agent-action/sweep@v1', ALL)).toBeUndefined()
    expect(refusal('- uses: OWNER/docs-agent-action/other@v1', ALL)).toMatch(/full commit SHA/)
    expect(refusal('- uses: OWNER/docs-agent-action@main', ALL)).toMatch(/full commit SHA/)
  })

  it.each(usesLines().map(l => [l.file, l.line.trim(), l.line]))('%s: %s', (_file, _trimmed, line) => {
    expect(refusal(line, placeholdersExplained())).toBeUndefined()
  })
})

describe('Dependabot keeps the pins and the npm dependencies current', () => {
  it('updates github-actions and npm', () => {
    const config = parse(readFileSync('.github/dependabot.yml', 'utf8')) as {
      version: number
      updates: { 'package-ecosystem': string; directory: string }[]
    }
    expect(config.version).toBe(2)
    expect(config.updates.map(u => u['package-ecosystem']).sort()).toEqual(['github-actions', 'npm'])
    for (const u of config.updates) expect(u.directory).toBe('/')
  })
})
