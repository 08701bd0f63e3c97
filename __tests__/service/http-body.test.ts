// The HTTP layer against a hostile service: answers too large to read, success answers that cannot be read, and answers
// about another job. Each request's outcome is checked through the service client, as the action uses it.
import diagnostics from 'node:diagnostics_channel'
import type { ServerResponse } from 'node:http'
import { json, startHostileServer, type HostileHandler, type HostileServer } from '../../__fixtures__/hostile-server.js'
import { ServiceError, MiB, request, serviceMessage, type HttpOptions } from '../../src/service/http.js'
import { createServiceClient } from '../../src/service/client.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { CancelledError } from '../../src/action/errors.js'

let server: HostileServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function clientFor(handler: HostileHandler, requestTimeoutMs = 5000) {
  server = await startHostileServer(handler)
  return createServiceClient(
    { baseUrl: server.url, apiKey: 'mint_test_key', requestTimeoutMs, backoff: { baseMs: 5, capMs: 10 } },
    'proj'
  )
}

const failure = async (promise: Promise<unknown>): Promise<ServiceError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(ServiceError)
  return error as ServiceError
}

/** Writes a JSON prefix, then filler for as long as the client reads. */
function endless(response: ServerResponse, status = 200): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.write('{"id":"A","status":"active","model":"')
  const chunk = 'x'.repeat(64 * 1024)
  const pump = (): void => {
    while (!response.destroyed && response.write(chunk));
    if (!response.destroyed) response.once('drain', pump)
  }
  response.on('close', () => response.removeAllListeners('drain'))
  pump()
}

describe('answer size cap', () => {
  it('a GET that streams without end fails at 1 MiB, at once, and is not repeated', async () => {
    // At once: the per-attempt timeout (10 minutes, past the test's own) never ends this request; only the cap can.
    const client = await clientFor((_req, res) => endless(res), 10 * 60_000)
    const error = await failure(client.getJob('A'))
    expect(error.message).toBe(
      'Get job answered more than 1 MiB (HTTP 200); the rest was not read and the request is not repeated.'
    )
    expect(server?.requests).toHaveLength(1)
  })

  it('the per-attempt timeout covers the body: one that trickles forever is cut', async () => {
    server = await startHostileServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"id":"A",')
    })
    const options = { baseUrl: server.url, apiKey: 'k', requestTimeoutMs: 1000, getAttempts: 1 }
    const started = Date.now()
    const error = await failure(createServiceClient(options, 'p').getJob('A'))
    // Cut by the attempt's own 1 s timeout (the message names the timeout that ended it), not before it.
    expect(error).toMatchObject({ kind: 'timeout' })
    expect(error.message).toMatch(/^Get job failed: no answer within 1s/)
    expect(Date.now() - started).toBeGreaterThanOrEqual(990)
  })

  it('a declared Content-Length over the cap is refused without reading', async () => {
    const client = await clientFor((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) })
      res.write('{')
    })
    const error = await failure(client.getJob('A'))
    expect(error.message).toMatch(/^Get job answered more than 1 MiB/)
  })

  it('an error answer over the cap is not read either', async () => {
    const client = await clientFor((_req, res) => endless(res, 503))
    const error = await failure(client.getJob('A'))
    expect(error.message).toMatch(/^Get job failed: HTTP 503, with an answer of more than 1 MiB that was not read/)
    expect(server?.requests).toHaveLength(1)
  })

  it('a visitors page may be larger than a job (up to 8 MiB)', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => ({
      path: `/${i}/${'p'.repeat(8000)}`,
      human: 1,
      ai: 0,
      total: 1
    }))
    const body = { totals: { human: 250, ai: 0, total: 250 }, visitors: rows, hasMore: false }
    const client = await clientFor((_req, res) => json(res, 200, body))
    expect(JSON.stringify(body).length).toBeGreaterThan(1024 * 1024)
    const page = await client.getVisitors({ limit: 250, offset: 0 })
    expect(page.visitors).toHaveLength(250)
  })
})

describe('a success answer to a POST that cannot be read says the POST was processed', () => {
  const created = /^Create job: the service created a job \(HTTP 201\), but its answer could not be read: /

  it.each([
    ['truncated JSON', '{"id":"j1","sta', /it is not JSON \(\{"id":"j1","sta\)/],
    ['no id', '{"status":"active"}', /id is missing, not a job id/],
    ['empty', '', /it is not JSON \(empty\)/]
  ])('201 with %s', async (_name, body, what) => {
    const client = await clientFor((_req, res) => json(res, 201, body))
    const error = await failure(client.createJob('x'))
    expect(error.message).toMatch(created)
    expect(error.message).toMatch(what)
    // How to pick the job up depends on what a re-run would do: the agent layer adds it (resume.test.ts).
    expect(error.kind).toBe('unreadable')
    expect(error.mayHaveBeenProcessed).toBe(true)
    expect(server?.requests).toHaveLength(1)
  })

  it('201 with an endless body', async () => {
    const client = await clientFor((_req, res) => endless(res, 201))
    const error = await failure(client.createJob('x'))
    expect(error.message).toMatch(created)
    expect(error.message).toMatch(/it is more than 1 MiB/)
  })

  it('201 whose body breaks off', async () => {
    const client = await clientFor((_req, res) => {
      res.writeHead(201, { 'content-type': 'application/json', 'content-length': '100' })
      res.write('{"id":"j1",', () => res.destroy())
    })
    const error = await failure(client.createJob('x'))
    expect(error.message).toMatch(created)
    expect(error.message).toMatch(/the answer broke off/)
    expect(server?.requests).toHaveLength(1)
  })

  it('200 to a message, unreadable: the message was accepted', async () => {
    const client = await clientFor((_req, res) => json(res, 200, 'not json'))
    const error = await failure(client.sendMessage('A', 'more'))
    expect(error.message).toMatch(
      /^Send message: the service accepted the message to job A \(HTTP 200\), but its answer could not be read: it is not JSON \(not json\)\.$/
    )
    expect(error.kind).toBe('unreadable')
    expect(error.mayHaveBeenProcessed).toBe(true)
  })
})

describe('an answer about another job is a protocol error', () => {
  it('GET job/A answered with job B', async () => {
    const client = await clientFor((_req, res) =>
      json(res, 200, { id: 'B', status: 'completed', prLink: 'https://github.com/acme/docs/pull/9' })
    )
    const error = await failure(client.getJob('A'))
    expect(error.message).toBe('Get job answered with an unexpected body: it is job "B", not job A (a protocol error).')
    expect(server?.requests).toHaveLength(1)
  })

  it('a message to A answered with job B', async () => {
    const client = await clientFor((_req, res) => json(res, 200, { id: 'B', status: 'active' }))
    const error = await failure(client.sendMessage('A', 'more'))
    expect(error.message).toMatch(
      /^Send message: the service accepted the message to job A \(HTTP 200\), but its answer could not be read: it is job "B", not job A \(a protocol error\)\./
    )
  })

  it('create answers any id', async () => {
    const client = await clientFor((_req, res) => json(res, 201, { id: 'new-1', status: 'active' }))
    expect((await client.createJob('x')).id).toBe('new-1')
  })
})

describe('pr-link warnings', () => {
  it('are told once per value, however often the job is read', async () => {
    const warnings: string[] = []
    server = await startHostileServer((_req, res) =>
      json(res, 200, { id: 'A', status: 'active', prLink: 'https://github.com/a/b/pull/1;rm -rf ~' })
    )
    const client = createServiceClient({ baseUrl: server.url, apiKey: 'k', requestTimeoutMs: 2000 }, 'p', {
      warn: m => warnings.push(m)
    })
    for (let i = 0; i < 3; i++) expect((await client.getJob('A')).prLink).toBeNull()
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('"https://github.com/a/b/pull/1;rm -rf ~"')
  })
})

// The HTTP layer while an answer's body is being read, against a hostile server on loopback (headers at once, then a
// body that stalls or breaks), plus the last error lines against the simulator: what a cancel, the per-attempt timeout
// or a broken connection during the body make of a POST that succeeded, and the defaults no endpoint overrides.
describe('while the body is read: stalls, breaks, cancels and the last error lines', () => {
  const failure = (promise: Promise<unknown>): Promise<ServiceError> =>
    promise.then(
      () => {
        throw new Error('expected a failure')
      },
      (error: unknown) => error as ServiceError
    )
  /** Headers and the start of a job at once, then nothing more until the connection closes. */
  const stall = (_req: unknown, res: ServerResponse): void => {
    res.writeHead(201, { 'content-type': 'application/json' })
    res.write('{"id":"j1",')
  }

  describe('a POST that succeeded, its body still being read', () => {
    let server: HostileServer | undefined
    afterEach(async () => {
      await server?.close()
      server = undefined
    })
    const clientFor = async (handler: HostileHandler, over: Partial<HttpOptions> = {}) => {
      server = await startHostileServer(handler)
      return createServiceClient({ baseUrl: server.url, apiKey: 'mint_test_key', requestTimeoutMs: 5000, ...over }, 'p')
    }

    it('cancelled then: cancelled (not "unreadable"), with nothing sent again', async () => {
      const controller = new AbortController()
      const client = await clientFor(stall, { signal: controller.signal })
      // The cancel comes once the client has the answer's headers (fetch's own diagnostics channel says when), after
      // the turn of the event loop that hands the body to the reader: while the body is read, never before.
      const onHeaders = (): void => void setImmediate(() => controller.abort())
      diagnostics.subscribe('undici:request:headers', onHeaders)
      const error = await client
        .createJob('x')
        .catch((e: unknown) => e)
        .finally(() => diagnostics.unsubscribe('undici:request:headers', onHeaders))
      expect(error).toBeInstanceOf(CancelledError)
      expect(server?.requests).toHaveLength(1)
    })

    it('stalled past the per-attempt timeout: processed, its answer cut off after that many seconds', async () => {
      const client = await clientFor(stall, { requestTimeoutMs: 1000 })
      const error = await failure(client.createJob('x'))
      expect(error).toMatchObject({ kind: 'unreadable', mayHaveBeenProcessed: true })
      expect(error.message).toBe(
        'Create job: the service created a job (HTTP 201), but its answer could not be read: the answer broke off (no more within 1s).'
      )
    })

    it('the connection broken: the error code is named', async () => {
      const client = await clientFor((_req, res) => {
        res.writeHead(201, { 'content-type': 'application/json', 'content-length': '100' })
        res.write('{"id":"j1",', () => res.destroy())
      })
      const error = await failure(client.createJob('x'))
      expect(error.message).toMatch(/the answer broke off \((?!unknown)[A-Z_]+\)\.$/)
    })
  })

  describe('against the simulator', () => {
    let sim: Simulator
    beforeEach(async () => {
      sim = await startSimulator({ job: { durationMs: 60_000 } })
    })
    afterEach(() => sim.close())
    const http = (over: Partial<HttpOptions> = {}): HttpOptions => ({
      baseUrl: sim.url,
      apiKey: sim.apiKey,
      requestTimeoutMs: 5000,
      backoff: { baseMs: 1, capMs: 2 },
      ...over
    })
    const client = (over: Partial<HttpOptions> = {}) => createServiceClient(http(over), sim.projectId)

    it('a GET rate limited to the end: the general 429 advice (the job endpoint has none of its own)', async () => {
      sim.inject('getJob', { kind: 'status', status: 429, body: '' }, 2)
      const error = await failure(client({ getAttempts: 2 }).getJob('A'))
      expect(error.message).toBe('Get job failed: HTTP 429. Rate limited by the service.')
    })

    it('a GET that fails to the end was not processed; its network error is of kind network', async () => {
      sim.inject('getJob', { kind: 'status', status: 500 }, 2)
      await expect(client({ getAttempts: 2 }).getJob('A')).rejects.toMatchObject({ mayHaveBeenProcessed: false })
      sim.inject('getJob', { kind: 'reset' })
      await expect(client({ getAttempts: 1 }).getJob('A')).rejects.toMatchObject({
        kind: 'network',
        mayHaveBeenProcessed: true
      })
    })

    it('a 300 with an answer over the cap is an error answer, not a success', async () => {
      sim.inject('createJob', { kind: 'status', status: 300, body: 'x'.repeat(MiB + 10), contentType: 'text/plain' })
      await expect(client().createJob('x')).rejects.toMatchObject({ kind: 'http', status: 300 })
    })

    it('request() without hints: the defaults', async () => {
      sim.inject('getJob', { kind: 'status', status: 500, body: '' })
      const path = `/v2/agent/${sim.projectId}/job/A`
      const error = await failure(request(http({ getAttempts: 1 }), { endpoint: 'Bare', method: 'GET', path }))
      expect(error.message).toBe('Bare failed: HTTP 500. The service had an internal error.')
    })

    it('serviceMessage: a message that is not text is not the service’s words', () => {
      expect(serviceMessage('{"message":5}')).toBe('{"message":5}')
    })
  })
})
