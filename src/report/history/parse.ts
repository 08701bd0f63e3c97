/**
 * Reading the docs-health history's files back from the data branch (src/report/history/): a week's record, the fix
 * ledger and the roll-up index, each checked whole by its schema here (check.ts: the pieces, src/service/schema.ts:
 * valibot) against this version's format (format.ts, whose types each schema's output must fit) before anything uses
 * it. A file is read as absent, with the reason, when it is not JSON, is too large, has a field of the wrong type or
 * size, or was written by a later version of the format (`newer`: the writer must then leave it alone). Fields this
 * version does not know are dropped. Strings read back are still untrusted: whoever renders them escapes them. Pure;
 * never throws.
 */
import { entries, fields, list, matching, oneOf, READ_LIMITS, reasonOf, row, text, variantOf, whole } from './check.js'
import { HISTORY_LIMITS, HISTORY_VERSION } from './format.js'
import type { FixLedger, HistoryIndex, SearchCell, TopicCell, WeekRecord } from './format.js'
import { readMarker, type HistoryFormat } from './marker.js'
import { isWeek, weekOf } from './week.js'
import { SEARCH_DEPTH } from './search-check.js'
import { isChangeKey } from '../../github/change.js'
import { SECTION_NAMES, type SectionName } from '../section-names.js'
import { parseDateInput, type ParsedDate } from '../visitors/range.js'
import { isJobId } from '../../service/job-id.js' // a ledger's job id is one the service could have given
import { check, v, withFields, type Schema } from '../../service/schema.js'

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

/** A week's record; one of version 1 is read into this version's cells (format.ts, SearchCell and TopicCell). */
export function parseWeekRecord(text: string): Parsed<WeekRecord> {
  return parse(text, 'docs-health-week', read => (read === 1 ? weekRecordV1 : weekRecord))
}

/** The fix ledger: version 2 only adds fields (`live`, a gap's `effect`), so one schema reads both. */
export function parseFixLedger(text: string): Parsed<FixLedger> {
  return parse(text, 'docs-health-fixes', () => fixLedger)
}

/** The roll-up index: version 2 only adds `fixesBetter`, so one schema reads both. */
export function parseHistoryIndex(text: string): Parsed<HistoryIndex> {
  return parse(text, 'docs-health-index', () => historyIndex)
}

function parse<S extends Schema>(
  json: string,
  format: HistoryFormat,
  schemaOf: (version: number) => S
): Parsed<v.InferOutput<S>> {
  const marker = readMarker(json, format)
  if (marker.version !== 'this') return { reason: marker.reason, newer: marker.version === 'later' }
  const read = check(schemaOf(marker.read), marker.file)
  return read.ok ? { value: read.value } : { reason: reasonOf(read.issue), newer: false }
}

/** Which keying made a file's keys (gap-key.ts): 8 hex digits. */
const keyingId = matching(8, keying => /^[0-9a-f]{8}$/.test(keying), 'a keying id')

/** The marker, which readMarker has read, first in the file as the writers put it. */
const version: typeof HISTORY_VERSION = HISTORY_VERSION
const marked =
  <F extends HistoryFormat>(format: F) =>
  <T extends object>(file: T) => ({ format, version, ...file })

const project = matching(100, isProjectFolder, 'a project folder')
/** An ISO 8601 date or date-time. */
const instant = matching(40, date => parseDateInput(date) !== undefined, 'a date')
const weekId = matching(8, isWeek, 'an ISO week')
const time = (date: string) => (parseDateInput(date) as ParsedDate).date.getTime() // checked by instant
/** A range, its dates in order. */
const range = v.pipe(
  fields({ dateFrom: instant, dateTo: instant }),
  v.check(({ dateFrom, dateTo }) => time(dateFrom) < time(dateTo), 'not a range forward in time')
)
/** Whole numbers, each field named. */
const counts = <const K extends string>(...names: K[]) =>
  fields(Object.fromEntries(names.map(name => [name, whole()])) as Record<K, ReturnType<typeof whole>>)
const totals = counts('human', 'ai', 'total')
const key = text(READ_LIMITS.key)
const label = text(READ_LIMITS.label)

const pageCell = row(6, 0, v.tuple([text(READ_LIMITS.id), whole(), whole(), whole(), whole(), whole()]))
const noReaderText = v.never('reader text in a record that keeps none')
/**
 * `[key, searches, clicks]` and the term, no more clicks than searches. A term's label is reader text: kept only in a
 * record that keeps reader text.
 */
const searchCell = (readerText: boolean) =>
  row(
    3,
    1,
    v.pipe(
      v.tupleWithRest([key, whole(), whole()], readerText ? label : noReaderText),
      v.check(cells => cells[2] <= cells[1], 'more clicks than searches'),
      v.transform(cells => cells as SearchCell) // of 3 or 4 cells: row() checked the length
    )
  )
/** Version 1: `[key, searches, click-through in whole percent]`, read as clicks (that percent of the searches). */
const searchCellV1 = (readerText: boolean) =>
  row(
    3,
    1,
    v.pipe(
      v.tupleWithRest([key, whole(), whole(0, 100)], readerText ? label : noReaderText),
      v.transform(
        ([id, hits, percent, ...rest]) => [id, hits, Math.round((hits * percent) / 100), ...rest] as SearchCell
      )
    )
  )
/**
 * `[key, unanswered, questions]` and the label, no more unanswered than questions. A topic's label is the service's
 * category (or the question, only where reader text is kept): always allowed.
 */
const topicCell = row(
  3,
  1,
  v.pipe(
    v.tupleWithRest([key, whole(), whole()], label),
    v.check(cells => cells[1] <= cells[2], 'more unanswered than questions'),
    v.transform(cells => cells as TopicCell)
  )
)
/** Version 1: `[key, unanswered]` and the label; how many were asked is unknown. */
const topicCellV1 = row(
  2,
  1,
  v.pipe(
    v.tupleWithRest([key, whole()], label),
    v.transform(([id, unanswered, ...rest]) => [id, unanswered, null, ...rest] as TopicCell)
  )
)

const CELLS = { 1: { terms: searchCellV1, topics: topicCellV1 }, 2: { terms: searchCell, topics: topicCell } }

const weekRecordOf = <R extends boolean>(readerText: R, cells: (typeof CELLS)[1 | 2]) =>
  withFields({
    project,
    week: weekId,
    range,
    counting: whole(1, READ_LIMITS.counting),
    written: instant,
    readerText: v.literal(readerText),
    keying: v.optional(keyingId),
    sections: entries(
      oneOf(SECTION_NAMES),
      oneOf(['whole', 'partial', 'failed'] as const),
      SECTION_NAMES.length,
      'sections'
    ),
    visitors: v.optional(totals),
    views: v.optional(totals),
    searches: v.optional(counts('total', 'noClick')),
    feedback: v.optional(counts('up', 'down', 'comments')),
    assistant: v.optional(counts('questions', 'unanswered')),
    pages: list(HISTORY_LIMITS.pages, pageCell),
    terms: list(HISTORY_LIMITS.terms, cells.terms(readerText)),
    topics: list(HISTORY_LIMITS.topics, cells.topics),
    omitted: v.optional(fields({ pages: v.optional(whole()), terms: v.optional(whole()), topics: v.optional(whole()) }))
  })
const weekRecordIn = (cells: (typeof CELLS)[1 | 2]) =>
  v.pipe(
    variantOf('readerText', [weekRecordOf(true, cells), weekRecordOf(false, cells)], 'not true or false'),
    v.forward(
      v.check(file => file.week === weekOf(file.range), 'not the week of its range'),
      ['week']
    ),
    v.transform(marked('docs-health-week'))
  )
const weekRecord = weekRecordIn(CELLS[2])
const weekRecordV1 = weekRecordIn(CELLS[1])

/** A gap's figures, of the gap's own section. */
const sectionIs = <S extends SectionName>(section: S) => v.literal(section, `not one of ${section}`)
/** A section whose gaps carry no figures (views, visitors): a gap of it has no `before`. */
const noFigures = (section: SectionName) => v.never(`not allowed: a ${section} gap has no figures`)
const FIGURES = {
  visitors: noFigures('visitors'),
  views: noFigures('views'),
  searches: v.union(
    [
      v.pipe(
        fields({ section: sectionIs('searches'), hits: whole(), clicks: whole() }),
        v.check(f => f.clicks <= f.hits, 'more clicks than searches')
      ),
      // Version 1: click-through as a whole percent, read as that share of the searches.
      v.pipe(
        fields({ section: sectionIs('searches'), hits: whole(), ctrPercent: whole(0, 100) }),
        v.transform(({ hits, ctrPercent }) => ({
          section: 'searches' as const,
          hits,
          clicks: Math.round((hits * ctrPercent) / 100)
        }))
      )
    ],
    'not the figures of a search gap'
  ),
  feedback: fields({ section: sectionIs('feedback'), down: whole(), ratings: whole() }),
  assistant: fields({ section: sectionIs('assistant'), unanswered: whole(), asked: v.optional(whole()) })
}
/** A window's count: events of trials (no more) over its known weeks. */
const windowCount = v.pipe(
  fields({ events: whole(), trials: whole(), known: whole(0, 52) }),
  v.check(c => c.events <= c.trials, 'more events than trials')
)
/** A gap's recorded verdict (score.ts). */
const effect = fields({
  verdict: oneOf(['better', 'worse', 'no-clear-change', 'not-enough-data', 'not-comparable'] as const),
  before: windowCount,
  after: windowCount,
  from: weekId
})
/** A gap's search before its fix (search-check.ts): result pages as keyed digests, at most SEARCH_DEPTH. */
const digest = matching(16, d => /^[0-9a-f]{16}$/.test(d), '16 hex digits')
const searched = fields({
  at: instant,
  keying: keyingId,
  results: list(SEARCH_DEPTH, digest)
})
const gapOf = <S extends SectionName>(section: S) =>
  withFields({
    key,
    section: v.literal(section),
    subject: text(READ_LIMITS.id),
    pages: list(READ_LIMITS.gapPages, text(READ_LIMITS.id)),
    before: v.optional(FIGURES[section]),
    effect: v.optional(effect),
    searched: v.optional(searched)
  })
const gap = variantOf('section', SECTION_NAMES.map(gapOf), `not one of ${SECTION_NAMES.join(', ')}`)

const fix = fields({
  job: matching(READ_LIMITS.job, isJobId, 'a job id'),
  sent: instant,
  week: weekId,
  origin: oneOf(['fix-gaps', 'change'] as const),
  pr: v.optional(text(READ_LIMITS.url)),
  merged: v.optional(instant),
  commit: v.optional(text(READ_LIMITS.url)),
  state: oneOf(['open', 'merged', 'closed', 'no-pr', 'unknown'] as const),
  gaps: list(READ_LIMITS.gaps, gap),
  changes: v.optional(list(READ_LIMITS.changes, matching(READ_LIMITS.changeKey, isChangeKey, 'a change key')))
})
const fixLedger = v.pipe(
  fields({ project, fixes: list(HISTORY_LIMITS.fixes, fix) }),
  v.transform(marked('docs-health-fixes'))
)

const maybe = v.optional(whole())
const headline = v.pipe(
  fields({
    week: weekId,
    range,
    counting: whole(1, READ_LIMITS.counting),
    viewsHuman: maybe,
    viewsAi: maybe,
    visitors: maybe,
    searches: maybe,
    noClick: maybe,
    thumbsDown: maybe,
    ratings: maybe,
    unanswered: maybe,
    gaps: whole(),
    fixesMerged: whole(),
    fixesBetter: maybe,
    fixesStillThere: whole()
  }),
  v.forward(
    v.check(h => h.week === weekOf(h.range), 'not the week of its range'),
    ['week']
  ),
  v.forward(
    v.check(h => h.fixesStillThere + (h.fixesBetter ?? 0) <= h.fixesMerged, 'more than the fixes merged'),
    ['fixesStillThere']
  ),
  v.forward(
    v.check(h => (h.thumbsDown ?? 0) <= (h.ratings ?? 0), 'more than the ratings'),
    ['thumbsDown']
  )
)
const projectName = v.custom<string>(name => isProjectFolder(name as string), 'a name that is not a project folder')
const historyIndex = v.pipe(
  fields({ projects: entries(projectName, headline, READ_LIMITS.projects, 'projects') }),
  v.transform(marked('docs-health-index'))
)
