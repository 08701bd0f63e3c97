import type { VisitorCounts, VisitorRow } from '../service-client.js'
import type { VisitorExport } from './export.js'

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

/** Code-unit order: stable across locales and runs. */
export const byPath = (a: { path: string }, b: { path: string }): number =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : 0

/** Total descending, then path ascending: the order of the top pages (and of the CSV). */
export const byTotalThenPath = (a: VisitorRow, b: VisitorRow): number => b.total - a.total || byPath(a, b)

/**
 * Compares the current period with the previous one. Totals are the service's (never sums of rows); pages are sorted
 * here, as the service's order is not documented. O(n log n) in the number of rows.
 */
export function compareVisitors(current: VisitorExport, previous?: VisitorExport, top = 10): VisitorComparison {
  const limit = Math.max(0, Math.floor(top))
  const totals: TotalsComparison = { current: counts(current.totals), aiShare: aiShare(current.totals) }
  if (previous) {
    totals.previous = counts(previous.totals)
    totals.delta = minus(current.totals, previous.totals)
    totals.previousAiShare = aiShare(previous.totals)
  }
  const before = previous ? new Map(previous.rows.map(row => [row.path, row])) : undefined

  const topPages: TopPage[] = [...current.rows]
    .sort(byTotalThenPath)
    .slice(0, limit)
    .map(row => {
      const page: TopPage = { path: row.path, ...counts(row) }
      if (before) {
        const was = before.get(row.path) ?? ZERO
        page.previous = counts(was)
        page.delta = row.total - was.total
      }
      return page
    })

  if (!previous || !before) return { totals, topPages, risers: [], fallers: [] }

  const moves: PageMove[] = []
  const now = new Set<string>()
  for (const row of current.rows) {
    now.add(row.path)
    const was = before.get(row.path) ?? ZERO
    if (row.total !== was.total) {
      moves.push({ path: row.path, current: counts(row), previous: counts(was), delta: row.total - was.total })
    }
  }
  for (const row of previous.rows) {
    if (!now.has(row.path) && row.total !== 0) {
      moves.push({ path: row.path, current: { ...ZERO }, previous: counts(row), delta: -row.total })
    }
  }
  const risers = moves
    .filter(move => move.delta > 0)
    .sort((a, b) => b.delta - a.delta || byPath(a, b))
    .slice(0, limit)
  const fallers = moves
    .filter(move => move.delta < 0)
    .sort((a, b) => a.delta - b.delta || byPath(a, b))
    .slice(0, limit)
  return { totals, topPages, risers, fallers }
}
