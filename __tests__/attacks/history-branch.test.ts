// Attack on the docs-health history's writes and its fix ledger, through the bundle. A branch of code named in
// history-branch is never written. GitHub failing while the week is written (5xx on the tree or the commit, a
// timeout, another writer moving the branch before every update) costs one warning: the report is posted, the run
// succeeds, the job fix-gaps sent is still in the outputs, and the branch is never forced (every commit the other
// writer made stays on it). A fix ledger of 200 open jobs costs at most 10 reads of the service, and a job id from the
// ledger (anyone with write access wrote it) never changes the route it is read at.
import type { FakeGitHub } from '../../__fixtures__/fake-github.js'
import {
  BRANCH,
  fix,
  indexFile,
  ledgerFile,
  reportComment,
  warnings,
  weeklyRun,
  historyWorldOfEachTest
} from '../../__fixtures__/history-attack.js'
import type { Simulator } from '../../sim/server.js'

const world = historyWorldOfEachTest()
let sim: Simulator
let gh: FakeGitHub
beforeEach(() => void ({ sim, gh } = world()))
const P = () => sim.projectId
const posted = () => reportComment(gh).includes('## Docs health')
const updates = () => gh.requests.filter(r => r.route === 'updateRef')

describe('a branch of code in history-branch', () => {
  it('main, with a README and sources but no index.json: one warning naming history-branch, no commit', async () => {
    const head = gh.pushFiles('main', { 'README.md': '# acme', 'src/index.ts': 'export {}\n' }, 'initial')
    const run = await weeklyRun(world(), { 'history-branch': 'main', 'fix-gaps': 'true' })
    expect(run.code).toBe(0)
    expect(posted()).toBe(true)
    expect(run.outputs['job-id']).toBeTruthy()
    expect(warnings(run)).toStrictEqual([
      expect.stringMatching(/The branch main exists and is not a docs-health.*history-branch/)
    ])
    expect(gh.branchLog('main').map(c => c.sha)).toStrictEqual([head])
    expect(gh.requestCounts()).not.toHaveProperty('createTree')
  })

  it('a branch of code made while the run writes (no README): refused, and never written', async () => {
    // The branch does not exist when the history is read; another writer creates it, with code, just before the run's.
    gh.inject('createRef', {
      kind: 'before',
      run: () => void gh.pushFiles(BRANCH, { 'src/index.ts': 'export {}\n' }, 'code')
    })
    const run = await weeklyRun(world())
    expect(run.code).toBe(0)
    expect(posted()).toBe(true)
    expect(gh.branchLog(BRANCH).map(c => c.message)).toStrictEqual(['code'])
    expect(warnings(run)).toStrictEqual([expect.stringMatching(/not a docs-health history.*history-branch/)])
  })
})

describe('GitHub failing as the week is written', () => {
  const seeded = () => {
    gh.pushFiles(BRANCH, { 'index.json': indexFile([P()]) }, 'seed')
    return gh.branchLog(BRANCH)
  }

  it.each([
    ['a 500 on every attempt at the tree', 'createTree'],
    ['a 500 on every attempt at the commit', 'createGitCommit']
  ] as const)('%s: one warning, the report posted, exit 0, the branch as it was', async (_what, route) => {
    const before = seeded()
    gh.inject(route, { kind: 'status', status: 500 }, 4) // the first attempt and the guard's 3 retries
    // A short timeout: the guard's retry waits (1 s, 4 s, 9 s) that would end after it are not waited.
    const run = await weeklyRun(world(), { timeout: '4s' })
    expect(run.code).toBe(0)
    expect(posted()).toBe(true)
    expect(warnings(run)).toStrictEqual([expect.stringMatching(/^::warning::History not written to docs-health-data/)])
    expect(gh.branchLog(BRANCH)).toStrictEqual(before)
  })

  it('a timeout on the tree, with fix-gaps: the guard’s one warning, the job in the outputs, the branch as it was', async () => {
    const before = seeded()
    // A tree that never answers, and a request timeout the other requests meet with room to spare on a busy machine.
    gh.inject('createTree', { kind: 'delay', ms: Infinity })
    const run = await weeklyRun(world(), { 'request-timeout': '5s', 'fix-gaps': 'true' })
    expect(run.code).toBe(0)
    expect(posted()).toBe(true)
    // The run's other GitHub calls are skipped after a timeout: the job's result is in the outputs.
    expect(run.outputs['job-id']).toBeTruthy()
    expect(run.outputs['pr-link']).toMatch(/^https:\/\/github\.com\//)
    // The guard's warning is the run's one: the week's write and the job's after it add none.
    expect(warnings(run)).toStrictEqual([expect.stringMatching(/did not answer POST .*git\/trees within 5s/)])
    expect(gh.branchLog(BRANCH)).toStrictEqual(before)
  })

  it('another writer moves the branch before each of the week’s 5 updates: one warning, never forced', async () => {
    seeded()
    let rivals = 0
    const rival = () => void gh.pushFiles(BRANCH, { [`rival/${++rivals}`]: 'x' }, `rival ${rivals}`)
    gh.inject('updateRef', { kind: 'before', run: rival }, 5)
    const run = await weeklyRun(world(), { 'fix-gaps': 'true' })
    expect(run.code).toBe(0)
    expect(posted()).toBe(true)
    // The job fix-gaps sent is not hidden by the history's failure.
    expect(run.outputs['job-id']).toBeTruthy()
    expect(run.outputs['pr-link']).toMatch(/^https:\/\/github\.com\//)
    expect(warnings(run)).toStrictEqual([
      expect.stringMatching(/^::warning::History not written to docs-health-data: Another run kept moving the branch/)
    ])
    expect(updates()).toHaveLength(6)
    for (const update of updates()) expect(update.body).toMatchObject({ force: false })
    // Every rival commit is on the branch, under the job's record (written once the storm passed), down to the seed.
    const log = gh.branchLog(BRANCH).map(c => c.message)
    expect(log).toStrictEqual([
      `docs-health: ${P()} fix ${run.outputs['job-id']}`,
      ...[5, 4, 3, 2, 1].map(n => `rival ${n}`),
      'seed'
    ])
  })

  it('the week refused, then the job recorded alone on a new branch: next week reads it as a history', async () => {
    gh.inject('createTree', { kind: 'status', status: 422, body: { message: 'tree refused' } })
    const first = await weeklyRun(world(), { 'fix-gaps': 'true' })
    expect(first.code).toBe(0)
    expect(first.outputs['job-id']).toBeTruthy()
    expect(first.outputs['pr-link']).toMatch(/^https:\/\/github\.com\//)
    expect(warnings(first)).toStrictEqual([expect.stringMatching(/History not written.*write a tree: tree refused/)])
    expect([...gh.branchFiles(BRANCH).keys()].sort()).toStrictEqual([`${P()}/fixes.json`, 'README.md', 'index.json'])
    const next = await weeklyRun(world())
    expect(next.code).toBe(0)
    expect(warnings(next)).toStrictEqual([])
    expect(gh.branchFiles(BRANCH).has(`${P()}/weeks/2026-W47.json`)).toBe(true)
  })
})

describe('a hostile fix ledger', () => {
  it('200 open jobs: the service is asked about 10 of them, the newest', async () => {
    const fixes = Array.from({ length: 200 }, (_, i) => fix(`job-${i}`, 'open'))
    gh.pushFiles(BRANCH, { 'index.json': indexFile([P()]), [`${P()}/fixes.json`]: ledgerFile(P(), fixes) })
    const run = await weeklyRun(world())
    expect(run.code).toBe(0)
    const asked = sim.requests
      .filter(r => r.route === 'getJob')
      .map(r => decodeURIComponent(r.path.split('/').at(-1) ?? ''))
    expect(asked).toStrictEqual(Array.from({ length: 10 }, (_, i) => `job-${i}`))
  })

  it.each([['..'], ['.'], ['../../x'], ['x/../../../v1/analytics'], ['a\\b'], ['tab\there']])(
    'a ledger with the job id %j, which would change the route, is skipped: the service is never asked',
    async id => {
      const fixes = [fix('job-1', 'open'), fix(id, 'open')]
      gh.pushFiles(BRANCH, { 'index.json': indexFile([P()]), [`${P()}/fixes.json`]: ledgerFile(P(), fixes) })
      const run = await weeklyRun(world())
      expect(run.code).toBe(0)
      expect(posted()).toBe(true)
      expect(warnings(run)).toStrictEqual([
        expect.stringMatching(/fixes\.json is skipped: fixes\[1\]\.job: not a job id/)
      ])
      expect(sim.requests.filter(r => r.route === 'getJob' || r.route === 'unknown')).toStrictEqual([])
    }
  )

  it('job ids that are hostile yet ids: each asked for as one path segment, and only it', async () => {
    const ids = ['..%2F..%2Fx', '%2e%2e', '.%2E', 'a?b#c', '@octocat::warning::x', 'j'.repeat(200)]
    gh.pushFiles(BRANCH, {
      'index.json': indexFile([P()]),
      [`${P()}/fixes.json`]: ledgerFile(
        P(),
        ids.map(id => fix(id, 'open'))
      )
    })
    const run = await weeklyRun(world())
    expect(run.code).toBe(0)
    expect(posted()).toBe(true)
    expect(sim.requests.filter(r => r.route === 'unknown').map(r => `${r.method} ${r.path}`)).toStrictEqual([])
    const asked = sim.requests.filter(r => r.route === 'getJob')
    for (const request of asked) expect(request.path).toMatch(new RegExp(`^/v2/agent/${P()}/job/[^/]+$`))
    expect(asked.map(r => decodeURIComponent(r.path.split('/').at(-1) ?? ''))).toStrictEqual(ids)
  })
})
