/** Pure retry arithmetic: backoff with full jitter, and the Retry-After header. */

export interface BackoffOptions {
  baseMs: number
  capMs: number
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1000, capMs: 30_000 }

/** Full jitter (AWS architecture blog): a uniform delay in [0, min(cap, base·2^(attempt-1))). attempt counts from 1. */
export function backoffDelay(attempt: number, options: BackoffOptions = DEFAULT_BACKOFF, random = Math.random): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30)
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** exponent)
  return Math.floor(random() * ceiling)
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
