/**
 * How the history's weeks, ids and labels are shown in the report (pure). Everything read back from the data branch
 * is untrusted text (anyone with write access may edit it): a page id goes through the report's PageView, a label
 * through the ReaderView or the same redaction and escaping, and what cannot be shown is left out (undefined).
 */
import { inlineReaderText } from '../reader.js'
import type { PageView, ReaderView } from '../section.js'
import type { SectionName } from '../section-names.js'
import type { SectionState, WeekRecord } from './format.js'

/** How the report shows pages and reader text (render.ts's HealthMeta has both). */
export interface HistoryView {
  reader: ReaderView
  pages: PageView
}

/** A term's or topic's label in a table: at most this many characters. */
export const LABEL_CHARS = 60

/** `2026-W45` → `W45`, for a chart's axis; anything else as it is (the chart cleans it). */
export const shortWeek = (week: string): string => /^\d{4}-(W\d\d)$/.exec(week)?.[1] ?? week

/** The weeks in order of their id, one record a week (the later of two for one week). */
export function distinctWeeks(records: readonly WeekRecord[]): WeekRecord[] {
  const byWeek = new Map<string, WeekRecord>()
  for (const record of records) byWeek.set(record.week, record)
  return [...byWeek.keys()].sort().map(id => byWeek.get(id) as WeekRecord)
}

/** Whether the week's run read the section: whole, or partial (what it read is kept); not failed, not left out. */
export const wasRead = (week: WeekRecord, section: SectionName): boolean => READ.includes(week.sections[section])

const READ: (SectionState | undefined)[] = ['whole', 'partial']

/**
 * A page cell's id as inline markdown, or undefined where it cannot be shown: a feedback key (`feedback:…`, the
 * path was reader text), or a path the view hides (not a page the site has, while reader text is hidden).
 */
export function pageLabel(id: string, pages: PageView): string | undefined {
  if (id.startsWith('feedback:') || pages.plain(id) === undefined) return undefined
  return pages.inline(id)
}

/**
 * A search term's or assistant topic's label as inline markdown, or undefined where it cannot be shown. Where the
 * report shows reader text, through the reader view; where it does not, only a label the week kept without reader
 * text (`keptReaderText` false: an assistant category, the service's word), redacted and escaped all the same.
 */
export function readerLabel(
  label: string | undefined,
  keptReaderText: boolean,
  reader: ReaderView
): string | undefined {
  if (label === undefined || label.trim() === '') return undefined
  if (reader.shown) return reader.inline(label, LABEL_CHARS)
  return keptReaderText ? undefined : inlineReaderText(label, LABEL_CHARS)
}

/** The latest label each key has in the weeks (oldest first), with whether that week kept reader text. */
export function latestLabels(
  weeks: readonly WeekRecord[],
  cells: (week: WeekRecord) => readonly (readonly [string, number, ...unknown[]])[],
  at: number
): Map<string, { label: string; kept: boolean }> {
  const labels = new Map<string, { label: string; kept: boolean }>()
  for (const week of weeks)
    for (const cell of cells(week)) {
      const label = cell[at]
      if (typeof label === 'string') labels.set(cell[0], { label, kept: week.readerText })
    }
  return labels
}
