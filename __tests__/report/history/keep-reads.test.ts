// What readPast (src/report/history/keep.ts) costs GitHub, against the fake over real HTTP: at most three requests
// whatever the number of weeks (the head; the index, the ledger and the weeks' folder at once; the weeks at once), the
// older weeks a fix is judged on among them; and, when GraphQL cannot give them, the same history read one file at a
// time, never a week lost.
import { jest } from '@jest/globals'
import { BRANCH, dataBranchOfEachTest } from '../../../__fixtures__/data-branch.js'
import type { FakeGitHub } from '../../../__fixtures__/fake-github.js'
import { emptyLedger } from '../../../src/report/history/fixes.js'
import { json, readPast } from '../../../src/report/history/keep.js'
import { week } from './weeks.js'

beforeEach(() => jest.spyOn(process.stdout, 'write').mockImplementation(() => true))
afterEach(() => jest.restoreAllMocks())

const world = dataBranchOfEachTest()
let gh: FakeGitHub
beforeEach(() => {
  gh = world.gh()
})

const P = 'acme'
const id = (n: number) => `2026-W${String(n).padStart(2, '0')}`
const path = (n: number) => `${P}/weeks/${id(n)}.json`
const INDEX = json({ format: 'docs-health-index', version: 2, projects: {} })
/** Weeks 1 to `last` of 2026 on the branch, with an index and an empty ledger. */
const seed = (last: number, extra: Record<string, string> = {}) =>
  gh.pushFiles(BRANCH, {
    'index.json': INDEX,
    [`${P}/fixes.json`]: json(emptyLedger(P)),
    ...Object.fromEntries(Array.from({ length: last }, (_, i) => [path(i + 1), json(week(i + 1))])),
    ...extra
  })
const past = async (count: number, thisWeek: number, judged: string[] = []) => {
  const warnings: string[] = []
  const got = await readPast(world.branch(), {
    project: P,
    week: id(thisWeek),
    count,
    branchName: BRANCH,
    warn: line => void warnings.push(line),
    judgedOn: () => judged
  })
  return { got, warnings }
}
const ids = (weeks: { week: string }[] | undefined) => (weeks ?? []).map(w => w.week)
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => id(from + i))

describe('at most three requests, whatever the number of weeks', () => {
  it.each([
    [7, 'history-weeks 8, the default'],
    [51, 'history-weeks 52, the most']
  ])('%i past weeks (%s), and an older week a fix is judged on', async count => {
    seed(52)
    const { got, warnings } = await past(count, 53, [id(1), id(50)])
    expect(ids(got?.weeks)).toStrictEqual(range(53 - count, 52))
    expect(ids(got?.older)).toStrictEqual([id(1)])
    expect(got?.ledger).toStrictEqual(emptyLedger(P))
    expect(warnings).toStrictEqual([])
    expect(gh.requestCounts()).toStrictEqual({ getRef: 1, graphqlRepository: 2 })
  })

  it('no week to read: two', async () => {
    seed(3)
    const { got } = await past(0, 53)
    expect(got).toStrictEqual({ weeks: [], ledger: emptyLedger(P) })
    expect(gh.requestCounts()).toStrictEqual({ getRef: 1, graphqlRepository: 1 })
  })

  it('a week larger than GraphQL gives is read alone, the others at once', async () => {
    seed(10, { [path(9)]: json(week(9)) + ' '.repeat(600_000) })
    const { got, warnings } = await past(7, 11)
    expect(ids(got?.weeks)).toStrictEqual(range(4, 10))
    expect(warnings).toStrictEqual([])
    const contents = gh.requests.filter(r => r.route === 'getContent').map(r => decodeURIComponent(r.path))
    expect(contents).toStrictEqual([expect.stringMatching(/\/contents\/acme\/weeks\/2026-W09\.json$/)])
    expect(gh.requestCounts()).toStrictEqual({ getRef: 1, graphqlRepository: 2, getContent: 1 })
  })
})

describe('GraphQL unavailable: the same history, one file a request', () => {
  it('every week, the older one, the ledger; no warning', async () => {
    seed(20)
    const fast = await past(7, 21, [id(2)])
    gh.inject('graphqlRepository', { kind: 'status', status: 502 }, 2)
    const mark = gh.requests.length
    const slow = await past(7, 21, [id(2)])
    expect(slow).toStrictEqual(fast)
    expect(ids(slow.got?.weeks)).toStrictEqual(range(14, 20))
    // The head, the two failed batches, the index, the ledger, the folder and eight weeks.
    expect(gh.requestCounts(mark)).toStrictEqual({ getRef: 1, graphqlRepository: 2, getContent: 11 })
  })
})
