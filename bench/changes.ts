/**
 * Section 8: docs that follow code through the bundle (issue 27). What a merged pull request costs in requests to GitHub
 * and to the service when it starts a new job, when it follows up the open one, and when it is skipped (a bot); how many
 * jobs ten merges make while the docs pull request stays open (readable and open, or unreadable to the token), with
 * `changes-per-job: 5`, and as one weekly batch; and the wall time of a merge run, for information.
 */
import type { MergedPullOptions } from '../__fixtures__/change-events.js'
import { mergeIn, runChange, startChangeWorld } from '../__fixtures__/change-world.js'
import { closeWorld, type World } from '../__fixtures__/world.js'
import type { ActionRun } from '../script/local-runner.js'
import { LATENCY_MS, progress, QUICK } from './proc.js'
import { median, ms, row, type Row } from './stats.js'

/** The job ends this long after each request: short, so that a series of merges measures the action, not the job. */
const JOB_MS = 100
const MERGES = 10
/** A docs pull request in a repository the token cannot read (the fake answers 404): it counts as open. */
const UNREADABLE = 'https://github.com/acme/private-docs/pull/9999'

function world(prLink?: string): Promise<World> {
  return startChangeWorld({
    job: { durationMs: JOB_MS, ...(prLink && { prLink }) },
    latencyMs: LATENCY_MS,
    rateLimit: { agent: 0, analytics: 0 }
  })
}

/** Pull request #n merged (its files in the fake) and the event GitHub sends for it. */
const merge = (w: World, n: number, options: MergedPullOptions = {}) =>
  mergeIn(w, { number: n, title: `Change ${n}`, ...options })

async function run(
  w: World,
  event: unknown,
  eventName: string,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {}
): Promise<ActionRun> {
  const r = await runChange(w, event, eventName, inputs, env)
  if (r.code !== 0) throw new Error(`a ${eventName} run failed: ${r.stdout}${r.stderr}`)
  return r
}

/** The docs pull request of every job is open in the fake (a job's link on another repository is left unreadable). */
function keepDocsPrsOpen(w: World): void {
  for (const job of w.sim.jobs.values()) {
    const n = /^https:\/\/github\.com\/acme\/docs\/pull\/(\d+)$/.exec(job.prLink ?? '')?.[1]
    if (n !== undefined && w.gh.pulls.get(Number(n))?.state !== 'open') w.gh.setPull(Number(n), 'open')
  }
}

interface Cost {
  github: number
  service: number
  /** Per route, in the order first seen: `listComments 3, createComment 1, …`. */
  githubRoutes: string
  serviceRoutes: string
  wallMs: number
  result: string
}

/** The requests one run made (counted from where each record stood before it) and its outcome. */
async function cost(w: World, go: () => Promise<ActionRun>): Promise<Cost> {
  const [g, s] = [w.gh.requests.length, w.sim.requests.length]
  const r = await go()
  const routes = (names: string[]) => {
    const counts = new Map<string, number>()
    for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1)
    return [...counts].map(([name, n]) => `${name} ${n}`).join(', ')
  }
  const github = w.gh.requests.slice(g).map(q => q.route)
  const service = w.sim.requests.slice(s).map(q => q.route)
  return {
    github: github.length,
    service: service.length,
    githubRoutes: routes(github),
    serviceRoutes: routes(service),
    wallMs: r.durationMs,
    result: r.outputs['change-result'] ?? ''
  }
}

/** The cost of a new job, of a follow-up to it, and of a bot's merge, in one world (the tracking issue opened first). */
async function perMerge(): Promise<{ created: Cost; followUp: Cost; skipped: Cost }> {
  const w = await world()
  try {
    const created = await cost(w, () => run(w, merge(w, 101), 'pull_request'))
    keepDocsPrsOpen(w)
    const followUp = await cost(w, () => run(w, merge(w, 102), 'pull_request', {}, { GITHUB_RUN_ID: '5002' }))
    const bot = merge(w, 103, { user: { login: 'dependabot[bot]', type: 'Bot' } })
    const skipped = await cost(w, () => run(w, bot, 'pull_request', {}, { GITHUB_RUN_ID: '5003' }))
    const results = [created, followUp, skipped].map(c => c.result).join(', ')
    if (results !== 'docs-pr-opened, follow-up, skipped') throw new Error(`the three merges ended ${results}`)
    return { created, followUp, skipped }
  } finally {
    await closeWorld(w)
  }
}

interface Series {
  jobs: number
  messages: number
  results: string[]
  wallMs: number[]
}

/** MERGES merges one after another, each its own workflow run, the docs pull requests kept open (or unreadable). */
async function series(inputs: Record<string, string>, prLink?: string): Promise<Series> {
  const w = await world(prLink)
  try {
    const results: string[] = []
    const wallMs: number[] = []
    for (let i = 0; i < MERGES; i++) {
      const r = await run(w, merge(w, 101 + i), 'pull_request', inputs, { GITHUB_RUN_ID: `${6000 + i}` })
      results.push(r.outputs['change-result'] ?? '')
      wallMs.push(r.durationMs)
      keepDocsPrsOpen(w)
    }
    const jobs = [...w.sim.jobs.values()]
    return { jobs: jobs.length, messages: jobs.reduce((n, job) => n + job.messages.length, 0), results, wallMs }
  } finally {
    await closeWorld(w)
  }
}

/** MERGES pull requests merged in the last hours, then one batch run (batch-merged on a schedule). */
async function batch(): Promise<Cost & { jobs: number; messages: number; sent: string }> {
  const w = await world()
  try {
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
    for (let i = 0; i < MERGES; i++) merge(w, 101 + i, { merged_at: at(600 - 30 * i) })
    const c = await cost(w, () =>
      run(w, {}, 'schedule', { 'batch-merged': 'true' }, { GITHUB_REF_NAME: 'main', GITHUB_RUN_ID: '7001' })
    )
    const jobs = [...w.sim.jobs.values()]
    const sent = (jobs[0]?.prompt.match(/^## Pull request #/gm) ?? []).length
    return { ...c, jobs: jobs.length, messages: jobs.reduce((n, job) => n + job.messages.length, 0), sent: `${sent}` }
  } finally {
    await closeWorld(w)
  }
}

/** The wall time of a merge run that starts a new job (its own world each time: the tracking issue opened too). */
async function mergeWall(): Promise<number[]> {
  const samples: number[] = []
  for (let i = 0; i < (QUICK ? 3 : 7); i++) {
    const w = await world()
    try {
      samples.push((await run(w, merge(w, 101), 'pull_request')).durationMs)
    } finally {
      await closeWorld(w)
    }
  }
  return samples
}

const both = (c: Cost): string => `${c.github} / ${c.service}`
const jobsAndMessages = (s: { jobs: number; messages: number }): string =>
  `${s.jobs} ${s.jobs === 1 ? 'job' : 'jobs'} + ${s.messages} ${s.messages === 1 ? 'message' : 'messages'}`

export async function measureChanges(): Promise<Row[]> {
  progress(
    `changes: requests per merge (new job, follow-up, bot), jobs of ${MERGES} merges, the batch; job ${JOB_MS} ms`
  )
  const { created, followUp, skipped } = await perMerge()
  progress(`changes: ${MERGES} merges with the docs pull request open, then unreadable, then changes-per-job: 5`)
  const open = await series({})
  const unreadable = QUICK ? undefined : await series({}, UNREADABLE)
  const capped = await series({ 'changes-per-job': '5' })
  progress('changes: the batch, and the wall time of a merge run')
  const weekly = await batch()
  const walls = await mergeWall()
  const followUps = (s: Series) => s.results.filter(r => r === 'follow-up').length
  for (const [what, c] of [
    ['new job', created],
    ['follow-up', followUp],
    ['batch', weekly]
  ] as const)
    progress(`changes: ${what} (${c.result}): GitHub ${c.githubRoutes}; service ${c.serviceRoutes}`)
  return [
    row('8', `a merge that starts a new job (opens the tracking issue): GitHub / service requests`, both(created)),
    row('8', 'a merge sent as a follow-up to the open docs job: GitHub / service requests', both(followUp)),
    row(
      '8',
      'a merge by a bot (skipped): GitHub / service requests',
      both(skipped),
      '0 / 0',
      skipped.github === 0 && skipped.service === 0 && skipped.result === 'skipped'
    ),
    row(
      '8',
      `${MERGES} merges, the docs pull request kept open: jobs + follow-up messages`,
      jobsAndMessages(open),
      `1 job + ${MERGES - 1} messages`,
      open.jobs === 1 && open.messages === MERGES - 1 && followUps(open) === MERGES - 1
    ),
    ...(unreadable
      ? [
          row(
            '8',
            `${MERGES} merges, the docs pull request unreadable to the token: jobs + follow-up messages`,
            jobsAndMessages(unreadable),
            `1 job + ${MERGES - 1} messages`,
            unreadable.jobs === 1 && unreadable.messages === MERGES - 1
          )
        ]
      : []),
    row(
      '8',
      `${MERGES} merges with changes-per-job: 5: jobs + follow-up messages`,
      jobsAndMessages(capped),
      `2 jobs + ${MERGES - 2} messages`,
      capped.jobs === 2 && capped.messages === MERGES - 2
    ),
    row(
      '8',
      `the batch: ${MERGES} pull requests merged, one run: jobs + messages (pull requests in the prompt)`,
      `${jobsAndMessages(weekly)} (${weekly.sent})`,
      `1 job + 0 messages (${MERGES})`,
      weekly.jobs === 1 && weekly.messages === 0 && weekly.sent === `${MERGES}`
    ),
    row('8', 'the batch run: GitHub / service requests', both(weekly)),
    row(
      '8',
      `wall time of a merge run, new job of ${JOB_MS} ms, waited for: median of ${walls.length} (min–max)`,
      `${ms(median(walls))} (${ms(Math.min(...walls))}–${ms(Math.max(...walls))})`
    ),
    row(
      '8',
      `wall time of each run of the ${MERGES} merges kept open: first (new job) / median of the follow-ups`,
      `${ms(open.wallMs[0] ?? NaN)} / ${ms(median(open.wallMs.slice(1)))}`
    )
  ]
}
