import { CancelledError } from '../../action/errors.js'
import { ServiceError } from '../../service/http.js'
import type { ServiceClient, VisitorCounts } from '../../service/client.js'
import { plural } from '../../text/plural.js'
import { BudgetSpent, CANCELLED_REASON } from '../section.js'
import { VisitorTable } from './table.js'

/** The most rows the service gives per page; every page is one request of the shared analytics budget. */
export const PAGE_LIMIT = 250
/** The published analytics API documentation (rate limits): 100 requests per organisation per hour, shared by all analytics endpoints. */
export const ANALYTICS_BUDGET = 'analytics requests share a budget of 100 per organisation per hour'

/** Everything one period's export produced. */
export interface VisitorExport {
  /** The service's site-wide totals (deduplicated by the service; never the sum of the rows). */
  totals: VisitorCounts
  /** One row per path, in the order the service sent them (compact storage: see table.ts). */
  table: VisitorTable
  /** Requests made (each of up to 250 pages). */
  requests: number
  /** True when the export stopped before the service said there was no more. */
  partial: boolean
  partialReason?: string
}

export interface ExportOptions {
  /** Most pages (requests) for this period. */
  maxPages: number
  /** Epoch ms: no page is started after it. */
  deadline?: number
  onWarning?: (message: string) => void
  now?: () => number
}

/**
 * Exports one period completely: `limit` 250, `offset` += 250 while `hasMore`, one request at a time. Stops safely
 * (partial) on an empty page that claims more, at `maxPages`, at the deadline, and when a later page fails; a failure
 * of the first page is thrown, as there is nothing to report without the totals.
 */
export async function exportVisitors(
  client: Pick<ServiceClient, 'getVisitors'>,
  range: { dateFrom: string; dateTo: string },
  opts: ExportOptions
): Promise<VisitorExport> {
  const now = opts.now ?? Date.now
  const maxPages = Math.max(1, Math.floor(opts.maxPages))
  const table = new VisitorTable()
  let duplicates = 0
  let firstDuplicate = ''
  let totals: VisitorCounts | undefined
  let pages = 0
  let partialReason: string | undefined

  for (let offset = 0; ; offset += PAGE_LIMIT) {
    if (totals && opts.deadline !== undefined && now() >= opts.deadline) {
      partialReason = `the timeout was reached after ${plural(pages, 'request')} (${plural(table.size, 'page')}); the rest was not requested.`
      break
    }
    let page
    try {
      page = await client.getVisitors(
        { dateFrom: range.dateFrom, dateTo: range.dateTo, limit: PAGE_LIMIT, offset },
        opts.deadline
      )
    } catch (error) {
      // A later page that fails, or that the report's request plan has no room for, leaves the export partial.
      // A cancel, too: what was read is kept.
      if (
        !totals ||
        !(error instanceof ServiceError || error instanceof BudgetSpent || error instanceof CancelledError)
      )
        throw explain(error, range, offset)
      const why = error instanceof CancelledError ? CANCELLED_REASON : error.message
      partialReason = `request ${pages + 1} (offset ${offset}) failed after ${plural(pages, 'complete request')}: ${why}`
      break
    }
    pages++
    totals ??= { ...page.totals }
    for (const row of page.visitors) {
      if (!table.add(row.path, row) && duplicates++ === 0) firstDuplicate = row.path
    }
    if (!page.hasMore) break
    if (page.visitors.length === 0) {
      partialReason = `the service answered the request at offset ${offset} with no rows, yet said hasMore; stopped there to avoid an endless export.`
      break
    }
    if (pages >= maxPages) {
      partialReason = `stopped at max-pages (${plural(maxPages, 'request')} of up to ${PAGE_LIMIT} pages each) while the service had more; ${ANALYTICS_BUDGET}, so raise max-pages only if the budget allows.`
      break
    }
  }
  if (duplicates > 0) {
    opts.onWarning?.(
      `The service sent ${plural(duplicates, 'row')} for a path already seen in an earlier answer (first: ${JSON.stringify(firstDuplicate.slice(0, 200))}); kept the first of each. The data may have changed while paging.`
    )
  }
  return {
    totals: totals as VisitorCounts,
    table,
    requests: pages,
    partial: partialReason !== undefined,
    partialReason
  }
}

/** The error of the first page, with the range and offset; ServiceError properties kept. */
function explain(error: unknown, range: { dateFrom: string; dateTo: string }, offset: number): unknown {
  if (!(error instanceof ServiceError)) return error
  const where = `Visitors export ${range.dateFrom} to ${range.dateTo} (offset ${offset})`
  return new ServiceError(`${where}: ${error.message}`, error.endpoint, error.kind, error.status)
}
