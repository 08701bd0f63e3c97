/**
 * The visitors export: a deterministic dataset, the service's query validation, and offset paging.
 * - Paths are distinct, realistic, and include awkward characters (space, `|`, `<`, unicode) within the first 50.
 * - Counts are a function of (path, dateFrom, dateTo): two ranges give different numbers.
 * - Per row: max(human, ai) <= total <= human + ai. Row order is a seeded shuffle (not sorted by any count).
 * - Totals are site-wide and deduplicated: about 93 % of the row sums, identical on every page.
 */

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
export type QueryResult = { ok: true; query: VisitorsQuery } | { ok: false; details: { message: string }[] }

const CURATED = [
  '/',
  '/quickstart',
  '/introduction',
  '/installation',
  '/api-reference/introduction',
  '/api-reference/authentication',
  '/guides/deploying',
  '/guides/custom-domain',
  '/changelog',
  '/settings/navigation',
  '/changelog/2026 release notes',
  '/components/<Tabs>',
  '/guides/pipes|and|filters',
  '/docs/café-ünïcode',
  '/guides/migration & upgrade',
  '/reference/"quoted"',
  '/components/accordion',
  '/components/code-groups',
  '/integrations/analytics',
  '/api-playground/overview'
]
const FAMILIES = [
  '/api-reference/endpoint-',
  '/guides/topic-',
  '/components/widget-',
  '/integrations/service-',
  '/blog/post-'
]

export function visitorPath(index: number): string {
  const curated = CURATED[index]
  if (curated !== undefined) return curated
  const n = index - CURATED.length
  return `${FAMILIES[n % FAMILIES.length]}${Math.floor(n / FAMILIES.length) + 1}`
}

/** FNV-1a, 32 bit. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** mulberry32: a small seeded PRNG returning [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function row(index: number, range: string): VisitorRow {
  const path = visitorPath(index)
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

export function dataset(n: number, dateFrom?: string, dateTo?: string): Dataset {
  const range = `${dateFrom ?? ''}..${dateTo ?? ''}`
  const rows = order(n).map(i => row(i, range))
  const sum = (key: keyof VisitorTotals) => rows.reduce((s, r) => s + r[key], 0)
  const human = Math.round(0.93 * sum('human'))
  const ai = Math.round(0.93 * sum('ai'))
  const total = Math.min(human + ai, Math.max(human, ai, Math.round(0.93 * sum('total'))))
  return { rows, totals: { human, ai, total } }
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i

/** Epoch ms of a `YYYY-MM-DD` or ISO 8601 date-time (UTC unless an offset is given), or undefined. */
export function parseDate(text: string): number | undefined {
  const match = DAY.exec(text) ?? DATE_TIME.exec(text)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const calendar = new Date(Date.UTC(year, month - 1, day))
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) {
    return undefined
  }
  const hours = Number(match[4] ?? 0)
  const minutes = Number(match[5] ?? 0)
  const seconds = Number(match[7] ?? 0)
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined
  const iso = match[4] === undefined ? `${text}T00:00:00Z` : match[9] ? text : `${text}Z`
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? undefined : ms
}

function integer(
  params: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
  details: { message: string }[]
): number {
  const raw = params.get(name)
  if (raw === null) return fallback
  const value = /^[+-]?\d+$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(value)) details.push({ message: `${name}: expected an integer, received "${raw}"` })
  else if (value < min) details.push({ message: `${name}: must be greater than or equal to ${min}, received ${value}` })
  else if (value > max) details.push({ message: `${name}: must be less than or equal to ${max}, received ${value}` })
  else return value
  return fallback
}

export function parseVisitorsQuery(params: URLSearchParams): QueryResult {
  const details: { message: string }[] = []
  const limit = integer(params, 'limit', 50, 1, 250, details)
  const offset = integer(params, 'offset', 0, 0, Number.MAX_SAFE_INTEGER, details)
  const dates: Record<string, number | undefined> = {}
  for (const name of ['dateFrom', 'dateTo']) {
    const raw = params.get(name)
    if (raw === null) continue
    dates[name] = parseDate(raw)
    if (dates[name] === undefined) {
      details.push({ message: `${name}: invalid date "${raw}", expected ISO 8601 or YYYY-MM-DD` })
    }
  }
  const { dateFrom: from, dateTo: to } = dates
  if (from !== undefined && to !== undefined && from >= to) {
    details.push({ message: 'dateFrom must be before dateTo (dateTo is exclusive)' })
  }
  if (details.length > 0) return { ok: false, details }
  const query: VisitorsQuery = { limit, offset }
  const dateFrom = params.get('dateFrom')
  const dateTo = params.get('dateTo')
  if (dateFrom !== null) query.dateFrom = dateFrom
  if (dateTo !== null) query.dateTo = dateTo
  return { ok: true, query }
}

/** Serves pages of the dataset; keeps the last dataset computed (a 10,000-row export reads it 40 times). */
export class VisitorsSource {
  private cache: { key: string; data: Dataset } | undefined

  constructor(
    private rows: number,
    private stuckHasMore = false
  ) {
    this.setRows(rows)
  }

  setRows(n: number, stuckHasMore = false): void {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`visitorRows must be an integer >= 0, got ${n}`)
    this.rows = n
    this.stuckHasMore = stuckHasMore
    this.cache = undefined
  }

  page(query: VisitorsQuery): VisitorsPage {
    const key = `${this.rows}\u0000${query.dateFrom ?? ''}\u0000${query.dateTo ?? ''}`
    if (this.cache?.key !== key) this.cache = { key, data: dataset(this.rows, query.dateFrom, query.dateTo) }
    const { rows, totals } = this.cache.data
    return {
      totals: { ...totals },
      visitors: rows.slice(query.offset, query.offset + query.limit).map(r => ({ ...r })),
      hasMore: this.stuckHasMore || query.offset + query.limit < rows.length
    }
  }
}
