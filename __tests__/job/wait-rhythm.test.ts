// The wait's rhythm on a virtual clock, polling the simulator over real HTTP: every sleep and every log line is known
// in advance, so back-to-back polling, a cadence pushed back by slow answers, a wait past the deadline or a missing
// heartbeat all fail here. The clock moves only in `sleep` (and in a round trip where a test says so).
import { startSimulator, type Simulator } from '../../sim/server.js'
import { waitForJob, type WaitOptions } from '../../src/job/wait.js'
import { createServiceClient, type AgentJob, type ServiceClient } from '../../src/service/client.js'

const T0 = 1_000_000
/** More sleeps than any test needs: a wait that polls back to back fails here rather than spinning forever. */
const MAX_SLEEPS = 200

describe('waitForJob on a virtual clock', () => {
  let sim: Simulator
  let client: ServiceClient
  let clock: number
  let sleeps: number[]
  let log: string[]
  beforeEach(async () => {
    sim = await startSimulator({ job: { durationMs: 3_600_000 } })
    client = createServiceClient(
      { baseUrl: sim.url, apiKey: sim.apiKey, requestTimeoutMs: 2000, backoff: { baseMs: 5, capMs: 20 } },
      sim.projectId
    )
    clock = T0
    sleeps = []
    log = []
  })
  afterEach(() => sim.close())

  const options = (over: Partial<WaitOptions> = {}): WaitOptions => ({
    pollIntervalMs: 1000,
    deadline: T0 + 10_500,
    trustInitialStatus: true,
    now: () => clock,
    sleep: async ms => {
      if (sleeps.length >= MAX_SLEEPS) throw new Error(`more than ${MAX_SLEEPS} sleeps`)
      sleeps.push(ms)
      clock += ms
    },
    log: line => log.push(line),
    ...over
  })
  /** The client, with each poll's round trip taking `ms` of the virtual clock; `finishAt`: the job ends then. */
  const slowPolls = (ms: number, finishAt = Infinity): ServiceClient => ({
    ...client,
    getJob: async (id, deadline) => {
      clock += ms
      if (clock >= finishAt && sim.jobs.get(id)?.status === 'active') sim.finishJob(id, 'completed')
      return client.getJob(id, deadline)
    }
  })
  const polls = () => sim.requests.filter(r => r.route === 'getJob').length

  it('polls once per interval up to the deadline, the last sleep cut to the time left, then stops', async () => {
    const job = await client.createJob('x')
    const result = await waitForJob(client, job, options())
    expect(sleeps).toEqual([...Array(10).fill(1000), 500])
    expect(result).toMatchObject({ end: 'timed-out', elapsedMs: 10_500, polls: 11, job: { status: 'active' } })
    expect(polls()).toBe(11)
  })

  it('keeps its cadence when answers are slow: the round trip comes out of the next sleep', async () => {
    const job = await client.createJob('x')
    const result = await waitForJob(slowPolls(300), job, options({ deadline: T0 + 4000 }))
    expect(sleeps).toEqual([1000, 700, 700, 700])
    expect(result).toMatchObject({ end: 'timed-out', elapsedMs: 4300, polls: 4 })
  })

  it('an answer slower than the interval is followed at once by the next poll, never by a burst', async () => {
    const job = await client.createJob('x')
    const result = await waitForJob(slowPolls(1500), job, options({ deadline: T0 + 6000 }))
    expect(sleeps).toEqual([1000, 0, 0, 0])
    expect(result).toMatchObject({ end: 'timed-out', elapsedMs: 7000, polls: 4 })
  })

  it('logs the start, each change of status with the time it took, and nothing per poll', async () => {
    const job = await client.createJob('x')
    const result = await waitForJob(slowPolls(0, T0 + 3000), job, options())
    expect(result).toMatchObject({ end: 'final', elapsedMs: 3000, polls: 3, job: { status: 'completed' } })
    expect(log).toEqual([`Job ${job.id} is active; checking every 1s.`, `Job ${job.id}: active → completed after 3s.`])
  })

  it('a heartbeat line once a status has held for heartbeatMs, exactly then', async () => {
    const job = await client.createJob('x')
    await waitForJob(client, job, options({ heartbeatMs: 3000, deadline: T0 + 7000 }))
    expect(log).toEqual([
      `Job ${job.id} is active; checking every 1s.`,
      `Job ${job.id} is still active after 3s.`,
      `Job ${job.id} is still active after 6s.`
    ])
  })

  it('the heartbeat is once a minute by default', async () => {
    const job = await client.createJob('x')
    await waitForJob(client, job, options({ pollIntervalMs: 10_000, deadline: T0 + 125_000 }))
    expect(log).toEqual([
      `Job ${job.id} is active; checking every 10s.`,
      `Job ${job.id} is still active after 1m.`,
      `Job ${job.id} is still active after 2m.`
    ])
  })

  it('a final status it may trust ends the wait at once: no poll, no sleep, no log', async () => {
    const job: AgentJob = { id: 'job_done', status: 'completed' }
    await expect(waitForJob(client, job, options())).resolves.toEqual({ job, end: 'final', elapsedMs: 0, polls: 0 })
    expect([sleeps, log, polls()]).toEqual([[], [], 0])
  })

  it('a deadline already past: no poll at all', async () => {
    const job = await client.createJob('x')
    const result = await waitForJob(client, job, options({ deadline: T0 }))
    expect(result).toMatchObject({ end: 'timed-out', polls: 0, elapsedMs: 0 })
    expect(sleeps).toStrictEqual([])
  })
})
