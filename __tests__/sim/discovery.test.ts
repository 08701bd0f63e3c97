// The simulator's free search and page endpoints and its deployments: keys, domain, budget, bad requests, and the
// site changing when a job's deployment succeeds.
import { SIM_ASSISTANT_KEY, startSimulator, type SimOptions, type Simulator } from '../../sim/server.js'
import { basePages, titleOf, withEdits } from '../../sim/docs-pages.js'
import { resolveDeployment } from '../../sim/deployments.js'
import { TEST_SITE } from '../../sim/site.js'
import { virtualClock, type VirtualClock } from '../../__fixtures__/virtual-clock.js'
import { call, createJob, idOf, sendMessage, type CallOptions } from './http.js'

let sim: Simulator
let clock: VirtualClock
async function start(options: SimOptions = {}) {
  await sim?.close()
  sim = await startSimulator({ now: clock.now, ...options })
}
beforeEach(async () => {
  clock = virtualClock()
  await start()
})
afterEach(() => sim.close())

const search = (body: unknown, options: CallOptions = {}) =>
  call(sim, 'POST', '/discovery/v1/search/acme', { key: SIM_ASSISTANT_KEY, body, ...options })
const page = (path: string, options: CallOptions = {}) =>
  call(sim, 'POST', '/discovery/v1/page/acme', { key: SIM_ASSISTANT_KEY, body: { path }, ...options })
const paths = async (query: string) => ((await search({ query })).json as { path: string }[]).map(r => r.path)

describe('who may ask, and where', () => {
  it('the assistant key only: none, the admin key or another key is 401; the assistant key on the admin API is 403', async () => {
    for (const key of [null, sim.apiKey, 'mint_dsc_other'])
      expect(await search({ query: 'x' }, { key })).toMatchObject({
        status: 401,
        json: { message: 'Invalid assistant API key' }
      })
    expect((await call(sim, 'GET', '/v1/project/update-status/x', { key: SIM_ASSISTANT_KEY })).status).toBe(403)
    expect((await call(sim, 'GET', '/v1/project/update-status/x', { key: null })).status).toBe(401)
    expect(sim.assistantKey).toBe(SIM_ASSISTANT_KEY)
    expect(sim.domain).toBe('acme')
  })

  it('keys and domain of its own; another domain has no index', async () => {
    await start({ assistantKeys: ['mint_dsc_a', 'mint_dsc_b'], domain: 'docs-2' })
    expect(sim.assistantKey).toBe('mint_dsc_a')
    const at = (domain: string, key: string) =>
      call(sim, 'POST', `/discovery/v1/page/${domain}`, { key, body: { path: '/quickstart' } })
    expect((await at('docs-2', 'mint_dsc_b')).status).toBe(200)
    expect(await at('acme', 'mint_dsc_a')).toMatchObject({
      status: 404,
      json: { message: 'Page not found or no search index available' }
    })
    expect((await at('docs-2', SIM_ASSISTANT_KEY)).status).toBe(401)
  })

  it('search and page share one budget (10,000 an hour by default), answered 429 with Retry-After', async () => {
    await start({ rateLimit: { discovery: 2, windowMs: 60_000 } })
    expect((await search({ query: 'a' })).status).toBe(200)
    expect((await page('/quickstart')).status).toBe(200)
    const limited = await search({ query: 'a' })
    expect([limited.status, limited.text, limited.headers.get('retry-after')]).toEqual([
      429,
      'Too many requests, please try again later.',
      '60'
    ])
    clock.advance(60_000)
    expect((await page('/quickstart')).status).toBe(200)
  })

  it('the routes and their methods', async () => {
    expect((await call(sim, 'GET', '/discovery/v1/search/acme', { key: SIM_ASSISTANT_KEY })).status).toBe(405)
    expect((await call(sim, 'POST', '/v1/project/update-status/x')).status).toBe(405)
    expect(sim.requests.map(r => r.status)).toEqual([405, 405])
  })
})

describe('bad requests', () => {
  it.each([
    ['not JSON', '{', 'Invalid request: the body must be a JSON object'],
    ['a list', [], 'Invalid request: the body must be a JSON object'],
    ['null', 'null', 'Invalid request: the body must be a JSON object'],
    ['no query', {}, 'Invalid request: query is required and must be a string'],
    ['pageSize 0', { query: 'a', pageSize: 0 }, 'Invalid request: pageSize must be an integer from 1 to 50'],
    ['pageSize 51', { query: 'a', pageSize: 51 }, 'Invalid request: pageSize must be an integer from 1 to 50'],
    ['pageSize 1.5', { query: 'a', pageSize: 1.5 }, 'Invalid request: pageSize must be an integer from 1 to 50'],
    [
      'threshold -0.1',
      { query: 'a', scoreThreshold: -0.1 },
      'Invalid request: scoreThreshold must be a number from 0 to 1'
    ],
    [
      'threshold 1.1',
      { query: 'a', scoreThreshold: 1.1 },
      'Invalid request: scoreThreshold must be a number from 0 to 1'
    ],
    [
      'threshold "1"',
      { query: 'a', scoreThreshold: '1' },
      'Invalid request: scoreThreshold must be a number from 0 to 1'
    ],
    ['filter "en"', { query: 'a', filter: 'en' }, 'Invalid request: filter must be an object'],
    ['filter null', { query: 'a', filter: null }, 'Invalid request: filter must be an object']
  ])('search with %s: 400, saying what', async (_name, body, message) => {
    expect(await search(body)).toMatchObject({ status: 400, json: { message } })
  })

  it('a page without a path: 400; a path with or without its slash is the same page', async () => {
    const noPath = await call(sim, 'POST', '/discovery/v1/page/acme', { key: SIM_ASSISTANT_KEY, body: { path: 3 } })
    expect(noPath).toMatchObject({ status: 400, json: { message: 'path is required and must be a string' } })
    const slashless = await page('quickstart')
    expect(slashless.json).toEqual({
      path: 'quickstart',
      content: ((await page('/quickstart')).json as { content: string }).content
    })
  })

  it('the limits and boundaries of a valid search', async () => {
    expect((await search({ query: 'a', pageSize: 1, scoreThreshold: 0 })).status).toBe(200)
    expect((await search({ query: 'a', pageSize: 50, scoreThreshold: 1 })).status).toBe(200)
    expect((await search({ query: 'api', filter: { language: 'en' } })).json).toHaveLength(3)
    for (const filter of [{ language: 'fr' }, { version: 'v1' }, { tag: 'x' }])
      expect((await search({ query: 'api', filter })).json).toEqual([])
    expect((await search({ query: 'api', pageSize: 2 })).json).toHaveLength(2)
  })
})

describe('the site changes when a job’s deployment succeeds', () => {
  const text = 'Rotate an API key: create the new key, then revoke the old one.'

  it('not while the job runs or deploys, at once when it is live, never after a failed deployment', async () => {
    await start({ job: { durationMs: 500, edits: [{ path: '/api-reference/authentication', text }] } })
    // Before: the pages whose path says "api" tie on that one word of three, in path order.
    expect(await paths('rotate api key')).toEqual([
      '/api-playground/overview',
      '/api-reference/authentication',
      '/api-reference/introduction'
    ])
    const first = await search({ query: text })
    const id = idOf(await createJob(sim))
    expect(sim.jobs.get(id)?.statusId).toBeNull()
    clock.advance(3499)
    expect((await search({ query: text })).json).toEqual(first.json)
    clock.advance(1)
    const live = (await search({ query: text })).json as { path: string; content: string; metadata: object }[]
    expect(live[0]).toEqual({
      path: '/api-reference/authentication',
      content: text,
      metadata: { title: 'Authentication', score: 0.864 } // every word, in a row, each once or twice
    })
    expect(live.map(r => r.path)).toEqual([
      '/api-reference/authentication',
      ...(first.json as { path: string }[]).map(r => r.path).filter(path => path !== '/api-reference/authentication')
    ])
    expect((await paths('rotate api key'))[0]).toBe('/api-reference/authentication')
  })

  it('a failed job or a failed deployment changes nothing; a follow-up run deploys under a new id', async () => {
    const edits = [{ path: '/guides/brand-new', text }]
    await start({ job: { durationMs: 0, finalStatus: 'failed', edits } })
    const failed = idOf(await createJob(sim))
    sim.setJobPlan({ durationMs: 0, edits, deployment: { result: 'failure', queuedMs: 0, buildMs: 0 } })
    const undeployed = idOf(await createJob(sim))
    clock.advance(10_000)
    expect(sim.jobs.get(failed)?.statusId).toBeNull()
    expect((await page('/guides/brand-new')).status).toBe(404)
    const before = sim.jobs.get(undeployed)?.statusId ?? ''
    sim.setJobPlan({ durationMs: 0, edits, deployment: { queuedMs: 0, buildMs: 0 } })
    await sendMessage(sim, undeployed)
    const after = sim.jobs.get(undeployed)?.statusId ?? ''
    expect(after).toMatch(/^[0-9a-f]{24}$/)
    expect(after).not.toBe(before)
    expect((await call(sim, 'GET', `/v1/project/update-status/${before}`)).status).toBe(404)
    expect((await page('/guides/brand-new')).json).toEqual({
      path: '/guides/brand-new',
      content: `# Brand new\n\n${text}`
    })
  })

  it('a deployment’s answer: its times, its commit and the pages it changed', async () => {
    await start({
      job: {
        durationMs: 0,
        branch: 'main',
        edits: [
          { path: '/a', text: 'x' },
          { path: '/a', text: 'y' }
        ]
      }
    })
    const id = idOf(await createJob(sim))
    clock.advance(3000)
    const statusId = sim.jobs.get(id)?.statusId ?? ''
    const reply = await call(sim, 'GET', `/v1/project/update-status/${statusId}`)
    expect(reply.json).toEqual({
      _id: statusId,
      projectId: sim.projectId,
      createdAt: '2026-11-02T09:00:00.000Z',
      endedAt: '2026-11-02T09:00:03.000Z',
      status: 'success',
      summary: 'Deployed',
      logs: [],
      subdomain: 'acme',
      author: null,
      commit: {
        sha: `${statusId}0000000000000000`,
        ref: 'main',
        message: `docs: agent job ${id}`,
        filesChanged: { added: [], modified: ['/a'], removed: [] }
      },
      source: 'github'
    })
  })

  it('a deployment plan is checked', async () => {
    expect(resolveDeployment({})).toEqual({ queuedMs: 1000, buildMs: 2000, result: 'success' })
    for (const queuedMs of [-1, Number.NaN, Infinity])
      expect(() => sim.setJobPlan({ deployment: { queuedMs } })).toThrow(
        `deployment.queuedMs must be >= 0, got ${queuedMs}`
      )
    expect(() => sim.setJobPlan({ deployment: { buildMs: -1 } })).toThrow('deployment.buildMs must be >= 0, got -1')
    expect(resolveDeployment({ queuedMs: 0, buildMs: 0 })).toMatchObject({ queuedMs: 0, buildMs: 0 })
  })
})

describe('the simulated pages', () => {
  it('one per page of the site and per curated term’s page, made of its path and the terms readers click it for', () => {
    const pages = basePages(TEST_SITE)
    expect(pages.size).toBe(21) // 20 pages, and /integrations/service-1 for 'webhook retries'
    expect(pages.get('/')).toBe('# Home\n\nhome\n\nThis page covers home.')
    expect(pages.get('/guides/custom-domain')).toBe(
      '# Custom domain\n\nguides / custom domain\n\nThis page covers custom domain.\n\n## custom domain\n\nHow custom domain works on your site, step by step.'
    )
    expect(pages.get('/integrations/service-1')).toMatch(/## webhook retries/)
    expect([...pages.values()].join('\n')).not.toMatch(/rotate api key|sso saml/) // the gaps
  })

  it('titles, and edits appended in order or making a new page', () => {
    expect(['/', '/a/b_c-d', '/x/', 'plain'].map(titleOf)).toEqual(['Home', 'B c d', 'X', 'Plain'])
    const base = new Map([['/a', '# A']])
    const edited = withEdits(base, [
      { path: '/a', text: 'one' },
      { path: '/new', text: 'two' },
      { path: '/a', text: 'three' }
    ])
    expect([...edited]).toEqual([
      ['/a', '# A\n\none\n\nthree'],
      ['/new', '# New\n\ntwo']
    ])
    expect(base.get('/a')).toBe('# A')
  })
})
