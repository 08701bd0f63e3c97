import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { THUMBS_DOWN_PAGES } from '../../sim/feedback.js'
import { PERSONAL } from '../../sim/reader-text.js'
import { TEST_SITE } from '../../sim/site.js'
import { runAction, type ActionRun } from '../../script/local-runner.js'
import { simInputs } from '../../__fixtures__/sim-inputs.js'

/**
 * The docs-health history through the bundle (issue 28), as weekly scheduled runs of the report action keep it on the
 * fake GitHub's data branch: one file per week, a re-run replacing its week, concurrent runs both landing, the trend
 * and a merged fix's before/after in the third report, no reader text on a public repository's branch (in its fix
 * ledger and commit messages neither), and a token without contents: write warned about once, by the request guard
 * alone (a fix-gaps run's two writes too), while the report still posts.
 */
const BRANCH = 'docs-health-data'
const AUTH = '/api-reference/authentication'
/** The agent's docs pull request, merged on Sunday 8 November: the weeks from Monday 9 November are "after". */
const DOCS_PR = 'https://github.com/acme/docs-site/pull/7'
const MERGED_AT = '2026-11-08T15:00:00Z'
const WEEKS = {
  W45: { 'date-from': '2026-11-02', 'date-to': '2026-11-09' },
  W46: { 'date-from': '2026-11-09', 'date-to': '2026-11-16' },
  W47: { 'date-from': '2026-11-16', 'date-to': '2026-11-23' }
} as const

let sim: Simulator
let gh: FakeGitHub
beforeEach(async () => {
  sim = await startSimulator({
    rateLimit: { analytics: 0, agent: 0 },
    job: { durationMs: 200, prLink: DOCS_PR },
    // The fix worked for the authentication page: 9 of 11 thumbs-down before, 2 of 14 a week after; deploying did not.
    thumbsDown: range =>
      (range.dateFrom ?? '') < '2026-11-09'
        ? THUMBS_DOWN_PAGES
        : [
            [AUTH, 2, 12],
            ['/guides/deploying', 6, 2]
          ]
  })
  gh = await startFakeGitHub()
  gh.addPull({ number: 7, merged: true, merged_at: MERGED_AT })
})
afterEach(async () => {
  await sim.close()
  await gh.close()
})

const PROJECT = () => sim.projectId
const inputs = (week: keyof typeof WEEKS, over: Record<string, string> = {}) =>
  simInputs(sim, {
    ...WEEKS[week],
    report: 'views,searches,feedback,assistant',
    'github-token': 'ghs_fake_token',
    'issue-number': '12',
    'history-branch': BRANCH,
    ...over
  })
const weekly = (week: keyof typeof WEEKS, over: Record<string, string> = {}, isPrivate = true): Promise<ActionRun> =>
  runAction(inputs(week, over), {
    action: 'report',
    env: { GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` },
    event: { schedule: '0 8 * * 1', repository: { full_name: 'acme/docs-site', private: isPrivate } }
  })

const files = () => gh.branchFiles(BRANCH)
const weekFiles = () => [...files().keys()].filter(path => path.startsWith(`${PROJECT()}/weeks/`)).sort()
const json = (path: string): Record<string, unknown> =>
  JSON.parse(files().get(path) ?? 'null') as Record<string, unknown>

describe('three weekly runs', () => {
  it('leave three week files; the reports show the trend and the merged fix waiting for its weeks after', async () => {
    // Feedback's gaps alone: the two thumbs-down pages are the fix's gaps.
    const first = await weekly('W45', { 'fix-gaps': 'true', report: 'views,feedback' })
    expect(first.code).toBe(0)
    expect(sim.requests.filter(r => r.route === 'createJob')).toHaveLength(1)
    // The week, the fix ledger with the job and its gaps' figures, the index and the roll-up: one commit.
    expect(weekFiles()).toStrictEqual([`${PROJECT()}/weeks/2026-W45.json`])
    const ledger = json(`${PROJECT()}/fixes.json`) as { fixes: { job: string; gaps: { pages: string[] }[] }[] }
    expect(ledger.fixes).toHaveLength(1)
    expect(ledger.fixes[0]?.job).toBe(first.outputs['job-id'])
    expect(ledger.fixes[0]?.gaps.flatMap(gap => gap.pages)).toContain(AUTH)
    expect(files().get('README.md')).toContain(PROJECT())

    const second = await weekly('W46', { 'fix-gaps': 'true', report: 'views,feedback' })
    expect(second.code).toBe(0)
    // The fix merged on the Sunday of W45: it is judged on W46–W49 against W41–W44, so not yet (the tests' clock is
    // Wednesday of W48: two of its weeks after are over); its gap still there is held back, not sent again.
    const pending = `\`${AUTH}\`: 👎 9 of 11 when sent; [\`#7\`](${DOCS_PR}) went live 2026-11-08; 2 of 4 full weeks since, judged from 2026-12-07.`
    expect(second.summary).toContain(`- **Not enough data yet:** ${pending}`)
    expect(sim.requests.filter(r => r.route === 'createJob')).toHaveLength(1)
    expect(second.summary).toMatch(/\*\*Held back\*\*/)

    const third = await weekly('W47')
    expect(third.code).toBe(0)
    expect(weekFiles()).toStrictEqual(['2026-W45', '2026-W46', '2026-W47'].map(w => `${PROJECT()}/weeks/${w}.json`))
    const report = gh.commentsOn(12).find(c => c.body.includes('report 2026-11-16..2026-11-23'))?.body ?? ''
    expect(report).toContain('### Over time')
    expect(report).toMatch(/```mermaid\n[^`]*\nxychart-beta\n[^`]*x-axis \["W45", "W46", "W47"\]/)
    expect(report).toContain(`- **Not enough data yet:** ${pending}`)
  })
})

describe('writes that must not be lost', () => {
  it('a re-run of a week leaves one file for it, rewritten', async () => {
    expect((await weekly('W47')).code).toBe(0)
    const before = files().get(`${PROJECT()}/weeks/2026-W47.json`)
    expect((await weekly('W47')).code).toBe(0)
    expect(weekFiles()).toStrictEqual([`${PROJECT()}/weeks/2026-W47.json`])
    expect(gh.branchLog(BRANCH)).toHaveLength(2)
    // Rewritten: the run's time differs, the week's figures not.
    const after = files().get(`${PROJECT()}/weeks/2026-W47.json`)
    expect(after).not.toBe(before)
    const figures = (text?: string) => ({ ...(JSON.parse(text ?? '{}') as object), written: 0 })
    expect(figures(after)).toStrictEqual(figures(before))
  })

  it('a re-run that reads nothing (the service failing) leaves the week as it was', async () => {
    expect((await weekly('W47', { report: 'views' })).code).toBe(0)
    const before = files().get(`${PROJECT()}/weeks/2026-W47.json`)
    sim.inject('views', { kind: 'status', status: 401 }, 20)
    const failed = await weekly('W47', { report: 'views' })
    expect(failed.code).toBe(1)
    expect(failed.stdout).toContain('Every section of the report failed')
    expect(files().get(`${PROJECT()}/weeks/2026-W47.json`)).toBe(before)
    expect(gh.branchLog(BRANCH)).toHaveLength(1)
  })

  it('a run one of whose sections failed keeps the week all the same, with what it read', async () => {
    sim.inject('views', { kind: 'status', status: 401 }, 20)
    const partial = await weekly('W47', { report: 'views,searches' })
    expect(partial.code).toBe(0)
    expect(partial.outputs['report-partial']).toBe('true')
    expect(weekFiles()).toStrictEqual([`${PROJECT()}/weeks/2026-W47.json`])
    expect(gh.branchLog(BRANCH)).toHaveLength(1)
  })

  it('two runs at once for different weeks both land', async () => {
    const [a, b] = await Promise.all([weekly('W46'), weekly('W47')])
    expect([a.code, b.code]).toStrictEqual([0, 0])
    expect(weekFiles()).toStrictEqual([`${PROJECT()}/weeks/2026-W46.json`, `${PROJECT()}/weeks/2026-W47.json`])
    expect(Object.keys((json('index.json') as { projects: object }).projects)).toStrictEqual([PROJECT()])
  })
})

describe('a wave of runs at once (the fleet)', () => {
  it('five runs writing the branch together all land, each week once, the index merged', async () => {
    const weeks = ['2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']
    const runs = await Promise.all(
      weeks.map(from => {
        const to = new Date(Date.parse(from) + 7 * 86_400_000).toISOString().slice(0, 10)
        return runAction(simInputs(sim, { ...inputs('W47'), 'date-from': from, 'date-to': to, report: 'views' }), {
          action: 'report',
          env: { GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` },
          event: { schedule: '0 8 * * 1', repository: { full_name: 'acme/docs-site', private: true } }
        })
      })
    )
    expect(runs.map(run => run.code)).toStrictEqual([0, 0, 0, 0, 0])
    for (const run of runs) expect(run.stdout).not.toContain('History not written')
    expect(weekFiles()).toStrictEqual(['W43', 'W44', 'W45', 'W46', 'W47'].map(w => `${PROJECT()}/weeks/2026-${w}.json`))
    // One commit each: every run's write landed on top of the others', none forced.
    const log = gh.branchLog(BRANCH)
    expect(log).toHaveLength(5)
    expect(log.slice(0, -1).every((commit, i) => commit.parents[0] === log[i + 1]?.sha)).toBe(true)
    const index = json('index.json') as { projects: Record<string, { week: string }> }
    expect(index.projects[PROJECT()]?.week).toBe('2026-W47')
  })
})

describe('reader text on the branch', () => {
  const readerTexts = [
    ...TEST_SITE.searchText,
    ...TEST_SITE.feedbackText,
    ...TEST_SITE.assistantText,
    ...TEST_SITE.searches.map(([term]) => term)
    // A one-word term may also be a page of the site (`quickstart`), whose path the branch keeps.
  ].filter(text => /\s/.test(text.trim()))

  it('a public repository: none, even with reader-text: show', async () => {
    expect((await weekly('W47', { 'reader-text': 'show' }, false)).code).toBe(0)
    const everything = [...files().values()].join('\n')
    expect(everything.length).toBeGreaterThan(1000)
    for (const text of readerTexts) expect(everything).not.toContain(text)
    for (const value of Object.values(PERSONAL)) expect(everything).not.toContain(value)
  })

  it('a public repository with fix-gaps: none in the fix ledger or a commit message either', async () => {
    // Readers gave thumbs-down on a path of their own choosing, which the site does not have: a gap sent to the agent.
    const chosen = '/contact me at jane doe'
    await sim.close()
    sim = await startSimulator({
      rateLimit: { analytics: 0, agent: 0 },
      job: { durationMs: 200 },
      readerPaths: [chosen]
    })
    const run = await weekly('W47', { 'reader-text': 'show', 'fix-gaps': 'true' }, false)
    expect(run.code).toBe(0)
    const ledger = json(`${PROJECT()}/fixes.json`) as {
      fixes: { job: string; gaps: { section: string; subject: string }[] }[]
    }
    expect(ledger.fixes[0]?.job).toBe(run.outputs['job-id'])
    // The chosen path's gap was sent, and is kept by its key alone; the search gaps by theirs.
    const gaps = ledger.fixes[0]?.gaps ?? []
    expect(gaps).toContainEqual(
      expect.objectContaining({
        section: 'feedback',
        subject: expect.stringMatching(/^feedback:[0-9a-f]{16}$/),
        pages: []
      })
    )
    for (const gap of gaps.filter(g => g.section === 'searches')) expect(gap.subject).toMatch(/^searches:[0-9a-f]{16}$/)
    const everything = [...files().values(), ...gh.branchLog(BRANCH).map(c => c.message)].join('\n')
    for (const text of [...readerTexts, chosen]) expect(everything).not.toContain(text)
    for (const value of Object.values(PERSONAL)) expect(everything).not.toContain(value)
  })

  it('a private repository: search terms kept, redacted; never an email', async () => {
    expect((await weekly('W47')).code).toBe(0)
    const everything = [...files().values()].join('\n')
    expect(everything).toContain(TEST_SITE.searches[0]?.[0] ?? '?')
    expect(everything).not.toContain(PERSONAL.email)
  })
})

describe('without a tracking issue', () => {
  it('keeps the history all the same: the run connects to GitHub for it alone', async () => {
    const run = await weekly('W47', { 'issue-number': '' })
    expect(run.code).toBe(0)
    expect(weekFiles()).toStrictEqual([`${PROJECT()}/weeks/2026-W47.json`])
    expect(gh.comments).toHaveLength(0)
  })

  it('without a repository named, keeps none and says why once', async () => {
    const run = await runAction(inputs('W47', { 'issue-number': '' }), {
      action: 'report',
      env: { GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url, GITHUB_REPOSITORY: '' },
      event: { schedule: '0 8 * * 1' }
    })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(
      '::warning::The history is not kept: the run names no repository (GITHUB_REPOSITORY). The report goes on without it.'
    )
    expect(gh.requests).toHaveLength(0)
  })
})

describe('without a token', () => {
  it('keeps no history, says why once, and reports', async () => {
    const run = await weekly('W47', { 'github-token': '', 'issue-number': '' })
    expect(run.code).toBe(0)
    const warnings = run.stdout.split('\n').filter(line => line.startsWith('::warning') && line.includes('history'))
    expect(warnings).toStrictEqual([
      '::warning::The history is not kept: github-token is empty. The report goes on without it.'
    ])
    expect(run.summary).toContain('## Docs health')
    expect(gh.requests).toHaveLength(0)
  })
})

describe('without contents: write', () => {
  it.each([
    ['', {}],
    [', with fix-gaps (a second write: the job)', { 'fix-gaps': 'true', report: 'views,feedback' }]
  ])('warns once, naming the permission, and the report still posts%s', async (_, over) => {
    await gh.close()
    gh = await startFakeGitHub({ tokenPermissions: { issues: 'write', 'pull-requests': 'read', contents: 'read' } })
    const run = await weekly('W47', over)
    expect(run.code).toBe(0)
    // Every warning of the run: the guard's, naming the permission; none of the history's own.
    const warnings = run.stdout.split('\n').filter(line => line.startsWith('::warning'))
    expect(warnings).toStrictEqual([expect.stringContaining('Add "contents: write"')])
    expect(gh.commentsOn(12).some(c => c.body.includes('## Docs health'))).toBe(true)
    expect(files().size).toBe(0)
    if ('fix-gaps' in over) expect(run.outputs['job-id']).toBeTruthy()
  })
})
