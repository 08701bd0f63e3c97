// The docs-health report step in process (src/report/step.ts), against the simulator over real HTTP: the report file
// field by field, the outputs, the folded prompt (its fence longer than any backtick run in it), what fix-gaps hands
// to the agent, and a report whose every section failed.
import { jest } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { useStepFiles } from '../../__fixtures__/step-files.js'
import { readReportSettings } from '../../src/report/settings.js'
import { reader, readPart } from '../../__fixtures__/settings-readers.js'
import { REPORT_CANCELLED, reportStep, type ReportStepContext } from '../../src/report/step.js'
import { createServiceClient } from '../../src/service/client.js'
import type { HttpOptions } from '../../src/service/http.js'

const NOW = new Date('2026-11-23T10:00:00Z')
const RUN_URL = 'https://github.com/acme/docs-site/actions/runs/7'
const RANGE = { 'date-from': '2026-11-16', 'date-to': '2026-11-23' }

const { dir, outputs, summary } = useStepFiles('report-step')
let sim: Simulator
let out: string[]
beforeEach(async () => {
  out = []
  jest.spyOn(process.stdout, 'write').mockImplementation(chunk => (out.push(String(chunk)), true))
  sim = await startSimulator({ rateLimit: { analytics: 0, agent: 0 } })
})
afterEach(async () => {
  jest.restoreAllMocks()
  await sim.close()
})

const context = (inputs: Record<string, string>, over: Partial<ReportStepContext> = {}): ReportStepContext => ({
  settings: {
    report: readPart(problems =>
      readReportSettings(reader({ ...RANGE, ...inputs }), problems, { now: NOW, warnings: [] })
    ),
    apiKey: sim.apiKey,
    projectId: sim.projectId
  },
  event: { runUrl: RUN_URL, repositoryPrivate: true },
  clientWith: (extra: Partial<HttpOptions>) =>
    createServiceClient(
      { baseUrl: sim.url, apiKey: sim.apiKey, requestTimeoutMs: 5000, backoff: { baseMs: 5, capMs: 20 }, ...extra },
      sim.projectId
    ),
  deadline: Date.now() + 60_000,
  ...over
})

describe('the report step', () => {
  it('writes docs-health.json with the range, the plan and its use, each section, and the gaps', async () => {
    const end = await reportStep(context({ report: 'searches,feedback' }))
    expect(end).toEqual({})
    const o = outputs()
    expect(o['report-file']).toBe(path.join(o['report-dir'] ?? '?', 'docs-health.json'))
    expect(path.dirname(o['report-dir'] ?? '')).toBe(dir())
    const json = JSON.parse(readFileSync(o['report-file'] ?? '', 'utf8'))
    expect(json.range).toEqual({ dateFrom: '2026-11-16', dateTo: '2026-11-23' })
    expect(json.cap).toBe(40)
    expect(json.plan.map((p: { section: string }) => p.section)).toEqual(['searches', 'feedback'])
    for (const p of json.plan) expect(p.allowed).toBeGreaterThanOrEqual(p.min)
    expect(json.used).toBe(Number(o['report-requests']))
    expect(json.used).toBe(sim.requests.length)
    expect(json.sections).toEqual([
      expect.objectContaining({ section: 'searches', partial: null, failed: false }),
      expect.objectContaining({ section: 'feedback', partial: null, failed: false })
    ])
    // Each section names its data files; the file ends with a newline.
    expect(json.sections.map((x: { files: unknown }) => x.files)).toStrictEqual(
      ['searches', 'feedback'].map(name => ({
        json: path.join(o['report-dir'] ?? '?', `docs-health-${name}.json`),
        csv: path.join(o['report-dir'] ?? '?', `docs-health-${name}.csv`)
      }))
    )
    expect(readFileSync(o['report-file'] ?? '', 'utf8').endsWith('}\n')).toBe(true)
    expect(json.sections.reduce((sum: number, s: { requests: number }) => sum + s.requests, 0)).toBe(json.used)
    expect(json.gaps).toHaveLength(Number(o['report-gaps']))
    expect(Object.keys(json.gaps[0]).sort()).toEqual([
      'evidence',
      'key',
      'pages',
      'section',
      'summary',
      'topic',
      'weight'
    ])
    expect(json.alreadySent).toStrictEqual([])
    expect(o['report-partial']).toBe('false')
    expect(out.join('')).toContain(`Docs-health report: used ${json.used} of 40 analytics requests (planned `)
  })

  it('gaps the thread’s job already has are listed apart in the file, and left out of the prompt', async () => {
    const first = await reportStep(context({ report: 'searches', 'fix-gaps': 'true' }))
    const sent = new Set(first.fix?.gapKeys.slice(0, 2))
    const again = await reportStep(
      context({ report: 'searches', 'fix-gaps': 'true' }, { alreadySent: async () => sent })
    )
    const json = JSON.parse(readFileSync(outputs()['report-file'] ?? '', 'utf8'))
    expect(json.alreadySent.map((g: { key: string }) => g.key).sort()).toEqual([...sent].sort())
    expect(again.fix?.gapKeys.some(key => sent.has(key))).toBe(false)
  })

  it('with fix-gaps: the prompt, its keys, and what the status comment shows of the gaps sent', async () => {
    const end = await reportStep(context({ report: 'searches', 'fix-gaps': 'true', gaps: '2' }))
    expect(end.fix?.gapKeys).toHaveLength(2)
    expect(end.fix?.prompt).toContain('## Gap 2 ')
    const lines = end.fix?.about.split('\n') ?? []
    expect(lines[0]).toBe(
      `**From the docs-health report for 2026-11-16 → 2026-11-22 \\(7 days\\)** ([workflow run](${RUN_URL})), the gaps sent:`
    )
    expect(lines[1]).toBe('')
    expect(lines.slice(2).map(line => line.slice(0, 16))).toEqual(['1. **Searches:**', '2. **Searches:**'])
    expect(summary()).toContain('<details><summary>The prompt sent to the docs agent</summary>')
  })

  it('with fix-gaps and more gaps than the prompt holds: the status comment lists only the gaps the prompt carries', async () => {
    await sim.close()
    // Twenty unanswered questions, each a gap of its own, long enough that the prompt cannot hold them all.
    const question = (i: number) =>
      `Question ${i}: ${'how do I rotate the webhook signing secret without downtime? '.repeat(4)}`
    const readerText = Array.from({ length: 20 }, (_, i) => question(i))
    sim = await startSimulator({ rateLimit: { analytics: 0, agent: 0 }, readerText })
    const end = await reportStep(context({ report: 'assistant', 'fix-gaps': 'true', gaps: '20' }))
    const carried = end.fix?.gapKeys.length ?? 0
    expect(carried).toBeGreaterThan(0)
    expect(carried).toBeLessThan(Number(outputs()['report-gaps']))
    expect(end.fix?.prompt).toContain('left out to keep this prompt short')
    const listed = (end.fix?.about.split('\n') ?? []).filter(line => /^\d+\. /.test(line))
    expect(listed).toHaveLength(carried)
  })

  it('without fix-gaps the prompt is folded as a dry run, in a fence longer than any backtick run in it', async () => {
    const end = await reportStep(context({ report: 'searches' }))
    expect(end).toEqual({})
    const text = summary()
    const start = text.indexOf('<details><summary>The prompt <code>fix-gaps: true</code> would send')
    expect(start).toBeGreaterThan(0)
    const folded = text.slice(start).split('\n')
    // Page paths are in `code`: single backticks, so the fence is three.
    expect(folded.slice(1, 3)).toEqual(['', '```text'])
    expect(folded.indexOf('```')).toBeGreaterThan(3)
    expect(folded.slice(folded.indexOf('```'))).toEqual(['```', '', '</details>', '', ''])
  })

  it('every section failed: the report is still written, then the step fails naming each', async () => {
    sim.inject('searches', { kind: 'status', status: 403, body: '{"error":"Forbidden"}' }, 10)
    sim.inject('feedbackByPage', { kind: 'status', status: 403, body: '{"error":"Forbidden"}' }, 10)
    sim.inject('feedback', { kind: 'status', status: 403, body: '{"error":"Forbidden"}' }, 10)
    await expect(reportStep(context({ report: 'searches,feedback' }))).rejects.toThrow(
      /^Every section of the report failed: searches: .*; feedback: .*/
    )
    expect(outputs()['report-partial']).toBe('true')
    expect(summary()).toMatch(/^> \*\*Searches\*\* failed: /m)
    expect(summary()).toMatch(/^> \*\*Feedback\*\* failed: /m)
  })

  it('cancelled before any answer: the report is still written, no gaps are looked up or sent, then the cancel line', async () => {
    const cancel = new AbortController()
    cancel.abort()
    const alreadySent = jest.fn(async () => new Set<string>())
    const ctx = context({ report: 'searches,feedback', 'fix-gaps': 'true' }, { alreadySent, signal: cancel.signal })
    const clientWith = ctx.clientWith
    ctx.clientWith = extra => clientWith({ ...extra, signal: cancel.signal })
    await expect(reportStep(ctx)).rejects.toThrow(REPORT_CANCELLED)
    expect(alreadySent).not.toHaveBeenCalled()
    expect(sim.requests).toHaveLength(0)
    expect(outputs()).toMatchObject({ 'report-partial': 'true', 'report-requests': '0', 'report-gaps': '0' })
    expect(summary()).toMatch(/^> \*\*Searches\*\* failed: the run was cancelled/m)
  })

  it('visitors alone, cancelled: the report is written and the step ends with the cancel line, not the section error', async () => {
    const cancel = new AbortController()
    cancel.abort()
    const ctx = context({ report: 'visitors' }, { signal: cancel.signal })
    const clientWith = ctx.clientWith
    ctx.clientWith = extra => clientWith({ ...extra, signal: cancel.signal })
    await expect(reportStep(ctx)).rejects.toThrow(REPORT_CANCELLED)
    expect(outputs()['report-partial']).toBe('true')
    // Nothing was read: the summary holds no report, and nothing else in its place.
    expect(summary()).toBe('\n')
  })

  it('visitors alone: the visitors report is the summary', async () => {
    await reportStep(context({ report: 'visitors' }))
    expect(summary()).toMatch(/^## Docs visitors: 2026-11-16 → 2026-11-22/)
  })

  it('visitors alone, an export that fails: the step fails with the export’s own reason, before writing any report', async () => {
    sim.inject('visitors', { kind: 'status', status: 401 }, 10)
    const failure = await reportStep(context({ report: 'visitors' })).then(
      () => undefined,
      (error: Error) => error.message
    )
    expect(failure).toMatch(/^Visitors export 2026-11-16 to 2026-11-23 \(offset 0\): Get visitors failed: HTTP 401 /)
    expect(outputs()).toStrictEqual({})
    expect(summary()).toBe('')
  })

  it('a gap’s pages in docs-health.json are the paths the view shows', async () => {
    await reportStep(context({ report: 'views,feedback' }))
    const json = JSON.parse(readFileSync(outputs()['report-file'] ?? '', 'utf8'))
    const feedback = json.gaps.filter((g: { section: string }) => g.section === 'feedback')
    expect(feedback.length).toBeGreaterThan(0)
    for (const gap of feedback) expect(gap.pages).toEqual([expect.stringMatching(/^\//)])
  })
})
