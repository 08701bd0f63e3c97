// Attack on the answer checks (issue 24, section 2), through the bundle: counts that are finite (1e308) but sum to
// Infinity — visitors, search hits of one term in two spellings, thumbs-down over pages — must not reach outputs,
// text, files or the chart axis as `Infinity` (or NaN). A count is a safe integer; anything else is the service's
// fault, named with its field, and that section is left out while the others report.
import { everythingWritten, scheduledReport } from '../../__fixtures__/report-run.js'
import { closeWorld, startWorld, type World } from '../../__fixtures__/world.js'
import type { ActionRun } from '../../script/local-runner.js'

let world: World
beforeEach(async () => {
  world = await startWorld({ rateLimit: { analytics: 0, agent: 0 } })
})
afterEach(() => closeWorld(world))

const HUGE = 1e308
const huge = { human: HUGE, ai: HUGE, total: HUGE }
const ok = (body: object) => ({ kind: 'status' as const, status: 200, body: JSON.stringify(body) })

const report = (sections: string): Promise<ActionRun> =>
  scheduledReport(world.sim, world.gh, { report: sections }, true)

/** Everything the run wrote: log, outputs, summary, every file of its report folder, and the comments. */
const everything = (run: ActionRun): string => everythingWritten(run, world.gh)

describe('counts that overflow when summed', () => {
  it('never show as Infinity or NaN: each section with one is refused by name, the others report', async () => {
    const { sim } = world
    const row = (path: string) => ({ path, ...huge })
    sim.inject('visitors', ok({ totals: huge, visitors: [row('/a'), row('/b')], hasMore: false }))
    sim.inject('views', ok({ totals: huge, views: [row('/a'), row('/b')], hasMore: false }))
    const search = (searchQuery: string) => ({
      searchQuery,
      hits: HUGE,
      ctr: 0,
      topClickedPage: null,
      lastSearchedAt: '2026-11-20T10:00:00.000Z'
    })
    sim.inject(
      'searches',
      ok({ searches: [search('export pdf'), search('Export  PDF')], totalSearches: HUGE, nextCursor: null })
    )
    const page = (path: string) => ({ path, thumbsUp: 0, thumbsDown: HUGE, code: 0, total: HUGE })
    sim.inject('feedbackByPage', ok({ feedback: [page('/a'), page('/b')], hasMore: false }))

    const run = await report('visitors,views,searches,feedback,assistant')
    const seen = everything(run)
    expect(seen).not.toMatch(/Infinity|NaN/)
    for (const [section, field] of [
      ['visitors', 'totals.human'],
      ['views', 'totals.human'],
      ['searches', 'searches\\[0\\]\\.hits'],
      ['feedback', 'feedback\\[0\\]\\.thumbsDown']
    ])
      expect(run.stdout).toMatch(
        new RegExp(`^::warning::Report section ${section}: (failed|partial): .*${field} is 1e\\+308`, 'm')
      )
    // The assistant section had honest numbers, and reports them.
    expect(run.code).toBe(0)
    expect(run.outputs['report-partial']).toBe('true')
    expect(world.gh.commentsOn(12)[0]?.body).toMatch(/### Assistant\n\n\d+ assistant questions/)
  })

  it('a fraction is no count either, nor an integer past 2^53', async () => {
    world.sim.inject('visitors', ok({ totals: { human: 1.5, ai: 0, total: 1.5 }, visitors: [], hasMore: false }))
    world.sim.inject('views', ok({ totals: { human: 2 ** 53, ai: 0, total: 2 ** 53 }, views: [], hasMore: false }))
    const run = await report('visitors,views')
    expect(run.stdout).toMatch(/totals\.human is 1\.5/)
    expect(run.stdout).toMatch(/totals\.human is 9007199254740992/)
    expect(everything(run)).not.toMatch(/Infinity|NaN/)
  })
})
