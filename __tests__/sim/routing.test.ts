import { Agent, get } from 'node:http'
import { isLoopback, SIM_API_KEY, SIM_PROJECT_ID, startSimulator, type Simulator } from '../../sim/server.js'
import { call, createJob, getJob, idOf, visitors } from './http.js'

let sim: Simulator
beforeEach(async () => {
  sim = await startSimulator({ apiKeys: [SIM_API_KEY, 'mint_second_key'] })
})
afterEach(() => sim.close())

describe('startSimulator', () => {
  it('listens on an ephemeral loopback port with the default project and key', () => {
    expect(sim.url).toBe(`http://127.0.0.1:${sim.port}`)
    expect(sim.port).toBeGreaterThan(0)
    expect(sim.projectId).toBe(SIM_PROJECT_ID)
    expect(sim.apiKey).toBe('mint_sim_key')
  })

  it.each(['0.0.0.0', '::', '192.168.1.10', 'example.com'])('refuses the non-loopback host %s', async host => {
    await expect(startSimulator({ host })).rejects.toThrow(/loopback/)
  })

  it('knows the loopback names', () => {
    expect(['localhost', '127.0.0.1', '127.5.6.7', '::1', '[::1]', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true)
    expect(['10.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', 'localhost.evil.com'].some(isLoopback)).toBe(false)
  })

  it('counts the TCP connections it accepts (the bench checks keep-alive with it)', async () => {
    const getOnce = (agent: Agent | false): Promise<void> =>
      new Promise((resolve, reject) => {
        get(`${sim.url}/health`, { agent }, res => res.resume().on('end', resolve)).on('error', reject)
      })
    const keepAlive = new Agent({ keepAlive: true })
    await getOnce(keepAlive)
    await getOnce(keepAlive)
    expect(sim.connections).toBe(1)
    await getOnce(false)
    await getOnce(false)
    expect(sim.connections).toBe(3)
    keepAlive.destroy()
  })

  it('close() refuses new connections afterwards and can be called twice', async () => {
    const url = sim.url
    await sim.close()
    await sim.close()
    await expect(fetch(url)).rejects.toThrow()
  })
})

describe('authentication on every route', () => {
  const routes = [
    (s: Simulator, key?: string | null) => createJob(s, 'x', { key }),
    (s: Simulator, key?: string | null) => getJob(s, 'some-id', { key }),
    (s: Simulator, key?: string | null) =>
      call(s, 'POST', `/v2/agent/${s.projectId}/job/some-id/message`, { key, body: { prompt: 'x' } }),
    (s: Simulator, key?: string | null) => visitors(s, {}, { key })
  ]

  it.each(routes.map((route, i) => [i, route] as const))(
    'route %d: missing header -> 401 Unauthorized',
    async (_i, route) => {
      const reply = await route(sim, null)
      expect(reply.status).toBe(401)
      expect(reply.json).toEqual({ error: 'Unauthorized' })
    }
  )

  it.each(routes.map((route, i) => [i, route] as const))(
    'route %d: unknown key -> 401 Invalid API key',
    async (_i, route) => {
      const reply = await route(sim, 'mint_wrong')
      expect(reply.status).toBe(401)
      expect(reply.json).toEqual({ error: 'Invalid API key' })
    }
  )

  it.each(['mint_dsc_abc', 'mint_us_abc'])('a %s key is the wrong kind -> 403', async key => {
    for (const route of routes) {
      const reply = await route(sim, key)
      expect(reply.status).toBe(403)
      expect(reply.json).toEqual({ error: 'Forbidden: this key cannot access the admin API' })
    }
  })

  it.each(['Basic bWludF9zaW1fa2V5', 'Bearer', 'Bearer ', 'mint_sim_key', 'Bearer a b'])(
    'a malformed header "%s" -> 401 Unauthorized',
    async authorization => {
      const reply = await call(sim, 'GET', `/v2/agent/${sim.projectId}/job/x`, {
        key: null,
        headers: { Authorization: authorization }
      })
      expect(reply.status).toBe(401)
      expect(reply.json).toEqual({ error: 'Unauthorized' })
    }
  )

  it('accepts every configured key, and a failed auth creates nothing', async () => {
    expect((await createJob(sim, 'x', { key: 'mint_wrong' })).status).toBe(401)
    expect(sim.jobs.size).toBe(0)
    expect((await createJob(sim, 'x', { key: 'mint_second_key' })).status).toBe(201)
    expect(sim.jobs.size).toBe(1)
  })
})

describe('routing', () => {
  it('unknown paths -> 404 Not found, recorded as unknown', async () => {
    for (const path of [
      '/',
      '/v2/agent',
      `/v2/agent/${sim.projectId}/jobs`,
      `/v1/agent/${sim.projectId}/job`,
      `/v2/agent/${sim.projectId}/job/`
    ]) {
      const reply = await call(sim, 'GET', path)
      expect([path, reply.status, reply.json]).toEqual([path, 404, { error: 'Not found' }])
    }
    expect(sim.requests.map(r => r.route)).toEqual(Array(5).fill('unknown'))
  })

  it('a wrong method -> 405 with Allow', async () => {
    const reply = await call(sim, 'GET', `/v2/agent/${sim.projectId}/job`)
    expect(reply.status).toBe(405)
    expect(reply.headers.get('allow')).toBe('POST')
    const del = await call(sim, 'DELETE', `/v2/agent/${sim.projectId}/job/abc`)
    expect(del.status).toBe(405)
    expect(del.headers.get('allow')).toBe('GET')
  })

  it('another project id -> 404 Project not found', async () => {
    const reply = await call(sim, 'POST', '/v2/agent/ffffffffffffffffffffffff/job', { body: { prompt: 'x' } })
    expect(reply.status).toBe(404)
    expect(reply.json).toEqual({ error: 'Project not found' })
    expect(sim.jobs.size).toBe(0)
  })

  it('path parameters are decoded once, never normalised into another route', async () => {
    const evil = await call(sim, 'POST', `/v2/agent/${encodeURIComponent('a/../b?x=1')}/job`, { body: { prompt: 'x' } })
    expect(evil.status).toBe(404)
    expect(evil.json).toEqual({ error: 'Project not found' })
    expect(sim.requests[0]?.path).toBe('/v2/agent/a%2F..%2Fb%3Fx%3D1/job')
    expect(sim.requests[0]?.route).toBe('createJob')

    const encodedProject = await call(sim, 'GET', `/v2/agent/${sim.projectId.replace('0', '%30')}/job/x`)
    expect(encodedProject.json).toEqual({ error: 'Job not found' })

    const job = idOf(await createJob(sim))
    const sneaky = await getJob(sim, `${job}/message`)
    expect(sneaky.json).toEqual({ error: 'Job not found' })
    const traversal = await getJob(sim, '../../v1/analytics/x/visitors')
    expect(traversal.json).toEqual({ error: 'Job not found' })
    const badEscape = await call(sim, 'GET', `/v2/agent/${sim.projectId}/job/%E0%A4%A`)
    expect(badEscape.status).toBe(404)
    expect(sim.requests.filter(r => r.route === 'visitors' || r.route === 'sendMessage')).toHaveLength(0)
  })
})

describe('recording', () => {
  it('records every request in arrival order with method, path, query, headers, body, time and status', async () => {
    const before = Date.now()
    const created = await createJob(sim, 'Document it')
    await getJob(sim, idOf(created))
    await visitors(sim, { limit: 5, offset: 10 })
    await call(sim, 'GET', '/nope?a=1')
    const [create, get, page, unknown] = sim.requests
    expect(sim.requests).toHaveLength(4)
    expect(create).toMatchObject({ method: 'POST', route: 'createJob', status: 201, body: { prompt: 'Document it' } })
    expect(create?.headers.authorization).toBe('Bearer mint_sim_key')
    expect(create?.headers['content-type']).toBe('application/json')
    expect(create?.at).toBeGreaterThanOrEqual(before)
    expect(get).toMatchObject({ method: 'GET', route: 'getJob', status: 200, body: undefined })
    expect(page).toMatchObject({ route: 'visitors', query: { limit: '5', offset: '10' }, status: 200 })
    expect(page?.path).toBe(`/v1/analytics/${sim.projectId}/visitors`)
    expect(unknown).toMatchObject({ route: 'unknown', path: '/nope', query: { a: '1' }, status: 404 })
  })

  it('records a body that is not JSON as text', async () => {
    await call(sim, 'POST', `/v2/agent/${sim.projectId}/job`, { body: 'prompt=x' })
    expect(sim.requests[0]?.body).toBe('prompt=x')
    expect(sim.requests[0]?.status).toBe(400)
  })
})
