import { startSimulator, type Simulator } from '../../sim/server.js'
import { dataset, parseDate } from '../../sim/visitors.js'
import { visitors } from './http.js'

interface Row {
  path: string
  human: number
  ai: number
  total: number
}
interface Page {
  totals: { human: number; ai: number; total: number }
  visitors: Row[]
  hasMore: boolean
}

let sim: Simulator | undefined
afterEach(async () => {
  await sim?.close()
  sim = undefined
})
const start = async (visitorRows?: number) => {
  sim = await startSimulator({ ...(visitorRows === undefined ? {} : { visitorRows }), rateLimit: { analytics: 0 } })
  return sim
}
const range = { dateFrom: '2026-11-15', dateTo: '2026-11-22' }

async function page(s: Simulator, query: Record<string, string | number>): Promise<Page> {
  const reply = await visitors(s, query)
  expect(reply.status).toBe(200)
  return reply.json as Page
}

async function readAll(s: Simulator, limit: number): Promise<{ pages: Page[]; offsets: string[] }> {
  const pages: Page[] = []
  for (let offset = 0; ; offset += limit) {
    pages.push(await page(s, { ...range, limit, offset }))
    if (!pages.at(-1)?.hasMore) break
  }
  return { pages, offsets: s.requests.map(r => r.query.offset ?? '') }
}

describe('paging', () => {
  it.each([
    [0, 1],
    [1, 1],
    [249, 1],
    [250, 1],
    [251, 2]
  ])('%d rows at limit 250: %d page(s), union = dataset, no duplicates', async (rows, expectedPages) => {
    const s = await start(rows)
    const { pages, offsets } = await readAll(s, 250)
    expect(pages).toHaveLength(expectedPages)
    expect(offsets).toEqual(Array.from({ length: expectedPages }, (_, i) => String(i * 250)))
    expect(pages.map(p => p.hasMore)).toEqual(Array.from({ length: expectedPages }, (_, i) => i < expectedPages - 1))
    const union = pages.flatMap(p => p.visitors)
    expect(union).toHaveLength(rows)
    expect(new Set(union.map(r => r.path)).size).toBe(rows)
    expect(union).toEqual(dataset(rows, range.dateFrom, range.dateTo).rows)
    for (const p of pages) expect(p.totals).toEqual(pages[0]?.totals)
  })

  it('smaller pages tile the same rows, and the default limit is 50', async () => {
    const s = await start(120)
    const all = (await page(s, { ...range, limit: 250 })).visitors
    const { pages } = await readAll(s, 7)
    expect(pages).toHaveLength(Math.ceil(120 / 7))
    expect(pages.flatMap(p => p.visitors)).toEqual(all)
    const first = await page(s, range)
    expect(first.visitors).toEqual(all.slice(0, 50))
    expect(first.hasMore).toBe(true)
    expect((await page(s, { ...range, offset: 100 })).hasMore).toBe(false)
    expect((await page(s, { ...range, offset: 500 })).visitors).toStrictEqual([])
  })

  it('stuckHasMore: every page says hasMore, pages past the data are empty', async () => {
    const s = await start()
    s.setVisitorRows(300, { stuckHasMore: true })
    const second = await page(s, { ...range, limit: 250, offset: 250 })
    expect(second.visitors).toHaveLength(50)
    expect(second.hasMore).toBe(true)
    expect(await page(s, { ...range, limit: 250, offset: 500 })).toMatchObject({ visitors: [], hasMore: true })
    s.setVisitorRows(300)
    expect((await page(s, { ...range, limit: 250, offset: 250 })).hasMore).toBe(false)
    expect(() => s.setVisitorRows(-1)).toThrow(RangeError)
  })
})

describe('the dataset', () => {
  it('is deterministic across simulators, but not sorted by any count', async () => {
    const a = (await page(await start(), { ...range, limit: 250 })).visitors
    await sim?.close()
    const b = (await page(await start(), { ...range, limit: 250 })).visitors
    expect(b).toEqual(a)
    expect(a).toHaveLength(120)
    for (const key of ['human', 'ai', 'total'] as const) {
      const values = a.map(r => r[key])
      expect(values).not.toEqual([...values].sort((x, y) => y - x))
      expect(values).not.toEqual([...values].sort((x, y) => x - y))
    }
    const paths = a.map(r => r.path)
    expect(paths).not.toEqual([...paths].sort())
  })

  it('has realistic distinct paths, some needing escaping', async () => {
    const rows = (await page(await start(50), { limit: 250 })).visitors
    const paths = rows.map(r => r.path)
    expect(paths).toContain('/')
    expect(paths).toContain('/quickstart')
    expect(paths.every(p => p.startsWith('/'))).toBe(true)
    expect(paths.some(p => p.includes('|'))).toBe(true)
    expect(paths.some(p => p.includes('<'))).toBe(true)
    expect(paths.some(p => p.includes(' '))).toBe(true)
    expect(paths.some(p => [...p].some(c => c.charCodeAt(0) > 0x7f))).toBe(true)
    expect(new Set(dataset(10_000).rows.map(r => r.path)).size).toBe(10_000)
  })

  it('rows are deduplicated counts: max(human, ai) <= total <= human + ai, all integers >= 0', () => {
    for (const row of dataset(2000, '2026-01-01', '2026-02-01').rows) {
      expect(Number.isInteger(row.human) && Number.isInteger(row.ai) && Number.isInteger(row.total)).toBe(true)
      expect(row.total).toBeGreaterThanOrEqual(Math.max(row.human, row.ai, 1))
      expect(row.total).toBeLessThanOrEqual(row.human + row.ai)
    }
  })

  it('totals are site-wide and deduplicated: not the sum of the rows, the same on every page', async () => {
    const s = await start(300)
    const first = await page(s, { ...range, limit: 250 })
    const second = await page(s, { ...range, limit: 250, offset: 250 })
    expect(second.totals).toEqual(first.totals)
    const rows = [...first.visitors, ...second.visitors]
    const sum = (key: keyof Page['totals']) => rows.reduce((s, r) => s + r[key], 0)
    expect(first.totals.total).not.toBe(sum('total'))
    expect(first.totals.human).not.toBe(sum('human'))
    expect(first.totals.total).toBeGreaterThanOrEqual(Math.max(first.totals.human, first.totals.ai))
    expect(first.totals.total).toBeLessThanOrEqual(first.totals.human + first.totals.ai)
  })

  it('different date ranges give different numbers for the same paths', async () => {
    const s = await start()
    const week = await page(s, { ...range, limit: 250 })
    const month = await page(s, { dateFrom: '2026-10-22', dateTo: '2026-11-22', limit: 250 })
    expect(month.visitors.map(r => r.path)).toEqual(week.visitors.map(r => r.path))
    expect(month.totals).not.toEqual(week.totals)
    const differing = week.visitors.filter((r, i) => r.total !== month.visitors[i]?.total)
    expect(differing.length).toBeGreaterThan(100)
    expect(await page(s, { ...range, limit: 250 })).toEqual(week)
  })
})

describe('query validation', () => {
  it.each([
    ['limit', '0'],
    ['limit', '251'],
    ['limit', '1.5'],
    ['limit', 'ten'],
    ['limit', ''],
    ['offset', '-1'],
    ['offset', '2.5'],
    ['offset', '1e3'],
    ['dateFrom', 'not-a-date'],
    ['dateFrom', '2026-02-30'],
    ['dateTo', '2026-13-01'],
    ['dateTo', '22/11/2026'],
    ['dateTo', '2026-11-22T25:00:00Z']
  ])('%s=%j -> 400 Invalid query parameters with details naming it', async (name, value) => {
    const s = await start()
    const reply = await visitors(s, { [name]: value })
    expect(reply.status).toBe(400)
    const body = reply.json as { error: string; details: { message: string }[] }
    expect(body.error).toBe('Invalid query parameters')
    expect(body.details).toHaveLength(1)
    expect(body.details[0]?.message).toContain(name)
  })

  it('dateFrom must be before dateTo; several problems give several details', async () => {
    const s = await start()
    const same = await visitors(s, { dateFrom: '2026-11-22', dateTo: '2026-11-22' })
    expect(same.status).toBe(400)
    expect(same.json).toEqual({
      error: 'Invalid query parameters',
      details: [{ message: expect.stringMatching(/dateFrom must be before dateTo/) }]
    })
    const many = await visitors(s, { limit: 0, offset: -5, dateFrom: 'x' })
    expect((many.json as { details: unknown[] }).details).toHaveLength(3)
  })

  it.each([
    { limit: 1 },
    { limit: 250, offset: 0 },
    { offset: 1_000_000 },
    { dateFrom: '2026-11-01' },
    { dateTo: '2026-11-01' },
    { dateFrom: '2026-11-01T00:00:00Z', dateTo: '2026-11-01T12:30:00.000+02:00' },
    { dateFrom: '2026-11-01T10:00', dateTo: '2026-11-02' },
    { unknownParameter: 'ignored' }
  ])('accepts %j', async query => {
    expect((await visitors(await start(), query)).status).toBe(200)
  })

  it('parses dates as UTC', () => {
    expect(parseDate('2026-11-22')).toBe(Date.UTC(2026, 10, 22))
    expect(parseDate('2026-11-22T10:00:00+02:00')).toBe(Date.UTC(2026, 10, 22, 8))
    expect(parseDate('2024-02-29')).toBe(Date.UTC(2024, 1, 29))
    expect(parseDate('2025-02-29')).toBeUndefined()
  })
})
