/**
 * One week's record of the docs-health history (src/report/history/): what the sections measured (`WeekFigures`,
 * raw) made into the file kept on the data branch (`WeekRecord`), with the report's privacy rules. Reader text
 * (search terms, assistant questions) is kept only where the report shows it (`ReaderView.shown`: a private
 * repository, or `reader-text: show`), and then only as the view gives it for a data file: redacted, on one line, cut
 * short. A public repository's record holds keys and numbers alone. A page is kept by its path only when the site has
 * it (`PageView.known`); a path readers chose is kept by its feedback key. Assistant categories are the service's
 * labels and are kept always. Every number is a whole number: a term's clicks and a topic's questions are counts. Pure.
 */
import { HISTORY_LIMITS, HISTORY_VERSION } from './format.js'
import type { PageCell, SearchCell, SectionState, TopicCell, Totals, WeekFigures, WeekRecord } from './format.js'
import { counting, weekOf, type WeekRange } from './week.js'
import { plainReaderText } from '../reader.js'
import { type PageView, type ReaderView } from '../section.js'
import { SECTION_NAMES, type SectionName } from '../section-names.js'
import { LOW_CTR, MIN_HITS } from '../sections/searches.js'
import { comparePaths } from '../visitors/table.js'

/** The most characters a label (a search term, a question, a category) keeps. */
export const LABEL_CHARS = 80

/** What a week's record is made with besides the figures. */
export interface RecordContext {
  /** The project's folder on the data branch. */
  project: string
  range: WeekRange
  /** When the run writes it. */
  written: Date
  /** The sections the run read, and how each ended. */
  sections: Partial<Record<SectionName, SectionState>>
  /** Whether reader text is kept, and how (redacted): the report's own view. */
  reader: ReaderView
  /** Which pages the site has, and their paths as a data file holds them. */
  pages: PageView
  /** Which keying made the week's keys (gap-key.ts). */
  keying: string
}

/** A no-click search gap (searches.ts's rule): searched `MIN_HITS` times or more, under `LOW_CTR` clicking a result. */
export function isNoClick(hits: number, ctr: number): boolean {
  return hits >= MIN_HITS && ctr < LOW_CTR
}

/** The week's record; every list is ordered and cut to HISTORY_LIMITS, with what was cut counted in `omitted`. */
export function weekRecord(figures: WeekFigures, context: RecordContext): WeekRecord {
  const { range, reader } = context
  const pages = pageCells(figures, context.pages)
  const terms = cut(termCells(figures, reader), HISTORY_LIMITS.terms)
  const topics = cut(topicCells(figures, reader), HISTORY_LIMITS.topics)
  const omitted = omittedCounts({ pages: pages.omitted, terms: terms.omitted, topics: topics.omitted })
  return {
    format: 'docs-health-week',
    version: HISTORY_VERSION,
    project: context.project,
    week: weekOf(range),
    range: { dateFrom: range.dateFrom, dateTo: range.dateTo },
    counting: counting(range),
    written: context.written.toISOString(),
    readerText: reader.shown,
    keying: context.keying,
    sections: sectionStates(context.sections),
    ...totals(figures),
    pages: pages.kept,
    terms: terms.kept,
    topics: topics.kept,
    ...(omitted ? { omitted } : {})
  }
}

/** A figure as a whole number of at least 0 (NaN and infinities are 0). */
function whole(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0
}

function sum<T>(rows: readonly T[], of: (row: T) => number): number {
  return rows.reduce((total, row) => total + whole(of(row)), 0)
}

function wholeTotals(totals: Totals): Totals {
  return { human: whole(totals.human), ai: whole(totals.ai), total: whole(totals.total) }
}

/** The sections in SECTION_NAMES' order. */
function sectionStates(states: RecordContext['sections']): WeekRecord['sections'] {
  return Object.fromEntries(SECTION_NAMES.flatMap(name => (states[name] ? [[name, states[name]]] : [])))
}

/** The week's totals, for each section whose figures the run has. */
function totals(figures: WeekFigures): Partial<WeekRecord> {
  const { visitors, views, searches, feedback, assistant } = figures
  const record: Partial<WeekRecord> = {}
  if (visitors) record.visitors = wholeTotals(visitors)
  if (views) record.views = wholeTotals(views)
  if (searches) {
    const noClick = sum(searches.terms, term => (isNoClick(term.hits, term.ctr) ? term.hits : 0))
    record.searches = { total: whole(searches.total), noClick }
  }
  if (feedback) {
    const { pages } = feedback
    record.feedback = {
      up: sum(pages, page => page.up),
      down: sum(pages, page => page.down),
      comments: sum(pages, page => page.comments)
    }
  }
  if (assistant) record.assistant = { questions: whole(assistant.questions), unanswered: whole(assistant.unanswered) }
  return record
}

function views(cell: PageCell): number {
  return cell[1] + cell[2]
}

function feedbackOf(cell: PageCell): number {
  return cell[3] + cell[4] + cell[5]
}

/** Most viewed first, then by id. */
function byViews(a: PageCell, b: PageCell): number {
  return views(b) - views(a) || comparePaths(a[0], b[0])
}

/** Most feedback first, then by id. */
function byFeedback(a: PageCell, b: PageCell): number {
  return feedbackOf(b) - feedbackOf(a) || comparePaths(a[0], b[0])
}

/** The id of a page the site has: its path as a data file holds it; undefined for a path readers chose (or none left). */
function siteId(view: PageView, path: string): string | undefined {
  return (view.known(path) && view.plain(path)) || undefined
}

/**
 * The week's pages: every page with feedback (the most rated first, should they pass the limit), then the most viewed
 * of the others up to HISTORY_LIMITS.pages. Listed by views; among equal views, pages with feedback first (the most
 * first), then by id: the sort is stable. Pages that end with one id (the same path once cut) are summed; a page with
 * no views and no feedback is not a row.
 */
function pageCells(figures: WeekFigures, view: PageView): { kept: PageCell[]; omitted: number } {
  const cells = new Map<string, PageCell>()
  const cellOf = (id: string): PageCell => {
    const cell = cells.get(id) ?? ([id, 0, 0, 0, 0, 0] satisfies PageCell)
    cells.set(id, cell)
    return cell
  }
  for (const page of figures.views?.pages ?? []) {
    const id = siteId(view, page.path)
    if (id === undefined) continue // not a page of the site: the views export lists none such
    const cell = cellOf(id)
    cell[1] += whole(page.human)
    cell[2] += whole(page.ai)
  }
  for (const page of figures.feedback?.pages ?? []) {
    const cell = cellOf(siteId(view, page.path) ?? page.key)
    cell[3] += whole(page.up)
    cell[4] += whole(page.down)
    cell[5] += whole(page.comments)
  }
  const all = [...cells.values()].filter(cell => views(cell) + feedbackOf(cell) > 0)
  const limit = HISTORY_LIMITS.pages
  const rated = all
    .filter(cell => feedbackOf(cell) > 0)
    .sort(byFeedback)
    .slice(0, limit)
  const viewed = all
    .filter(cell => feedbackOf(cell) === 0)
    .sort(byViews)
    .slice(0, limit - rated.length)
  const kept = [...rated, ...viewed].sort((a, b) => views(b) - views(a))
  return { kept, omitted: all.length - rated.length - viewed.length }
}

/** Reader text as a label: only where the view shows it, and as it gives it for a data file. */
function readerLabel(reader: ReaderView, text: string): string | undefined {
  if (!reader.shown) return undefined
  const label = reader.plain ? reader.plain(text, LABEL_CHARS) : reader.inline(text, LABEL_CHARS)
  return label === '' ? undefined : label
}

/** Search terms by searches, then key; the term itself only where reader text is kept. */
function termCells(figures: WeekFigures, reader: ReaderView): SearchCell[] {
  return (figures.searches?.terms ?? [])
    .map((term): SearchCell => {
      const hits = whole(term.hits)
      const cell = [term.key, hits, Math.min(hits, whole(term.hits * term.ctr))] as const
      const label = readerLabel(reader, term.text)
      return label === undefined ? [...cell] : [...cell, label]
    })
    .sort((a, b) => b[1] - a[1] || comparePaths(a[0], b[0]))
}

/** A group's label: its category (a service label, kept always), else its question where reader text is kept. */
function topicLabel(
  reader: ReaderView,
  category: string | undefined,
  question: string | undefined
): string | undefined {
  const label = category === undefined ? undefined : plainReaderText(category, LABEL_CHARS)
  if (label) return label // a category of nothing visible is none
  return question === undefined ? undefined : readerLabel(reader, question)
}

/** Groups of questions by unanswered, then asked, then key (a fixed topic's questions stay: its rate needs them). */
function topicCells(figures: WeekFigures, reader: ReaderView): TopicCell[] {
  return (figures.assistant?.groups ?? [])
    .map((group): TopicCell => {
      const unanswered = whole(group.unanswered)
      const cell = [group.key, unanswered, Math.max(unanswered, whole(group.asked))] as const
      const label = topicLabel(reader, group.category, group.question)
      return label === undefined ? [...cell] : [...cell, label]
    })
    .sort((a, b) => b[1] - a[1] || (b[2] ?? 0) - (a[2] ?? 0) || comparePaths(a[0], b[0]))
}

function cut<T>(rows: T[], limit: number): { kept: T[]; omitted: number } {
  return { kept: rows.slice(0, limit), omitted: Math.max(0, rows.length - limit) }
}

/** The counts of rows left out, those above 0; undefined when nothing was. */
function omittedCounts(counts: Required<NonNullable<WeekRecord['omitted']>>): WeekRecord['omitted'] {
  const left = Object.entries(counts).filter(([, count]) => count > 0)
  return left.length > 0 ? Object.fromEntries(left) : undefined
}
