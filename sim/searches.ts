/**
 * The searches export: search terms ordered by hits (descending), opaque `cursor` paging (limit 1..100, default 50,
 * `nextCursor` null on the last page), and `totalSearches` = the sum of all hits in the range, on every page.
 * The data has gaps to find: terms searched often with a low click-through rate or nothing clicked
 * (`topClickedPage` null), healthy terms around them, and reader text with personal data (reader-text.ts).
 */
import {
  parseCursorQuery,
  cursorPage,
  RangeCache,
  seeded,
  rangeBounds,
  type CursorQuery,
  type Parsed
} from './query.js'
import type { SearchesPage, SearchRow } from '../src/service/analytics.js'
import { pick, spread } from './reader-text.js'
import { TEST_SITE } from './site.js'
import type { SiteData } from './types.js'
import { visitorPath } from './visitors.js'

type Seed = [query: string, hits: number, ctr: number, page: string | null]

export { CURATED_SEARCHES } from './site.js'

export const parseSearchesQuery = (params: URLSearchParams): Parsed<CursorQuery> => {
  const { details, query } = parseCursorQuery(params, 'searches', { fallback: 50, max: 100 })
  return details.length > 0 ? { ok: false, details } : { ok: true, query }
}

export function searchRows(count: number, range: CursorQuery, site: SiteData = TEST_SITE): SearchRow[] {
  const random = seeded('searches', range)
  const { from, to } = rangeBounds(range)
  const seeds: Seed[] = site.searches.slice(0, count).map(seed => [...seed])
  for (const [i, text] of site.searchText.entries()) if (seeds.length < count) seeds.push([text, 1 + i, 0, null])
  for (let n = 1; seeds.length < count; n++) {
    const hits = Math.max(1, Math.round((30 / Math.pow(n, 0.6)) * (0.6 + 0.8 * random())))
    const clicked = random() < 0.9
    const ctr = clicked ? Math.round((0.25 + 0.6 * random()) * 100) / 100 : 0
    seeds.push([
      site.searchTerm(pick(random, ['how to', 'configure', 'example', 'error']), n),
      hits,
      ctr,
      clicked ? visitorPath(n % 60, site) : null
    ])
  }
  const times = spread(seeds.length, from, to, random)
  return seeds
    .map(([searchQuery, hits, ctr, topClickedPage], i) => ({
      searchQuery,
      hits,
      ctr,
      topClickedPage,
      lastSearchedAt: times[i] as string
    }))
    .sort((a, b) => b.hits - a.hits || (a.searchQuery < b.searchQuery ? -1 : 1))
}

export class SearchesSource {
  private readonly cache = new RangeCache<{ rows: SearchRow[]; total: number }>()

  constructor(
    private readonly count: number,
    private readonly site?: SiteData
  ) {}

  page(query: CursorQuery): SearchesPage {
    const { rows, total } = this.cache.get(query, () => {
      const rows = searchRows(this.count, query, this.site)
      return { rows, total: rows.reduce((s, r) => s + r.hits, 0) }
    })
    const { items, nextCursor } = cursorPage(rows, query, 'searches')
    return { searches: items, totalSearches: total, nextCursor }
  }
}
