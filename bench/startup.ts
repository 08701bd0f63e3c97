/** Sections 1 and 2: start-up to the first request (vs a bare Node 24 fetch) and the action's own overhead. */
import { tmpdir } from 'node:os'
import { startSimulator, type Simulator } from '../sim/server.js'
import { NODE24, runAction } from '../script/local-runner.js'
import { LATENCY_MS, progress, QUICK, simInputs, timeProcess } from './proc.js'
import { max, median, ms, ratio, row, type Row } from './stats.js'

/** The baseline: Node 24 doing one fetch to the simulator, nothing else. */
const BASELINE = `fetch(process.argv[1], { headers: { authorization: 'Bearer ' + process.argv[2] } }).then(r => r.text())`

const noLimits = { agent: 0, analytics: 0 }
const VISITOR_DATES = { 'date-from': '2026-11-01', 'date-to': '2026-11-08' }

/** ms from spawn to the first request the simulator saw after index `before`. */
function firstRequestAfter(sim: Simulator, before: number, spawnedAt: number): number {
  const first = sim.requests[before]
  if (!first) throw new Error('the process made no request to the simulator')
  return first.at - spawnedAt
}

/** A prompt with markup: what a reader sees of it is rendered first (text/visible-markdown.ts, loaded only then). */
const MARKUP_PROMPT = 'bench <b>start-up</b> with [a link](https://example.com) <!-- and a comment -->'

async function actionStartup(sim: Simulator, prompt = 'bench start-up'): Promise<{ startup: number; wall: number }> {
  const before = sim.requests.length
  const spawnedAt = Date.now() // runAction writes three small files, then spawns: well under 1 ms
  const run = await runAction(simInputs(sim, { prompt, 'poll-interval': '10ms' }))
  if (run.code !== 0) throw new Error(`start-up run failed (${run.code}): ${run.stdout}${run.stderr}`)
  return { startup: firstRequestAfter(sim, before, spawnedAt), wall: run.durationMs }
}

async function baselineStartup(sim: Simulator): Promise<number> {
  const before = sim.requests.length
  const url = `${sim.url}/v2/agent/${sim.projectId}/job/baseline`
  const run = await timeProcess(NODE24, ['-e', BASELINE, url, sim.apiKey], {
    PATH: process.env.PATH ?? '',
    HOME: tmpdir()
  })
  if (run.code !== 0) throw new Error(`baseline failed (${run.code}): ${run.stderr}`)
  return firstRequestAfter(sim, before, run.startedAt)
}

/** 1. Spawn → first request, median of ≥ 20 runs each, action and baseline interleaved (2 warm-ups unmeasured). */
export async function measureStartup(): Promise<Row[]> {
  const runs = QUICK ? 5 : 20
  progress(`start-up: ${runs} action runs and ${runs} baseline runs`)
  const sim = await startSimulator({ job: { durationMs: 0 }, latencyMs: LATENCY_MS, rateLimit: noLimits })
  const action: number[] = []
  const wall: number[] = []
  const baseline: number[] = []
  const markup: number[] = []
  try {
    for (let i = -2; i < runs; i++) {
      const actionFirst = i % 2 === 0
      if (!actionFirst) {
        const b = await baselineStartup(sim)
        if (i >= 0) baseline.push(b)
      }
      const a = await actionStartup(sim)
      if (i >= 0) {
        action.push(a.startup)
        wall.push(a.wall)
      }
      if (actionFirst) {
        const b = await baselineStartup(sim)
        if (i >= 0) baseline.push(b)
      }
      const m = await actionStartup(sim, MARKUP_PROMPT)
      if (i >= 0) markup.push(m.startup)
    }
  } finally {
    await sim.close()
  }
  const r = median(action) / median(baseline)
  return [
    row('1', `start-up: spawn → first request, action (median of ${runs})`, ms(median(action))),
    row('1', `start-up: spawn → first request, baseline node -e fetch (median of ${runs})`, ms(median(baseline))),
    row('1', 'start-up ratio action / baseline', ratio(r), '≤ 1.50×', r <= 1.5),
    row('1', `start-up with a prompt holding markup, rendered first (median of ${runs})`, ms(median(markup))),
    row('1', 'whole start-up run (create, job final at once), process wall', ms(median(wall)))
  ]
}

/** 2. Whole runs where the service answers at once: what the action itself costs. */
export async function measureOverhead(): Promise<Row[]> {
  const runs = QUICK ? 3 : 10
  progress(`own overhead: ${runs} agent runs and ${runs} visitors runs`)
  // durationMs 5 with a 10 ms interval: the create answer says active, the first poll sees completed.
  const sim = await startSimulator({
    job: { durationMs: 5 },
    latencyMs: LATENCY_MS,
    visitorRows: 250,
    rateLimit: noLimits
  })
  const agent: number[] = []
  const visitors: number[] = []
  let polls = 0
  let pages = 0
  try {
    for (let i = 0; i < runs; i++) {
      const before = sim.requests.length
      const a = await runAction(simInputs(sim, { prompt: 'bench overhead', 'poll-interval': '10ms' }))
      if (a.code !== 0 || a.outputs.status !== 'completed') throw new Error(`agent run failed: ${a.stdout}`)
      agent.push(a.durationMs)
      polls = Math.max(polls, sim.requests.slice(before).filter(r => r.route === 'getJob').length)

      const mid = sim.requests.length
      const v = await runAction(simInputs(sim, { report: 'visitors', compare: 'false', ...VISITOR_DATES }), {
        action: 'report',
        env: { GITHUB_EVENT_NAME: 'schedule' }
      })
      if (v.code !== 0 || v.outputs['visitors-pages'] !== '250') throw new Error(`visitors run failed: ${v.stdout}`)
      visitors.push(v.durationMs)
      pages = Math.max(pages, sim.requests.slice(mid).filter(r => r.route === 'visitors').length)
    }
  } finally {
    await sim.close()
  }
  return [
    row(
      '2',
      `whole agent run, final at the first poll (${polls} GET): median (max) of ${runs}`,
      `${ms(median(agent))} (${ms(max(agent))})`,
      '< 1 s',
      median(agent) < 1000
    ),
    row(
      '2',
      `whole visitors run, 250 rows, no compare (${pages} request): median (max) of ${runs}`,
      `${ms(median(visitors))} (${ms(max(visitors))})`,
      '< 1 s',
      median(visitors) < 1000
    )
  ]
}
