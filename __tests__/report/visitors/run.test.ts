import { weekSettings } from '../../../__fixtures__/visitors.js'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runVisitorReport } from '../../../src/report/visitors/run.js'
import { ServiceError } from '../../../src/service/http.js'
import { CancelledError } from '../../../src/action/errors.js'
import { createServiceClient, type ServiceClient, type VisitorsPage } from '../../../src/service/client.js'
import { startSimulator, type Simulator } from '../../../sim/server.js'

const settings = weekSettings

let sim: Simulator | undefined
let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'visitors-run-'))
})
afterEach(async () => {
  await sim?.close()
  sim = undefined
  await rm(dir, { recursive: true, force: true })
})

const clientOf = (s: Simulator) =>
  createServiceClient(
    { baseUrl: s.url, apiKey: s.apiKey, requestTimeoutMs: 30_000, backoff: { baseMs: 5, capMs: 20 } },
    s.projectId
  )

async function serviceTotals(s: Simulator, dateFrom: string, dateTo: string): Promise<VisitorsPage['totals']> {
  const url = new URL(`/v1/analytics/${encodeURIComponent(s.projectId)}/visitors`, s.url)
  url.search = new URLSearchParams({ dateFrom, dateTo, limit: '1' }).toString()
  const response = await fetch(url, { headers: { Authorization: `Bearer ${s.apiKey}` } })
  return ((await response.json()) as VisitorsPage).totals
}

describe('runVisitorReport against the simulator', () => {
  it('requests the current and previous periods concurrently, each one page at a time', async () => {
    sim = await startSimulator({ visitorRows: 600, latencyMs: 30 })
    await runVisitorReport(clientOf(sim), settings(), { tempDir: dir })
    const requests = sim.requests.filter(r => r.route === 'visitors')
    const current = requests.filter(r => r.query.dateFrom === '2026-11-15')
    const previous = requests.filter(r => r.query.dateFrom === '2026-11-08')
    expect(current).toHaveLength(3)
    expect(previous).toHaveLength(3)
    expect(previous.every(r => r.query.dateTo === '2026-11-15')).toBe(true)
    for (const period of [current, previous]) {
      expect(period.map(r => r.query.offset)).toEqual(['0', '250', '500'])
      for (let i = 1; i < period.length; i++) expect(period[i]!.at - period[i - 1]!.at).toBeGreaterThanOrEqual(25)
    }
    // Both periods have started before either has finished.
    const firstOfEach = Math.max(current[0]!.at, previous[0]!.at)
    const lastOfEither = Math.min(current[2]!.at, previous[2]!.at)
    expect(firstOfEach).toBeLessThan(lastOfEither)
  })

  it("every number matches the service's answer: outputs, report and files", async () => {
    sim = await startSimulator({ visitorRows: 400 })
    const lines: string[] = []
    const report = await runVisitorReport(clientOf(sim), settings(), { tempDir: dir, log: l => lines.push(l) })
    const totals = await serviceTotals(sim, '2026-11-15', '2026-11-22')
    const before = await serviceTotals(sim, '2026-11-08', '2026-11-15')
    expect(report.outputs).toEqual({
      'visitors-human': String(totals.human),
      'visitors-ai': String(totals.ai),
      'visitors-total': String(totals.total),
      'visitors-pages': '400',
      'visitors-partial': 'false',
      'visitors-file': expect.stringMatching(/visitors\.json$/),
      'visitors-csv': expect.stringMatching(/visitors\.csv$/)
    })
    expect(report.markdown).toContain(
      `| Total | ${totals.total.toLocaleString('en-US')} | ${before.total.toLocaleString('en-US')} |`
    )
    const json = JSON.parse(await readFile(report.outputs['visitors-file']!, 'utf8'))
    expect(json.totals).toEqual(totals)
    expect(json.previous.totals).toEqual(before)
    expect(json.rows).toHaveLength(400)
    const csv = (await readFile(report.outputs['visitors-csv']!, 'utf8')).trimEnd().split('\r\n')
    expect(csv.length).toBeGreaterThanOrEqual(401)
    expect(lines.join('\n')).toContain(`${totals.human} human, ${totals.ai} AI, ${totals.total} total`)
  })

  it('compare off: one period, no movers', async () => {
    sim = await startSimulator({ visitorRows: 10 })
    const report = await runVisitorReport(clientOf(sim), settings({ compare: false }), { tempDir: dir })
    expect(sim.requests.filter(r => r.route === 'visitors')).toHaveLength(1)
    expect(report.previous).toBeUndefined()
    expect(report.markdown).not.toContain('movers')
  })

  it('a partial export sets visitors-partial and warns', async () => {
    sim = await startSimulator({ visitorRows: 800 })
    const warnings: string[] = []
    const report = await runVisitorReport(clientOf(sim), settings({ maxPages: 1 }), {
      tempDir: dir,
      warn: w => warnings.push(w)
    })
    expect(report.outputs['visitors-partial']).toBe('true')
    expect(report.outputs['visitors-pages']).toBe('250')
    expect(warnings.filter(w => /partial.*max-pages/.test(w))).toHaveLength(2)
    expect(report.markdown).toContain('[!WARNING]')
  })
})

describe('runVisitorReport with a failing period (fake client)', () => {
  const page: VisitorsPage = { totals: { human: 2, ai: 1, total: 3 }, visitors: [], hasMore: false }
  const failing =
    (dateFrom: string): Pick<ServiceClient, 'getVisitors'>['getVisitors'] =>
    async query => {
      if (query.dateFrom === dateFrom) throw new ServiceError('Get visitors failed: HTTP 500.', 'x', 'http', 500)
      return page
    }

  it('the previous period failing drops only the comparison, with a warning', async () => {
    const warnings: string[] = []
    const report = await runVisitorReport({ getVisitors: failing('2026-11-08') }, settings(), {
      tempDir: dir,
      warn: w => warnings.push(w)
    })
    expect(report.previous).toBeUndefined()
    expect(report.outputs['visitors-total']).toBe('3')
    expect(warnings).toEqual([expect.stringMatching(/previous period could not be exported.*HTTP 500/)])
  })

  it.each([
    ['2026-11-15', 'this period'],
    ['2026-11-08', 'previous period']
  ])('an export’s own warning is passed on naming its period (%s, %s)', async (period, label) => {
    const row = { path: '/a', human: 1, ai: 0, total: 1 }
    const warnings: string[] = []
    await runVisitorReport(
      {
        // This period answers /a on both of its pages; the previous period is one clean page.
        getVisitors: async query =>
          query.dateFrom === period && !query.offset
            ? { ...page, visitors: [row], hasMore: true }
            : { ...page, visitors: [row] }
      },
      settings(),
      { tempDir: dir, warn: w => warnings.push(w) }
    )
    expect(warnings).toStrictEqual([
      `Visitors (${label}): The service sent 1 row for a path already seen in an earlier answer (first: "/a"); kept the first of each. The data may have changed while paging.`
    ])
  })

  it('both periods cut short: each warned, both reasons in the report, the log word for word', async () => {
    const logs: string[] = []
    const warnings: string[] = []
    const report = await runVisitorReport(
      { getVisitors: async () => ({ ...page, visitors: [{ path: '/a', human: 2, ai: 1, total: 3 }], hasMore: true }) },
      settings({ maxPages: 1 }),
      { tempDir: dir, log: l => logs.push(l), warn: w => warnings.push(w) }
    )
    const cut = warnings.map(
      w => /^Visitors export is partial \((this|previous) period: stopped at max-pages/.exec(w)?.[1]
    )
    expect(cut).toStrictEqual(['this', 'previous'])
    expect(report.markdown).toMatch(
      /> Partial export: this period: stopped at max-pages .*; previous period: stopped at max-pages/
    )
    // Two requests in all, one per period.
    expect(report.markdown).toContain('1 page exported in 2 requests.')
    expect(logs[0]).toBe(
      'Exporting visitors for 2026-11-15 → 2026-11-21 (7 days) and the previous period 2026-11-08 → 2026-11-14 (7 days) (at most 1 request per period, up to 250 pages each).'
    )
    expect(logs[1]).toBe(
      "Visitors 2026-11-15 → 2026-11-21 (7 days): 2 human, 1 AI, 3 total (the service's totals); 1 page in 2 requests; PARTIAL."
    )
    expect(logs[2]).toBe(`Visitors files: ${report.outputs['visitors-file']}, ${report.outputs['visitors-csv']}`)
    expect(logs).toHaveLength(3)
  })

  it('without comparison the first line names one period', async () => {
    const logs: string[] = []
    await runVisitorReport({ getVisitors: async () => page }, settings({ compare: false }), {
      tempDir: dir,
      log: l => logs.push(l)
    })
    expect(logs[0]).toBe(
      'Exporting visitors for 2026-11-15 → 2026-11-21 (7 days) (at most 20 requests per period, up to 250 pages each).'
    )
    expect(logs[1]).toBe(
      "Visitors 2026-11-15 → 2026-11-21 (7 days): 2 human, 1 AI, 3 total (the service's totals); 0 pages in 1 request."
    )
  })

  it('a cancel while the previous period is exported keeps this period, without a comparison', async () => {
    const warnings: string[] = []
    const report = await runVisitorReport(
      {
        getVisitors: async query => {
          if (query.dateFrom === '2026-11-08') throw new CancelledError()
          return page
        }
      },
      settings(),
      { tempDir: dir, warn: line => warnings.push(line) }
    )
    expect(warnings).toEqual([
      'Visitors: the previous period could not be exported, so there is no comparison: The run was cancelled.'
    ])
    expect(report.markdown).toMatch(/^## /)
  })

  it('the current period failing fails the report', async () => {
    await expect(
      runVisitorReport({ getVisitors: failing('2026-11-15') }, settings(), { tempDir: dir })
    ).rejects.toThrow(/HTTP 500/)
  })
})
