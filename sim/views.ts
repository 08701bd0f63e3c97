/**
 * The views export: page views per path (human / AI / total) over the visitors dataset's paths, with the same offset
 * paging (limit 1..250, default 50) and site totals. Views are events, not people: a reader views a page more than once,
 * and AI agents read many pages, so views >= visitors on every row. Totals are the row sums (views are not deduplicated).
 */
import type { ViewsPage, ViewsRow } from '../src/service/analytics.js'
import { hash, prng } from './query.js'
import type { VisitorsQuery, VisitorsSource } from './visitors.js'

export class ViewsSource {
  private cache: { key: unknown; rows: ViewsRow[]; totals: ViewsPage['totals'] } | undefined

  constructor(private readonly visitors: VisitorsSource) {}

  page(query: VisitorsQuery): ViewsPage {
    const data = this.visitors.data(query)
    if (this.cache?.key !== data) {
      const rows = data.rows.map(row => {
        const random = prng(hash(`views\u0000${row.path}\u0000${row.total}`))
        const human = Math.round(row.human * (1.2 + 1.8 * random()))
        const ai = Math.round(row.ai * (1 + 4 * random()))
        return { path: row.path, human, ai, total: human + ai }
      })
      const sum = (key: 'human' | 'ai') => rows.reduce((s, r) => s + r[key], 0)
      const totals = { human: sum('human'), ai: sum('ai'), total: sum('human') + sum('ai') }
      this.cache = { key: data, rows, totals }
    }
    const { rows, totals } = this.cache
    return {
      totals: { ...totals },
      views: rows.slice(query.offset, query.offset + query.limit).map(r => ({ ...r })),
      hasMore: query.offset + query.limit < rows.length
    }
  }
}
