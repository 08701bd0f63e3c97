import { jest } from '@jest/globals'
import { ServiceError, type HttpOptions, type RetryInfo } from '../../src/service/http.js'
import { createServiceClient } from '../../src/service/client.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { validateRequestBody, validateResponse } from '../sim/openapi.js'
import { virtualClock, type VirtualClock } from '../../__fixtures__/virtual-clock.js'

// The client's waits (backoff, Retry-After, deadlines) and the simulator's jobs run on one virtual clock: no test
// waits in real time or races it. Only a request's own timeout is real (fetch's signal): a request that must time out
// never gets an answer, and every other one has 1 s or more, hundreds of times what a loopback round trip needs.
let clock: VirtualClock
let sim: Simulator
const retries: RetryInfo[] = []
const options = (over: Partial<HttpOptions> = {}): HttpOptions => ({
  baseUrl: sim.url,
  apiKey: sim.apiKey,
  requestTimeoutMs: 30_000,
  backoff: { baseMs: 5, capMs: 20 },
  now: clock.now,
  sleep: clock.sleep,
  onRetry: info => retries.push(info),
  ...over
})
const client = (over: Partial<HttpOptions> = {}) => createServiceClient(options(over), sim.projectId)
const routeRequests = (route: string) => sim.requests.filter(r => r.route === route)

beforeEach(async () => {
  retries.length = 0
  clock = virtualClock()
  sim = await startSimulator({ job: { durationMs: 100 }, now: clock.now })
})
afterEach(() => sim.close())

describe('agent endpoints against the simulator', () => {
  it('creates a job with a body the published schema accepts, and reads the job back', async () => {
    const job = await client().createJob('Document the --dry-run flag')
    expect(job).toMatchObject({ status: 'active', prLink: null })
    const [create] = routeRequests('createJob')
    expect(create?.headers.authorization).toBe(`Bearer ${sim.apiKey}`)
    expect(validateRequestBody('createJob', create?.body)).toStrictEqual([])
    clock.advance(99)
    expect((await client().getJob(job.id)).status).toBe('active')
    clock.advance(1) // the job's 100 ms
    const done = await client().getJob(job.id)
    expect(done.status).toBe('completed')
    expect(done.prLink).toMatch(/^https:\/\/github.com\//)
    expect(validateResponse('getJob', 200, done)).toStrictEqual([])
  })

  it('sends a follow-up message to the job', async () => {
    const job = await client().createJob('first')
    const after = await client().sendMessage(job.id, 'second')
    expect(after.id).toBe(job.id)
    expect(sim.jobs.get(job.id)?.messages).toEqual(['second'])
    expect(validateRequestBody('sendMessage', routeRequests('sendMessage')[0]?.body)).toStrictEqual([])
  })

  it('encodes project-id and job-id into the path so they cannot reach another route', async () => {
    const evil = createServiceClient(options(), 'a/../b?x=1')
    await expect(evil.createJob('x')).rejects.toMatchObject({ status: 404 })
    const job = await client().createJob('x')
    await expect(client().getJob(`${job.id}/message`)).rejects.toMatchObject({ status: 404 })
    await expect(client().getJob('../../v1/analytics/x/visitors')).rejects.toMatchObject({ status: 404 })
    const paths = sim.requests.map(r => r.path)
    expect(paths[0]).toBe('/v2/agent/a%2F..%2Fb%3Fx%3D1/job')
    expect(sim.requests.filter(r => r.route === 'visitors')).toHaveLength(0)
    expect(sim.requests.filter(r => r.route === 'sendMessage')).toHaveLength(0)
  })
})

describe('errors become one clear line', () => {
  it('401 names the key problem and does not retry', async () => {
    const bad = createServiceClient({ ...options(), apiKey: 'mint_wrong' }, sim.projectId)
    const error = (await bad.getJob('x').catch(e => e)) as ServiceError
    expect(error).toBeInstanceOf(ServiceError)
    expect(error.message).toMatch(/^Get job failed: HTTP 401 ".+"\. Check that api-key/)
    expect(sim.requests).toHaveLength(1)
  })
  it('404 on a job names project-id and job-id, and says the job is what was not found', async () => {
    const error = (await client()
      .getJob('nope')
      .catch(e => e)) as ServiceError
    expect(error.message).toMatch(/HTTP 404 "Job not found".*project-id.*job-id/)
    expect(error.missing).toBe('job')
  })
  it('404 "Project not found" names project-id, not api-url', async () => {
    const other = createServiceClient(options(), 'ffffffffffffffffffffffff')
    const error = (await other.createJob('x').catch(e => e)) as ServiceError
    expect(error.message).toMatch(/HTTP 404 "Project not found"\. Check project-id/)
    expect(error.message).not.toMatch(/api-url/)
    expect(error.missing).toBe('project')
  })
  it('a 404 that is not the service JSON error (an HTML page) names api-url, not project-id', async () => {
    sim.inject('getJob', { kind: 'status', status: 404, body: '<!DOCTYPE html><h1>404 Page not found</h1>' })
    const error = (await client()
      .getJob('x')
      .catch(e => e)) as ServiceError
    expect(error.message).toMatch(/HTTP 404 "an HTML error page"\. The address is unknown there.*check api-url/)
    expect(error.message).not.toMatch(/project-id|job-id/)
    expect(error.missing).toBe('address')
  })
  it('a 404 JSON error that names neither project nor job (an unknown path) names api-url first', async () => {
    const wrong = createServiceClient(options({ baseUrl: `${sim.url}/api` }), sim.projectId)
    const error = (await wrong.createJob('x').catch(e => e)) as ServiceError
    expect(error.message).toMatch(
      /HTTP 404 "Not found"\. .*check api-url \(http:\/\/127\.0\.0\.1:\d+\/api;.*then project-id/
    )
    expect(error.missing).toBe('unknown')
  })
  it('a 200 that is not JSON names the endpoint', async () => {
    sim.inject('getJob', { kind: 'malformed', body: '<html>oops</html>' })
    await expect(client().getJob('x')).rejects.toThrow(/^Get job answered HTTP 200 with a body that is not JSON/)
  })
  it('a 200 JSON body of the wrong shape names the endpoint', async () => {
    sim.inject('getJob', { kind: 'malformed', body: '{"unexpected":true}' })
    await expect(client().getJob('x')).rejects.toThrow(
      /^Get job answered with an unexpected body: id is missing, not a job id/
    )
  })
  describe('a visitors page is checked row by row', () => {
    const page = (rows: unknown[]) =>
      JSON.stringify({ totals: { human: 3, ai: 1, total: 4 }, visitors: rows, hasMore: false })
    const query = { dateFrom: '2026-11-01', dateTo: '2026-11-08', limit: 250, offset: 0 }

    it.each([
      ['no path', { human: 1, ai: 0, total: 1 }, 'visitors[1].path is missing, not a string'],
      ['a path that is not text', { path: 7, human: 1, ai: 0, total: 1 }, 'visitors[1].path is 7, not a string'],
      [
        'a negative count',
        { path: '/a', human: -1, ai: 0, total: 1 },
        'visitors[1].human is -1, not a count (a whole number from 0 to 2^53 − 1)'
      ],
      [
        'a count given as text',
        { path: '/a', human: '1', ai: 0, total: 1 },
        'visitors[1].human is "1", not a count (a whole number from 0 to 2^53 − 1)'
      ],
      [
        'a missing count',
        { path: '/a', human: 1, total: 1 },
        'visitors[1].ai is missing, not a count (a whole number from 0 to 2^53 − 1)'
      ],
      ['a row that is not an object', '/a', 'visitors[1] is "/a", not a JSON object']
    ])('%s: one malformed-body error naming the endpoint, the field and the value', async (_name, bad, what) => {
      sim.inject('visitors', { kind: 'malformed', body: page([{ path: '/ok', human: 1, ai: 1, total: 2 }, bad]) })
      const error = (await client()
        .getVisitors(query)
        .catch(e => e)) as ServiceError
      expect(error).toBeInstanceOf(ServiceError)
      expect(error.kind).toBe('malformed')
      expect(error.message).toBe(`Get visitors answered with an unexpected body: ${what}.`)
      expect(routeRequests('visitors')).toHaveLength(1)
    })

    it('accepts rows with fields it does not know, and hands the rows on as sent', async () => {
      const rows = [{ path: '/a', human: 2, ai: 1, total: 3, country: 'NZ' }]
      sim.inject('visitors', { kind: 'malformed', body: page(rows) })
      const result = await client().getVisitors(query)
      expect(result.visitors).toEqual(rows)
      expect(result.totals).toEqual({ human: 3, ai: 1, total: 4 })
    })
  })

  it('never repeats the key, even when the service echoes the Authorization header', async () => {
    sim.inject('getJob', { kind: 'echoAuth', status: 400 })
    const error = (await client()
      .getJob('x')
      .catch(e => e)) as Error
    expect(error.message).toContain('***')
    expect(error.message).not.toContain(sim.apiKey)
    expect(JSON.stringify(error)).not.toContain(sim.apiKey)
  })
})

describe('GET retries transient faults within its budget', () => {
  it.each([
    ['429 with Retry-After', { kind: 'status', status: 429, headers: { 'Retry-After': '0' } }],
    [
      '429 plain text',
      { kind: 'status', status: 429, body: 'Too many requests, please try again later.', contentType: 'text/plain' }
    ],
    ['500', { kind: 'status', status: 500 }],
    [
      '502 HTML page',
      { kind: 'status', status: 502, body: '<html><body>Bad gateway</body></html>', contentType: 'text/html' }
    ],
    ['503', { kind: 'status', status: 503 }],
    ['504', { kind: 'status', status: 504 }],
    ['connection reset', { kind: 'reset' }],
    ['no answer within the per-attempt timeout', { kind: 'delay', ms: Infinity }]
  ] as const)('%s', async (_name, fault) => {
    const job = await client().createJob('x')
    sim.inject('getJob', fault, 2)
    // The hung attempts end at the 1 s timeout; the third, answered at once, has that second to spare.
    const got = await client({ requestTimeoutMs: 1000 }).getJob(job.id)
    expect(got.id).toBe(job.id)
    expect(retries).toHaveLength(2)
    expect(routeRequests('getJob')).toHaveLength(3)
  })

  it('waits as long as Retry-After says', async () => {
    sim.inject('getJob', { kind: 'status', status: 503, headers: { 'Retry-After': '1' } })
    const job = await client().createJob('x')
    await client().getJob(job.id)
    expect(retries[0]?.delayMs).toBe(1000)
    const [first, second] = routeRequests('getJob')
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBe(1000)
  })

  it('fails at once when Retry-After reaches past the deadline', async () => {
    // 120 s: under the five minutes always refused (below), so only the deadline refuses it.
    sim.inject('getJob', { kind: 'status', status: 429, headers: { 'Retry-After': '120' } })
    const deadline = clock.now() + 60_000
    await expect(client().getJob('x', deadline)).rejects.toThrow(
      /^Get job failed: HTTP 429 .*Not retried: a retry in 120s would end after the timeout\.$/
    )
    expect(retries).toStrictEqual([])
    expect(routeRequests('getJob')).toHaveLength(1)
  })

  it('fails at once when Retry-After is longer than five minutes, whatever the deadline', async () => {
    sim.inject('getJob', { kind: 'status', status: 503, headers: { 'Retry-After': '301' } })
    await expect(client().getJob('x')).rejects.toThrow(
      /Not retried: the service asked to wait 301s \(Retry-After\); not waiting that long\.$/
    )
    sim.inject('getJob', { kind: 'status', status: 503, headers: { 'Retry-After': '300' } })
    const job = await client().createJob('x')
    await client().getJob(job.id)
    expect(retries.map(r => r.delayMs)).toEqual([300_000])
    expect(clock.slept).toEqual([300_000])
  })

  it('429 without Retry-After: an equal-jitter backoff, and the service’s plain text in the retry line', async () => {
    sim.inject('getJob', {
      kind: 'status',
      status: 429,
      body: 'Too many requests, please try again later.',
      contentType: 'text/plain'
    })
    const job = await client().createJob('x')
    await client({ random: () => 0, backoff: { baseMs: 400, capMs: 1000 } }).getJob(job.id)
    expect(retries).toEqual([
      expect.objectContaining({
        delayMs: 200,
        reason: expect.stringMatching(/^Get job failed: HTTP 429 "Too many requests, please try again later\."/)
      })
    ])
  })

  it('gives up when the budget is spent, with the last error', async () => {
    sim.inject('getJob', { kind: 'status', status: 503 }, 10)
    await expect(client({ getAttempts: 3 }).getJob('x')).rejects.toThrow(/HTTP 503/)
    expect(routeRequests('getJob')).toHaveLength(3)
  })

  it('uses equal-jitter backoff between attempts', async () => {
    const random = jest.fn(() => 0.5)
    sim.inject('getJob', { kind: 'status', status: 500 }, 2)
    const job = await client().createJob('x')
    await client({ random, backoff: { baseMs: 100, capMs: 1000 } }).getJob(job.id)
    expect(retries.map(r => r.delayMs)).toEqual([75, 150])
  })
})

describe('create POST is never re-sent once it may have reached the service', () => {
  it.each([
    ['500', { kind: 'status', status: 500 }, 'http'],
    ['a reset before processing', { kind: 'reset' }, 'network'],
    ['no answer within the timeout', { kind: 'delay', ms: Infinity }, 'timeout']
  ] as const)('%s: one request, error says a job may exist', async (_name, fault, kind) => {
    sim.inject('createJob', fault)
    const error = (await client({ requestTimeoutMs: 1000 })
      .createJob('x')
      .catch(e => e)) as ServiceError
    expect(error.kind).toBe(kind)
    expect(error.mayHaveBeenProcessed).toBe(true)
    expect(routeRequests('createJob')).toHaveLength(1)
  })

  it('a reset after the service created the job leaves exactly one job', async () => {
    sim.inject('createJob', { kind: 'resetAfterProcessing' })
    const error = (await client()
      .createJob('x')
      .catch(e => e)) as ServiceError
    expect(error.mayHaveBeenProcessed).toBe(true)
    expect(sim.jobs.size).toBe(1)
    expect(routeRequests('createJob')).toHaveLength(1)
  })

  it('429 is retried: the service refused it, nothing was created', async () => {
    sim.inject('createJob', {
      kind: 'status',
      status: 429,
      body: 'Too many requests, please try again later.',
      contentType: 'text/plain',
      headers: { 'Retry-After': '0' }
    })
    const job = await client().createJob('x')
    expect(sim.jobs.size).toBe(1)
    expect(sim.jobs.has(job.id)).toBe(true)
    expect(routeRequests('createJob')).toHaveLength(2)
  })

  it('connection refused is retried: the request never left', async () => {
    const port = sim.port
    await sim.close()
    const refused = createServiceClient({ ...options(), baseUrl: `http://127.0.0.1:${port}`, postAttempts: 2 }, 'p')
    const error = (await refused.createJob('x').catch(e => e)) as ServiceError
    expect(error.message).toMatch(/ECONNREFUSED/)
    expect(error.mayHaveBeenProcessed).toBe(false)
    expect(retries).toHaveLength(1)
    sim = await startSimulator()
  })

  it('does not follow a redirect with the key', async () => {
    sim.inject('createJob', { kind: 'status', status: 307, headers: { Location: 'https://evil.example.com/steal' } })
    await expect(client().createJob('x')).rejects.toThrow(/redirect.*not followed/)
    expect(sim.requests).toHaveLength(1)
  })
})
