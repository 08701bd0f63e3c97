/** Week records built by hand for the history's tests: ISO weeks of 2026, every section read whole unless told. */
import type { WeekRecord } from '../../../src/report/history/format.js'
import { pageView, readerView } from '../../../src/report/reader.js'
import type { HistoryView } from '../../../src/report/history/show.js'

const DAY = 86_400_000
/** Monday of ISO week 1 of 2026. */
const WEEK_1 = Date.UTC(2025, 11, 29)
const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

/** The first day of ISO week n of 2026 (`2026-W<n>`). */
export const monday = (n: number): string => day(WEEK_1 + (n - 1) * 7 * DAY)

export function week(n: number, over: Partial<WeekRecord> = {}): WeekRecord {
  const id = `2026-W${String(n).padStart(2, '0')}`
  return {
    format: 'docs-health-week',
    version: 2,
    project: 'acme',
    week: id,
    range: { dateFrom: monday(n), dateTo: monday(n + 1) },
    counting: 2,
    written: `${monday(n + 1)}T06:00:00Z`,
    readerText: false,
    keying: '0a1b2c3d',
    sections: { views: 'whole', searches: 'whole', feedback: 'whole', assistant: 'whole' },
    views: { human: 1000, ai: 100, total: 1100 },
    searches: { total: 200, noClick: 20 },
    feedback: { up: 30, down: 10, comments: 2 },
    assistant: { questions: 50, unanswered: 5 },
    pages: [],
    terms: [],
    topics: [],
    ...over
  }
}

/** The site's pages are those named; reader text shown or not. */
export function view(shown: boolean, site: string[] = ['/a', '/b', '/c']): HistoryView {
  return {
    reader: readerView(shown, 'public repository'),
    pages: pageView(shown, new Set(site))
  }
}
