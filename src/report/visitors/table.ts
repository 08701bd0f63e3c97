import type { VisitorCounts, VisitorRow } from '../../service/client.js'
import { StringPool } from './string-pool.js'

/** Code-unit order: stable across locales and runs. */
export const comparePaths = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

const HUMAN = 0
const AI = 1
const TOTAL = 2
const FIELDS = 3

/**
 * One period's pages, stored outside the V8 heap: the paths in a StringPool (row i is string i) and the counts in one
 * Float64Array (human, ai, total per row; the service's counts are only checked to be finite and >= 0, so Uint32 could
 * corrupt them). An object, string and map entry per row is what made V8 grow its young generation at 100,000 rows
 * (docs/performance.md, finding 2). Rows keep the order they were added in; a path is stored once (the first wins).
 */
export class VisitorTable {
  private readonly paths = new StringPool()
  private counts = new Float64Array(FIELDS * 256)
  private sorted?: Uint32Array

  static from(rows: Iterable<VisitorRow>): VisitorTable {
    const table = new VisitorTable()
    for (const row of rows) table.add(row.path, row)
    return table
  }

  get size(): number {
    return this.paths.size
  }

  /** Adds a row; false (and nothing stored) when the path is already there. */
  add(path: string, counts: VisitorCounts): boolean {
    const i = this.paths.add(path)
    if (i < 0) return false
    if ((i + 1) * FIELDS > this.counts.length) {
      const grown = new Float64Array(this.counts.length * 2)
      grown.set(this.counts)
      this.counts = grown
    }
    this.counts[i * FIELDS + HUMAN] = counts.human
    this.counts[i * FIELDS + AI] = counts.ai
    this.counts[i * FIELDS + TOTAL] = counts.total
    this.sorted = undefined
    return true
  }

  /** A new string each time (made from the pool's code units). */
  path(i: number): string {
    return this.paths.get(i)
  }
  human(i: number): number {
    return this.counts[i * FIELDS + HUMAN] as number
  }
  ai(i: number): number {
    return this.counts[i * FIELDS + AI] as number
  }
  total(i: number): number {
    return this.counts[i * FIELDS + TOTAL] as number
  }

  /** The row of `path`, or -1. */
  indexOf(path: string): number {
    return this.paths.indexOf(path)
  }

  /** A new counts object for row i (for the few rows a report shows). */
  countsAt(i: number): VisitorCounts {
    return { human: this.human(i), ai: this.ai(i), total: this.total(i) }
  }

  /** Counts of `path`, zeros when the period has no such page. */
  countsOf(path: string): VisitorCounts {
    const i = this.indexOf(path)
    return i < 0 ? { human: 0, ai: 0, total: 0 } : this.countsAt(i)
  }

  /** Row indexes by total descending, then path ascending; sorted once and shared (compare and files use it). */
  byTotal(): Uint32Array {
    if (!this.sorted) {
      const order = new Uint32Array(this.size)
      for (let i = 0; i < order.length; i++) order[i] = i
      this.sorted = order.sort((a, b) => this.total(b) - this.total(a) || this.paths.compare(a, b))
    }
    return this.sorted
  }
}
