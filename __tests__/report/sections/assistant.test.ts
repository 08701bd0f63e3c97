/** The assistant section against the simulator over loopback: pages and the caller mix, unanswered groups, privacy. */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { need, run } from '../../../src/report/sections/assistant.js'
import { conversations, UNANSWERED } from '../../../sim/assistant.js'
import { DEFAULT_SIZES } from '../../../sim/analytics.js'
import { startSimulator, type Simulator } from '../../../sim/server.js'
import {
  gapKey,
  everything,
  HIDDEN,
  personalIn,
  RANGE,
  routeRequests,
  sectionRun,
  tokenView
} from '../../../__fixtures__/sections.js'

let sim: Simulator | undefined
let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'assistant-section-'))
})
afterEach(async () => {
  await sim?.close()
  sim = undefined
  await rm(dir, { recursive: true, force: true })
})

const rateLimited = { kind: 'status', status: 429, headers: { 'Retry-After': '60' } } as const
/** The unanswered turns of each category, as the simulator made them. */
const unansweredOf = (category: string, count = DEFAULT_SIZES.conversations) =>
  conversations(count, RANGE).filter(t => t.resolutionStatus === 'unanswered' && t.queryCategory === category)

describe('assistant section', () => {
  it('one page of 1000 and the caller mix: 2 requests; the curated clusters as gaps by category', async () => {
    sim = await startSimulator()
    const h = sectionRun(sim, dir, need().max, HIDDEN)
    const result = await run(h.run)
    expect(routeRequests(sim, 'assistant').map(r => [r.query.limit, r.query.cursor])).toEqual([['1000', undefined]])
    expect(routeRequests(sim, 'callerStats')).toHaveLength(1)
    expect(result.requests).toBe(2)
    expect(result.partial).toBeUndefined()

    for (const [category, questions] of UNANSWERED) {
      const turns = unansweredOf(category)
      expect(turns.length).toBeGreaterThanOrEqual(questions.length)
      const gap = result.gaps.find(g => g.key === gapKey('assistant', `category ${category}`))
      expect(gap).toMatchObject({ section: 'assistant', weight: turns.length, topic: category })
      expect(gap!.evidence).toBe(`${turns.length} unanswered assistant questions`)
      expect(gap!.readerText).toEqual(turns.map(t => t.query).slice(0, 10))
      expect(gap!.pages.length).toBeGreaterThan(0)
    }
    expect(result.gaps.map(g => g.key)).toEqual(
      ['API keys', 'SSO', 'Webhooks'].map(category => gapKey('assistant', `category ${category}`))
    )
    expect(result.gaps.map(g => g.topic)).toEqual(['API keys', 'SSO', 'Webhooks'])
    const all = conversations(DEFAULT_SIZES.conversations, RANGE)
    const unanswered = all.filter(t => t.resolutionStatus === 'unanswered').length
    expect(result.outputs['assistant-unanswered']).toBe(String(unanswered))
    expect(result.outputs['assistant-gaps']).toBe('3')
    expect(result.markdown).toContain(`| 1 | API keys | ${unansweredOf('API keys').length} | `)
    // The caller mix: the simulator's 72 / 21 / 7 split of 600.
    expect(result.markdown).toContain('| Web (the docs site) | 432 | 72 % |')
    expect(result.markdown).toContain('| API | 126 | 21 % |')
    expect(result.markdown).toContain('| Other | 42 | 7 % |')
    const json = JSON.parse(await readFile(result.files!.json, 'utf8'))
    expect(json.callers).toEqual({ web: 432, api: 126, other: 42, total: 600 })
  })

  it('questions without a category are grouped by their normalised text, keyed by its hash', async () => {
    sim = await startSimulator()
    const turn = (id: string, query: string, status = 'unanswered') => ({
      id,
      timestamp: '2026-11-20T10:00:00.000Z',
      query,
      response: 'no',
      sources: [],
      resolutionStatus: status,
      queryCategory: null,
      pageUrl: 'https://docs.acme.dev/guides/export?ref=jane.doe%40example.com#x'
    })
    const body = JSON.stringify({
      conversations: [
        turn('01JD0000000000000000000003', 'How do I  export to PDF?'),
        turn('01JD0000000000000000000002', 'how do i export to pdf?'),
        turn('01JD0000000000000000000001', 'call me at +1 (415) 555-0134'),
        turn('01JD0000000000000000000000', 'how do i export to pdf?', 'answered')
      ],
      nextCursor: null,
      hasMore: false
    })
    sim.inject('assistant', { kind: 'status', status: 200, body })
    const result = await run(sectionRun(sim, dir, 2).run)
    expect(result.gaps).toEqual([
      {
        key: gapKey('assistant', 'how do i export to pdf?'),
        section: 'assistant',
        weight: 2,
        summary: 'The same assistant question goes unanswered: the docs do not cover it',
        evidence: '2 unanswered assistant questions',
        pages: ['/guides/export'],
        readerText: ['How do I  export to PDF?']
      }
    ])
    expect(result.gaps[0]!.key).toMatch(/^assistant:[0-9a-f]{16}$/)
    expect(result.markdown).toContain('| 1 | no category | 2 | `/guides/export` |')
    expect(result.outputs['assistant-unanswered']).toBe('3')
    expect(personalIn(await everything(result))).toStrictEqual([])
  })

  it('more turns than the allowance reaches: cursor pages up to it, then partial', async () => {
    sim = await startSimulator({ analytics: { conversations: 2500 } })
    const result = await run(sectionRun(sim, dir, 3).run)
    const pages = routeRequests(sim, 'assistant')
    expect(pages).toHaveLength(2)
    expect(pages[1]!.query.cursor).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/)
    expect(routeRequests(sim, 'callerStats')).toHaveLength(1)
    expect(result.requests).toBe(3)
    expect(result.partial).toBe("questions: the plan's share for this section (2 requests) ended before the last page")
    const read = conversations(2500, RANGE).slice(0, 2000)
    const unanswered = read.filter(t => t.resolutionStatus === 'unanswered').length
    expect(result.outputs['assistant-unanswered']).toBe(String(unanswered))
  })

  it('an allowance of 1: the first page only, partial: no caller mix', async () => {
    sim = await startSimulator()
    const result = await run(sectionRun(sim, dir, 1).run)
    expect(routeRequests(sim, 'assistant')).toHaveLength(1)
    expect(routeRequests(sim, 'callerStats')).toHaveLength(0)
    expect(result.requests).toBe(1)
    expect(result.partial).toBe('caller mix not read: the plan gave this section no request for it')
    expect(result.markdown).not.toContain('#### Who asks')
    expect(result.gaps).toHaveLength(3)
  })

  it('a 429 on either request makes it partial with the reason; on both, failed', async () => {
    sim = await startSimulator()
    sim.inject('callerStats', rateLimited)
    const noMix = await run(sectionRun(sim, dir, 4).run)
    expect(noMix.partial).toMatch(/^caller mix not read: Get assistant callers failed: HTTP 429/)
    expect(noMix.gaps).toHaveLength(3)

    sim.inject('assistant', rateLimited)
    const noQuestions = await run(sectionRun(sim, dir, 4).run)
    expect(noQuestions.partial).toMatch(/^questions: Get assistant conversations failed: HTTP 429/)
    expect(noQuestions.failed).toBeUndefined()
    expect(noQuestions.gaps).toStrictEqual([])
    expect(noQuestions.markdown).toContain('#### Who asks')
    expect(noQuestions.outputs['assistant-unanswered']).toBeUndefined()

    sim.inject('assistant', rateLimited)
    sim.inject('callerStats', rateLimited)
    const failed = await run(sectionRun(sim, dir, 4).run)
    expect(failed).toMatchObject({ failed: true, requests: 2, gaps: [], outputs: {} })
    expect(failed.markdown).toContain(
      '> Nothing could be read: questions: Get assistant conversations failed: HTTP 429'
    )
    expect(routeRequests(sim, 'assistant').length + routeRequests(sim, 'callerStats').length).toBe(6)
  })

  it('reader text hidden: no personal value anywhere; shown: questions only through the view', async () => {
    sim = await startSimulator()
    const hidden = await run(sectionRun(sim, dir, 2, HIDDEN).run)
    expect(personalIn(hidden.gaps.flatMap(gap => gap.readerText).join('\n')).length).toBeGreaterThan(0)
    const all = await everything(hidden)
    expect(personalIn(all)).toStrictEqual([])
    expect(all).not.toContain('rotate')
    expect(hidden.markdown).toContain('| # | Topic | Unanswered | Asked on |')
    for (const gap of hidden.gaps) expect(personalIn(gap.key)).toStrictEqual([])

    const view = tokenView()
    const shown = await run(sectionRun(sim, dir, 2, view).run)
    const text = await everything(shown)
    expect(personalIn(text)).toStrictEqual([])
    expect(text).not.toContain('rotate')
    expect(view.texts).toContain('How do I rotate my API key?')
    expect(shown.markdown).toMatch(/^\| 1 \| API keys \| \d+ \| ⟦\d+⟧; ⟦\d+⟧; ⟦\d+⟧ \| /m)
  })
})
