// Attack on the order of a report run's history through the bundle, and on what it may touch: the history is read
// only after every section read the service, written only after the report is posted, and a fix-gaps job recorded
// only after it was sent; the only ref the run creates or moves is the one history-branch names, never forced, and a
// branch of code beside it (main) is never touched. A branch GitHub will not read costs one warning: the report is
// posted, and the job fix-gaps sends is still sent, followed, and in the outputs. GitHub hanging as the branch is read
// is the request guard's one timeout: the run's later GitHub calls are skipped, the report comment too, and the
// report is in the job summary and the outputs, the job sent.
import type { FakeGitHub } from '../../__fixtures__/fake-github.js'
import {
  BRANCH,
  indexFile,
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
const analytics = () => sim.requests.filter(r => r.path.startsWith('/v1/analytics/')).length
const jobsSent = () => sim.requests.filter(r => r.route === 'createJob').length
const posted = () => reportComment(gh).includes('## Docs health')

describe('the order of a run', () => {
  it('reads the branch after every section, writes the week after the report is posted, the job after it is sent', async () => {
    const main = gh.pushFiles('main', { 'README.md': '# acme', 'src/index.ts': 'export {}\n' }, 'code')
    // What had happened when the run first asked for the branch, and when it wrote each tree.
    const atRead: number[] = []
    gh.inject('getRef', { kind: 'before', run: () => void atRead.push(analytics()) }, 1)
    const atWrite: { posted: boolean; jobs: number }[] = []
    gh.inject('createTree', { kind: 'before', run: () => void atWrite.push({ posted: posted(), jobs: jobsSent() }) }, 2)
    const run = await weeklyRun(world(), { 'fix-gaps': 'true' })
    expect(run.code).toBe(0)
    expect(warnings(run)).toStrictEqual([])
    expect(analytics()).toBeGreaterThan(3)
    expect(atRead).toStrictEqual([analytics()])
    expect(atWrite).toStrictEqual([
      { posted: true, jobs: 0 },
      { posted: true, jobs: 1 }
    ])
    // Two commits: the week (an orphan: the branch had no history of its own), then the job.
    const log = gh.branchLog(BRANCH)
    expect(log.map(c => c.message)).toStrictEqual([
      `docs-health: ${P()} fix ${run.outputs['job-id']}`,
      `docs-health: ${P()} 2026-W47`
    ])
    expect(log[1]?.parents).toStrictEqual([])
    // Only the branch history-branch names was created or moved, never forced; main is as it was.
    const refs = gh.requests.filter(r => r.route === 'createRef' || r.route === 'updateRef')
    expect(refs.map(r => r.route)).toStrictEqual(['createRef', 'updateRef'])
    expect(refs[0]?.body).toMatchObject({ ref: `refs/heads/${BRANCH}` })
    expect(decodeURIComponent(refs[1]?.path ?? '')).toMatch(new RegExp(`/git/refs/heads/${BRANCH}$`))
    expect(refs[1]?.body).toMatchObject({ force: false })
    expect(gh.branchLog('main').map(c => c.sha)).toStrictEqual([main])
  })
})

describe('a branch GitHub will not read', () => {
  it.each([
    ['its ref', ['getRef']],
    ['its files, at once and then one by one', ['graphqlRepository', 'getContent']]
  ] as const)(
    '(401 on %s), with fix-gaps: one warning, the report posted, the job sent and followed',
    async (_, routes) => {
      gh.pushFiles(BRANCH, { 'index.json': indexFile([P()]) }, 'seed')
      const before = gh.branchLog(BRANCH)
      for (const route of routes)
        gh.inject(route, { kind: 'status', status: 401, body: { message: 'Bad credentials' } }, 1)
      const run = await weeklyRun(world(), { 'fix-gaps': 'true' })
      expect(run.code).toBe(0)
      expect(posted()).toBe(true)
      // The report says, where its history would be, that it could not be used; no week of it is shown.
      expect(reportComment(gh)).toContain(
        'Not shown, and this week not kept: the history on `docs-health-data` could not be used.'
      )
      expect(reportComment(gh)).not.toMatch(/^\| 2026-W/m)
      expect(warnings(run)).toStrictEqual([
        expect.stringMatching(/^::warning::History: the branch docs-health-data could not be read: .*Bad credentials/)
      ])
      expect(jobsSent()).toBe(1)
      expect(run.outputs['job-id']).toBeTruthy()
      expect(run.outputs['pr-link']).toMatch(/^https:\/\/github\.com\//)
      // Unread, the branch is not written either: not the week, not the job.
      expect(gh.branchLog(BRANCH)).toStrictEqual(before)
    }
  )
})

describe('GitHub hanging as the branch is read', () => {
  it('the guard’s one warning; the report in the summary and outputs, the job sent; no GitHub call after', async () => {
    gh.pushFiles(BRANCH, { 'index.json': indexFile([P()]) }, 'seed')
    const before = gh.branchLog(BRANCH)
    // A read that never answers, and a request timeout the others meet with room to spare on a busy machine.
    // The branch's files, asked at once (GraphQL): the reads one by one are skipped after the timeout.
    gh.inject('graphqlRepository', { kind: 'delay', ms: Infinity }, 1)
    const run = await weeklyRun(world(), { 'request-timeout': '5s', 'fix-gaps': 'true' })
    expect(run.code).toBe(0)
    expect(warnings(run)).toStrictEqual([
      expect.stringMatching(/^::warning::GitHub did not answer POST \/graphql within 5s \(request-timeout\)/)
    ])
    expect(run.summary).toContain('## Docs health')
    expect(run.outputs['report-gaps']).toMatch(/^[1-9]/)
    expect(jobsSent()).toBe(1)
    expect(run.outputs['job-id']).toBeTruthy()
    // Every GitHub call after the timeout was skipped, the report comment's too (docs/reliability.md says so).
    const timedOut = gh.requests.findIndex(r => r.route === 'graphqlRepository')
    expect(gh.requests.slice(timedOut + 1)).toStrictEqual([])
    expect(gh.comments).toStrictEqual([])
    expect(gh.branchLog(BRANCH)).toStrictEqual(before)
  })
})
