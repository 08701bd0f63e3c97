// Attack: a service that keeps failing, rate-limits or asks for long waits, against the bundle: the retry policy of
// docs/reliability.md ("Retry and timeout policy per endpoint") as the user meets it — how many requests each endpoint
// gets, which are never sent twice, how Retry-After is read, and what the step leaves behind when the retries end.
import {
  hostileInputs,
  startHostileService,
  type HostileAnswer,
  type HostileService
} from '../../__fixtures__/hostile-service.js'
import { runnerCommands } from '../../__fixtures__/runner-commands.js'
import { runAction, type ActionRun } from '../../script/local-runner.js'

let service: HostileService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

type Answer = (key: string) => HostileAnswer
const answer =
  (status: number, headers: Record<string, string> = {}, body: string | object = { error: `busy ${status}` }): Answer =>
  () => ({ status, body, headers })
const times = (n: number, a: Answer): Answer[] => Array.from({ length: n }, () => a)
/** The runner's error annotations, as it reads them. */
const errors = (run: ActionRun) =>
  runnerCommands(run.stdout)
    .filter(c => c.name === 'error')
    .map(c => c.data)
const active = () => ({ id: 'job-1', status: 'active' })

describe('GET job: 6 attempts per poll, the budget new after every good answer', () => {
  it('a poll answered 503 six times: six GETs, then one error naming the job and how to pick it up', async () => {
    service = await startHostileService({ errors: { get: times(9, answer(503, { 'retry-after': '0' })) } })
    const run = await runAction(hostileInputs(service, { prompt: 'x' }))
    expect(service.calls.get).toBe(6)
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/Retrying in .* \(attempt 6 of 6\)\./)
    expect(errors(run)).toEqual([
      expect.stringMatching(
        /^Get job failed: HTTP 503 "busy 503"\..* Job job-1 may still be running on the service\. To pick it up, dispatch the workflow with job-id: job-1 /
      )
    ])
    expect(run.outputs).toMatchObject({ 'job-id': 'job-1', status: 'active', 'timed-out': 'false' })
  })

  it('five failures, a good answer, five more, then the end: every poll within its own budget', async () => {
    const busy = times(5, answer(502, { 'retry-after': '0' }))
    service = await startHostileService({
      errors: { get: [...busy, undefined, ...busy] },
      job: (_key, call) => ({ id: 'job-1', status: call >= 12 ? 'completed' : 'active' })
    })
    const run = await runAction(hostileInputs(service, { prompt: 'x' }))
    expect(service.calls.get).toBe(12)
    expect(run.code).toBe(0)
    expect(run.outputs.status).toBe('completed')
  })

  it('401 on a poll is not retried, and 403, 404 neither', async () => {
    for (const status of [401, 403, 404]) {
      service = await startHostileService({ errors: { get: [answer(status)] }, job: active })
      const run = await runAction(hostileInputs(service, { prompt: 'x' }))
      expect([status, service.calls.get, run.code]).toEqual([status, 1, 1])
      expect(run.outputs['job-id']).toBe('job-1')
      await service.close()
      service = undefined
    }
  })
})

describe('Retry-After', () => {
  it('as an HTTP date, is read relative to now: the wait is that long, not a backoff', async () => {
    const inThreeSeconds = () => new Date(Date.now() + 3000).toUTCString()
    service = await startHostileService({
      errors: {
        get: [() => ({ status: 429, body: 'Too many requests', headers: { 'retry-after': inThreeSeconds() } })]
      }
    })
    const run = await runAction(hostileInputs(service, { prompt: 'x' }))
    expect(run.code).toBe(0)
    expect(service.calls.get).toBeGreaterThanOrEqual(2)
    expect(run.stdout).toMatch(
      /^Get job failed: HTTP 429 "Too many requests"\..* Retrying in [23](\.\d)?s \(attempt 2 of 6\)\.$/m
    )
  })

  it('longer than five minutes, is not slept through: the poll fails at once, saying so', async () => {
    service = await startHostileService({ errors: { get: [answer(429, { 'retry-after': '301' })] }, job: active })
    const run = await runAction(hostileInputs(service, { prompt: 'x', timeout: '20m' }))
    expect(service.calls.get).toBe(1)
    expect(errors(run)).toEqual([
      expect.stringMatching(
        /Not retried: the service asked to wait 301s \(Retry-After\); not waiting that long\. Job job-1/
      )
    ])
  })

  it.each([
    ['429 with a Retry-After past the timeout', answer(429, { 'retry-after': '30' })],
    ['503 answered as the timeout comes', answer(503, { 'retry-after': '2' })]
  ])('%s: the step times out with timed-out, status and job-id for a resume', async (_name, busy) => {
    service = await startHostileService({ errors: { get: [undefined, ...times(20, busy)] }, job: active })
    const run = await runAction(hostileInputs(service, { prompt: 'x', timeout: '2s' }))
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ 'job-id': 'job-1', status: 'active', 'timed-out': 'true' })
    expect(errors(run)).toEqual([
      expect.stringMatching(
        /^Job job-1 is still active after the timeout of 2s\. .*dispatch the workflow with job-id: job-1/
      )
    ])
    expect(run.stdout).toMatch(/would end after the timeout/)
    expect(run.summary).toContain('Timed out')
  })
})

describe('start requests: 3 attempts, and only where nothing was processed', () => {
  it('create answered 429 three times: three creates, no job, the agent rate limit named', async () => {
    service = await startHostileService({
      errors: { create: times(5, answer(429, { 'retry-after': '0' }, 'Too many')) }
    })
    const run = await runAction(hostileInputs(service, { prompt: 'x' }))
    expect(service.calls.create).toBe(3)
    expect(service.calls.get).toBe(0)
    expect(run.stdout).toMatch(/Retrying in .* \(attempt 3 of 3\)\./)
    expect(errors(run)).toEqual([
      expect.stringMatching(/^Create job failed: HTTP 429 "Too many"\. Rate limit: 100 agent/)
    ])
    expect(run.outputs['job-id']).toBeUndefined()
  })

  it('create answered 429 with Retry-After: 1, then 201: waited as asked, one job', async () => {
    service = await startHostileService({ errors: { create: [answer(429, { 'retry-after': '1' })] } })
    const run = await runAction(hostileInputs(service, { prompt: 'x' }))
    expect(run.code).toBe(0)
    expect(service.calls.create).toBe(2)
    expect(run.stdout).toMatch(/^Create job failed: HTTP 429 .* Retrying in 1s \(attempt 2 of 3\)\.$/m)
  })

  it.each([500, 502, 503, 504, 408])('create answered %i: sent once, a job may exist', async status => {
    service = await startHostileService({ errors: { create: times(3, answer(status, { 'retry-after': '0' })) } })
    const run = await runAction(hostileInputs(service, { prompt: 'x' }))
    expect(service.calls.create).toBe(1)
    expect(errors(run)).toEqual([
      expect.stringMatching(/may have reached the service, so it was not sent again.*A job may exist/)
    ])
  })

  it('a follow-up message answered 502: sent once, and the error names its job', async () => {
    service = await startHostileService({ errors: { message: times(3, answer(502, { 'retry-after': '0' })) } })
    const run = await runAction(hostileInputs(service, { prompt: 'more', 'job-id': 'job-1' }))
    expect(service.calls.message).toBe(1)
    expect(service.calls.get).toBe(0)
    expect(errors(run)).toEqual([
      expect.stringMatching(
        /The message may have reached job job-1, so it was not sent again\. .*job-id: job-1 and no prompt/
      )
    ])
  })
})
