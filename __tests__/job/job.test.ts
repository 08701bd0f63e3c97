// The agent orchestration in process (start, follow up or attach, then wait) against the simulator over real HTTP:
// what each mode sends and logs, the claim that turns a create into a follow-up, and how a failed start is explained
// (a request that may have reached the service is never sent again, and the error says how to pick the job up).
import { jest } from '@jest/globals'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { CancelledError } from '../../src/action/errors.js'
import { explainStartFailure, JobMayExistError, runAgentJob, type AgentRunOptions } from '../../src/job/job.js'
import { createServiceClient, type ServiceClient } from '../../src/service/client.js'
import { ServiceError, type HttpOptions } from '../../src/service/http.js'

/** Waits for `done` to hold, looking every few ms: an order of events, not a deadline (Jest's timeout ends a wait
 * that never ends, and the timer keeps no process alive after it). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise(resolve => setTimeout(resolve, 2).unref())
}

const HINT_NO_ID = 'Find its id in the dashboard and dispatch the workflow with job-id: <that id> to pick it up'

describe('runAgentJob against the simulator', () => {
  let sim: Simulator
  let client: ServiceClient
  let out: string[]
  const makeClient = (over: Partial<HttpOptions> = {}) =>
    createServiceClient(
      { baseUrl: sim.url, apiKey: sim.apiKey, requestTimeoutMs: 2000, backoff: { baseMs: 5, capMs: 20 }, ...over },
      sim.projectId
    )
  beforeEach(async () => {
    sim = await startSimulator({ job: { durationMs: 300 } })
    client = makeClient()
    out = []
    jest.spyOn(process.stdout, 'write').mockImplementation(chunk => (out.push(String(chunk)), true))
  })
  afterEach(async () => {
    jest.restoreAllMocks()
    await sim.close()
  })
  const run = (over: Partial<AgentRunOptions> & Pick<AgentRunOptions, 'request'>) =>
    runAgentJob({ client, wait: true, pollIntervalMs: 50, deadline: Date.now() + 20_000, ...over })
  const routes = () => sim.requests.map(r => `${r.method} ${r.route}`)
  const lines = () => out.join('').split('\n').filter(Boolean)

  it('create and wait: one POST, polls until the job is final, elapsed time measured', async () => {
    const started: unknown[] = []
    const t0 = Date.now()
    const result = await run({ request: { mode: 'create', prompt: 'Add docs' }, onStarted: (...a) => started.push(a) })
    const wall = Date.now() - t0
    expect(result).toMatchObject({ mode: 'create', end: 'final', rerun: 'starts-second-job' })
    expect(result.job).toMatchObject({ status: 'completed', prLink: expect.stringMatching(/\/pull\/\d+$/) })
    expect(result.elapsedMs).toBeGreaterThanOrEqual(250)
    expect(result.elapsedMs).toBeLessThanOrEqual(wall)
    const [first, ...polls] = routes()
    expect(first).toBe('POST createJob')
    expect(polls.length).toBeGreaterThanOrEqual(2)
    expect(new Set(polls)).toEqual(new Set(['GET getJob']))
    expect(started).toEqual([
      [expect.objectContaining({ id: result.job.id, status: 'active' }), { mode: 'create', prompt: 'Add docs' }]
    ])
    expect(lines()[0]).toBe(`Job ${result.job.id}: started (status active).`)
  })

  it('wait: false returns after the start, saying so, with the time it took', async () => {
    const t0 = Date.now()
    const result = await run({ request: { mode: 'create', prompt: 'Add docs' }, wait: false, remembered: () => true })
    const wall = Date.now() - t0
    expect(result).toEqual({
      mode: 'create',
      job: expect.objectContaining({ status: 'active' }),
      end: 'not-waited',
      elapsedMs: expect.any(Number),
      rerun: 'attaches'
    })
    expect(result.elapsedMs).toBeGreaterThanOrEqual(0)
    expect(result.elapsedMs).toBeLessThanOrEqual(wall)
    expect(routes()).toEqual(['POST createJob'])
  })

  it('a follow-up message is polled at least once even when its answer shows a final status', async () => {
    const job = await client.createJob('first')
    sim.finishJob(job.id, 'completed')
    // The answer to the message still shows the previous run's final status (the job has not restarted yet).
    sim.inject('sendMessage', {
      kind: 'status',
      status: 200,
      body: JSON.stringify({ id: job.id, status: 'completed' })
    })
    const from = sim.requests.length
    const result = await run({ request: { mode: 'message', jobId: job.id, prompt: 'more' } })
    expect(result).toMatchObject({ mode: 'message', end: 'final', rerun: 'resends-message' })
    expect(sim.requests.slice(from).map(r => `${r.method} ${r.route}`)).toEqual(['POST sendMessage', 'GET getJob'])
    expect(lines()[0]).toBe(`Job ${job.id}: follow-up message sent (status completed).`)
  })

  it('attach to a finished job: one GET and no poll; attach is always safe to re-run', async () => {
    const job = await client.createJob('first')
    sim.finishJob(job.id, 'failed')
    const from = sim.requests.length
    const result = await run({ request: { mode: 'attach', jobId: job.id } })
    expect(result).toMatchObject({ mode: 'attach', end: 'final', rerun: 'attaches', job: { status: 'failed' } })
    expect(sim.requests.slice(from).map(r => `${r.method} ${r.route}`)).toEqual(['GET getJob'])
    expect(lines()).toEqual([`Job ${job.id}: attached (status failed).`])
  })

  it('attach to a running job waits for it and logs its change of status', async () => {
    const job = await client.createJob('first')
    const result = await run({ request: { mode: 'attach', jobId: job.id } })
    expect(result).toMatchObject({ end: 'final', job: { status: 'completed' } })
    expect(lines()).toEqual([
      `Job ${job.id}: attached (status active).`,
      `Job ${job.id} is active; checking every 0.1s.`,
      expect.stringMatching(new RegExp(`^Job ${job.id}: active → completed after \\d`))
    ])
  })

  it('a create whose claim finds another run’s job becomes a follow-up to it', async () => {
    const other = await client.createJob('other run')
    const from = sim.requests.length
    const result = await run({
      request: { mode: 'create', prompt: 'mine', hiddenRemoved: 3 },
      wait: false,
      claim: async () => other.id
    })
    expect(result).toMatchObject({ mode: 'message', job: { id: other.id }, rerun: 'resends-message' })
    expect(sim.requests.slice(from).map(r => r.route)).toEqual(['sendMessage'])
    expect(sim.requests.at(-1)?.body).toEqual({ prompt: 'mine' })
    expect(lines()[0]).toBe(
      `Another run on this thread started job ${other.id} at the same time: this prompt goes to it as a follow-up.`
    )
  })

  it('a claim that finds nothing starts a job; a follow-up or an attach never claims', async () => {
    const claims: string[] = []
    const claim = async () => void claims.push('claimed')
    const created = await run({ request: { mode: 'create', prompt: 'mine' }, wait: false, claim })
    expect(created.mode).toBe('create')
    expect(claims).toEqual(['claimed'])
    await run({ request: { mode: 'message', jobId: created.job.id, prompt: 'more' }, wait: false, claim })
    await run({ request: { mode: 'attach', jobId: created.job.id }, wait: false, claim })
    expect(claims).toEqual(['claimed'])
    expect(routes()).toEqual(['POST createJob', 'POST sendMessage', 'GET getJob'])
  })

  describe('a start that fails', () => {
    const failure = async (promise: Promise<unknown>): Promise<Error> => {
      try {
        await promise
      } catch (error) {
        return error as Error
      }
      throw new Error('expected the start to fail')
    }

    it('a create answered 5xx is not sent again: a job may exist, and the error says how to find it', async () => {
      sim.inject('createJob', { kind: 'status', status: 502 })
      const error = await failure(run({ request: { mode: 'create', prompt: 'x' } }))
      expect(error).toBeInstanceOf(JobMayExistError)
      expect(error.name).toBe('JobMayExistError')
      expect((error as JobMayExistError).jobId).toBeUndefined()
      expect(error.message).toBe(
        'Create job failed: HTTP 502 "Simulated HTTP 502". The service had an internal error. The request may have reached the service, so ' +
          'it was not sent again (a second job would open a second pull request). A job may exist. ' +
          `${HINT_NO_ID} (re-running this run would start a second job).`
      )
      expect(routes()).toEqual(['POST createJob'])
    })

    it('a create the service refused (400) surely made no job: the error is the service’s, unchanged', async () => {
      sim.inject('createJob', { kind: 'status', status: 400, body: JSON.stringify({ error: 'prompt is empty' }) })
      const error = await failure(run({ request: { mode: 'create', prompt: 'x' } }))
      expect(error).toBeInstanceOf(ServiceError)
      expect(error).toMatchObject({ kind: 'http', status: 400, mayHaveBeenProcessed: false })
      expect(error.message).toBe(
        'Create job failed: HTTP 400 "prompt is empty". The service rejected the request as invalid.'
      )
    })

    it('a create answered 2xx but unreadable made a job: the HTTP layer’s words plus the hint', async () => {
      sim.inject('createJob', { kind: 'malformed', body: '{"id": ' })
      const error = await failure(run({ request: { mode: 'create', prompt: 'x' }, remembered: () => true }))
      expect(error).toBeInstanceOf(JobMayExistError)
      expect(error.message).toMatch(
        /^Create job: the service created a job \(HTTP 200\), but its answer could not be read: it is not JSON .*\.$/
      )
      expect(error.message).toContain(`but its answer could not be read: it is not JSON ({"id":). ${HINT_NO_ID}.`)
      expect(sim.jobs.size).toBe(1)
    })

    it('a connection cut after the service processed the create: a job may exist', async () => {
      sim.inject('createJob', { kind: 'resetAfterProcessing' })
      const error = await failure(run({ request: { mode: 'create', prompt: 'x' } }))
      expect(error).toBeInstanceOf(JobMayExistError)
      expect(error.message).toMatch(
        /^Create job failed: network error \w+ \(http:\/\/127\.0\.0\.1:\d+\)\. The request may/
      )
      expect(routes()).toEqual(['POST createJob'])
    })

    it('a create cancelled in flight may have reached the service; one cancelled before sending is only cancelled', async () => {
      const controller = new AbortController()
      client = makeClient({ signal: controller.signal })
      // Never answered: the cancel, once the create has reached the simulator, is what ends it.
      sim.inject('createJob', { kind: 'delay', ms: Infinity })
      const pending = failure(run({ request: { mode: 'create', prompt: 'x' } }))
      await until(() => sim.requests.length === 1)
      controller.abort()
      const error = await pending
      expect(error).toBeInstanceOf(JobMayExistError)
      expect(error.message).toBe(
        'Cancelled while the create request was in flight: it may have reached the service, so a job may exist. ' +
          `${HINT_NO_ID} (re-running this run would start a second job).`
      )
      const before = await failure(run({ request: { mode: 'create', prompt: 'x' } }))
      expect(before).toBeInstanceOf(CancelledError)
      expect(before.message).toBe('The run was cancelled before the request was sent: no job was started.')
      expect(routes()).toEqual(['POST createJob'])
    })

    it('a message answered 5xx, unreadable or cancelled names its job and how to pick it up', async () => {
      const job = await client.createJob('first')
      const message = { mode: 'message' as const, jobId: job.id, prompt: 'more' }
      sim.inject('sendMessage', { kind: 'status', status: 503 })
      const maybe = await failure(run({ request: message }))
      expect(maybe).toMatchObject({ name: 'JobMayExistError', jobId: job.id })
      expect(maybe.message).toBe(
        'Send message failed: HTTP 503 "Simulated HTTP 503". The service had an internal error. ' +
          `The message may have reached job ${job.id}, so it was not sent again. ` +
          `To pick it up, dispatch the workflow with job-id: ${job.id} and no prompt (re-running this run would send the message again).`
      )
      sim.inject('sendMessage', { kind: 'malformed', body: 'oops' })
      const unread = await failure(run({ request: message, remembered: () => true }))
      expect(unread).toMatchObject({ name: 'JobMayExistError', jobId: job.id })
      expect(unread.message).toBe(
        `Send message: the service accepted the message to job ${job.id} (HTTP 200), but its answer could not be read: ` +
          `it is not JSON (oops). Re-run this workflow, or dispatch it with job-id: ${job.id}, to pick it up.`
      )
      const controller = new AbortController()
      client = makeClient({ signal: controller.signal })
      sim.inject('sendMessage', { kind: 'delay', ms: Infinity })
      const messages = () => sim.requests.filter(r => r.route === 'sendMessage').length
      const sent = messages()
      const pendingMessage = failure(run({ request: message }))
      await until(() => messages() > sent)
      controller.abort()
      const cancelled = await pendingMessage
      expect(cancelled).toMatchObject({ name: 'JobMayExistError', jobId: job.id })
      expect(cancelled.message).toBe(
        `Cancelled while the message to job ${job.id} was in flight: it may have reached the job. ` +
          `To pick it up, dispatch the workflow with job-id: ${job.id} and no prompt (re-running this run would send the message again).`
      )
    })

    it('a message to a job the service does not know (404) is the service’s error, with the job-id hint', async () => {
      const error = await failure(run({ request: { mode: 'message', jobId: 'job_nope', prompt: 'more' } }))
      expect(error).toBeInstanceOf(ServiceError)
      expect(error).toMatchObject({ status: 404, mayHaveBeenProcessed: false })
      expect(error.message).toMatch(/Check project-id \(the dashboard's API keys page\) and job-id\.$/)
    })

    it('an attach that fails is its error unchanged, even an unreadable answer', async () => {
      const job = await client.createJob('first')
      sim.inject('getJob', { kind: 'malformed', body: '[' }, 6)
      const error = await failure(run({ request: { mode: 'attach', jobId: job.id } }))
      expect(error).toBeInstanceOf(ServiceError)
      expect(error).toMatchObject({ kind: 'malformed' })
    })
  })
})

describe('explainStartFailure', () => {
  const create = { mode: 'create' as const, prompt: 'x' }
  const message = { mode: 'message' as const, jobId: 'J', prompt: 'x' }
  const malformed = new ServiceError('Create job answered oddly.', 'Create job', 'malformed', 200)

  it('an answer the client found malformed means the request was processed', () => {
    const onCreate = explainStartFailure(malformed, create, 'attaches') as JobMayExistError
    expect(onCreate.message).toBe(
      'Create job answered oddly. The service accepted the request, so the job was created, but its id could not be ' +
        `read. ${HINT_NO_ID}.`
    )
    const onMessage = explainStartFailure(malformed, message, 'attaches') as JobMayExistError
    expect(onMessage).toMatchObject({ jobId: 'J' })
    expect(onMessage.message).toBe(
      'Create job answered oddly. The service accepted the message to job J, but its answer could not be read. ' +
        'Re-run this workflow, or dispatch it with job-id: J, to pick it up.'
    )
  })

  it('anything but a ServiceError or a cancel passes through; a cancel before sending says nothing was sent', () => {
    const plain = new Error('boom')
    expect(explainStartFailure(plain, create, 'starts-second-job')).toBe(plain)
    const early = new CancelledError(false)
    expect(explainStartFailure(early, message, 'resends-message')).toMatchObject({
      name: 'CancelledError',
      inFlight: false,
      message: 'The run was cancelled before the request was sent: job J was not sent the message.'
    })
    expect(explainStartFailure(early, { mode: 'attach', jobId: 'J' }, 'attaches')).toBe(early)
    const refused = new ServiceError('no', 'Create job', 'http', 400, false)
    expect(explainStartFailure(refused, create, 'starts-second-job')).toBe(refused)
    // Only the service layer's word counts: an error that merely carries the same field is not a ServiceError.
    const lookalike = Object.assign(new Error('odd'), { kind: 'http', mayHaveBeenProcessed: true })
    expect(explainStartFailure(lookalike, create, 'starts-second-job')).toBe(lookalike)
  })
})
