/** The search, page and deployment-status client, over real HTTP to the simulator, on the tests' virtual clock. */
import { InputError } from '../../src/action/errors.js'
import { clearSecrets, scrub } from '../../src/action/secrets.js'
import {
  createDiscoveryClient,
  DEFAULT_DEPLOYMENTS_URL,
  DEFAULT_DISCOVERY_URL,
  DiscoveryBudgetSpent,
  discoveryUrlsOf,
  type DiscoveryClientOptions
} from '../../src/service/discovery.js'
import { ServiceError, type RetryInfo } from '../../src/service/http.js'
import { SIM_ASSISTANT_KEY, startSimulator, type SimOptions, type Simulator } from '../../sim/server.js'
import { virtualClock, type VirtualClock } from '../../__fixtures__/virtual-clock.js'
import { createJob, idOf } from '../sim/http.js'
import { validateRequestBody } from '../sim/openapi.js'

let sim: Simulator
let clock: VirtualClock
const retries: RetryInfo[] = []

async function start(options: SimOptions = {}) {
  await sim?.close()
  sim = await startSimulator({ now: clock.now, ...options })
}
beforeEach(async () => {
  clock = virtualClock()
  retries.length = 0
  await start()
})
afterEach(async () => {
  await sim.close()
  clearSecrets()
})

const client = (over: Partial<DiscoveryClientOptions> = {}) =>
  createDiscoveryClient({
    http: {
      requestTimeoutMs: 30_000,
      now: clock.now,
      sleep: clock.sleep,
      random: () => 0,
      onRetry: info => retries.push(info)
    },
    assistantKey: sim.assistantKey,
    adminKey: sim.apiKey,
    domain: sim.domain,
    ...discoveryUrlsOf(sim.url),
    ...over
  })
const sent = () => sim.requests.map(r => `${r.method} ${r.path} ${r.status}`)
/** Rejects with a ServiceError, and returns it. */
const failure = async (promise: Promise<unknown>): Promise<ServiceError> => {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(ServiceError)
  return error as ServiceError
}

describe('each endpoint, as the published documents describe it', () => {
  it('search: the assistant key to the discovery URL, the documented body, results best first', async () => {
    const results = await client().search('custom domain')
    expect(results[0]).toEqual({
      path: '/guides/custom-domain',
      content: '# Custom domain', // the first paragraph that holds most of the query's words
      metadata: { title: 'Custom domain', score: 1 }
    })
    const [request] = sim.requests
    expect(sent()).toEqual(['POST /discovery/v1/search/acme 200'])
    expect(request?.headers.authorization).toBe(`Bearer ${SIM_ASSISTANT_KEY}`)
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.body).toEqual({ query: 'custom domain' })
    expect(validateRequestBody('search', request?.body)).toStrictEqual([])
  })

  it('search options go as given, and the service applies them', async () => {
    const filter = { language: 'en', groups: ['staff'] }
    const results = await client().search('api', { pageSize: 2, scoreThreshold: 0.5, filter })
    expect(results).toHaveLength(2)
    for (const result of results) expect(result.metadata.score).toBeGreaterThanOrEqual(0.5)
    expect(sim.requests[0]?.body).toEqual({ query: 'api', pageSize: 2, scoreThreshold: 0.5, filter })
    expect(validateRequestBody('search', sim.requests[0]?.body)).toStrictEqual([])
    expect(await client().search('api', { filter: { version: 'v2' } })).toEqual([])
    expect(await client().search('api', { pageSize: 50, scoreThreshold: 0 })).toHaveLength(3)
    expect(await client().search('api', { pageSize: 1, scoreThreshold: 1 })).toEqual([])
  })

  it('page: the whole text as served', async () => {
    const page = await client().page('/guides/custom-domain')
    expect(page).toEqual({
      path: '/guides/custom-domain',
      content: expect.stringMatching(/^# Custom domain\n\n.*## custom domain/s) as string
    })
    expect(sent()).toEqual(['POST /discovery/v1/page/acme 200'])
    expect(sim.requests[0]?.body).toEqual({ path: '/guides/custom-domain' })
    expect(validateRequestBody('page', sim.requests[0]?.body)).toStrictEqual([])
  })

  it('deployment status: the admin key to the deployments URL; queued, in_progress, then success with endedAt', async () => {
    await start({ job: { durationMs: 1000, deployment: { queuedMs: 500, buildMs: 2000 } } })
    const id = idOf(await createJob(sim))
    clock.advance(1000)
    const statusId = sim.jobs.get(id)?.statusId ?? ''
    expect(statusId).toMatch(/^[0-9a-f]{24}$/)
    const seen = []
    for (const step of [0, 499, 1, 1999, 1]) {
      clock.advance(step)
      seen.push(await client().deploymentStatus(statusId))
    }
    expect(seen.map(s => s.status)).toEqual(['queued', 'queued', 'in_progress', 'in_progress', 'success'])
    expect(seen.map(s => s.endedAt)).toEqual([undefined, undefined, undefined, undefined, '2026-11-02T09:00:03.500Z'])
    expect(seen[4]).toEqual({
      status: 'success',
      createdAt: '2026-11-02T09:00:01.000Z',
      endedAt: '2026-11-02T09:00:03.500Z',
      summary: 'Deployed',
      commit: { sha: expect.stringMatching(/^[0-9a-f]{40}$/) as string, ref: `mintlify/agent-${id}` }
    })
    const status = sim.requests.filter(r => r.route === 'deploymentStatus')
    expect(status.map(r => r.path)).toEqual(Array(5).fill(`/v1/project/update-status/${statusId}`))
    expect(status.map(r => r.headers.authorization)).toEqual(Array(5).fill(`Bearer ${sim.apiKey}`))
  })

  it('a fix goes live: the page the job edits ranks first for its text once its deployment succeeded', async () => {
    const text = 'To rotate an API key, create the new key first, then revoke the old one.'
    await start({ job: { durationMs: 0, edits: [{ path: '/api-reference/authentication', text }] } })
    const before = await client().search('rotate api key')
    expect(before[0]?.path).not.toBe('/api-reference/authentication')
    const id = idOf(await createJob(sim))
    clock.advance(2999) // queued 1 s, building 2 s: not live yet
    expect((await client().search('rotate api key'))[0]?.path).toBe(before[0]?.path)
    clock.advance(1)
    const after = await client().search('rotate api key')
    expect(after[0]).toMatchObject({ path: '/api-reference/authentication', content: text })
    expect((await client().page('/api-reference/authentication')).content).toMatch(new RegExp(`\n\n${text}$`))
    expect((await client().deploymentStatus(sim.jobs.get(id)?.statusId ?? '')).status).toBe('success')
  })
})

describe('errors name the call; 429 and 5xx are retried, 401, 403 and 404 are not', () => {
  it('a key the service refuses: 401, once, with advice and never the key', async () => {
    const other = 'mint_dsc_another_sites_key'
    const error = await failure(client({ assistantKey: other }).search('quickstart'))
    expect(error.message).toBe(
      'Search docs failed: HTTP 401 "Invalid assistant API key". Check the assistant key (mint_dsc_…): it may be revoked, or be a key of another kind.'
    )
    expect(sent()).toEqual(['POST /discovery/v1/search/acme 401'])
  })

  it('403 is final, with its own advice', async () => {
    sim.inject('page', { kind: 'status', status: 403 })
    const error = await failure(client().page('/quickstart'))
    expect(error.message).toMatch(/^Get page failed: HTTP 403 .*The assistant key may not read this site/)
    expect(sent()).toEqual(['POST /discovery/v1/page/acme 403'])
  })

  it('404: a page the site lacks, a domain without an index, an unknown deployment, each told so', async () => {
    const page = await failure(client().page('/no-such-page'))
    expect(page.message).toBe(
      'Get page failed: HTTP 404 "Page not found or no search index available". The live site has no such page, or the domain has no search index: check the path and domain.'
    )
    const domain = await failure(client({ domain: 'another-site' }).search('quickstart'))
    expect(domain.message).toMatch(/^Search docs failed: HTTP 404 .*no search index for this domain: check domain/)
    const deployment = await failure(client().deploymentStatus('0123456789abcdef01234567'))
    expect(deployment.message).toBe(
      'Get deployment status failed: HTTP 404 "Update status not found". The service knows no deployment with this status id.'
    )
    expect(sent().map(line => line.split(' ').at(-1))).toEqual(['404', '404', '404'])
  })

  it('an address that is not the service: 404 blames the URL, not the site', async () => {
    sim.inject('search', { kind: 'status', status: 404, body: '<html>Not Found</html>' })
    const error = await failure(client().search('quickstart'))
    expect(error.message).toBe(
      `Search docs failed: HTTP 404 "an HTML error page". The address is unknown there (the answer is not the service's JSON error): check api-url (${sim.url}/discovery); leave it out for the service's own.`
    )
  })

  it('a 5xx on a search is retried as a read is (it changes nothing), and so is a 429 after its Retry-After', async () => {
    sim.inject('search', { kind: 'status', status: 502 })
    sim.inject('search', { kind: 'status', status: 429, body: 'Too many', headers: { 'Retry-After': '7' } })
    expect((await client().search('quickstart'))[0]?.path).toBe('/quickstart')
    expect(sent()).toEqual([
      'POST /discovery/v1/search/acme 502',
      'POST /discovery/v1/search/acme 429',
      'POST /discovery/v1/search/acme 200'
    ])
    expect(retries.map(r => [r.endpoint, r.delayMs])).toEqual([
      ['Search docs', 500],
      ['Search docs', 7000]
    ])
  })

  it('a caller that will not wait out the rate limit gets it named: the organisation’s 10,000 an hour', async () => {
    sim.inject('search', { kind: 'status', status: 429, body: 'Too many requests' })
    const http = { requestTimeoutMs: 30_000, retryRateLimited: false }
    const error = await failure(client({ http }).search('quickstart'))
    expect(error.message).toBe(
      'Search docs failed: HTTP 429 "Too many requests". Rate limit: 10,000 search and page requests per organisation per hour; try again later.'
    )
    expect(sim.requests).toHaveLength(1)
  })

  it('a page read and a deployment status are retried on 5xx too', async () => {
    sim.inject('page', { kind: 'status', status: 500 })
    sim.inject('deploymentStatus', { kind: 'status', status: 503 })
    await client().page('/quickstart')
    await failure(client().deploymentStatus('unknown'))
    expect(sent().map(line => line.split(' ').at(-1))).toEqual(['500', '200', '503', '404'])
  })

  it('an answer that is not the documented shape is refused, naming the field', async () => {
    sim.inject('search', { kind: 'malformed', body: '[{"content":"no path"}]' })
    const error = await failure(client().search('quickstart'))
    expect(error.message).toBe('Search docs answered with an unexpected body: [0].path is missing, not a string.')
    expect(error.kind).toBe('malformed')
  })
})

describe("the run's budget", () => {
  it('every attempt counts, retries included; past it nothing is sent and the call is named', async () => {
    const discovery = client({ budget: 3 })
    sim.inject('search', { kind: 'status', status: 500 })
    await discovery.search('quickstart')
    await discovery.page('/quickstart')
    expect(discovery.requests).toBe(3)
    const spent = await discovery.deploymentStatus('x').then(
      () => undefined,
      (e: unknown) => e
    )
    expect(spent).toBeInstanceOf(DiscoveryBudgetSpent)
    expect((spent as Error).name).toBe('DiscoveryBudgetSpent')
    expect((spent as Error).message).toBe(
      "Get deployment status: this run's budget of 3 search, page and deployment requests is spent; not sent."
    )
    expect(sim.requests).toHaveLength(3)
  })

  it('a retry the budget has no room for ends with the error that needed it', async () => {
    sim.inject('search', { kind: 'status', status: 500 })
    const error = await failure(client({ budget: 1 }).search('quickstart'))
    expect(error.message).toMatch(/^Search docs failed: HTTP 500 .* Not retried: Search docs: this run's budget of 1 /)
    expect(sim.requests).toHaveLength(1)
  })

  it('the default is 200, and a budget of its own is checked; the caller’s own check still runs', async () => {
    const seen: string[] = []
    const discovery = client({ http: { requestTimeoutMs: 30_000, beforeAttempt: e => seen.push(e) } })
    for (let i = 0; i < 200; i++) await discovery.page('/quickstart')
    await expect(discovery.page('/quickstart')).rejects.toThrow(/budget of 200 /)
    expect(seen).toHaveLength(201)
    for (const budget of [0, 1.5, 10_001, Number.NaN])
      expect(() => client({ budget })).toThrow(`budget must be a whole number from 1 to 10000, got ${budget}`)
    expect(client({ budget: 10_000 }).requests).toBe(0)
    expect(client({ budget: 1 }).requests).toBe(0)
  })
})

describe('checked before any request', () => {
  it('search options out of their documented range, an empty query, a status id that is not one segment', async () => {
    const discovery = client()
    for (const pageSize of [0, 51, 1.5, Number.NaN])
      await expect(discovery.search('q', { pageSize })).rejects.toThrow(
        `pageSize must be a whole number from 1 to 50, got ${pageSize}`
      )
    for (const scoreThreshold of [-0.01, 1.01, Number.NaN])
      await expect(discovery.search('q', { scoreThreshold })).rejects.toThrow(
        `scoreThreshold must be from 0 to 1, got ${scoreThreshold}`
      )
    await expect(discovery.search(' \n')).rejects.toThrow('a search needs a query')
    for (const id of ['..', 'a/b', ''])
      await expect(discovery.deploymentStatus(id)).rejects.toThrow('a deployment status id is one URL path segment')
    expect(sim.requests).toHaveLength(0)
    await discovery.search('q', { pageSize: 1, scoreThreshold: 0 })
    await discovery.search('q', { pageSize: 50, scoreThreshold: 1 })
    expect(sim.requests).toHaveLength(2)
  })

  it('the assistant key and the domain: one error naming each, never the value', () => {
    const keyError = (assistantKey: string) => {
      try {
        client({ assistantKey })
      } catch (error) {
        expect(error).toBeInstanceOf(InputError)
        expect((error as InputError).input).toBe('assistant-key')
        if (assistantKey.length > 10) expect((error as Error).message).not.toContain(assistantKey)
        return (error as InputError).problem
      }
      return undefined
    }
    expect(keyError('')).toMatch(/^is required for the fix check/)
    expect(keyError('mint_admin_key_0123456789')).toMatch(/^is not an assistant API key \(mint_dsc_…\)/)
    expect(keyError('mint_dsc_')).toMatch(/^is not an assistant API key/)
    expect(keyError('xmint_dsc_abc')).toMatch(/^is not an assistant API key/)
    expect(keyError('mint_dsc_ab cd')).toMatch(/white space/)
    expect(keyError('mint_dsc_abcé')).toMatch(/position 13 that is not printable ASCII/)
    expect(keyError('mint_dsc_a')).toBeUndefined()

    const domainError = (domain: string) => {
      try {
        client({ domain })
      } catch (error) {
        expect((error as InputError).input).toBe('domain')
        return (error as InputError).problem
      }
      return undefined
    }
    expect(domainError('')).toMatch(/^is required for the fix check/)
    for (const host of ['acme.mintlify.site', 'https://acme', 'acme/docs'])
      expect(domainError(host)).toMatch(/\(a host name or URL was given: keep only its first label\)\.$/)
    for (const bad of ['-acme', 'acme-', 'a'.repeat(64), 'ac me', 'acmé'])
      expect(domainError(bad)).toBe(
        'is not a subdomain identifier: 1 to 63 letters, digits and inner hyphens, such as acme for acme.mintlify.site.'
      )
    for (const good of ['a', 'Acme', 'my-docs-2', 'a'.repeat(63), '0a']) expect(domainError(good)).toBeUndefined()
  })

  it('the assistant key is a secret of the run from the moment the client is made, even when refused', () => {
    clearSecrets()
    expect(() => client({ assistantKey: 'not-a-dsc-key-0123' })).toThrow(InputError)
    expect(scrub('key not-a-dsc-key-0123 and not%2Da%2Ddsc%2Dkey%2D0123')).toBe('key *** and ***')
    clearSecrets()
    client()
    expect(scrub(`Bearer ${SIM_ASSISTANT_KEY}`)).toBe('Bearer ***')
    expect(scrub(SIM_ASSISTANT_KEY.replace(/_/g, '\\_'))).toBe('***')
  })

  it('the base URLs below an api-url, and the service’s own by default', () => {
    expect([DEFAULT_DISCOVERY_URL, DEFAULT_DEPLOYMENTS_URL]).toEqual([
      'https://api.mintlify.com/discovery',
      'https://api.mintlify.com/v1'
    ])
    expect(discoveryUrlsOf('https://api.mintlify.com')).toEqual({
      discoveryUrl: 'https://api.mintlify.com/discovery',
      deploymentsUrl: 'https://api.mintlify.com/v1'
    })
    expect(discoveryUrlsOf('http://127.0.0.1:4010//')).toEqual({
      discoveryUrl: 'http://127.0.0.1:4010/discovery',
      deploymentsUrl: 'http://127.0.0.1:4010/v1'
    })
  })
})

describe('the keys never leave through an answer', () => {
  it('an error that echoes the Authorization header, and a result that carries the key, are scrubbed', async () => {
    sim.inject('search', { kind: 'echoAuth', status: 400 })
    const error = await failure(client().search('quickstart'))
    expect(error.message).toBe(
      'Search docs failed: HTTP 400 "bad auth Bearer ***". The service rejected the request as invalid.'
    )
    const escaped = SIM_ASSISTANT_KEY.replace('_', '\\u005f')
    sim.inject('search', { kind: 'malformed', body: `[{"path":"/x","content":"key ${escaped}"}]` })
    expect(await client().search('quickstart')).toEqual([{ path: '/x', content: 'key ***', metadata: {} }])
    sim.inject('deploymentStatus', { kind: 'echoAuth', status: 401 })
    const admin = await failure(client().deploymentStatus('x'))
    expect(admin.message).toContain('"bad auth Bearer ***"')
    expect(admin.message).not.toContain(sim.apiKey)
  })
})
