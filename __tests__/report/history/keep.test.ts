// The project's history on the data branch (src/report/history/keep.ts) against the GitHub fake over real HTTP: the
// past weeks and the ledger read at one head, a code branch and a later format refused, one commit for the week, the
// ledger and the roll-up, made again on the new head when another run moved the branch; the files' text.
import { jest } from '@jest/globals'
import { CancelledError } from '../../../src/action/errors.js'
import type { DataBranch } from '../../../src/github/data-branch.js'
import { BRANCH, dataBranchOfEachTest, rival } from '../../../__fixtures__/data-branch.js'
import type { FakeGitHub } from '../../../__fixtures__/fake-github.js'
import type { FixLedger, HistoryIndex } from '../../../src/report/history/format.js'
import { emptyLedger, recordFix } from '../../../src/report/history/fixes.js'
import { json, readPast, writeLedger, writeWeek, type WeekWrite } from '../../../src/report/history/keep.js'

/** The log's line a week's write leaves (keep.ts, WriteOutcome.warning): undefined when written, or warned elsewhere. */
const weekWarning = async (...args: Parameters<typeof writeWeek>) => (await writeWeek(...args)).warning
import { parseFixLedger, parseHistoryIndex, parseWeekRecord } from '../../../src/report/history/parse.js'
import { headline } from '../../../src/report/history/rollup.js'
import { week } from './weeks.js'

beforeEach(() => jest.spyOn(process.stdout, 'write').mockImplementation(() => true))
afterEach(() => jest.restoreAllMocks())

const world = dataBranchOfEachTest()
let gh: FakeGitHub
beforeEach(() => {
  gh = world.gh()
})

const P = 'acme'
const path = (n: number) => `${P}/weeks/2026-W${String(n).padStart(2, '0')}.json`
const INDEX: HistoryIndex = { format: 'docs-health-index', version: 2, projects: {} }
const ledgerWith = (...jobs: string[]): FixLedger =>
  jobs.reduce<FixLedger>(
    (ledger, job) =>
      recordFix(ledger, { job, sent: '2026-11-02T08:00:00Z', week: '2026-W45', origin: 'fix-gaps', gaps: [] }, P),
    emptyLedger(P)
  )
/** A history branch on the fake with these weeks (and an index), as earlier runs left it. */
const seed = (weeks: number[], extra: Record<string, string> = {}) =>
  gh.pushFiles(BRANCH, {
    'index.json': json(INDEX),
    ...Object.fromEntries(weeks.map(n => [path(n), json(week(n))])),
    ...extra
  })
const past = (count = 7, thisWeek = '2026-W47') => {
  const warnings: string[] = []
  const read = readPast(world.branch(), {
    project: P,
    week: thisWeek,
    count,
    branchName: BRANCH,
    warn: line => void warnings.push(line)
  })
  return { read, warnings }
}

describe('readPast', () => {
  it('a branch not there yet: no weeks, no warning, one request', async () => {
    const { read, warnings } = past()
    expect(await read).toStrictEqual({ weeks: [] })
    expect(warnings).toStrictEqual([])
    expect(gh.requestCounts()).toStrictEqual({ getRef: 1 })
  })

  it('the `count` latest weeks before this one, oldest first; this week and later ones left out', async () => {
    seed([40, 43, 44, 45, 46, 47, 48])
    const { read, warnings } = past(3)
    const got = await read
    expect(got?.weeks.map(w => w.week)).toStrictEqual(['2026-W44', '2026-W45', '2026-W46'])
    expect(got?.weeks[2]).toStrictEqual(week(46))
    expect(got).not.toHaveProperty('ledger')
    // This week's file is there: a re-run, whose write reads it (keep-untrusted.test.ts).
    expect(got?.rerun).toBe(true)
    expect(warnings).toStrictEqual([])
  })

  it('reads the ledger; files that are not weeks are ignored', async () => {
    seed([46], {
      [`${P}/fixes.json`]: json(ledgerWith('job-1')),
      [`${P}/weeks/notes.md`]: 'hi',
      [`${P}/weeks/2026-W1.json`]: '{}'
    })
    const { read, warnings } = past()
    expect(await read).toStrictEqual({ weeks: [week(46)], ledger: ledgerWith('job-1') })
    expect(warnings).toStrictEqual([])
  })

  it('skips a week that cannot be read, or that holds another week, with one warning each', async () => {
    seed([45], { [path(44)]: '{not json', [path(46)]: json(week(40)) })
    const { read, warnings } = past()
    expect((await read)?.weeks.map(w => w.week)).toStrictEqual(['2026-W45'])
    expect(warnings).toHaveLength(2)
    expect(warnings[0]).toMatch(/^History: acme\/weeks\/2026-W44\.json is skipped: .+\.$/)
    expect(warnings[1]).toBe('History: acme/weeks/2026-W46.json is skipped: its week is another.')
  })

  it('a ledger that cannot be read is absent, with one warning', async () => {
    seed([46], { [`${P}/fixes.json`]: '[]' })
    const { read, warnings } = past()
    expect(await read).toStrictEqual({ weeks: [week(46)] })
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toBe('History: acme/fixes.json is skipped: not an object.')
  })

  it('a branch of code (no index.json) is not read, with one warning naming history-branch', async () => {
    gh.pushFiles(BRANCH, { 'README.md': '# code', [path(46)]: json(week(46)) })
    const { read, warnings } = past()
    expect(await read).toBeUndefined()
    expect(warnings).toStrictEqual([
      `The branch ${BRANCH} exists and is not a docs-health history (it has no index.json): the history is not read or written there. Name a branch of its own in history-branch.`
    ])
  })

  it('lets a cancel (or any error not GitHub’s refusal) through', async () => {
    const cancelled = new CancelledError()
    const branch = { readHead: async () => Promise.reject(cancelled) } as unknown as DataBranch
    await expect(
      readPast(branch, { project: P, week: '2026-W47', count: 7, branchName: BRANCH, warn: () => undefined })
    ).rejects.toBe(cancelled)
  })

  it('a branch GitHub will not list: undefined, with one warning', async () => {
    seed([46])
    // GraphQL's batch fails too (no retry: the reads one by one are the retry), and so do those reads.
    gh.inject('graphqlRepository', { kind: 'status', status: 502 }, 2)
    gh.inject('getContent', { kind: 'status', status: 500 }, 10)
    const { read, warnings } = past()
    expect(await read).toBeUndefined()
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(new RegExp(`^History: the branch ${BRANCH} could not be read: `))
  })
})

describe('writeWeek', () => {
  const write = (n: number, ledger: WeekWrite['ledger'] = () => undefined): WeekWrite => ({
    record: week(n),
    headline: headline(week(n), { gaps: 3, fixesMerged: 1, fixesBetter: 0, fixesStillThere: 0 }),
    ledger
  })
  const files = () => gh.branchFiles(BRANCH)

  it('on a new branch: the week, the index and its README in one commit; no ledger when there is none', async () => {
    expect(await weekWarning(world.branch(), BRANCH, P, write(46))).toBeUndefined()
    expect([...files().keys()].sort()).toStrictEqual(['README.md', path(46), 'index.json'].sort())
    expect(parseWeekRecord(files().get(path(46)) ?? '').value).toStrictEqual(week(46))
    const index = parseHistoryIndex(files().get('index.json') ?? '').value
    expect(Object.keys(index?.projects ?? {})).toStrictEqual([P])
    expect(index?.projects[P]?.gaps).toBe(3)
    expect(files().get('README.md')).toContain(P)
    expect(gh.branchLog(BRANCH).map(c => c.message)).toStrictEqual(['docs-health: acme 2026-W46'])
  })

  it('the ledger is a change of the head’s: a fix another run recorded meanwhile is kept', async () => {
    seed([45], { [`${P}/fixes.json`]: json(ledgerWith('job-1')) })
    gh.inject('updateRef', rival(gh, { [`${P}/fixes.json`]: json(ledgerWith('job-1', 'job-2')) }))
    const seen: (string[] | undefined)[] = []
    const update = (current: FixLedger | undefined) => {
      seen.push(current?.fixes.map(f => f.job))
      return (
        current && {
          ...current,
          fixes: current.fixes.map(f => ({ ...f, state: 'merged' as const, merged: '2026-11-08T00:00:00Z' }))
        }
      )
    }
    expect(await weekWarning(world.branch(), BRANCH, P, write(46, update))).toBeUndefined()
    expect(seen).toStrictEqual([['job-1'], ['job-2', 'job-1']])
    const ledger = parseFixLedger(files().get(`${P}/fixes.json`) ?? '').value
    expect(ledger?.fixes.map(f => [f.job, f.state])).toStrictEqual([
      ['job-2', 'merged'],
      ['job-1', 'merged']
    ])
    expect(files().has(path(45))).toBe(true)
  })

  it('a re-run of an older week keeps the newer headline in the index', async () => {
    await weekWarning(world.branch(), BRANCH, P, write(47))
    await weekWarning(world.branch(), BRANCH, P, write(46))
    expect(parseHistoryIndex(files().get('index.json') ?? '').value?.projects[P]?.week).toBe('2026-W47')
    expect(files().has(path(46)) && files().has(path(47))).toBe(true)
  })

  it('refuses a branch of code and a later format, writing nothing, and says why', async () => {
    gh.pushFiles(BRANCH, { 'README.md': '# code' })
    expect(await weekWarning(world.branch(), BRANCH, P, write(46))).toBe(
      `History not written to ${BRANCH}: The branch ${BRANCH} exists and is not a docs-health history (it has no index.json): the history is not read or written there. Name a branch of its own in history-branch.`
    )
    gh.pushFiles(BRANCH, { 'index.json': JSON.stringify({ ...INDEX, version: 3 }) })
    expect(await weekWarning(world.branch(), BRANCH, P, write(46))).toBe(
      `History not written to ${BRANCH}: its index.json is of a later format (format version 3, newer than this action reads (2))`
    )
    expect(files().has(path(46))).toBe(false)
  })

  it('a refused write is a warning line, not a throw, and says the week was not kept', async () => {
    gh.inject('createTree', { kind: 'status', status: 500 }, 10)
    expect((await writeWeek(world.branch(), BRANCH, P, write(46))).notKept).toStrictEqual({
      reason: 'failed',
      message: expect.stringMatching(/^GitHub did not let this run write a tree: /)
    })
    expect(await weekWarning(world.branch(), BRANCH, P, write(46))).toMatch(
      new RegExp(`^History not written to ${BRANCH}: `)
    )
  })
})

describe('writeLedger', () => {
  it('records on the head’s ledger, with its own message; nothing else written', async () => {
    seed([46], { [`${P}/fixes.json`]: json(ledgerWith('job-1')) })
    const message = 'docs-health: acme fix job-2'
    expect(
      await writeLedger(world.branch(), BRANCH, P, message, current =>
        recordFix(
          current,
          { job: 'job-2', sent: '2026-11-09T08:00:00Z', week: '2026-W46', origin: 'fix-gaps', gaps: [] },
          P
        )
      )
    ).toBeUndefined()
    const files = gh.branchFiles(BRANCH)
    expect(parseFixLedger(files.get(`${P}/fixes.json`) ?? '').value?.fixes.map(f => f.job)).toStrictEqual([
      'job-2',
      'job-1'
    ])
    expect(gh.branchLog(BRANCH)[0]?.message).toBe(message)
    expect(files.get('index.json')).toBe(json(INDEX))
  })
  it('refuses a branch of code', async () => {
    gh.pushFiles(BRANCH, { 'README.md': '# code' })
    expect(await writeLedger(world.branch(), BRANCH, P, 'm', () => emptyLedger(P))).toMatch(
      /is not a docs-health history/
    )
    expect(gh.branchFiles(BRANCH).has(`${P}/fixes.json`)).toBe(false)
  })
})

describe('json: a history file’s text', () => {
  it('one field a line, one row a line, and objects of objects one entry a line; it reads back as it was', () => {
    const record = week(46, {
      pages: [
        ['/a', 1, 2, 3, 4, 5],
        ['/b', 0, 0, 0, 1, 0]
      ]
    })
    const text = json(record)
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        ' "format": "docs-health-week",',
        '  ["/a",1,2,3,4,5],',
        '  ["/b",0,0,0,1,0]',
        ' ],',
        ' "terms": [],'
      ])
    )
    expect(text.endsWith('}\n')).toBe(true)
    expect(JSON.parse(text)).toStrictEqual(record)
    const index = {
      ...INDEX,
      projects: {
        a: headline(week(46), { gaps: 0, fixesMerged: 0, fixesBetter: 0, fixesStillThere: 0 }),
        b: headline(week(46), { gaps: 1, fixesMerged: 0, fixesBetter: 0, fixesStillThere: 0 })
      }
    }
    const lines = json(index).split('\n')
    expect(lines.filter(line => /^ {2}"[ab]": \{/.test(line))).toHaveLength(2)
    expect(JSON.parse(json(index))).toStrictEqual(index)
    // One entry alone, or entries that are not objects, stay on their field's line.
    expect(json({ one: { a: { x: 1 } }, flat: { a: 1, b: 2 } })).toBe(
      '{\n "one": {"a":{"x":1}},\n "flat": {"a":1,"b":2}\n}\n'
    )
    // A null field, and objects beside a null, stay on one line.
    expect(json({ none: null, some: { a: { x: 1 }, b: null }, text: 'ab' })).toBe(
      '{\n "none": null,\n "some": {"a":{"x":1},"b":null},\n "text": "ab"\n}\n'
    )
  })
})
