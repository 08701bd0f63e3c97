/** The searches section against the simulator over loopback: cursor pages within the allowance, content gaps, privacy. */
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { textHash } from '../../../src/report/sections/common.js'
import { LOW_CTR, MIN_HITS, need, run } from '../../../src/report/sections/searches.js'
import { CURATED_SEARCHES } from '../../../sim/searches.js'
import { SEARCH_TEXT } from '../../../sim/reader-text.js'
import { startSimulator, type Simulator } from '../../../sim/server.js'
import {
  everything,
  HIDDEN,
  personalIn,
  RAW,
  routeRequests,
  sectionRun,
  tokenView
} from '../../../__fixtures__/sections.js'

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

/** The key as the brief defines it, computed here on its own: NFKC, lower case, spaces collapsed, sha256, 12 hex. */
const keyOf = (term: string) =>
  'searches:' +
  createHash('sha256')
    .update(term.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim())
    .digest('hex')
    .slice(0, 12)

/** The curated gaps of the simulator with the weights hits × (1 − ctr), one decimal. */
const CURATED_GAPS: [string, number, string | null][] = [
  ['rotate api key', 137.2, null],
  ['webhook retries', 92.2, '/integrations/service-1'],
  ['sso saml', 77, null],
  ['rate limit', 60.8, '/api-reference/introduction'],
  ['délai d’expiration', 12, null]
]

describe('searches section', () => {
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

  it('keys: one per normalised term (NFKC, case, spaces), and no reader text in them', () => {
    expect(textHash('Rotate  API\u00a0Key ')).toBe(textHash('rotate api key'))
    expect(textHash('ＲＯＴＡＴＥ api key')).toBe(textHash('rotate api key'))
    expect(`searches:${textHash('rotate api key')}`).toBe(keyOf('rotate api key'))
    expect(textHash('rotate api keys')).not.toBe(textHash('rotate api key'))
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
    for (const gap of result.gaps) expect(gap.key).toMatch(/^searches:[0-9a-f]{12}$/)
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
})
