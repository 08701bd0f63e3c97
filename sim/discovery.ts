/**
 * The free search and page endpoints (spec/openapi/discovery-openapi.json, served below /discovery as the service
 * serves them below https://api.mintlify.com/discovery): an assistant key (`mint_dsc_…`; any other key, the admin key
 * too, is 401), the site's domain (another is 404), one budget of 10,000 requests an hour for both, and the site as it
 * is live at the request's time (docs-pages.ts, with the edits of every job whose deployment succeeded). Search ranks
 * the pages by search-index.ts; a page read answers its whole text.
 */
import { basePages, withEdits } from './docs-pages.js'
import { json, text, type Answer } from './http.js'
import type { Job } from './jobs.js'
import { liveEdits } from './deployments.js'
import type { RateLimiter } from './rate-limit.js'
import { rank } from './search-index.js'
import type { DiscoveryRoute, SiteData } from './types.js'

export interface DiscoveryState {
  assistantKeys: readonly string[]
  domain: string
  base: ReadonlyMap<string, string>
  limiter: RateLimiter
}

export const discoveryState = (
  site: SiteData,
  domain: string,
  assistantKeys: readonly string[],
  limiter: RateLimiter
): DiscoveryState => ({ assistantKeys, domain, base: basePages(site), limiter })

const NO_INDEX = 'Page not found or no search index available'
const fail = (status: number, message: string): Answer => json(status, { message })

type Body = { ok: true; value: Record<string, unknown> } | { ok: false; answer: Answer }

function readJson(body: string | undefined): Body {
  if (body === undefined) return { ok: false, answer: fail(413, 'Request body too large') }
  try {
    const value: unknown = JSON.parse(body)
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return { ok: true, value: value as Record<string, unknown> }
  } catch {
    // answered below
  }
  return { ok: false, answer: fail(400, 'Invalid request: the body must be a JSON object') }
}

const isWhole = (value: unknown, min: number, max: number) =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max

/** The search's problem with its body, or undefined: the document's types and ranges. */
function searchProblem({ query, pageSize, scoreThreshold, filter }: Record<string, unknown>): string | undefined {
  if (typeof query !== 'string') return 'query is required and must be a string'
  if (pageSize !== undefined && !isWhole(pageSize, 1, 50)) return 'pageSize must be an integer from 1 to 50'
  const threshold = scoreThreshold as number
  if (scoreThreshold !== undefined && !(typeof threshold === 'number' && threshold >= 0 && threshold <= 1))
    return 'scoreThreshold must be a number from 0 to 1'
  if (filter !== undefined && (typeof filter !== 'object' || filter === null)) return 'filter must be an object'
  return undefined
}

/** A filter the site has nothing for (a version, a tag, a language but English) matches no page. */
function filtersOut(filter: unknown): boolean {
  const { version, tag, language } = (filter ?? {}) as Record<string, unknown>
  return version !== undefined || tag !== undefined || (language !== undefined && language !== 'en')
}

export interface DiscoveryRequest {
  route: Exclude<DiscoveryRoute, 'deploymentStatus'>
  domain: string
  authorization: string | undefined
  body: string | undefined
  now: number
  jobs: Iterable<Job>
}

export function handleDiscovery(state: DiscoveryState, request: DiscoveryRequest): Answer {
  const key = /^Bearer +(\S+) *$/i.exec(request.authorization ?? '')?.[1]
  if (key === undefined || !state.assistantKeys.includes(key)) return fail(401, 'Invalid assistant API key')
  const retryAfter = state.limiter.take(request.now)
  if (retryAfter > 0) return text(429, 'Too many requests, please try again later.', { 'Retry-After': `${retryAfter}` })
  if (request.domain !== state.domain) return fail(404, NO_INDEX)
  const body = readJson(request.body)
  if (!body.ok) return body.answer
  const pages = withEdits(state.base, liveEdits(request.jobs, request.now))
  if (request.route === 'page') {
    const { path } = body.value
    if (typeof path !== 'string') return fail(400, 'path is required and must be a string')
    const content = pages.get(path.startsWith('/') ? path : `/${path}`)
    return content === undefined ? fail(404, NO_INDEX) : json(200, { path, content })
  }
  const problem = searchProblem(body.value)
  if (problem) return fail(400, `Invalid request: ${problem}`)
  const { query, pageSize = 10, scoreThreshold = 0, filter } = body.value
  if (filtersOut(filter)) return json(200, [])
  return json(200, rank(pages, query as string, pageSize as number, scoreThreshold as number))
}
