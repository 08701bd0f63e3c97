/**
 * Many writers on one history branch through the bundle. A fleet's wave (docs/fleet.md, "Where things go") runs the
 * report for several projects at once, each with history-branch on the same repository: each project's week lands in
 * its own folder, the index and the branch's README roll up every project, and the writers that raced retried on the
 * new head: every run's commit is on the branch, none forced. Two fix-gaps runs of one project at once both keep
 * their job in its ledger: the ledger is a change of the head's, never an overwrite.
 */
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { BRANCH, warnings, weeklyRun } from '../../__fixtures__/history-attack.js'
import { startSimulator, type Simulator } from '../../sim/server.js'

const PROJECTS = ['0123456789abcdef0123aaa1', '0123456789abcdef0123bbb2', '0123456789abcdef0123ccc3']

let sims: Simulator[]
let gh: FakeGitHub
beforeEach(async () => {
  sims = await Promise.all(
    PROJECTS.map(projectId =>
      startSimulator({ projectId, rateLimit: { analytics: 0, agent: 0 }, job: { durationMs: 200 } })
    )
  )
  gh = await startFakeGitHub()
})
afterEach(async () => {
  await Promise.all(sims.map(sim => sim.close()))
  await gh.close()
})

it('three projects at once: each week in its own folder, every project in the index and the README', async () => {
  const runs = await Promise.all(sims.map(sim => weeklyRun({ sim, gh }, { report: 'views', 'issue-number': '' })))
  expect(runs.map(run => run.code)).toStrictEqual([0, 0, 0])
  for (const run of runs) expect(warnings(run)).toStrictEqual([])
  const files = gh.branchFiles(BRANCH)
  expect([...files.keys()].sort()).toStrictEqual(
    ['README.md', 'index.json', ...PROJECTS.map(p => `${p}/weeks/2026-W47.json`)].sort()
  )
  for (const project of PROJECTS)
    expect(JSON.parse(files.get(`${project}/weeks/2026-W47.json`) ?? '{}')).toMatchObject({ project })
  const index = JSON.parse(files.get('index.json') ?? '{}') as { projects: Record<string, { week: string }> }
  expect(Object.keys(index.projects)).toStrictEqual(PROJECTS)
  const readme = files.get('README.md') ?? ''
  for (const project of PROJECTS) expect(readme).toMatch(new RegExp(`^\\| ${project} \\| 2026-W47 \\|`, 'm'))
  // One commit a run, each on the one before: whoever lost a race made its commit again on the new head.
  const log = gh.branchLog(BRANCH)
  expect(log.map(c => c.message).sort()).toStrictEqual(PROJECTS.map(p => `docs-health: ${p} 2026-W47`).sort())
  expect(log.slice(0, -1).every((commit, i) => commit.parents[0] === log[i + 1]?.sha)).toBe(true)
  for (const update of gh.requests.filter(r => r.route === 'updateRef'))
    expect(update.body).toMatchObject({ force: false })
})

it('two fix-gaps runs of one project at once, on two issues: both jobs in its ledger, both weeks kept', async () => {
  const [sim] = sims as [Simulator]
  const runs = await Promise.all([
    weeklyRun(
      { sim, gh },
      {
        report: 'views,feedback',
        'fix-gaps': 'true',
        'date-from': '2026-11-09',
        'date-to': '2026-11-16',
        'issue-number': '13'
      }
    ),
    weeklyRun({ sim, gh }, { report: 'views,feedback', 'fix-gaps': 'true' })
  ])
  expect(runs.map(run => run.code)).toStrictEqual([0, 0])
  for (const run of runs) expect(warnings(run)).toStrictEqual([])
  const jobs = runs.map(run => run.outputs['job-id'])
  expect(new Set(jobs).size).toBe(2)
  const files = gh.branchFiles(BRANCH)
  const ledger = JSON.parse(files.get(`${sim.projectId}/fixes.json`) ?? '{}') as { fixes: { job: string }[] }
  expect(ledger.fixes.map(fix => fix.job).sort()).toStrictEqual([...jobs].sort())
  expect([...files.keys()].filter(path => path.includes('/weeks/')).sort()).toStrictEqual(
    ['2026-W46', '2026-W47'].map(week => `${sim.projectId}/weeks/${week}.json`)
  )
  // Four commits, each on the one before: two weeks and two jobs.
  const log = gh.branchLog(BRANCH)
  expect(log).toHaveLength(4)
  expect(log.slice(0, -1).every((commit, i) => commit.parents[0] === log[i + 1]?.sha)).toBe(true)
})
