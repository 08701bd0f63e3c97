import { InputError } from '../../action/errors.js'
import { VisitorInputs } from '../../action/names.js'
import { flagInput, InputProblems, type InputReader, integerInput } from '../../action/input-parsers.js'
import {
  ACCEPTED_FORMATS,
  DAY_MS,
  DEFAULT_SPAN_DAYS,
  defaultRange,
  formatBound,
  makeRange,
  MAX_SPAN_DAYS,
  parseDateInput,
  shift,
  startOfUtcDay,
  type ParsedDate,
  type QueryRange
} from './range.js'

export const DEFAULT_MAX_PAGES = 20
export const MAX_MAX_PAGES = 400
export const DEFAULT_TOP = 10
export const MAX_TOP = 100

/** The visitors report's settings, validated. */
export interface VisitorSettings {
  /** As sent to the service: YYYY-MM-DD when dates were given, ISO 8601 (UTC) otherwise. */
  dateFrom: string
  /** Exclusive, as sent to the service. */
  dateTo: string
  from: Date
  to: Date
  /** Most pages (requests) per period. */
  maxPages: number
  compare: boolean
  top: number
}

/**
 * Reads the visitors inputs (the range serves every section) into `problems`; what does not stop the run goes to
 * `run.warnings`. They are read whatever sections run: a typo in a range is never ignored.
 */
export function readVisitorSettings(
  read: InputReader,
  problems: InputProblems,
  run: { now: Date; warnings: string[] }
): VisitorSettings {
  const range = problems.check(() => rangeInput(read, run.now, run.warnings), defaultRange(run.now))
  const maxPages = problems.check(
    () => integerInput(read, VisitorInputs.MaxPages, DEFAULT_MAX_PAGES, 1, MAX_MAX_PAGES),
    DEFAULT_MAX_PAGES
  )
  const compare = flagInput(read, problems, VisitorInputs.Compare, true)
  const top = problems.check(() => integerInput(read, VisitorInputs.Top, DEFAULT_TOP, 1, MAX_TOP), DEFAULT_TOP)
  return { ...rangeFields(range), maxPages, compare, top }
}

const rangeFields = (range: QueryRange) => ({
  dateFrom: range.dateFrom,
  dateTo: range.dateTo,
  from: range.from,
  to: range.to
})

/**
 * date-from and date-to, a missing one derived from the other with a 7-day span, both missing: the last 7 days. A range
 * that would end after now ends at today 00:00 UTC instead (with a warning): a day not yet over would be compared with
 * whole days of the previous period. A range that starts today keeps its end, with a warning that it is partial.
 */
export function rangeInput(read: InputReader, now: Date, warnings: string[]): QueryRange {
  const fromText = read(VisitorInputs.DateFrom).trim()
  const toText = read(VisitorInputs.DateTo).trim()
  const problems = new InputProblems()
  const parse = (name: string, text: string): ParsedDate | undefined => {
    if (text === '') return undefined
    const parsed = parseDateInput(text)
    if (!parsed) problems.add(new InputError(name, `'${text}' is not a date; ${ACCEPTED_FORMATS}.`))
    return parsed
  }
  const given = { from: parse(VisitorInputs.DateFrom, fromText), to: parse(VisitorInputs.DateTo, toText) }
  problems.throwIfAny()
  if (!given.from && !given.to) return defaultRange(now)
  const from = given.from ?? shift(given.to as ParsedDate, -DEFAULT_SPAN_DAYS)
  const to = given.to ?? shift(from, DEFAULT_SPAN_DAYS)
  const derived = !given.from ? ` (${DEFAULT_SPAN_DAYS} days before 'date-to', as 'date-from' is empty)` : ''
  const show = (bound: ParsedDate) => formatBound(bound.date, bound.kind)

  if (from.date.getTime() >= to.date.getTime()) {
    throw new InputError(
      VisitorInputs.DateFrom,
      `${show(from)} is not before 'date-to' ${show(to)}; 'date-to' is exclusive: for the single day D use date-from D and date-to D+1.`
    )
  }
  if (from.date.getTime() > now.getTime()) {
    throw new InputError(
      VisitorInputs.DateFrom,
      `${show(from)}${derived} is in the future (now is ${now.toISOString()}); the range must start in the past.`
    )
  }
  const days = (to.date.getTime() - from.date.getTime()) / DAY_MS
  if (days > MAX_SPAN_DAYS) {
    throw new InputError(
      VisitorInputs.DateTo,
      `makes the range ${Math.ceil(days)} days long (from ${show(from)} to ${show(to)}); the longest range is ${MAX_SPAN_DAYS} days.`
    )
  }
  return makeRange(from, endOfWholeDays(from, to, now, given.to === undefined, warnings))
}

/** The range's end, moved back to today 00:00 UTC when it is after now, so both periods hold only whole days. */
function endOfWholeDays(from: ParsedDate, to: ParsedDate, now: Date, derived: boolean, warnings: string[]): ParsedDate {
  if (to.date.getTime() <= now.getTime()) return to
  const today = startOfUtcDay(now)
  const show = (bound: ParsedDate) => formatBound(bound.date, bound.kind)
  const shown = `${show(to)}${derived ? ` (${DEFAULT_SPAN_DAYS} days after 'date-from', as 'date-to' is empty)` : ''}`
  if (from.date.getTime() >= today.getTime()) {
    // No whole day to end at: the range stays as given, and the report is known to be partial.
    warnings.push(
      `Input '${VisitorInputs.DateTo}' ${shown} is in the future and the range starts today (now is ${now.toISOString()}): it holds only the part of today that is over, and the comparison with the previous period is uneven.`
    )
    return to
  }
  const end = { date: today, kind: to.kind }
  warnings.push(
    `Input '${VisitorInputs.DateTo}' ${shown} is in the future (now is ${now.toISOString()}): the range ends at today 00:00 UTC, ${show(end)}, so that no partial day is compared with whole ones.`
  )
  return end
}
