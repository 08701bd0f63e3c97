/**
 * Feedback: single entries (`feedback`: newest first, opaque `cursor`, limit 1..100 default 50, filters `source` and
 * `status`) and per-page aggregates (`feedback/by-page`: most feedback first, limit 1..100 default 10, `hasMore`, and no
 * cursor or offset: only the first page is reachable; unknown parameters are ignored, so `offset` changes nothing).
 * Both read one dataset per range, so the aggregates are exactly the entries counted. thumbsUp / thumbsDown count
 * `contextual` entries by `helpful`, `code` the `code_snippet` ones, `total` all of the page's entries.
 * Gaps to find: pages with many thumbs-down (/api-reference/authentication 9 of 11, /guides/deploying 6 of 8), and
 * comments with emails, phone numbers, URLs, keys and instructions; `contact` holds a reader's email.
 */
import {
  dateRange,
  hash,
  integer,
  parseCursorQuery,
  cursorPage,
  RangeCache,
  seeded,
  rangeBounds,
  rangeKey,
  type CursorQuery,
  type DateRange,
  type Details,
  type Parsed
} from './query.js'
import type { PageFeedback } from '../src/service/analytics.js'
import { PERSONAL, pick, spread, type ExtraReaderText } from './reader-text.js'
import { TEST_SITE } from './site.js'
import type { SiteData } from './types.js'
import { visitorPath } from './visitors.js'

export const SOURCES = ['code_snippet', 'contextual', 'agent', 'thumbs_only'] as const
export const STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'] as const
type Source = (typeof SOURCES)[number]
type Status = (typeof STATUSES)[number]

export interface FeedbackEntry {
  id: string
  path: string
  comment: string | null
  createdAt: string | null
  source: Source
  status: Status
  helpful?: boolean
  contact?: string | null
  code?: string
  filename?: string | null
  lang?: string | null
}
export interface FeedbackFilter extends DateRange {
  source?: Source
  statuses?: Status[]
}
export type FeedbackQuery = CursorQuery & FeedbackFilter
export type ByPageQuery = FeedbackFilter & { limit: number }

/** Pages with many thumbs-down: [path, down, up]. */
export type ThumbsDown = readonly (readonly [path: string, down: number, up: number])[]
/** The curated pages of a range (SimOptions.thumbsDown): a test makes a page's thumbs-down fall after a fix. */
export type ThumbsDownOf = (range: DateRange) => ThumbsDown

export const THUMBS_DOWN_PAGES: readonly [string, number, number][] = [
  ['/api-reference/authentication', 9, 2],
  ['/guides/deploying', 6, 2]
]

function filters(params: URLSearchParams, details: Details): FeedbackFilter {
  const filter: FeedbackFilter = dateRange(params, details)
  const source = params.get('source')
  if (source !== null) {
    if ((SOURCES as readonly string[]).includes(source)) filter.source = source as Source
    else details.push({ message: `source: expected one of ${SOURCES.join(', ')}, received "${source}"` })
  }
  const status = params.get('status')
  if (status !== null) {
    const list = status.split(',').map(s => s.trim())
    const bad = list.filter(s => !(STATUSES as readonly string[]).includes(s))
    if (bad.length > 0) details.push({ message: `status: unknown status "${bad.join(',')}"` })
    else filter.statuses = list as Status[]
  }
  return filter
}

export function parseFeedbackQuery(params: URLSearchParams): Parsed<FeedbackQuery> {
  const { details, query } = parseCursorQuery(params, 'feedback', { fallback: 50, max: 100 })
  const filter = filters(params, details)
  return details.length > 0 ? { ok: false, details } : { ok: true, query: { ...query, ...filter } }
}

export function parseByPageQuery(params: URLSearchParams): Parsed<ByPageQuery> {
  const details: Details = []
  const limit = integer(params, 'limit', 10, 1, 100, details)
  const filter = filters(params, details)
  return details.length > 0 ? { ok: false, details } : { ok: true, query: { ...filter, limit } }
}

type Draft = Omit<FeedbackEntry, 'id' | 'createdAt' | 'status'>

function draft(random: () => number, path: string, source: Source, helpful: boolean, comment: string | null): Draft {
  const base = { path, comment, source }
  if (source === 'contextual') {
    return { ...base, helpful, contact: random() < 0.3 ? pick(random, [PERSONAL.email, PERSONAL.otherEmail]) : null }
  }
  if (source === 'code_snippet') {
    const lang = pick(random, ['bash', 'ts', null])
    return { ...base, code: 'curl -H "Authorization: Bearer $KEY" …', filename: lang ? `example.${lang}` : null, lang }
  }
  return base
}

/** Thumbs-down each path readers chose gets (SimOptions.readerPaths), each with a comment. */
export const READER_PATH_DOWN = 25

export function feedbackEntries(
  count: number,
  range: DateRange,
  extra: ExtraReaderText = { paths: [], text: [] },
  site: SiteData = TEST_SITE,
  thumbsDown: ThumbsDownOf = () => THUMBS_DOWN_PAGES
): FeedbackEntry[] {
  const random = seeded('feedback', range)
  const curated = thumbsDown(range)
  const drafts: Draft[] = []
  for (const path of extra.paths) {
    for (let i = 0; i < READER_PATH_DOWN; i++) drafts.push(draft(random, path, 'contextual', false, 'Broken page.'))
  }
  for (const text of extra.text) drafts.push(draft(random, '/quickstart', 'contextual', false, text))
  for (const [path, down, up] of curated) {
    for (let i = 0; i < down + up; i++) {
      const comment = i < down && random() < 0.6 ? pick(random, site.feedbackText) : null
      drafts.push(draft(random, path, 'contextual', i >= down, comment))
    }
  }
  for (const text of site.feedbackText) drafts.push(draft(random, '/quickstart', 'contextual', false, text))
  while (drafts.length < count) {
    const path = visitorPath(Math.floor(Math.pow(random(), 2) * 60), site)
    if (curated.some(([page]) => page === path)) continue
    const source = pick(random, ['contextual', 'contextual', 'thumbs_only', 'code_snippet', 'agent'] as const)
    const comment = source === 'thumbs_only' ? null : pick(random, ['Clear, thanks.', 'Worked for me.', null])
    drafts.push(draft(random, path, source, random() < 0.8, comment))
  }
  const { from, to } = rangeBounds(range)
  const times = spread(count, from, to, random)
  // Interleave: a seeded shuffle, so the curated entries are not all on the first page.
  const order = drafts.slice(0, count).map((d, i) => ({ d, k: hash(`${i}\u0000${rangeKey(range)}`) }))
  order.sort((a, b) => a.k - b.k)
  return order.map(({ d }, i) => ({
    id: `fb_${(hash(`${rangeKey(range)}#${i}`) % 0xffffff).toString(16).padStart(6, '0')}${i}`,
    ...d,
    createdAt: times[i] ?? null,
    status: d.comment === null ? 'pending' : pick(random, STATUSES)
  }))
}

function matches(entry: FeedbackEntry, filter: FeedbackFilter): boolean {
  return (
    (!filter.source || entry.source === filter.source) && (!filter.statuses || filter.statuses.includes(entry.status))
  )
}

export class FeedbackSource {
  private readonly cache = new RangeCache<FeedbackEntry[]>()

  constructor(
    private readonly count: number,
    private readonly extra?: ExtraReaderText,
    private readonly site?: SiteData,
    private readonly thumbsDown?: ThumbsDownOf
  ) {}

  private entries(filter: FeedbackFilter): FeedbackEntry[] {
    const all = this.cache.get(filter, () =>
      feedbackEntries(this.count, filter, this.extra, this.site, this.thumbsDown)
    )
    return all.filter(entry => matches(entry, filter))
  }

  page(query: FeedbackQuery) {
    const { items, nextCursor } = cursorPage(this.entries(query), query, 'feedback')
    return { feedback: items, nextCursor, hasMore: nextCursor !== null }
  }

  byPage(query: ByPageQuery): { feedback: PageFeedback[]; hasMore: boolean } {
    const pages = new Map<string, PageFeedback>()
    for (const entry of this.entries(query)) {
      const page = pages.get(entry.path) ?? { path: entry.path, thumbsUp: 0, thumbsDown: 0, code: 0, total: 0 }
      if (entry.source === 'contextual') page[entry.helpful ? 'thumbsUp' : 'thumbsDown']++
      if (entry.source === 'code_snippet') page.code++
      page.total++
      pages.set(entry.path, page)
    }
    const sorted = [...pages.values()].sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : 1))
    return { feedback: sorted.slice(0, query.limit), hasMore: sorted.length > query.limit }
  }
}
