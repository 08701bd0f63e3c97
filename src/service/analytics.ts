/**
 * The analytics answers of the docs-health report (views, searches, feedback, feedback by page, assistant turns,
 * assistant callers): their wire types, and the checks every answer passes before it is believed, in answers.ts' way —
 * a fault names the field and its value (`searches[3].hits is -1`); counts are safe integers (0 to 2^53 − 1: a count
 * of 1e308 is finite, yet two of them sum to Infinity), ratios finite and non-negative.
 * Reader text (search terms, comments, questions, titles) is kept as plain strings and never interpreted here: what
 * shows it must redact and quote it. A feedback entry's `contact` (a reader's email) is dropped at this boundary and
 * only `hasContact` is kept, so no later layer can show it.
 */
import { describeValue } from '../text/quote.js'
import { isCount, isObject } from './answers.js'
import { UnexpectedBody } from './read-body.js'

export interface DateRange {
  dateFrom?: string
  dateTo?: string
}
export interface CursorQuery extends DateRange {
  limit?: number
  cursor?: string
}
export type FeedbackSource = 'code_snippet' | 'contextual' | 'agent' | 'thumbs_only'
export interface FeedbackFilter extends DateRange {
  source?: FeedbackSource
  /** Sent comma-separated. */
  status?: string[]
}

export interface ViewsRow {
  path: string
  human: number
  ai: number
  total: number
}
export interface ViewsPage {
  totals: { human: number; ai: number; total: number }
  views: ViewsRow[]
  hasMore: boolean
}
export interface SearchRow {
  /** Reader text. */
  searchQuery: string
  hits: number
  ctr: number
  /** null: no result was clicked. */
  topClickedPage: string | null
  lastSearchedAt: string
}
export interface SearchesPage {
  searches: SearchRow[]
  totalSearches: number
  nextCursor: string | null
}
export interface PageFeedback {
  path: string
  thumbsUp: number
  thumbsDown: number
  code: number
  total: number
}
export interface FeedbackByPage {
  feedback: PageFeedback[]
  /** True when more pages had feedback than `limit`: the service offers no way to read them. */
  hasMore: boolean
}
export interface FeedbackEntry {
  id: string
  path: string
  /** Reader text. */
  comment: string | null
  createdAt: string | null
  source: string
  status: string
  /** Contextual entries only. */
  helpful?: boolean
  /** Whether the reader left a contact email; the email itself is never kept. */
  hasContact: boolean
}
export interface FeedbackPage {
  feedback: FeedbackEntry[]
  nextCursor: string | null
  hasMore: boolean
}
export interface Conversation {
  id: string
  timestamp: string
  /** Reader text. */
  query: string
  response: string
  responseType: string
  sources: { title: string; url: string }[]
  resolutionStatus: string
  queryCategory: string | null
  pageUrl: string | null
}
export interface AssistantPage {
  conversations: Conversation[]
  nextCursor: string | null
  hasMore: boolean
}
export interface CallerStats {
  web: number
  api: number
  other: number
  total: number
}

type Fields = Record<string, unknown>
const fail = (where: string, value: unknown): never => {
  throw new UnexpectedBody(`${where} is ${describeValue(value)}`)
}

/** One JSON object's fields, each read with the check its type needs; a failure names `where.field` and the value. */
class Reader {
  constructor(
    private readonly fields: Fields,
    private readonly where: string
  ) {}

  static of(value: unknown, where: string): Reader {
    return isObject(value) ? new Reader(value, where) : fail(where, value)
  }

  private at(name: string): string {
    return this.where === '' ? name : `${this.where}.${name}`
  }
  count(name: string): number {
    const value = this.fields[name]
    return isCount(value) ? value : fail(this.at(name), value)
  }
  /** A share such as a click-through rate: finite and non-negative (not a count: it has a fraction). */
  ratio(name: string): number {
    const value = this.fields[name]
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fail(this.at(name), value)
  }
  /** Several counts at once, e.g. counts('human', 'ai', 'total'). */
  counts<K extends string>(...names: K[]): Record<K, number> {
    return Object.fromEntries(names.map(name => [name, this.count(name)])) as Record<K, number>
  }
  string(name: string): string {
    const value = this.fields[name]
    return typeof value === 'string' ? value : fail(this.at(name), value)
  }
  nullableString(name: string): string | null {
    const value = this.fields[name]
    return value === null || typeof value === 'string' ? value : fail(this.at(name), value)
  }
  /** A word of the service's vocabulary (a status, a source): lower case, short. */
  word(name: string): string {
    const value = this.fields[name]
    return typeof value === 'string' && /^[a-z_]{1,40}$/.test(value) ? value : fail(this.at(name), value)
  }
  boolean(name: string): boolean {
    const value = this.fields[name]
    return typeof value === 'boolean' ? value : fail(this.at(name), value)
  }
  list<T>(name: string, read: (item: Reader) => T): T[] {
    const value = this.fields[name]
    if (!Array.isArray(value)) return fail(this.at(name), value)
    return value.map((item, i) => read(Reader.of(item, `${this.at(name)}[${i}]`)))
  }
  object<T>(name: string, read: (item: Reader) => T): T {
    return read(Reader.of(this.fields[name], this.at(name)))
  }
  has(name: string): boolean {
    return this.fields[name] !== undefined
  }
}

function body(value: unknown): Reader {
  if (!isObject(value)) throw new UnexpectedBody(`the body is ${describeValue(value)}, not a JSON object`)
  return new Reader(value, '')
}

/** The paging fields of a cursor-paged answer. */
const cursor = (r: Reader) => ({ nextCursor: r.nullableString('nextCursor'), hasMore: r.boolean('hasMore') })
const counts = (r: Reader) => r.counts('human', 'ai', 'total')

export function toViewsPage(value: unknown): ViewsPage {
  const r = body(value)
  return {
    totals: r.object('totals', counts),
    views: r.list('views', row => ({ path: row.string('path'), ...counts(row) })),
    hasMore: r.boolean('hasMore')
  }
}

export function toSearchesPage(value: unknown): SearchesPage {
  const r = body(value)
  return {
    searches: r.list('searches', row => ({
      searchQuery: row.string('searchQuery'),
      hits: row.count('hits'),
      ctr: row.ratio('ctr'),
      topClickedPage: row.nullableString('topClickedPage'),
      lastSearchedAt: row.string('lastSearchedAt')
    })),
    totalSearches: r.count('totalSearches'),
    nextCursor: r.nullableString('nextCursor')
  }
}

export function toFeedbackByPage(value: unknown): FeedbackByPage {
  const r = body(value)
  return {
    feedback: r.list('feedback', row => ({
      path: row.string('path'),
      ...row.counts('thumbsUp', 'thumbsDown', 'code', 'total')
    })),
    hasMore: r.boolean('hasMore')
  }
}

function toEntry(row: Reader): FeedbackEntry {
  const entry: FeedbackEntry = {
    id: row.string('id'),
    path: row.string('path'),
    comment: row.nullableString('comment'),
    createdAt: row.nullableString('createdAt'),
    source: row.word('source'),
    status: row.word('status'),
    hasContact: row.has('contact') && row.nullableString('contact') !== null
  }
  if (row.has('helpful')) entry.helpful = row.boolean('helpful')
  return entry
}

export function toFeedbackPage(value: unknown): FeedbackPage {
  const r = body(value)
  return { feedback: r.list('feedback', toEntry), ...cursor(r) }
}

function toConversation(row: Reader): Conversation {
  return {
    id: row.string('id'),
    timestamp: row.string('timestamp'),
    query: row.string('query'),
    response: row.string('response'),
    responseType: row.has('responseType') ? row.word('responseType') : 'answer',
    sources: row.list('sources', source => ({ title: source.string('title'), url: source.string('url') })),
    resolutionStatus: row.word('resolutionStatus'),
    queryCategory: row.nullableString('queryCategory'),
    pageUrl: row.nullableString('pageUrl')
  }
}

export function toAssistantPage(value: unknown): AssistantPage {
  const r = body(value)
  return { conversations: r.list('conversations', toConversation), ...cursor(r) }
}

export function toCallerStats(value: unknown): CallerStats {
  const r = body(value)
  return r.counts('web', 'api', 'other', 'total')
}
