// The fix check (src/report/history/search-check.ts), pure against given sources: which text a gap is searched with,
// what page a result path and a changed file name, what a search before a fix keeps (keyed, at most ten), which fixes
// are searched again, and what each gap's search finds — a changed page's rank now and before, or why not.
import { gapKeys } from '../../../src/report/gap-key.js'
import type { FixGap, FixRecord, WeekFigures } from '../../../src/report/history/format.js'
import {
  CHECK_WEEKS,
  checkFixes,
  fixesToCheck,
  keptBefore,
  MAX_FIXES_CHECKED,
  pageOf,
  pagesOfFile,
  queryOf,
  rankBefore,
  SEARCH_DEPTH,
  searchBefore,
  type SearchCheckSources
} from '../../../src/report/history/search-check.js'

const keys = gapKeys({ apiKey: 'mint_test_key', projectId: 'p1' })
const otherKeys = gapKeys({ apiKey: 'mint_other_key', projectId: 'p1' })
const NOW = new Date('2026-11-25T10:00:00Z')
const DAY = 86_400_000
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString()

const figures: WeekFigures = {
  searches: { total: 10, terms: [{ key: 'searches:a', text: 'rotate api key', hits: 9, ctr: 0 }] },
  assistant: {
    questions: 3,
    unanswered: 2,
    groups: [
      { key: 'assistant:q', category: 'Keys', question: 'How do I rotate a key?', unanswered: 1, asked: 1 },
      { key: 'assistant:c', category: 'Billing', unanswered: 1, asked: 2 }
    ]
  }
}
const gap = (key: string, over: Partial<FixGap> = {}): FixGap => ({
  key,
  section: key.startsWith('searches') ? 'searches' : key.startsWith('assistant') ? 'assistant' : 'feedback',
  subject: key,
  pages: [],
  ...over
})
const fix = (over: Partial<FixRecord> = {}): FixRecord => ({
  job: 'job-1',
  sent: daysAgo(3),
  week: '2026-W47',
  origin: 'fix-gaps',
  pr: 'https://github.com/acme/docs/pull/7',
  merged: daysAgo(1),
  state: 'merged',
  gaps: [gap('searches:a')],
  ...over
})

describe('queryOf', () => {
  it.each([
    ['searches:a', 'rotate api key'],
    ['assistant:q', 'How do I rotate a key?'],
    ['assistant:c', 'Billing']
  ])('%s is searched as this week has it: %s', (key, query) => {
    expect(queryOf(gap(key), { figures })).toBe(query)
  })

  it('a key this week lacks is searched by the label the branch kept; without one it is not searched', () => {
    const labels = new Map([['searches:old', 'sso saml']])
    expect(queryOf(gap('searches:old'), { figures, labels })).toBe('sso saml')
    expect(queryOf(gap('searches:none'), { figures, labels })).toBeUndefined()
    expect(queryOf(gap('assistant:none'), { labels })).toBeUndefined()
  })

  it('a week that read no searches, or no assistant, has no text for them; the label is asked then', () => {
    const labels = new Map([
      ['searches:a', 'kept term'],
      ['assistant:c', 'kept topic']
    ])
    expect(queryOf(gap('searches:a'), { figures: { assistant: figures.assistant }, labels })).toBe('kept term')
    expect(queryOf(gap('assistant:c'), { figures: { searches: figures.searches }, labels })).toBe('kept topic')
    expect(queryOf(gap('views:x'), { figures, labels: new Map([['views:x', 'a page']]) })).toBeUndefined()
  })

  it('a page gap has no query, even with a label; a blank text is none', () => {
    expect(queryOf(gap('feedback:p'), { figures, labels: new Map([['feedback:p', 'x']]) })).toBeUndefined()
    expect(queryOf(gap('searches:b'), { labels: new Map([['searches:b', '  ']]) })).toBeUndefined()
  })
})

describe('pages', () => {
  it.each([
    ['/guides/x', '/guides/x'],
    ['/guides/x/', '/guides/x'],
    ['guides/x', '/guides/x'],
    ['/guides/x?y=1#z', '/guides/x'],
    ['/a#b/c', '/a'],
    ['/a//', '/a'],
    ['/', '/'],
    ['', '/']
  ])('the result path %j is the page %j', (path, page) => {
    expect(pageOf(path)).toBe(page)
  })

  it.each([
    ['docs/guides/x.mdx', ['/docs/guides/x', '/guides/x', '/x']],
    ['x.md', ['/x']],
    ['Guide.MDX', ['/Guide']],
    ['index.mdx', ['/']],
    ['docs/index.mdx', ['/docs']],
    ['docs/guides/INDEX.md', ['/docs/guides', '/guides']],
    ['/docs/x.mdx', ['/docs/x', '/x']],
    ['images/a.png', []],
    ['docs.json', []],
    ['.mdx', []],
    ['notes.mdx.bak', []]
  ])('the changed file %j may be the pages %j', (file, pages) => {
    expect(pagesOfFile(file)).toStrictEqual(pages)
  })
})

describe('a search before a fix', () => {
  it('keeps the first ten result pages as keyed digests under the run’s keying, a path and its page alike', () => {
    const paths = Array.from({ length: 12 }, (_, i) => `/p${i}`)
    const kept = keptBefore(['/p0/', ...paths.slice(1)], keys, NOW)
    expect(kept.at).toBe(NOW.toISOString())
    expect(kept.keying).toBe(keys.keying)
    expect(kept.results).toHaveLength(SEARCH_DEPTH)
    expect(kept.results[0]).toBe(keys.of('result', '/p0').slice('result:'.length))
    expect(kept.results.every(digest => /^[0-9a-f]{16}$/.test(digest))).toBe(true)
    expect(JSON.stringify(kept)).not.toContain('/p')
  })

  it('searches each gap with a query, once; a failure is warned about and leaves only that gap out', async () => {
    const asked: string[] = []
    const search = async (query: string) => {
      asked.push(query)
      if (query === 'Billing') throw new Error('Search docs failed: HTTP 500')
      return ['/a']
    }
    const warned: string[] = []
    const kept = await searchBefore(
      [gap('searches:a'), gap('feedback:p'), gap('assistant:c'), gap('searches:none')],
      { sources: { search }, texts: { figures }, keys, now: () => NOW },
      line => warned.push(line)
    )
    expect(asked).toStrictEqual(['rotate api key', 'Billing'])
    expect([...kept.keys()]).toStrictEqual(['searches:a'])
    expect(warned).toStrictEqual([
      "Fix check: a gap's search before its fix failed, so its rank before is not kept: Search docs failed: HTTP 500"
    ])
  })
})

describe('rankBefore', () => {
  const before = keptBefore(['/a', '/b', '/guides/x', '/c'], keys, NOW)
  it('is the best rank any changed page had', () => {
    expect(rankBefore(before, ['/x', '/guides/x', '/c'], keys)).toStrictEqual({ kind: 'rank', rank: 3 })
    expect(rankBefore(before, ['/a'], keys)).toStrictEqual({ kind: 'rank', rank: 1 })
  })
  it('is absent when no changed page was among the results', () => {
    expect(rankBefore(before, ['/z'], keys)).toStrictEqual({ kind: 'absent' })
  })
  it('is unknown without a search before, or under another keying', () => {
    expect(rankBefore(undefined, ['/a'], keys)).toStrictEqual({ kind: 'unknown', why: 'not-recorded' })
    expect(rankBefore(before, ['/a'], otherKeys)).toStrictEqual({ kind: 'unknown', why: 'keying' })
  })
})

describe('fixesToCheck', () => {
  it('merged fixes with a searchable gap, merged within the weeks checked, newest first, at most ten', () => {
    const edge = CHECK_WEEKS * 7
    const fixes = [
      fix({ job: 'old', merged: new Date(NOW.getTime() - edge * DAY - 1).toISOString() }),
      fix({ job: 'edge', merged: daysAgo(edge) }),
      fix({ job: 'open', state: 'open', merged: undefined }),
      fix({ job: 'closed', state: 'closed', merged: daysAgo(1) }),
      fix({ job: 'no-date', merged: undefined }),
      fix({ job: 'pages', gaps: [gap('feedback:p')] }),
      fix({ job: 'newer', merged: daysAgo(1) }),
      fix({ job: 'topic', merged: daysAgo(2), gaps: [gap('feedback:p'), gap('assistant:c')] })
    ]
    expect(fixesToCheck(fixes, NOW).map(f => f.job)).toStrictEqual(['newer', 'topic', 'edge'])
    const many = Array.from({ length: 12 }, (_, i) => fix({ job: `j${i}`, merged: daysAgo(i + 1) }))
    expect(fixesToCheck(many, NOW).map(f => f.job)).toStrictEqual(many.slice(0, MAX_FIXES_CHECKED).map(f => f.job))
  })
})

describe('checkFixes', () => {
  const sources = (over: Partial<SearchCheckSources> = {}): SearchCheckSources => ({
    search: async () => ['/a', '/guides/x', '/b'],
    changedFiles: async () => ({ files: ['docs/guides/x.mdx', 'images/x.png'] }),
    ...over
  })
  const check = (fixes: FixRecord[], over: Partial<SearchCheckSources> = {}) =>
    checkFixes(fixes, { sources: sources(over), texts: { figures }, keys, now: NOW })

  it('found: the changed page’s rank now, and before from the digests kept', async () => {
    const searched = keptBefore(['/a', '/b', '/c', '/guides/x'], keys, NOW)
    const [one] = await check([fix({ gaps: [gap('searches:a', { searched })] })])
    expect(one?.outcome).toStrictEqual({ kind: 'found', page: '/guides/x', rank: 2, before: { kind: 'rank', rank: 4 } })
  })

  it('not found: the page files it changed, and the first result; none: the search found nothing', async () => {
    const [one] = await check([fix()], { search: async () => ['/a/', '/b'] })
    expect(one?.outcome).toStrictEqual({ kind: 'not-found', files: ['docs/guides/x.mdx'], first: '/a' })
    const [none] = await check([fix()], { search: async () => [] })
    expect(none?.outcome).toStrictEqual({ kind: 'not-found', files: ['docs/guides/x.mdx'] })
  })

  it('only the first ten results count', async () => {
    const eleven = [...Array.from({ length: 10 }, (_, i) => `/p${i}`), '/guides/x']
    const [one] = await check([fix()], { search: async () => eleven })
    expect(one?.outcome.kind).toBe('not-found')
  })

  it('pages unknown: why the files could not be read, a fix with no page file, or a listing that threw', async () => {
    const unread = await check([fix()], { changedFiles: async () => ({ why: 'GitHub did not list its files' }) })
    expect(unread[0]?.outcome).toStrictEqual({
      kind: 'pages-unknown',
      why: 'GitHub did not list its files',
      first: '/a'
    })
    const noPage = await check([fix()], {
      changedFiles: async () => ({ files: ['docs.json'] }),
      search: async () => []
    })
    expect(noPage[0]?.outcome).toStrictEqual({ kind: 'pages-unknown', why: 'it changed no page (no .md or .mdx file)' })
    const threw = await check([fix()], {
      changedFiles: async () => {
        throw new Error('boom')
      }
    })
    expect(threw[0]?.outcome).toStrictEqual({ kind: 'pages-unknown', why: 'boom', first: '/a' })
  })

  it('not searched: no query, or the search failed; each fix’s files are read once, its page gaps skipped', async () => {
    let listed = 0
    const asked: string[] = []
    const checked = await check(
      [fix({ gaps: [gap('searches:gone'), gap('feedback:p'), gap('searches:a'), gap('assistant:c')] })],
      {
        changedFiles: async () => {
          listed++
          return { files: ['guides/x.md'] }
        },
        search: async query => {
          asked.push(query)
          if (query === 'Billing') throw new Error('Search docs failed: budget spent')
          return ['/guides/x']
        }
      }
    )
    expect(listed).toBe(1)
    expect(asked).toStrictEqual(['rotate api key', 'Billing'])
    expect(checked.map(c => [c.gap.key, c.outcome])).toStrictEqual([
      [
        'searches:gone',
        { kind: 'not-searched', why: 'not searched this week, and its text is not kept on the branch' }
      ],
      ['searches:a', { kind: 'found', page: '/guides/x', rank: 1, before: { kind: 'unknown', why: 'not-recorded' } }],
      ['assistant:c', { kind: 'not-searched', why: 'Search docs failed: budget spent' }]
    ])
  })

  it('a fix not to check is neither listed nor searched', async () => {
    const calls: string[] = []
    const checked = await check([fix({ state: 'open', merged: undefined })], {
      changedFiles: async () => {
        calls.push('files')
        return { files: [] }
      },
      search: async () => {
        calls.push('search')
        return []
      }
    })
    expect([checked, calls]).toStrictEqual([[], []])
  })
})
