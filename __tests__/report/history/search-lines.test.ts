// The report's "Searched again on the live site" (src/report/history/search-lines.ts): each outcome's line worked out
// by hand, hostile reasons and paths escaped, the pull request linked only on the workflow's server, and ordinals.
import type { FixGap, FixRecord } from '../../../src/report/history/format.js'
import type { CheckedGap, SearchOutcome } from '../../../src/report/history/search-check.js'
import { ordinal, renderSearchChecks, SEARCH_METHOD } from '../../../src/report/history/search-lines.js'

const PR = 'https://github.com/acme/docs/pull/7'
const fix = (over: Partial<FixRecord> = {}): FixRecord => ({
  job: 'job-1',
  sent: '2026-11-20T00:00:00Z',
  week: '2026-W47',
  origin: 'fix-gaps',
  pr: PR,
  merged: '2026-11-24T00:00:00Z',
  state: 'merged',
  gaps: [],
  ...over
})
const gap: FixGap = { key: 'searches:a', section: 'searches', subject: 'searches:a', pages: [] }
const subject = (g: FixGap) => `term ${g.key}`
const lineOf = (outcome: SearchOutcome, over: Partial<FixRecord> = {}): string => {
  const checked: CheckedGap[] = [{ fix: fix(over), gap, outcome }]
  const lines = renderSearchChecks(checked, subject)
  return lines.at(-1) ?? ''
}
const LINK = `[\`#7\`](${PR})`

describe('renderSearchChecks', () => {
  it('nothing searched: no part', () => {
    expect(renderSearchChecks([], subject)).toStrictEqual([])
  })

  it('a heading, the method, then one line a gap', () => {
    const lines = renderSearchChecks([{ fix: fix(), gap, outcome: { kind: 'not-searched', why: 'x' } }], subject)
    expect(lines).toStrictEqual([
      '### Searched again on the live site',
      '',
      SEARCH_METHOD,
      '',
      `- **Not searched:** term searches:a (${LINK}): x.`
    ])
    expect(SEARCH_METHOD).toContain('fixes merged in the last 5 weeks')
    expect(SEARCH_METHOD).toContain('among the first 10 results now')
  })

  it.each<[string, SearchOutcome, string]>([
    [
      'found, ranked before',
      { kind: 'found', page: '/guides/x', rank: 1, before: { kind: 'rank', rank: 12 } },
      `- **Found:** term searches:a (${LINK}): \`/guides/x\` ranks 1st now; it ranked 12th when the gap was sent.`
    ],
    [
      'found, absent before',
      { kind: 'found', page: '/x', rank: 2, before: { kind: 'absent' } },
      `- **Found:** term searches:a (${LINK}): \`/x\` ranks 2nd now; it was not in the first 10 when the gap was sent.`
    ],
    [
      'found, not recorded before',
      { kind: 'found', page: '/x', rank: 3, before: { kind: 'unknown', why: 'not-recorded' } },
      `- **Found:** term searches:a (${LINK}): \`/x\` ranks 3rd now; its rank when the gap was sent was not recorded.`
    ],
    [
      'found, another keying',
      { kind: 'found', page: '/x', rank: 4, before: { kind: 'unknown', why: 'keying' } },
      `- **Found:** term searches:a (${LINK}): \`/x\` ranks 4th now; its rank when the gap was sent cannot be compared (a new API key changed the keys since).`
    ],
    [
      'not found, one file',
      { kind: 'not-found', files: ['guides/x.mdx'], first: '/a' },
      `- **Not found yet:** term searches:a (${LINK}): the page it changed (\`guides/x.mdx\`) is not in the first 10 results now; the first result is \`/a\`.`
    ],
    [
      'not found, two files, no result',
      { kind: 'not-found', files: ['a.mdx', 'b.mdx'] },
      `- **Not found yet:** term searches:a (${LINK}): none of the 2 pages it changed (\`a.mdx\`, \`b.mdx\`) is in the first 10 results now; the search found nothing.`
    ],
    [
      'not found, five files',
      { kind: 'not-found', files: ['a.md', 'b.md', 'c.md', 'd.md', 'e.md'], first: '/a' },
      `- **Not found yet:** term searches:a (${LINK}): none of the 5 pages it changed (\`a.md\`, \`b.md\`, \`c.md\` and 2 more) is in the first 10 results now; the first result is \`/a\`.`
    ],
    [
      'pages unknown',
      { kind: 'pages-unknown', why: 'GitHub did not list its files: Not Found.', first: '/a' },
      `- **Searched:** term searches:a (${LINK}): the pages it changed are not known (GitHub did not list its files: Not Found)\u003b the first result is \`/a\`.`
    ],
    [
      'not searched, a reason ending in a period',
      { kind: 'not-searched', why: 'Search docs failed: HTTP 400. Check it.' },
      `- **Not searched:** term searches:a (${LINK}): Search docs failed: HTTP 400. Check it.`
    ]
  ])('%s', (_title, outcome, line) => {
    expect(lineOf(outcome)).toBe(line)
  })

  it('a direct commit’s fix is its change; a pull request on another server is not linked', () => {
    const outcome: SearchOutcome = { kind: 'not-searched', why: 'x' }
    expect(lineOf(outcome, { pr: undefined, commit: 'https://github.com/acme/docs/commit/abc' })).toContain(
      '(its change)'
    )
    expect(lineOf(outcome, { pr: 'https://evil.example/acme/docs/pull/7' })).toContain('(its pull request)')
  })

  it('a hostile reason and path stay inert: escaped, one code span, no `##[`', () => {
    const why = 'x\n::error::PWNED [a](https://evil.example) @octocat ##[warning]'
    const said = lineOf({ kind: 'not-searched', why })
    expect(said.split('\n')).toHaveLength(1)
    // The link and the mention only inside code spans; no `::` a line could start with.
    expect(said).toContain('x :\\:error:\\:PWNED `[a](https://evil.example)` `@octocat` \\#\\#\\[warning\\].')
    const found = lineOf({ kind: 'found', page: '/a ##[warning]`x`', rank: 1, before: { kind: 'absent' } })
    expect(found).not.toContain('##[')
  })
})

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th']
  ])('%d is %s', (n, said) => {
    expect(ordinal(n)).toBe(said)
  })
})
