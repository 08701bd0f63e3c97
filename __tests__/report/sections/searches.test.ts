/** The searches section against the simulator over loopback: cursor pages within the allowance, content gaps, privacy. */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SectionResult } from '../../../src/report/section.js'
import { LOW_CTR, MIN_HITS, run } from '../../../src/report/sections/searches.js'
import { CURATED_SEARCHES } from '../../../sim/searches.js'
import { SEARCH_TEXT } from '../../../sim/reader-text.js'
import { startSimulator, type Simulator } from '../../../sim/server.js'
import {
  everything,
  HIDDEN,
  gapKey,
  personalIn,
  RANGE,
  RAW,
  routeRequests,
  sectionRun,
  tokenView,
  needOf
} from '../../../__fixtures__/sections.js'

/** What the section needs of the budget (registry.ts). */
const need = () => needOf('searches')

let sim: Simulator | undefined
let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'searches-section-'))
})
afterEach(async () => {
  await sim?.close()
  sim = undefined
  await rm(dir, { recursive: true, force: true })
})

const keyOf = (term: string) => gapKey('searches', term)

/** The curated gaps of the simulator with the weights hits × (1 − ctr), one decimal. */
const CURATED_GAPS: [string, number, string | null][] = [
  ['rotate api key', 137.2, null],
  ['webhook retries', 92.2, '/integrations/service-1'],
  ['sso saml', 77, null],
  ['rate limit', 60.8, '/api-reference/introduction'],
  ['délai d’expiration', 12, null]
]

/** One row of the service's searches page, as it answers it. */
const AT = '2026-11-21T08:00:00.000Z'
const row = (searchQuery: string, hits: number, ctr: number, topClickedPage: string | null) => ({
  searchQuery,
  hits,
  ctr,
  topClickedPage,
  lastSearchedAt: AT
})
type Row = ReturnType<typeof row>
/** Answers the next searches request with this page. */
const answer = (sim: Simulator, searches: Row[], totalSearches: number, nextCursor: string | null) =>
  sim.inject('searches', { kind: 'status', status: 200, body: JSON.stringify({ searches, totalSearches, nextCursor }) })
/** The section's JSON (parsed) and CSV files, and where they are. */
async function filesOf(result: SectionResult) {
  const where = { json: join(dir, 'docs-health-searches.json'), csv: join(dir, 'docs-health-searches.csv') }
  expect(result.files).toStrictEqual(where)
  return { json: JSON.parse(await readFile(where.json, 'utf8')), csv: await readFile(where.csv, 'utf8') }
}
const CSV_HEADER = 'key,term,hits,ctr,top_clicked_page,last_searched_at,gap\r\n'
const INTRO_RANGE = 'from 2026-11-15 up to 2026-11-22 (exclusive; UTC)'

describe('searches section', () => {
  it('need: at most two pages of 100 terms', () => {
    expect(need()).toStrictEqual({ min: 1, max: 2, what: 'up to 2 requests of 100 search terms, by hits' })
  })

  it('two cursor pages of 100, totalSearches, the curated gaps with their weights and keys', async () => {
    sim = await startSimulator()
    const h = sectionRun(sim, dir, need().max, RAW)
    const result = await run(h.run)
    const asked = routeRequests(sim, 'searches')
    expect(asked).toHaveLength(2)
    expect(asked.map(r => r.query.limit)).toEqual(['100', '100'])
    expect(asked[0]!.query.cursor).toBeUndefined()
    expect(asked[1]!.query.cursor).toEqual(expect.any(String))
    expect(result.requests).toBe(2)
    expect(result.partial).toBeUndefined()

    const json = JSON.parse(await readFile(result.files!.json, 'utf8'))
    expect(json.terms).toHaveLength(180)
    const sum = json.terms.reduce((s: number, t: { hits: number }) => s + t.hits, 0)
    expect(json.totalSearches).toBe(sum)
    expect(result.outputs['searches-total']).toBe(String(sum))
    expect(result.outputs['searches-gaps']).toBe(String(result.gaps.length))

    for (const [term, weight, page] of CURATED_GAPS) {
      const gap = result.gaps.find(g => g.readerText[0] === term)
      expect(gap).toMatchObject({ key: keyOf(term), section: 'searches', weight, pages: page ? [page] : [] })
    }
    expect(result.gaps[0]).toMatchObject({
      key: keyOf('rotate api key'),
      summary: 'Readers search for this and click no result',
      evidence: 'searched 140 times, 2 % clicked a result'
    })
    for (const [term, hits, ctr] of CURATED_SEARCHES) {
      if (ctr >= LOW_CTR && hits >= MIN_HITS) expect(result.gaps.some(g => g.readerText[0] === term)).toBe(false)
    }
    // Every gap keeps the rule; ranked by weight.
    const terms = new Map(json.terms.map((t: { term: string }) => [t.term, t]))
    for (const gap of result.gaps) {
      const row = terms.get(gap.readerText[0]) as { hits: number; ctr: number; topClickedPage: string | null }
      expect(row.hits).toBeGreaterThanOrEqual(MIN_HITS)
      expect(row.ctr < LOW_CTR || row.topClickedPage === null).toBe(true)
      expect(gap.weight).toBeCloseTo(row.hits * (1 - row.ctr), 1)
    }
    expect(result.gaps.map(g => g.weight)).toEqual([...result.gaps.map(g => g.weight)].sort((a, b) => b - a))
    expect(result.markdown).toContain('| 1 | rotate api key | 140 | 2 % | — |')
  })

  it('an allowance of 1: one page, partial, the top gaps still found', async () => {
    sim = await startSimulator()
    const h = sectionRun(sim, dir, 1)
    const result = await run(h.run)
    expect(routeRequests(sim, 'searches')).toHaveLength(1)
    expect(result.requests).toBe(1)
    expect(result.partial).toMatch(/plan's share for this section \(1 request\) ended before the last page/)
    expect(result.markdown).toContain('> [!WARNING]')
    expect(result.gaps[0]).toMatchObject({ key: keyOf('rotate api key'), weight: 137.2 })
  })

  it('reader text hidden: no personal value and no term in markdown, outputs or files; keys are hashes', async () => {
    sim = await startSimulator()
    const h = sectionRun(sim, dir, 2, HIDDEN)
    const result = await run(h.run)
    const all = await everything(result)
    expect(personalIn(all)).toStrictEqual([])
    for (const term of ['rotate api key', 'sso saml', ...SEARCH_TEXT]) expect(all).not.toContain(term)
    expect(result.markdown).toContain('| # | Searches | Clicked | Most clicked result |')
    expect(result.markdown).toContain('Search terms are written by readers and are not shown here.')
    for (const gap of result.gaps) expect(gap.key).toMatch(/^searches:[0-9a-f]{16}$/)
    // The terms carrying personal data are searched 1 to 5 times: below MIN_HITS, so no gap holds them.
    expect(result.gaps.some(gap => gap.readerText.some(t => SEARCH_TEXT.includes(t)))).toBe(false)
  })

  it('reader text shown: every term reaches markdown and files only through the view', async () => {
    sim = await startSimulator()
    const view = tokenView()
    const h = sectionRun(sim, dir, 2, view)
    const result = await run(h.run)
    const all = await everything(result)
    expect(personalIn(all)).toStrictEqual([])
    for (const term of ['rotate api key', 'sso saml', 'webhook retries']) expect(all).not.toContain(term)
    expect(view.texts).toContain('rotate api key')
    expect(view.texts).toEqual(expect.arrayContaining(SEARCH_TEXT))
    expect(all).toMatch(/⟦\d+⟧/)
  })

  it('a 429 on the first page: failed with the reason; on the second: partial, page one kept', async () => {
    sim = await startSimulator()
    sim.inject('searches', { kind: 'status', status: 429, headers: { 'Retry-After': '60' } })
    const failed = await run(sectionRun(sim, dir, 2).run)
    expect(routeRequests(sim, 'searches')).toHaveLength(1)
    expect(failed).toMatchObject({ requests: 1, failed: true, gaps: [] })
    expect(failed.partial).toMatch(/^Get searches failed: HTTP 429/)
    await sim.close()

    sim = await startSimulator({ rateLimit: { analytics: 1 } })
    const partial = await run(sectionRun(sim, dir, 2).run)
    expect(routeRequests(sim, 'searches').map(r => r.status)).toEqual([200, 429])
    expect(partial.requests).toBe(2)
    expect(partial.failed).toBeUndefined()
    expect(partial.partial).toMatch(/after 1 complete request: Get searches failed: HTTP 429/)
    expect(partial.gaps[0]?.key).toBe(keyOf('rotate api key'))
  })

  it('a retry counts against the allowance: a 503 with an allowance of 1 is not retried past it', async () => {
    sim = await startSimulator()
    sim.inject('searches', { kind: 'status', status: 503 })
    const h = sectionRun(sim, dir, 1)
    const result = await run(h.run)
    expect(routeRequests(sim, 'searches').map(r => r.status)).toEqual([503])
    expect(h.allowance.requests).toBe(1)
    expect(result).toMatchObject({ requests: 1, failed: true })
    // The reason is the error that needed the retry, and why there was none.
    expect(result.partial).toMatch(
      /^Get searches failed: HTTP 503\b.* Not retried: Get searches: the request plan gave this section 1 request, all used\.$/
    )
  })

  it('a crafted page: variants merged, both thresholds, gaps by weight, terms by hits; whole markdown and files', async () => {
    sim = await startSimulator()
    // As the service orders them, by hits per variant. "Export PDF" and "export  pdf" are one term once normalised:
    // 14 hits, (8 × 0 + 6 × 0.2) / 14 ≈ 9 % clicked, the most clicked result of the variant that has one.
    answer(
      sim,
      [
        row('webhook retries', 40, 0.1, '/integrations/webhooks'), // exactly LOW_CTR: not a gap
        row('rate limit', 12, 0.09, '/api-reference/rate-limits'), // a gap: 10.9, after "sso saml" though searched more
        row('sso saml', 11, 0, null), // a gap: 11
        row('rotate api key', 10, 0, null), // exactly MIN_HITS: a gap
        row('typo serach', 9, 0, null), // under MIN_HITS: not a gap
        row('Export PDF', 8, 0, null),
        row('export  pdf', 6, 0.2, '/guides/export')
      ],
      1234,
      null
    )
    const h = sectionRun(sim, dir, 2, RAW)
    h.run.top = 3
    const result = await run(h.run)
    expect(routeRequests(sim, 'searches')).toHaveLength(1)

    const gap = (term: string, weight: number, evidence: string, page: string | null) => ({
      key: keyOf(term),
      section: 'searches',
      weight,
      summary: page
        ? 'Readers search for this and rarely click a result'
        : 'Readers search for this and click no result',
      evidence,
      pages: page ? [page] : [],
      readerText: [term]
    })
    const gaps = [
      gap('Export PDF', 12.8, 'searched 14 times, 9 % clicked a result', '/guides/export'),
      gap('sso saml', 11, 'searched 11 times, no result clicked', null),
      gap('rate limit', 10.9, 'searched 12 times, 9 % clicked a result', '/api-reference/rate-limits'),
      gap('rotate api key', 10, 'searched 10 times, no result clicked', null)
    ]
    const head = ['| # | Term | Searches | Clicked | Most clicked result |', '|--:|---|--:|--:|---|']
    const markdown = [
      '### Searches',
      '',
      `1,234 searches ${INTRO_RANGE}; the 6 most searched terms read in 1 request. 4 terms look like content gaps: searched 10 times or more, with under 10 % of searches clicking a result, or none.`,
      '',
      '#### Content gaps',
      '',
      ...head,
      '| 1 | Export PDF | 14 | 9 % | `/guides/export` |',
      '| 2 | sso saml | 11 | none | — |',
      '| 3 | rate limit | 12 | 9 % | `/api-reference/rate-limits` |',
      '| 4 | rotate api key | 10 | none | — |',
      '',
      '#### Top 3 terms',
      '',
      ...head,
      '| 1 | webhook retries | 40 | 10 % | `/integrations/webhooks` |',
      '| 2 | Export PDF | 14 | 9 % | `/guides/export` |',
      '| 3 | rate limit | 12 | 9 % | `/api-reference/rate-limits` |',
      ''
    ].join('\n')
    const where = { json: join(dir, 'docs-health-searches.json'), csv: join(dir, 'docs-health-searches.csv') }
    expect(result).toStrictEqual({
      section: 'searches',
      requests: 1,
      partial: undefined,
      gaps,
      markdown,
      outputs: {
        'searches-total': '1234',
        'searches-gaps': '4',
        'searches-file': where.json,
        'searches-csv': where.csv
      },
      files: where,
      // The history's figures: the merged terms by hits, each with its key and merged click-through.
      figures: {
        searches: {
          total: 1234,
          terms: [
            { key: keyOf('webhook retries'), text: 'webhook retries', hits: 40, ctr: 0.1 },
            { key: keyOf('Export PDF'), text: 'Export PDF', hits: 14, ctr: expect.closeTo(1.2 / 14, 10) },
            { key: keyOf('rate limit'), text: 'rate limit', hits: 12, ctr: 0.09 },
            { key: keyOf('sso saml'), text: 'sso saml', hits: 11, ctr: 0 },
            { key: keyOf('rotate api key'), text: 'rotate api key', hits: 10, ctr: 0 },
            { key: keyOf('typo serach'), text: 'typo serach', hits: 9, ctr: 0 }
          ]
        }
      }
    })
    expect(h.logs).toStrictEqual(['Searches: 1234 searches, 6 terms read in 1 request, 4 content gaps.'])
    expect(h.warnings).toStrictEqual([])

    // The files keep every row as the service gave it (variants apart), each with its term's key.
    const { json, csv } = await filesOf(result)
    const fileRow = (term: string, hits: number, ctr: number, topClickedPage: string | null) => ({
      key: keyOf(term),
      term,
      hits,
      ctr,
      topClickedPage,
      lastSearchedAt: AT
    })
    expect(json).toStrictEqual({
      section: 'searches',
      range: RANGE,
      requests: 1,
      partial: null,
      readerTextShown: true,
      totalSearches: 1234,
      terms: [
        fileRow('webhook retries', 40, 0.1, '/integrations/webhooks'),
        fileRow('rate limit', 12, 0.09, '/api-reference/rate-limits'),
        fileRow('sso saml', 11, 0, null),
        fileRow('rotate api key', 10, 0, null),
        fileRow('typo serach', 9, 0, null),
        fileRow('Export PDF', 8, 0, null),
        fileRow('export  pdf', 6, 0.2, '/guides/export')
      ],
      gaps
    })
    expect(csv).toBe(
      CSV_HEADER +
        [
          `${keyOf('webhook retries')},webhook retries,40,0.1,/integrations/webhooks,${AT},false`,
          `${keyOf('rate limit')},rate limit,12,0.09,/api-reference/rate-limits,${AT},true`,
          `${keyOf('sso saml')},sso saml,11,0,,${AT},true`,
          `${keyOf('rotate api key')},rotate api key,10,0,,${AT},true`,
          `${keyOf('typo serach')},typo serach,9,0,,${AT},false`,
          `${keyOf('export pdf')},Export PDF,8,0,,${AT},true`,
          `${keyOf('export pdf')},export  pdf,6,0.2,/guides/export,${AT},true`
        ]
          .map(line => line + '\r\n')
          .join('')
    )
  })

  it('one term on a page that says more, an allowance of 1, text hidden: singular words, partial everywhere', async () => {
    sim = await startSimulator()
    answer(sim, [row('sso saml', 10, 0, null)], 10, 'page-2')
    const h = sectionRun(sim, dir, 1, HIDDEN)
    const result = await run(h.run)
    const reason = "the plan's share for this section (1 request) ended before the last page"
    expect(routeRequests(sim, 'searches')).toHaveLength(1)
    const gap = {
      key: keyOf('sso saml'),
      section: 'searches',
      weight: 10,
      summary: 'Readers search for this and click no result',
      evidence: 'searched 10 times, no result clicked',
      pages: [],
      readerText: ['sso saml']
    }
    const table = ['| # | Searches | Clicked | Most clicked result |', '|--:|--:|--:|---|', '| 1 | 10 | none | — |']
    expect(result.partial).toBe(reason)
    expect(result.gaps).toStrictEqual([gap])
    expect(result.markdown).toBe(
      [
        '### Searches',
        '',
        `10 searches ${INTRO_RANGE}; the 1 most searched term read in 1 request. 1 term looks like a content gap: searched 10 times or more, with under 10 % of searches clicking a result, or none. Search terms are written by readers and are not shown here.`,
        '',
        '> [!WARNING]',
        '> Partial: the plan&#39;s share for this section \\(1 request\\) ended before the last page.',
        '',
        '#### Content gaps',
        '',
        ...table,
        '',
        '#### Top 1 term',
        '',
        ...table,
        ''
      ].join('\n')
    )
    expect(h.logs).toStrictEqual(['Searches: 10 searches, 1 term read in 1 request, 1 content gap; PARTIAL.'])
    expect(h.warnings).toStrictEqual([`Searches: partial: ${reason}`])

    // No term in the files: the gap keeps no reader text (an empty list).
    const { json, csv } = await filesOf(result)
    expect(json).toStrictEqual({
      section: 'searches',
      range: RANGE,
      requests: 1,
      partial: reason,
      readerTextShown: false,
      totalSearches: 10,
      terms: [{ key: keyOf('sso saml'), hits: 10, ctr: 0, topClickedPage: null, lastSearchedAt: AT }],
      gaps: [{ ...gap, readerText: [] }]
    })
    expect(csv).toBe(`${CSV_HEADER}${keyOf('sso saml')},,10,0,,${AT},true\r\n`)
  })

  it('an empty page that says there is more: partial after one request, no term, no gap', async () => {
    sim = await startSimulator()
    answer(sim, [], 0, 'page-2')
    const h = sectionRun(sim, dir, 2, RAW)
    const result = await run(h.run)
    const reason = 'the service answered a page with no rows (or the same cursor) yet said there was more'
    expect(routeRequests(sim, 'searches')).toHaveLength(1)
    expect(result).toMatchObject({ requests: 1, partial: reason, gaps: [] })
    expect(result.markdown).toBe(
      [
        '### Searches',
        '',
        `0 searches ${INTRO_RANGE}; the 0 most searched terms read in 1 request. 0 terms look like content gaps: searched 10 times or more, with under 10 % of searches clicking a result, or none.`,
        '',
        '> [!WARNING]',
        '> Partial: the service answered a page with no rows \\(or the same cursor\\) yet said there was more.',
        '',
        '#### Content gaps',
        '',
        'No term looks like a content gap.',
        '',
        '#### Top 0 terms',
        '',
        'Nobody searched in this range.',
        ''
      ].join('\n')
    )
    expect(h.logs).toStrictEqual(['Searches: 0 searches, 0 terms read in 1 request, 0 content gaps; PARTIAL.'])
    expect(h.warnings).toStrictEqual([`Searches: partial: ${reason}`])
    const { json, csv } = await filesOf(result)
    expect(json).toStrictEqual({
      section: 'searches',
      range: RANGE,
      requests: 1,
      partial: reason,
      readerTextShown: true,
      totalSearches: 0,
      terms: [],
      gaps: []
    })
    expect(csv).toBe(CSV_HEADER)
  })
})
