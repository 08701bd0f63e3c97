// The registry of the report's sections (src/report/registry.ts): each section's name and title, what it needs of the
// budget from the settings alone, in the order the settings list them, which one lists the site's pages, and that
// each entry runs its own section's code (loaded on demand) against the simulator.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sectionRun } from '../../__fixtures__/sections.js'
import { weekSettings } from '../../__fixtures__/visitors.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { PAGING, sectionNeeds } from '../../src/report/needs.js'
import { sectionOf } from '../../src/report/registry.js'
import { SECTION_NAMES } from '../../src/report/section-names.js'

const settings = { visitors: weekSettings() }

describe('each section', () => {
  it('has its name and the title the report gives it', () => {
    expect(SECTION_NAMES.map(name => [sectionOf(name).name, sectionOf(name).title])).toStrictEqual([
      ['visitors', 'Visitors'],
      ['views', 'Page views'],
      ['searches', 'Searches'],
      ['feedback', 'Feedback'],
      ['assistant', 'Assistant']
    ])
  })

  it('only the views section lists the site’s pages', () => {
    expect(SECTION_NAMES.filter(name => sectionOf(name).listsSitePages)).toStrictEqual(['views'])
  })

  it('needs, from the settings alone, at least one request, and pages up to its share', () => {
    expect(SECTION_NAMES.map(name => sectionOf(name).need(settings))).toStrictEqual([
      { min: 2, max: 40, what: 'up to 20 requests of 250 paths per period (max-pages), 2 periods' },
      { min: 1, max: 10, what: 'up to 10 requests of 250 paths' },
      { min: 1, max: 2, what: 'up to 2 requests of 100 search terms, by hits' },
      { min: 1, max: 2, what: '1 request for feedback by page (the first 100 pages), 1 for the latest comments' },
      { min: 1, max: 4, what: 'up to 3 requests of 1000 assistant questions, and 1 for the caller mix' }
    ])
    expect(PAGING.visitors.rows).toBe(250)
  })
})

describe('sectionNeeds', () => {
  it('is each chosen section’s need, in the order the settings list them', () => {
    const one = { visitors: weekSettings({ compare: false, maxPages: 1 }) }
    expect(sectionNeeds({ ...one, sections: ['feedback', 'visitors'] })).toStrictEqual([
      ['feedback', sectionOf('feedback').need(one)],
      ['visitors', { min: 1, max: 1, what: 'up to 1 request of 250 paths per period (max-pages), 1 period' }]
    ])
    expect(sectionNeeds({ ...one, sections: [] })).toStrictEqual([])
  })
})

describe('run', () => {
  let sim: Simulator
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'registry-'))
    sim = await startSimulator({ visitorRows: 30 })
  })
  afterEach(async () => {
    await sim.close()
    await rm(dir, { recursive: true, force: true })
  })

  it.each(SECTION_NAMES)('of %s runs that section on its allowance', async name => {
    const harness = sectionRun(sim, dir, sectionOf(name).need(settings).max)
    const result = await sectionOf(name).run(harness.run, settings)
    expect(result.section).toBe(name)
    expect(result.failed).toBeUndefined()
    expect(result.requests).toBe(harness.allowance.requests)
    expect(result.requests).toBeGreaterThanOrEqual(1)
    // Only the section that lists the site's pages gives them.
    expect(result.sitePages !== undefined).toBe(name === 'views')
  })
})
