import { startSimulator, type RouteName, type Simulator } from '../../sim/server.js'
import { analytics, call, createJob, getJob, idOf, sendMessage, sleep, visitors, type Reply } from './http.js'
import { documentedStatuses, openApiPath, validateRequestBody, validateResponse } from './openapi.js'

let sim: Simulator
beforeEach(async () => {
  sim = await startSimulator({ job: { durationMs: 50 }, rateLimit: { agent: 20, analytics: 40 } })
})
afterEach(() => sim.close())

/** Every answer that the spec documents a JSON schema for must validate; returns the status checked. */
function conforms(route: RouteName, reply: Reply): number {
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/)
  expect({ route, status: reply.status, errors: validateResponse(route, reply.status, reply.json) }).toEqual({
    route,
    status: reply.status,
    errors: []
  })
  return reply.status
}

describe('the validator itself', () => {
  it('finds the published documents and the routes', () => {
    expect(openApiPath('admin-openapi.json')).toMatch(/spec[/\\]openapi[/\\]admin-openapi\.json$/)
    expect(() => openApiPath('nope.json')).toThrow(/not found at/)
    expect(documentedStatuses('createJob')).toEqual(['201', '400', '429'])
    expect(documentedStatuses('getJob')).toEqual(['200', '404'])
    expect(documentedStatuses('sendMessage')).toEqual(['200', '400', '404', '429'])
    for (const route of [
      'visitors',
      'views',
      'searches',
      'feedbackByPage',
      'feedback',
      'assistant',
      'callerStats'
    ] as const)
      expect(documentedStatuses(route)).toEqual(['200', '400', '500'])
  })

  it('rejects bodies that break the schemas (so the conformance checks can fail)', () => {
    expect(
      validateResponse('getJob', 200, { id: 'x', status: 'done', prLink: 'not a url', createdAt: 'yesterday' })
    ).toHaveLength(3)
    expect(validateResponse('getJob', 200, { id: 'x', prLink: null, archivedAt: null, source: { ref: null } })).toEqual(
      []
    )
    expect(validateResponse('getJob', 200, { archivedAt: 5 })).toEqual(['/archivedAt must be string'])
    expect(validateResponse('visitors', 200, { totals: { human: 1, ai: 1 }, visitors: [] })).toEqual([
      "(body) must have required property 'hasMore'",
      "/totals must have required property 'total'"
    ])
    expect(validateResponse('visitors', 400, { details: [{}] })).toHaveLength(2)
    expect(validateResponse('searches', 200, { searches: [{ searchQuery: 'x', hits: 1 }], totalSearches: -1 })).toEqual(
      [
        "(body) must have required property 'nextCursor'",
        "/searches/0 must have required property 'ctr'",
        "/searches/0 must have required property 'topClickedPage'",
        "/searches/0 must have required property 'lastSearchedAt'",
        '/totalSearches must be >= 0'
      ]
    )
    expect(validateResponse('assistant', 200, { conversations: [], nextCursor: null, hasMore: 'no' })).toEqual([
      '/hasMore must be boolean'
    ])
    expect(validateResponse('callerStats', 200, { web: 1, api: 1, other: 1 })).toEqual([
      "(body) must have required property 'total'"
    ])
    expect(validateResponse('getJob', 500, {})).toEqual([expect.stringMatching(/not documented/)])
  })

  it('checks request bodies', () => {
    expect(validateRequestBody('createJob', { prompt: 'x' })).toStrictEqual([])
    expect(validateRequestBody('sendMessage', { prompt: 'x' })).toStrictEqual([])
    expect(validateRequestBody('createJob', { prompt: '' })).toEqual(['/prompt must NOT have fewer than 1 characters'])
    expect(validateRequestBody('sendMessage', {})).toEqual(["(body) must have required property 'prompt'"])
    expect(validateRequestBody('createJob', 'prompt')).toEqual(['(body) must be object'])
  })
})

describe('simulator answers conform to the published OpenAPI', () => {
  it('agent jobs in every state, and their documented errors', async () => {
    const seen = new Set<string>()
    const check = (route: RouteName, reply: Reply) => seen.add(`${route} ${conforms(route, reply)}`)

    const created = await createJob(sim)
    check('createJob', created)
    const id = idOf(created)
    check('getJob', await getJob(sim, id))
    await sleep(70)
    check('getJob', await getJob(sim, id))
    check('sendMessage', await sendMessage(sim, id, 'again'))
    for (const plan of [{ finalStatus: 'failed' }, { finalStatus: 'archived' }, { prLink: null }] as const) {
      sim.setJobPlan({ durationMs: 0, ...plan })
      check('getJob', await getJob(sim, idOf(await createJob(sim))))
    }
    check('createJob', await createJob(sim, ''))
    check('sendMessage', await sendMessage(sim, id, 42))
    check('getJob', await getJob(sim, 'missing'))
    check('sendMessage', await sendMessage(sim, 'missing'))
    expect([...seen].sort()).toEqual([
      'createJob 201',
      'createJob 400',
      'getJob 200',
      'getJob 404',
      'sendMessage 200',
      'sendMessage 400',
      'sendMessage 404'
    ])
    const accepted = sim.requests.filter(r => (r.route === 'createJob' || r.route === 'sendMessage') && r.status < 300)
    expect(accepted.length).toBeGreaterThan(4)
    for (const r of accepted)
      expect(validateRequestBody(r.route as 'createJob' | 'sendMessage', r.body)).toStrictEqual([])
  })

  it('visitors pages (empty, partial, full, defaults) and the 400', async () => {
    for (const rows of [0, 1, 120, 300]) {
      sim.setVisitorRows(rows)
      expect(
        conforms('visitors', await visitors(sim, { dateFrom: '2026-11-01', dateTo: '2026-11-22', limit: 250 }))
      ).toBe(200)
    }
    expect(conforms('visitors', await visitors(sim))).toBe(200)
    expect(conforms('visitors', await visitors(sim, { limit: 1000, dateFrom: 'x' }))).toBe(400)
  })

  /** Walks every page of a cursor-paged route: each answer conforms; returns the pages. */
  async function walk(route: RouteName, tail: string, query: Record<string, string | number>, items: string) {
    const pages: Record<string, unknown>[] = []
    let cursor: string | undefined
    do {
      const reply = await analytics(sim, tail, { ...query, cursor })
      expect(conforms(route, reply)).toBe(200)
      const page = reply.json as Record<string, unknown>
      pages.push(page)
      cursor = (page.nextCursor as string | null) ?? undefined
    } while (cursor && pages.length < 20)
    expect(cursor).toBeUndefined()
    return { pages, items: pages.flatMap(p => p[items] as unknown[]) }
  }
  const range = { dateFrom: '2026-11-15', dateTo: '2026-11-22' }

  it('views: every page at limit 250 and 100 (offset, hasMore), and its 400', async () => {
    sim.setVisitorRows(300)
    for (const limit of [250, 100]) {
      const rows: unknown[] = []
      for (let offset = 0; ; offset += limit) {
        const reply = await analytics(sim, 'views', { ...range, limit, offset })
        expect(conforms('views', reply)).toBe(200)
        const page = reply.json as { views: unknown[]; hasMore: boolean }
        rows.push(...page.views)
        if (!page.hasMore) break
      }
      expect(rows).toHaveLength(300)
    }
    expect(conforms('views', await analytics(sim, 'views', { limit: 251 }))).toBe(400)
  })

  it('searches: walks every cursor page to nextCursor null, and its 400 (a bad cursor)', async () => {
    const { pages, items } = await walk('searches', 'searches', { ...range, limit: 100 }, 'searches')
    expect([pages.length, items.length]).toEqual([2, 180])
    expect((await walk('searches', 'searches', range, 'searches')).pages).toHaveLength(4)
    expect(conforms('searches', await analytics(sim, 'searches', { cursor: 'nope' }))).toBe(400)
  })

  it('feedback: walks every page, filtered and not; all three entry shapes; and its 400', async () => {
    const { pages, items } = await walk('feedback', 'feedback', { ...range, limit: 100 }, 'feedback')
    expect([pages.length, items.length]).toEqual([3, 240])
    expect(pages.map(p => p.hasMore)).toEqual([true, true, false])
    const sources = new Set(items.map(e => (e as { source: string }).source))
    expect([...sources].sort()).toEqual(['agent', 'code_snippet', 'contextual', 'thumbs_only'])
    const filtered = await walk('feedback', 'feedback', { source: 'contextual', status: 'pending' }, 'feedback')
    expect(filtered.items.length).toBeGreaterThan(0)
    expect(conforms('feedback', await analytics(sim, 'feedback', { source: 'email', limit: 0 }))).toBe(400)
  })

  it('feedback/by-page: one page only (hasMore but no cursor or offset), and its 400', async () => {
    const first = await analytics(sim, 'feedback/by-page', { ...range, limit: 100 })
    expect(conforms('feedbackByPage', first)).toBe(200)
    expect(first.json).toMatchObject({ hasMore: false })
    const small = await analytics(sim, 'feedback/by-page', range)
    expect(conforms('feedbackByPage', small)).toBe(200)
    expect(small.json).toMatchObject({ hasMore: true })
    expect(small.json).not.toHaveProperty('nextCursor')
    expect((await analytics(sim, 'feedback/by-page', { ...range, offset: 10 })).json).toEqual(small.json)
    expect(conforms('feedbackByPage', await analytics(sim, 'feedback/by-page', { limit: 101 }))).toBe(400)
  })

  it('assistant: walks every ULID cursor page at the default limit, one page at 1000, and its 400', async () => {
    const { pages, items } = await walk('assistant', 'assistant', range, 'conversations')
    expect([pages.length, items.length]).toEqual([6, 600])
    expect((await walk('assistant', 'assistant', { limit: 1000 }, 'conversations')).pages).toHaveLength(1)
    expect(conforms('assistant', await analytics(sim, 'assistant', { cursor: 'x' }))).toBe(400)
  })

  it('assistant/caller-stats: one answer, and its 400', async () => {
    expect(conforms('callerStats', await analytics(sim, 'assistant/caller-stats', range))).toBe(200)
    expect(conforms('callerStats', await analytics(sim, 'assistant/caller-stats', { dateTo: 'soon' }))).toBe(400)
  })

  it('injected default error bodies conform too (500 on visitors, 429 on agent routes)', async () => {
    sim.inject('visitors', { kind: 'status', status: 500 })
    expect(conforms('visitors', await visitors(sim))).toBe(500)
    const tails = { views: 'views', searches: 'searches', feedbackByPage: 'feedback/by-page', feedback: 'feedback' }
    for (const [route, tail] of Object.entries({
      ...tails,
      assistant: 'assistant',
      callerStats: 'assistant/caller-stats'
    })) {
      sim.inject(route as RouteName, { kind: 'status', status: 500 })
      expect(conforms(route as RouteName, await analytics(sim, tail))).toBe(500)
    }
    sim.inject('createJob', { kind: 'status', status: 429 })
    expect(conforms('createJob', await createJob(sim))).toBe(429)
    sim.inject('sendMessage', { kind: 'status', status: 429 })
    expect(conforms('sendMessage', await sendMessage(sim, 'x'))).toBe(429)
  })

  it("the simulator's own 429 is plain text on purpose: the service has been seen answering so despite the spec", async () => {
    await sim.close()
    sim = await startSimulator({ rateLimit: { agent: 1 } })
    await createJob(sim)
    const limited = await call(sim, 'POST', `/v2/agent/${sim.projectId}/job`, { body: { prompt: 'x' } })
    expect(limited.status).toBe(429)
    expect(limited.json).toBeUndefined()
    expect(limited.headers.get('content-type')).toMatch(/^text\/plain/)
  })
})
