/**
 * The weeks of the docs-health history (src/report/history/): which ISO week a report's range is filed under, how the
 * service counted in it, and the small arithmetic of week ids (`2026-W47`) the trends need. Pure, UTC throughout.
 *
 * A range is filed under the ISO week of its last day. `dateTo` is exclusive, so the last day is the UTC day of the
 * instant just before it: `2026-11-23` (midnight) gives 2026-11-22, a Sunday, hence `2026-W47`; a range ending
 * mid-day ends on that day. The ISO week-year is the year of the week's Thursday, so 2026-12-31 and 2027-01-01 both
 * fall in `2026-W53`, and 2029-12-31 in `2030-W01`.
 */
import { COUNTING_CHANGES, type CountingChange } from './format.js'
import { DAY_MS, formatDay, parseDateInput } from '../visitors/range.js'

const WEEK_ID = /^(\d{4})-W(\d{2})$/
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A report's range: `dateFrom` inclusive, `dateTo` exclusive (`YYYY-MM-DD` or an ISO 8601 date-time). */
export interface WeekRange {
  dateFrom: string
  dateTo: string
}

/** UTC midnight of `YYYY-MM-DD`; throws on anything else (a range reaches here checked by the settings). */
function dayDate(day: string): Date {
  const parsed = DAY.test(day) ? parseDateInput(day) : undefined
  if (!parsed) throw new RangeError(`not a day: ${JSON.stringify(day)}`)
  return parsed.date
}

/** The last day a range counts, `YYYY-MM-DD` (UTC): the day of the instant before its exclusive `dateTo`. */
export function lastDay(range: WeekRange): string {
  const end = parseDateInput(range.dateTo)
  if (!end) throw new RangeError(`not a date: ${JSON.stringify(range.dateTo)}`)
  return formatDay(new Date(end.date.getTime() - 1))
}

/** Monday 1, …, Sunday 7. */
function isoWeekday(date: Date): number {
  return ((date.getUTCDay() + 6) % 7) + 1
}

/** The ISO week of a day `YYYY-MM-DD`: `2026-W47`. */
export function weekOfDay(day: string): string {
  const date = dayDate(day)
  const thursday = new Date(date.getTime() + (4 - isoWeekday(date)) * DAY_MS)
  const year = thursday.getUTCFullYear()
  const ordinal = Math.floor((thursday.getTime() - yearStart(year).getTime()) / DAY_MS)
  const week = Math.floor(ordinal / 7) + 1
  return `${String(year).padStart(4, '0')}-W${String(week).padStart(2, '0')}`
}

/** UTC midnight of a year's January 1 (any year: Date.UTC would read 0–99 as 1900–1999). */
function yearStart(year: number): Date {
  const date = new Date(0)
  date.setUTCFullYear(year, 0, 1)
  return date
}

/** The ISO week a range is filed under: that of its last day. */
export function weekOf(range: WeekRange): string {
  return weekOfDay(lastDay(range))
}

/** Whether the text is an ISO week id that exists: `2026-W53` does, `2027-W53` does not. */
export function isWeek(text: string): boolean {
  const match = WEEK_ID.exec(text)
  // Week 0, 54 or 53 of a year of 52 starts in another week, whose id is not this one.
  return match !== null && weekOfDay(mondayOf(Number(match[1]), Number(match[2]))) === text
}

/** The Monday of week `week` of ISO year `year`, `YYYY-MM-DD`: week 1 is the week of January 4. */
function mondayOf(year: number, week: number): string {
  const january4 = yearStart(year)
  january4.setUTCDate(4)
  const monday = january4.getTime() - (isoWeekday(january4) - 1) * DAY_MS + (week - 1) * 7 * DAY_MS
  return formatDay(new Date(monday))
}

/** The Monday a week id starts on, `YYYY-MM-DD`; throws on a week that does not exist. */
export function weekMonday(week: string): string {
  if (!isWeek(week)) throw new RangeError(`not an ISO week: ${JSON.stringify(week)}`)
  const [year, number] = week.split('-W').map(Number) as [number, number]
  return mondayOf(year, number)
}

/** The week `count` weeks after (before, when negative) a week id. */
export function addWeeks(week: string, count: number): string {
  const monday = dayDate(weekMonday(week))
  return weekOfDay(formatDay(new Date(monday.getTime() + count * 7 * DAY_MS)))
}

/** Orders week ids oldest first (for `sort`): ids of 4-digit years order as text. */
export function compareWeeks(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** How the service counted on a day (`YYYY-MM-DD`): 1 + the number of changes in effect by then. */
export function countingOn(day: string, changes: readonly CountingChange[] = COUNTING_CHANGES): number {
  return 1 + changes.filter(change => change.from <= day).length
}

/** How the service counted a range: as on its last day (a week that a change falls in counts the new way). */
export function counting(range: WeekRange, changes: readonly CountingChange[] = COUNTING_CHANGES): number {
  return countingOn(lastDay(range), changes)
}

/** How the service counts now: the counting of any range ending after the last change. */
export function latestCounting(changes: readonly CountingChange[] = COUNTING_CHANGES): number {
  return changes.length + 1
}

/** A counting change between weeks of a list: `week` is the list's first week counted the new way. */
export interface WeekBreak {
  week: string
  change: CountingChange
}

/**
 * The counting changes that fall inside a list of weeks (in any order): those with a week of the list counted before
 * them and one after, each marked at the first week after. A week counts as its Sunday does, as a Monday-to-Sunday
 * range filed under it. For the trend's break marks: figures on either side of one are not a trend.
 */
export function breaksWithin(
  weeks: readonly string[],
  changes: readonly CountingChange[] = COUNTING_CHANGES
): WeekBreak[] {
  const sorted = [...weeks].sort(compareWeeks)
  const sunday = (week: string) => formatDay(new Date(dayDate(weekMonday(week)).getTime() + 6 * DAY_MS))
  return changes.flatMap(change => {
    const after = sorted.findIndex(week => sunday(week) >= change.from)
    return after > 0 ? [{ week: sorted[after] as string, change }] : []
  })
}
