// Attack: a GitHub that answers every write of the status comment with 500, through the bundle. docs/reliability.md
// promises that a failed comment never hides the job's result: the exit code, the outputs and the summary are the
// job's, the comment's failure is one warning, and a create is tried three times at most (it may have been applied).
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { runnerCommands } from '../../__fixtures__/runner-commands.js'
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { runAction } from '../../script/local-runner.js'

let sim: Simulator
let gh: FakeGitHub
beforeEach(async () => {
  sim = await startSimulator({ job: { durationMs: 200 } })
  gh = await startFakeGitHub()
  for (const route of ['createComment', 'updateComment'] as const) {
    gh.inject(route, { kind: 'status', status: 500, body: { message: 'Server Error' } }, 100)
  }
})
afterEach(async () => {
  await sim.close()
  await gh.close()
})

const run = () =>
  runAction(simInputs(sim, { prompt: 'x', 'github-token': 'ghs_fake_token', 'issue-number': '5' }), {
    env: { GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` }
  })
const annotations = (stdout: string, name: string) =>
  runnerCommands(stdout)
    .filter(c => c.name === name)
    .map(c => c.data)

describe('every comment write answered 500', () => {
  it('a job that opened a pull request: the step is green, outputs and summary hold it, one warning', async () => {
    const done = await run()
    const job = [...sim.jobs.values()][0]
    expect(done.code).toBe(0)
    expect(done.outputs).toMatchObject({ 'job-id': job?.id, status: 'completed', 'pr-link': job?.prLink })
    expect(done.summary).toContain('Pull request opened')
    expect(done.summary).toContain(job?.prLink)
    expect(annotations(done.stdout, 'error')).toStrictEqual([])
    expect(annotations(done.stdout, 'warning')).toEqual([
      expect.stringMatching(/^Could not write the status comment on #5/)
    ])
    expect(gh.commentsOn(5)).toStrictEqual([])
    // Three writes (the claim, the job's working state, the final state), each a create tried three times at most.
    const creates = gh.requests.filter(r => r.route === 'createComment').length
    expect(creates).toBeGreaterThanOrEqual(3)
    expect(creates).toBeLessThanOrEqual(9)
  })

  it('a job that failed: the step fails with the job’s failure, not the comment’s', async () => {
    sim.setJobPlan({ durationMs: 200, finalStatus: 'failed' })
    const done = await run()
    expect(done.code).toBe(1)
    expect(done.outputs.status).toBe('failed')
    expect(annotations(done.stdout, 'error')).toEqual([expect.stringMatching(/^Job .* failed on the service/)])
    expect(done.summary).toContain('Failed')
  })
})
