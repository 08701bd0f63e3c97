// Attack on the CSV files (issue 24, section 2), through the bundle: where the list separator is `;` (Excel in much
// of Europe), a page path such as `/a;=cmd|' /C calc'!A0;` must not become a formula cell — in the first column,
// where quoting protects, nor in a later one, where a quote stands mid-cell and protects nothing. Every CSV the run
// writes is read as a spreadsheet reads it, with `,` and with `;`.
import { formulaCells } from '../../__fixtures__/csv.js'
import { reportFiles } from '../../__fixtures__/report-files.js'
import { WEEK } from '../../__fixtures__/report-run.js'
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import { closeWorld, startWorld, type World } from '../../__fixtures__/world.js'
import { runAction } from '../../script/local-runner.js'

let world: World
beforeEach(async () => {
  world = await startWorld({ rateLimit: { analytics: 0, agent: 0 } })
})
afterEach(() => closeWorld(world))

const PATH = "/a;=cmd|' /C calc'!A0;"
const ok = (body: object) => ({ kind: 'status' as const, status: 200, body: JSON.stringify(body) })

it('no CSV of the report has a formula cell, whichever separator the spreadsheet uses', async () => {
  const { sim, gh } = world
  const row = (path: string) => ({ path, human: 5, ai: 1, total: 6 })
  const counts = { human: 10, ai: 2, total: 12 }
  sim.inject('visitors', ok({ totals: counts, visitors: [row(PATH), row('/b')], hasMore: false }))
  sim.inject('views', ok({ totals: counts, views: [row('/b'), row(PATH)], hasMore: false }))
  const search = (searchQuery: string) => ({
    searchQuery,
    hits: 40,
    ctr: 0.5,
    topClickedPage: PATH,
    lastSearchedAt: '2026-11-20T10:00:00.000Z'
  })
  sim.inject('searches', ok({ searches: [search(`x${PATH}`), search('-1+1')], totalSearches: 80, nextCursor: null }))
  const run = await runAction(
    simInputs(sim, {
      ...WEEK,
      report: 'visitors,views,searches',
      'reader-text': 'show'
    }),
    { action: 'report', env: { GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url }, event: {} }
  )
  expect(run.code).toBe(0)
  const csvs = reportFiles(run).filter(file => file.path.endsWith('.csv'))
  expect(csvs.length).toBeGreaterThanOrEqual(3)
  for (const { path, text } of csvs) {
    expect({ path, has: text.includes('calc') }).toStrictEqual({ path, has: true })
    for (const separator of [',', ';'])
      expect({ path, separator, cells: formulaCells(text, separator) }).toStrictEqual({ path, separator, cells: [] })
  }
})
