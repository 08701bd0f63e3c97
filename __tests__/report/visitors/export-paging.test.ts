import { tableRows } from '../../../__fixtures__/visitors.js'
import fc from 'fast-check'
import { exportVisitors } from '../../../src/report/visitors/export.js'
import { ServiceError } from '../../../src/service/http.js'
import type { ServiceClient, VisitorsPage, VisitorsQuery } from '../../../src/service/client.js'

type GetVisitors = ServiceClient['getVisitors']
const TOTALS = { human: 7, ai: 3, total: 9 }
const range = { dateFrom: '2026-11-15', dateTo: '2026-11-22' }

/** A service of `count` rows, paged as documented; `page` may change what one request answers. */
function fakeService(count: number, page?: (query: VisitorsQuery, normal: VisitorsPage) => VisitorsPage) {
  const queries: VisitorsQuery[] = []
  const getVisitors: GetVisitors = async query => {
    queries.push(query)
    const offset = query.offset ?? 0
    const limit = query.limit ?? 50
    const end = Math.min(count, offset + limit)
    const visitors = Array.from({ length: Math.max(0, end - offset) }, (_, i) => {
      const n = offset + i
      return { path: `/p/${n}`, human: n % 5, ai: n % 3, total: n % 7 }
    })
    const normal = { totals: { ...TOTALS }, visitors, hasMore: end < count }
    return page ? page(query, normal) : normal
  }
  return { getVisitors, queries }
}

describe('exportVisitors paging (fake client)', () => {
  it('pages with limit 250 and offset += 250, and keeps the first page totals', async () => {
    const service = fakeService(600, (q, normal) => ({ ...normal, totals: { human: q.offset!, ai: 0, total: 1 } }))
    const result = await exportVisitors(service, range, { maxPages: 20 })
    expect(service.queries).toEqual([0, 250, 500].map(offset => ({ ...range, limit: 250, offset })))
    expect(result).toMatchObject({ requests: 3, partial: false, totals: { human: 0, ai: 0, total: 1 } })
    expect(result.table.size).toBe(600)
  })

  it('stops on an empty page that still says hasMore', async () => {
    const service = fakeService(300, (q, normal) =>
      q.offset! >= 250 ? { ...normal, visitors: [], hasMore: true } : normal
    )
    const result = await exportVisitors(service, range, { maxPages: 20 })
    expect(service.queries).toHaveLength(2)
    expect(result.partial).toBe(true)
    expect(result.partialReason).toMatch(/request at offset 250 with no rows, yet said hasMore/)
  })

  it('drops a path repeated on a later page, keeping the first, and warns once', async () => {
    const service = fakeService(600, (q, normal) =>
      q.offset === 0
        ? normal
        : { ...normal, visitors: [{ path: '/p/1', human: 99, ai: 99, total: 99 }, ...normal.visitors.slice(1)] }
    )
    const warnings: string[] = []
    const result = await exportVisitors(service, range, { maxPages: 20, onWarning: w => warnings.push(w) })
    expect(tableRows(result.table).filter(r => r.path === '/p/1')).toEqual([
      { path: '/p/1', human: 1, ai: 1, total: 1 }
    ])
    expect(result.table.size).toBe(600 - 2)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/2 rows for a path already seen in an earlier answer.*"\/p\/1".*kept the first/)
  })

  it('a failing later page keeps what was exported, marked partial; a failing first page throws with the range', async () => {
    const failAt = (offset: number) =>
      fakeService(1000, (q, normal) => {
        if (q.offset === offset) throw new ServiceError('Get visitors failed: HTTP 500.', 'Get visitors', 'http', 500)
        return normal
      })
    const later = await exportVisitors(failAt(500), range, { maxPages: 20 })
    expect(later).toMatchObject({ requests: 2, partial: true, totals: TOTALS })
    expect(later.table.size).toBe(500)
    expect(later.partialReason).toMatch(/request 3 \(offset 500\) failed after 2 complete requests: .*HTTP 500/)
    const first = exportVisitors(failAt(0), range, { maxPages: 20 })
    await expect(first).rejects.toThrow(/^Visitors export 2026-11-15 to 2026-11-22 \(offset 0\): Get visitors failed/)
    await expect(first).rejects.toBeInstanceOf(ServiceError)
  })

  it('starts no page after the deadline', async () => {
    let clock = 0
    const service = fakeService(2000, (_q, normal) => ((clock += 100), normal))
    const result = await exportVisitors(service, range, { maxPages: 20, deadline: 250, now: () => clock })
    expect(service.queries).toHaveLength(3)
    expect(result).toMatchObject({ partial: true, requests: 3 })
    expect(result.partialReason).toMatch(/timeout/)
  })

  it('never loops: ends within maxPages and is partial exactly when rows need more pages (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 30 }), async (rows, maxPages) => {
        const service = fakeService(rows)
        const result = await exportVisitors(service, range, { maxPages })
        const needed = Math.max(1, Math.ceil(rows / 250))
        expect(service.queries).toHaveLength(Math.min(needed, maxPages))
        expect(result.partial).toBe(needed > maxPages)
        expect(result.table.size).toBe(Math.min(rows, maxPages * 250))
      })
    )
  })
})

describe('exportVisitors at its edges (fake client)', () => {
  it('the deadline reached exactly after the first page: partial, no second request', async () => {
    const service = fakeService(600)
    const result = await exportVisitors(service, range, { maxPages: 20, deadline: 1000, now: () => 1000 })
    expect(service.queries).toHaveLength(1)
    expect(result.partialReason).toBe(
      'the timeout was reached after 1 request (250 pages); the rest was not requested.'
    )
  })

  it('the deadline already past: the first page is asked all the same, for the totals', async () => {
    const service = fakeService(100)
    const result = await exportVisitors(service, range, { maxPages: 20, deadline: 0, now: () => 1000 })
    expect(service.queries).toHaveLength(1)
    expect(result).toMatchObject({ partial: false, totals: TOTALS })
  })

  it('a later page failing with something other than the service or the budget is thrown, not taken as partial', async () => {
    const bug = new TypeError('x is undefined')
    const service = fakeService(600, (q, normal) => {
      if (q.offset === 250) throw bug
      return normal
    })
    await expect(exportVisitors(service, range, { maxPages: 20 })).rejects.toThrow(/x is undefined/)
  })

  it('a repeated path without anyone to warn is dropped quietly; the warning shows 200 characters of it at most', async () => {
    const long = `/${'a'.repeat(300)}`
    const repeat = (q: VisitorsQuery, normal: VisitorsPage) =>
      q.offset === 0
        ? { ...normal, visitors: [{ path: long, human: 1, ai: 0, total: 1 }], hasMore: true }
        : { ...normal, visitors: [{ path: long, human: 9, ai: 0, total: 9 }], hasMore: false }
    expect((await exportVisitors(fakeService(0, repeat), range, { maxPages: 20 })).table.size).toBe(1)
    const warnings: string[] = []
    await exportVisitors(fakeService(0, repeat), range, { maxPages: 20, onWarning: w => warnings.push(w) })
    expect(warnings).toStrictEqual([
      `The service sent 1 row for a path already seen in an earlier answer (first: ${JSON.stringify(long.slice(0, 200))}); kept the first of each. The data may have changed while paging.`
    ])
  })
})
