import { startSimulator, type RouteName, type Simulator } from '../../sim/server.js'
import { call, createJob, getJob, idOf, sendMessage, sleep, visitors, type Reply } from './http.js'
import { documentedStatuses, openApiPath, validateRequestBody, validateResponse } from './openapi.js'

let sim: Simulator
beforeEach(async () => {
  sim = await startSimulator({ job: { durationMs: 50 }, rateLimit: { agent: 20, analytics: 20 } })
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
    expect(documentedStatuses('visitors')).toEqual(['200', '400', '500'])
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
    expect(validateResponse('getJob', 500, {})).toEqual([expect.stringMatching(/not documented/)])
  })

  it('checks request bodies', () => {
    expect(validateRequestBody('createJob', { prompt: 'x' })).toEqual([])
    expect(validateRequestBody('sendMessage', { prompt: 'x' })).toEqual([])
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
    for (const r of accepted) expect(validateRequestBody(r.route as 'createJob' | 'sendMessage', r.body)).toEqual([])
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

  it('injected default error bodies conform too (500 on visitors, 429 on agent routes)', async () => {
    sim.inject('visitors', { kind: 'status', status: 500 })
    expect(conforms('visitors', await visitors(sim))).toBe(500)
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
