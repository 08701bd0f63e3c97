// A report with history-branch whose token may not write contents, through the bundle (issue 38, part 4): the run is
// green and the report posted, and where the report is read (the job summary and the issue comment) it says that the
// week was not kept and the permission to add; it never claims a history it did not write.
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import { runAction } from '../../script/local-runner.js'
import { startSimulator, type Simulator } from '../../sim/server.js'

const BRANCH = 'docs-health-data'
let sim: Simulator
let gh: FakeGitHub
afterEach(async () => {
  await sim.close()
  await gh.close()
})

async function weekly(contents: 'read' | 'write') {
  sim = await startSimulator({ rateLimit: { analytics: 0, agent: 0 } })
  gh = await startFakeGitHub({ tokenPermissions: { contents, issues: 'write', 'pull-requests': 'write' } })
  const inputs = simInputs(sim, {
    'date-from': '2026-11-16',
    'date-to': '2026-11-23',
    report: 'views,feedback',
    'github-token': 'ghs_fake_token',
    'issue-number': '12',
    'history-branch': BRANCH
  })
  return runAction(inputs, {
    action: 'report',
    env: { GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` },
    event: { schedule: '0 8 * * 1', repository: { full_name: 'acme/docs-site', private: true } }
  })
}

const NOTE =
  "⚠️ **This week was not kept in the history** (branch `docs-health-data`): the workflow's token may not write to the repository: give the job `permissions: contents: write`. The trends and fix scores above come from the weeks kept before it."

it('without contents: write, the summary and the comment say the week was not kept, and which permission to add', async () => {
  const run = await weekly('read')
  expect(run.code).toBe(0)
  expect(gh.branchFiles(BRANCH).size).toBe(0)
  const comments = gh.commentsOn(12)
  expect(comments).toHaveLength(1)
  expect(comments[0]?.body).toContain(NOTE)
  expect(run.summary).toContain(NOTE)
  for (const text of [comments[0]?.body ?? '', run.summary]) expect(text).not.toMatch(/history starts this week/i)
  // The log names the permission once, as for every missing permission.
  expect(
    run.stdout.split('\n').filter(line => line.startsWith('::warning::') && line.includes('contents: write'))
  ).toHaveLength(1)
})

it('with contents: write, the week is kept and nothing says otherwise', async () => {
  const run = await weekly('write')
  expect(run.code).toBe(0)
  expect([...gh.branchFiles(BRANCH).keys()].some(path => path.endsWith('/weeks/2026-W47.json'))).toBe(true)
  expect(run.summary).not.toContain('not kept')
  expect(gh.commentsOn(12)[0]?.body).not.toContain('not kept')
})
