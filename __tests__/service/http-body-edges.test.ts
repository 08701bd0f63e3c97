// The HTTP layer while an answer's body is being read, against a hostile server on loopback (headers at once, then a
// body that stalls or breaks), plus the last error lines against the simulator: what a cancel, the per-attempt timeout
// or a broken connection during the body make of a POST that succeeded, and the defaults no endpoint overrides.
import type { ServerResponse } from 'node:http'
import { startHostileServer, type HostileHandler, type HostileServer } from '../../__fixtures__/hostile-server.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { CancelledError } from '../../src/action/errors.js'
import { createServiceClient } from '../../src/service/client.js'
import { MiB, request, serviceMessage, type HttpOptions, type ServiceError } from '../../src/service/http.js'

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
    setTimeout(() => controller.abort(), 150)
    const error = await client.createJob('x').catch((e: unknown) => e)
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
