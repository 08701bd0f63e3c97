/**
 * Section 9: the docs-health history through the bundle (issue 28). Bytes: a 5,000-page site reported every week for a
 * year (52 consecutive weekly runs of the report action with `history-branch` and `fix-gaps`, each through the
 * bundle; BENCH_QUICK=1 runs 8 and scales the year from them), for a private repository (reader text kept) and a
 * public one: each week file, the fix ledger and the roll-up after the year, the year in all raw, gzipped file by file,
 * and as git packs the branch's every commit; and a bound from `weekRecord` with every list at its limit. Requests:
 * what a run adds to GitHub and the service with the history on against the same run with it off (a new branch, 7
 * past weeks, 51 past weeks, a ledger of 10 open fixes, a re-run of a week, a run that loses one race, a fix-gaps run),
 * by route; and the wall time it adds, for information.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { startFakeGitHub, type FakeGitHub } from '../__fixtures__/fake-github.js'
import { runAction, type ActionRun } from '../script/local-runner.js'
import { startSimulator, type Simulator } from '../sim/server.js'
import { SIM_PROJECT_ID, type AnalyticsSizes } from '../sim/types.js'
import { MAX_FIXES_ASKED } from '../src/report/history/fix-states.js'
import { HISTORY_LIMITS, HISTORY_PATHS, type FixLedger, type WeekFigures } from '../src/report/history/format.js'
import { json } from '../src/report/history/keep.js'
import { LABEL_CHARS, weekRecord } from '../src/report/history/record.js'
import { weekOf, type WeekRange } from '../src/report/history/week.js'
import { pageView, readerView } from '../src/report/reader.js'
import { progress, QUICK, simInputs } from './proc.js'
import { kb, max, median, ms, row, seeded, sum, type Row } from './stats.js'

const BRANCH = 'docs-health-data'
/** The simulator's project id: the project's folder on the branch. */
const PROJECT = SIM_PROJECT_ID
const TOKEN = 'ghs_fake_token'
/** The site: 5,000 pages (the views section reads 2,500 of them: PAGING in src/report/registry.ts). */
const PAGES = 5000
/** Searches, feedback and the assistant of a large site: each section reads as much of them as its paging allows. */
const SIZES: Required<AnalyticsSizes> = { searchTerms: 2000, feedbackEntries: 1000, conversations: 5000 }
/** Weeks run through the bundle; the year is scaled from them in a quick run. */
const WEEKS = QUICK ? 8 : 52
const YEAR = 52
/** The last week reported: Monday 16 to Monday 23 November 2026 (2026-W47); the year is the 52 weeks up to it. */
const LAST_DATE_TO = Date.UTC(2026, 10, 23)
const DAY_MS = 86_400_000
/** The job each fix-gaps run sends ends this long after it: the run waits for it. */
const JOB_MS = 100
/** A week's file and the year's week files, raw, are held to these. */
const WEEK_TARGET = 40 * 1024
const YEAR_TARGET = 2 * 1024 * 1024

type Counts = Record<string, number>

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

/** The `count` consecutive weekly ranges ending with 2026-W47, oldest first. */
function weeklyRanges(count: number): WeekRange[] {
  return Array.from({ length: count }, (_, i) => {
    const to = LAST_DATE_TO - (count - 1 - i) * 7 * DAY_MS
    return { dateFrom: day(to - 7 * DAY_MS), dateTo: day(to) }
  })
}

interface World {
  sim: Simulator
  gh: FakeGitHub
}

async function startWorld(): Promise<World> {
  const sim = await startSimulator({
    rateLimit: { agent: 0, analytics: 0 },
    job: { durationMs: JOB_MS },
    visitorRows: PAGES,
    analytics: SIZES
  })
  return { sim, gh: await startFakeGitHub() }
}

async function closeWorld(w: World): Promise<void> {
  await w.sim.close()
  await w.gh.close()
}

/** A weekly scheduled run of the report action (`report: all` and the other inputs at their defaults). */
async function weekly(
  w: World,
  range: WeekRange,
  options: { history: boolean; isPrivate?: boolean; over?: Record<string, string> }
): Promise<ActionRun> {
  const inputs = simInputs(w.sim, {
    'poll-interval': '50ms',
    'date-from': range.dateFrom,
    'date-to': range.dateTo,
    'github-token': TOKEN,
    'issue-number': '12',
    ...(options.history && { 'history-branch': BRANCH }),
    ...options.over
  })
  const run = await runAction(inputs, {
    action: 'report',
    env: { GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: w.gh.url, GITHUB_GRAPHQL_URL: `${w.gh.url}/graphql` },
    event: { schedule: '0 8 * * 1', repository: { full_name: 'acme/docs-site', private: options.isPrivate ?? true } }
  })
  const history = run.stdout.split('\n').filter(line => line.startsWith('::warning') && /histor/i.test(line))
  if (run.code !== 0 || history.length > 0)
    throw new Error(`a report run for ${weekOf(range)} failed or warned about the history: ${run.stdout}${run.stderr}`)
  return run
}

// ---- Bytes: a year of weeks ----

interface Year {
  /** Each week file's bytes as its run left it, and the run's wall time. */
  weekBytes: number[]
  wallMs: number[]
  /** The branch's files after the last week, and before it (the requests' scenarios are seeded from it). */
  files: Map<string, string>
  beforeLast: Map<string, string>
  jobs: number
  /** The bytes git keeps for the branch's every commit, packed (`git gc`, then the pack's size). */
  packBytes: number
}

/** A git repository that takes a snapshot of the branch after each run, so its pack measures the branch's history. */
class GitMirror {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'docs-agent-bench-history-'))
  private readonly env = {
    ...process.env,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_NAME: 'bench',
    GIT_AUTHOR_EMAIL: 'bench@localhost',
    GIT_COMMITTER_NAME: 'bench',
    GIT_COMMITTER_EMAIL: 'bench@localhost'
  }

  constructor() {
    this.git('init', '-q', '-b', BRANCH)
  }

  private git(...args: string[]): string {
    return execFileSync('git', args, { cwd: this.dir, env: this.env, encoding: 'utf8' })
  }

  commit(files: ReadonlyMap<string, string>, message: string): void {
    for (const [file, text] of files) {
      mkdirSync(path.dirname(path.join(this.dir, file)), { recursive: true })
      writeFileSync(path.join(this.dir, file), text)
    }
    this.git('add', '-A')
    this.git('commit', '-q', '--allow-empty', '-m', message)
  }

  /** The pack's bytes after `git gc` (zlib and deltas between the weeks' versions). */
  packed(): number {
    this.git('gc', '-q')
    const sizePack = /^size-pack: (\d+)$/m.exec(this.git('count-objects', '-v'))?.[1]
    return Number(sizePack) * 1024
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true })
  }
}

/** WEEKS weekly runs with fix-gaps; each job's pull request merged two days after its run, so the next is a new job. */
async function year(isPrivate: boolean): Promise<Year> {
  const w = await startWorld()
  const mirror = new GitMirror()
  try {
    const weekBytes: number[] = []
    const wallMs: number[] = []
    let beforeLast = new Map<string, string>()
    for (const [i, range] of weeklyRanges(WEEKS).entries()) {
      if (i === WEEKS - 1) beforeLast = w.gh.branchFiles(BRANCH)
      const pull = 100 + i
      w.sim.setJobPlan({ durationMs: JOB_MS, prLink: `https://github.com/acme/docs-site/pull/${pull}` })
      const jobs = w.sim.jobs.size
      const run = await weekly(w, range, { history: true, isPrivate, over: { 'fix-gaps': 'true' } })
      wallMs.push(run.durationMs)
      const file = w.gh.branchFiles(BRANCH).get(HISTORY_PATHS.week(w.sim.projectId, weekOf(range)))
      if (file === undefined) throw new Error(`the run for ${weekOf(range)} wrote no week file`)
      weekBytes.push(Buffer.byteLength(file))
      if (w.sim.jobs.size > jobs) {
        const runDay = Date.parse(range.dateTo)
        w.gh.addPull({
          number: pull,
          merged: true,
          created_at: new Date(runDay + DAY_MS / 3).toISOString(),
          merged_at: new Date(runDay + 2 * DAY_MS).toISOString()
        })
      }
      mirror.commit(w.gh.branchFiles(BRANCH), weekOf(range))
      if ((i + 1) % 13 === 0) progress(`history: ${isPrivate ? 'private' : 'public'}, ${i + 1} of ${WEEKS} weeks`)
    }
    return {
      weekBytes,
      wallMs,
      files: w.gh.branchFiles(BRANCH),
      beforeLast,
      jobs: w.sim.jobs.size,
      packBytes: mirror.packed()
    }
  } finally {
    mirror.dispose()
    await closeWorld(w)
  }
}

const bytes = (text: string | undefined): number => Buffer.byteLength(text ?? '')
const gzipped = (text: string): number => gzipSync(text).length

/** What a year's branch holds, in bytes: week files, ledger, roll-up; raw and gzipped file by file. */
function branchBytes(files: ReadonlyMap<string, string>, project: string) {
  const weeks = [...files].filter(([file]) => file.startsWith(`${HISTORY_PATHS.weeks(project)}/`)).map(([, t]) => t)
  const all = [...files.values()]
  return {
    weeks: weeks.length,
    weeksRaw: sum(weeks.map(bytes)),
    weeksGzip: sum(weeks.map(gzipped)),
    ledger: files.get(HISTORY_PATHS.fixes(project)),
    index: bytes(files.get(HISTORY_PATHS.index)),
    readme: bytes(files.get(HISTORY_PATHS.readme)),
    raw: sum(all.map(bytes)),
    gzip: sum(all.map(gzipped))
  }
}

const FOLDERS = ['api-reference', 'guides', 'components', 'integrations', 'settings', 'cli', 'blog', 'changelog']

/** Words of 3 to 9 random letters, `chars` long in all, the same for the same `n`: text that compresses as little as a reader's. */
function words(n: number, chars: number, between: string): string {
  const random = seeded(n + 1)
  let text = ''
  while (text.length < chars) {
    const word = Array.from({ length: 3 + Math.floor(random() * 7) }, () =>
      String.fromCharCode(97 + Math.floor(random() * 26))
    ).join('')
    text += (text === '' ? '' : between) + word
  }
  return text.slice(0, chars)
}

/** A gap key as gap-key.ts makes them: the section, then 16 hex digits. */
function key(section: string, n: number): string {
  const random = seeded(20_000 + n)
  const hex = () =>
    Math.floor(random() * 2 ** 32)
      .toString(16)
      .padStart(8, '0')
  return `${section}:${hex()}${hex()}`
}

/**
 * A week with every list at its limit (2,500 pages viewed, 100 rated, 200 search terms, 100 question groups), its
 * labels reader text cut at LABEL_CHARS, its paths `pathChars` long: the most a week file holds short of longer paths.
 * Each figure is drawn around its rank's from `random`, so the order of the pages moves from one week to the next.
 */
function boundWeek(pathChars: number, range: WeekRange, random: () => number): string {
  const path = (n: number) =>
    `/${FOLDERS[n % FOLDERS.length]}/${words(n, pathChars, '-')}`.slice(0, pathChars - 5) +
    `-${String(n).padStart(4, '0')}`
  const label = (n: number) => words(10_000 + n, LABEL_CHARS + 20, ' ')
  const about = (value: number) => Math.round(value * (0.7 + 0.6 * random()))
  const sitePages = new Set(Array.from({ length: 2500 }, (_, n) => path(n)))
  const figures: WeekFigures = {
    visitors: { human: about(123_456), ai: about(45_678), total: about(169_134) },
    views: {
      human: about(306_715),
      ai: about(147_199),
      total: about(453_914),
      pages: [...sitePages].map((p, n) => ({ path: p, human: about(25_000 - n * 9), ai: about(12_000 - n * 4) }))
    },
    searches: {
      total: about(35_000),
      terms: Array.from({ length: 200 }, (_, n) => ({
        key: key('searches', n),
        text: label(n),
        hits: about(3000 - n * 7),
        ctr: random()
      }))
    },
    feedback: {
      pages: Array.from({ length: 100 }, (_, n) => ({
        key: key('feedback', n),
        path: path(n * 7),
        up: about(120),
        down: about(45),
        comments: about(12)
      }))
    },
    assistant: {
      questions: about(3000),
      unanswered: about(900),
      groups: Array.from({ length: 100 }, (_, n) => ({
        key: key('assistant', n),
        question: label(5000 + n),
        unanswered: about(150 - n),
        asked: about(400 - n)
      }))
    }
  }
  const record = weekRecord(figures, {
    project: PROJECT,
    range,
    written: new Date(Date.parse(range.dateTo) + DAY_MS / 3),
    sections: { visitors: 'whole', views: 'partial', searches: 'partial', feedback: 'whole', assistant: 'whole' },
    reader: readerView(true, ''),
    pages: pageView(true, sitePages),
    keying: '0a1b2c3d'
  })
  const full =
    record.pages.length === HISTORY_LIMITS.pages &&
    record.terms.length === HISTORY_LIMITS.terms &&
    record.topics.length === HISTORY_LIMITS.topics &&
    (record.terms[0]?.[3]?.length ?? 0) >= LABEL_CHARS - 1
  if (!full) throw new Error('the bound week is not at its limits')
  return json(record)
}

/** A year of bound weeks (paths `pathChars` long): raw and gzipped bytes, and the pack of a commit a week. */
function boundYear(pathChars: number): { week: number; raw: number; gzip: number; pack: number } {
  const mirror = new GitMirror()
  const random = seeded(pathChars)
  try {
    const texts = weeklyRanges(YEAR).map(range => {
      const text = boundWeek(pathChars, range, random)
      mirror.commit(new Map([[HISTORY_PATHS.week(PROJECT, weekOf(range)), text]]), weekOf(range))
      return text
    })
    return {
      week: max(texts.map(bytes)),
      raw: sum(texts.map(bytes)),
      gzip: sum(texts.map(gzipped)),
      pack: mirror.packed()
    }
  } finally {
    mirror.dispose()
  }
}

async function measureBytes(): Promise<{ rows: Row[]; seed: Map<string, string>; ledger?: FixLedger }> {
  const scale = YEAR / WEEKS
  const scaled = QUICK ? ` (${WEEKS} weeks × ${scale})` : ''
  const out: Row[] = []
  let seed = new Map<string, string>()
  let ledger: FixLedger | undefined
  for (const isPrivate of [true, false]) {
    const which = isPrivate ? 'private (reader text kept)' : 'public'
    progress(`history: ${WEEKS} weekly runs of a ${PAGES}-page site with fix-gaps, ${which} repository`)
    const y = await year(isPrivate)
    const b = branchBytes(y.files, PROJECT)
    if (b.weeks !== WEEKS) throw new Error(`${b.weeks} week files after ${WEEKS} weekly runs`)
    const yearRaw = b.weeksRaw * scale
    const fixes = b.ledger ? (JSON.parse(b.ledger) as FixLedger) : undefined
    const sent = sum(fixes?.fixes.map(fix => fix.gaps.length) ?? [])
    out.push(
      row(
        '9',
        `a week file, ${which}: median / largest of ${WEEKS}`,
        `${kb(median(y.weekBytes))} / ${kb(max(y.weekBytes))}`,
        `≤ ${kb(WEEK_TARGET)}`,
        max(y.weekBytes) <= WEEK_TARGET
      ),
      row(
        '9',
        `the year's ${YEAR} week files, ${which}: raw / gzip file by file${scaled}`,
        `${kb(yearRaw)} / ${kb(b.weeksGzip * scale)}`,
        `≤ ${kb(YEAR_TARGET)} raw`,
        yearRaw <= YEAR_TARGET
      ),
      row(
        '9',
        `fixes.json after the year's fix-gaps runs, ${which}: jobs (gaps) / bytes${scaled}`,
        `${fixes?.fixes.length ?? 0} (${sent}) / ${kb(bytes(b.ledger) * (QUICK ? scale : 1))}`
      ),
      row('9', `index.json / README.md (one project), ${which}`, `${kb(b.index)} / ${kb(b.readme)}`),
      row(
        '9',
        `the whole branch after the year, ${which}: raw / gzip file by file / git pack of its ${WEEKS} weeks' commits${scaled}`,
        `${kb(b.raw + (scale - 1) * (b.weeksRaw + bytes(b.ledger)))} / ${kb(b.gzip + (scale - 1) * b.weeksGzip)} / ${kb(y.packBytes * scale)}`
      ),
      row(
        '9',
        `wall time of a weekly run with the history and fix-gaps, ${which}: median of ${WEEKS}`,
        ms(median(y.wallMs))
      )
    )
    if (isPrivate) {
      seed = y.beforeLast
      ledger = fixes
    }
    if (y.jobs === 0) throw new Error('no fix-gaps job was sent in the year')
  }
  for (const pathChars of [40, 120]) {
    progress(`history: a year of weeks at the bound, paths of ${pathChars} characters (weekRecord, no run)`)
    const bound = boundYear(pathChars)
    out.push(
      row(
        '9',
        `bound, every list at its limit (500 pages, 200 terms, 100 groups, labels of 80), paths of ${pathChars}: a week / the year raw / gzip / git pack`,
        `${kb(bound.week)} / ${kb(bound.raw)} / ${kb(bound.gzip)} / ${kb(bound.pack)}`
      )
    )
  }
  return { rows: out, seed, ledger }
}

// ---- Requests: the history on against off ----

interface Scenario {
  name: string
  /** Sets the world up before the measured run (both ways alike): `history` says which way it runs. */
  seed?: (w: World, history: boolean) => Promise<void>
  /** Just before the measured run with the history on. */
  arm?: (w: World) => void
  over?: Record<string, string>
}

interface Measured {
  github: Counts
  service: Counts
  wallMs: number
}

const MEASURED_WEEK: WeekRange = { dateFrom: '2026-11-16', dateTo: '2026-11-23' }

/** One run of the scenario in a world of its own, its requests counted from its start. */
async function measureRun(scenario: Scenario, history: boolean): Promise<Measured> {
  const w = await startWorld()
  try {
    await scenario.seed?.(w, history)
    const [g, s] = [w.gh.requests.length, w.sim.requests.length]
    if (history) scenario.arm?.(w)
    const run = await weekly(w, MEASURED_WEEK, { history, over: scenario.over })
    const service: Counts = {}
    for (const { route } of w.sim.requests.slice(s)) service[route] = (service[route] ?? 0) + 1
    return { github: w.gh.requestCounts(g) as Counts, service, wallMs: run.durationMs }
  } finally {
    await closeWorld(w)
  }
}

const total = (counts: Counts): number => sum(Object.values(counts))

/** The routes whose count the history changed: `getRef +2, getContent +9`. */
function added(on: Counts, off: Counts): string {
  const routes = [...new Set([...Object.keys(on), ...Object.keys(off)])]
  const changes = routes.flatMap(route => {
    const d = (on[route] ?? 0) - (off[route] ?? 0)
    return d === 0 ? [] : [`${route} ${d > 0 ? '+' : ''}${d}`]
  })
  return changes.length > 0 ? changes.join(', ') : 'none'
}

/** The branch as it stood before the last week of the private year: its last `count` weeks and the roll-up, no ledger. */
function pastWeeks(seed: ReadonlyMap<string, string>, count: number): Record<string, string> | undefined {
  const weeks = [...seed.keys()].filter(file => file.includes('/weeks/')).sort()
  if (weeks.length < count) return undefined
  const kept = new Set([HISTORY_PATHS.index, HISTORY_PATHS.readme, ...weeks.slice(-count)])
  return Object.fromEntries([...seed].filter(([file]) => kept.has(file)))
}

/** Ten jobs that ended with a pull request still open, and a ledger that names them as open fixes. */
async function openFixes(w: World, ledger: FixLedger | undefined): Promise<string> {
  const gaps = ledger?.fixes.flatMap(fix => fix.gaps) ?? []
  const fixes: FixLedger['fixes'] = []
  for (let k = 0; k < 10; k++) {
    const pull = 200 + k
    w.sim.setJobPlan({ durationMs: 0, prLink: `https://github.com/acme/docs-site/pull/${pull}` })
    const before = new Set(w.sim.jobs.keys())
    const created = await fetch(`${w.sim.url}/v2/agent/${w.sim.projectId}/job`, {
      method: 'POST',
      headers: { authorization: `Bearer ${w.sim.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: `fix ${k}` })
    })
    await created.text()
    const job = [...w.sim.jobs.keys()].find(id => !before.has(id))
    if (!created.ok || job === undefined) throw new Error(`the seed job ${k} was not created: ${created.status}`)
    w.gh.addPull({ number: pull, state: 'open' })
    const week = weekOf(weeklyRanges(11)[k] as WeekRange)
    fixes.unshift({
      job,
      sent: `${(weeklyRanges(11)[k] as WeekRange).dateTo}T08:05:00.000Z`,
      week,
      origin: 'fix-gaps',
      state: 'open',
      gaps: gaps.slice(5 * k, 5 * k + 5)
    })
  }
  w.sim.setJobPlan({ durationMs: JOB_MS })
  return json({ format: 'docs-health-fixes', version: 2, project: w.sim.projectId, fixes } satisfies FixLedger)
}

/**
 * What a run with 7 past weeks may add: 3 reads (the head; the index, the ledger and the weeks' folder at once; the
 * weeks at once) and one commit of 6 (the head, its commit, the index and the ledger at once, a tree, a commit, the ref).
 */
const TYPICAL_TARGET = 9

async function measureRequests(seed: ReadonlyMap<string, string>, ledger: FixLedger | undefined): Promise<Row[]> {
  const past = pastWeeks(seed, 7)
  if (!past) throw new Error('the private year left fewer than 7 past weeks')
  const seedPast = async (w: World) => void w.gh.pushFiles(BRANCH, past, 'seed: 7 past weeks')
  const year = pastWeeks(seed, YEAR - 1)
  let yearRun: Scenario | undefined
  const typical: Scenario = { name: 'a run with 7 past weeks (history-weeks: 8, the default)', seed: seedPast }
  const withLedger: Scenario = {
    name: 'a run with 7 past weeks and a ledger of 10 open fixes (each job ended, its pull request open)',
    seed: async w => {
      const fixes = await openFixes(w, ledger)
      w.gh.pushFiles(BRANCH, { ...past, [HISTORY_PATHS.fixes(PROJECT)]: fixes }, 'seed: 10 open fixes')
    }
  }
  const scenarios: Scenario[] = [
    { name: 'the first run (no branch yet)' },
    typical,
    ...(year
      ? [
          (yearRun = {
            name: `a run with ${YEAR - 1} past weeks (history-weeks: ${YEAR}, the most)`,
            seed: async (w: World) => void w.gh.pushFiles(BRANCH, year, `seed: ${YEAR - 1} past weeks`),
            over: { 'history-weeks': String(YEAR) }
          })
        ]
      : []),
    withLedger,
    {
      name: 'a re-run of the week (7 past weeks, the week written once)',
      seed: async (w, history) => {
        await seedPast(w)
        await weekly(w, MEASURED_WEEK, { history })
      }
    },
    {
      name: 'a run that loses one race (another writer moves the branch once)',
      seed: seedPast,
      arm: w =>
        w.gh.inject('updateRef', {
          kind: 'before',
          run: () => void w.gh.pushFiles(BRANCH, { 'another-project/weeks/2026-W47.json': '{}\n' }, 'another project')
        })
    },
    { name: 'a fix-gaps run that sends a job (7 past weeks)', seed: seedPast, over: { 'fix-gaps': 'true' } }
  ]
  const out: Row[] = []
  const addedBy = new Map<Scenario, { github: number; service: number }>()
  for (const scenario of scenarios) {
    progress(`history: requests, ${scenario.name}: off, then on`)
    const off = await measureRun(scenario, false)
    const on = await measureRun(scenario, true)
    const [gOn, gOff, sOn, sOff] = [on.github, off.github, on.service, off.service].map(total) as [
      number,
      number,
      number,
      number
    ]
    progress(`history:   GitHub ${gOff} → ${gOn}: ${added(on.github, off.github)}`)
    progress(`history:   service ${sOff} → ${sOn}: ${added(on.service, off.service)}`)
    progress(`history:   wall ${ms(off.wallMs)} → ${ms(on.wallMs)}`)
    const more = { github: gOn - gOff, service: sOn - sOff }
    addedBy.set(scenario, more)
    const typicalMore = addedBy.get(typical)?.github ?? NaN
    const [target, pass] =
      scenario === typical
        ? [`≤ +${TYPICAL_TARGET} / +0`, more.github <= TYPICAL_TARGET && more.service === 0]
        : scenario === yearRun
          ? ['+0 over the run with 7 past weeks', more.github === typicalMore && more.service === 0]
          : scenario === withLedger
            ? [
                `≤ +${MAX_FIXES_ASKED} / +${MAX_FIXES_ASKED} over the run with 7 past weeks`,
                more.github - typicalMore <= MAX_FIXES_ASKED && more.service <= MAX_FIXES_ASKED
              ]
            : ['', undefined]
    out.push(
      row(
        '9',
        `${scenario.name}: GitHub / service requests, history off → on (added)`,
        `${gOff} / ${sOff} → ${gOn} / ${sOn} (+${more.github} / +${more.service})`,
        target,
        pass
      )
    )
  }
  const reps = QUICK ? 3 : 5
  progress(`history: wall time, a run with 7 past weeks, off and on alternating, ${reps}× each`)
  const walls = { off: [] as number[], on: [] as number[] }
  for (let i = 0; i < reps; i++) {
    walls.off.push((await measureRun(typical, false)).wallMs)
    walls.on.push((await measureRun(typical, true)).wallMs)
  }
  const [off, on] = [median(walls.off), median(walls.on)]
  out.push(
    row(
      '9',
      `wall time of a run with 7 past weeks, history off / on (median of ${reps}; loopback GitHub)`,
      `${ms(off)} / ${ms(on)} (+${ms(on - off)})`
    )
  )
  return out
}

export async function measureHistory(): Promise<Row[]> {
  const bytesRows = await measureBytes()
  return [...bytesRows.rows, ...(await measureRequests(bytesRows.seed, bytesRows.ledger))]
}
