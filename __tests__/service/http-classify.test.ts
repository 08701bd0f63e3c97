// One request with its retries, against the simulator over real HTTP: which failures are retried (both ways), whether
// a POST may have been processed (both ways), and the deadline arithmetic (a retry or a sleep never ends past it, the
// per-attempt timeout is cut to the time left, never below a second).
import { startSimulator, type Simulator } from '../../sim/server.js'
import { createServiceClient, type ServiceClient } from '../../src/service/client.js'
import type { HttpOptions, RetryInfo, ServiceError } from '../../src/service/http.js'

let sim: Simulator
let retries: RetryInfo[]
let slept: number[]
const client = (over: Partial<HttpOptions> = {}): ServiceClient =>
  createServiceClient(
    {
      baseUrl: sim.url,
      apiKey: sim.apiKey,
      requestTimeoutMs: 5000,
      backoff: { baseMs: 100, capMs: 1000 },
      random: () => 0,
      sleep: async ms => void slept.push(ms),
      onRetry: info => retries.push(info),
      ...over
    },
    sim.projectId
  )
const failure = (promise: Promise<unknown>): Promise<ServiceError> =>
  promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => error as ServiceError
  )
const sent = (route: string) => sim.requests.filter(r => r.route === route).length

beforeEach(async () => {
  retries = []
  slept = []
  sim = await startSimulator({ job: { durationMs: 60_000 } })
})
afterEach(() => sim.close())

describe('a POST answered with an error: processed or not', () => {
  it.each([
    [400, false],
    [401, false],
    [403, false],
    [404, false],
    [409, false],
    [422, false],
    [408, true],
    [500, true],
    [502, true],
    [504, true]
  ])('HTTP %i: mayHaveBeenProcessed %s, never sent again', async (status, processed) => {
    sim.inject('createJob', { kind: 'status', status })
    const error = await failure(client().createJob('x'))
    expect(error).toMatchObject({ kind: 'http', status, mayHaveBeenProcessed: processed, endpoint: 'Create job' })
    expect(sent('createJob')).toBe(1)
    expect(retries).toStrictEqual([])
  })

  it('429: refused, so nothing was processed, and it is sent again (three attempts)', async () => {
    sim.inject('createJob', { kind: 'status', status: 429 }, 3)
    const error = await failure(client().createJob('x'))
    expect(error).toMatchObject({ status: 429, mayHaveBeenProcessed: false })
    expect(retries.map(r => [r.attempt, r.maxAttempts, r.endpoint])).toEqual([
      [1, 3, 'Create job'],
      [2, 3, 'Create job']
    ])
    expect(sent('createJob')).toBe(3)
  })

  it('postAttempts bounds the 429 retries; retryRateLimited: false sends it once', async () => {
    sim.inject('createJob', { kind: 'status', status: 429 }, 10)
    await failure(client({ postAttempts: 2 }).createJob('x'))
    expect(sent('createJob')).toBe(2)
    await failure(client({ retryRateLimited: false }).createJob('x'))
    expect(sent('createJob')).toBe(3)
  })
})

describe('a GET answered with an error: retried or not', () => {
  it.each([408, 429, 500, 503])('HTTP %i is transient: retried until it succeeds', async status => {
    sim.inject('getJob', { kind: 'status', status }, 2)
    const job = await client().createJob('x')
    await expect(client().getJob(job.id)).resolves.toMatchObject({ id: job.id })
    expect(sent('getJob')).toBe(3)
    expect(retries.map(r => r.reason)).toEqual([
      expect.stringMatching(new RegExp(`^Get job failed: HTTP ${status}`)),
      expect.stringMatching(new RegExp(`^Get job failed: HTTP ${status}`))
    ])
  })

  it.each([400, 401, 403, 404, 409])('HTTP %i is final: one request', async status => {
    sim.inject('getJob', { kind: 'status', status })
    const error = await failure(client().getJob('A'))
    expect(error).toMatchObject({ status, mayHaveBeenProcessed: false })
    expect(sent('getJob')).toBe(1)
  })

  it('six attempts by default, each backoff doubling up to the cap', async () => {
    sim.inject('getJob', { kind: 'status', status: 500 }, 20)
    await failure(client().getJob('A'))
    expect(sent('getJob')).toBe(6)
    expect(retries.map(r => r.maxAttempts)).toEqual([6, 6, 6, 6, 6])
    expect(slept).toEqual([50, 100, 200, 400, 500])
  })

  it('a malformed answer is final, not retried: it would be malformed again', async () => {
    sim.inject('getJob', { kind: 'malformed', body: 'nope' }, 2)
    await expect(client().getJob('A')).rejects.toMatchObject({ kind: 'malformed' })
    expect(sent('getJob')).toBe(1)
  })

  it('Retry-After decides the wait; one longer than maxRetryAfterMs fails at once, saying why', async () => {
    sim.inject('getJob', { kind: 'status', status: 503, headers: { 'Retry-After': '2' } })
    const job = await client().createJob('x')
    await client().getJob(job.id)
    expect(slept).toEqual([2000])
    sim.inject('getJob', { kind: 'status', status: 429, headers: { 'Retry-After': '61' } })
    const error = await failure(client({ maxRetryAfterMs: 60_000 }).getJob(job.id))
    expect(error.message).toMatch(
      /^Get job failed: HTTP 429 .*Not retried: the service asked to wait 61s \(Retry-After\); not waiting that long\.$/
    )
    sim.inject('getJob', { kind: 'status', status: 429, headers: { 'Retry-After': '60' } })
    await client({ maxRetryAfterMs: 60_000 }).getJob(job.id)
    expect(slept).toEqual([2000, 60_000])
  })

  it('Retry-After on a 4xx that is not 429 or 408 is ignored: the error is final', async () => {
    sim.inject('getJob', { kind: 'status', status: 403, headers: { 'Retry-After': '1' } })
    await failure(client().getJob('A'))
    expect(slept).toStrictEqual([])
  })
})

describe('the deadline', () => {
  const T = 1_000_000
  it('a retry whose wait would reach the deadline is not made; one that ends before it is', async () => {
    // random 0: the first backoff is half the base, 50 ms.
    sim.inject('getJob', { kind: 'status', status: 503 }, 2)
    const job = await client().createJob('x')
    const at = client({ now: () => T })
    const error = await failure(at.getJob(job.id, T + 50))
    expect(error.message).toMatch(/HTTP 503 .*Not retried: a retry in 1s would end after the timeout\.$/)
    expect(error.outOfTime).toBe(true)
    expect(slept).toStrictEqual([])
    await expect(at.getJob(job.id, T + 51)).resolves.toMatchObject({ id: job.id })
    expect(slept).toEqual([50])
  })

  it('a Retry-After past the deadline fails at once, naming the wait', async () => {
    sim.inject('getJob', { kind: 'status', status: 503, headers: { 'Retry-After': '30' } })
    const error = await failure(client({ now: () => T }).getJob('A', T + 30_000))
    expect(error.message).toMatch(/Not retried: a retry in 30s would end after the timeout\.$/)
    expect(error.outOfTime).toBe(true)
  })

  it('an error the deadline did not stop is not out of time: a spent budget, a long Retry-After, a refusal', async () => {
    sim.inject('getJob', { kind: 'status', status: 503 }, 2)
    const spent = await failure(client({ getAttempts: 2 }).getJob('A', Date.now() + 60_000))
    sim.inject('getJob', { kind: 'status', status: 429, headers: { 'Retry-After': '3600' } })
    const long = await failure(client().getJob('A', Date.now() + 7_200_000))
    const refused = await failure(client().getJob('A', Date.now() + 60_000))
    expect([spent.status, long.status, refused.status]).toEqual([503, 429, 404])
    expect(long.message).toMatch(/asked to wait 3600s/)
    expect([spent.outOfTime, long.outOfTime, refused.outOfTime]).toEqual([false, false, false])
  })

  // On the clock at rest: the time left is exactly what the test gives, however long the machine takes to send.
  const atRest = { now: () => T, getAttempts: 1, requestTimeoutMs: 20_000 }

  it('the per-attempt timeout is cut to the time left before the deadline', async () => {
    sim.inject('getJob', { kind: 'delay', ms: Infinity })
    const started = Date.now()
    const error = await failure(client(atRest).getJob('A', T + 1500))
    expect(error).toMatchObject({ kind: 'timeout' })
    // 1.5 s, not the 20 s of requestTimeoutMs: the message names the timeout the attempt had.
    expect(error.message).toMatch(/^Get job failed: no answer within 2s \(http:\/\/127\.0\.0\.1:\d+\)\./)
    expect(Date.now() - started).toBeGreaterThanOrEqual(1300)
  })

  it('but never below one second, so a request near the deadline can still be answered', async () => {
    const job = await client().createJob('x')
    // No time left at all, yet an answer that comes at once is taken: the attempt has a second, a hundred round trips.
    await expect(client(atRest).getJob(job.id, T)).resolves.toMatchObject({ id: job.id })
    sim.inject('getJob', { kind: 'delay', ms: Infinity })
    const started = Date.now()
    const error = await failure(client(atRest).getJob('A', T + 100))
    expect(error.message).toMatch(/^Get job failed: no answer within 1s /)
    expect(Date.now() - started).toBeGreaterThanOrEqual(950)
  })

  it('without a deadline, the request timeout alone bounds an attempt', async () => {
    sim.inject('getJob', { kind: 'delay', ms: Infinity })
    const error = await failure(client({ requestTimeoutMs: 300, getAttempts: 1 }).getJob('A'))
    expect(error.message).toMatch(/^Get job failed: no answer within 0s /)
  })
})

describe('beforeAttempt (a caller’s request budget)', () => {
  it('is asked before every attempt; its refusal of a retry ends with the error that needed it', async () => {
    const asked: string[] = []
    let left = 2
    const budget = (endpoint: string) => {
      asked.push(endpoint)
      if (left-- <= 0) throw new Error('the report budget is spent.')
    }
    sim.inject('getJob', { kind: 'status', status: 500 }, 10)
    const error = await failure(client({ beforeAttempt: budget }).getJob('A'))
    expect(asked).toEqual(['Get job', 'Get job', 'Get job'])
    expect(sent('getJob')).toBe(2)
    expect(error.message).toMatch(/^Get job failed: HTTP 500 .*Not retried: the report budget is spent\.$/)
    expect(error.outOfTime).toBe(false) // the budget refused it, not the time
  })

  it('a refusal before the first attempt sends nothing', async () => {
    const refuse = () => {
      throw new Error('no budget')
    }
    await expect(client({ beforeAttempt: refuse }).getJob('A')).rejects.toThrow('no budget')
    expect(sim.requests).toStrictEqual([])
  })
})
