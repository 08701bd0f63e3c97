// The visitors section of the docs-health report (src/report/visitors/section.ts) against the simulator: what it asks
// of the plan (registry.ts), how it splits its allowance between the two periods, and a failure that fails only this section.
import { weekSettings } from '../../../__fixtures__/visitors.js'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HIDDEN, sectionRun as harness } from '../../../__fixtures__/sections.js'
import { startSimulator, type Simulator } from '../../../sim/server.js'
import { sectionOf } from '../../../src/report/registry.js'
import type { SectionRun } from '../../../src/report/section.js'
import { run as runSection } from '../../../src/report/visitors/section.js'
import type { VisitorSettings } from '../../../src/report/visitors/settings.js'

const settings = weekSettings
/** The section reads the report's settings, whose visitor settings these are. */
const run = (section: SectionRun, visitors: VisitorSettings) => runSection(section, { visitors })
const need = (visitors: VisitorSettings) => sectionOf('visitors').need({ visitors })

let sim: Simulator
let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'visitors-section-'))
})
afterEach(async () => {
  await sim?.close()
  await rm(dir, { recursive: true, force: true })
})

/** A section run on `limit` requests, each attempt counted against it as the report step does. */
const sectionRun = (limit: number, signal?: AbortSignal): SectionRun => harness(sim, dir, limit, HIDDEN, signal).run

describe('need', () => {
  it('asks at least one request per period and at most max-pages per period', () => {
    expect(need(settings({ compare: true, maxPages: 3 }))).toEqual({
      min: 2,
      max: 6,
      what: 'up to 3 requests of 250 paths per period (max-pages), 2 periods'
    })
    expect(need(settings({ compare: false, maxPages: 1 }))).toEqual({
      min: 1,
      max: 1,
      what: 'up to 1 request of 250 paths per period (max-pages), 1 period'
    })
  })
})

describe('run', () => {
  it('splits its allowance between the periods and says the export stopped early when it was not enough', async () => {
    sim = await startSimulator({ visitorRows: 900 })
    const section = sectionRun(5)
    const result = await run(section, settings())
    // Two pages per period (5 requests for two periods), of four each period would need.
    expect(result.requests).toBe(4)
    expect(section.allowance.requests).toBe(4)
    expect(result).toMatchObject({
      section: 'visitors',
      partial: 'the visitors export stopped early (see above)',
      gaps: []
    })
    expect(result.failed).toBeUndefined()
    expect(result.gaps).toStrictEqual([])
    const title = 'Docs visitors: 2026-11-15 → 2026-11-21 (7 days)'
    // In the docs-health report it is a section like the others: `###`, its own headings one level down.
    expect(result.markdown.startsWith(`### ${title}\n`)).toBe(true)
    expect(result.markdown).not.toMatch(/^#{1,2} /m)
    // Alone (report: visitors), it is a report of its own.
    expect(result.document?.startsWith(`## ${title}\n`)).toBe(true)
    expect(result.files?.json).toMatch(/visitors\.json$/)
    expect(result.files?.csv).toMatch(/visitors\.csv$/)
    // The files the report's outputs name, written under the run's temporary folder.
    expect(result.files).toStrictEqual({ json: result.outputs['visitors-file'], csv: result.outputs['visitors-csv'] })
    expect(result.files?.json.startsWith(dir)).toBe(true)
  })

  it('is whole when the allowance holds every page, and one period takes the whole allowance', async () => {
    sim = await startSimulator({ visitorRows: 300 })
    const both = await run(sectionRun(20), settings())
    expect(both.partial).toBeUndefined()
    expect(both.requests).toBe(4)
    // The history's figures: the service's totals of this period, as the outputs give them.
    expect(both.figures).toStrictEqual({
      visitors: {
        human: Number(both.outputs['visitors-human']),
        ai: Number(both.outputs['visitors-ai']),
        total: Number(both.outputs['visitors-total'])
      }
    })
    expect(both.figures?.visitors?.total).toBeGreaterThan(0)
    expect(both.figures?.visitors?.human).not.toBe(both.figures?.visitors?.ai)
    const one = await run(sectionRun(1), settings({ compare: false }))
    expect(one.requests).toBe(1)
    expect(one.partial).toBe('the visitors export stopped early (see above)')
  })

  it('never asks fewer than one page per period, even on an allowance of zero', async () => {
    sim = await startSimulator({ visitorRows: 10 })
    const result = await run(sectionRun(0), settings())
    expect(result.requests).toBe(0)
    expect(result.failed).toBe(true)
    expect(result.partial).toMatch(/the request plan gave this section 0 requests, all used/)
  })

  it('fails only this section when the export fails: why, no markdown, no outputs', async () => {
    sim = await startSimulator({ visitorRows: 10 })
    sim.inject('visitors', { kind: 'status', status: 401 }, 10)
    const result = await run(sectionRun(10), settings({ compare: false }))
    expect(result).toMatchObject({
      section: 'visitors',
      failed: true,
      markdown: '',
      outputs: {}
    })
    expect(result).not.toHaveProperty('figures')
    expect(result.partial).toMatch(/401/)
    expect(result.requests).toBe(1)
    expect(result.gaps).toStrictEqual([])
  })

  it('a cancel before the first page: the section read nothing and says the run was cancelled', async () => {
    sim = await startSimulator({ visitorRows: 10 })
    const cancel = new AbortController()
    cancel.abort()
    const section = sectionRun(10, cancel.signal)
    expect(await run(section, settings())).toMatchObject({
      section: 'visitors',
      failed: true,
      partial: 'the run was cancelled',
      requests: 0,
      markdown: ''
    })
  })
})
