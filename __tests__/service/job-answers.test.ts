// A job answer is believed only with an id and a well-formed status; the rest is kept only with its documented type.
// Each endpoint's own advice for 404 and 429. All through the client against the simulator over real HTTP.
import { startSimulator, type Simulator } from '../../sim/server.js'
import { createServiceClient, type ServiceClient } from '../../src/service/client.js'
import type { HttpOptions, ServiceError } from '../../src/service/http.js'

let sim: Simulator
let warnings: string[]
const client = (over: Partial<HttpOptions> = {}): ServiceClient =>
  createServiceClient(
    { baseUrl: sim.url, apiKey: sim.apiKey, requestTimeoutMs: 30_000, backoff: { baseMs: 1, capMs: 2 }, ...over },
    sim.projectId,
    { warn: line => warnings.push(line) }
  )
const answer = (body: unknown) => ({ kind: 'status' as const, status: 200, body: JSON.stringify(body) })
const failure = (promise: Promise<unknown>): Promise<ServiceError> =>
  promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => error as ServiceError
  )

beforeEach(async () => {
  warnings = []
  sim = await startSimulator({ job: { durationMs: 60_000 } })
})
afterEach(() => sim.close())

describe('a job answer without what the action relies on is refused', () => {
  it.each([
    ['without a status', { id: 'A' }, 'status is missing, not a job status (a to z and _, 1 to 40 characters)'],
    [
      'with a status that is not text',
      { id: 'A', status: 3 },
      'status is 3, not a job status (a to z and _, 1 to 40 characters)'
    ],
    [
      'with a junk status',
      { id: 'A', status: 'Done!' },
      'status is "Done!", not a job status (a to z and _, 1 to 40 characters)'
    ],
    [
      'with an empty status',
      { id: 'A', status: '' },
      'status is "", not a job status (a to z and _, 1 to 40 characters)'
    ],
    [
      'with a status of 41 letters',
      { id: 'A', status: 'a'.repeat(41) },
      `status is "${'a'.repeat(41)}", not a job status (a to z and _, 1 to 40 characters)`
    ],
    [
      'with a status on two lines',
      { id: 'A', status: 'active\nfailed' },
      'status is "active\\u000afailed", not a job status (a to z and _, 1 to 40 characters)'
    ],
    ['with an empty id', { id: '', status: 'active' }, 'id is "", not a job id (one URL path segment)'],
    ['with a numeric id', { id: 7, status: 'active' }, 'id is 7, not a job id (one URL path segment)'],
    ['with the id ..', { id: '..', status: 'active' }, 'id is "..", not a job id (one URL path segment)'],
    ['with the id .', { id: '.', status: 'active' }, 'id is ".", not a job id (one URL path segment)'],
    ['with an id holding a slash', { id: 'a/b', status: 'active' }, 'id is "a/b", not a job id (one URL path segment)'],
    ['that is a list', [{ id: 'A', status: 'active' }], 'the body is an array, not a JSON object'],
    ['that is null', null, 'the body is null, not a JSON object']
  ])('%s: a GET says the answer is malformed', async (_name, body, what) => {
    sim.inject('getJob', answer(body))
    const error = await failure(client().getJob('A'))
    expect(error).toMatchObject({ kind: 'malformed', status: 200, mayHaveBeenProcessed: false })
    expect(error.message).toBe(`Get job answered with an unexpected body: ${what}.`)
  })

  it('on a create, the job was made but cannot be read: unreadable, never sent again', async () => {
    sim.inject('createJob', answer({ id: 'A', status: 'Done!' }))
    const error = await failure(client().createJob('x'))
    expect(error).toMatchObject({ kind: 'unreadable', mayHaveBeenProcessed: true })
    expect(error.message).toBe(
      'Create job: the service created a job (HTTP 200), but its answer could not be read: status is "Done!", not a job status (a to z and _, 1 to 40 characters).'
    )
    expect(sim.requests).toHaveLength(1)
  })

  it('statuses the service may add later are letters and underscores, up to 40: accepted as they are', async () => {
    for (const status of ['a', 'queued_for_review', 'x'.repeat(40)]) {
      sim.inject('getJob', answer({ id: 'A', status }))
      await expect(client().getJob('A')).resolves.toMatchObject({ id: 'A', status })
    }
  })
})

describe('the other fields are kept only with their documented type', () => {
  it('all of them well-formed: kept', async () => {
    const body = {
      id: 'A',
      status: 'completed',
      source: { repository: 'https://github.com/acme/docs', ref: 'main' },
      model: 'm1',
      prLink: 'https://github.com/acme/docs/pull/3',
      createdAt: '2026-11-01T00:00:00Z',
      archivedAt: null,
      extra: 'ignored'
    }
    sim.inject('getJob', answer(body))
    const { extra: _extra, ...expected } = body
    await expect(client().getJob('A')).resolves.toEqual(expected)
  })

  it('of the wrong type: dropped, the job still read', async () => {
    sim.inject(
      'getJob',
      answer({ id: 'A', status: 'active', source: 'github', model: 5, createdAt: {}, archivedAt: 1, prLink: 4 })
    )
    const job = await client().getJob('A')
    expect(job).toEqual({
      id: 'A',
      status: 'active',
      source: undefined,
      model: undefined,
      prLink: undefined,
      createdAt: undefined,
      archivedAt: undefined
    })
    sim.inject('getJob', answer({ id: 'A', status: 'active', source: { repository: 1, ref: 2 } }))
    await expect(client().getJob('A')).resolves.toMatchObject({ source: { repository: undefined, ref: undefined } })
  })

  it('a pr-link that is not a pull request URL is emptied, with one warning naming it', async () => {
    sim.inject('getJob', answer({ id: 'A', status: 'completed', prLink: 'https://evil.example/phish' }), 2)
    const c = client()
    await expect(c.getJob('A')).resolves.toMatchObject({ prLink: null })
    await c.getJob('A')
    expect(warnings).toEqual([
      expect.stringMatching(
        /^The service's pull request link .*evil\.example\/phish.* was refused: .*\. pr-link is left empty\.$/
      )
    ])
    sim.inject('getJob', answer({ id: 'A', status: 'completed', prLink: '' }))
    await expect(c.getJob('A')).resolves.toMatchObject({ prLink: '' })
  })
})

describe('each endpoint’s own advice', () => {
  it('429 on create or message names the agent budget; on analytics, the shared analytics budget', async () => {
    const limited = { kind: 'status' as const, status: 429, headers: { 'Retry-After': '0' } }
    sim.inject('createJob', limited, 3)
    const create = await failure(client().createJob('x'))
    expect(create.message).toBe(
      'Create job failed: HTTP 429 "Simulated HTTP 429". Rate limit: 100 agent requests (create + message) per project per hour; try again later.'
    )
    expect(create.mayHaveBeenProcessed).toBe(false)
    expect(sim.requests.filter(r => r.route === 'createJob')).toHaveLength(3)
    sim.inject('sendMessage', limited, 3)
    await expect(client().sendMessage('A', 'x')).rejects.toThrow(/HTTP 429 .*Rate limit: 100 agent requests/)
    sim.inject('visitors', limited)
    await expect(client({ retryRateLimited: false }).getVisitors({})).rejects.toThrow(
      /Rate limit: 100 analytics requests per organisation per hour, shared by all analytics endpoints/
    )
  })

  it('404 on a message or a job names project-id and job-id', async () => {
    await expect(client().sendMessage('nope', 'x')).rejects.toThrow(
      /HTTP 404 .*\. Check project-id \(the dashboard's API keys page\) and job-id\.$/
    )
    await expect(client().getJob('nope')).rejects.toThrow(/and job-id\.$/)
  })

  it('a message is sent to that job, its answer must be that job', async () => {
    const job = await client().createJob('x')
    await expect(client().sendMessage(job.id, 'more')).resolves.toMatchObject({ id: job.id })
    sim.inject('sendMessage', answer({ id: 'OTHER', status: 'active' }))
    const error = await failure(client().sendMessage(job.id, 'more'))
    expect(error.message).toBe(
      `Send message: the service accepted the message to job ${job.id} (HTTP 200), but its answer could not be read: ` +
        `it is job "OTHER", not job ${job.id} (a protocol error).`
    )
  })
})

describe('the client’s plumbing', () => {
  it('a client built without a warn callback drops a bad pr-link quietly', async () => {
    sim.inject('getJob', answer({ id: 'A', status: 'completed', prLink: 'javascript:alert(1)' }))
    const quiet = createServiceClient({ baseUrl: sim.url, apiKey: sim.apiKey, requestTimeoutMs: 30_000 }, sim.projectId)
    await expect(quiet.getJob('A')).resolves.toMatchObject({ prLink: null })
  })

  it('the assistant callers query carries its date range', async () => {
    await client().getCallerStats({ dateFrom: '2026-11-01', dateTo: '2026-11-08' })
    expect(sim.requests.at(-1)?.query).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-08' })
  })
})
