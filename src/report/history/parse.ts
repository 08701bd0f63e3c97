/**
 * Reading the docs-health history's files back from the data branch (src/report/history/): a week's record, the fix
 * ledger and the roll-up index, each checked whole against this version's format (format.ts) before anything uses
 * it. A file is read as absent, with the reason, when it is not JSON, is too large, has a field of the wrong type or
 * size, or was written by a later version of the format (`newer`: the writer must then leave it alone). Fields this
 * version does not know are dropped. Strings read back are still untrusted: whoever renders them escapes them. Pure;
 * never throws.
 */
import {
  at,
  field,
  flag,
  list,
  Malformed,
  matching,
  object,
  oneOf,
  optional,
  READ_LIMITS,
  row,
  text,
  whole
} from './check.js'
import { HISTORY_LIMITS, HISTORY_VERSION } from './format.js'
import type {
  FixGap,
  FixLedger,
  FixRecord,
  GapFigures,
  HistoryIndex,
  PageCell,
  ProjectHeadline,
  SearchCell,
  TopicCell,
  Totals,
  WeekRecord
} from './format.js'
import { readMarker, type HistoryFormat } from './marker.js'
import { isWeek, weekOf } from './week.js'
import { isChangeKey } from '../../github/change.js'
import { SECTION_NAMES, type SectionName } from '../section-names.js'
import { parseDateInput, type ParsedDate } from '../visitors/range.js'
import { isJobId } from '../../service/job-id.js' // a ledger's job id is one the service could have given

/** A file read, or why not: `newer` when a later version of the format wrote it. */
export type Parsed<T> =
  { value: T; reason?: undefined; newer?: undefined } | { value?: undefined; reason: string; newer: boolean }

/**
 * Whether a name can be a project's folder on the data branch and a key of the index: 1 to 100 characters, no slash,
 * backslash, white space or control or format character, not `.` or `..`, and no name an object inherits
 * (`__proto__`, `constructor`).
 */
export function isProjectFolder(name: string): boolean {
  return /^[^\s\p{C}/\\]{1,100}$/u.test(name) && name !== '.' && name !== '..' && !(name in Object.prototype)
}

export function parseWeekRecord(text: string): Parsed<WeekRecord> {
  return parse(text, 'docs-health-week', weekRecordOf)
}

export function parseFixLedger(text: string): Parsed<FixLedger> {
  return parse(text, 'docs-health-fixes', file => ({
    format: 'docs-health-fixes',
    version: HISTORY_VERSION,
    project: project(field(file, 'project'), 'project'),
    fixes: list(field(file, 'fixes'), 'fixes', HISTORY_LIMITS.fixes, fixOf)
  }))
}

export function parseHistoryIndex(text: string): Parsed<HistoryIndex> {
  return parse(text, 'docs-health-index', file => ({
    format: 'docs-health-index',
    version: HISTORY_VERSION,
    projects: projectsOf(field(file, 'projects'), 'projects')
  }))
}

function parse<T>(json: string, format: HistoryFormat, build: (file: Record<string, unknown>) => T): Parsed<T> {
  const marker = readMarker(json, format)
  if (marker.version !== 'this') return { reason: marker.reason, newer: marker.version === 'later' }
  try {
    return { value: build(marker.file) }
  } catch (error) {
    return { reason: (error as Error).message, newer: false }
  }
}

/** An object without the fields whose value is undefined (a file read back has no such fields either). */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T
}

function project(value: unknown, where: string): string {
  return matching(value, where, 100, isProjectFolder, 'a project folder')
}

/** An ISO 8601 date or date-time. */
function instant(value: unknown, where: string): string {
  return matching(value, where, 40, date => parseDateInput(date) !== undefined, 'a date')
}

function weekId(value: unknown, where: string): string {
  return matching(value, where, 8, isWeek, 'an ISO week')
}

/** A range, its dates in order, and the week it is filed under. */
function rangeAndWeek(file: Record<string, unknown>, where: string): Pick<WeekRecord, 'range' | 'week'> {
  const fields = object(field(file, 'range'), at(where, 'range'))
  const range = {
    dateFrom: instant(field(fields, 'dateFrom'), at(at(where, 'range'), 'dateFrom')),
    dateTo: instant(field(fields, 'dateTo'), at(at(where, 'range'), 'dateTo'))
  }
  const time = (date: string) => (parseDateInput(date) as ParsedDate).date.getTime() // checked by instant()
  if (time(range.dateFrom) >= time(range.dateTo)) throw new Malformed(at(where, 'range'), 'not a range forward in time')
  const week = weekId(field(file, 'week'), at(where, 'week'))
  if (week !== weekOf(range)) throw new Malformed(at(where, 'week'), 'not the week of its range')
  return { range, week }
}

function totals(value: unknown, where: string): Totals {
  const fields = object(value, where)
  return {
    human: whole(field(fields, 'human'), at(where, 'human')),
    ai: whole(field(fields, 'ai'), at(where, 'ai')),
    total: whole(field(fields, 'total'), at(where, 'total'))
  }
}

/** An object of whole numbers, each field named. */
function counts<K extends string>(value: unknown, where: string, names: readonly K[]): Record<K, number> {
  const fields = object(value, where)
  return Object.fromEntries(names.map(name => [name, whole(field(fields, name), at(where, name))])) as Record<K, number>
}

function pageCell(value: unknown, where: string): PageCell {
  const cells = row(value, where, 6, 0)
  const number = (i: number) => whole(cells[i], at(where, i))
  return [text(cells[0], at(where, 0), READ_LIMITS.id), number(1), number(2), number(3), number(4), number(5)]
}

/** A label is allowed where reader text is kept, or always (a topic's category). */
function label(cells: unknown[], i: number, where: string, allowed: boolean): [string] | [] {
  if (cells.length <= i) return []
  if (!allowed) throw new Malformed(at(where, i), 'reader text in a record that keeps none')
  return [text(cells[i], at(where, i), READ_LIMITS.label)]
}

function weekRecordOf(file: Record<string, unknown>): WeekRecord {
  const readerText = flag(field(file, 'readerText'), 'readerText')
  const states = object(field(file, 'sections'), 'sections')
  const sections = Object.fromEntries(
    Object.entries(states).map(([name, state], i) => [
      oneOf(name, `sections, field ${i + 1}`, SECTION_NAMES),
      oneOf(state, `sections, field ${i + 1}`, ['whole', 'partial', 'failed'] as const)
    ])
  )
  const searchCell = (value: unknown, where: string): SearchCell => {
    const cells = row(value, where, 3, 1)
    const key = text(cells[0], at(where, 0), READ_LIMITS.key)
    return [
      key,
      whole(cells[1], at(where, 1)),
      whole(cells[2], at(where, 2), 0, 100),
      ...label(cells, 3, where, readerText)
    ]
  }
  const topicCell = (value: unknown, where: string): TopicCell => {
    const cells = row(value, where, 2, 1)
    return [
      text(cells[0], at(where, 0), READ_LIMITS.key),
      whole(cells[1], at(where, 1)),
      ...label(cells, 2, where, true)
    ]
  }
  const { week, range } = rangeAndWeek(file, '')
  return defined({
    format: 'docs-health-week',
    version: HISTORY_VERSION,
    project: project(field(file, 'project'), 'project'),
    week,
    range,
    counting: whole(field(file, 'counting'), 'counting', 1, READ_LIMITS.counting),
    written: instant(field(file, 'written'), 'written'),
    readerText,
    sections,
    visitors: optional(file, 'visitors', '', totals),
    views: optional(file, 'views', '', totals),
    searches: optional(file, 'searches', '', (value, where) => counts(value, where, ['total', 'noClick'] as const)),
    feedback: optional(file, 'feedback', '', (value, where) =>
      counts(value, where, ['up', 'down', 'comments'] as const)
    ),
    assistant: optional(file, 'assistant', '', (value, where) =>
      counts(value, where, ['questions', 'unanswered'] as const)
    ),
    pages: list(field(file, 'pages'), 'pages', HISTORY_LIMITS.pages, pageCell),
    terms: list(field(file, 'terms'), 'terms', HISTORY_LIMITS.terms, searchCell),
    topics: list(field(file, 'topics'), 'topics', HISTORY_LIMITS.topics, topicCell),
    omitted: optional(file, 'omitted', '', omittedOf)
  } satisfies WeekRecord)
}

function omittedOf(value: unknown, where: string): NonNullable<WeekRecord['omitted']> {
  const fields = object(value, where)
  return defined({
    pages: optional(fields, 'pages', where, whole),
    terms: optional(fields, 'terms', where, whole),
    topics: optional(fields, 'topics', where, whole)
  })
}

function fixOf(value: unknown, where: string): FixRecord {
  const fields = object(value, where)
  const item = (name: string) => field(fields, name)
  return defined({
    job: matching(item('job'), at(where, 'job'), READ_LIMITS.job, isJobId, 'a job id'),
    sent: instant(item('sent'), at(where, 'sent')),
    week: weekId(item('week'), at(where, 'week')),
    origin: oneOf(item('origin'), at(where, 'origin'), ['fix-gaps', 'change'] as const),
    pr: optional(fields, 'pr', where, (value, at) => text(value, at, READ_LIMITS.url)),
    merged: optional(fields, 'merged', where, instant),
    state: oneOf(item('state'), at(where, 'state'), ['open', 'merged', 'closed', 'no-pr', 'unknown'] as const),
    gaps: list(item('gaps'), at(where, 'gaps'), READ_LIMITS.gaps, gapOf),
    changes: optional(fields, 'changes', where, (value, at) =>
      list(value, at, READ_LIMITS.changes, (key, where) =>
        matching(key, where, READ_LIMITS.changeKey, isChangeKey, 'a change key')
      )
    )
  } satisfies FixRecord)
}

function gapOf(value: unknown, where: string): FixGap {
  const fields = object(value, where)
  const section = oneOf(field(fields, 'section'), at(where, 'section'), SECTION_NAMES)
  return defined({
    key: text(field(fields, 'key'), at(where, 'key'), READ_LIMITS.key),
    section,
    subject: text(field(fields, 'subject'), at(where, 'subject'), READ_LIMITS.id),
    pages: list(field(fields, 'pages'), at(where, 'pages'), READ_LIMITS.gapPages, (value, at) =>
      text(value, at, READ_LIMITS.id)
    ),
    before: optional(fields, 'before', where, (value, at) => gapFigures(value, at, section))
  } satisfies FixGap)
}

/** A gap's figures, of the gap's own section. */
function gapFigures(value: unknown, where: string, section: SectionName): GapFigures {
  const fields = object(value, where)
  const of = oneOf(field(fields, 'section'), at(where, 'section'), [section])
  if (of === 'feedback') return { section: of, ...counts(fields, where, ['down', 'ratings'] as const) }
  if (of === 'searches') {
    const { hits, ctrPercent } = counts(fields, where, ['hits', 'ctrPercent'] as const)
    return { section: of, hits, ctrPercent: whole(ctrPercent, at(where, 'ctrPercent'), 0, 100) }
  }
  if (of === 'assistant') return { section: of, ...counts(fields, where, ['unanswered'] as const) }
  throw new Malformed(at(where, 'section'), 'a section whose gaps have no figures')
}

function projectsOf(value: unknown, where: string): Record<string, ProjectHeadline> {
  const entries = Object.entries(object(value, where))
  if (entries.length > READ_LIMITS.projects) throw new Malformed(where, `more than ${READ_LIMITS.projects} projects`)
  return Object.fromEntries(
    entries.map(([name, headline], i) => {
      if (!isProjectFolder(name)) throw new Malformed(`${where}, field ${i + 1}`, 'a name that is not a project folder')
      return [name, headlineOf(headline, `${where}, field ${i + 1}`)]
    })
  )
}

function headlineOf(value: unknown, where: string): ProjectHeadline {
  const fields = object(value, where)
  const count = (name: string) => whole(field(fields, name), at(where, name))
  const maybe = (name: string) => optional(fields, name, where, whole)
  const { week, range } = rangeAndWeek(fields, where)
  const headline = defined({
    week,
    range,
    counting: whole(field(fields, 'counting'), at(where, 'counting'), 1, READ_LIMITS.counting),
    viewsHuman: maybe('viewsHuman'),
    viewsAi: maybe('viewsAi'),
    visitors: maybe('visitors'),
    searches: maybe('searches'),
    noClick: maybe('noClick'),
    thumbsDown: maybe('thumbsDown'),
    ratings: maybe('ratings'),
    unanswered: maybe('unanswered'),
    gaps: count('gaps'),
    fixesMerged: count('fixesMerged'),
    fixesStillThere: count('fixesStillThere')
  } satisfies ProjectHeadline)
  if (headline.fixesStillThere > headline.fixesMerged)
    throw new Malformed(at(where, 'fixesStillThere'), 'more than the fixes merged')
  if ((headline.thumbsDown ?? 0) > (headline.ratings ?? 0))
    throw new Malformed(at(where, 'thumbsDown'), 'more than the ratings')
  return headline
}
