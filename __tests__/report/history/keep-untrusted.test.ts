// The history kept on the data branch (src/report/history/keep.ts) against the GitHub fake, through the run's own
// client: files that cannot be read as this version's are skipped one warning each (a file too large for the
// contents API too); a later version's index keeps this version off the branch, a later ledger, and a re-run's week
// a later version wrote, are left as they are; an index that carries the marker but a field this version cannot read
// is replaced; a branch without the history's marker is never written, also when it appeared after the read
// (keep-ownership.test.ts has each case of the rule); the first write makes a history branch whatever it holds; a
// missing permission or a timeout is the request guard's one warning, none of the history's own; every string written
// is scrubbed of the run's secrets, and the file stays JSON.
import { BRANCH, dataBranchOfEachTest } from '../../../__fixtures__/data-branch.js'
import { addSecret, clearSecrets } from '../../../src/action/secrets.js'
import { emptyLedger } from '../../../src/report/history/fixes.js'
import { HISTORY_PATHS, type FixLedger, type ProjectHeadline } from '../../../src/report/history/format.js'
import { json, readPast, writeLedger, writeWeek } from '../../../src/report/history/keep.js'

/** The log's line a week's write leaves (keep.ts, WriteOutcome.warning): undefined when written, or warned elsewhere. */
const weekWarning = async (...args: Parameters<typeof writeWeek>) => (await writeWeek(...args)).warning
import { parseHistoryIndex } from '../../../src/report/history/parse.js'
import { headline } from '../../../src/report/history/rollup.js'
import { runClient } from '../../../__fixtures__/octokit.js'
import { week } from './weeks.js'

const world = dataBranchOfEachTest()
const gh = () => world.gh()
const PROJECT = 'acme'
const W47 = week(47)
const HEADLINE: ProjectHeadline = headline(W47, { gaps: 1, fixesMerged: 0, fixesBetter: 0, fixesStillThere: 0 })
const INDEX = json({ format: 'docs-health-index', version: 1, projects: { other: HEADLINE } })
const LATER_LEDGER = JSON.stringify({ format: 'docs-health-fixes', version: 3, project: PROJECT, fixes: 'v3' })

let said: string[]
beforeEach(() => {
  said = []
})
afterEach(() => clearSecrets())

const past = () =>
  readPast(world.branch(), {
    project: PROJECT,
    week: '2026-W47',
    count: 7,
    branchName: BRANCH,
    warn: line => void said.push(line)
  })
const theWeek = async (ledger: (current: FixLedger | undefined) => FixLedger | undefined = current => current) =>
  weekWarning(world.branch(), BRANCH, PROJECT, { record: W47, headline: HEADLINE, ledger })
const aJob = () =>
  writeLedger(world.branch(), BRANCH, PROJECT, 'fix job-1', current => ({
    ...(current ?? emptyLedger(PROJECT)),
    fixes: [
      { job: 'job-1', sent: '2026-11-23T08:00:00Z', week: '2026-W47', origin: 'fix-gaps', state: 'open', gaps: [] }
    ]
  }))
const files = () => gh().branchFiles(BRANCH)

describe('readPast', () => {
  it('skips each file it cannot read as this version’s, one warning each, and reads the others', async () => {
    gh().pushFiles(BRANCH, {
      // The marker, and a field this version cannot read: the history's, and its next write replaces the index.
      [HISTORY_PATHS.index]: '{"format": "docs-health-index", "version": 1, "projects": []}',
      [HISTORY_PATHS.week(PROJECT, '2026-W44')]: json(week(44)),
      // Over 1 MB: the contents API gives no text of it.
      [HISTORY_PATHS.week(PROJECT, '2026-W45')]: json({ ...week(45), padding: 'x'.repeat(1024 * 1024) }),
      [HISTORY_PATHS.week(PROJECT, '2026-W46')]: json(week(46)),
      [HISTORY_PATHS.fixes(PROJECT)]: LATER_LEDGER
    })
    const read = await past()
    expect(read?.weeks.map(w => w.week)).toEqual(['2026-W44', '2026-W46'])
    expect(read?.ledger).toBeUndefined()
    expect(said).toEqual([
      'History: index.json is skipped: projects: not an object; the next write replaces it.',
      "History: acme/weeks/2026-W45.json is skipped: GitHub's contents API gives no text of it (over 1 MB, or not a file).",
      'History: acme/fixes.json is skipped: format version 3, newer than this action reads (2); it is left as it is.'
    ])
  })

  it('a later version’s index: one warning, and the history is neither read nor written', async () => {
    gh().pushFiles(BRANCH, { [HISTORY_PATHS.index]: JSON.stringify({ format: 'docs-health-index', version: 3 }) })
    expect(await past()).toBeUndefined()
    expect(said).toEqual([
      expect.stringMatching(
        /^History: index\.json is of a later format \(format version 3, .*\): this version neither reads nor writes the branch\.$/
      )
    ])
  })

  it('a branch without index.json is not a history: one warning naming history-branch', async () => {
    gh().pushFiles(BRANCH, { 'src/index.ts': 'export {}\n' })
    expect(await past()).toBeUndefined()
    expect(said).toEqual([
      expect.stringMatching(/^The branch docs-health-data exists and is not a docs-health history .*history-branch\.$/)
    ])
  })
})

describe('writeWeek', () => {
  it('refuses a branch that has no index.json when it writes, even one without a README (made since the read)', async () => {
    const head = gh().pushFiles(BRANCH, { 'src/index.ts': 'export {}\n' })
    expect(await theWeek()).toMatch(
      /^History not written to docs-health-data: The branch .* is not a docs-health history/
    )
    expect(
      gh()
        .branchLog(BRANCH)
        .map(c => c.sha)
    ).toEqual([head])
  })

  it('leaves a later version’s ledger as it is, and writes the week, the index and the README', async () => {
    gh().pushFiles(BRANCH, { [HISTORY_PATHS.index]: INDEX, [HISTORY_PATHS.fixes(PROJECT)]: LATER_LEDGER })
    const offered: (FixLedger | undefined)[] = []
    expect(await theWeek(current => void offered.push(current))).toBeUndefined()
    expect(offered).toEqual([])
    expect(files().get(HISTORY_PATHS.fixes(PROJECT))).toBe(LATER_LEDGER)
    expect(files().has(HISTORY_PATHS.week(PROJECT, '2026-W47'))).toBe(true)
    expect(Object.keys(parseHistoryIndex(files().get('index.json') ?? '').value?.projects ?? {})).toEqual([
      'acme',
      'other'
    ])
  })

  it('leaves a re-run’s week of a later version as it is, with one warning, and writes the rest', async () => {
    const path = HISTORY_PATHS.week(PROJECT, '2026-W47')
    const later = JSON.stringify({ ...W47, version: 3, pages: 'v3' })
    gh().pushFiles(BRANCH, { [HISTORY_PATHS.index]: INDEX, [path]: later })
    const write = { record: W47, headline: HEADLINE, ledger: () => undefined }
    expect(await weekWarning(world.branch(), BRANCH, PROJECT, { ...write, rerun: true })).toBe(
      `History: ${path} is of a later format (format version 3, newer than this action reads (2)): it is left as it is.`
    )
    expect(files().get(path)).toBe(later)
    expect(Object.keys(parseHistoryIndex(files().get('index.json') ?? '').value?.projects ?? {})).toEqual([
      'acme',
      'other'
    ])
    // A week of this version, or one that is malformed, is replaced.
    for (const old of [json({ ...W47, written: '2026-11-23T05:00:00.000Z' }), '{not json']) {
      gh().pushFiles(BRANCH, { [path]: old })
      expect(await weekWarning(world.branch(), BRANCH, PROJECT, { ...write, rerun: true })).toBeUndefined()
      expect(files().get(path)).toBe(json(W47))
    }
  })

  it('reads no week file when the week was not on the branch at the read (not a re-run)', async () => {
    gh().pushFiles(BRANCH, { [HISTORY_PATHS.index]: INDEX })
    expect(await theWeek()).toBeUndefined()
    const weekReads = gh().requests.filter(r => r.route === 'getContent' && r.path.includes('weeks'))
    expect(weekReads).toEqual([])
    expect(files().has(HISTORY_PATHS.week(PROJECT, '2026-W47'))).toBe(true)
  })

  it('replaces an index that carries the marker and a field this version cannot read', async () => {
    gh().pushFiles(BRANCH, { [HISTORY_PATHS.index]: '{"format": "docs-health-index", "version": 1, "projects": []}' })
    expect(await theWeek()).toBeUndefined()
    expect(Object.keys(parseHistoryIndex(files().get('index.json') ?? '').value?.projects ?? {})).toEqual(['acme'])
  })

  it('never writes over an index too large to read: no marker can be seen in it', async () => {
    const head = gh().pushFiles(BRANCH, { [HISTORY_PATHS.index]: `${INDEX}${' '.repeat(1024 * 1024)}` })
    expect(await theWeek()).toBe(
      'History not written to docs-health-data: The branch docs-health-data exists and is not a docs-health history (its index.json is not a file GitHub gives the text of): the history is not read or written there. Name a branch of its own in history-branch.'
    )
    expect(
      gh()
        .branchLog(BRANCH)
        .map(c => c.sha)
    ).toEqual([head])
  })
})

describe('what the guard warned of once', () => {
  const guardSaid: string[] = []
  const guarded = () =>
    world.branch(
      {},
      runClient(gh(), 'ghs_fake_token', {
        warn: line => void guardSaid.push(line),
        summarize: async () => undefined,
        // A request that must time out never answers; every other one has 2 s, thousands of loopback round trips.
        requestTimeoutMs: 2000
      })
    )
  beforeEach(() => void (guardSaid.length = 0))

  it('a token without contents: write: the guard’s warning alone, for the week and the job alike', async () => {
    await world.restart({ tokenPermissions: { contents: 'read' } })
    gh().pushFiles(BRANCH, { [HISTORY_PATHS.index]: INDEX })
    const branch = guarded()
    const write = { record: W47, headline: HEADLINE, ledger: () => undefined }
    expect(await weekWarning(branch, BRANCH, PROJECT, write)).toBeUndefined()
    expect(
      await writeLedger(branch, BRANCH, PROJECT, 'fix job-1', current => current ?? emptyLedger(PROJECT))
    ).toBeUndefined()
    expect(guardSaid).toEqual([expect.stringContaining('Add "contents: write"')])
    expect(gh().branchLog(BRANCH)).toHaveLength(1)
  })

  it('a token that may not read the branch: the guard’s warning alone, and nothing read', async () => {
    await world.restart({ tokenPermissions: { issues: 'write' } })
    const read = await readPast(guarded(), {
      project: PROJECT,
      week: '2026-W47',
      count: 7,
      branchName: BRANCH,
      warn: line => void said.push(line)
    })
    expect(read).toBeUndefined()
    expect(said).toEqual([])
    expect(guardSaid).toEqual([expect.stringContaining('"contents: read"')])
  })

  it('a write GitHub does not answer in time: the guard’s warning alone, and the next write skipped', async () => {
    gh().pushFiles(BRANCH, { [HISTORY_PATHS.index]: INDEX })
    gh().inject('createTree', { kind: 'delay', ms: Infinity })
    const branch = guarded()
    const outcome = await writeWeek(branch, BRANCH, PROJECT, {
      record: W47,
      headline: HEADLINE,
      ledger: () => undefined
    })
    // No warning of its own (the guard's is the one), but the week is said not kept, and why.
    expect(outcome).toStrictEqual({ notKept: { reason: 'skipped', message: expect.any(String) } })
    expect(
      await writeLedger(branch, BRANCH, PROJECT, 'fix job-1', current => current ?? emptyLedger(PROJECT))
    ).toBeUndefined()
    expect(guardSaid).toEqual([expect.stringMatching(/^GitHub did not answer POST .*git\/trees within/)])
    expect(gh().branchLog(BRANCH)).toHaveLength(1)
  })
})

describe('writeLedger', () => {
  it('on a new branch (the week not written): writes an index and README with it, so the branch reads as a history', async () => {
    expect(await aJob()).toBeUndefined()
    expect([...files().keys()].sort()).toEqual(['README.md', 'acme/fixes.json', 'index.json'])
    expect(parseHistoryIndex(files().get('index.json') ?? '').value?.projects).toEqual({})
    const read = await past()
    expect(said).toEqual([])
    expect(read?.ledger?.fixes.map(fix => fix.job)).toEqual(['job-1'])
  })

  it('on a history branch: the ledger alone; over a later version’s ledger: nothing, and no warning', async () => {
    gh().pushFiles(BRANCH, { [HISTORY_PATHS.index]: INDEX })
    expect(await aJob()).toBeUndefined()
    expect(gh().branchLog(BRANCH)[0]?.message).toBe('fix job-1')
    expect(files().get('index.json')).toBe(INDEX)
    gh().pushFiles(BRANCH, { [HISTORY_PATHS.fixes(PROJECT)]: LATER_LEDGER })
    const commits = gh().branchLog(BRANCH).length
    expect(await aJob()).toBeUndefined()
    expect(gh().branchLog(BRANCH)).toHaveLength(commits)
    expect(files().get(HISTORY_PATHS.fixes(PROJECT))).toBe(LATER_LEDGER)
  })
})

describe('json', () => {
  it('scrubs the run’s secrets from every string, names too, and stays JSON', () => {
    const KEY = 'mint_0123456789abcdefXYZ'
    addSecret(KEY)
    const text = json({ format: 'docs-health-index', version: 1, projects: { [KEY]: HEADLINE, acme: HEADLINE } })
    expect(text).not.toContain('0123456789abcdef')
    expect(Object.keys(parseHistoryIndex(text).value?.projects ?? {})).toEqual(['***', 'acme'])
  })
})
