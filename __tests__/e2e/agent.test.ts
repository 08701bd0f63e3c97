import { execFileSync } from 'node:child_process'
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { NODE24, runAction } from '../../script/local-runner.js'

let sim: Simulator
beforeEach(async () => {
  sim = await startSimulator({ job: { durationMs: 300 } })
})
afterEach(() => sim.close())

const inputs = (over: Record<string, string> = {}) => simInputs(sim, over)

it('runs on Node 24, the runtime action.yml declares', () => {
  expect(execFileSync(NODE24, ['--version'], { encoding: 'utf8' })).toMatch(/^v24\./)
})

describe('the bundled action against the simulator', () => {
  it('creates a job, waits, and reports the PR in outputs and summary', async () => {
    const run = await runAction(inputs({ prompt: 'Document the --dry-run flag' }))
    expect(run.code).toBe(0)
    const job = [...sim.jobs.values()][0]
    expect(sim.jobs.size).toBe(1)
    expect(job?.prompt).toBe('Document the --dry-run flag')
    expect(run.outputs).toMatchObject({
      'job-id': job?.id,
      status: 'completed',
      'pr-link': job?.prLink,
      model: job?.model,
      'source-repository': job?.source.repository,
      'source-ref': job?.source.ref,
      'created-at': job?.createdAt,
      'timed-out': 'false'
    })
    expect(job?.source.ref).toBeTruthy()
    expect(job?.createdAt).toBeTruthy()
    expect(JSON.parse(run.outputs.job ?? '{}')).toMatchObject({ id: job?.id, status: 'completed' })
    expect(run.summary).toContain('Pull request opened')
    expect(run.summary).toContain(`| Job id | \`${job?.id}\` |`)
    expect(run.stdout).toMatch(/active → completed/)
    // The step's line says how it ended; a prompt with nothing hidden says nothing about hidden characters.
    expect(run.stdout).toMatch(new RegExp(`^Job ${job?.id} completed: ${job?.prLink}$`, 'm'))
    expect(run.stdout).not.toMatch(/hidden character/)
  })

  it('sends a follow-up message with prompt and job-id, and waits for the job again', async () => {
    sim.setJobPlan({ durationMs: 50 })
    const first = await runAction(inputs({ prompt: 'first' }))
    const id = first.outputs['job-id'] ?? ''
    sim.setJobPlan({ durationMs: 300 })
    const run = await runAction(inputs({ prompt: 'also the --verbose flag', 'job-id': id }))
    expect(run.code).toBe(0)
    expect(sim.jobs.size).toBe(1)
    expect(sim.jobs.get(id)?.messages).toEqual(['also the --verbose flag'])
    expect(run.stdout).toContain(`Docs agent: follow-up message to job ${id} (job-id input).`)
    expect(run.outputs).toMatchObject({ 'job-id': id, status: 'completed' })
    expect(sim.requests.filter(r => r.route === 'getJob' && r.path.endsWith(id)).length).toBeGreaterThan(0)
  })

  it('attaches to a running job with job-id alone (resume)', async () => {
    sim.setJobPlan({ durationMs: 400 })
    const started = await runAction(inputs({ prompt: 'x', wait: 'false' }))
    expect(started.outputs).toMatchObject({ status: 'active', 'timed-out': 'false' })
    const run = await runAction(inputs({ 'job-id': started.outputs['job-id'] ?? '' }))
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`Docs agent: resuming job ${started.outputs['job-id']} (job-id input).`)
    expect(run.outputs.status).toBe('completed')
    expect(sim.requests.filter(r => r.route === 'createJob')).toHaveLength(1)
  })

  it('wait: false ends once the job has started, with no poll', async () => {
    const run = await runAction(inputs({ prompt: 'x', wait: 'false' }))
    expect(run.code).toBe(0)
    expect(run.outputs.status).toBe('active')
    expect(sim.requests.filter(r => r.route === 'getJob')).toHaveLength(0)
  })

  it('warns in one line when poll-interval is longer than timeout, then checks the job as the timeout ends', async () => {
    sim.setJobPlan({ durationMs: 100 })
    const run = await runAction(inputs({ prompt: 'x', 'poll-interval': '1s', timeout: '600ms' }))
    expect(run.code).toBe(0)
    const warnings = run.stdout.split('\n').filter(line => line.startsWith('::warning::'))
    expect(warnings).toEqual([
      expect.stringMatching(/^::warning::Input 'poll-interval' \(1s\) is longer than 'timeout' \(0\.6s\)/)
    ])
    expect(run.outputs.status).toBe('completed')
  })

  it('completed with no PR link and no github-token to read its branch: a notice with both readings', async () => {
    sim.setJobPlan({ durationMs: 100, prLink: null })
    const run = await runAction(inputs({ prompt: 'x' }))
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(
      /::notice title=No pull request::.*either nothing changed, or the agent committed straight to mintlify\/agent-.* \(github-token is empty\)/
    )
    expect(run.stdout).not.toMatch(/no files changed/i)
    expect(run.outputs).toMatchObject({ 'pr-link': '', published: 'unknown' })
  })

  it('archived: success with a notice', async () => {
    sim.setJobPlan({ durationMs: 100, finalStatus: 'archived' })
    const run = await runAction(inputs({ prompt: 'x' }))
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/::notice title=Archived::/)
    expect(run.outputs.status).toBe('archived')
  })

  it('failed: the step fails, unless fail-on-job-failure is false', async () => {
    sim.setJobPlan({ durationMs: 100, finalStatus: 'failed' })
    const failed = await runAction(inputs({ prompt: 'x' }))
    expect(failed.code).toBe(1)
    expect(failed.stdout).toMatch(/::error::Job .* failed on the service/)
    expect(failed.outputs.status).toBe('failed')
    const tolerated = await runAction(inputs({ prompt: 'x', 'fail-on-job-failure': 'false' }))
    expect(tolerated.code).toBe(0)
    expect(tolerated.stdout).toMatch(/::warning title=Failed::/)
  })

  it('timeout: fails, says the job is still running, and leaves job-id, status and timed-out for a resume', async () => {
    sim.setJobPlan({ durationMs: 60_000 })
    const run = await runAction(inputs({ prompt: 'x', timeout: '1s' }))
    expect(run.code).toBe(1)
    const id = [...sim.jobs.keys()][0]
    expect(run.outputs).toMatchObject({ 'job-id': id, status: 'active', 'timed-out': 'true' })
    expect(run.stdout).toMatch(new RegExp(`::error::Job ${id} is still active after the timeout.*job-id: ${id}`))
    expect(run.summary).toContain('Timed out')
  })

  it('401: one clear line, no retry, and the key appears nowhere', async () => {
    const key = 'mint_not_the_right_key_9f8e7d'
    const run = await runAction(inputs({ prompt: 'x', 'api-key': key }))
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::Create job failed: HTTP 401 .*Check that api-key/)
    expect(sim.requests).toHaveLength(1)
    expect(run.everything.split('\n').filter(l => l.includes(key) && !l.startsWith('::add-mask::'))).toStrictEqual([])
  })

  it('a 404 blames project-id when the service says so, and api-url when the path is unknown there', async () => {
    const project = await runAction(inputs({ prompt: 'x', 'project-id': 'ffffffffffffffffffffffff' }))
    expect(project.stdout).toMatch(/::error::Create job failed: HTTP 404 "Project not found"\. Check project-id/)
    const path = await runAction(inputs({ prompt: 'x', 'api-url': `${sim.url}/mintlify` }))
    expect(path.code).toBe(1)
    expect(path.stdout).toMatch(/::error::Create job failed: HTTP 404 "Not found"\. .*check api-url/)
    sim.inject('createJob', { kind: 'status', status: 404, body: '<html><body>Not Found</body></html>' })
    const page = await runAction(inputs({ prompt: 'x' }))
    expect(page.stdout).toMatch(/::error::Create job failed: HTTP 404 "an HTML error page"\. .*check api-url/)
    expect(page.stdout).not.toMatch(/::error::.*project-id/)
  })

  it('a service that echoes the Authorization header never gets the key into the log', async () => {
    sim.inject('createJob', { kind: 'echoAuth', status: 400 })
    const run = await runAction(inputs({ prompt: 'x' }))
    expect(run.code).toBe(1)
    expect(
      run.everything.split('\n').filter(l => l.includes(sim.apiKey) && !l.startsWith('::add-mask::'))
    ).toStrictEqual([])
    expect(run.stdout).toContain('::add-mask::Bearer ' + sim.apiKey)
  })

  it('bad input fails before any request is sent', async () => {
    const run = await runAction(inputs({ prompt: 'x', 'poll-interval': 'often', 'api-key': 'mint_dsc_abc' }))
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::Input 'api-key': .*assistant key.*%0AInput 'poll-interval'/)
    expect(sim.requests).toHaveLength(0)
  })
})
