import { createServiceClient, type ServiceClient } from '../../src/service/client.js'
import { waitForJob } from '../../src/agent/wait.js'
import { startSimulator, type Simulator } from '../../sim/server.js'

let sim: Simulator
let client: ServiceClient
const log: string[] = []

beforeEach(async () => {
  log.length = 0
  sim = await startSimulator({ job: { durationMs: 300 } })
  client = createServiceClient(
    { baseUrl: sim.url, apiKey: sim.apiKey, requestTimeoutMs: 1000, backoff: { baseMs: 5, capMs: 20 } },
    sim.projectId
  )
})
afterEach(() => sim.close())

const opts = (over = {}) => ({
  pollIntervalMs: 50,
  deadline: Date.now() + 5000,
  trustInitialStatus: true,
  log: (line: string) => log.push(line),
  ...over
})

describe('waitForJob', () => {
  it('polls until the job is final and logs only the change of status', async () => {
    const job = await client.createJob('x')
    const result = await waitForJob(client, job, opts())
    expect(result.end).toBe('final')
    expect(result.job.status).toBe('completed')
    expect(result.polls).toBeGreaterThanOrEqual(5)
    expect(log.filter(l => l.includes('→'))).toEqual([expect.stringMatching(/active → completed/)])
    expect(log.length).toBeLessThan(result.polls)
  })

  it.each(['failed', 'archived'] as const)('ends on %s', async status => {
    sim.setJobPlan({ durationMs: 100, finalStatus: status })
    const result = await waitForJob(client, await client.createJob('x'), opts())
    expect(result).toMatchObject({ end: 'final', job: { status } })
  })

  it('sees a final status within one interval plus a round trip', async () => {
    sim.setJobPlan({ durationMs: 1000 })
    const job = await client.createJob('x')
    await waitForJob(client, job, opts({ pollIntervalMs: 200 }))
    const finalAt = sim.jobs.get(job.id)?.finalAt ?? 0
    const lastPoll = sim.requests.filter(r => r.route === 'getJob').at(-1)?.at ?? 0
    expect(lastPoll - finalAt).toBeLessThanOrEqual(200 + 100)
    expect(lastPoll).toBeGreaterThanOrEqual(finalAt)
  })

  it('stops at the deadline with the job still active', async () => {
    sim.setJobPlan({ durationMs: 60_000 })
    const started = Date.now()
    const result = await waitForJob(client, await client.createJob('x'), opts({ deadline: Date.now() + 400 }))
    expect(result).toMatchObject({ end: 'timed-out', job: { status: 'active' } })
    expect(Date.now() - started).toBeLessThan(1500)
  })

  it('returns at once on cancellation, with the last known job', async () => {
    sim.setJobPlan({ durationMs: 60_000 })
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 200)
    const started = Date.now()
    const result = await waitForJob(client, await client.createJob('x'), opts({ signal: controller.signal }))
    expect(result).toMatchObject({ end: 'cancelled', job: { status: 'active' } })
    expect(Date.now() - started).toBeLessThan(1000)
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
    sim.inject('getJob', { kind: 'status', status: 503, headers: { 'Retry-After': '5' } }, 5)
    const result = await waitForJob(client, job, opts({ deadline: Date.now() + 1500 }))
    expect(result).toMatchObject({ end: 'timed-out', job: { id: job.id, status: 'active' } })
    expect(log).toContainEqual(
      expect.stringMatching(/HTTP 503 .*Not retried: a retry in 5s would end after the timeout/)
    )
  })

  it('a permanent error (404) ends the wait with that error', async () => {
    const job = await client.createJob('x')
    await expect(waitForJob(client, { ...job, id: 'gone' }, opts())).rejects.toThrow(/404/)
  })
})
