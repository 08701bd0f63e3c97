/**
 * Section 10: what the fix check costs (issue 38 §3), through the bundle against the simulator and the GitHub fake.
 * Per fix sent: the searches a fix-gaps run adds before its job (one per gap, against the same run without
 * assistant-key). Per run: a report whose fix ledger holds N fixes merged in the weeks checked, each with 5 search
 * gaps, with the check on against off: the searches and GitHub requests it adds, per run and per fix, for N = 1, 10
 * and 12 (only the 10 newest are searched again), held to the budget of 200 searches a run.
 */
import { readFileSync } from 'node:fs'
import { startFakeGitHub, type FakeGitHub } from '../__fixtures__/fake-github.js'
import { scheduledReport } from '../__fixtures__/report-run.js'
import type { ActionRun } from '../script/local-runner.js'
import { startSimulator, type Simulator } from '../sim/server.js'
import { DEFAULT_DISCOVERY_BUDGET } from '../src/service/discovery.js'
import { HISTORY_PATHS, type FixLedger } from '../src/report/history/format.js'
import { json } from '../src/report/history/keep.js'
import { MAX_FIXES_CHECKED } from '../src/report/history/search-check.js'
import { progress } from './proc.js'
import { row, type Row } from './stats.js'

const BRANCH = 'docs-health-data'
const GAPS = 5

interface World {
  sim: Simulator
  gh: FakeGitHub
}

async function world(): Promise<World> {
  const sim = await startSimulator({ rateLimit: { analytics: 0, agent: 0 }, job: { durationMs: 100 } })
  const gh = await startFakeGitHub()
  return { sim, gh }
}

/** A scheduled report run of the week 2026-11-16 → 23 on issue 12 (report-run.ts), the check on or off. */
const report = (w: World, check: boolean, over: Record<string, string> = {}): Promise<ActionRun> =>
  scheduledReport(
    w.sim,
    w.gh,
    {
      report: 'searches',
      gaps: String(GAPS),
      'history-branch': BRANCH,
      ...(check ? { 'assistant-key': w.sim.assistantKey, domain: w.sim.domain } : {}),
      ...over
    },
    true
  )

/** Searches sent to the simulator, and the GitHub requests of a run, counted from the world's logs. */
function counted(w: World, run: () => Promise<ActionRun>): Promise<{ searches: number; github: number }> {
  const [sims, ghs] = [w.sim.requests.length, w.gh.requests.length]
  return run().then(done => {
    if (done.code !== 0) throw new Error(`the report failed:\n${done.stdout}${done.stderr}`)
    return {
      searches: w.sim.requests.slice(sims).filter(r => r.route === 'search').length,
      github: w.gh.requests.length - ghs
    }
  })
}

/** A day before the run: a fix merged then is within the weeks the check searches again, whenever the bench runs. */
const YESTERDAY = new Date(Date.now() - 86_400_000).toISOString()

/** A ledger of `count` fixes merged yesterday, each with GAPS of this week's search terms. */
function ledgerOf(keys: string[], count: number, project: string): FixLedger {
  return {
    format: 'docs-health-fixes',
    version: 2,
    project,
    fixes: Array.from({ length: count }, (_, i) => ({
      job: `job-${i}`,
      sent: '2026-11-20T08:00:00Z',
      week: '2026-W47',
      origin: 'fix-gaps' as const,
      pr: `https://github.com/acme/docs-site/pull/${i + 1}`,
      merged: YESTERDAY,
      state: 'merged' as const,
      gaps: keys
        .slice(i * GAPS, (i + 1) * GAPS)
        .map(key => ({ key, section: 'searches' as const, subject: key, pages: [] }))
    }))
  }
}

export async function measureFixCheck(): Promise<Row[]> {
  const rows: Row[] = []
  const section = '10'
  // Before a job: the same fix-gaps run with and without the check, each on a world of its own.
  const without = await world()
  const withCheck = await world()
  try {
    progress('fix check: a fix-gaps run without and with assistant-key')
    const off = await counted(without, () => report(without, false, { 'fix-gaps': 'true' }))
    const on = await counted(withCheck, () => report(withCheck, true, { 'fix-gaps': 'true' }))
    const perGap = (on.searches - off.searches) / GAPS
    rows.push(row(section, `searches before a job, per gap sent (${GAPS} gaps)`, String(perGap), '1', perGap === 1))
    rows.push(
      row(
        section,
        'GitHub requests the check adds before a job',
        String(on.github - off.github),
        '0',
        on.github === off.github
      )
    )
  } finally {
    await Promise.all([without.sim.close(), without.gh.close(), withCheck.sim.close(), withCheck.gh.close()])
  }
  // After: a ledger of N merged fixes, searched again.
  for (const fixes of [1, MAX_FIXES_CHECKED, MAX_FIXES_CHECKED + 2]) {
    const w = await world()
    try {
      progress(`fix check: a run with ${fixes} merged fixes, check off and on`)
      const first = await report(w, false)
      const file = JSON.parse(readFileSync(first.outputs['searches-file'] ?? '', 'utf8')) as {
        terms: { key: string }[]
      }
      const keys = file.terms.map(term => term.key)
      for (let i = 1; i <= fixes; i++)
        w.gh.addPull({
          number: i,
          merged: true,
          merged_at: YESTERDAY,
          files: [{ filename: `guides/p${i}.mdx` }]
        })
      const seed = (): void => {
        w.gh.pushFiles(BRANCH, { [HISTORY_PATHS.fixes(w.sim.projectId)]: json(ledgerOf(keys, fixes, w.sim.projectId)) })
      }
      seed()
      const off = await counted(w, () => report(w, false))
      seed()
      const on = await counted(w, () => report(w, true))
      const searches = on.searches - off.searches
      const github = on.github - off.github
      const checked = Math.min(fixes, MAX_FIXES_CHECKED)
      rows.push(
        row(
          section,
          `a run with ${fixes} merged fixes: searches it adds`,
          String(searches),
          `${checked * GAPS}, ≤ ${DEFAULT_DISCOVERY_BUDGET}`,
          searches === checked * GAPS && searches <= DEFAULT_DISCOVERY_BUDGET
        ),
        row(
          section,
          `a run with ${fixes} merged fixes: GitHub requests it adds`,
          String(github),
          String(checked),
          github === checked
        ),
        row(
          section,
          `… per fix searched again: searches + GitHub requests`,
          `${searches / checked} + ${github / checked}`,
          `${GAPS} + 1`,
          searches / checked === GAPS && github / checked === 1
        )
      )
    } finally {
      await Promise.all([w.sim.close(), w.gh.close()])
    }
  }
  return rows
}
