// The history kept on the data branch (src/report/history/keep.ts) against the GitHub fake, through the run's own
// client: files that cannot be read as this version's are skipped one warning each (a file too large for the
// contents API too); a later version's index keeps this version off the branch, a later ledger is left as it is; a
// branch without index.json is never written, also when it appeared after the read; the first write makes a history
// branch whatever it holds; every string written is scrubbed of the run's secrets, and the file stays JSON.
import { BRANCH, dataBranchOfEachTest } from '../../../__fixtures__/data-branch.js'
import { addSecret, clearSecrets } from '../../../src/action/secrets.js'
import { emptyLedger } from '../../../src/report/history/fixes.js'
import { HISTORY_PATHS, type FixLedger, type ProjectHeadline } from '../../../src/report/history/format.js'
import { json, readPast, writeLedger, writeWeek } from '../../../src/report/history/keep.js'
import { parseHistoryIndex } from '../../../src/report/history/parse.js'
import { headline } from '../../../src/report/history/rollup.js'
import { week } from './weeks.js'

const world = dataBranchOfEachTest()
const gh = () => world.gh()
const PROJECT = 'acme'
const W47 = week(47)
const HEADLINE: ProjectHeadline = headline(W47, { gaps: 1, fixesMerged: 0, fixesStillThere: 0 })
const INDEX = json({ format: 'docs-health-index', version: 1, projects: { other: HEADLINE } })
const LATER_LEDGER = JSON.stringify({ format: 'docs-health-fixes', version: 2, project: PROJECT, fixes: 'v2' })

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
const theWeek = (ledger: (current: FixLedger | undefined) => FixLedger | undefined = current => current) =>
  writeWeek(world.branch(), BRANCH, PROJECT, { record: W47, headline: HEADLINE, ledger })
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
      [HISTORY_PATHS.index]: '{"format": "docs-health-index"',
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
      'History: index.json is skipped: not JSON; the next write replaces it.',
      "History: acme/weeks/2026-W45.json is skipped: GitHub's contents API gives no text of it (over 1 MB, or not a file).",
      'History: acme/fixes.json is skipped: format version 2, newer than this action reads (1); it is left as it is.'
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

  it('replaces an index too large to read, as one that is malformed', async () => {
    gh().pushFiles(BRANCH, { [HISTORY_PATHS.index]: `${INDEX}${' '.repeat(1024 * 1024)}` })
    expect(await theWeek()).toBeUndefined()
    expect(Object.keys(parseHistoryIndex(files().get('index.json') ?? '').value?.projects ?? {})).toEqual(['acme'])
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
