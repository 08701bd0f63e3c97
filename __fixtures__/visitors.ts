import type { VisitorExport } from '../src/report/visitors/export.js'
import { VisitorTable } from '../src/report/visitors/table.js'
import type { VisitorCounts, VisitorRow } from '../src/service/client.js'

/** A visitors row; human defaults to total, ai to 0. */
export const row = (path: string, total: number, human = total, ai = 0): VisitorRow => ({ path, human, ai, total })

/** A complete one-page export of these rows, with site-wide totals as the service would give them. */
export const period = (
  rows: VisitorRow[],
  totals: VisitorCounts = { human: 1000, ai: 500, total: 1200 }
): VisitorExport => ({
  totals,
  table: VisitorTable.from(rows),
  requests: 1,
  partial: false
})

/** Every row of a table as an object, in insertion order (an object per row: for tests only). */
export const tableRows = (table: VisitorTable): VisitorRow[] =>
  Array.from({ length: table.size }, (_, i) => ({ path: table.path(i), ...table.countsAt(i) }))
