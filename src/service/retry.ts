/** Pure retry arithmetic: backoff with equal jitter, and the Retry-After header. */

export interface BackoffOptions {
  baseMs: number
  capMs: number
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1000, capMs: 30_000 }

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
  if (text === '') return undefined
  if (/^\d+$/.test(text)) return Number(text) * 1000
  if (!/[a-z]/i.test(text)) return undefined // "1.5", "-3": not a valid header
  const date = Date.parse(text)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}
