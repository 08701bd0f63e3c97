// A docs job for merged code recorded in the fix ledger (src/agent/change/history.ts), in process, through the run's
// own client on the GitHub fake: the job and its changes in one commit, a follow-up's changes added to its job, the
// week it was sent in, and a refusal said once as a warning that the job stands.
import { jest } from '@jest/globals'
import { rival } from '../../../__fixtures__/data-branch.js'
import { runClientOfEachTest } from '../../../__fixtures__/octokit.js'
import { parseFixLedger } from '../../../src/report/history/parse.js'
import { recordChangeJob } from '../../../src/agent/change/history.js'

const BRANCH = 'docs-health-data'
const PROJECT = '0123456789abcdef01234567'
const { start, client } = runClientOfEachTest()
let out: string[]
beforeEach(() => {
  out = []
  jest.spyOn(process.stdout, 'write').mockImplementation(chunk => out.push(String(chunk)) > 0)
})
afterEach(() => jest.restoreAllMocks())

const frame = () => ({ deadline: Date.now() + 60_000, signal: new AbortController().signal })
const session = () => ({ octokit: client(), repo: { owner: 'acme', repo: 'docs-site' } })
const record = (jobId: string, keys: string[], now = new Date('2026-11-25T10:00:00Z')) =>
  recordChangeJob(BRANCH, PROJECT, session(), frame(), { jobId, keys, now })

it('records the job, sent this week, with the changes it carries, in one commit on a new history branch', async () => {
  const gh = await start()
  await record('job_7', ['pr-12', 'push-6113728f27ae'])
  const files = gh.branchFiles(BRANCH)
  expect([...files.keys()].sort()).toStrictEqual([`${PROJECT}/fixes.json`, 'README.md', 'index.json'])
  expect(parseFixLedger(files.get(`${PROJECT}/fixes.json`) ?? '').value).toStrictEqual({
    format: 'docs-health-fixes',
    version: 2,
    project: PROJECT,
    fixes: [
      {
        job: 'job_7',
        sent: '2026-11-25T10:00:00.000Z',
        week: '2026-W48',
        origin: 'change',
        state: 'open',
        gaps: [],
        changes: ['pr-12', 'push-6113728f27ae']
      }
    ]
  })
  expect(gh.branchLog(BRANCH).map(commit => commit.message)).toStrictEqual([
    `docs-health: ${PROJECT} docs job job_7 for code`
  ])
  expect(out.join('')).toBe('')
})

it("adds a follow-up's changes to its job, and a new job goes first", async () => {
  const gh = await start()
  await record('job_7', ['pr-12'])
  await record('job_7', ['pr-12', 'pr-13'])
  await record('job_8', ['pr-14'], new Date('2026-12-01T09:00:00Z'))
  const ledger = parseFixLedger(gh.branchFiles(BRANCH).get(`${PROJECT}/fixes.json`) ?? '').value
  expect(ledger?.fixes.map(fix => [fix.job, fix.week, fix.changes])).toStrictEqual([
    ['job_8', '2026-W49', ['pr-14']],
    ['job_7', '2026-W48', ['pr-12', 'pr-13']]
  ])
})

it('says once that the job stands when GitHub fails the write', async () => {
  const gh = await start()
  gh.inject('createTree', { kind: 'status', status: 401 })
  await record('job_7', ['pr-12'])
  expect(gh.branchFiles(BRANCH).size).toBe(0)
  const warnings = out
    .join('')
    .split('\n')
    .filter(line => line.startsWith('::warning::'))
  expect(warnings).toHaveLength(1)
  expect(warnings[0]).toMatch(
    new RegExp(
      `^::warning::History not written to ${BRANCH}: .*\\. The docs job stands; the report will not list it under Docs that followed code\\.$`
    )
  )
})

it("adds no warning of its own to the guard's when the token cannot write contents", async () => {
  const gh = await start({ tokenPermissions: { contents: 'read' } })
  await record('job_7', ['pr-12'])
  expect(gh.branchFiles(BRANCH).size).toBe(0)
  expect(out.join('')).not.toMatch(/::warning::/)
  expect(out.join('')).toMatch(/::debug::History not written to docs-health-data: /)
})

describe('another writer making the branch first', () => {
  const INDEX = JSON.stringify({ format: 'docs-health-index', version: 1, projects: {} })
  it("lands on its head after a wait within the run's deadline", async () => {
    const gh = await start()
    gh.inject('createRef', rival(gh, { 'index.json': INDEX }))
    await record('job_7', ['pr-12'])
    expect(gh.branchLog(BRANCH).map(commit => commit.message)).toStrictEqual([
      `docs-health: ${PROJECT} docs job job_7 for code`,
      'rival'
    ])
  })

  it("gives up, once, when the wait would end after the run's deadline", async () => {
    const gh = await start()
    gh.inject('createRef', rival(gh, { 'index.json': INDEX }))
    const late = { deadline: Date.now() + 100, signal: new AbortController().signal }
    await recordChangeJob(BRANCH, PROJECT, session(), late, { jobId: 'job_7', keys: ['pr-12'] })
    expect(gh.branchLog(BRANCH).map(commit => commit.message)).toStrictEqual(['rival'])
    expect(out.join('').match(/::warning::History not written to docs-health-data: /g)).toHaveLength(1)
  })
})

it('writes nothing to a branch of code', async () => {
  const gh = await start()
  gh.pushFiles(BRANCH, { 'src/index.ts': 'export {}' }, 'code')
  await record('job_7', ['pr-12'])
  expect([...gh.branchFiles(BRANCH).keys()]).toStrictEqual(['src/index.ts'])
  expect(out.join('')).toMatch(/::warning::History not written to docs-health-data: .*history-branch/)
})
