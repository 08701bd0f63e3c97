// The report's sections side by side (src/report/run-sections.ts) against the simulator: each on the allowance the
// plan gave it, the site's pages handed from the views section to the others, paths shown at once without it, and a
// section that throws (a bug) thrown on without leaving the others waiting for the pages.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HIDDEN, KEY_SECRET, RANGE, routeRequests } from '../../__fixtures__/sections.js'
import { weekSettings } from '../../__fixtures__/visitors.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { gapKeys } from '../../src/report/gap-key.js'
import { planRequests } from '../../src/report/plan.js'
import { sectionNeeds } from '../../src/report/needs.js'
import { runSections, type SharedRun } from '../../src/report/run-sections.js'
import type { SectionName } from '../../src/report/section-names.js'
import { createServiceClient, type ServiceClient } from '../../src/service/client.js'
import type { HttpOptions } from '../../src/service/http.js'

let sim: Simulator
let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'run-sections-'))
  sim = await startSimulator({ visitorRows: 30, rateLimit: { analytics: 0, agent: 0 } })
})
afterEach(async () => {
  await sim.close()
  await rm(dir, { recursive: true, force: true })
})

const settings = { visitors: weekSettings({ compare: false }) }
const shared = (): SharedRun => ({
  range: RANGE,
  deadline: Date.now() + 20_000,
  reader: HIDDEN,
  keys: gapKeys(KEY_SECRET),
  tempDir: dir,
  top: 10,
  log: () => undefined,
  warn: () => undefined
})
const clientWith = (extra: Partial<HttpOptions>): ServiceClient =>
  createServiceClient(
    { baseUrl: sim.url, apiKey: sim.apiKey, requestTimeoutMs: 2000, backoff: { baseMs: 5, capMs: 20 }, ...extra },
    sim.projectId
  )
const planOf = (sections: SectionName[], budget: number) =>
  planRequests(sectionNeeds({ ...settings, sections }), budget)

describe('runSections', () => {
  it('runs each planned section on its own allowance, in the plan’s order, and hands on the site’s pages', async () => {
    const plan = planOf(['visitors', 'views', 'feedback', 'assistant'], 6)
    expect(plan.sections.map(s => s.allowed)).toStrictEqual([2, 2, 1, 1])
    const { results, pages } = await runSections(plan, settings, shared(), clientWith)
    expect(results.map(r => r.section)).toStrictEqual(['visitors', 'views', 'feedback', 'assistant'])
    for (const [i, result] of results.entries()) {
      expect(result.requests).toBeLessThanOrEqual(plan.sections[i]?.allowed ?? 0)
    }
    // The assistant, on one request, had none left for the caller mix.
    expect(results[3]?.partial).toBe('caller mix not read: the plan gave this section no request for it')
    expect(sim.requests.length).toBe(results.reduce((sum, r) => sum + r.requests, 0))
    const listed = [...(results[1]?.sitePages ?? [])]
    expect(listed.length).toBeGreaterThan(0)
    for (const path of listed) expect(pages.known(path)).toBe(true)
    expect(pages.known('/a path no page has')).toBe(false)
    // A path the site has is shown although reader text is hidden; another is not.
    expect(pages.inline(listed[0] ?? '')).toContain(listed[0])
    expect(pages.plain('/a path no page has')).toBeUndefined()
  })

  it('counts every attempt against the section’s allowance, retries included', async () => {
    sim.inject('searches', { kind: 'status', status: 500 }, 5)
    const { results } = await runSections(planOf(['searches'], 1), settings, shared(), clientWith)
    expect(results.map(r => [r.section, r.requests, r.failed])).toStrictEqual([['searches', 1, true]])
    expect(results[0]?.partial).toMatch(/the request plan gave this section 1 request, all used/)
    expect(sim.requests.length).toBe(1)
  })

  it('leaves a 429 unretried, though the allowance has room for a retry', async () => {
    sim.inject('searches', { kind: 'status', status: 429 }, 1)
    const { results } = await runSections(planOf(['searches'], 2), settings, shared(), clientWith)
    expect(results[0]).toMatchObject({ section: 'searches', requests: 1, failed: true })
    expect(results[0]?.partial).toMatch(/429/)
    expect(routeRequests(sim, 'searches')).toHaveLength(1)
  })

  it('without the views section, paths are shown at once as pages the site does not have', async () => {
    const { results, pages } = await runSections(planOf(['feedback'], 2), settings, shared(), clientWith)
    expect(results.map(r => [r.section, r.failed])).toStrictEqual([['feedback', undefined]])
    expect(pages.known('/quickstart')).toBe(false)
  })

  it('a section that throws (a bug) is thrown on, and the sections waiting for the pages still end', async () => {
    const bug = new TypeError('a bug in the views client')
    const broken = (extra: Partial<HttpOptions>): ServiceClient => ({
      ...clientWith(extra),
      getViews: () => Promise.reject(bug)
    })
    let feedbackEnded: () => void = () => undefined
    const ended = new Promise<void>(resolve => (feedbackEnded = resolve))
    const run = { ...shared(), log: (line: string) => line.startsWith('Feedback:') && feedbackEnded() }
    await expect(runSections(planOf(['views', 'feedback'], 10), settings, run, broken)).rejects.toBe(bug)
    // Feedback shows paths once the pages are known: it gets them (none) although the views section threw.
    await ended
  })
})
