/**
 * Routing on the raw path. The path is split on '/' BEFORE any decoding, and each segment is then URL-decoded exactly
 * once, so `a%2F..%2Fb` stays one segment (the project id "a/../b") and can never be normalised into another route.
 * An empty parameter (`/job/`) matches nothing.
 */
import type { RouteName } from './types.js'

export interface RouteMatch {
  route: RouteName
  projectId: string
  jobId?: string
  /** The search and page routes' site, the deployment route's status id. */
  domain?: string
  statusId?: string
}
export type RouteResult =
  { kind: 'route'; match: RouteMatch } | { kind: 'notFound' } | { kind: 'methodNotAllowed'; allow: string }

interface Pattern {
  route: RouteName
  method: 'GET' | 'POST'
  /** Literal segments, or ':projectId' / ':id' / ':domain' / ':statusId' for parameters. */
  segments: string[]
}

const PATTERNS: Pattern[] = [
  { route: 'createJob', method: 'POST', segments: ['v2', 'agent', ':projectId', 'job'] },
  { route: 'getJob', method: 'GET', segments: ['v2', 'agent', ':projectId', 'job', ':id'] },
  { route: 'sendMessage', method: 'POST', segments: ['v2', 'agent', ':projectId', 'job', ':id', 'message'] },
  analytics('visitors', 'visitors'),
  analytics('views', 'views'),
  analytics('searches', 'searches'),
  analytics('feedbackByPage', 'feedback', 'by-page'),
  analytics('feedback', 'feedback'),
  analytics('assistant', 'assistant'),
  analytics('callerStats', 'assistant', 'caller-stats'),
  { route: 'search', method: 'POST', segments: ['discovery', 'v1', 'search', ':domain'] },
  { route: 'page', method: 'POST', segments: ['discovery', 'v1', 'page', ':domain'] },
  { route: 'deploymentStatus', method: 'GET', segments: ['v1', 'project', 'update-status', ':statusId'] }
]

function analytics(route: RouteName, ...tail: string[]): Pattern {
  return { route, method: 'GET', segments: ['v1', 'analytics', ':projectId', ...tail] }
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

function matchPattern(pattern: Pattern, raw: string[]): RouteMatch | undefined {
  if (raw.length !== pattern.segments.length) return undefined
  const params: Record<string, string> = {}
  for (const [i, expected] of pattern.segments.entries()) {
    const segment = raw[i] as string
    if (expected.startsWith(':')) {
      const value = decode(segment)
      if (value === undefined || value === '') return undefined
      params[expected.slice(1)] = value
    } else if (segment !== expected) {
      return undefined
    }
  }
  const match: RouteMatch = { route: pattern.route, projectId: params.projectId ?? '' }
  if (params.id !== undefined) match.jobId = params.id
  if (params.domain !== undefined) match.domain = params.domain
  if (params.statusId !== undefined) match.statusId = params.statusId
  return match
}

/** Matches a raw (still percent-encoded) path without its query string. */
export function matchRoute(method: string, rawPath: string): RouteResult {
  if (!rawPath.startsWith('/')) return { kind: 'notFound' }
  const raw = rawPath.slice(1).split('/')
  const allowed: string[] = []
  for (const pattern of PATTERNS) {
    const match = matchPattern(pattern, raw)
    if (!match) continue
    if (pattern.method === method) return { kind: 'route', match }
    allowed.push(pattern.method)
  }
  return allowed.length > 0 ? { kind: 'methodNotAllowed', allow: allowed.join(', ') } : { kind: 'notFound' }
}
