/**
 * Section 6: the docs-health report through the bundle. Requests per section against the fewest that read its whole
 * data; the wall time of all sections together against the slowest one alone (they run side by side); the peak RSS at
 * a large site (100,000 pages, 5,000 search terms, 5,000 feedback entries, 20,000 assistant turns, the full budget).
 */
import { startSimulator, type Simulator } from '../sim/server.js'
import type { AnalyticsSizes } from '../sim/types.js'
import { runAction } from '../script/local-runner.js'
import { ANALYTICS_LATENCY_MS, PeakRss, progress, QUICK, simInputs } from './proc.js'
import { max, mb, median, ms, ratio, row, type Row } from './stats.js'

const DATES = { 'date-from': '2026-11-16', 'date-to': '2026-11-23' }
const SECTIONS = ['visitors', 'views', 'searches', 'feedback', 'assistant'] as const
type Section = (typeof SECTIONS)[number]
const ROUTES: Record<Section, string[]> = {
  visitors: ['visitors'],
  views: ['views'],
  searches: ['searches'],
  feedback: ['feedbackByPage', 'feedback'],
  assistant: ['assistant', 'callerStats']
}

/** The fewest requests that read a section's whole data at the service's page limits (compare: two periods). */
function fewest(section: Section, rows: number, sizes: Required<AnalyticsSizes>): number {
  const pages = (n: number, limit: number) => Math.max(1, Math.ceil(n / limit))
  switch (section) {
    case 'visitors':
      return 2 * pages(rows, 250)
    case 'views':
      return pages(rows, 250)
    case 'searches':
      return pages(sizes.searchTerms, 100)
    case 'feedback':
      return 2 // the by-page list (one page is all the service serves) and the latest 100 comments
    case 'assistant':
      return pages(sizes.conversations, 1000) + 1
  }
}

interface Sample {
  wall: number
  requests: Record<string, number>
  rss: number
}

async function runReport(sim: Simulator, rss: PeakRss, report: string, budget = '40'): Promise<Sample> {
  const before = sim.requests.length
  const peak = rss.next()
  const run = await runAction(simInputs(sim, { report, 'report-budget': budget, 'reader-text': 'show', ...DATES }), {
    action: 'report',
    env: { GITHUB_EVENT_NAME: 'schedule', ...peak.env }
  })
  if (run.code !== 0 || run.outputs['report-partial'] !== 'false') {
    throw new Error(`report ${report} failed or was partial: ${run.stdout}${run.stderr}`)
  }
  const requests: Record<string, number> = {}
  for (const r of sim.requests.slice(before)) requests[r.route] = (requests[r.route] ?? 0) + 1
  return { wall: run.durationMs, requests, rss: peak.read().maxRss }
}

const made = (sample: Sample, section: Section) => ROUTES[section].reduce((n, r) => n + (sample.requests[r] ?? 0), 0)

export async function measureHealth(): Promise<Row[]> {
  const out: Row[] = []
  const rss = new PeakRss()
  const sizes: Required<AnalyticsSizes> = { searchTerms: 180, feedbackEntries: 240, conversations: 600 }
  let sim = await startSimulator({
    latencyMs: ANALYTICS_LATENCY_MS,
    rateLimit: { agent: 0, analytics: 0 },
    analytics: sizes
  })
  try {
    const reps = QUICK ? 1 : 5
    const alone = new Map<Section, Sample[]>()
    for (const section of SECTIONS) {
      progress(`health: ${section} alone, ${reps}× (latency ${ANALYTICS_LATENCY_MS} ms)`)
      const samples: Sample[] = []
      for (let i = 0; i < reps; i++) samples.push(await runReport(sim, rss, section))
      alone.set(section, samples)
      const counts = samples.map(s => made(s, section))
      const least = fewest(section, 120, sizes)
      out.push(
        row(
          '6',
          `${section} alone: requests made / fewest for its whole data`,
          `${counts[0]} / ${least}`,
          'equal',
          counts.every(c => c === least)
        )
      )
    }
    progress(`health: all sections together, ${reps}×`)
    const together: Sample[] = []
    for (let i = 0; i < reps; i++) together.push(await runReport(sim, rss, 'all'))
    const slowest = Math.max(...SECTIONS.map(s => median((alone.get(s) ?? []).map(x => x.wall))))
    const all = median(together.map(s => s.wall))
    out.push(
      row(
        '6',
        `all five together / the slowest alone (median of ${reps})`,
        `${ms(all)} / ${ms(slowest)}, ${ratio(all / slowest)}`,
        '≤ 1.3×',
        all / slowest <= 1.3
      )
    )
    const sum = SECTIONS.reduce((n, s) => n + made(together[0] as Sample, s), 0)
    out.push(row('6', 'all five together: requests', `${sum} of 40`, '≤ budget', sum <= 40))
    out.push(row('6', 'all five together: peak RSS', mb(max(together.map(s => s.rss)))))

    if (!QUICK) {
      await sim.close()
      const large = { searchTerms: 5000, feedbackEntries: 5000, conversations: 20_000 }
      sim = await startSimulator({
        latencyMs: ANALYTICS_LATENCY_MS,
        rateLimit: { agent: 0, analytics: 0 },
        analytics: large,
        visitorRows: 100_000
      })
      progress('health: a large site, all sections, budget 100')
      const before = sim.requests.length
      const peak = rss.next()
      const run = await runAction(
        simInputs(sim, { report: 'all', 'report-budget': '100', 'reader-text': 'show', timeout: '4m', ...DATES }),
        {
          action: 'report',
          env: { GITHUB_EVENT_NAME: 'schedule', ...peak.env }
        }
      )
      const requests = sim.requests.length - before
      if (run.code !== 0) throw new Error(`large report failed: ${run.stdout}${run.stderr}`)
      const { maxRss } = peak.read()
      out.push(
        row(
          '6',
          'large site (100,000 pages, 20,000 questions): requests, partial',
          `${requests} of 100, ${run.outputs['report-partial']}`,
          '≤ 100',
          requests <= 100
        )
      )
      out.push(row('6', 'large site: wall', ms(run.durationMs)))
      out.push(row('6', 'large site: peak RSS', mb(maxRss), '≤ 150 MB', maxRss <= 150 * 1024 * 1024))
    }
  } finally {
    await sim.close()
    rss.dispose()
  }
  return out
}
