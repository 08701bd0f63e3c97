// The simulator's search, page and deployment-status answers against the published documents
// (spec/openapi/discovery-openapi.json, openapi.json): every documented status it answers validates, and the requests
// the tests send are the documented ones.
import { SIM_ASSISTANT_KEY, startSimulator, type RouteName, type Simulator } from '../../sim/server.js'
import { virtualClock } from '../../__fixtures__/virtual-clock.js'
import { call, createJob, idOf, type Reply } from './http.js'
import { documentedStatuses, validateRequestBody, validateResponse } from './openapi.js'

let sim: Simulator
const clock = virtualClock()
beforeEach(async () => {
  sim = await startSimulator({
    now: clock.now,
    job: { durationMs: 0, edits: [{ path: '/guides/new-page', text: 'A page the job adds.' }] }
  })
})
afterEach(() => sim.close())

const search = (body: unknown) => call(sim, 'POST', '/discovery/v1/search/acme', { key: SIM_ASSISTANT_KEY, body })
const page = (body: unknown) => call(sim, 'POST', '/discovery/v1/page/acme', { key: SIM_ASSISTANT_KEY, body })
const deployment = (id: string) => call(sim, 'GET', `/v1/project/update-status/${id}`)

function conforms(route: RouteName, reply: Reply): number {
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/)
  expect({ route, errors: validateResponse(route, reply.status, reply.json) }).toEqual({ route, errors: [] })
  return reply.status
}

describe('the documents', () => {
  it('document the statuses the client relies on, and their schemas can fail', () => {
    expect(documentedStatuses('search')).toEqual(['200'])
    expect(documentedStatuses('page')).toEqual(['200', '404'])
    expect(documentedStatuses('deploymentStatus')).toEqual(['200'])
    expect(validateResponse('search', 200, [{ path: 1, content: null, metadata: [] }])).toHaveLength(3)
    expect(validateResponse('page', 200, { path: '/a', content: 5 })).toEqual(['/content must be string'])
    expect(validateResponse('deploymentStatus', 200, { status: 'done' })).toEqual([
      '/status must be equal to one of the allowed values'
    ])
    expect(validateRequestBody('search', { query: 'x', pageSize: 51 })).toEqual(['/pageSize must be <= 50'])
    expect(validateRequestBody('search', { pageSize: 5 })).toEqual(["(body) must have required property 'query'"])
    expect(validateRequestBody('page', {})).toEqual(["(body) must have required property 'path'"])
  })
})

describe('simulator answers conform to the published documents', () => {
  it('search: results, none, every documented option', async () => {
    const bodies = [
      { query: 'custom domain' },
      { query: 'no such words at all' },
      { query: 'api', pageSize: 50, scoreThreshold: 0.9, filter: { language: 'en', groups: ['a'] } },
      { query: 'api', filter: { version: 'v2', tag: 't' } }
    ]
    for (const body of bodies) {
      expect(validateRequestBody('search', body)).toStrictEqual([])
      const reply = await search(body)
      expect(conforms('search', reply)).toBe(200)
    }
    expect(((await search(bodies[0])).json as unknown[]).length).toBeGreaterThan(0)
  })

  it('page: a page of the site, a page a job added once live, and the documented 404', async () => {
    expect(conforms('page', await page({ path: '/quickstart' }))).toBe(200)
    expect(conforms('page', await page({ path: '/guides/new-page' }))).toBe(404)
    await createJob(sim)
    clock.advance(3000)
    expect(conforms('page', await page({ path: '/guides/new-page', groups: [] }))).toBe(200)
    expect(validateRequestBody('page', { path: '/guides/new-page', groups: [] })).toStrictEqual([])
  })

  it('deployment status in each state it takes', async () => {
    sim.setJobPlan({ durationMs: 0, deployment: { queuedMs: 10, buildMs: 10, result: 'failure' } })
    const failing = idOf(await createJob(sim))
    sim.setJobPlan({ durationMs: 0 })
    const succeeding = idOf(await createJob(sim))
    const statuses: string[] = []
    for (const step of [0, 10, 10, 3000]) {
      clock.advance(step)
      for (const id of [failing, succeeding]) {
        const reply = await deployment(sim.jobs.get(id)?.statusId ?? '')
        expect(conforms('deploymentStatus', reply)).toBe(200)
        statuses.push((reply.json as { status: string }).status)
      }
    }
    expect(statuses).toEqual(['queued', 'queued', 'in_progress', 'queued', 'failure', 'queued', 'failure', 'success'])
  })
})
