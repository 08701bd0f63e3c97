// Attack on what a report run reads of its history branch through the bundle, and what it leaves alone: 8 or 52 weeks
// of history cost 3 requests to read (the head, then the index, ledger and folder at once, then the weeks at once) and
// 6 to write; a branch of 32 weeks costs history-weeks − 1 week files (and, on a re-run, its own week's, to check its
// version), never a later one; a re-run's week that a later version of the action wrote is left as it is; a branch of code that happens to
// hold the project's folder is neither read nor shown; and reader text kept on a private repository's branch (an
// e-mail address, a phone number, a key) is shown redacted wherever the report shows it.
import type { FakeGitHub } from '../../__fixtures__/fake-github.js'
import {
  BRANCH,
  fix,
  indexFile,
  ledgerFile,
  reportComment,
  warnings,
  weekFile,
  weeklyRun,
  historyWorldOfEachTest
} from '../../__fixtures__/history-attack.js'
import { PERSONAL } from '../../sim/reader-text.js'
import { weekOf } from '../../src/report/history/week.js'
import type { Simulator } from '../../sim/server.js'

const world = historyWorldOfEachTest()
let sim: Simulator
let gh: FakeGitHub
beforeEach(() => void ({ sim, gh } = world()))
const P = () => sim.projectId
const files = () => gh.branchFiles(BRANCH)
const DAY = 86_400_000
const W47_MONDAY = Date.parse('2026-11-16')

/** A valid week file of week `n` of 2026 (Monday to Monday), with fields replaced. */
const weekN = (n: number, over: Record<string, unknown> = {}): string => {
  const day = (d: number) => new Date(W47_MONDAY + ((n - 47) * 7 + d) * DAY).toISOString().slice(0, 10)
  const range = { dateFrom: day(0), dateTo: day(7) }
  const week = `2026-W${String(n).padStart(2, '0')}`
  return weekFile(P(), 'W47', { week, range, written: `${range.dateTo}T06:00:00Z`, ...over })
}
/** Each file (or folder) the run read of a branch, in order: one by one (contents API) or at once (GraphQL). */
const filesRead = () =>
  gh.requests.flatMap(r => {
    if (r.route === 'getContent') return [decodeURIComponent(r.path).replace(/^.*?\/contents\//, '')]
    if (r.route !== 'graphqlRepository') return []
    const { variables } = r.body as { variables: Record<string, string> }
    return Object.values(variables).flatMap(v => v.match(/^[0-9a-f]{40}:(.+)$/)?.[1] ?? [])
  })
/** The week files the run read, in order. */
const weeksRead = () => filesRead().flatMap(path => path.match(/weeks\/(\d{4}-W\d\d)\.json$/)?.[1] ?? [])
/** The week `k` weeks before the run's (2026-W47), as an earlier run wrote it. */
const weekAgo = (k: number): [string, string] => {
  const day = (d: number) => new Date(W47_MONDAY + (d - 7 * k) * DAY).toISOString().slice(0, 10)
  const range = { dateFrom: day(0), dateTo: day(7) }
  const week = weekOf(range)
  return [`${P()}/weeks/${week}.json`, weekFile(P(), 'W47', { week, range, written: `${range.dateTo}T06:00:00Z` })]
}
/** The run's requests to the branch (its reads and its write), by route, in order. */
const BRANCH_ROUTES = [
  'getRef',
  'getContent',
  'graphqlRepository',
  'getGitCommit',
  'createTree',
  'createGitCommit',
  'updateRef'
]
const branchRequests = () => gh.requests.map(r => r.route).filter(route => BRANCH_ROUTES.includes(route))

describe('bounded reads', () => {
  it.each([
    [8, undefined],
    [52, '52']
  ])(
    'a weekly report with %i weeks of history on the branch: read in 3 requests, written in 6',
    async (weeks, input) => {
      gh.pushFiles(BRANCH, {
        'index.json': indexFile([P()]),
        ...Object.fromEntries(Array.from({ length: 60 }, (_, k) => weekAgo(k + 1)))
      })
      const run = await weeklyRun(world(), input ? { 'history-weeks': input } : {})
      expect(run.code).toBe(0)
      expect(warnings(run)).toStrictEqual([])
      expect(weeksRead()).toHaveLength(weeks - 1)
      expect(weeksRead()).toStrictEqual(
        Array.from({ length: weeks - 1 }, (_, i) => weekAgo(weeks - 1 - i)[0].slice(-13, -5))
      )
      // The head, then the index, the ledger and the weeks' folder at once, then the weeks at once; the write reads
      // its head, its commit, and the index and the ledger at once.
      expect(branchRequests()).toStrictEqual([
        'getRef',
        'graphqlRepository',
        'graphqlRepository',
        'getRef',
        'getGitCommit',
        'graphqlRepository',
        'createTree',
        'createGitCommit',
        'updateRef'
      ])
      // The weeks read are shown: the chart's, from the oldest to this one (its last twelve at most).
      expect(reportComment(gh)).toMatch(weeks === 8 ? /x-axis \["W40", .*"W47"\]/ : /x-axis \["W36", .*"W47"\]/)
    }
  )

  it('a branch of 32 weeks, history-weeks 4: three week files before this one read, this week’s on write, no later one', async () => {
    const weeks = Array.from({ length: 32 }, (_, i) => 18 + i) // W18 … W49: two weeks after the run's
    gh.pushFiles(BRANCH, {
      'index.json': indexFile([P()]),
      ...Object.fromEntries(weeks.map(n => [`${P()}/weeks/2026-W${String(n).padStart(2, '0')}.json`, weekN(n)]))
    })
    const run = await weeklyRun(world(), { 'history-weeks': '4' })
    expect(run.code).toBe(0)
    expect(warnings(run)).toStrictEqual([])
    expect(weeksRead()).toStrictEqual(['2026-W44', '2026-W45', '2026-W46', '2026-W47'])
    // The ledger: once as the history is read, once as the week is written on the head.
    expect(filesRead().filter(path => path.endsWith('fixes.json'))).toHaveLength(2)
    expect(reportComment(gh)).toMatch(/x-axis \["W44", "W45", "W46", "W47"\]/)
  })
})

describe('a later version of the action', () => {
  it('wrote this week: the re-run leaves its file as it is, with one warning, and writes the rest', async () => {
    const later = weekN(47, { version: 3, pages: 'whatever version 3 has' })
    gh.pushFiles(BRANCH, {
      'index.json': indexFile([P()]),
      [`${P()}/weeks/2026-W46.json`]: weekN(46),
      [`${P()}/weeks/2026-W47.json`]: later
    })
    const run = await weeklyRun(world())
    expect(run.code).toBe(0)
    expect(reportComment(gh)).toContain('## Docs health')
    expect(files().get(`${P()}/weeks/2026-W47.json`)).toBe(later)
    expect(warnings(run)).toStrictEqual([
      expect.stringMatching(/^::warning::History: \w+\/weeks\/2026-W47\.json is of a later format .*left as it is\.$/)
    ])
    // The index took the run's headline: the commit was made, without the week.
    expect(JSON.parse(files().get('index.json') ?? '{}')).toMatchObject({ projects: { [P()]: { week: '2026-W47' } } })
    expect(gh.branchLog(BRANCH)).toHaveLength(2)
  })
})

describe('a branch of code holding the project’s folder', () => {
  it('neither reads its weeks nor uses its ledger (asked with its index, at once): one warning, main as it was', async () => {
    const head = gh.pushFiles('main', {
      'README.md': '# acme',
      [`${P()}/weeks/2026-W45.json`]: weekN(45),
      [`${P()}/weeks/2026-W46.json`]: weekN(46),
      [`${P()}/fixes.json`]: ledgerFile(P(), [fix('job-in-code', 'open')])
    })
    const run = await weeklyRun(world(), { 'history-branch': 'main' })
    expect(run.code).toBe(0)
    expect(warnings(run)).toStrictEqual([expect.stringMatching(/The branch main exists and is not a docs-health/)])
    expect(weeksRead()).toStrictEqual([])
    expect(branchRequests()).toStrictEqual(['getRef', 'graphqlRepository'])
    expect(sim.requests.filter(r => r.route === 'getJob')).toStrictEqual([])
    expect(reportComment(gh)).toContain('## Docs health')
    // The report says, where its history would be, that it could not be used; no week of it is shown.
    expect(reportComment(gh)).toContain(
      'Not shown, and this week not kept: the history on `main` could not be used. The branch main exists and is not a docs-health history'
    )
    expect(reportComment(gh)).not.toMatch(/^\| 2026-W/m)
    expect(gh.branchLog('main').map(c => c.sha)).toStrictEqual([head])
  })
})

describe('reader text kept on a private repository’s branch', () => {
  it('is shown redacted: no e-mail, phone number or key in the comment, summary or log', async () => {
    const said = `mail ${PERSONAL.email} or call ${PERSONAL.phone}, key ${PERSONAL.key}`
    const page = `/help/${PERSONAL.email}/${PERSONAL.key}`
    // Thumbs-down on the page and unanswered questions on the topic the weeks before, none this week: both moved most.
    const earlier = (n: number) =>
      weekN(n, {
        pages: [[page, 10, 1, 0, 40, 0]],
        topics: [['assistant:moved-topic', 60, said]],
        terms: [['searches:moved-term', 90, 0, said]]
      })
    gh.pushFiles(BRANCH, {
      'index.json': indexFile([P()]),
      [`${P()}/weeks/2026-W45.json`]: earlier(45),
      [`${P()}/weeks/2026-W46.json`]: earlier(46)
    })
    const run = await weeklyRun(world(), { 'reader-text': 'show' })
    expect(run.code).toBe(0)
    const report = reportComment(gh)
    // Shown: the page and the topic are among the movers, their personal parts replaced.
    expect(report).toContain('### Over time')
    expect(report).toMatch(/\| `[^`\n]*\[email\][^`\n]*` \| 0 \| 40 \| −40 \|/)
    expect(report).toMatch(/\| mail .+ or call .+ \| 0 \| 60 \| −60 \|/)
    for (const text of [report, run.summary, run.stdout, run.stderr]) {
      for (const secret of [PERSONAL.email, PERSONAL.phone, PERSONAL.key]) expect(text).not.toContain(secret)
    }
  })
})
