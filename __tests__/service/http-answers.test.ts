// What one request sends and how an answer becomes one line, against the simulator over real HTTP (request() as the
// client calls it, and bare): headers, the address and body as they leave (read raw by a recording server), the
// service's own words, hints per status, oversized error answers (processed or not), redirects, requests without a
// reader, and a cancel that stops a request before it leaves.
import { json, startHostileServer, type HostileServer } from '../../__fixtures__/hostile-server.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { CancelledError } from '../../src/action/errors.js'
import { createServiceClient } from '../../src/service/client.js'
import { MiB, request, serviceMessage, ServiceError, type HttpOptions } from '../../src/service/http.js'

let sim: Simulator
const http = (over: Partial<HttpOptions> = {}): HttpOptions => ({
  baseUrl: sim.url,
  apiKey: sim.apiKey,
  requestTimeoutMs: 5000,
  backoff: { baseMs: 1, capMs: 2 },
  getAttempts: 1,
  ...over
})
const client = (over: Partial<HttpOptions> = {}) => createServiceClient(http(over), sim.projectId)
const jobPath = (id: string) => `/v2/agent/${sim.projectId}/job/${id}`
/** Waits for `done` to hold, looking every few ms: an order of events, not a deadline (Jest's timeout ends a wait
 * that never ends, and the timer keeps no process alive after it). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise(resolve => setTimeout(resolve, 2).unref())
}
const failure = (promise: Promise<unknown>): Promise<ServiceError> =>
  promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => error as ServiceError
  )

beforeEach(async () => {
  sim = await startSimulator({ job: { durationMs: 60_000 } })
})
afterEach(() => sim.close())

describe('what a request sends', () => {
  it('the key as a bearer token, JSON accepted, our user agent (or the one given)', async () => {
    const job = await client().createJob('x')
    await client({ userAgent: 'docs-agent-action/9.9 (test)' }).getJob(job.id)
    const [create, get] = sim.requests
    expect(create?.headers).toMatchObject({
      authorization: `Bearer ${sim.apiKey}`,
      accept: 'application/json',
      'user-agent': 'docs-agent-action'
    })
    expect(get?.headers['user-agent']).toBe('docs-agent-action/9.9 (test)')
  })

  it('a run cancelled before the request sends nothing: cancelled, not in flight, no budget spent', async () => {
    const controller = new AbortController()
    controller.abort()
    const asked: string[] = []
    const error = await client({ signal: controller.signal, beforeAttempt: endpoint => void asked.push(endpoint) })
      .createJob('x')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CancelledError)
    expect((error as CancelledError).inFlight).toBe(false)
    expect(sim.requests).toStrictEqual([])
    expect(asked).toStrictEqual([])
  })

  it.each([
    ['GET', 'getJob', (c: ReturnType<typeof client>) => c.getJob('A')],
    ['POST', 'createJob', (c: ReturnType<typeof client>) => c.createJob('x')]
  ] as const)(
    'a %s cancelled while waiting for its answer is cancelled in flight, not a network error',
    async (_m, route, call) => {
      const controller = new AbortController()
      // Never answered: only the cancel, once the request has reached the simulator, ends it.
      sim.inject(route, { kind: 'delay', ms: Infinity })
      const pending = call(client({ signal: controller.signal, getAttempts: 3, postAttempts: 3 })).catch(
        (e: unknown) => e
      )
      await until(() => sim.requests.length === 1)
      controller.abort()
      const error = await pending
      expect(error).toBeInstanceOf(CancelledError)
      expect((error as CancelledError).inFlight).toBe(true)
      expect(sim.requests).toHaveLength(1)
    }
  )
})

describe('the address and body as they leave, read raw', () => {
  let server: HostileServer
  beforeEach(async () => {
    server = await startHostileServer((req, res) =>
      req.path.startsWith('/v1/')
        ? json(res, 200, { feedback: [], nextCursor: null, hasMore: false })
        : json(res, 200, { id: 'A', status: 'active' })
    )
  })
  afterEach(() => server.close())
  const at = (baseUrl: string) => createServiceClient({ baseUrl, apiKey: 'mint_test_key', requestTimeoutMs: 5000 }, 'p')

  it('a POST: its path with no query mark, the prompt as JSON, said to be JSON', async () => {
    await at(server.url).createJob('Document "x" & y')
    const [create] = server.requests
    expect(create).toMatchObject({ method: 'POST', path: '/v2/agent/p/job', body: '{"prompt":"Document \\"x\\" & y"}' })
    expect(create?.headers['content-type']).toBe('application/json')
  })

  it('a GET: no body and no content type; the query encoded, its unset values left out, numbers as digits', async () => {
    const cursor = 'a+b&c=d/e f?#%'
    await at(server.url).getFeedback({ dateFrom: '2026-11-01', status: ['pending', 'resolved'], limit: 100, cursor })
    await at(server.url).getFeedback({})
    const [get, bare] = server.requests
    expect(get).toMatchObject({ method: 'GET', body: '' })
    expect(get?.headers['content-type']).toBeUndefined()
    const url = new URL(get?.path ?? '', server.url)
    expect(url.pathname).toBe('/v1/analytics/p/feedback')
    expect([...url.searchParams]).toEqual([
      ['dateFrom', '2026-11-01'],
      ['limit', '100'],
      ['cursor', cursor],
      ['status', 'pending,resolved']
    ])
    expect(bare?.path).toBe('/v1/analytics/p/feedback')
  })

  it('the base URL keeps its own path, and a slash at its end is not doubled', async () => {
    await at(`${server.url}/api`).getJob('A')
    await at(`${server.url}/api//`).getJob('A')
    expect(server.requests.map(r => r.path)).toEqual(['/api/v2/agent/p/job/A', '/api/v2/agent/p/job/A'])
  })
})

describe('an error answer as one line', () => {
  it.each([
    [418, undefined, 'Get job failed: HTTP 418 "Simulated HTTP 418".'],
    [418, '', 'Get job failed: HTTP 418.'],
    [500, '', 'Get job failed: HTTP 500. The service had an internal error.'],
    [599, '', 'Get job failed: HTTP 599. The service had an internal error.'],
    [499, '', 'Get job failed: HTTP 499.'],
    [400, '', 'Get job failed: HTTP 400. The service rejected the request as invalid.'],
    [
      403,
      '{"message":"IP not allowed"}',
      'Get job failed: HTTP 403 "IP not allowed". The key lacks the scope (read for GET, write otherwise), the ' +
        "key's IP allow-list blocks this runner, or the plan has no API access (Pro or Enterprise)."
    ]
  ])('HTTP %i with body %j', async (status, body, message) => {
    sim.inject('getJob', { kind: 'status', status, ...(body === undefined ? {} : { body }) })
    const error = await failure(client().getJob('A'))
    expect(error).toBeInstanceOf(ServiceError)
    expect(error).toMatchObject({ name: 'ServiceError', kind: 'http', status, endpoint: 'Get job' })
    expect(error.message).toBe(message)
  })

  it('a 3xx is a redirect that is not followed, 300 included', async () => {
    sim.inject('getJob', { kind: 'status', status: 300, body: '' })
    const error = await failure(client().getJob('A'))
    expect(error).toMatchObject({ kind: 'redirect', status: 300 })
    expect(error.message).toMatch(/^Get job answered with a redirect \(HTTP 300\); redirects are not followed/)
  })

  it('a 404 naming a job: the endpoint’s hint, or project-id where the endpoint has none', async () => {
    const notFound = { kind: 'status' as const, status: 404, body: '{"error":"Job not found"}' }
    sim.inject('getJob', notFound, 2)
    await expect(client().getJob('A')).rejects.toThrow(/"Job not found"\. Check project-id \(the dashboard's API/)
    const bare = await failure(request(http(), { endpoint: 'Bare', method: 'GET', path: jobPath('A') }))
    expect(bare.message).toBe(
      'Bare failed: HTTP 404 "Job not found". Check project-id (copy it from the dashboard\'s API keys page; it is not the docs subdomain).'
    )
  })

  it('a 404 whose JSON carries its words in `message`, or in neither field', async () => {
    sim.inject('getJob', { kind: 'status', status: 404, body: '{"message":"Project not found"}' })
    await expect(client().getJob('A')).rejects.toThrow(/"Project not found"\. Check project-id \(copy it/)
    sim.inject('getJob', { kind: 'status', status: 404, body: '{"message":5}' })
    await expect(client().getJob('A')).rejects.toThrow(/the answer is not the service's JSON error\): check api-url/)
  })

  it('an error answer over the cap is not read; a POST answered so may have been processed only on 408 or 5xx', async () => {
    const huge = 'x'.repeat(MiB + 10)
    const cases = [
      [500, true],
      [408, true],
      [400, false],
      [429, false]
    ] as const
    for (const [status, processed] of cases) {
      sim.inject('createJob', { kind: 'status', status, body: huge, contentType: 'text/plain' })
      const error = await failure(client({ postAttempts: 1 }).createJob('x'))
      expect(error).toMatchObject({ kind: 'http', status, mayHaveBeenProcessed: processed })
      expect(error.message).toBe(
        `Create job failed: HTTP ${status}, with an answer of more than 1 MiB that was not read; the request is not repeated.`
      )
    }
    sim.inject('getJob', { kind: 'status', status: 500, body: huge, contentType: 'text/plain' })
    const get = await failure(client({ getAttempts: 3 }).getJob('A'))
    expect(get).toMatchObject({ status: 500, mayHaveBeenProcessed: false })
    expect(sim.requests.filter(r => r.route === 'getJob')).toHaveLength(1)
  })

  it('a beforeAttempt refusal keeps its own inner dots, only the last is dropped', async () => {
    sim.inject('getJob', { kind: 'status', status: 500 }, 2)
    let calls = 0
    const budget = () => {
      if (calls++ > 0) throw new Error('share 1.5 of the budget is spent.')
    }
    const error = await failure(client({ getAttempts: 3, beforeAttempt: budget }).getJob('A'))
    expect(error.message).toMatch(/Not retried: share 1\.5 of the budget is spent\.$/)
  })
})

describe('request() without a reader or an unreadable text', () => {
  it('hands the parsed JSON on as it is', async () => {
    const job = await client().createJob('x')
    const raw = await request(http(), { endpoint: 'Raw', method: 'GET', path: jobPath(job.id) })
    expect(raw).toMatchObject({ id: job.id, status: 'active' })
  })

  it('a POST answered 2xx that is not JSON: processed, said in general words', async () => {
    sim.inject('createJob', { kind: 'malformed', body: 'hello' })
    const path = `/v2/agent/${sim.projectId}/job`
    const error = await failure(request(http(), { endpoint: 'Raw', method: 'POST', path, body: { prompt: 'x' } }))
    expect(error).toMatchObject({ kind: 'unreadable', mayHaveBeenProcessed: true })
    expect(error.message).toBe(
      'Raw: the service accepted the request (HTTP 200), but its answer could not be read: it is not JSON (hello).'
    )
  })

  it('a reader that fails for another reason than the body is a bug: thrown as it is', async () => {
    const job = await client().createJob('x')
    const bug = new TypeError('reader bug')
    const read = () => {
      throw bug
    }
    await expect(request(http(), { endpoint: 'Raw', method: 'GET', path: jobPath(job.id), read })).rejects.toBe(bug)
  })
})

describe('ServiceError', () => {
  it('by default says the request was not processed', () => {
    const error = new ServiceError('m', 'Get job', 'http', 500)
    expect(error).toMatchObject({ name: 'ServiceError', mayHaveBeenProcessed: false, status: 500 })
  })
})

describe('serviceMessage: the service’s own words', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['{"error":"bad","details":[{"message":"one"},{"x":1},null,{"message":5},{"message":"two"}]}', 'bad; one; two'],
    ['{"details":[{"message":"only"}]}', 'only'],
    ['{"message":"m"}', 'm'],
    ['{"error":5,"message":"m"}', 'm'],
    ['{"error":"e","message":"m"}', 'e'],
    ['{}', '{}'],
    ['  plain text  ', 'plain text'],
    ['<!DOCTYPE html><p>x</p>', 'an HTML error page'],
    ['\n  <!doctype html>', 'an HTML error page'],
    ['<HTML>', 'an HTML error page'],
    ['oops <html>', 'oops <html>']
  ])('%j → %j', (text, said) => {
    expect(serviceMessage(text)).toBe(said)
  })

  it('is cut to 300 characters', () => {
    expect(serviceMessage(JSON.stringify({ error: 'e'.repeat(400) })).length).toBeLessThanOrEqual(301)
    expect(serviceMessage(JSON.stringify({ error: 'e'.repeat(400) })).length).toBeGreaterThan(250)
  })
})
