/**
 * The weeks a fix is judged on (pure). A gap's rate is compared between two fixed, equal windows of WINDOW_WEEKS weeks:
 * the weeks before the one it was picked in, and the first full weeks after its fix went live. The week it was picked
 * in is left out of both: gaps are picked because that week was bad, and counting it would credit the fix with the
 * return to normal that follows any bad week. Each week of a window is known (its count of the gap: events of trials,
 * zero where the week's whole list lacks it) or unknown, with why: no record, not a seven-day range, overlapping another
 * week, the section not read whole, the list cut at its limit, a week of version 1 without the figures the rate needs,
 * or a break in the series (the service counted otherwise; a new API key made new keys). An unknown week is never zero.
 */
import { DAY_MS, formatDay, parseDateInput } from '../visitors/range.js'
import type { Count } from './effect.js'
import type { FixGap, WeekRecord } from './format.js'
import { addWeeks, compareWeeks, weekMonday, weekOfDay } from './week.js'

/** Weeks on each side: a month, long enough to smooth a week's noise, short enough to answer while the fix is news. */
export const WINDOW_WEEKS = 4
/** The fewest known weeks a window needs (half of it): fewer is not enough data. */
export const MIN_KNOWN_WEEKS = 2

/** Why a week of a window is unknown; `break` reasons make a window not comparable rather than short of data. */
export type Unknown =
  | 'no record'
  | 'not seven days'
  | 'overlaps another week'
  | 'section not read whole'
  | 'list cut'
  | 'no questions counted'
  | 'started before live'
  | 'counted otherwise'
  | 'keys changed'

export const BREAKS: readonly Unknown[] = ['counted otherwise', 'keys changed']

/** One window summed: its known weeks' events and trials, and why the others are unknown. */
export interface Window {
  weeks: string[]
  count: Count
  known: number
  unknown: Unknown[]
}

/** The weeks the scoring may use, by id: seven-day ranges, each once, none overlapping an earlier one. */
export function usableWeeks(records: readonly WeekRecord[]): Map<string, WeekRecord | Unknown> {
  const byWeek = new Map<string, WeekRecord>()
  for (const record of records) byWeek.set(record.week, record) // the later record of a week written twice
  const usable = new Map<string, WeekRecord | Unknown>()
  let end = -Infinity
  for (const week of [...byWeek.keys()].sort(compareWeeks)) {
    const record = byWeek.get(week) as WeekRecord
    const from = timeOf(record.range.dateFrom)
    const to = timeOf(record.range.dateTo)
    if (to - from !== 7 * DAY_MS) usable.set(week, 'not seven days')
    else if (from < end) usable.set(week, 'overlaps another week')
    else {
      usable.set(week, record)
      end = to
    }
  }
  return usable
}

const timeOf = (date: string): number => parseDateInput(date)?.date.getTime() ?? NaN

/** What the series of the gap's week is: its counting and keying; a window week of another is a break. */
export interface Series {
  counting: number
  keying?: string
}

/** One week's count of a gap, or why it is unknown. */
export function countIn(week: WeekRecord, gap: Pick<FixGap, 'section' | 'subject'>, series: Series): Count | Unknown {
  if (week.counting !== series.counting) return 'counted otherwise'
  if (week.keying !== undefined && series.keying !== undefined && week.keying !== series.keying) return 'keys changed'
  if (week.sections[gap.section] !== 'whole') return 'section not read whole'
  switch (gap.section) {
    case 'searches': {
      const cell = week.terms.find(([key]) => key === gap.subject)
      if (cell) return { events: cell[2], trials: cell[1] }
      return week.omitted?.terms ? 'list cut' : { events: 0, trials: 0 }
    }
    case 'feedback': {
      const cell = week.pages.find(([id]) => id === gap.subject)
      if (cell) return { events: cell[4], trials: cell[3] + cell[4] }
      return week.omitted?.pages ? 'list cut' : { events: 0, trials: 0 }
    }
    case 'assistant': {
      const cell = week.topics.find(([key]) => key === gap.subject)
      if (cell) return cell[2] === null ? 'no questions counted' : { events: cell[1], trials: cell[2] }
      // A week of version 1 (no keying) listed only topics with unanswered questions, and no questions asked.
      if (week.keying === undefined) return 'no questions counted'
      return week.omitted?.topics ? 'list cut' : { events: 0, trials: 0 }
    }
    default:
      return 'section not read whole' // views and visitors have no gap rate
  }
}

/** Sums a window: the known weeks' counts, the unknown weeks' reasons. `accept` may rule a week out (`started before live`). */
export function sumWindow(
  ids: readonly string[],
  usable: ReadonlyMap<string, WeekRecord | Unknown>,
  gap: Pick<FixGap, 'section' | 'subject'>,
  series: Series,
  accept: (week: WeekRecord) => Unknown | undefined = () => undefined
): Window {
  const window: Window = { weeks: [...ids], count: { events: 0, trials: 0 }, known: 0, unknown: [] }
  for (const id of ids) {
    const week = usable.get(id) ?? 'no record'
    const count = typeof week === 'string' ? week : (accept(week) ?? countIn(week, gap, series))
    if (typeof count === 'string') {
      window.unknown.push(count)
      continue
    }
    window.known += 1
    window.count.events += count.events
    window.count.trials += count.trials
  }
  return window
}

/** The WINDOW_WEEKS week ids before the week a gap was picked in, oldest first. */
export const weeksBefore = (picked: string): string[] =>
  Array.from({ length: WINDOW_WEEKS }, (_, i) => addWeeks(picked, i - WINDOW_WEEKS))

/** The first full week after `live` (ISO 8601): the week after the one it went live in, unless that began at live. */
export function firstWeekAfter(live: string): string {
  const at = parseDateInput(live)?.date ?? new Date(NaN)
  const week = weekOfDay(formatDay(at))
  return at.getTime() === timeOf(weekMonday(week)) ? week : addWeeks(week, 1)
}

/** The WINDOW_WEEKS week ids from the first full week after `live`. */
export const weeksAfter = (live: string): string[] =>
  Array.from({ length: WINDOW_WEEKS }, (_, i) => addWeeks(firstWeekAfter(live), i))

/** Whether a week has ended by `now`: its Sunday is over. */
export const weekEnded = (week: string, now: Date): boolean => timeOf(weekMonday(week)) + 7 * DAY_MS <= now.getTime()
