/** Section 3: how late the action sees a final status, what polling costs, and the retry spacing under 503s. */
import { startSimulator, type Simulator } from '../sim/server.js'
import { runAction } from '../script/local-runner.js'
import { LATENCY_MS, progress, QUICK, roundTrip, simInputs } from './proc.js'
import { max, median, min, ms, row, seeded, sum, type Row } from './stats.js'

const INTERVAL_MS = 500
const SEED = 6

interface JobSample {
  durationMs: number
  /** Last GET job arrival − the moment the job turned final. */
  lagAtService: number
  /** Process exit (outputs written) − the moment the job turned final. */
  lagAtExit: number
  gets: number
  /** GETs beyond what the job's active time implies at one per interval. */
  excess: number
  /** From create to the last GET. */
  waitedMs: number
  /** Time between consecutive GETs of the job (the cadence; ideally exactly the interval). */
  gaps: number[]
  /** TCP connections the process opened to the simulator (1 when every request reuses the first). */
  connections: number
}

async function oneJob(sim: Simulator, durationMs: number): Promise<JobSample> {
  const run = await runAction(simInputs(sim, { prompt: 'bench lag', 'poll-interval': `${INTERVAL_MS}ms` }))
  const exitAt = Date.now()
  if (run.code !== 0 || run.outputs.status !== 'completed') throw new Error(`lag run failed: ${run.stdout}`)
  const job = [...sim.jobs.values()][0]
  const created = sim.requests.find(r => r.route === 'createJob')
  const gets = sim.requests.filter(r => r.route === 'getJob')
  const last = gets.at(-1)
  if (!job || !created || !last) throw new Error('lag run: no job or no poll recorded')
  return {
    durationMs,
    lagAtService: last.at - job.finalAt,
    lagAtExit: exitAt - job.finalAt,
    gets: gets.length,
    excess: gets.length - (job.finalAt - created.at) / INTERVAL_MS,
    waitedMs: last.at - created.at,
    gaps: gets.slice(1).map((g, i) => g.at - (gets[i] as { at: number }).at),
    connections: sim.connections
  }
}

/** A batch of jobs run concurrently as separate processes, each against its own simulator (its own job plan). */
async function batch(durations: number[]): Promise<JobSample[]> {
  const sims = await Promise.all(
    durations.map(durationMs =>
      startSimulator({ job: { durationMs }, latencyMs: LATENCY_MS, rateLimit: { agent: 0, analytics: 0 } })
    )
  )
  try {
    return await Promise.all(sims.map((sim, i) => oneJob(sim, durations[i] as number)))
  } finally {
    await Promise.all(sims.map(sim => sim.close()))
  }
}

export async function measureLag(): Promise<Row[]> {
  const random = seeded(SEED)
  const batches = QUICK ? 1 : 2
  const perBatch = QUICK ? 4 : 8
  const probe = await startSimulator({ latencyMs: LATENCY_MS })
  const rtt = await roundTrip(probe).finally(() => probe.close())
  const samples: JobSample[] = []
  for (let b = 0; b < batches; b++) {
    const durations = Array.from({ length: perBatch }, () => Math.round(1000 + 5000 * random()))
    progress(`lag: batch ${b + 1}/${batches}, ${perBatch} concurrent jobs of ${durations.join(', ')} ms`)
    samples.push(...(await batch(durations)))
  }
  const lagService = samples.map(s => s.lagAtService)
  const lagExit = samples.map(s => s.lagAtExit)
  const bound = INTERVAL_MS + rtt
  const perMinute = sum(samples.map(s => s.gets)) / (sum(samples.map(s => s.waitedMs)) / 60_000)
  const implied = 60_000 / INTERVAL_MS
  const worstExcess = max(samples.map(s => s.excess))
  const gaps = samples.flatMap(s => s.gaps)
  const connections = samples.map(s => s.connections)
  const [faultRows, idle] = await Promise.all([measureFaultSpacing(), connectionsAtDefaultInterval()])
  return [
    row('3', `one round trip to the simulator (latency ${LATENCY_MS} ms), median`, `${rtt.toFixed(1)} ms`),
    row(
      '3',
      `detection lag at the service (last GET − final), ${samples.length} jobs of 1–6 s, interval ${INTERVAL_MS} ms: median`,
      ms(median(lagService)),
      `≤ ${ms(bound)} (interval + RTT)`,
      median(lagService) <= bound
    ),
    row('3', 'detection lag at the service: max', ms(max(lagService)), `≤ ${ms(bound)}`, max(lagService) <= bound),
    row(
      '3',
      'lag to outputs written (process exit − final): median / max',
      `${ms(median(lagExit))} / ${ms(max(lagExit))}`
    ),
    row(
      '3',
      'gap between consecutive GETs of a job: min / median / max',
      [min(gaps), median(gaps), max(gaps)].map(ms).join(' / '),
      `${INTERVAL_MS} ms (fixed cadence)`
    ),
    row('3', 'GET job per job-minute (all jobs)', perMinute.toFixed(1), `≈ ${implied} (60000/interval)`),
    row(
      '3',
      'GETs beyond the implied count, worst job',
      `+${worstExcess.toFixed(2)}`,
      '≤ +1 per job',
      worstExcess <= 1
    ),
    row(
      '3',
      `TCP connections per run (1 create + polls every ${INTERVAL_MS} ms): min / max`,
      `${min(connections)} / ${max(connections)}`,
      '1 (keep-alive)',
      max(connections) === 1
    ),
    row(
      '3',
      `TCP connections per run at the default 5 s interval (${idle.gets} GETs, 1 create)`,
      `${idle.connections}`
    ),
    ...faultRows
  ]
}

/** One job at the default poll-interval: Node's fetch closes idle connections after 4 s, so each poll may reconnect. */
async function connectionsAtDefaultInterval(): Promise<{ connections: number; gets: number }> {
  const sim = await startSimulator({
    job: { durationMs: 8000 },
    latencyMs: LATENCY_MS,
    rateLimit: { agent: 0, analytics: 0 }
  })
  try {
    const run = await runAction(simInputs(sim, { prompt: 'bench idle', 'poll-interval': '5s' }))
    if (run.code !== 0) throw new Error(`idle run failed: ${run.stdout}`)
    return { connections: sim.connections, gets: sim.requests.filter(r => r.route === 'getJob').length }
  } finally {
    await sim.close()
  }
}

/** Three 503s on GET job: the gaps between consecutive GETs while the fault lasts, over several runs. */
async function measureFaultSpacing(): Promise<Row[]> {
  const runs = QUICK ? 2 : 6
  progress(`fault: ${runs} concurrent runs, GET job answers 503 three times`)
  const sims = await Promise.all(
    Array.from({ length: runs }, () =>
      startSimulator({ job: { durationMs: 200 }, latencyMs: LATENCY_MS, rateLimit: { agent: 0, analytics: 0 } })
    )
  )
  const gaps: number[][] = [[], [], []]
  try {
    for (const sim of sims) sim.inject('getJob', { kind: 'status', status: 503 }, 3)
    const results = await Promise.all(
      sims.map(sim => runAction(simInputs(sim, { prompt: 'bench fault', 'poll-interval': `${INTERVAL_MS}ms` })))
    )
    results.forEach((run, i) => {
      if (run.code !== 0 || run.outputs.status !== 'completed') throw new Error(`fault run failed: ${run.stdout}`)
      const gets = (sims[i] as Simulator).requests.filter(r => r.route === 'getJob')
      // gets[0..2] answered 503, gets[3] succeeded: three retry gaps
      for (let k = 0; k < 3; k++) gaps[k]?.push((gets[k + 1]?.at ?? NaN) - (gets[k]?.at ?? NaN))
    })
  } finally {
    await Promise.all(sims.map(sim => sim.close()))
  }
  const all = gaps.flat()
  const means = gaps.map(g => ms(sum(g) / g.length)).join(' / ')
  return [
    row(
      '3',
      `fault (3× 503 on GET job, ${runs} runs): min gap between consecutive GETs`,
      ms(min(all)),
      '≥ 500 ms (half the first backoff)',
      min(all) >= 500
    ),
    row('3', 'fault: mean gap before retry 1 / 2 / 3 (equal jitter of 1 s, 2 s, 4 s)', means, '≈ 750 / 1500 / 3000 ms')
  ]
}
