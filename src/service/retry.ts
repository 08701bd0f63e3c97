/**
 * The retry policy, pure (docs/reliability.md): which failed requests are sent again, which may have been processed,
 * and how long to wait first (Retry-After, else backoff with equal jitter), never past the deadline.
 */

export interface BackoffOptions {
  baseMs: number
  capMs: number
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1000, capMs: 30_000 }

/** The longest Retry-After slept through by default: five minutes. */
export const MAX_RETRY_AFTER_MS = 5 * 60_000

type Method = 'GET' | 'POST'

/** Network error codes that say the request never left: nothing was sent, so even a POST may be sent again. */
const NEVER_LEFT = new Set<string | undefined>(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT'])

export const neverLeft = (code: string | undefined): boolean => NEVER_LEFT.has(code)

/**
 * Whether a request answered with this status is sent again: a GET on a transient status (408, 429, 5xx); a POST only
 * on 429, the one answer that says nothing was done (a 5xx or 408 may come after the job was created). No 429 at all
 * when the caller will not wait out a rate limit (a report's share of the organisation's hourly budget).
 */
export function retriesStatus(method: Method, status: number, retryRateLimited = true): boolean {
  if (status === 429) return retryRateLimited
  return method === 'GET' && (status === 408 || status >= 500)
}

/** Whether a POST answered with this status may have been processed (so must not be sent again): 408 and 5xx. */
export const mayHaveProcessed = (method: Method, status: number): boolean =>
  method === 'POST' && (status >= 500 || status === 408)

export interface WaitPlan {
  /** The failed attempt, counted from 1. */
  attempt: number
  /** What the answer's Retry-After asked for, if it asked. */
  retryAfterMs?: number
  maxRetryAfterMs?: number
  backoff?: BackoffOptions
  random?: () => number
  /** Epoch ms no retry may end at or after. */
  deadline?: number
  now: number
}

/** The wait before the next attempt, or why there is none (`outOfTime`: the deadline, not the service, refused it). */
export type Wait = { ms: number } | { refused: string; outOfTime: boolean }

export function retryWait(plan: WaitPlan): Wait {
  const asked = plan.retryAfterMs ?? 0 // none asked for: no wait to refuse
  if (asked > (plan.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS)) {
    const refused = `the service asked to wait ${Math.ceil(asked / 1000)}s (Retry-After); not waiting that long`
    return { refused, outOfTime: false }
  }
  const ms = plan.retryAfterMs ?? backoffDelay(plan.attempt, plan.backoff, plan.random)
  if (plan.now + ms >= (plan.deadline ?? Infinity)) {
    return { refused: `a retry in ${Math.ceil(ms / 1000)}s would end after the timeout`, outOfTime: true }
  }
  return { ms }
}

/**
 * Equal jitter (AWS architecture blog): uniform in [c/2, c) with c = min(cap, base·2^(attempt-1)); attempt counts
 * from 1. Unlike full jitter ([0, c)) it never retries at once: at least 500 ms after a first failure, so no burst.
 */
export function backoffDelay(attempt: number, options: BackoffOptions = DEFAULT_BACKOFF, random = Math.random): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30)
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** exponent)
  const half = Math.floor(ceiling / 2)
  const spread = ceiling - half
  return half + Math.min(Math.max(spread - 1, 0), Math.floor(random() * spread)) // r·n can round up to n
}

/**
 * The wait a Retry-After header asks for, in ms: delta-seconds (`120`) or an HTTP date. Undefined when absent or
 * unreadable; never negative (a date in the past means "now").
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value === null || value === undefined) return undefined
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  if (!/[a-z]/i.test(text)) return undefined // "1.5", "-3": not a valid header
  const date = Date.parse(text)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}
