/** The views section against the simulator over loopback: pages within the allowance, rankings, partial on 429. */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { run } from '../../../src/report/sections/views.js'
import { createServiceClient, type ViewsRow } from '../../../src/service/client.js'
import { startSimulator, type Simulator } from '../../../sim/server.js'
import {
  everything,
  HIDDEN,
  personalIn,
  RANGE,
  routeRequests,
  sectionRun,
  needOf
} from '../../../__fixtures__/sections.js'

/** What the section needs of the budget (registry.ts). */
const need = () => needOf('views')

let sim: Simulator | undefined
let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'views-section-'))
})
afterEach(async () => {
  await sim?.close()
  sim = undefined
  await rm(dir, { recursive: true, force: true })
})

/** Every row and the totals, read by a client of its own (no allowance), after the section ran. */
async function service(s: Simulator) {
  const client = createServiceClient({ baseUrl: s.url, apiKey: s.apiKey, requestTimeoutMs: 2000 }, s.projectId)
  const rows: ViewsRow[] = []
  for (let offset = 0; ; offset += 250) {
    const page = await client.getViews({ ...RANGE, limit: 250, offset })
    rows.push(...page.views)
    if (!page.hasMore) return { rows, totals: page.totals }
  }
}

describe('views section', () => {
  it('reads every page (offset += 250) within the allowance, ranks all rows, writes the files', async () => {
    sim = await startSimulator({ visitorRows: 600 })
    const h = sectionRun(sim, dir, need().max)
    const result = await run(h.run)
    const asked = routeRequests(sim, 'views')
    expect(asked.map(r => [r.query.offset, r.query.limit])).toEqual([
      ['0', '250'],
      ['250', '250'],
      ['500', '250']
    ])
    expect(result.requests).toBe(3)
    expect(h.allowance.requests).toBe(3)
    expect(result.partial).toBeUndefined()
    expect(result.gaps).toStrictEqual([])

    const { rows, totals } = await service(sim)
    // Every path the export listed is a page the site has, for the other sections (run-sections.ts).
    expect(result.sitePages).toStrictEqual(new Set(rows.map(row => row.path)))
    expect(result.outputs).toEqual({
      'views-human': String(totals.human),
      'views-ai': String(totals.ai),
      'views-total': String(totals.total),
      'views-file': join(dir, 'docs-health-views.json'),
      'views-csv': join(dir, 'docs-health-views.csv')
    })
    // The top of the ranking is the page with the most views anywhere in the three pages, the AI one likewise.
    const most = [...rows].sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : 1))[0]!
    const mostAi = [...rows].sort((a, b) => b.ai - a.ai || (a.path < b.path ? -1 : 1))[0]!
    expect(result.markdown).toMatch(/^### Page views\n/)
    expect(result.markdown).toContain(`| 1 | \`${most.path}\` | ${most.human.toLocaleString('en-US')} |`)
    const aiTable = result.markdown.slice(result.markdown.indexOf('#### Pages AI agents read most'))
    expect(aiTable).toContain(`| 1 | \`${mostAi.path}\` | ${mostAi.ai.toLocaleString('en-US')} |`)
    expect(result.markdown).not.toContain('[!WARNING]')

    // The history's figures: the totals, and every path with its human and AI views, most viewed first.
    const ranked = [...rows].sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : 1))
    expect(result.figures).toStrictEqual({
      views: { ...totals, pages: ranked.map(({ path, human, ai }) => ({ path, human, ai })) }
    })

    const json = JSON.parse(await readFile(result.files!.json, 'utf8'))
    expect(json.rows).toHaveLength(600)
    expect(json.totals).toEqual(totals)
    const csv = (await readFile(result.files!.csv, 'utf8')).trimEnd().split('\r\n')
    expect(csv[0]).toBe('path,human,ai,total')
    expect(csv).toHaveLength(601)
    expect(personalIn(await everything(result, h))).toStrictEqual([])
  })

  it('says in its intro and its log line the totals, the AI share, the pages read and the requests', async () => {
    sim = await startSimulator({ visitorRows: 3 })
    const h = sectionRun(sim, dir, need().max)
    const result = await run(h.run)
    const { rows, totals } = await service(sim)
    const n = (value: number) => value.toLocaleString('en-US')
    const share = Math.round((totals.ai / totals.total) * 100)
    expect(result.markdown.split('\n')[2]).toBe(
      `${n(totals.total)} page views from 2026-11-15 up to 2026-11-22 (exclusive; UTC): ${n(totals.human)} by people, ${n(totals.ai)} by AI agents (${share === 0 ? '<1' : share} %). ${rows.length} pages read in 1 request. A view counts every page load, so one reader can count many times.`
    )
    expect(h.logs).toEqual([
      `Views: ${totals.total} (${totals.human} human, ${totals.ai} AI) over ${rows.length} pages in 1 request.`
    ])
    expect(h.warnings).toStrictEqual([])
    expect(result.markdown).toContain(`#### Top ${rows.length} pages by views`)
  })

  it('a range without views: both tables say so, and no share is divided by zero', async () => {
    sim = await startSimulator({ visitorRows: 0 })
    const h = sectionRun(sim, dir, need().max)
    const result = await run(h.run)
    expect(result.failed).toBeUndefined()
    expect(result.markdown).toContain('#### Top 0 pages by views\n\nNo page was viewed in this range.')
    expect(result.markdown).toContain(
      '#### Pages AI agents read most\n\nNo page was read by an AI agent in this range.'
    )
    expect(result.markdown).not.toMatch(/NaN|Infinity/)
  })

  it('an allowance of 1 on a site of 3 pages: one request, partial, the totals still whole', async () => {
    sim = await startSimulator({ visitorRows: 600 })
    const h = sectionRun(sim, dir, 1)
    const result = await run(h.run)
    expect(routeRequests(sim, 'views')).toHaveLength(1)
    expect(result.requests).toBe(1)
    expect(result.failed).toBeUndefined()
    expect(result.partial).toMatch(/plan's share for this section \(1 request\)/)
    expect(result.markdown).toContain('> [!WARNING]\n> Partial: ')
    const { totals } = await service(sim)
    expect(result.outputs['views-total']).toBe(String(totals.total))
    expect(JSON.parse(await readFile(result.files!.json, 'utf8')).rows).toHaveLength(250)
    expect(h.warnings.join('\n')).toMatch(/^Views: partial/)
  })

  it("a 429 of the organisation's budget on the second page: not retried, partial with the reason", async () => {
    sim = await startSimulator({ visitorRows: 600, rateLimit: { analytics: 1 } })
    const h = sectionRun(sim, dir, 10)
    const result = await run(h.run)
    expect(routeRequests(sim, 'views').map(r => r.status)).toEqual([200, 429])
    expect(result.requests).toBe(2)
    expect(result.partial).toMatch(/after 1 complete request: Get views failed: HTTP 429/)
    expect(result.markdown).toContain('HTTP 429')
    expect(result.outputs['views-total']).toBeDefined()
  })

  it('a 429 on the first page: failed, the reason shown, no numbers and no files', async () => {
    sim = await startSimulator()
    sim.inject('views', { kind: 'status', status: 429, headers: { 'Retry-After': '60' } })
    const h = sectionRun(sim, dir, 10, HIDDEN)
    const result = await run(h.run)
    expect(routeRequests(sim, 'views')).toHaveLength(1)
    expect(result).toMatchObject({ section: 'views', requests: 1, failed: true, gaps: [], outputs: {} })
    expect(result.partial).toMatch(/HTTP 429/)
    expect(result.files).toBeUndefined()
    expect(result.markdown).toMatch(
      /^### Page views\n\n> \[!WARNING\]\n> Nothing could be read: Get views failed: HTTP 429/
    )
  })

  it('a cancel mid-request: the section says so, read nothing, and is not thrown on (the report is still written)', async () => {
    sim = await startSimulator({ visitorRows: 600 })
    // The views never answer: the cancel comes once a request is on its way, whatever the machine's speed.
    sim.inject('views', { kind: 'delay', ms: Infinity }, 10)
    const controller = new AbortController()
    const running = run(sectionRun(sim, dir, 10, HIDDEN, controller.signal).run)
    while (routeRequests(sim, 'views').length === 0) await new Promise(resolve => setTimeout(resolve, 5))
    controller.abort()
    const result = await running
    expect(routeRequests(sim, 'views')).toHaveLength(1) // the one on its way, never answered
    expect(result).toMatchObject({ section: 'views', failed: true, partial: 'the run was cancelled', gaps: [] })
    expect(result.markdown).toContain('> Nothing could be read: the run was cancelled.')
  })
})

/**
 * The views section's whole output for crafted answers, against the simulator over loopback: the markdown, the JSON and
 * CSV files, the log; ties ranked by path, a path repeated on a later page kept once, the AI ranking and its shares,
 * a partial second page, an empty page that says there is more.
 */
describe('its whole output for crafted answers', () => {
  let sim: Simulator
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'views-exact-'))
    sim = await startSimulator()
  })
  afterEach(async () => {
    await sim.close()
    await rm(dir, { recursive: true, force: true })
  })

  const row = (path: string, human: number, ai: number, total = human + ai) => ({ path, human, ai, total })
  const TOTALS = { human: 1500, ai: 500, total: 2000 }
  const page = (views: unknown[], hasMore = false, totals = TOTALS) =>
    ({ kind: 'status', status: 200, body: JSON.stringify({ totals, views, hasMore }) }) as const
  const INTRO_RANGE = 'from 2026-11-15 up to 2026-11-22 (exclusive; UTC)'

  it('needs one request and uses ten at most', () => {
    expect(need()).toStrictEqual({ min: 1, max: 10, what: 'up to 10 requests of 250 paths' })
  })

  it('two pages: every line, file and log; ties by path, a repeated path kept once, AI ranked apart', async () => {
    sim.inject('views', page([row('/c', 6, 4), row('/b', 10, 0), row('/a', 8, 2)], true))
    // The second page repeats /a with other numbers (the first answer is kept); /e ties /a on AI views and /d on total.
    sim.inject('views', page([row('/a', 99, 99), row('/e', 1, 2), row('/d', 0, 3)], false))
    const h = sectionRun(sim, dir, 10)
    h.run.top = 3
    const result = await run(h.run)
    expect(routeRequests(sim, 'views').map(r => r.query.offset)).toStrictEqual(['0', '250'])
    expect(result.section).toBe('views')
    expect(result.requests).toBe(2)
    expect(result.partial).toBeUndefined()
    expect(result.gaps).toStrictEqual([])
    expect(result.markdown).toBe(
      [
        '### Page views',
        '',
        `2,000 page views ${INTRO_RANGE}: 1,500 by people, 500 by AI agents (25 %). 5 pages read in 2 requests. A view counts every page load, so one reader can count many times.`,
        '',
        '#### Top 3 pages by views',
        '',
        '| # | Page | Human | AI | Total | |',
        '|--:|---|--:|--:|--:|---|',
        '| 1 | `/a` | 8 | 2 | 10 | ████████████████████ |',
        '| 2 | `/b` | 10 | 0 | 10 | ████████████████████ |',
        '| 3 | `/c` | 6 | 4 | 10 | ████████████████████ |',
        '',
        '#### Pages AI agents read most',
        '',
        '| # | Page | AI views | Share of the page’s views |',
        '|--:|---|--:|--:|',
        '| 1 | `/c` | 4 | 40 % |',
        '| 2 | `/d` | 3 | 100 % |',
        '| 3 | `/a` | 2 | 20 % |',
        ''
      ].join('\n')
    )
    expect(result.outputs).toStrictEqual({
      'views-human': '1500',
      'views-ai': '500',
      'views-total': '2000',
      'views-file': join(dir, 'docs-health-views.json'),
      'views-csv': join(dir, 'docs-health-views.csv')
    })
    const rows = [row('/a', 8, 2), row('/b', 10, 0), row('/c', 6, 4), row('/d', 0, 3), row('/e', 1, 2)]
    expect(JSON.parse(await readFile(result.files!.json, 'utf8'))).toStrictEqual({
      section: 'views',
      range: RANGE,
      requests: 2,
      partial: null,
      totals: TOTALS,
      rows
    })
    expect(await readFile(result.files!.csv, 'utf8')).toBe(
      ['path,human,ai,total', ...rows.map(r => `${r.path},${r.human},${r.ai},${r.total}`), ''].join('\r\n')
    )
    expect(h.logs).toStrictEqual(['Views: 2000 (1500 human, 500 AI) over 5 pages in 2 requests.'])
    expect(h.warnings).toStrictEqual([])
  })

  it('a page of views whose total is 0 shows a share of 0 %, and nobody viewing says so', async () => {
    sim.inject('views', page([row('/odd', 0, 2, 0)], false, { human: 0, ai: 0, total: 0 }))
    const result = await run(sectionRun(sim, dir, 10).run)
    expect(result.markdown).toContain(`0 page views ${INTRO_RANGE}: 0 by people, 0 by AI agents (0 %).`)
    expect(result.markdown).toContain('| 1 | `/odd` | 2 | 0 % |')
    sim.inject('views', page([], false, { human: 0, ai: 0, total: 0 }))
    const none = await run(sectionRun(sim, dir, 10).run)
    expect(none.markdown.split('\n').slice(4)).toStrictEqual([
      '#### Top 0 pages by views',
      '',
      'No page was viewed in this range.',
      '',
      '#### Pages AI agents read most',
      '',
      'No page was read by an AI agent in this range.',
      ''
    ])
  })

  it('an empty page that says there is more: partial after it, said in the markdown, the files and the log', async () => {
    sim.inject('views', page([row('/a', 1, 0)], true))
    sim.inject('views', page([], true))
    const h = sectionRun(sim, dir, 10)
    const result = await run(h.run)
    const reason = 'the service answered a page with no rows (or the same cursor) yet said there was more'
    expect(routeRequests(sim, 'views')).toHaveLength(2)
    expect(result.partial).toBe(reason)
    expect(result.markdown.split('\n').slice(4, 7)).toStrictEqual([
      '> [!WARNING]',
      '> Partial: the service answered a page with no rows \\(or the same cursor\\) yet said there was more.',
      ''
    ])
    expect(JSON.parse(await readFile(result.files!.json, 'utf8')).partial).toBe(reason)
    expect(h.logs).toStrictEqual(['Views: 2000 (1500 human, 500 AI) over 1 page in 2 requests; PARTIAL.'])
    expect(h.warnings).toStrictEqual([`Views: partial: ${reason}`])
  })

  it('ties come out by path whatever order they came in; a page no AI agent read is not in the AI ranking', async () => {
    // Given in path order, then against it: /p and /q tie on total, /a and /z on AI views; /m has no AI views.
    sim.inject('views', page([row('/p', 7, 0), row('/q', 7, 0), row('/z', 18, 2), row('/a', 8, 2), row('/m', 5, 0)]))
    const result = await run(sectionRun(sim, dir, 10).run)
    const table = (heading: string) => {
      const lines = result.markdown.split('\n')
      const start = lines.indexOf(heading) + 4
      return lines.slice(start, lines.indexOf('', start)).map(line => line.split(' | ')[1])
    }
    expect(table('#### Top 5 pages by views')).toStrictEqual(['`/z`', '`/a`', '`/p`', '`/q`', '`/m`'])
    expect(table('#### Pages AI agents read most')).toStrictEqual(['`/a`', '`/z`'])
  })
})
