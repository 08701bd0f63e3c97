// A hostile stand-in for the service (agent jobs and visitors) built on the hostile server: the test gives the job it
// answers, the visitors pages, and a queue of error answers per route. Each function receives the key the action sent
// (from its Authorization header), so an answer can echo it as a careless service or proxy would.
import { json, startHostileServer, type HostileServer } from './hostile-server.js'

export type HostileRoute = 'create' | 'get' | 'message' | 'visitors'

export interface HostileAnswer {
  status: number
  body: string | object
  headers?: Record<string, string>
}

export interface HostileServiceOptions {
  /** The job answered by create (201), get and message (200). Default: an active job, completed on the 2nd GET. */
  job?: (key: string, call: number) => Record<string, unknown>
  /** A visitors page for the given offset. */
  visitors?: (key: string, offset: number) => Record<string, unknown>
  /** Answers given before the normal one, in order, per route; undefined in the list lets that call through. */
  errors?: Partial<Record<HostileRoute, (((key: string) => HostileAnswer) | undefined)[]>>
}

export interface HostileService extends HostileServer {
  calls: Record<HostileRoute, number>
}

export const HOSTILE_KEY = 'mint_h0stile1234567890abcdef'
export const HOSTILE_PROJECT = 'abcdef0123456789abcdef01'

function routeOf(method: string, path: string): HostileRoute | undefined {
  const url = new URL(path, 'http://x')
  if (/^\/v1\/analytics\/[^/]+\/visitors$/.test(url.pathname)) return 'visitors'
  if (method === 'POST' && /^\/v2\/agent\/[^/]+\/job$/.test(url.pathname)) return 'create'
  if (method === 'POST' && /\/message$/.test(url.pathname)) return 'message'
  if (method === 'GET' && /^\/v2\/agent\/[^/]+\/job\/[^/]+$/.test(url.pathname)) return 'get'
  return undefined
}

export async function startHostileService(options: HostileServiceOptions = {}): Promise<HostileService> {
  const calls: Record<HostileRoute, number> = { create: 0, get: 0, message: 0, visitors: 0 }
  const errors = Object.fromEntries(Object.entries(options.errors ?? {}).map(([route, list]) => [route, [...list]]))
  const job =
    options.job ?? ((_key: string, call: number) => ({ id: 'job-1', status: call >= 2 ? 'completed' : 'active' }))
  const server = await startHostileServer((request, response) => {
    const route = routeOf(request.method, request.path)
    if (!route) return json(response, 404, { error: 'Not found' })
    const key = (request.headers.authorization ?? '').replace(/^Bearer /, '')
    calls[route]++
    const queued = (errors[route] as (((key: string) => HostileAnswer) | undefined)[] | undefined)?.shift()
    if (queued) {
      const answer = queued(key)
      return json(response, answer.status, answer.body, answer.headers)
    }
    if (route === 'visitors') {
      const offset = Number(new URL(request.path, 'http://x').searchParams.get('offset') ?? 0)
      const page = options.visitors?.(key, offset) ?? {
        totals: { human: 0, ai: 0, total: 0 },
        visitors: [],
        hasMore: false
      }
      return json(response, 200, page)
    }
    const call = route === 'get' ? calls.get : 0
    return json(response, route === 'create' ? 201 : 200, job(key, call))
  })
  return Object.assign(server, { calls })
}

/** The inputs that point the action at a hostile service. */
export const hostileInputs = (service: HostileServer, over: Record<string, string> = {}): Record<string, string> => ({
  'api-key': HOSTILE_KEY,
  'project-id': HOSTILE_PROJECT,
  'api-url': service.url,
  'poll-interval': '50ms',
  timeout: '20s',
  ...over
})

/** The report action's inputs of a visitors report over one fixed week, reported to issue 12 (with the fake GitHub's token). */
export const WEEKLY_REPORT = {
  report: 'visitors',
  'date-from': '2026-11-01',
  'date-to': '2026-11-08',
  'github-token': 'ghs_fake_token',
  'issue-number': '12'
}
