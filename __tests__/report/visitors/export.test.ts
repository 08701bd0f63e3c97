import { tableRows } from '../../../__fixtures__/visitors.js'
import fc from 'fast-check'
import { exportVisitors } from '../../../src/report/visitors/export.js'
import { CancelledError } from '../../../src/action/errors.js'
import { ServiceError } from '../../../src/service/http.js'
import { createServiceClient, type VisitorsPage } from '../../../src/service/client.js'
import { startSimulator, type Simulator } from '../../../sim/server.js'

let sim: Simulator | undefined
afterEach(async () => {
  await sim?.close()
  sim = undefined
})

const range = { dateFrom: '2026-11-15', dateTo: '2026-11-22' }
const start = async (options: Parameters<typeof startSimulator>[0] = {}): Promise<Simulator> => {
  sim = await startSimulator(options)
  return sim
}
const clientOf = (s: Simulator) =>
  createServiceClient(
    { baseUrl: s.url, apiKey: s.apiKey, requestTimeoutMs: 30_000, backoff: { baseMs: 5, capMs: 20 } },
    s.projectId
  )
const visitorRequests = (s: Simulator) => s.requests.filter(r => r.route === 'visitors')

/** The service's own answer for the range, read directly (not through the code under test). */
async function serviceAnswer(s: Simulator, query: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const url = new URL(`/v1/analytics/${encodeURIComponent(s.projectId)}/visitors`, s.url)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  const response = await fetch(url, { headers: { Authorization: `Bearer ${s.apiKey}` } })
  return { status: response.status, body: await response.json() }
}

describe('exportVisitors against the simulator', () => {
  it.each([0, 1, 249, 250, 251, 10_000])(
    '%d rows: ceil(rows/250) requests, offsets by 250, the service totals',
    async rows => {
      const s = await start({ visitorRows: rows })
      const result = await exportVisitors(clientOf(s), range, { maxPages: 400 })
      const requests = visitorRequests(s)
      const expected = Math.max(1, Math.ceil(rows / 250))
      expect(requests).toHaveLength(expected)
      expect(requests.map(r => r.query.offset)).toEqual(Array.from({ length: expected }, (_, i) => String(i * 250)))
      for (const request of requests) {
        expect(request.query).toMatchObject({ limit: '250', dateFrom: range.dateFrom, dateTo: range.dateTo })
        expect(request.method).toBe('GET')
      }
      expect(result).toMatchObject({ requests: expected, partial: false })
      expect(result.table.size).toBe(rows)
      expect(new Set(tableRows(result.table).map(r => r.path)).size).toBe(rows)

      const answer = (await serviceAnswer(s, { ...range, limit: '1' })).body as VisitorsPage
      expect(result.totals).toEqual(answer.totals)
      if (rows >= 250) {
        const summed = tableRows(result.table).reduce((sum, r) => sum + r.total, 0)
        expect(result.totals.total).not.toBe(summed)
      }
    }
  )

  it('stops on an empty page that still says hasMore, and marks the export partial', async () => {
    const s = await start()
    s.setVisitorRows(300, { stuckHasMore: true })
    const result = await exportVisitors(clientOf(s), range, { maxPages: 20 })
    expect(result.partial).toBe(true)
    expect(result.partialReason).toMatch(/with no rows, yet said hasMore/)
    expect(result.table.size).toBe(300)
    expect(visitorRequests(s).length).toBeLessThanOrEqual(3)
  })

  it('stops at max-pages, partial, naming max-pages and the shared hourly budget', async () => {
    const s = await start({ visitorRows: 1000 })
    const result = await exportVisitors(clientOf(s), range, { maxPages: 2 })
    expect(visitorRequests(s)).toHaveLength(2)
    expect(result).toMatchObject({ partial: true, requests: 2 })
    expect(result.table.size).toBe(500)
    expect(result.partialReason).toMatch(
      /max-pages \(2 requests of up to 250 pages each\).*100 per organisation per hour/
    )
  })

  it('a 400 shows the service details in the error', async () => {
    const s = await start({ visitorRows: 10 })
    const bad = { dateFrom: 'not-a-date', dateTo: range.dateTo }
    const answer = await serviceAnswer(s, { ...bad, limit: '250', offset: '0' })
    expect(answer.status).toBe(400)
    const details = (answer.body as { details: { message: string }[] }).details.map(d => d.message)
    expect(details.length).toBeGreaterThan(0)
    const error = (await exportVisitors(clientOf(s), bad, { maxPages: 20 }).catch(e => e)) as ServiceError
    expect(error).toBeInstanceOf(ServiceError)
    expect(error.status).toBe(400)
    expect(error.message).toContain('Invalid query parameters')
    for (const detail of details) expect(error.message).toContain(detail)
    expect(error.message).toContain('not-a-date')
  })

  it('a 429 on the first page fails, mentioning the shared hourly budget', async () => {
    const s = await start({ visitorRows: 10 })
    s.inject('visitors', { kind: 'status', status: 429, headers: { 'Retry-After': '0' } }, 20)
    const error = (await exportVisitors(clientOf(s), range, { maxPages: 20 }).catch(e => e)) as ServiceError
    expect(error.status).toBe(429)
    expect(error.message).toMatch(/100 analytics requests per organisation per hour, shared/)
  })

  it('a rate limit reached mid-export keeps the pages already read, partial, naming the budget', async () => {
    const s = await start({ visitorRows: 1000, rateLimit: { analytics: 2 } })
    const result = await exportVisitors(clientOf(s), range, { maxPages: 20 })
    expect(result.partial).toBe(true)
    expect(result.table.size).toBe(500)
    expect(result.partialReason).toMatch(/offset 500.*HTTP 429.*per organisation per hour/)
  })

  it('a cancel mid-export keeps the pages already read, partial, saying the run was cancelled', async () => {
    const s = await start({ visitorRows: 1000 })
    const real = clientOf(s)
    let calls = 0
    const client = {
      getVisitors: async (...args: Parameters<typeof real.getVisitors>) => {
        if (++calls === 3) throw new CancelledError()
        return real.getVisitors(...args)
      }
    }
    const result = await exportVisitors(client, range, { maxPages: 20 })
    expect(result).toMatchObject({ partial: true, requests: 2 })
    expect(result.table.size).toBe(500)
    expect(result.partialReason).toBe('request 3 (offset 500) failed after 2 complete requests: the run was cancelled')
  })

  it('a cancel on the first page is thrown on: nothing was read', async () => {
    const cancelled = new CancelledError()
    const client = { getVisitors: async () => Promise.reject(cancelled) }
    await expect(exportVisitors(client, range, { maxPages: 20 })).rejects.toBe(cancelled)
  })

  it('pagination always ends within max-pages, partial exactly when more pages were needed (property)', async () => {
    const s = await start({ rateLimit: { analytics: 0 } })
    const client = clientOf(s)
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 1, max: 20 }), async (rows, maxPages) => {
        s.setVisitorRows(rows)
        const before = visitorRequests(s).length
        const result = await exportVisitors(client, range, { maxPages })
        const made = visitorRequests(s).length - before
        const needed = Math.max(1, Math.ceil(rows / 250))
        expect(made).toBeLessThanOrEqual(maxPages)
        expect(made).toBe(Math.min(needed, maxPages))
        expect(result.partial).toBe(needed > maxPages)
      }),
      { numRuns: 40 }
    )
  })
})
