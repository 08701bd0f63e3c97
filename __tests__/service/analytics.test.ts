/** The analytics endpoints of the docs-health report, through the service client, over real HTTP to the simulator. */
import { ServiceError, type HttpOptions } from '../../src/service/http.js'
import { createServiceClient } from '../../src/service/client.js'
import { PERSONAL } from '../../sim/reader-text.js'
import { startSimulator, type RouteName, type Simulator } from '../../sim/server.js'
import { analytics } from '../sim/http.js'

let sim: Simulator
const options = (over: Partial<HttpOptions> = {}): HttpOptions => ({
  baseUrl: sim.url,
  apiKey: sim.apiKey,
  requestTimeoutMs: 30_000,
  backoff: { baseMs: 5, capMs: 20 },
  ...over
})
const client = () => createServiceClient(options(), sim.projectId)
const queries = (route: RouteName) => sim.requests.filter(r => r.route === route).map(r => r.query)
const range = { dateFrom: '2026-11-15', dateTo: '2026-11-22' }

beforeEach(async () => {
  sim = await startSimulator({ rateLimit: { analytics: 0 } })
})
afterEach(() => sim.close())

/** Follows nextCursor to null; returns every item and the cursors sent. */
async function walk<P extends { nextCursor: string | null }, T>(
  get: (cursor?: string) => Promise<P>,
  items: (p: P) => T[]
) {
  const all: T[] = []
  let cursor: string | undefined
  for (let pages = 0; pages < 20; pages++) {
    const page = await get(cursor)
    all.push(...items(page))
    if (page.nextCursor === null) return all
    cursor = page.nextCursor
  }
  throw new Error('more than 20 pages')
}

describe('one function per endpoint, each read whole', () => {
  it('views: a page with totals, rows and hasMore, the query as given', async () => {
    const page = await client().getViews({ ...range, limit: 100, offset: 100 })
    expect(page.views).toHaveLength(20)
    expect(page.hasMore).toBe(false)
    expect(page.totals.total).toBe(page.totals.human + page.totals.ai)
    expect(queries('views')).toEqual([{ ...range, limit: '100', offset: '100' }])
  })

  it('searches: every term once across the cursor pages, totalSearches the sum of hits', async () => {
    let total = 0
    const rows = await walk(
      async cursor => {
        const page = await client().getSearches({ ...range, limit: 100, cursor })
        total = page.totalSearches
        return page
      },
      p => p.searches
    )
    expect(rows).toHaveLength(180)
    expect(rows.reduce((s, r) => s + r.hits, 0)).toBe(total)
    expect(rows.find(r => r.searchQuery === 'rotate api key')).toMatchObject({
      hits: 140,
      ctr: 0.02,
      topClickedPage: null
    })
    expect(queries('searches').map(q => q.cursor === undefined)).toEqual([true, false])
  })

  it('feedback: filters sent as the service reads them (statuses comma-separated), every entry once', async () => {
    const entries = await walk(
      cursor =>
        client().getFeedback({ ...range, source: 'contextual', status: ['pending', 'resolved'], limit: 100, cursor }),
      p => p.feedback
    )
    expect(entries.length).toBeGreaterThan(10)
    expect(entries.every(e => e.source === 'contextual' && ['pending', 'resolved'].includes(e.status))).toBe(true)
    expect(entries.every(e => typeof e.helpful === 'boolean')).toBe(true)
    expect(queries('feedback')[0]).toEqual({ ...range, source: 'contextual', status: 'pending,resolved', limit: '100' })
  })

  it("feedback: a reader's contact email is never kept, only that there was one", async () => {
    const raw = await analytics(sim, 'feedback', { ...range, limit: 100 })
    expect(raw.text).toContain(`"contact":"${PERSONAL.otherEmail}"`)
    const page = await client().getFeedback({ ...range, limit: 100 })
    expect(JSON.stringify(page)).not.toContain(PERSONAL.otherEmail)
    expect(page.feedback.some(e => e.hasContact)).toBe(true)
    expect(page.feedback.every(e => !('contact' in e))).toBe(true)
    // Reader text is kept as it was written (redaction belongs to what shows it), never interpreted.
    expect(JSON.stringify(page)).toContain(PERSONAL.key)
  })

  it('feedback by page: one request, one page, hasMore told', async () => {
    const page = await client().getFeedbackByPage({ ...range })
    expect(page.feedback).toHaveLength(10)
    expect(page.hasMore).toBe(true)
    expect(page.feedback[0]?.total).toBeGreaterThanOrEqual(page.feedback[9]?.total ?? Infinity)
    expect(queries('feedbackByPage')).toEqual([range])
  })

  it('assistant: ULID cursor pages to the end; caller-stats count the same turns', async () => {
    const turns = await walk(
      cursor => client().getAssistant({ ...range, limit: 250, cursor }),
      p => p.conversations
    )
    expect(turns).toHaveLength(600)
    expect(turns.filter(t => t.resolutionStatus === 'unanswered' && t.queryCategory === 'SSO')).toHaveLength(7)
    const stats = await client().getCallerStats(range)
    expect(stats.total).toBe(600)
    expect(stats.web + stats.api + stats.other).toBe(stats.total)
    expect(queries('assistant')).toHaveLength(3)
  })
})

describe('answers are checked field by field', () => {
  const cases: [string, RouteName, unknown, (c: ReturnType<typeof client>) => Promise<unknown>, string][] = [
    [
      'views',
      'views',
      { totals: { human: 1, ai: 1, total: '2' }, views: [], hasMore: false },
      c => c.getViews({}),
      'Get views answered with an unexpected body: totals.total is "2", not a count (a whole number from 0 to 2^53 − 1).'
    ],
    [
      'searches',
      'searches',
      {
        searches: [
          { searchQuery: 'a', hits: 1, ctr: 0, topClickedPage: null, lastSearchedAt: 'x' },
          { searchQuery: 'b', hits: -1 }
        ],
        totalSearches: 1,
        nextCursor: null
      },
      c => c.getSearches({}),
      'Get searches answered with an unexpected body: searches[1].hits is -1, not a count (a whole number from 0 to 2^53 − 1).'
    ],
    [
      'searches',
      'searches',
      { searches: [], totalSearches: 0 },
      c => c.getSearches({}),
      'Get searches answered with an unexpected body: nextCursor is missing, not a string or null.'
    ],
    [
      'by-page',
      'feedbackByPage',
      { feedback: [{ path: '/a', thumbsUp: 1, thumbsDown: null, code: 0, total: 1 }], hasMore: false },
      c => c.getFeedbackByPage({}),
      'Get feedback by page answered with an unexpected body: feedback[0].thumbsDown is null, not a count (a whole number from 0 to 2^53 − 1).'
    ],
    [
      'feedback',
      'feedback',
      {
        feedback: [{ id: 'f', path: '/a', comment: 7, createdAt: null, source: 'contextual', status: 'pending' }],
        nextCursor: null,
        hasMore: false
      },
      c => c.getFeedback({}),
      'Get feedback answered with an unexpected body: feedback[0].comment is 7, not a string or null.'
    ],
    [
      'feedback',
      'feedback',
      {
        feedback: [{ id: 'f', path: '/a', comment: null, createdAt: null, source: '##[error]x', status: 'pending' }],
        nextCursor: null,
        hasMore: false
      },
      c => c.getFeedback({}),
      'Get feedback answered with an unexpected body: feedback[0].source is "\\u0023\\u0023[error]x", not a word (a to z and _, 1 to 40 characters).'
    ],
    [
      'assistant',
      'assistant',
      {
        conversations: [
          {
            id: 'u',
            timestamp: 't',
            query: 'q',
            response: 'r',
            sources: [{ title: 't' }],
            resolutionStatus: 'answered',
            queryCategory: null,
            pageUrl: null
          }
        ],
        nextCursor: null,
        hasMore: false
      },
      c => c.getAssistant({}),
      'Get assistant conversations answered with an unexpected body: conversations[0].sources[0].url is missing, not a string.'
    ],
    [
      'caller-stats',
      'callerStats',
      [1, 2],
      c => c.getCallerStats({}),
      'Get assistant callers answered with an unexpected body: the body is an array, not a JSON object.'
    ],
    [
      'caller-stats',
      'callerStats',
      { web: 1, api: 1, other: 1, total: Infinity },
      c => c.getCallerStats({}),
      'Get assistant callers answered with an unexpected body: total is null, not a count (a whole number from 0 to 2^53 − 1).'
    ]
  ]
  it.each(cases)(
    '%s: one malformed error naming the endpoint, the field and the value',
    async (_n, route, bad, get, message) => {
      sim.inject(route, { kind: 'malformed', body: JSON.stringify(bad) })
      const error = (await get(client()).catch(e => e)) as ServiceError
      expect(error).toBeInstanceOf(ServiceError)
      expect(error.kind).toBe('malformed')
      expect(error.message).toBe(message)
      expect(sim.requests).toHaveLength(1)
    }
  )
})

describe('the shared analytics budget', () => {
  it('a 429 on any analytics endpoint names the one budget of every analytics endpoint', async () => {
    await sim.close()
    sim = await startSimulator({ rateLimit: { analytics: 1 } })
    await client().getVisitors({})
    const error = (await client()
      .getSearches({})
      .catch(e => e)) as ServiceError
    expect(error).toBeInstanceOf(ServiceError)
    expect(error.message).toMatch(/^Get searches failed: HTTP 429/)
    expect(error.message).toContain(
      '100 analytics requests per organisation per hour, shared by all analytics endpoints'
    )
    expect(queries('searches')).toHaveLength(1)
  })
})
