/** Date math for the visitors export: parsing the date inputs, default and previous ranges. Pure, UTC throughout. */
import { plural } from '../../text/plural.js'

export const DAY_MS = 86_400_000
/** The span of the default range, and of a range of which only one bound is given. */
export const DEFAULT_SPAN_DAYS = 7
export const MAX_SPAN_DAYS = 366

/** `date`: the input was YYYY-MM-DD (sent as such); `iso`: a date-time (sent as ISO 8601 in UTC). */
export type DateKind = 'date' | 'iso'
export interface ParsedDate {
  date: Date
  kind: DateKind
}
export interface DateRange {
  from: Date
  /** Exclusive. */
  to: Date
}
/** A range with the strings sent to the service as `dateFrom` and `dateTo` (exclusive). */
export interface QueryRange extends DateRange {
  dateFrom: string
  dateTo: string
}

export const ACCEPTED_FORMATS =
  'use YYYY-MM-DD (e.g. 2026-11-15) or ISO 8601 (e.g. 2026-11-15T00:00:00Z; a time without an offset is UTC)'

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i

/** Parses `YYYY-MM-DD` (UTC midnight) or an ISO 8601 date-time; undefined when the text is neither or no real date. */
export function parseDateInput(text: string): ParsedDate | undefined {
  const value = text.trim()
  const day = DATE.exec(value)
  if (day) {
    const date = utc(Number(day[1]), Number(day[2]), Number(day[3]), 0, 0, 0, 0)
    return date ? { date, kind: 'date' } : undefined
  }
  const m = DATE_TIME.exec(value)
  if (!m) return undefined
  const ms = Math.floor(Number(`0.${m[7] ?? '0'}`) * 1000)
  const local = utc(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0), ms)
  const offset = parseOffset(m[8])
  if (!local || offset === undefined) return undefined
  return { date: new Date(local.getTime() - offset), kind: 'iso' }
}

/**
 * A Date for these UTC fields, or undefined when one is out of range (2026-02-30, 24:00, …). Date.UTC rolls a field out
 * of range into the next; any but a minute or second of 60 moves the day or the month, which the last line sees.
 */
function utc(y: number, mo: number, d: number, h: number, mi: number, s: number, ms: number): Date | undefined {
  if (mi > 59 || s > 59) return undefined
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms))
  date.setUTCFullYear(y) // Date.UTC maps years 0..99 to 1900..1999
  return date.getUTCDate() === d && date.getUTCMonth() === mo - 1 ? date : undefined
}

/** The offset in ms (east positive); 0 for `Z` or no offset; undefined when out of range. */
function parseOffset(text: string | undefined): number | undefined {
  if (!text || text.toUpperCase() === 'Z') return 0
  const digits = text.slice(1).replace(':', '')
  const hours = Number(digits.slice(0, 2))
  const minutes = Number(digits.slice(2))
  if (hours > 23 || minutes > 59) return undefined
  return (text.startsWith('-') ? -1 : 1) * (hours * 60 + minutes) * 60_000
}

/** `YYYY-MM-DD` of the UTC day. */
export function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export const isUtcMidnight = (date: Date): boolean => date.getTime() % DAY_MS === 0

/** As sent to the service: `YYYY-MM-DD` for a date at UTC midnight when dates were given, ISO 8601 otherwise. */
export function formatBound(date: Date, kind: DateKind): string {
  return kind === 'date' && isUtcMidnight(date) ? formatDay(date) : date.toISOString()
}

export function startOfUtcDay(date: Date): Date {
  return new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS)
}

export function makeRange(from: ParsedDate, to: ParsedDate): QueryRange {
  return {
    from: from.date,
    to: to.date,
    dateFrom: formatBound(from.date, from.kind),
    dateTo: formatBound(to.date, to.kind)
  }
}

/** The last complete UTC days: from `days` days before today 00:00 UTC up to (excluding) today 00:00 UTC. */
export function defaultRange(now: Date, days = DEFAULT_SPAN_DAYS): QueryRange {
  const to = startOfUtcDay(now)
  return makeRange({ date: new Date(to.getTime() - days * DAY_MS), kind: 'date' }, { date: to, kind: 'date' })
}

/** A bound `days` days after (positive) or before (negative) the given one, of the same kind. */
export function shift(bound: ParsedDate, days: number): ParsedDate {
  return { date: new Date(bound.date.getTime() + days * DAY_MS), kind: bound.kind }
}

/** The period of the same length that ends where the range starts. */
export function previousPeriod(range: DateRange): DateRange {
  const length = range.to.getTime() - range.from.getTime()
  return { from: new Date(range.from.getTime() - length), to: new Date(range.from.getTime()) }
}

/** The previous period, as strings of the same kind as the range's. */
export function previousQueryRange(range: QueryRange): QueryRange {
  const { from, to } = previousPeriod(range)
  const kind: DateKind = DATE.test(range.dateFrom) && DATE.test(range.dateTo) ? 'date' : 'iso'
  return { from, to, dateFrom: formatBound(from, kind), dateTo: formatBound(to, kind) }
}

/** `7 days`, `1 day`, `36 hours`, `90 minutes`: the length of a range in words. */
export function describeSpan(ms: number): string {
  if (ms % DAY_MS === 0) return plural(ms / DAY_MS, 'day')
  if (ms % 3_600_000 === 0) return plural(ms / 3_600_000, 'hour')
  return plural(Math.round(ms / 60_000), 'minute')
}

/**
 * A range for people: `2026-11-15 → 2026-11-21 (7 days)` shows the last included day when dates were given
 * (`dateTo` 2026-11-22 is exclusive); date-times show both bounds and say the end is exclusive.
 */
export function describeRange(range: { dateFrom: string; dateTo: string }): string {
  const from = parseDateInput(range.dateFrom)
  const to = parseDateInput(range.dateTo)
  if (!from || !to) return `${range.dateFrom} → ${range.dateTo} (exclusive)`
  const span = describeSpan(to.date.getTime() - from.date.getTime())
  if (from.kind === 'date' && to.kind === 'date') {
    const last = formatDay(new Date(to.date.getTime() - DAY_MS))
    return last === range.dateFrom ? `${range.dateFrom} (${span})` : `${range.dateFrom} → ${last} (${span})`
  }
  return `${range.dateFrom} → ${range.dateTo} (exclusive; ${span})`
}
