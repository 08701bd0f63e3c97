/** The service's behaviour behind the transport: auth, project check, rate limits, the agent endpoints (analytics ones in analytics.ts). */
import type { IncomingHttpHeaders } from 'node:http'
import { json, text, type Answer } from './http.js'
import type { JobStore } from './jobs.js'
import type { RateLimiter } from './rate-limit.js'
import type { RouteMatch } from './routes.js'
import { handleAnalytics, isAnalytics, type AnalyticsData } from './analytics.js'
import { deploymentBody } from './deployments.js'
import { handleDiscovery, type DiscoveryState } from './discovery.js'

export const RATE_LIMIT_TEXT = 'Too many requests, please try again later.'

export interface ServiceState {
  apiKeys: readonly string[]
  projectId: string
  store: JobStore
  analytics: AnalyticsData
  /** `analytics` is one budget for every analytics route. */
  limits: { agent: RateLimiter; analytics: RateLimiter }
  /** The free search and page endpoints (their own key, domain and budget) and the site they search. */
  discovery: DiscoveryState
}

export interface ServiceRequest {
  match: RouteMatch
  headers: IncomingHttpHeaders
  /** Raw body text; undefined when it was too large. */
  body: string | undefined
  query: URLSearchParams
  now: number
}

/** 401/403 for a missing, malformed, unknown or wrong-kind key; undefined when the key is accepted. */
export function checkAuth(authorization: string | undefined, apiKeys: readonly string[]): Answer | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '')
  if (!match) return json(401, { error: 'Unauthorized' })
  const key = match[1] as string
  if (key.startsWith('mint_dsc_') || key.startsWith('mint_us_')) {
    return json(403, { error: 'Forbidden: this key cannot access the admin API' })
  }
  return apiKeys.includes(key) ? undefined : json(401, { error: 'Invalid API key' })
}

type PromptResult = { ok: true; prompt: string } | { ok: false; answer: Answer }

function readPrompt(request: ServiceRequest): PromptResult {
  const fail = (error: string, status = 400): PromptResult => ({ ok: false, answer: json(status, { error }) })
  if (request.body === undefined) return fail('Request body too large', 413)
  const contentType = request.headers['content-type'] ?? ''
  if (!/^application\/json\s*(;|$)/i.test(contentType))
    return fail('Invalid request: Content-Type must be application/json')
  let parsed: unknown
  try {
    parsed = JSON.parse(request.body)
  } catch {
    return fail('Invalid request: body is not valid JSON')
  }
  const prompt = typeof parsed === 'object' && parsed !== null ? (parsed as { prompt?: unknown }).prompt : undefined
  if (typeof prompt !== 'string') return fail('Invalid request: prompt is required and must be a string')
  if (prompt.length < 1) return fail('Invalid request: prompt must contain at least 1 character')
  return { ok: true, prompt }
}

function rateLimited(limiter: RateLimiter, now: number): Answer | undefined {
  const retryAfter = limiter.take(now)
  return retryAfter > 0 ? text(429, RATE_LIMIT_TEXT, { 'Retry-After': String(retryAfter) }) : undefined
}

/** The real processing of a request that reached a known route. */
export function handle(state: ServiceState, request: ServiceRequest): Answer {
  const { match, now } = request
  if (match.route === 'search' || match.route === 'page') {
    const { authorization } = request.headers
    const { body } = request
    const jobs = state.store.jobs.values()
    return handleDiscovery(state.discovery, {
      route: match.route,
      domain: match.domain ?? '',
      authorization,
      body,
      now,
      jobs
    })
  }
  const denied = checkAuth(request.headers.authorization, state.apiKeys)
  if (denied) return denied
  if (match.route === 'deploymentStatus') {
    const site = { projectId: state.projectId, domain: state.discovery.domain }
    const found = deploymentBody(state.store.jobs.values(), match.statusId ?? '', now, site)
    return found ? json(200, found) : json(404, { error: 'Update status not found' })
  }
  if (match.projectId !== state.projectId) return json(404, { error: 'Project not found' })
  if (isAnalytics(match.route)) {
    return rateLimited(state.limits.analytics, now) ?? handleAnalytics(state.analytics, match.route, request.query)
  }

  switch (match.route) {
    case 'createJob': {
      const limited = rateLimited(state.limits.agent, now)
      if (limited) return limited
      const body = readPrompt(request)
      if (!body.ok) return body.answer
      return json(201, state.store.create(body.prompt, now).toBody(now))
    }
    case 'getJob': {
      const job = state.store.get(match.jobId ?? '')
      return job ? json(200, job.toBody(now)) : json(404, { error: 'Job not found' })
    }
    case 'sendMessage': {
      const limited = rateLimited(state.limits.agent, now)
      if (limited) return limited
      const body = readPrompt(request)
      if (!body.ok) return body.answer
      const job = state.store.get(match.jobId ?? '')
      if (!job) return json(404, { error: 'Job not found' })
      state.store.message(job, body.prompt, now)
      return json(200, job.toBody(now))
    }
    default:
      return json(404, { error: 'Not found' })
  }
}
