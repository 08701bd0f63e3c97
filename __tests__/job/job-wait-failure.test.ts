// A wait that fails after the job started (src/job/job.ts, explainWaitFailure), against the simulator over real
// HTTP: the job may still be running, so the error names it and how to pick it up, as docs/reliability.md promises
// for a poll whose retry budget is spent; a job the service says is gone gets no such advice.
import { jest } from '@jest/globals'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { explainWaitFailure, runAgentJob, type AgentRunOptions } from '../../src/job/job.js'
import { createServiceClient, type ServiceClient } from '../../src/service/client.js'
import { ServiceError } from '../../src/service/http.js'

let sim: Simulator
let client: ServiceClient
beforeEach(async () => {
  sim = await startSimulator({ job: { durationMs: 60_000 } })
  client = createServiceClient(
    { baseUrl: sim.url, apiKey: sim.apiKey, requestTimeoutMs: 2000, backoff: { baseMs: 5, capMs: 20 } },
    sim.projectId
  )
  jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
})
afterEach(async () => {
  jest.restoreAllMocks()
  await sim.close()
})

const run = (over: Partial<AgentRunOptions> & Pick<AgentRunOptions, 'request'>) =>
  runAgentJob({ client, wait: true, pollIntervalMs: 50, deadline: Date.now() + 20_000, ...over })
const failure = (promise: Promise<unknown>): Promise<Error> =>
  promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => error as Error
  )

describe('a poll that fails for good', () => {
  it('after six attempts, the last error names the job and how to pick it up', async () => {
    sim.inject('getJob', { kind: 'status', status: 503 }, 6)
    const error = await failure(run({ request: { mode: 'create', prompt: 'x' } }))
    const id = [...sim.jobs.keys()][0] ?? ''
    expect(sim.requests.filter(r => r.route === 'getJob')).toHaveLength(6)
    expect(error.message).toBe(
      'Get job failed: HTTP 503 "Simulated HTTP 503". The service had an internal error. ' +
        `Job ${id} may still be running on the service. ` +
        `To pick it up, dispatch the workflow with job-id: ${id} (re-running this run would start a second job).`
    )
  })

  it('where a re-run attaches (the thread remembers the job), the advice is to re-run', async () => {
    sim.inject('getJob', { kind: 'status', status: 401 })
    const error = await failure(run({ request: { mode: 'create', prompt: 'x' }, remembered: () => true }))
    const id = [...sim.jobs.keys()][0] ?? ''
    expect(sim.requests.filter(r => r.route === 'getJob')).toHaveLength(1)
    expect(error.message).toMatch(
      new RegExp(`^Get job failed: HTTP 401 .* Job ${id} may still be running on the service\\. Re-run this workflow`)
    )
  })
})

describe('explainWaitFailure', () => {
  it('leaves a job the service says is gone, a cancel and anything not from the service as they are', () => {
    const gone = new ServiceError('Get job failed: HTTP 404 "Job not found".', 'Get job', 'http', 404, false, 'job')
    const other = new Error('boom')
    expect(explainWaitFailure(gone, 'A', 'attaches')).toBe(gone)
    expect(explainWaitFailure(other, 'A', 'attaches')).toBe(other)
    const project = new ServiceError('Get job failed: HTTP 404.', 'Get job', 'http', 404, false, 'project')
    expect((explainWaitFailure(project, 'A', 'attaches') as Error).message).toBe(
      'Get job failed: HTTP 404. Job A may still be running on the service. ' +
        'Re-run this workflow, or dispatch it with job-id: A, to pick it up.'
    )
  })
})
