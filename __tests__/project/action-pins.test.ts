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

/** The placeholders of this repository's actions and reusable workflow in the README and the examples: OWNER and
 *  SHA to replace (a release names both), each on a line carrying INSTRUCTION as its comment; allowed nowhere else. */
const PLACEHOLDERS = [
  'OWNER/docs-agent-action@SHA',
  'OWNER/docs-agent-action/sweep@SHA',
  'OWNER/docs-agent-action/report@SHA',
  'OWNER/docs-agent-action/fleet@SHA',
  'OWNER/docs-agent-action/.github/workflows/docs-health-fleet.yml@SHA'
]
const PLACEHOLDER = PLACEHOLDERS[0] ?? ''
/** What a placeholder's line says itself, so a copied line tells what to write (the README's section explains it). */
const INSTRUCTION = 'vX.Y.Z; replace OWNER, SHA and vX.Y.Z (README: What to write in uses:)'
/** The README's section the instruction names, in its prose. */
const SECTION = '**What to write in `uses:`.**'

/** Why a `uses:` line is refused, or undefined when it is a full-SHA pin of a Node 24 major, a local action, a
 *  placeholder line with its instruction, or (in this repository's own workflows) a self-repository reference. */
function refusal(line: string, explained: boolean, file = 'examples/x.yml'): string | undefined {
  const match = /^\s*-?\s*uses:\s*(\S+)\s*(?:#\s*(.*?))?\s*$/.exec(line)
  if (!match) return `not a plain \`uses: ref # version\` line`
  const [, ref = '', comment] = match
  if (ref.startsWith('./')) return undefined
  if (ref.startsWith('$/')) {
    if (!file.startsWith('.github/workflows/'))
      return `${ref}: a self-repository reference outside this repository's workflows`
    return existsSync(path.join(ref.slice(2), 'action.yml')) ? undefined : `${ref} names no action of this repository`
  }
  if (PLACEHOLDERS.includes(ref)) {
    if (comment !== INSTRUCTION) return `${ref} does not carry the instruction \`# ${INSTRUCTION}\``
    return explained ? undefined : `${ref} is not explained in the README`
  }
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

/** Whether the README explains the placeholders in prose (outside code blocks), under the section they name. */
function placeholdersExplained(): boolean {
  const prose = readFileSync(path.join(ROOT, 'README.md'), 'utf8').replace(/```[\s\S]*?```/g, '')
  return prose.includes(SECTION) && prose.includes('`OWNER/docs-agent-action@SHA # vX.Y.Z; replace …`')
}

describe('every `uses:` is a full-SHA pin of a Node 24 major', () => {
  const lines = usesLines()

  it('finds the uses: lines of workflows, examples and the README', () => {
    const files = new Set(lines.map(l => l.file))
    for (const f of ['.github/workflows/ci.yml', 'examples/readers-visitors.yml', 'README.md', 'sweep/README.md'])
      expect(files).toContain(f)
    expect(lines.length).toBeGreaterThan(10)
  })

  it('the checker refuses Node 20 majors, tags, branches, short SHAs and missing version comments', () => {
    const sha = '3d3c42e5aac5ba805825da76410c181273ba90b1'
    expect(refusal(`- uses: actions/checkout@${sha} # v7.0.1`, true)).toBeUndefined()
    expect(refusal(`      uses: actions/upload-artifact@${sha} # v6.0.0`, true)).toBeUndefined()
    expect(refusal('- uses: ./', false)).toBeUndefined()
    expect(refusal(`- uses: actions/checkout@${sha} # v4.2.2`, true)).toMatch(/Node 20/)
    expect(refusal(`- uses: actions/upload-artifact@${sha} # v5.0.0`, true)).toMatch(/Node 20/)
    expect(refusal('- uses: actions/checkout@v4', true)).toMatch(/full commit SHA/)
    expect(refusal('- uses: actions/checkout@v7', true)).toMatch(/full commit SHA/)
    expect(refusal('- uses: actions/checkout@main', true)).toMatch(/full commit SHA/)
    expect(refusal('- uses: actions/checkout@3d3c42e', true)).toMatch(/full commit SHA/)
    expect(refusal(`- uses: actions/checkout@${sha}`, true)).toMatch(/version/)
    expect(refusal(`- uses: actions/checkout@${sha} # v7`, true)).toMatch(/version/)
    expect(refusal(`- uses: someone/else@${sha} # v1.0.0`, true)).toMatch(/unknown action/)
  })

  it('a placeholder line carries its instruction and is explained; the old major-tag form is refused', () => {
    expect(refusal(`- uses: ${PLACEHOLDER} # ${INSTRUCTION}`, true)).toBeUndefined()
    expect(refusal(`- uses: OWNER/docs-agent-action/sweep@SHA # ${INSTRUCTION}`, true)).toBeUndefined()
    expect(refusal(`- uses: ${PLACEHOLDER} # ${INSTRUCTION}`, false)).toMatch(/not explained/)
    expect(refusal(`- uses: ${PLACEHOLDER}`, true)).toMatch(/does not carry the instruction/)
    expect(refusal(`- uses: ${PLACEHOLDER} # vX.Y.Z`, true)).toMatch(/does not carry the instruction/)
    expect(refusal('- uses: OWNER/docs-agent-action/sweep@v1', true)).toMatch(/full commit SHA/)
    expect(refusal(`- uses: OWNER/docs-agent-action/other@SHA # ${INSTRUCTION}`, true)).toMatch(/full commit SHA/)
    expect(refusal('- uses: OWNER/docs-agent-action@main', true)).toMatch(/full commit SHA/)
  })

  it('a self-repository reference only in this repository’s workflows, to an action it has', () => {
    const own = '.github/workflows/docs-health-fleet.yml'
    expect(refusal('- uses: $/fleet', true, own)).toBeUndefined()
    expect(refusal('- uses: $/report', true, own)).toBeUndefined()
    expect(refusal('- uses: $/nothing', true, own)).toMatch(/names no action/)
    expect(refusal('- uses: $/report', true, 'examples/asked-on-label.yml')).toMatch(/outside this repository/)
    expect(refusal('- uses: $/report', true, 'README.md')).toMatch(/outside this repository/)
  })

  it('the README explains the placeholders under the section their instruction names', () => {
    expect(placeholdersExplained()).toBe(true)
  })

  it.each(usesLines().map(l => [l.file, l.line.trim(), l.line]))('%s: %s', (file, _trimmed, line) => {
    expect(refusal(line, placeholdersExplained(), file)).toBeUndefined()
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
