/**
 * The visitors export: a deterministic dataset, the service's query validation, and offset paging.
 * - Paths are distinct; the tests' (sim/site.ts, the default) include awkward characters (space, `|`, `<`, unicode)
 *   within the first 50. SimOptions.site gives other names (sim/demo-site.ts); the numbers stay seeded.
 * - Counts are a function of (path, dateFrom, dateTo): two ranges give different numbers.
 * - Per row: max(human, ai) <= total <= human + ai. Row order is a seeded shuffle (not sorted by any count).
 * - Totals are site-wide and deduplicated: about 93 % of the row sums, identical on every page.
 */
import { dateRange, hash, integer, prng, type Details, type Parsed } from './query.js'
import { TEST_SITE } from './site.js'
import type { SiteData } from './types.js'

export { parseDate, prng } from './query.js'

export interface VisitorRow {
  path: string
  human: number
  ai: number
  total: number
}
export interface VisitorTotals {
  human: number
  ai: number
  total: number
}
export interface VisitorsPage {
  totals: VisitorTotals
  visitors: VisitorRow[]
  hasMore: boolean
}
export interface VisitorsQuery {
  dateFrom?: string
  dateTo?: string
  limit: number
  offset: number
}
export type QueryResult = Parsed<VisitorsQuery>

export function visitorPath(index: number, site: Pick<SiteData, 'pages' | 'families'> = TEST_SITE): string {
  const curated = site.pages[index]
  if (curated !== undefined) return curated
  const n = index - site.pages.length
  return `${site.families[n % site.families.length]}${Math.floor(n / site.families.length) + 1}`
}

function row(index: number, range: string, site: SiteData): VisitorRow {
  const path = visitorPath(index, site)
  const random = prng(hash(`${path}\u0000${range}`))
  const popularity = 4000 / Math.pow(1 + index, 0.7)
  let human = Math.round(popularity * (0.4 + random()))
  const ai = Math.round(popularity * (0.05 + 0.5 * random()))
  if (human + ai === 0) human = 1
  const overlap = Math.floor(Math.min(human, ai) * 0.3 * random())
  return { path, human, ai, total: human + ai - overlap }
}

/** Row order for a dataset of n rows: a Fisher-Yates shuffle with a fixed seed. */
function order(n: number): number[] {
  const indexes = Array.from({ length: n }, (_, i) => i)
  const random = prng(0x5eed + n)
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number]
  }
  return indexes
}

export interface Dataset {
  rows: VisitorRow[]
  totals: VisitorTotals
}

export function dataset(n: number, dateFrom?: string, dateTo?: string, site: SiteData = TEST_SITE): Dataset {
  const range = `${dateFrom ?? ''}..${dateTo ?? ''}`
  const rows = order(n).map(i => row(i, range, site))
  const sum = (key: keyof VisitorTotals) => rows.reduce((s, r) => s + r[key], 0)
  const human = Math.round(0.93 * sum('human'))
  const ai = Math.round(0.93 * sum('ai'))
  const total = Math.min(human + ai, Math.max(human, ai, Math.round(0.93 * sum('total'))))
  return { rows, totals: { human, ai, total } }
}

export function parseVisitorsQuery(params: URLSearchParams): QueryResult {
  const details: Details = []
  const limit = integer(params, 'limit', 50, 1, 250, details)
  const offset = integer(params, 'offset', 0, 0, Number.MAX_SAFE_INTEGER, details)
  const range = dateRange(params, details)
  return details.length > 0 ? { ok: false, details } : { ok: true, query: { ...range, limit, offset } }
}

/** Serves pages of the dataset; keeps the last dataset computed (a 10,000-row export reads it 40 times). */
export class VisitorsSource {
  private cache: { key: string; data: Dataset } | undefined

  constructor(
    private rows: number,
    private stuckHasMore = false,
    private readonly site: SiteData = TEST_SITE
  ) {
    this.setRows(rows)
  }

  setRows(n: number, stuckHasMore = false): void {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`visitorRows must be an integer >= 0, got ${n}`)
    this.rows = n
    this.stuckHasMore = stuckHasMore
    this.cache = undefined
  }

  /** The rows of the dataset for a range (the views export reads the same pages). */
  data(range: { dateFrom?: string; dateTo?: string }): Dataset {
    const key = `${this.rows}\u0000${range.dateFrom ?? ''}\u0000${range.dateTo ?? ''}`
    if (this.cache?.key !== key) this.cache = { key, data: dataset(this.rows, range.dateFrom, range.dateTo, this.site) }
    return this.cache.data
  }

  page(query: VisitorsQuery): VisitorsPage {
    const { rows, totals } = this.data(query)
    return {
      totals: { ...totals },
      visitors: rows.slice(query.offset, query.offset + query.limit).map(r => ({ ...r })),
      hasMore: this.stuckHasMore || query.offset + query.limit < rows.length
    }
  }
}
