// The job state machine over real HTTP, on a clock the test moves (SimOptions.now): a job's progress happens only when
// the test advances the clock, so every bound is exact and no read races the machine.
import { startSimulator, type Simulator } from '../../sim/server.js'
import { virtualClock, type VirtualClock } from '../../__fixtures__/virtual-clock.js'
import { call, createJob, getJob, idOf, sendMessage } from './http.js'

let clock: VirtualClock
let sim: Simulator
beforeEach(async () => {
  clock = virtualClock()
  sim = await startSimulator({ job: { durationMs: 100 }, now: clock.now })
})
afterEach(() => sim.close())

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

describe('create -> active -> final', () => {
  it('creates an active job (201) that completes with a PR link after durationMs', async () => {
    const before = clock.now()
    const created = await createJob(sim, 'Document the --dry-run flag')
    expect(created.status).toBe(201)
    expect(created.headers.get('content-type')).toMatch(/^application\/json/)
    const id = idOf(created)
    expect(created.json).toEqual({
      id,
      status: 'active',
      source: { repository: 'https://github.com/acme/docs', ref: `mintlify/agent-${id}` },
      model: 'claude-sonnet-4-5',
      prLink: null,
      createdAt: new Date(before).toISOString(),
      archivedAt: null
    })
    expect(created.json).toMatchObject({ createdAt: expect.stringMatching(ISO) })
    expect(id).toMatch(/^[0-9a-f]{24}$/)
    const job = sim.jobs.get(id)
    expect(job).toMatchObject({ prompt: 'Document the --dry-run flag', messages: [], status: 'active' })
    expect(job?.finalAt).toBe(before + 100)

    expect((await getJob(sim, id)).json).toMatchObject({ status: 'active', prLink: null })
    clock.advance(99)
    expect((await getJob(sim, id)).json).toMatchObject({ status: 'active', prLink: null })
    clock.advance(1) // the job's 100 ms
    const done = await getJob(sim, id)
    expect(done.status).toBe(200)
    expect(done.json).toMatchObject({
      id,
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/1',
      archivedAt: null
    })
    expect(sim.jobs.get(id)?.status).toBe('completed')
  })

  it('numbers the default PR links per job and gives distinct ids', async () => {
    sim.setJobPlan({ durationMs: 0 })
    const ids = [idOf(await createJob(sim)), idOf(await createJob(sim)), idOf(await createJob(sim))]
    expect(new Set(ids).size).toBe(3)
    const links = await Promise.all(ids.map(async id => ((await getJob(sim, id)).json as { prLink: string }).prLink))
    expect(links).toEqual([1, 2, 3].map(n => `https://github.com/acme/docs/pull/${n}`))
  })

  it('a failed plan ends failed without a PR link', async () => {
    sim.setJobPlan({ durationMs: 50, finalStatus: 'failed' })
    const id = idOf(await createJob(sim))
    clock.advance(50)
    expect((await getJob(sim, id)).json).toMatchObject({ status: 'failed', prLink: null, archivedAt: null })
  })

  it('an archived plan ends archived with archivedAt at the final time', async () => {
    sim.setJobPlan({ durationMs: 50, finalStatus: 'archived' })
    const created = clock.now()
    const id = idOf(await createJob(sim))
    clock.advance(70)
    const body = (await getJob(sim, id)).json as { status: string; archivedAt: string; prLink: null }
    expect(body).toMatchObject({ status: 'archived', prLink: null })
    expect(Date.parse(body.archivedAt)).toBe(sim.jobs.get(id)?.finalAt)
    expect(Date.parse(body.archivedAt)).toBe(created + 50)
  })

  it('a prLink null plan completes with "no files changed"', async () => {
    sim.setJobPlan({ durationMs: 50, prLink: null })
    const id = idOf(await createJob(sim))
    clock.advance(50)
    expect((await getJob(sim, id)).json).toMatchObject({ status: 'completed', prLink: null })
  })

  it('uses the plan given at start and the plan at create time, with a custom model and link', async () => {
    await sim.close()
    sim = await startSimulator({
      job: { durationMs: 0, model: 'model-x', prLink: 'https://github.com/o/r/pull/7' },
      now: clock.now
    })
    const id = idOf(await createJob(sim))
    sim.setJobPlan({ durationMs: 60_000 })
    expect((await getJob(sim, id)).json).toMatchObject({
      status: 'completed',
      model: 'model-x',
      prLink: 'https://github.com/o/r/pull/7'
    })
    expect(sim.jobs.get(id)?.plan).toEqual({
      branch: '',
      durationMs: 0,
      finalStatus: 'completed',
      prLink: 'https://github.com/o/r/pull/7',
      model: 'model-x',
      edits: [],
      deployment: { queuedMs: 1000, buildMs: 2000, result: 'success' }
    })
  })

  it('rejects an invalid plan', async () => {
    expect(() => sim.setJobPlan({ durationMs: -1 })).toThrow(RangeError)
  })

  it('finishJob forces a final state now', async () => {
    sim.setJobPlan({ durationMs: 60_000 })
    const a = idOf(await createJob(sim))
    const b = idOf(await createJob(sim))
    sim.finishJob(a, 'completed', 'https://github.com/acme/docs/pull/99')
    sim.finishJob(b, 'failed')
    expect((await getJob(sim, a)).json).toMatchObject({
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/99'
    })
    expect((await getJob(sim, b)).json).toMatchObject({ status: 'failed', prLink: null })
    clock.advance(5000)
    sim.finishJob(a, 'archived')
    const archived = (await getJob(sim, a)).json as { archivedAt: string }
    expect(archived).toMatchObject({ status: 'archived', prLink: 'https://github.com/acme/docs/pull/99' })
    // Archived now: the moment of finishJob, not the job's planned end or its first final state.
    expect(Date.parse(archived.archivedAt)).toBe(clock.now())
    expect(() => sim.finishJob('nope', 'completed')).toThrow(/no job nope/)
  })
})

describe('follow-up messages', () => {
  it('re-activates the job with a new finalAt, keeps its PR link, records the message', async () => {
    sim.setJobPlan({ durationMs: 50 })
    const id = idOf(await createJob(sim, 'first'))
    clock.advance(70)
    expect((await getJob(sim, id)).json).toMatchObject({
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/1'
    })

    sim.setJobPlan({ durationMs: 150, prLink: null })
    const before = clock.now()
    const reply = await sendMessage(sim, id, 'also --verbose')
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({ id, status: 'active', prLink: 'https://github.com/acme/docs/pull/1' })
    const job = sim.jobs.get(id)
    expect(job?.messages).toEqual(['also --verbose'])
    expect(job?.prompt).toBe('first')
    expect(job?.finalAt).toBe(before + 150)
    clock.advance(149)
    expect((await getJob(sim, id)).json).toMatchObject({
      status: 'active',
      prLink: 'https://github.com/acme/docs/pull/1'
    })
    clock.advance(1)
    expect((await getJob(sim, id)).json).toMatchObject({
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/1'
    })
  })

  it('a message to an active job pushes its final time out', async () => {
    sim.setJobPlan({ durationMs: 1000 })
    const id = idOf(await createJob(sim))
    const first = sim.jobs.get(id)?.finalAt ?? 0
    clock.advance(300)
    await sendMessage(sim, id, 'more')
    expect(sim.jobs.get(id)?.finalAt).toBe(first + 300)
    // Read after the first end, before the pushed-out one (its last moment).
    clock.advance(1000 - 300 + 299)
    expect((await getJob(sim, id)).json).toMatchObject({ status: 'active', prLink: null })
    clock.advance(1)
    expect((await getJob(sim, id)).json).toMatchObject({ status: 'completed' })
  })

  it('a message to an unknown job -> 404 Job not found', async () => {
    const reply = await sendMessage(sim, 'no-such-job')
    expect(reply.status).toBe(404)
    expect(reply.json).toEqual({ error: 'Job not found' })
  })
})

describe('errors', () => {
  it('an unknown job -> 404 Job not found', async () => {
    const reply = await getJob(sim, '0123456789abcdef01234567')
    expect(reply.status).toBe(404)
    expect(reply.json).toEqual({ error: 'Job not found' })
  })

  // Every row has three cells: jest reads a test function with more parameters than cells as a done-callback test.
  const json = { 'Content-Type': 'application/json' }
  const badBodies: [string, string | undefined, Record<string, string>][] = [
    ['empty prompt', '{"prompt":""}', json],
    ['missing prompt', '{}', json],
    ['a number prompt', '{"prompt":42}', json],
    ['a null prompt', '{"prompt":null}', json],
    ['a JSON array', '["x"]', json],
    ['invalid JSON', '{"prompt":', json],
    ['no body', undefined, json],
    ['a form body', 'prompt=x', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['a JSON body without Content-Type', '{"prompt":"x"}', { 'Content-Type': 'text/plain' }]
  ]
  it.each(badBodies)('create with %s -> 400 {"error"}, nothing created', async (_name, body, headers) => {
    const reply = await call(sim, 'POST', `/v2/agent/${sim.projectId}/job`, {
      headers,
      ...(body === undefined ? {} : { body })
    })
    expect(reply.status).toBe(400)
    expect(reply.json).toEqual({ error: expect.stringMatching(/^Invalid request: /) })
    expect(sim.jobs.size).toBe(0)
  })

  it.each(badBodies)('message with %s -> 400, job unchanged', async (_name, body, headers) => {
    const id = idOf(await createJob(sim))
    const reply = await call(sim, 'POST', `/v2/agent/${sim.projectId}/job/${id}/message`, {
      headers,
      ...(body === undefined ? {} : { body })
    })
    expect(reply.status).toBe(400)
    expect(sim.jobs.get(id)?.messages).toStrictEqual([])
  })

  it('a body over 1 MiB -> 413', async () => {
    const reply = await createJob(sim, 'x'.repeat(1024 * 1024 + 10))
    expect(reply.status).toBe(413)
    expect(sim.jobs.size).toBe(0)
  })
})
