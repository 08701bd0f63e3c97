import type { VisitorCounts, VisitorRow } from '../../service/client.js'
import type { VisitorExport } from './export.js'
import { comparePaths } from './table.js'

/** A top page: its counts now, and (when comparing) in the previous period (zeros when absent there). */
export type TopPage = VisitorRow & { previous?: VisitorCounts; delta?: number }

/** A page whose total changed between the periods; a page absent in one period counts as 0 there. */
export interface PageMove {
  path: string
  current: VisitorCounts
  previous: VisitorCounts
  /** current.total - previous.total, never 0. */
  delta: number
}

export interface TotalsComparison {
  current: VisitorCounts
  previous?: VisitorCounts
  delta?: VisitorCounts
  /** ai / (human + ai); 0 when both are 0. */
  aiShare: number
  previousAiShare?: number
}

export interface VisitorComparison {
  totals: TotalsComparison
  /** By total desc, ties by path asc; at most `top`. */
  topPages: TopPage[]
  /** Biggest rises of total first; at most `top`. */
  risers: PageMove[]
  /** Biggest falls of total first; at most `top`. */
  fallers: PageMove[]
}

const ZERO: VisitorCounts = Object.freeze({ human: 0, ai: 0, total: 0 })

export const aiShare = (counts: VisitorCounts): number =>
  counts.human + counts.ai === 0 ? 0 : counts.ai / (counts.human + counts.ai)

const minus = (a: VisitorCounts, b: VisitorCounts): VisitorCounts => ({
  human: a.human - b.human,
  ai: a.ai - b.ai,
  total: a.total - b.total
})

const counts = (row: VisitorCounts): VisitorCounts => ({ human: row.human, ai: row.ai, total: row.total })

/** A changed page while scanning: row indexes (-1 when absent in that period), no count objects yet. */
interface Candidate {
  path: string
  delta: number
  current: number
  previous: number
}

/**
 * The `limit` biggest moves in one direction, kept while scanning (sign 1: rises, -1: falls; ties by path), so a
 * comparison of 100,000 pages allocates only for the pages that can still make the table.
 */
class Leaders {
  readonly items: Candidate[] = []
  constructor(
    private readonly limit: number,
    private readonly sign: 1 | -1
  ) {}

  private ranksBefore(delta: number, path: string, other: Candidate): boolean {
    const d = this.sign * (delta - other.delta)
    return d > 0 || (d === 0 && comparePaths(path, other.path) < 0)
  }

  offer(path: string, delta: number, current: number, previous: number): void {
    const items = this.items
    const last = items[items.length - 1]
    if (this.limit === 0 || (last && items.length >= this.limit && !this.ranksBefore(delta, path, last))) return
    let at = items.length
    while (at > 0 && this.ranksBefore(delta, path, items[at - 1] as Candidate)) at--
    items.splice(at, 0, { path, delta, current, previous })
    if (items.length > this.limit) items.pop()
  }
}

/**
 * Compares the current period with the previous one. Totals are the service's (never sums of rows); pages are sorted
 * here, as the service's order is not documented. O(n log n) in the number of rows, one pass for the movers.
 */
export function compareVisitors(current: VisitorExport, previous?: VisitorExport, top = 10): VisitorComparison {
  const limit = Math.max(0, Math.floor(top))
  const totals: TotalsComparison = { current: counts(current.totals), aiShare: aiShare(current.totals) }
  if (previous) {
    totals.previous = counts(previous.totals)
    totals.delta = minus(current.totals, previous.totals)
    totals.previousAiShare = aiShare(previous.totals)
  }
  const now = current.table
  const before = previous?.table

  const topPages: TopPage[] = Array.from(now.byTotal().subarray(0, limit), i => {
    const page: TopPage = { path: now.path(i), ...now.countsAt(i) }
    if (before) {
      page.previous = before.countsOf(page.path)
      page.delta = page.total - page.previous.total
    }
    return page
  })
  if (!before) return { totals, topPages, risers: [], fallers: [] }

  const risers = new Leaders(limit, 1)
  const fallers = new Leaders(limit, -1)
  for (let i = 0; i < now.size; i++) {
    const path = now.path(i)
    const was = before.indexOf(path)
    const delta = now.total(i) - (was < 0 ? 0 : before.total(was))
    if (delta > 0) risers.offer(path, delta, i, was)
    else if (delta < 0) fallers.offer(path, delta, i, was)
  }
  for (let i = 0; i < before.size; i++) {
    const path = before.path(i)
    if (before.total(i) !== 0 && now.indexOf(path) < 0) fallers.offer(path, -before.total(i), -1, i)
  }
  const move = (c: Candidate): PageMove => ({
    path: c.path,
    current: c.current < 0 ? { ...ZERO } : now.countsAt(c.current),
    previous: c.previous < 0 ? { ...ZERO } : before.countsAt(c.previous),
    delta: c.delta
  })
  return { totals, topPages, risers: risers.items.map(move), fallers: fallers.items.map(move) }
}
