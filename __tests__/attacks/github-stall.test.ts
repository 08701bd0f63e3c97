// Class 4 of issue 11: GitHub cannot stall the run. A fake GitHub that answers late, rate-limits for longer than the
// run's timeout, or never answers at all, against the bundle: the step still ends in time and reports the job's
// result in its outputs, its summary and its failure line. An old bundle that hangs is killed by the test at 40 s.
import { startFakeGitHub, type FakeGitHub, type GhRoute } from '../../__fixtures__/fake-github.js'
import { runnerCommands } from '../../__fixtures__/runner-commands.js'
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { cancelOnceItPrints, type RunnerCancel } from '../../__fixtures__/runner-cancel.js'
import { runAction, type RunOptions } from '../../script/local-runner.js'

const TOKEN = 'ghs_fake_token'
/** The test's own bound on a run that hangs (the starting commit's bundle): a kill, as the runner would. */
const KILL_AFTER_MS = 40_000
const ROUTES: GhRoute[] = [
  'listComments',
  'createComment',
  'updateComment',
  'getComment',
  'createCommentReaction',
  'createIssueReaction',
  'getPermission',
  'graphql',
  'getIssue'
]

let sim: Simulator
let gh: FakeGitHub
let cancel: RunnerCancel | undefined
beforeEach(async () => {
  sim = await startSimulator({ job: { durationMs: 300 } })
  gh = await startFakeGitHub({ permissions: { writer: 'write' } })
})
afterEach(async () => {
  cancel?.dispose()
  await sim.close()
  await gh.close()
})

const githubEnv = () => ({ GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` })
// These runs wait on a GitHub that answers late: their tests take 60 s, their runs may take 55.
const run = (inputs: Record<string, string>, options: RunOptions = {}) =>
  runAction(simInputs(sim, { 'github-token': TOKEN, ...inputs }), {
    watchdogMs: 55_000,
    ...options,
    env: { ...githubEnv(), ...options.env },
    signals: [...(options.signals ?? []), { afterMs: KILL_AFTER_MS, signal: 'SIGKILL' }]
  })
const commands = (stdout: string, name: string) => runnerCommands(stdout).filter(c => c.name === name)
const secondaryLimit = (retryAfter: string) => ({
  kind: 'status' as const,
  status: 403,
  body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
  headers: { 'retry-after': retryAfter }
})

describe('GitHub cannot stall the run', () => {
  it('a status comment whose edit answers after 25 s: SIGINT still ends the step within 5 s, everything reported', async () => {
    sim.setJobPlan({ durationMs: 60_000 })
    // The edit the cancel makes answers long after the runner's kill (10 s); the comment's creation before the wait is
    // not slowed, which only cost the test 25 s of waiting for the line the cancel waits for.
    gh.inject('updateComment', { kind: 'delay', ms: 25_000 }, 10)
    let closedAt = 0
    // The runner's cancel, once the run waits for the job.
    cancel = cancelOnceItPrints('checking every')
    const result = await run({ prompt: 'x', 'issue-number': '5' }, { onOutput: cancel.onOutput }).finally(
      () => (closedAt = Date.now())
    )
    const signalledAt = cancel.signalledAt()
    expect(signalledAt).toBeGreaterThan(0)
    expect(result.signal).toBeNull()
    expect(closedAt - signalledAt).toBeLessThan(5000)
    expect(result.code).toBe(1)
    expect(commands(result.stdout, 'error').map(c => c.data)).toEqual([
      expect.stringMatching(/^The run was cancelled while job \S+ was active/)
    ])
    expect(result.summary).toContain('Cancelled')
    expect(result.outputs).toMatchObject({ 'job-id': [...sim.jobs.keys()][0], status: 'active' })
  }, 60_000)

  it('a secondary rate limit asking 45 s with timeout 3s: the step ends at the timeout with one warning', async () => {
    sim.setJobPlan({ durationMs: 60_000 })
    gh.inject('createComment', secondaryLimit('45'), 10)
    const result = await run({ prompt: 'x', 'issue-number': '5', timeout: '3s' })
    expect(result.signal).toBeNull()
    expect(result.durationMs).toBeLessThan(8000)
    expect(result.code).toBe(1)
    expect(result.outputs).toMatchObject({ 'job-id': [...sim.jobs.keys()][0], status: 'active', 'timed-out': 'true' })
    expect(result.summary).toContain('Timed out')
    expect(commands(result.stdout, 'warning')).toHaveLength(1)
    expect(commands(result.stdout, 'error').map(c => c.data)).toEqual([expect.stringMatching(/still active after/)])
  }, 60_000)

  it('a GitHub that never answers costs one request timeout, not one per call, and the result is still reported', async () => {
    for (const route of ROUTES) gh.inject(route, { kind: 'delay', ms: Infinity }, 50)
    const result = await run({ prompt: 'x', 'issue-number': '5', 'request-timeout': '2s' })
    expect(result.signal).toBeNull()
    expect(result.durationMs).toBeLessThan(7000)
    expect(gh.requests).toHaveLength(1)
    expect(result.code).toBe(0)
    expect(result.outputs).toMatchObject({ status: 'completed', 'pr-link': expect.stringMatching(/^https:/) })
    expect(result.summary).toContain('Pull request opened')
    expect(commands(result.stdout, 'warning').map(c => c.data)).toEqual([
      expect.stringMatching(/^GitHub did not answer POST \/graphql within 2s/)
    ])
  }, 60_000)

  it('a permission check that hangs: the run fails clearly, no job is started', async () => {
    gh.inject('getPermission', { kind: 'delay', ms: Infinity }, 5)
    const event = {
      action: 'created',
      issue: { number: 7, title: 't', body: '', html_url: 'https://github.com/acme/docs-site/issues/7' },
      comment: { id: 9001, body: '/docs add a FAQ', user: { login: 'writer', type: 'User' } },
      sender: { login: 'writer', type: 'User' },
      repository: { name: 'docs-site', owner: { login: 'acme' } }
    }
    const result = await run(
      { 'request-timeout': '2s' },
      { event, env: { GITHUB_EVENT_NAME: 'issue_comment', GITHUB_ACTOR: 'writer' } }
    )
    expect(result.signal).toBeNull()
    expect(result.durationMs).toBeLessThan(8000)
    expect(result.code).toBe(1)
    expect(commands(result.stdout, 'error').map(c => c.data)).toEqual([
      expect.stringMatching(/Could not check the permission of @writer.*GitHub did not answer.*within 2s/)
    ])
    expect(sim.jobs.size).toBe(0)
    expect(sim.requests.filter(r => r.route !== 'unknown')).toHaveLength(0)
    expect(gh.comments).toHaveLength(0)
  }, 60_000)
})
