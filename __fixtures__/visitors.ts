import type { VisitorExport } from '../src/report/visitors/export.js'
import { VisitorTable } from '../src/report/visitors/table.js'
import type { VisitorSettings } from '../src/report/visitors/settings.js'
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

/** Visitor settings for the week 2026-11-15 up to 2026-11-22, compared with the week before, 20 pages, top 10. */
export const weekSettings = (over: Partial<VisitorSettings> = {}): VisitorSettings => ({
  dateFrom: '2026-11-15',
  dateTo: '2026-11-22',
  from: new Date('2026-11-15T00:00:00Z'),
  to: new Date('2026-11-22T00:00:00Z'),
  maxPages: 20,
  compare: true,
  top: 10,
  ...over
})
