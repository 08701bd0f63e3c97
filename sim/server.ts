/**
 * A faithful local simulator of the service (Mintlify agent v2 + analytics v1) on loopback, plain node:http.
 * Transport concerns live here: recording, routing, injected faults, latency, lifecycle.
 * The service behaviour is in handlers.ts, the job state machine in jobs.ts, the analytics endpoints in analytics.ts (one file per dataset).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { isIP } from 'node:net'
import type { AddressInfo } from 'node:net'
import { AnalyticsData } from './analytics.js'
import { discoveryState } from './discovery.js'
import { echoAuthAnswer, FaultQueue, malformedAnswer, statusAnswer } from './faults.js'
import { handle, type ServiceState } from './handlers.js'
import { firstValues, flatHeaders, json, readBody, recordedBody, send, type Answer } from './http.js'
import { JobStore } from './jobs.js'
import { RateLimiter } from './rate-limit.js'
import { matchRoute } from './routes.js'
import { TEST_SITE } from './site.js'
import {
  SIM_API_KEY,
  SIM_ASSISTANT_KEY,
  SIM_DOMAIN,
  SIM_PROJECT_ID,
  type RecordedRequest,
  type SimOptions,
  type Simulator
} from './types.js'
import { VisitorsSource } from './visitors.js'

export * from './types.js'

const HOUR_MS = 60 * 60 * 1000

/** True for 'localhost', 127.0.0.0/8, ::1 and IPv4-mapped 127.x addresses. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  if (bare === 'localhost' || bare === '::1' || bare === '0:0:0:0:0:0:0:1') return true
  const v4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare
  return isIP(v4) === 4 && v4.startsWith('127.')
}

/** Timers that close() can cancel, so a pending delay never keeps the process alive. */
class Sleeper {
  private readonly pending = new Set<{ timer?: NodeJS.Timeout; resolve: () => void }>()

  /** ms Infinity: until close(), never sooner (a server that never answers). */
  sleep(ms: number): Promise<void> {
    if (!(ms > 0)) return Promise.resolve()
    return new Promise(resolve => {
      const entry: { timer?: NodeJS.Timeout; resolve: () => void } = { resolve }
      if (Number.isFinite(ms)) {
        entry.timer = setTimeout(() => {
          this.pending.delete(entry)
          resolve()
        }, ms)
      }
      this.pending.add(entry)
    })
  }

  cancelAll(): void {
    for (const entry of this.pending) {
      clearTimeout(entry.timer)
      entry.resolve()
    }
    this.pending.clear()
  }
}

export async function startSimulator(opts: SimOptions = {}): Promise<Simulator> {
  const host = opts.host ?? '127.0.0.1'
  if (!isLoopback(host)) throw new Error(`The simulator only listens on loopback; refusing host "${host}"`)
  const apiKeys = [...(opts.apiKeys ?? [SIM_API_KEY])]
  if (apiKeys.length === 0) throw new Error('apiKeys must hold at least one key')
  const latencyMs = opts.latencyMs ?? 0
  const now = opts.now ?? Date.now
  const windowMs = opts.rateLimit?.windowMs ?? HOUR_MS
  const state: ServiceState = {
    apiKeys,
    projectId: opts.projectId ?? SIM_PROJECT_ID,
    store: new JobStore(opts.job ?? {}, now),
    analytics: new AnalyticsData(
      new VisitorsSource(opts.visitorRows ?? 120, false, opts.site),
      opts.analytics,
      { paths: opts.readerPaths ?? [], text: opts.readerText ?? [] },
      opts.site,
      opts.thumbsDown
    ),
    limits: {
      agent: new RateLimiter(opts.rateLimit?.agent ?? 100, windowMs),
      analytics: new RateLimiter(opts.rateLimit?.analytics ?? 100, windowMs)
    },
    discovery: discoveryState(
      opts.site ?? TEST_SITE,
      opts.domain ?? SIM_DOMAIN,
      [...(opts.assistantKeys ?? [SIM_ASSISTANT_KEY])],
      new RateLimiter(opts.rateLimit?.discovery ?? 10_000, windowMs)
    )
  }
  const requests: RecordedRequest[] = []
  const faults = new FaultQueue()
  const sleeper = new Sleeper()
  let closed = false

  const answer = async (res: ServerResponse, record: RecordedRequest, reply: Answer, extraDelayMs = 0) => {
    record.status = reply.status
    await sleeper.sleep(latencyMs + extraDelayMs)
    if (!closed) send(res, reply)
  }
  const reset = (req: IncomingMessage, record: RecordedRequest) => {
    record.status = 0
    req.socket.destroy()
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const at = now()
    const rawUrl = req.url ?? '/'
    const queryStart = rawUrl.indexOf('?')
    const path = queryStart < 0 ? rawUrl : rawUrl.slice(0, queryStart)
    const query = new URLSearchParams(queryStart < 0 ? '' : rawUrl.slice(queryStart + 1))
    const method = req.method ?? 'GET'
    const routed = matchRoute(method, path)
    const record: RecordedRequest = {
      method,
      path,
      query: firstValues(query),
      headers: flatHeaders(req.headers),
      body: undefined,
      at,
      route: routed.kind === 'route' ? routed.match.route : 'unknown',
      status: 0
    }
    requests.push(record)
    const body = await readBody(req).catch(() => null)
    if (body === null) return // the client went away mid-body
    record.body = recordedBody(body)

    if (routed.kind === 'notFound') return answer(res, record, json(404, { error: 'Not found' }))
    if (routed.kind === 'methodNotAllowed') {
      return answer(res, record, json(405, { error: 'Method not allowed' }, { Allow: routed.allow }))
    }
    const fault = faults.take(routed.match.route)
    if (fault?.kind === 'reset') return reset(req, record)
    if (fault?.kind === 'status') return answer(res, record, statusAnswer(fault))
    if (fault?.kind === 'echoAuth') return answer(res, record, echoAuthAnswer(fault, req.headers.authorization))

    const reply = handle(state, { match: routed.match, headers: req.headers, body, query, now: now() })
    if (fault?.kind === 'resetAfterProcessing') return reset(req, record)
    if (fault?.kind === 'malformed') return answer(res, record, malformedAnswer(fault))
    if (fault?.kind === 'hold') await Promise.race([fault.until.catch(() => undefined), sleeper.sleep(Infinity)])
    return answer(res, record, reply, fault?.kind === 'delay' ? fault.ms : 0)
  }

  const server = createServer((req, res) => {
    res.on('error', () => undefined)
    onRequest(req, res).catch((error: unknown) => {
      if (closed) return
      console.error('simulator: internal error:', error)
      send(res, json(500, { error: 'Internal simulator error' }))
    })
  })
  server.on('clientError', (_error, socket) => socket.destroy())
  // Idle connections are the client's to close: a server closing one at its keep-alive timeout races a client reusing
  // it (a POST then fails with "fetch failed"), which on a busy machine happens. close() still ends them all.
  server.keepAliveTimeout = 0
  let connections = 0 // TCP connections accepted: shows whether clients keep them alive
  server.on('connection', () => connections++)

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address() as AddressInfo
  const urlHost = address.family === 'IPv6' || address.address.includes(':') ? `[${address.address}]` : address.address

  return {
    url: `http://${urlHost}:${address.port}`,
    port: address.port,
    projectId: state.projectId,
    apiKey: apiKeys[0] as string,
    assistantKey: state.discovery.assistantKeys[0] ?? '',
    domain: state.discovery.domain,
    requests,
    get connections() {
      return connections
    },
    jobs: state.store.jobs,
    inject: (route, fault, times) => faults.inject(route, fault, times),
    setJobPlan: plan => state.store.setPlan(plan),
    finishJob: (id, status, prLink) => {
      const job = state.store.get(id)
      if (!job) throw new Error(`finishJob: no job ${id}`)
      job.finish(status, prLink, now())
    },
    setVisitorRows: (n, options) => state.analytics.visitors.setRows(n, options?.stuckHasMore ?? false),
    close: async () => {
      if (closed) return
      closed = true
      sleeper.cancelAll()
      server.closeAllConnections()
      await new Promise<void>(resolve => server.close(() => resolve()))
    }
  }
}
