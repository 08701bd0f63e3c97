import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Every path and link in the repository's markdown leads somewhere. For each tracked markdown file
 * (`git ls-files '*.md'`: node_modules and anything untracked are never read):
 * - a relative link, `[x](path)` or `[x](path#anchor)` (and a reference definition `[x]: path`), must reach a tracked
 *   file or folder, and its anchor a heading of that markdown file as GitHub names it (`slug`);
 * - a code span that names a path of this repository must name one that exists: a span with a slash whose last part
 *   has an extension or which ends in `/` (`src/agent/step.ts`, `docs/`, `script/docs.ts`), when its first folder is
 *   one of the repository's top folders, of `src/` or of `__tests__/`. The short forms the pages use count: a span is
 *   found at the root, under `src/` (`agent/step.ts`) or under `__tests__/` (`e2e/faults.test.ts`). Braces are
 *   expanded (`report/sections/{views,feedback}.test.ts`); a span with a placeholder (`<action>`, `*`, `…`) is no path.
 * Code blocks hold commands and examples, not references: neither is read there. CHANGELOG.md is checked for links
 * only: its entries name files as they were when written, and history is not rewritten.
 */

/** GitHub's anchor of a heading (github-slugger): lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')

/** The text with every fenced code block blanked (line breaks kept, so offsets still give line numbers). */
function withoutFences(text: string): string {
  let fence: string | undefined
  return text
    .split('\n')
    .map(line => {
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1]
      if (fence === undefined && marker === undefined) return line
      if (fence === undefined) fence = marker
      else if (marker?.startsWith(fence) && line.trim() === marker) fence = undefined
      return ' '.repeat(line.length)
    })
    .join('\n')
}

const CODE_SPAN = /(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g

/** The text with every code span blanked too: what links are read from. */
const withoutCode = (text: string): string =>
  withoutFences(text).replace(CODE_SPAN, span => span.replace(/[^\n]/g, ' '))

/** A heading's text as GitHub renders it: a link's text, no HTML tags, a code span's content as it is (`<project>`). */
const headingText = (heading: string): string =>
  heading
    .split(CODE_SPAN_PARTS)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/<[^>]+>/g, '')))
    .join('')
/** Splits text into its code spans' content (odd indexes) and the text between them. */
const CODE_SPAN_PARTS = /`+(?!`)([\s\S]*?[^`])`+(?!`)/

/** Each heading's anchor in a markdown file, as GitHub makes them (a repeated one gets -1, -2, …), and HTML anchors. */
function anchors(markdown: string): Set<string> {
  const found = new Set<string>()
  const seen = new Map<string, number>()
  for (const [, heading = ''] of withoutFences(markdown).matchAll(/^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/gm)) {
    const text = headingText(heading)
    const base = slug(text)
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    found.add(count === 0 ? base : `${base}-${count}`)
  }
  for (const [, id = ''] of markdown.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) found.add(id)
  return found
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts`. */
function expandBraces(text: string): string[] {
  const match = /\{([^{}]*,[^{}]*)\}/.exec(text)
  if (!match) return [text]
  const [whole, inner = ''] = match
  return inner
    .split(',')
    .flatMap(part => expandBraces(text.slice(0, match.index) + part + text.slice(match.index + whole.length)))
}

interface Tree {
  /** Tracked files and every folder above them, without a trailing slash. */
  has: (relative: string) => boolean
  /** First folders a path of ours may start with: the root's, src/'s and __tests__/'s. */
  firstFolders: Set<string>
}

function treeOf(files: readonly string[]): Tree {
  const all = new Set<string>()
  for (const file of files) {
    const parts = file.split('/')
    for (let i = 1; i <= parts.length; i++) all.add(parts.slice(0, i).join('/'))
  }
  const firstFolders = new Set<string>()
  for (const file of files) {
    const parts = file.split('/')
    if (parts.length > 1) firstFolders.add(parts[0] as string)
    if ((parts[0] === 'src' || parts[0] === '__tests__') && parts.length > 2) firstFolders.add(parts[1] as string)
  }
  return { has: relative => all.has(relative), firstFolders }
}

const PATH_LIKE = /^[\w.@+-]+(?:\/[\w.@+-]+)*\/?$/

/** The repository paths a code span names (none when it is no path of ours), each as written. */
function spanPaths(span: string, tree: Tree): string[] {
  return expandBraces(span.trim().replace(/:\d+(?:[–-]\d+)?$/, '')).filter(
    candidate =>
      PATH_LIKE.test(candidate) &&
      candidate.includes('/') &&
      !candidate.split('/').includes('node_modules') &&
      (candidate.endsWith('/') || /\.[a-z]{1,5}$/i.test(candidate)) &&
      tree.firstFolders.has(candidate.split('/')[0] as string)
  )
}

const exists = (candidate: string, tree: Tree): boolean => {
  const bare = candidate.replace(/\/$/, '')
  return [bare, `src/${bare}`, `__tests__/${bare}`].some(tree.has)
}

const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length

/** Each dead path and link of one markdown file, as `file:line: what`. */
function deadReferences(
  file: string,
  text: string,
  tree: Tree,
  read: (file: string) => string,
  { spans = true } = {}
): string[] {
  const dead: string[] = []
  if (spans) {
    for (const match of withoutFences(text).matchAll(CODE_SPAN)) {
      for (const candidate of spanPaths(match[2] ?? '', tree)) {
        if (!exists(candidate, tree))
          dead.push(`${file}:${lineOf(text, match.index)}: \`${candidate}\` names no file or folder of the repository`)
      }
    }
  }
  const prose = withoutCode(text)
  const links = [
    ...prose.matchAll(/\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g),
    ...prose.matchAll(/^ {0,3}\[[^\]]+\]:\s+<?([^\s>]+)>?/gm)
  ]
  for (const match of links) {
    const target = match[1] ?? ''
    if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('//')) continue
    const [where = '', fragment] = target.split('#')
    const resolved = where === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), where))
    const at = `${file}:${lineOf(text, match.index)}`
    if (!tree.has(resolved.replace(/\/$/, ''))) dead.push(`${at}: the link ${target} reaches no file or folder`)
    else if (fragment !== undefined && resolved.endsWith('.md') && !anchors(read(resolved)).has(fragment))
      dead.push(`${at}: the link ${target} names no heading of ${resolved}`)
  }
  return dead
}

const ROOT = path.join(import.meta.dirname, '..', '..')

/**
 * The repository's tracked files. Under a mutation run the tests run in a copy of the project inside it
 * (`.stryker-tmp/`), which git does not track: the list is then the enclosing work tree's, read from the copy.
 */
function tracked(): string[] {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' })
  const top = git('rev-parse', '--show-toplevel')
  const list = git('-C', top.stdout.trim(), 'ls-files', '-z')
  if (top.status !== 0 || list.status !== 0)
    throw new Error(`git ls-files failed (this test reads the repository's tracked files): ${top.stderr}${list.stderr}`)
  return list.stdout.split('\0').filter(Boolean)
}

describe('every path and link in the markdown', () => {
  const files = tracked()
  const tree = treeOf(files)
  const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
  const markdown = files.filter(file => file.endsWith('.md') && !file.split('/').includes('node_modules'))

  it('reads every tracked markdown file: the front door, the pages, the sub-actions', () => {
    for (const file of ['README.md', 'CONTRIBUTING.md', 'docs/testing.md', 'sweep/README.md', 'CHANGELOG.md'])
      expect(markdown).toContain(file)
  })

  it.each(markdown)('%s: every relative link and code-span path names something that exists', file => {
    expect(deadReferences(file, read(file), tree, read, { spans: file !== 'CHANGELOG.md' })).toStrictEqual([])
  })
})

describe('the checker', () => {
  const tree = treeOf(['src/agent/step.ts', '__tests__/e2e/faults.test.ts', 'docs/a.md', 'docs/b.md', 'README.md'])
  const pages: Record<string, string> = {
    'docs/b.md':
      '# B page\n\n## Costs\n\n## Costs\n\n```md\n## Not a heading\n```\n\n## `src/x.ts`: 4, all equivalent\n'
  }
  const check = (text: string, options?: { spans?: boolean }) =>
    deadReferences('docs/a.md', text, tree, file => pages[file] ?? '', options)

  it('finds a code-span path that is gone, in full or short form, and leaves paths that exist', () => {
    const text =
      'See `src/agent/step.ts`, `agent/step.ts`, `e2e/faults.test.ts` and `docs/`.\n\nThen `src/run/deprecated.ts`.'
    expect(check(text)).toStrictEqual([
      'docs/a.md:3: `src/run/deprecated.ts` names no file or folder of the repository'
    ])
    expect(check('`agent/{step,gone}.ts`')).toStrictEqual([
      'docs/a.md:1: `agent/gone.ts` names no file or folder of the repository'
    ])
    expect(check('`e2e/deprecated.test.ts`, `docs/gone/`')).toHaveLength(2)
  })

  it('leaves what is no path of ours: placeholders, other repositories, routes, code blocks, CHANGELOG-style entries', () => {
    const text = [
      '`dist/<action>/index.js`, `src/**/*.ts`, `actions/checkout@v5`, `/repos/o/r/pulls`, `sim/cli`, `x/y.ts`',
      '`tools/node_modules/.lock-digest`',
      '```sh',
      'npx jest __tests__/gone.test.ts',
      '```'
    ].join('\n')
    expect(check(text)).toStrictEqual([])
    expect(check('`src/gone.ts`', { spans: false })).toStrictEqual([])
  })

  it('finds a link to a file that is not there, or to a heading its file does not have', () => {
    expect(
      check('[b](b.md#costs) [b](b.md#costs-1) [x](b.md#srcxts-4-all-equivalent) [r](../README.md)')
    ).toStrictEqual([])
    expect(check('[b](b.md#costs-2)\n[n](b.md#not-a-heading)\n[g](gone.md)\n[s](#b-page)')).toStrictEqual([
      'docs/a.md:1: the link b.md#costs-2 names no heading of docs/b.md',
      'docs/a.md:2: the link b.md#not-a-heading names no heading of docs/b.md',
      'docs/a.md:3: the link gone.md reaches no file or folder',
      'docs/a.md:4: the link #b-page names no heading of docs/a.md'
    ])
    expect(check('[site](https://example.com/gone.md) `[x](gone.md)`\n\n[ref]: ../gone/')).toStrictEqual([
      'docs/a.md:3: the link ../gone/ reaches no file or folder'
    ])
  })

  it("names a heading as GitHub does: code, links and punctuation dropped, the house's characters kept", () => {
    expect(slug('The rest of `src/`, group by group (from 617a8d2)')).toBe(
      'the-rest-of-src-group-by-group-from-617a8d2'
    )
    expect(slug('Whose branch it is: the marker')).toBe('whose-branch-it-is-the-marker')
    expect([...anchors('### `<project>/fixes.json`: the <em>jobs</em> sent')]).toStrictEqual([
      'projectfixesjson-the-jobs-sent'
    ])
    expect(slug('Ça coûte 12 % — à peu près')).toBe('ça-coûte-12---à-peu-près')
    expect(anchors('# A\n## [Link](x.md) here\n<a id="kept"></a>')).toStrictEqual(new Set(['a', 'link-here', 'kept']))
  })
})
