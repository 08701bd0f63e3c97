import { existsSync, readFileSync } from 'node:fs'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { runAction } from '../../script/local-runner.js'

let sim: Simulator
let gh: FakeGitHub
beforeEach(async () => {
  sim = await startSimulator({ visitorRows: 600, rateLimit: { analytics: 0 } })
  gh = await startFakeGitHub()
})
afterEach(async () => {
  await sim.close()
  await gh.close()
})

const base = () => ({
  'api-key': sim.apiKey,
  'project-id': sim.projectId,
  'api-url': sim.url,
  report: 'visitors',
  'date-from': '2026-11-01',
  'date-to': '2026-11-08'
})

describe('a visitors range ending in the future, through the bundle', () => {
  it('ends at today 00:00 UTC, with one warning naming date-to, and compares with as many whole days before', async () => {
    const day = 86_400_000
    const today = Math.floor(Date.now() / day) * day
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
    const run = await runAction({ ...base(), 'date-from': iso(today - 3 * day), 'date-to': '' }, { action: 'report' })
    expect(run.code).toBe(0)
    const warnings = run.stdout.split('\n').filter(line => line.startsWith('::warning::'))
    expect(warnings).toEqual([expect.stringMatching(/^::warning::Input 'date-to' \S+ .*is in the future/)])
    const asked = sim.requests.filter(r => r.route === 'visitors').map(r => `${r.query.dateFrom}..${r.query.dateTo}`)
    expect(new Set(asked)).toEqual(
      new Set([`${iso(today - 3 * day)}..${iso(today)}`, `${iso(today - 6 * day)}..${iso(today - 3 * day)}`])
    )
  })
})

describe('a scheduled visitors report through the bundle', () => {
  it('writes the outputs, the files, the summary and the tracking-issue comment, with the service numbers', async () => {
    const run = await runAction(
      { ...base(), 'github-token': 'ghs_fake_token', 'issue-number': '12' },
      {
        action: 'report',
        env: { GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` }
      }
    )
    expect(run.code).toBe(0)
    const visitorRequests = sim.requests.filter(r => r.route === 'visitors')
    // 600 rows: 3 pages per period, two periods
    expect(visitorRequests).toHaveLength(6)
    expect(sim.requests.filter(r => r.route !== 'visitors' && r.route !== 'unknown')).toHaveLength(0)
    const current = visitorRequests.find(r => r.query.dateFrom === '2026-11-01' && r.query.offset === '0')
    expect(current).toBeDefined()
    expect(visitorRequests.some(r => r.query.dateFrom === '2026-10-25' && r.query.dateTo === '2026-11-01')).toBe(true)

    const json = JSON.parse(readFileSync(run.outputs['visitors-file'] ?? '', 'utf8')) as {
      totals: { human: number; ai: number; total: number }
      rows: unknown[]
    }
    expect(run.outputs).toMatchObject({
      'visitors-human': String(json.totals.human),
      'visitors-ai': String(json.totals.ai),
      'visitors-total': String(json.totals.total),
      'visitors-pages': '600',
      'visitors-partial': 'false'
    })
    // The report action declares no skipped output (the agent's: a run its trigger did not start).
    expect(run.outputs.skipped).toBeUndefined()
    expect(json.rows).toHaveLength(600)
    expect(existsSync(run.outputs['visitors-csv'] ?? '')).toBe(true)
    expect(
      readFileSync(run.outputs['visitors-csv'] ?? '', 'utf8')
        .trim()
        .split(/\r?\n/)
    ).toHaveLength(1 + 600 + 0 + countOnlyPrevious(run.outputs['visitors-csv'] ?? ''))
    expect(run.summary).toContain('2026-11-01')
    expect(run.summary).toContain('```mermaid')
    expect(run.summary).toContain(json.totals.total.toLocaleString('en-US'))
    const comments = gh.commentsOn(12)
    expect(comments).toHaveLength(1)
    expect(comments[0]?.body).toContain(json.totals.human.toLocaleString('en-US'))
  })

  it('a re-run for the same range edits the tracking issue’s comment for it; another range adds one', async () => {
    const opts = {
      action: 'report' as const,
      env: { GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` }
    }
    await runAction({ ...base(), 'github-token': 'ghs_fake_token', 'issue-number': '12' }, opts)
    await runAction({ ...base(), 'github-token': 'ghs_fake_token', 'issue-number': '12' }, opts)
    expect(gh.commentsOn(12)).toHaveLength(1)
    expect(gh.requests.filter(r => r.route === 'updateComment')).toHaveLength(1)
    const next = { 'date-from': '2026-11-08', 'date-to': '2026-11-15' }
    await runAction({ ...base(), ...next, 'github-token': 'ghs_fake_token', 'issue-number': '12' }, opts)
    expect(gh.commentsOn(12)).toHaveLength(2)
  })

  it('max-pages cuts the export and marks it partial, with a warning', async () => {
    const run = await runAction({ ...base(), 'max-pages': '1', compare: 'false' }, { action: 'report' })
    expect(run.code).toBe(0)
    expect(sim.requests.filter(r => r.route === 'visitors')).toHaveLength(1)
    expect(run.outputs['visitors-partial']).toBe('true')
    expect(run.stdout).toMatch(/::warning::.*max-pages/)
    // "page" is a docs page (a path), "request" one call to the service: counts say so, in the singular for one.
    expect(run.stdout).toContain('(at most 1 request per period, up to 250 pages each)')
    expect(run.stdout).toMatch(/; 250 pages in 1 request; PARTIAL\.$/m)
    expect(run.stdout).toMatch(/::warning::.*max-pages \(1 request of up to 250 pages each\)/)
    expect(run.summary).toMatch(/250 pages exported in 1 request\./)
    expect(run.stdout + run.summary).not.toMatch(/\b1 requests\b|pages of 250 rows|complete pages/)
  })

  it('a bad date fails before any request, naming the input', async () => {
    const run = await runAction({ ...base(), 'date-from': '2026-13-01' }, { action: 'report' })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::Input 'date-from'/)
    expect(sim.requests).toHaveLength(0)
  })
})

function countOnlyPrevious(csvPath: string): number {
  // rows of paths seen only in the previous period have 0 in the current columns
  return readFileSync(csvPath, 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .filter(line => /,0,0,0,\d+,\d+,\d+$/.test(line)).length
}
