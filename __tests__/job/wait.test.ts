// The wait against the simulator over real HTTP, on one virtual clock (__fixtures__/virtual-clock.ts) that the wait, the
// client's retries and the simulator's jobs all read: a job's minutes and the wait's deadline pass in no real time, a
// round trip costs 0 ms of it, so every bound below is exact and none races the machine. The rhythm itself (sleeps,
// slow answers, heartbeats) is wait-rhythm.test.ts.
import { createServiceClient, type ServiceClient } from '../../src/service/client.js'
import { waitForJob, type WaitOptions } from '../../src/job/wait.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { virtualClock, type VirtualClock } from '../../__fixtures__/virtual-clock.js'

const SECOND = 1000
const MINUTE = 60 * SECOND
const INTERVAL = 10 * SECOND

let clock: VirtualClock
let sim: Simulator
let client: ServiceClient
const log: string[] = []

beforeEach(async () => {
  log.length = 0
  clock = virtualClock()
  sim = await startSimulator({ job: { durationMs: 55 * SECOND }, now: clock.now })
  client = createServiceClient(
    // Real time bounds only each HTTP attempt: 30 s, or the time left (5 s at least here), thousands of round trips.
    {
      baseUrl: sim.url,
      apiKey: sim.apiKey,
      requestTimeoutMs: 30 * SECOND,
      backoff: { baseMs: 5, capMs: 20 },
      now: clock.now,
      sleep: clock.sleep
    },
    sim.projectId
  )
})
afterEach(() => sim.close())

const opts = (over: Partial<WaitOptions> = {}): WaitOptions => ({
  pollIntervalMs: INTERVAL,
  deadline: clock.now() + 60 * MINUTE,
  trustInitialStatus: true,
  now: clock.now,
  sleep: clock.sleep,
  log: (line: string) => log.push(line),
  ...over
})
const getJobs = () => sim.requests.filter(r => r.route === 'getJob')

describe('waitForJob', () => {
  it('polls until the job is final and logs only the change of status', async () => {
    const job = await client.createJob('x')
    const result = await waitForJob(client, job, opts())
    expect(result.end).toBe('final')
    expect(result.job.status).toBe('completed')
    // Final after 55 s, polled every 10 s: the sixth poll (60 s) is the first to see it.
    expect(result.polls).toBe(6)
    expect(result.elapsedMs).toBe(60 * SECOND)
    expect(log.filter(l => l.includes('→'))).toEqual([expect.stringMatching(/active → completed/)])
    expect(log.length).toBeLessThan(result.polls)
  })

  it.each(['failed', 'archived'] as const)('ends on %s', async status => {
    sim.setJobPlan({ durationMs: 20 * SECOND, finalStatus: status })
    const result = await waitForJob(client, await client.createJob('x'), opts())
    expect(result).toMatchObject({ end: 'final', job: { status } })
  })

  it('sees a final status within one interval plus a round trip', async () => {
    // Final just after a poll: the worst case, one whole interval until the next one.
    sim.setJobPlan({ durationMs: 9 * INTERVAL + 1 })
    const job = await client.createJob('x')
    const result = await waitForJob(client, job, opts())
    const finalAt = sim.jobs.get(job.id)?.finalAt ?? 0
    const lastPoll = getJobs().at(-1)?.at ?? 0
    expect(result.end).toBe('final')
    // A round trip costs 0 ms of the virtual clock: the bound is the interval itself, exactly.
    expect(lastPoll - finalAt).toBeLessThanOrEqual(INTERVAL)
    expect(lastPoll).toBeGreaterThanOrEqual(finalAt)
    expect(getJobs().at(-2)?.at ?? Infinity).toBeLessThan(finalAt)
  })

  it('stops at the deadline with the job still active', async () => {
    sim.setJobPlan({ durationMs: 2 * 60 * MINUTE })
    const started = clock.now()
    // Not a whole number of intervals: the last sleep is cut to the time left, not a full interval past the deadline.
    const result = await waitForJob(client, await client.createJob('x'), opts({ deadline: started + 95 * SECOND }))
    expect(result).toMatchObject({ end: 'timed-out', job: { status: 'active' }, elapsedMs: 95 * SECOND, polls: 10 })
    expect(clock.now() - started).toBe(95 * SECOND)
  })

  it('returns at once on cancellation, with the last known job', async () => {
    sim.setJobPlan({ durationMs: 2 * 60 * MINUTE })
    const controller = new AbortController()
    const started = clock.now()
    clock.at(started + 25 * SECOND, () => controller.abort())
    const result = await waitForJob(client, await client.createJob('x'), opts({ signal: controller.signal }))
    expect(result).toMatchObject({ end: 'cancelled', job: { status: 'active' }, polls: 2 })
    // At once: not a moment of the clock passes after the cancel.
    expect(result.elapsedMs).toBe(25 * SECOND)
    expect(clock.now() - started).toBe(25 * SECOND)
    expect(getJobs()).toHaveLength(2)
  })

  it('after a follow-up message, polls at least once even when the answer still shows the old final status', async () => {
    const job = await client.createJob('x')
    sim.finishJob(job.id, 'completed', 'https://github.com/acme/docs/pull/1')
    const stale = { ...job, status: 'completed' as const }
    const result = await waitForJob(client, stale, opts({ trustInitialStatus: false }))
    expect(result.polls).toBe(1)
    const trusted = await waitForJob(client, stale, opts({ trustInitialStatus: true }))
    expect(trusted.polls).toBe(0)
  })

  it('rides out transient poll errors', async () => {
    const job = await client.createJob('x')
    sim.inject('getJob', { kind: 'status', status: 503 }, 3)
    const result = await waitForJob(client, job, opts())
    expect(result.job.status).toBe('completed')
  })

  it('a poll failing as the deadline comes, its retry due after it, ends the wait as timed out', async () => {
    const job = await client.createJob('x')
    sim.inject('getJob', { kind: 'status', status: 503, headers: { 'Retry-After': '60' } }, 5)
    // The first poll (10 s) fails 30 s before the deadline; the retry the service asks for would end 30 s after it.
    const result = await waitForJob(client, job, opts({ deadline: clock.now() + 40 * SECOND }))
    expect(result).toMatchObject({ end: 'timed-out', job: { id: job.id, status: 'active' }, polls: 0 })
    expect(log).toContainEqual(
      expect.stringMatching(/HTTP 503 .*Not retried: a retry in 60s would end after the timeout/)
    )
    expect(getJobs()).toHaveLength(1)
  })

  it('a permanent error (404) ends the wait with that error', async () => {
    const job = await client.createJob('x')
    await expect(waitForJob(client, { ...job, id: 'gone' }, opts())).rejects.toThrow(/404/)
  })
})
