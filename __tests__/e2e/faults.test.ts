import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { runnerCommands } from '../../__fixtures__/runner-commands.js'
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { runAction } from '../../script/local-runner.js'

let sim: Simulator
let gh: FakeGitHub
beforeEach(async () => {
  sim = await startSimulator({ job: { durationMs: 300 } })
  gh = await startFakeGitHub({ permissions: { writer: 'write' } })
})
afterEach(async () => {
  await sim.close()
  await gh.close()
})

const inputs = (over: Record<string, string> = {}) => simInputs(sim, over)
const githubEnv = { GITHUB_API_URL: '', GITHUB_GRAPHQL_URL: '' }

describe('cancellation (SIGINT, then SIGTERM 7.5 s later)', () => {
  it('stops polling at the first signal, reports the job as still running, and exits within 5 s', async () => {
    sim.setJobPlan({ durationMs: 60_000 })
    let signalledAt = 0
    const run = await runAction(inputs({ prompt: 'x', 'github-token': 'ghs_fake_token', 'issue-number': '5' }), {
      env: { ...githubEnv, GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` },
      onOutput: (stdout, kill) => {
        if (!signalledAt && stdout.includes('checking every')) {
          signalledAt = Date.now()
          kill('SIGINT')
        }
      }
    })
    const exitAfter = Date.now() - signalledAt
    expect(signalledAt).toBeGreaterThan(0)
    expect(exitAfter).toBeLessThan(5000)
    expect(run.code).toBe(1)
    const id = [...sim.jobs.keys()][0]
    expect(run.outputs).toMatchObject({ 'job-id': id, status: 'active' })
    expect(run.summary).toContain('Cancelled')
    expect(run.stdout).toMatch(/::error::The run was cancelled.*job-id: /)
    const body = gh.commentsOn(5)[0]?.body ?? ''
    expect(body).toMatch(/Cancelled.*keeps running on the service/)
    expect(body).toContain(`job-id: ${id}`)
    const pollsAfter = sim.requests.filter(r => r.route === 'getJob' && r.at > signalledAt + 200)
    expect(pollsAfter).toHaveLength(0)
  })
})

describe('service faults through the bundle', () => {
  it('a create POST reset after the service created the job: one job, and the error says how to find it', async () => {
    sim.inject('createJob', { kind: 'resetAfterProcessing' })
    const run = await runAction(inputs({ prompt: 'x' }))
    expect(run.code).toBe(1)
    expect(sim.jobs.size).toBe(1)
    expect(sim.requests.filter(r => r.route === 'createJob')).toHaveLength(1)
    expect(run.stdout).toMatch(/::error::Create job failed: network error .*not sent again.*A job may exist.*job-id/)
  })

  it('polls ride out 429 (plain text, Retry-After) and 5xx, then finish', async () => {
    sim.inject('getJob', {
      kind: 'status',
      status: 429,
      body: 'Too many requests, please try again later.',
      contentType: 'text/plain',
      headers: { 'Retry-After': '1' }
    })
    sim.inject('getJob', { kind: 'status', status: 502, body: '<html>bad gateway</html>', contentType: 'text/html' })
    const run = await runAction(inputs({ prompt: 'x' }))
    expect(run.code).toBe(0)
    expect(run.outputs.status).toBe('completed')
    expect(run.stdout).toMatch(
      /Get job failed: HTTP 429 "Too many requests, please try again later\."\..*Retrying in 1s/
    )
    expect(run.stdout).toMatch(/Get job failed: HTTP 502 "an HTML error page"/)
    // The retry line is the error's own line, which names the endpoint once.
    expect(run.stdout).toMatch(/^Get job failed: HTTP 429 .*Retrying in 1s \(attempt 2 of 6\)\.$/m)
    expect(run.stdout).not.toMatch(/Get job: Get job/)
  })

  it('a 200 that is not JSON: a clear error naming the endpoint, no stack trace', async () => {
    sim.inject('createJob', { kind: 'malformed', body: '<html>maintenance</html>' })
    const run = await runAction(inputs({ prompt: 'x' }))
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(
      /::error::Create job: the service created a job \(HTTP 200\), but its answer could not be read: it is not JSON \(<html>maintenance<\/html>\)\. Find its id in the dashboard/
    )
    expect(run.stderr).not.toMatch(/at .*\(.*\.js:\d+:\d+\)/)
  })

  it('untrusted service text cannot become a workflow command', async () => {
    sim.inject('createJob', {
      kind: 'status',
      status: 400,
      body: JSON.stringify({
        error: 'bad\n::add-mask::x\n\u0085::set-output name=pr-link::evil\r::stop-commands::tok ##[error]x'
      })
    })
    const run = await runAction(inputs({ prompt: 'x' }))
    expect(run.code).toBe(1)
    // Read as the runner reads them (__fixtures__/runner-commands.ts): the key's masks, the settings' debug line and the
    // one error, nothing else.
    const commands = runnerCommands(run.stdout + run.stderr).map(c => `${c.syntax} ${c.name} ${c.effect}`)
    expect(commands).toEqual(['v2 add-mask run', 'v2 add-mask run', 'v2 debug run', 'v2 error run'])
    expect(runnerCommands(run.stdout)[2]?.data).toMatch(/^Settings: \{/)
    expect(runnerCommands(run.stdout)[3]?.data).toMatch(/^Create job failed: HTTP 400 "bad/)
    expect(run.outputs['pr-link']).toBeUndefined()
  })
})
