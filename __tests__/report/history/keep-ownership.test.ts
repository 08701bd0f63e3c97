// The ownership rule as the history's reader and both its writers follow it (src/report/history/keep.ts, by
// marker.ts's branchClaim), against the GitHub fake over real HTTP: a branch that is not there is made the history's
// on the first write; one whose index.json carries this version's marker is read and written; one of a later version
// is left alone; any other branch that exists (empty, a README alone, a static site's index.json, JSON of another
// shape, not JSON) is another's: not read, one warning naming history-branch, and never written, neither the
// report's week nor a ledger alone (a fix-gaps job, or the agent action's job for merged code).
import { jest } from '@jest/globals'
import { BRANCH, dataBranchOfEachTest } from '../../../__fixtures__/data-branch.js'
import { emptyLedger } from '../../../src/report/history/fixes.js'
import { HISTORY_PATHS } from '../../../src/report/history/format.js'
import { json, readPast, writeLedger, writeWeek } from '../../../src/report/history/keep.js'

/** The log's line a week's write leaves (keep.ts, WriteOutcome.warning): undefined when written, or warned elsewhere. */
const weekWarning = async (...args: Parameters<typeof writeWeek>) => (await writeWeek(...args)).warning
import { parseFixLedger, parseHistoryIndex } from '../../../src/report/history/parse.js'
import { headline } from '../../../src/report/history/rollup.js'
import { week } from './weeks.js'

beforeEach(() => jest.spyOn(process.stdout, 'write').mockImplementation(() => true))
afterEach(() => jest.restoreAllMocks())

const world = dataBranchOfEachTest()
const P = 'acme'
const INDEX = json({ format: 'docs-health-index', version: 2, projects: {} })
const W46 = HISTORY_PATHS.week(P, '2026-W46')

const past = async () => {
  const warnings: string[] = []
  const read = await readPast(world.branch(), {
    project: P,
    week: '2026-W47',
    count: 7,
    branchName: BRANCH,
    warn: line => void warnings.push(line)
  })
  return { read, warnings }
}
const theWeek = async () =>
  weekWarning(world.branch(), BRANCH, P, {
    record: week(47),
    headline: headline(week(47), { gaps: 0, fixesMerged: 0, fixesBetter: 0, fixesStillThere: 0 }),
    ledger: () => emptyLedger(P)
  })
const aJob = () =>
  writeLedger(world.branch(), BRANCH, P, `docs-health: ${P} docs job job-1 for code`, current => ({
    ...(current ?? emptyLedger(P)),
    fixes: [{ job: 'job-1', sent: '2026-11-23T08:00:00Z', week: '2026-W48', origin: 'change', state: 'open', gaps: [] }]
  }))
const log = () =>
  world
    .gh()
    .branchLog(BRANCH)
    .map(c => c.sha)

/** The files of each branch that exists and is not the history's, and why, as the one warning says it. */
const ANOTHERS: [string, Record<string, string>, string][] = [
  ['an empty branch', {}, 'it has no index.json'],
  ['a README alone', { 'README.md': '# acme\n' }, 'it has no index.json'],
  [
    'a static site with an index.json of its own',
    {
      'index.json': '{"pages": [{"title": "Home", "url": "/"}]}',
      'README.md': '# site\n',
      'assets/app.js': 'x\n'
    },
    "its index.json is not the history's: format: not docs-health-index"
  ],
  [
    'an index.json of another shape, with history files beside it',
    { 'index.json': '[1, 2, 3]', [W46]: json(week(46)) },
    "its index.json is not the history's: not an object"
  ],
  [
    'an index.json that is not JSON',
    { 'index.json': '<!doctype html>' },
    "its index.json is not the history's: not JSON"
  ]
]

describe.each(ANOTHERS)('%s: another’s', (_what, files, why) => {
  const warning = `The branch ${BRANCH} exists and is not a docs-health history (${why}): the history is not read or written there. Name a branch of its own in history-branch.`
  let before: string[]
  beforeEach(() => {
    world.gh().pushFiles(BRANCH, files, 'theirs')
    before = log()
  })

  it('is not read: one warning naming history-branch', async () => {
    expect(await past()).toStrictEqual({ read: undefined, warnings: [warning] })
    // Nothing of it read but its index.
    const read = world
      .gh()
      .requests.filter(r => r.route === 'getContent')
      .map(r => decodeURIComponent(r.path))
    expect(read.filter(path => !path.includes('/contents/index.json') && !path.includes('/weeks'))).toStrictEqual([])
  })

  it('the week is never written', async () => {
    expect(await theWeek()).toBe(`History not written to ${BRANCH}: ${warning}`)
    expect(log()).toStrictEqual(before)
  })

  it('a ledger alone is never written', async () => {
    expect(await aJob()).toBe(`History not written to ${BRANCH}: ${warning}`)
    expect(log()).toStrictEqual(before)
  })
})

describe('a branch not there yet', () => {
  it('is read as a history of no weeks, without a warning', async () => {
    expect(await past()).toStrictEqual({ read: { weeks: [] }, warnings: [] })
  })

  it('is made the history’s by the first write, the week’s or a ledger’s alone', async () => {
    expect(await aJob()).toBeUndefined()
    const files = world.gh().branchFiles(BRANCH)
    expect([...files.keys()].sort()).toStrictEqual(['README.md', HISTORY_PATHS.fixes(P), 'index.json'])
    expect(parseHistoryIndex(files.get('index.json') ?? '').value).toStrictEqual(JSON.parse(INDEX))
    expect(await theWeek()).toBeUndefined()
    expect(log()).toHaveLength(2)
  })
})

describe('a branch whose index.json carries the marker', () => {
  it('of this version: read, and written by both writers', async () => {
    world.gh().pushFiles(BRANCH, { 'index.json': INDEX, [W46]: json(week(46)) })
    expect(await past()).toStrictEqual({ read: { weeks: [week(46)] }, warnings: [] })
    expect(await theWeek()).toBeUndefined()
    expect(await aJob()).toBeUndefined()
    const files = world.gh().branchFiles(BRANCH)
    expect(Object.keys(parseHistoryIndex(files.get('index.json') ?? '').value?.projects ?? {})).toStrictEqual([P])
    expect(parseFixLedger(files.get(HISTORY_PATHS.fixes(P)) ?? '').value?.fixes.map(f => f.job)).toStrictEqual([
      'job-1'
    ])
  })

  it('of a later version: not read, and left alone by both writers', async () => {
    const later = JSON.stringify({ format: 'docs-health-index', version: 3, projects: 'v3' })
    const head = world.gh().pushFiles(BRANCH, { 'index.json': later })
    const why = 'index.json is of a later format (format version 3, newer than this action reads (2))'
    expect(await past()).toStrictEqual({
      read: undefined,
      warnings: [`History: ${why}: this version neither reads nor writes the branch.`]
    })
    expect(await theWeek()).toBe(`History not written to ${BRANCH}: its ${why}`)
    expect(await aJob()).toBe(`History not written to ${BRANCH}: its ${why}`)
    expect(log()).toStrictEqual([head])
  })
})

describe('a branch replaced between the read and the write', () => {
  it('read as the history’s, then a static site by the write: refused at the write', async () => {
    world.gh().pushFiles(BRANCH, { 'index.json': INDEX })
    expect((await past()).read).toStrictEqual({ weeks: [] })
    const site = world.gh().pushFiles(BRANCH, { 'index.json': '{"pages": []}' }, 'deploy')
    expect(await theWeek()).toMatch(/is not a docs-health history \(its index\.json is not the history's: format/)
    expect(await aJob()).toMatch(/is not a docs-health history .*history-branch\.$/)
    expect(log()[0]).toBe(site)
  })
})

describe('an index.json GitHub fails to give', () => {
  it('is a branch that could not be read, never one called another’s', async () => {
    world.gh().pushFiles(BRANCH, { 'index.json': INDEX })
    // GraphQL gives the weeks' folder and no index (an error names it); its read one by one answers 500.
    world.gh().inject('graphqlRepository', {
      kind: 'status',
      status: 200,
      body: {
        data: { repository: { d0: null, f0: null, f1: null } },
        errors: [{ type: 'INTERNAL', path: ['repository', 'f0'], message: 'Something went wrong' }]
      }
    })
    world.gh().inject('getContent', { kind: 'status', status: 500 }, 10)
    const { read, warnings } = await past()
    expect(read).toBeUndefined()
    expect(warnings).toStrictEqual([
      expect.stringMatching(new RegExp(`^History: the branch ${BRANCH} could not be read: `))
    ])
  })
})
