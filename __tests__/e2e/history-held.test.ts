// What "What to fix" holds back once a fix is in the history, through the bundle against the simulator and the GitHub
// fake: a gap whose fix merged less than a full week ago is held back ("too early") and sent to no new job; a gap
// whose fix's pull request was closed unmerged is free again and goes to the next job.
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import { runAction, type ActionRun } from '../../script/local-runner.js'
import { startSimulator, type Simulator } from '../../sim/server.js'

const BRANCH = 'docs-health-data'
const AUTH = '/api-reference/authentication'
const DOCS_PR = 'https://github.com/acme/docs-site/pull/7'
const WEEKS = {
  W45: { 'date-from': '2026-11-02', 'date-to': '2026-11-09' },
  W46: { 'date-from': '2026-11-09', 'date-to': '2026-11-16' }
} as const

let sim: Simulator
let gh: FakeGitHub
beforeEach(async () => {
  // The same pages are gaps every week (sim/feedback.ts).
  sim = await startSimulator({ rateLimit: { analytics: 0, agent: 0 }, job: { durationMs: 200, prLink: DOCS_PR } })
  gh = await startFakeGitHub()
})
afterEach(async () => {
  await sim.close()
  await gh.close()
})

/** The weekly report with fix-gaps, feedback's gaps alone, kept on the branch; its comment on issue 12. */
const weekly = (week: keyof typeof WEEKS): Promise<ActionRun> =>
  runAction(
    simInputs(sim, {
      ...WEEKS[week],
      report: 'views,feedback',
      'fix-gaps': 'true',
      'github-token': 'ghs_fake_token',
      'issue-number': '12',
      'history-branch': BRANCH
    }),
    {
      action: 'report',
      env: { GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` },
      event: { schedule: '0 8 * * 1', repository: { full_name: 'acme/docs-site', private: true } }
    }
  )
const prompts = () => [...sim.jobs.values()].map(job => job.prompt)

describe('a gap whose fix is in the history', () => {
  it('merged less than a full week before the report: held back until judged, and sent to no new job', async () => {
    // Merged on Thursday of W46: the W46 report has no full week since.
    gh.addPull({ number: 7, merged: true, merged_at: '2026-11-12T10:00:00Z' })
    expect((await weekly('W45')).code).toBe(0)
    expect(prompts()).toHaveLength(1)
    expect(prompts()[0]).toContain(AUTH)
    const second = await weekly('W46')
    expect(second.code).toBe(0)
    // Each of the fix's three gaps (two thumbs-down pages and the quickstart) held back until its four weeks after are
    // judged: W47 to W50, from the Monday after.
    expect(second.summary).toMatch(
      /\*\*Held back\*\* \\?\(3 gaps a live fix was sent: not sent again as new until it is judged, nor after no clear change\\?\):/
    )
    const held = second.summary
      .split('\n')
      .filter(line => line.endsWith('not sent again until its 4 weeks after are judged (from 2026-12-14).'))
    expect(held.map(line => /pages `([^`]+)`/.exec(line)?.[1]).sort()).toStrictEqual([
      AUTH,
      '/guides/deploying',
      '/quickstart'
    ])
    expect(second.summary).toContain(
      `- **Not enough data yet:** \`${AUTH}\`: 👎 9 of 11 when sent; [\`#7\`](https://github.com/acme/docs-site/pull/7) went live 2026-11-12; 1 of 4 full weeks since, judged from 2026-12-14.`
    )
    // Nothing is left to send, so no second job.
    expect(prompts()).toHaveLength(1)
  })

  it("closed without merging: its gaps are free again, and the next report's job carries them", async () => {
    gh.addPull({ number: 7, state: 'closed', merged: false })
    expect((await weekly('W45')).code).toBe(0)
    expect(prompts()).toHaveLength(1)
    const second = await weekly('W46')
    expect(second.code).toBe(0)
    expect(second.summary).not.toContain('Held back')
    expect(prompts()).toHaveLength(2)
    expect(prompts()[1]).toContain(AUTH)
    const ledger = JSON.parse(gh.branchFiles(BRANCH).get(`${sim.projectId}/fixes.json`) ?? '{}') as {
      fixes: { job: string; state: string }[]
    }
    expect(ledger.fixes.map(fix => fix.state)).toStrictEqual(['open', 'closed'])
  })
})
