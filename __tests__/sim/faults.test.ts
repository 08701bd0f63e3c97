import { startSimulator, type Simulator } from '../../sim/server.js'
import { virtualClock } from '../../__fixtures__/virtual-clock.js'
import { createJob, getJob, idOf, sendMessage, visitors } from './http.js'

/** Waits for `done` to hold, looking every few ms: an order of events, not a deadline (Jest's timeout ends a wait
 * that never ends, and the timer keeps no process alive after it). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise(resolve => setTimeout(resolve, 2).unref())
}

let sim: Simulator
beforeEach(async () => {
  sim = await startSimulator({ job: { durationMs: 100 } })
})
afterEach(() => sim.close())

const statuses = () => sim.requests.map(r => r.status)

describe('status faults', () => {
  it('answer the given status, body, content type and headers, before anything is processed', async () => {
    sim.inject('createJob', {
      kind: 'status',
      status: 429,
      body: 'Too many requests, please try again later.',
      contentType: 'text/plain',
      headers: { 'Retry-After': '7' }
    })
    const reply = await createJob(sim)
    expect(reply.status).toBe(429)
    expect(reply.text).toBe('Too many requests, please try again later.')
    expect(reply.headers.get('content-type')).toBe('text/plain')
    expect(reply.headers.get('retry-after')).toBe('7')
    expect(sim.jobs.size).toBe(0)
    expect((await createJob(sim)).status).toBe(201)
    expect(statuses()).toEqual([429, 201])
  })

  it('default to a JSON error body; an HTML body gets text/html', async () => {
    sim.inject('getJob', { kind: 'status', status: 503 })
    sim.inject('getJob', { kind: 'status', status: 502, body: '<html>bad gateway</html>' })
    const first = await getJob(sim, 'x')
    expect([first.status, first.json]).toEqual([503, { error: 'Simulated HTTP 503' }])
    expect(first.headers.get('content-type')).toBe('application/json')
    const second = await getJob(sim, 'x')
    expect([second.status, second.text, second.headers.get('content-type')]).toEqual([
      502,
      '<html>bad gateway</html>',
      'text/html'
    ])
  })

  it('are FIFO per route, count `times`, and do not leak into other routes', async () => {
    sim.inject('getJob', { kind: 'status', status: 500 }, 2)
    sim.inject('getJob', { kind: 'status', status: 504 })
    expect((await createJob(sim)).status).toBe(201)
    expect((await visitors(sim)).status).toBe(200)
    const codes = []
    for (let i = 0; i < 4; i++) codes.push((await getJob(sim, 'x')).status)
    expect(codes).toEqual([500, 500, 504, 404])
  })

  it("'*' applies to the next request of any route, after the route's own queue", async () => {
    sim.inject('*', { kind: 'status', status: 500 })
    sim.inject('visitors', { kind: 'status', status: 503 })
    expect((await visitors(sim)).status).toBe(503)
    expect((await createJob(sim)).status).toBe(500)
    expect((await createJob(sim)).status).toBe(201)
  })

  it('reject an invalid fault', () => {
    expect(() => sim.inject('getJob', { kind: 'status', status: 99 })).toThrow(RangeError)
    expect(() => sim.inject('getJob', { kind: 'delay', ms: -1 })).toThrow(RangeError)
    expect(() => sim.inject('getJob', { kind: 'reset' }, 0)).toThrow(RangeError)
  })
})

describe('connection faults', () => {
  it('reset: the socket closes before processing, no job is created, status 0', async () => {
    sim.inject('createJob', { kind: 'reset' })
    await expect(createJob(sim)).rejects.toThrow()
    expect(sim.jobs.size).toBe(0)
    expect(sim.requests).toHaveLength(1)
    expect(sim.requests[0]).toMatchObject({ route: 'createJob', status: 0 })
  })

  it('resetAfterProcessing: the job is created, then the socket closes', async () => {
    sim.inject('createJob', { kind: 'resetAfterProcessing' })
    await expect(createJob(sim, 'made it')).rejects.toThrow()
    expect(sim.jobs.size).toBe(1)
    expect([...sim.jobs.values()][0]?.prompt).toBe('made it')
    expect(sim.requests[0]?.status).toBe(0)
  })

  it('resetAfterProcessing on a message: the message is applied', async () => {
    const id = idOf(await createJob(sim))
    sim.inject('sendMessage', { kind: 'resetAfterProcessing' })
    await expect(sendMessage(sim, id, 'applied')).rejects.toThrow()
    expect(sim.jobs.get(id)?.messages).toEqual(['applied'])
  })

  it('delay: processes at once, answers normally after ms', async () => {
    sim.inject('createJob', { kind: 'delay', ms: 200 })
    const started = Date.now()
    const reply = await createJob(sim)
    const answered = Date.now()
    expect(reply.status).toBe(201)
    expect(answered - started).toBeGreaterThanOrEqual(190)
    // At once: the job was made (its createdAt, on the simulator's clock) the delay before the answer came.
    const [job] = [...sim.jobs.values()]
    expect(answered - Date.parse(job?.createdAt ?? '')).toBeGreaterThanOrEqual(190)
    expect(reply.json).toMatchObject({ id: job?.id, createdAt: job?.createdAt })
  })

  it('delay: a client that gives up first gets nothing, and the simulator stays healthy', async () => {
    sim.inject('getJob', { kind: 'delay', ms: 300 })
    const controller = new AbortController()
    const gone = fetch(`${sim.url}/v2/agent/${sim.projectId}/job/x`, {
      headers: { Authorization: `Bearer ${sim.apiKey}` },
      signal: controller.signal
    })
    // The client gives up once its request is processed and the answer (404) is held back, not before it arrived.
    await until(() => sim.requests[0]?.status === 404)
    controller.abort()
    await expect(gone).rejects.toThrow()
    // Set after the simulator's 300 ms timer, so it fires after it: the held answer went to a closed connection first.
    await new Promise(resolve => setTimeout(resolve, 300))
    expect((await getJob(sim, 'x')).status).toBe(404)
  })

  it('hold: the request is processed at once and answered only when the test releases it', async () => {
    let release!: () => void
    sim.inject('createJob', { kind: 'hold', until: new Promise<void>(resolve => (release = resolve)) })
    let answered = false
    const pending = createJob(sim).then(response => ((answered = true), response))
    await until(() => sim.jobs.size === 1)
    // Processed (the job exists) and still unanswered: only the release, not time, can answer it.
    await new Promise(resolve => setImmediate(resolve))
    expect(answered).toBe(false)
    release()
    expect((await pending).status).toBe(201)
  })

  it('close() does not wait for a pending hold', async () => {
    sim.inject('getJob', { kind: 'hold', until: new Promise(() => undefined) })
    const pending = getJob(sim, 'x')
    // eslint-disable-next-line jest/valid-expect -- awaited at the end: attached now so the rejection is handled
    const settled = expect(pending).rejects.toThrow()
    await until(() => sim.requests.length === 1)
    await sim.close()
    await settled
  })

  it('close() does not wait for a pending delay', async () => {
    // A delay that never ends: close() returning at all shows it does not wait for it.
    sim.inject('getJob', { kind: 'delay', ms: Infinity })
    const pending = getJob(sim, 'x')
    // eslint-disable-next-line jest/valid-expect -- awaited at the end: attached now so the rejection is handled
    const settled = expect(pending).rejects.toThrow()
    await until(() => sim.requests[0]?.status === 404)
    await sim.close()
    await settled
  })
})

describe('body faults', () => {
  it('malformed: 200 with a body that is not JSON (default), after real processing', async () => {
    sim.inject('createJob', { kind: 'malformed' })
    const reply = await createJob(sim)
    expect([reply.status, reply.text]).toEqual([200, '<html>oops</html>'])
    expect(reply.json).toBeUndefined()
    expect(sim.jobs.size).toBe(1)
  })

  it('malformed: 200 JSON of the wrong shape', async () => {
    sim.inject('getJob', { kind: 'malformed', body: '{"unexpected":true}' })
    const reply = await getJob(sim, 'x')
    expect([reply.status, reply.json]).toEqual([200, { unexpected: true }])
    expect(reply.headers.get('content-type')).toBe('application/json')
  })

  it('echoAuth: an error body that repeats the Authorization header (default 500)', async () => {
    sim.inject('getJob', { kind: 'echoAuth' })
    sim.inject('getJob', { kind: 'echoAuth', status: 400 })
    const first = await getJob(sim, 'x')
    expect([first.status, first.json]).toEqual([500, { error: `bad auth Bearer ${sim.apiKey}` }])
    expect((await getJob(sim, 'x')).status).toBe(400)
  })
})

describe('latency', () => {
  it('delays every answer by latencyMs', async () => {
    await sim.close()
    sim = await startSimulator({ latencyMs: 120 })
    for (const send of [() => createJob(sim), () => getJob(sim, 'x'), () => visitors(sim)]) {
      const started = Date.now()
      await send()
      expect(Date.now() - started).toBeGreaterThanOrEqual(110)
    }
  })
})

describe('rate limits', () => {
  it('create and message share the agent budget: 429 plain text with Retry-After; GET is not limited', async () => {
    await sim.close()
    sim = await startSimulator({ rateLimit: { agent: 3, windowMs: 60_000 } })
    const id = idOf(await createJob(sim))
    expect((await sendMessage(sim, id)).status).toBe(200)
    expect((await createJob(sim)).status).toBe(201)
    const limited = await sendMessage(sim, id)
    expect(limited.status).toBe(429)
    expect(limited.text).toBe('Too many requests, please try again later.')
    expect(limited.headers.get('content-type')).toMatch(/^text\/plain/)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(59)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect((await createJob(sim)).status).toBe(429)
    expect(sim.jobs.size).toBe(2)
    expect(sim.jobs.get(id)?.messages).toHaveLength(1)
    for (let i = 0; i < 5; i++) expect((await getJob(sim, id)).status).toBe(200)
    expect((await visitors(sim)).status).toBe(200)
  })

  it('analytics has its own budget, and the window slides', async () => {
    await sim.close()
    // The window on a clock the test moves: the three requests fall in it however long the machine takes.
    const clock = virtualClock()
    sim = await startSimulator({ rateLimit: { analytics: 2, windowMs: 300 }, now: clock.now })
    expect((await visitors(sim)).status).toBe(200)
    clock.advance(100)
    expect((await visitors(sim, { offset: 50 })).status).toBe(200)
    const limited = await visitors(sim, { offset: 100 })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('1')
    expect((await createJob(sim)).status).toBe(201)
    clock.advance(199) // the first request's window ends in 1 ms
    expect((await visitors(sim, { offset: 100 })).status).toBe(429)
    clock.advance(1) // it slid out; the second one is still in
    expect((await visitors(sim, { offset: 100 })).status).toBe(200)
    expect((await visitors(sim, { offset: 150 })).status).toBe(429)
  })

  it('defaults to 100 per hour, and 0 disables a limit', async () => {
    const codes: number[] = []
    for (let i = 0; i < 101; i++) codes.push((await visitors(sim, { limit: 1 })).status)
    expect(codes.filter(c => c === 200)).toHaveLength(100)
    expect(codes.at(-1)).toBe(429)
    await sim.close()
    sim = await startSimulator({ rateLimit: { agent: 0, analytics: Infinity } })
    for (let i = 0; i < 105; i++) expect((await createJob(sim)).status).toBe(201)
  })

  it('rejected requests do not count, and auth failures are not rate limited', async () => {
    await sim.close()
    sim = await startSimulator({ rateLimit: { agent: 1 } })
    expect((await createJob(sim, 'x', { key: 'mint_wrong' })).status).toBe(401)
    expect((await createJob(sim)).status).toBe(201)
    expect((await createJob(sim)).status).toBe(429)
    expect((await createJob(sim)).status).toBe(429)
    expect((await createJob(sim, 'x', { key: 'mint_wrong' })).status).toBe(401)
  })
})
