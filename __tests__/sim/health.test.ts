/** The analytics datasets behind the docs-health report: paging, filters, gaps to find, reader text, one budget. */
import { startSimulator, type Simulator } from '../../sim/server.js'
import { PERSONAL } from '../../sim/reader-text.js'
import { analytics, createJob, visitors, type Reply } from './http.js'

let sim: Simulator
beforeEach(async () => {
  sim = await startSimulator({ rateLimit: { analytics: 0 } })
})
afterEach(() => sim.close())

const range = { dateFrom: '2026-11-15', dateTo: '2026-11-22' }
type Body = Record<string, unknown>
const body = (reply: Reply): Body => {
  expect(reply.status).toBe(200)
  return reply.json as Body
}
const list = <T>(reply: Reply, field: string): T[] => body(reply)[field] as T[]

interface Search {
  searchQuery: string
  hits: number
  ctr: number
  topClickedPage: string | null
}
interface Entry {
  id: string
  path: string
  source: string
  status: string
  helpful?: boolean
  contact?: string | null
  comment: string | null
}
interface Turn {
  id: string
  query: string
  resolutionStatus: string
  queryCategory: string | null
}

describe('views', () => {
  it('covers the visitors paths with views >= visitors on every row, offset paging and row-sum totals', async () => {
    const views = body(await analytics(sim, 'views', { ...range, limit: 250 }))
    const people = body(await visitors(sim, { ...range, limit: 250 }))
    const rows = views.views as { path: string; human: number; ai: number; total: number }[]
    const byPath = new Map((people.visitors as typeof rows).map(r => [r.path, r]))
    expect(rows).toHaveLength(120)
    expect(views.hasMore).toBe(false)
    for (const row of rows) {
      expect(row.human).toBeGreaterThanOrEqual(byPath.get(row.path)?.human ?? Infinity)
      expect(row.total).toBe(row.human + row.ai)
    }
    expect(views.totals).toEqual({
      human: rows.reduce((s, r) => s + r.human, 0),
      ai: rows.reduce((s, r) => s + r.ai, 0),
      total: rows.reduce((s, r) => s + r.total, 0)
    })
    const second = body(await analytics(sim, 'views', { ...range, limit: 100, offset: 100 }))
    expect(second.views).toEqual(rows.slice(100))
    expect((await analytics(sim, 'views', { limit: 251 })).status).toBe(400)
  })
})

describe('searches', () => {
  it('orders by hits, pages by an opaque cursor to a null nextCursor, and totals every hit', async () => {
    const all: Search[] = []
    let cursor: string | undefined
    const totals = new Set<unknown>()
    for (let pages = 0; pages < 10; pages++) {
      const page = body(await analytics(sim, 'searches', { ...range, limit: 100, cursor }))
      all.push(...(page.searches as Search[]))
      totals.add(page.totalSearches)
      if (page.nextCursor === null) break
      expect(page.nextCursor).toEqual(expect.any(String))
      cursor = page.nextCursor as string
    }
    expect(all).toHaveLength(180)
    expect(new Set(all.map(s => s.searchQuery)).size).toBe(180)
    expect(all.map(s => s.hits)).toEqual([...all.map(s => s.hits)].sort((a, b) => b - a))
    expect([...totals]).toEqual([all.reduce((s, r) => s + r.hits, 0)])
    expect(list<Search>(await analytics(sim, 'searches', range), 'searches')).toHaveLength(50)
  })

  it('has gaps to find: many hits with a low click-through or nothing clicked', async () => {
    const rows = list<Search>(await analytics(sim, 'searches', { ...range, limit: 100 }), 'searches')
    expect(rows.find(s => s.searchQuery === 'rotate api key')).toMatchObject({ hits: 140, topClickedPage: null })
    const gaps = rows.filter(s => s.hits >= 50 && (s.ctr < 0.1 || s.topClickedPage === null))
    expect(gaps.map(s => s.searchQuery)).toEqual(['rotate api key', 'webhook retries', 'sso saml', 'rate limit'])
  })

  it('refuses a cursor that is not its own (forged, or from another range) with a 400 and details', async () => {
    const first = body(await analytics(sim, 'searches', { ...range, limit: 10 }))
    const other = await analytics(sim, 'searches', {
      dateFrom: '2026-11-01',
      limit: 10,
      cursor: first.nextCursor as string
    })
    const forged = await analytics(sim, 'searches', { cursor: 'c1.bm9wZQ' })
    for (const reply of [other, forged, await analytics(sim, 'searches', { limit: 101 })]) {
      expect(reply.status).toBe(400)
      expect(reply.json).toMatchObject({
        error: 'Invalid query parameters',
        details: [{ message: expect.any(String) }]
      })
    }
  })
})

describe('feedback', () => {
  const walk = async (query: Record<string, string | number> = {}): Promise<Entry[]> => {
    const all: Entry[] = []
    let cursor: string | undefined
    do {
      const page = body(await analytics(sim, 'feedback', { ...range, limit: 100, ...query, cursor }))
      all.push(...(page.feedback as Entry[]))
      expect(page.hasMore).toBe(page.nextCursor !== null)
      cursor = (page.nextCursor as string | null) ?? undefined
    } while (cursor)
    return all
  }

  it('pages every entry once, newest first, and filters by source and status', async () => {
    const all = await walk()
    expect(all).toHaveLength(240)
    expect(new Set(all.map(e => e.id)).size).toBe(240)
    const contextual = await walk({ source: 'contextual' })
    expect(contextual.length).toBeGreaterThan(20)
    expect(contextual).toEqual(all.filter(e => e.source === 'contextual'))
    expect(contextual.every(e => typeof e.helpful === 'boolean' && e.contact !== undefined)).toBe(true)
    const open = await walk({ status: 'pending,in_progress' })
    expect(open).toEqual(all.filter(e => e.status === 'pending' || e.status === 'in_progress'))
    expect((await analytics(sim, 'feedback', { source: 'email' })).status).toBe(400)
    expect((await analytics(sim, 'feedback', { status: 'pending,nope' })).status).toBe(400)
  })

  it('carries reader text to redact later: emails in comments and in contact, phones, URLs, keys', async () => {
    const text = JSON.stringify(await walk())
    for (const piece of [PERSONAL.email, PERSONAL.ukPhone, PERSONAL.url, PERSONAL.key]) expect(text).toContain(piece)
    expect((await walk()).some(e => e.contact === PERSONAL.email || e.contact === PERSONAL.otherEmail)).toBe(true)
  })

  it('by-page aggregates exactly the entries, worst pages first, and has no second page', async () => {
    const all = await walk()
    const pages = list<Record<string, number | string>>(
      await analytics(sim, 'feedback/by-page', { ...range, limit: 100 }),
      'feedback'
    )
    const auth = all.filter(e => e.path === '/api-reference/authentication')
    expect(auth).toHaveLength(11)
    expect(pages.find(p => p.path === '/api-reference/authentication')).toEqual({
      path: '/api-reference/authentication',
      thumbsUp: 2,
      thumbsDown: 9,
      code: 0,
      total: 11
    })
    expect(pages.reduce((s, p) => s + (p.total as number), 0)).toBe(240)
    const first = body(await analytics(sim, 'feedback/by-page', range))
    expect(first.feedback).toEqual(pages.slice(0, 10))
    expect(first.hasMore).toBe(true)
    const again = body(await analytics(sim, 'feedback/by-page', { ...range, offset: 10, cursor: 'x' }))
    expect(again).toEqual(first)
  })
})

describe('assistant', () => {
  it('pages by ULID cursor, newest first, to a null nextCursor; limit 1000 is one page', async () => {
    const all: Turn[] = []
    let cursor: string | undefined
    do {
      const page = body(await analytics(sim, 'assistant', { ...range, cursor }))
      all.push(...(page.conversations as Turn[]))
      cursor = (page.nextCursor as string | null) ?? undefined
    } while (cursor)
    expect(all).toHaveLength(600)
    expect(all.every(t => /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/.test(t.id))).toBe(true)
    expect(all.map(t => t.id)).toEqual([...all.map(t => t.id)].sort().reverse())
    const one = body(await analytics(sim, 'assistant', { ...range, limit: 1000 }))
    expect(one).toMatchObject({ nextCursor: null, hasMore: false })
    expect(one.conversations).toEqual(all)
    expect((await analytics(sim, 'assistant', { cursor: 'not-a-ulid' })).status).toBe(400)
    expect((await analytics(sim, 'assistant', { limit: 1001 })).status).toBe(400)
  })

  it('clusters unanswered questions by category, with reader text among them; caller-stats sum to the turns', async () => {
    const turns = list<Turn>(await analytics(sim, 'assistant', { ...range, limit: 1000 }), 'conversations')
    const unanswered = turns.filter(t => t.resolutionStatus === 'unanswered')
    const byCategory = (name: string) => unanswered.filter(t => t.queryCategory === name).length
    expect(byCategory('API keys')).toBeGreaterThanOrEqual(12)
    expect([byCategory('SSO'), byCategory('Webhooks')]).toEqual([7, 5])
    expect(JSON.stringify(turns)).toContain(PERSONAL.otherKey)
    const stats = body(await analytics(sim, 'assistant/caller-stats', range))
    expect(stats.total).toBe(600)
    expect((stats.web as number) + (stats.api as number) + (stats.other as number)).toBe(600)
  })
})

describe('one analytics budget', () => {
  it('is shared by every analytics route (not the agent routes), with 429 and Retry-After', async () => {
    await sim.close()
    sim = await startSimulator({ rateLimit: { analytics: 7 } })
    const tails = [
      'visitors',
      'views',
      'searches',
      'feedback/by-page',
      'feedback',
      'assistant',
      'assistant/caller-stats'
    ]
    for (const tail of tails) expect((await analytics(sim, tail)).status).toBe(200)
    for (const tail of tails) {
      const limited = await analytics(sim, tail)
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect((await createJob(sim)).status).toBe(201)
  })

  it('each route takes its own injected faults', async () => {
    sim.inject('feedbackByPage', { kind: 'status', status: 503 })
    expect((await analytics(sim, 'feedback')).status).toBe(200)
    expect((await analytics(sim, 'feedback/by-page')).status).toBe(503)
    expect(sim.requests.map(r => r.route)).toEqual(['feedback', 'feedbackByPage'])
  })
})
