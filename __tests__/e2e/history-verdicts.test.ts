// Whether a fix worked, through the bundle: a history branch holding weeks W36–W46 and a fix picked in W40, merged
// 2026-10-05 (judged on W36–W39 against W42–W45), then the W47 report against the simulator and the GitHub fake. The
// verdicts are those worked out by hand (Newcombe's interval, effect.test.ts): a page from 32 of 40 ratings 👎 to 4 of
// 40 is better; one at 20 of 40 before and after is no clear change; one with 4 ratings a window is not enough data;
// the gap of the same week not sent is judged beside them. The branch written by version 1 reads the same.
import { gapKeys } from '../../src/report/gap-key.js'
import {
  BRANCH,
  historyWorldOfEachTest,
  reportComment,
  warnings,
  weeklyRun
} from '../../__fixtures__/history-attack.js'

const world = historyWorldOfEachTest()
const DOCS_PR = 'https://github.com/acme/docs-site/pull/7'

/** Monday of ISO week n of 2026. */
const monday = (n: number): string =>
  new Date(Date.UTC(2025, 11, 29) + (n - 1) * 7 * 86_400_000).toISOString().slice(0, 10)

type Page = [path: string, up: number, down: number]
/** The pages of week n: before the fix (W36–W40), the week picked (W40) with a gap not sent, after (W41 on). */
function pagesOf(n: number): Page[] {
  if (n < 40)
    return [
      ['/fixed', 2, 8],
      ['/same', 5, 5],
      ['/thin', 0, 1]
    ]
  if (n === 40)
    return [
      ['/fixed', 2, 9],
      ['/same', 4, 6],
      ['/thin', 0, 1],
      ['/other', 1, 4]
    ]
  return [
    ['/fixed', 9, 1],
    ['/same', 5, 5],
    ['/thin', 0, 1]
  ]
}

function weekFile(project: string, n: number, version: 1 | 2, keying: string): string {
  const week = `2026-W${String(n).padStart(2, '0')}`
  const range = { dateFrom: monday(n), dateTo: monday(n + 1) }
  return JSON.stringify({
    format: 'docs-health-week',
    version,
    project,
    week,
    range,
    counting: 2,
    written: `${range.dateTo}T06:00:00Z`,
    readerText: false,
    ...(version === 2 ? { keying } : {}),
    sections: { views: 'whole', feedback: 'whole' },
    views: { human: 1000, ai: 100, total: 1100 },
    feedback: { up: 30, down: 10, comments: 0 },
    pages: pagesOf(n).map(([path, up, down]) => [path, 10, 1, up, down, 0]),
    terms: [],
    topics: []
  })
}

const gap = (path: string) => ({ key: `feedback:${path}`, section: 'feedback', subject: path, pages: [path] })

describe.each([2, 1] as const)('a branch of format version %i', version => {
  it('judges each gap by its rate, beside the gaps not sent, and keeps the verdicts', async () => {
    const { sim, gh } = world()
    const project = sim.projectId
    const keying = gapKeys({ apiKey: sim.apiKey, projectId: project }).keying
    const weeks = Object.fromEntries(
      Array.from({ length: 11 }, (_, i) => 36 + i).map(n => [
        `${project}/weeks/2026-W${n}.json`,
        weekFile(project, n, version, keying)
      ])
    )
    const fix = {
      job: 'job-1',
      sent: `${monday(41)}T07:00:00Z`,
      week: '2026-W40',
      origin: 'fix-gaps',
      state: 'merged',
      pr: DOCS_PR,
      merged: `${monday(41)}T15:00:00Z`,
      gaps: ['/fixed', '/same', '/thin'].map(gap)
    }
    gh.pushFiles(BRANCH, {
      'index.json': JSON.stringify({ format: 'docs-health-index', version, projects: {} }),
      ...weeks,
      [`${project}/fixes.json`]: JSON.stringify({ format: 'docs-health-fixes', version, project, fixes: [fix] })
    })
    const run = await weeklyRun(world(), { report: 'views,feedback' })
    expect(run.code).toBe(0)
    expect(warnings(run)).toStrictEqual([])
    const report = reportComment(gh)
    const lines = report.split('\n')
    expect(lines).toContain(
      'Sent to the agent: 1 better, 1 no clear change, 1 not enough data. Found in the same weeks but not sent, for comparison: 1 not enough data.'
    )
    const pr = `[\`#7\`](${DOCS_PR})`
    expect(lines).toContain(
      `- **Better:** \`/fixed\`: 80 % → 10 % of ratings 👎 (−70 points, 95 % interval −81 to −50): 40 and 40 ratings in the weeks before and after ${pr} went live 2026-10-05.`
    )
    expect(lines).toContain(
      `- **No clear change:** \`/same\`: 50 % → 50 % of ratings 👎 (0 points, 95 % interval −21 to +21): 40 and 40 ratings in the weeks before and after ${pr} went live 2026-10-05.`
    )
    expect(lines).toContain(
      `- **Not enough data:** \`/thin\`: 4 and 4 ratings in the weeks before and after ${pr} went live 2026-10-05 (known weeks: 4 and 4 of 4); too few to tell.`
    )
    const ledger = JSON.parse(gh.branchFiles(BRANCH).get(`${project}/fixes.json`) ?? '{}') as {
      version: number
      fixes: { gaps: { subject: string; effect?: { verdict: string } }[] }[]
    }
    expect(ledger.version).toBe(2)
    expect(ledger.fixes[0]?.gaps.map(g => [g.subject, g.effect?.verdict])).toStrictEqual([
      ['/fixed', 'better'],
      ['/same', 'no-clear-change'],
      ['/thin', 'not-enough-data']
    ])
    const index = JSON.parse(gh.branchFiles(BRANCH).get('index.json') ?? '{}') as { projects: Record<string, object> }
    expect(index.projects[project]).toMatchObject({ fixesMerged: 1, fixesBetter: 1, fixesStillThere: 0 })
  })
})
