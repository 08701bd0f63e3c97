/**
 * What every analytics endpoint shares: query validation (integers, the date range), seeded randomness, and the
 * opaque cursors. A bad parameter becomes a `details` entry, as the service's 400 lists them.
 */

export type Details = { message: string }[]
export type Parsed<T> = { ok: true; query: T } | { ok: false; details: Details }

export interface DateRange {
  dateFrom?: string
  dateTo?: string
}

/** FNV-1a, 32 bit. */
export function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** mulberry32: a small seeded PRNG returning [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i

/** Epoch ms of a `YYYY-MM-DD` or ISO 8601 date-time (UTC unless an offset is given), or undefined. */
export function parseDate(text: string): number | undefined {
  const match = DAY.exec(text) ?? DATE_TIME.exec(text)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const calendar = new Date(Date.UTC(year, month - 1, day))
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) {
    return undefined
  }
  const hours = Number(match[4] ?? 0)
  const minutes = Number(match[5] ?? 0)
  const seconds = Number(match[7] ?? 0)
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined
  const iso = match[4] === undefined ? `${text}T00:00:00Z` : match[9] ? text : `${text}Z`
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? undefined : ms
}

export function integer(
  params: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
  details: Details
): number {
  const raw = params.get(name)
  if (raw === null) return fallback
  const value = /^[+-]?\d+$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(value)) details.push({ message: `${name}: expected an integer, received "${raw}"` })
  else if (value < min) details.push({ message: `${name}: must be greater than or equal to ${min}, received ${value}` })
  else if (value > max) details.push({ message: `${name}: must be less than or equal to ${max}, received ${value}` })
  else return value
  return fallback
}

/** dateFrom and dateTo as given (each optional), checked: valid dates, and from before to (dateTo is exclusive). */
export function dateRange(params: URLSearchParams, details: Details): DateRange {
  const dates: Record<string, number | undefined> = {}
  for (const name of ['dateFrom', 'dateTo']) {
    const raw = params.get(name)
    if (raw === null) continue
    dates[name] = parseDate(raw)
    if (dates[name] === undefined) {
      details.push({ message: `${name}: invalid date "${raw}", expected ISO 8601 or YYYY-MM-DD` })
    }
  }
  const { dateFrom: from, dateTo: to } = dates
  if (from !== undefined && to !== undefined && from >= to) {
    details.push({ message: 'dateFrom must be before dateTo (dateTo is exclusive)' })
  }
  const range: DateRange = {}
  const dateFrom = params.get('dateFrom')
  const dateTo = params.get('dateTo')
  if (dateFrom !== null) range.dateFrom = dateFrom
  if (dateTo !== null) range.dateTo = dateTo
  return range
}

/** The range as a dataset key: two ranges give different data, the same range the same data. */
export const rangeKey = (range: DateRange): string => `${range.dateFrom ?? ''}..${range.dateTo ?? ''}`

/** Epoch-ms bounds of a range; an open end is a week from the other end (or from a fixed day when both are open). */
export function rangeBounds(range: DateRange): { from: number; to: number } {
  const WEEK = 7 * 24 * 3600 * 1000
  const given = { from: range.dateFrom && parseDate(range.dateFrom), to: range.dateTo && parseDate(range.dateTo) }
  const to = given.to || (given.from ? given.from + WEEK : Date.UTC(2026, 10, 22))
  const from = given.from || to - WEEK
  return { from, to }
}

/**
 * An opaque cursor over a position in one dataset: `c1.<base64url of "kind:range:offset">`. It names its kind and range,
 * so a cursor from another endpoint or another range is refused (400), as a real opaque cursor would be.
 */
export function encodeCursor(kind: string, range: DateRange, offset: number): string {
  return `c1.${Buffer.from(`${kind}:${rangeKey(range)}:${offset}`, 'utf8').toString('base64url')}`
}

export function decodeCursor(cursor: string, kind: string, range: DateRange, details: Details): number {
  const body = cursor.startsWith('c1.') ? Buffer.from(cursor.slice(3), 'base64url').toString('utf8') : ''
  const prefix = `${kind}:${rangeKey(range)}:`
  const offset = body.startsWith(prefix) ? Number(body.slice(prefix.length)) : NaN
  if (Number.isSafeInteger(offset) && offset > 0) return offset
  details.push({ message: `cursor: invalid cursor "${cursor.slice(0, 80)}"` })
  return 0
}

/** The query of a cursor-paged endpoint: the range, `limit` (1..max, default given), the cursor's offset. */
export interface CursorQuery extends DateRange {
  limit: number
  offset: number
}

export function parseCursorQuery(params: URLSearchParams, kind: string, limits: { fallback: number; max: number }) {
  const details: Details = []
  const range = dateRange(params, details)
  const limit = integer(params, 'limit', limits.fallback, 1, limits.max, details)
  const cursor = params.get('cursor')
  const offset = cursor === null || cursor === '' ? 0 : decodeCursor(cursor, kind, range, details)
  return { details, query: { ...range, limit, offset } as CursorQuery }
}

/** One page of rows at the query's offset, and the cursor to the next page (null at the end). */
export function cursorPage<T>(rows: readonly T[], query: CursorQuery, kind: string) {
  const end = query.offset + query.limit
  return {
    items: rows.slice(query.offset, end).map(row => ({ ...row })),
    nextCursor: end < rows.length ? encodeCursor(kind, query, end) : null
  }
}

/** The last dataset built, kept per range: a walk through all pages builds it once. */
export class RangeCache<T> {
  private last: { key: string; value: T } | undefined

  get(range: DateRange, build: () => T): T {
    const key = rangeKey(range)
    if (this.last?.key !== key) this.last = { key, value: build() }
    return this.last.value
  }
}

/** The seeded randomness of one dataset for one range: the same range gives the same data. */
export const seeded = (kind: string, range: DateRange): (() => number) => prng(hash(`${kind}\u0000${rangeKey(range)}`))
