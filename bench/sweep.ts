/**
 * Section 7: what a runner is paid for, waiting for a job against a short run plus the sweep (issue 14). A 20-minute
 * job on a scaled clock: one simulated minute is MINUTE_MS of real time, so the job lasts 2 s and a sweep every 10
 * minutes runs every second. Only the job and the sweep's schedule are scaled: the short run's and each sweep's own
 * run time do not depend on how long the job runs, so they are counted as measured, and the waiting run's runner time
 * is the job's real 20 minutes plus the overhead measured around the scaled job. Also: requests per sweep (service
 * and GitHub) and the sweep's detection lag.
 */
import { startFakeGitHub, type FakeGitHub } from '../__fixtures__/fake-github.js'
import { labeled, seedShortRun } from '../__fixtures__/sweep-world.js'
import { startSimulator, type Simulator } from '../sim/server.js'
import { runAction, type ActionName, type ActionRun } from '../script/local-runner.js'
import { LATENCY_MS, progress, QUICK, simInputs } from './proc.js'
import { max, median, ms, row, sum, type Row } from './stats.js'

const MINUTE_MS = 100
const JOB_MINUTES = 20
const SWEEP_MINUTES = 10
const TOKEN = 'ghs_fake_token'

interface World {
  sim: Simulator
  gh: FakeGitHub
}

async function world(jobMs: number): Promise<World> {
  const sim = await startSimulator({
    job: { durationMs: jobMs },
    latencyMs: LATENCY_MS,
    rateLimit: { agent: 0, analytics: 0 }
  })
  return { sim, gh: await startFakeGitHub({ permissions: { writer: 'write' } }) }
}
const close = async ({ sim, gh }: World): Promise<void> => void (await Promise.all([sim.close(), gh.close()]))

function run(
  w: World,
  inputs: Record<string, string>,
  eventName: string,
  event: unknown = {},
  action: ActionName = 'agent'
): Promise<ActionRun> {
  const env = { GITHUB_EVENT_NAME: eventName, GITHUB_API_URL: w.gh.url, GITHUB_GRAPHQL_URL: `${w.gh.url}/graphql` }
  return runAction(simInputs(w.sim, { 'github-token': TOKEN, ...inputs }), { event, env, action })
}
const sweep = (w: World) => run(w, { 'sweep-interval': `${SWEEP_MINUTES}m` }, 'schedule', {}, 'sweep')
const ok = (r: ActionRun, what: string): ActionRun => {
  if (r.code !== 0) throw new Error(`${what} failed: ${r.stdout}${r.stderr}`)
  return r
}

/** The waiting run of one scaled job: its wall time minus the job's scaled length is its own overhead. */
async function waiting(): Promise<number> {
  const w = await world(JOB_MINUTES * MINUTE_MS)
  try {
    // poll-interval 10ms is about 6 s on the scaled clock (the default is 5 s).
    const r = ok(await run(w, { 'poll-interval': '10ms' }, 'issues', labeled(7)), 'waiting run')
    return r.durationMs - JOB_MINUTES * MINUTE_MS
  } finally {
    await close(w)
  }
}

interface ShortSample {
  shortMs: number
  sweepMs: number[]
  /** The GET that saw the job final − the job's end; and the sweep's own start to that GET. */
  lagMs: number
  toGetMs: number
}

/** A short run, then sweeps on the scaled schedule (first one at `phase` of an interval) until the comment is final. */
async function shortThenSweeps(phase: number): Promise<ShortSample> {
  const w = await world(JOB_MINUTES * MINUTE_MS)
  const interval = SWEEP_MINUTES * MINUTE_MS
  try {
    const short = ok(
      await run(w, { wait: 'false', 'sweep-interval': `${SWEEP_MINUTES}m` }, 'issues', labeled(7)),
      'short run'
    )
    const job = [...w.sim.jobs.values()][0]
    if (!job) throw new Error('short run started no job')
    const sweepMs: number[] = []
    let next = Date.now() + phase * interval
    for (;;) {
      await new Promise(resolve => setTimeout(resolve, Math.max(0, next - Date.now())))
      const startedAt = Date.now()
      const r = ok(await sweep(w), 'sweep')
      sweepMs.push(r.durationMs)
      if (w.gh.labelsOn(7).length === 0) {
        const get = w.sim.requests.filter(q => q.route === 'getJob').at(-1)
        if (!get) throw new Error('the sweep made no GET')
        return { shortMs: short.durationMs, sweepMs, lagMs: get.at - job.finalAt, toGetMs: get.at - startedAt }
      }
      next += interval
      if (sweepMs.length > 10) throw new Error('the sweep never finished the job')
    }
  } finally {
    await close(w)
  }
}

interface SweepCost {
  service: number
  github: number
  wallMs: number
}

/** One sweep over `open` labelled threads (`ended` of them with a job that has ended) and 10 threads long finished. */
async function oneSweep(open: number, ended: number): Promise<SweepCost> {
  const w = await world(60_000)
  try {
    const jobs = await Promise.all(Array.from({ length: open }, (_, i) => seedShortRun(w.sim, w.gh, 100 + i)))
    jobs.slice(0, ended).forEach(id => w.sim.finishJob(id, 'completed'))
    for (let n = 500; n < 510; n++)
      w.gh.addComment(n, '<!-- docs-agent-action:status job=old run=1 -->\ndone', 'github-actions[bot]')
    const [s, g] = [w.sim.requests.length, w.gh.requests.length]
    const r = ok(await sweep(w), 'sweep')
    return { service: w.sim.requests.length - s, github: w.gh.requests.length - g, wallMs: r.durationMs }
  } finally {
    await close(w)
  }
}

export async function measureSweep(): Promise<Row[]> {
  const phases = QUICK ? [0.5] : [0.1, 0.5, 0.9]
  progress(
    `sweep: a ${JOB_MINUTES}-minute job waited for, then short run + sweeps every ${SWEEP_MINUTES} min at ${phases.length} phase(s); 1 min = ${MINUTE_MS} ms`
  )
  const overheads: number[] = []
  for (let i = 0; i < (QUICK ? 1 : 3); i++) overheads.push(await waiting())
  const samples: ShortSample[] = []
  for (const phase of phases) samples.push(await shortThenSweeps(phase))
  progress('sweep: requests per sweep at 0 and 20 open jobs')
  const idle = await oneSweep(0, 0)
  const active = await oneSweep(20, 0)
  const ended = await oneSweep(20, 20)
  const waitSeconds = JOB_MINUTES * 60 + median(overheads) / 1000
  const totals = samples.map(s => (s.shortMs + sum(s.sweepMs)) / 1000)
  const worstTotal = max(totals)
  const sweepsPerJob = samples.map(s => s.sweepMs.length)
  const interval = SWEEP_MINUTES * MINUTE_MS
  const lagBound = samples.map(s => interval + s.toGetMs)
  const lagOk = samples.every((s, i) => s.lagMs <= (lagBound[i] as number))
  const scaled = (value: number): string => `${(value / MINUTE_MS).toFixed(1)} min`
  return [
    row(
      '7',
      `runner time, waiting for a ${JOB_MINUTES}-min job (the job + ${ms(median(overheads))} overhead)`,
      `${waitSeconds.toFixed(0)} s`
    ),
    row(
      '7',
      `runner time, short run + the sweeps that saw the job (${sweepsPerJob.join(' / ')} sweeps), worst of ${samples.length}`,
      `${worstTotal.toFixed(1)} s`,
      '< 60 s',
      worstTotal < 60
    ),
    row(
      '7',
      'one short run (median) / one sweep of that thread (median)',
      `${ms(median(samples.map(s => s.shortMs)))} / ${ms(median(samples.flatMap(s => s.sweepMs)))}`
    ),
    row(
      '7',
      'billed minutes per job (GitHub rounds each job up): waiting / short run + sweeps',
      `${Math.ceil(waitSeconds / 60)} / ${1 + max(sweepsPerJob)}`,
      'a sweep runs whether or not jobs are open: */10 is 144 billed min a day'
    ),
    row(
      '7',
      `detection lag (GET that saw it final − job end), scaled: median / max`,
      `${scaled(median(samples.map(s => s.lagMs)))} / ${scaled(max(samples.map(s => s.lagMs)))}`,
      `≤ ${SWEEP_MINUTES} min + the sweep's time to its GET (${ms(max(samples.map(s => s.toGetMs)))})`,
      lagOk
    ),
    row(
      '7',
      'service requests per sweep: none open / 20 active / 20 ended',
      `${idle.service} / ${active.service} / ${ended.service}`,
      '0 / 20 / 20 (one GET per open job)',
      idle.service === 0 && active.service === 20 && ended.service === 20
    ),
    row(
      '7',
      'GitHub requests per sweep: none open / 20 active / 20 ended',
      `${idle.github} / ${active.github} / ${ended.github}`
    ),
    row(
      '7',
      'sweep wall time: none open / 20 active / 20 ended (loopback GitHub)',
      [idle, active, ended].map(c => ms(c.wallMs)).join(' / ')
    )
  ]
}
