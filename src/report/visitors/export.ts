import { CancelledError } from '../../action/errors.js'
import { ServiceError } from '../../service/http.js'
import type { ServiceClient, VisitorCounts, VisitorsPage } from '../../service/client.js'
import { plural } from '../../text/plural.js'
import { nextOffset, readPaged, type PagerStop } from '../pager.js'
import { PAGING } from '../needs.js'
import { BudgetSpent, CANCELLED_REASON } from '../section.js'
import { VisitorTable } from './table.js'

/** The most rows the service gives per page; every page is one request of the shared analytics budget. */
export const PAGE_LIMIT = PAGING.visitors.rows
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
 * Exports one period completely: `limit` 250, `offset` += 250 while `hasMore`, one request at a time (pager.ts).
 * Stops safely (partial) on an empty page that claims more, at `maxPages`, at the deadline, and when a later page
 * fails; a failure of the first page is thrown, as there is nothing to report without the totals.
 */
export async function exportVisitors(
  client: Pick<ServiceClient, 'getVisitors'>,
  range: { dateFrom: string; dateTo: string },
  opts: ExportOptions
): Promise<VisitorExport> {
  const maxPages = Math.max(1, Math.floor(opts.maxPages))
  const table = new VisitorTable()
  let duplicates = 0
  let firstDuplicate = ''
  let totals: VisitorCounts | undefined
  const read = await readPaged<VisitorsPage, number>({
    first: 0,
    get: offset =>
      client.getVisitors({ dateFrom: range.dateFrom, dateTo: range.dateTo, limit: PAGE_LIMIT, offset }, opts.deadline),
    next: nextOffset(PAGE_LIMIT, page => page.hasMore),
    isEmpty: page => page.visitors.length === 0,
    onPage: page => {
      totals ??= { ...page.totals }
      for (const row of page.visitors) {
        if (!table.add(row.path, row) && duplicates++ === 0) firstDuplicate = row.path
      }
    },
    maxPages,
    deadline: opts.deadline,
    now: opts.now
  })
  const pages = read.pages
  const partialReason = read.stop && stopReason(read.stop, { pages, rows: table.size, maxPages, range })
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

/**
 * Why the export stopped early, in the visitors report's words. A failure of the first page is thrown (there is
 * nothing to report without the totals), as is anything but the service, the plan's allowance or a cancel (a bug).
 */
function stopReason(
  stop: PagerStop<number>,
  at: { pages: number; rows: number; maxPages: number; range: { dateFrom: string; dateTo: string } }
): string {
  switch (stop.kind) {
    case 'failed': {
      const { error } = stop
      // A later page that fails, or that the report's request plan has no room for, leaves the export partial.
      // A cancel, too: what was read is kept.
      if (
        at.pages === 0 ||
        !(error instanceof ServiceError || error instanceof BudgetSpent || error instanceof CancelledError)
      )
        throw explain(error, at.range, stop.at)
      const why = error instanceof CancelledError ? CANCELLED_REASON : error.message
      return `request ${at.pages + 1} (offset ${stop.at}) failed after ${plural(at.pages, 'complete request')}: ${why}`
    }
    case 'empty':
      return `the service answered the request at offset ${stop.at} with no rows, yet said hasMore; stopped there to avoid an endless export.`
    case 'max-pages':
      return `stopped at max-pages (${plural(at.maxPages, 'request')} of up to ${PAGE_LIMIT} pages each) while the service had more; ${ANALYTICS_BUDGET}, so raise max-pages only if the budget allows.`
    case 'deadline':
      return `the timeout was reached after ${plural(at.pages, 'request')} (${plural(at.rows, 'page')}); the rest was not requested.`
  }
}

/** The error of the first page, with the range and offset; ServiceError properties kept. */
function explain(error: unknown, range: { dateFrom: string; dateTo: string }, offset: number): unknown {
  if (!(error instanceof ServiceError)) return error
  const where = `Visitors export ${range.dateFrom} to ${range.dateTo} (offset ${offset})`
  return new ServiceError(`${where}: ${error.message}`, error.endpoint, error.kind, error.status)
}
