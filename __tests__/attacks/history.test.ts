// Attack on the docs-health history through the bundle: its data branch is files anyone with write access to the
// repository can edit. Valid format-1 files carry hostile text wherever a string may go (page ids, term and topic
// labels, term and topic keys, the ledger's pull request links and gap subjects, the index's folder names) and the
// largest numbers the format allows; malformed files (not JSON, a wrong version, a later one, wrong types, a file
// GitHub's contents API gives no text of) sit beside them. The run reads them, shows what it may (escaped), skips what
// it cannot read with one warning a file, and writes its week: no workflow command, no live link, mention or raw HTML
// in the comment, summary, log, outputs or the README.md it writes; a later version's index, and one without the
// history's marker, never overwritten.
import type { FakeGitHub } from '../../__fixtures__/fake-github.js'
import {
  BRANCH,
  HOSTILE,
  HOSTILE_FOLDERS,
  TOKEN,
  commentsWritten,
  fix,
  foreign,
  indexFile,
  ledgerFile,
  live,
  long,
  reportComment,
  warnings,
  weekFile,
  weeklyRun,
  historyWorldOfEachTest
} from '../../__fixtures__/history-attack.js'
import { runnerCommands } from '../../__fixtures__/runner-commands.js'
import { parseHistoryIndex } from '../../src/report/history/parse.js'
import type { Simulator } from '../../sim/server.js'

const MAX = Number.MAX_SAFE_INTEGER
const MERGED = '2026-11-01T10:00:00Z'

const world = historyWorldOfEachTest()
let sim: Simulator
let gh: FakeGitHub
beforeEach(() => void ({ sim, gh } = world()))
const P = () => sim.projectId
const files = () => gh.branchFiles(BRANCH)
const secrets = () => [sim.apiKey, `Bearer ${sim.apiKey}`, TOKEN]

/** A term's or topic's key, hostile too, at most 100 characters. */
const key = (i: number, prefix: string) => `${prefix}:${i} ${HOSTILE[i % HOSTILE.length] ?? ''}`.slice(0, 100)

/** Hostile text in every string of a week: page ids, term and topic keys and labels; the largest numbers. */
function hostileWeek(week: 'W45' | 'W46', shift: number): string {
  const texts = [...HOSTILE, long(300)]
  return weekFile(P(), week, {
    views: { human: MAX, ai: MAX, total: MAX },
    searches: { total: MAX, noClick: MAX },
    pages: [
      ['/huge', MAX, MAX, MAX, MAX, MAX],
      ...texts.map((id, i) => [id.slice(0, 300), 10, 1, 1, 5 + i + shift, 1])
    ],
    terms: texts.map((label, i) => [key(i, 'searches'), 100 + i, 2, label.slice(0, 200)]),
    topics: texts.map((label, i) => [key(i, 'assistant'), 5 + i + shift, label.slice(0, 200)])
  })
}

/** Five merged fixes, newest first, each a page's, a term's and a topic's gap, with a hostile pull request link. */
function hostileLedger(): string {
  const links = [
    'javascript:alert(1)//github.com/acme/docs/pull/7',
    'https://evil.example/acme/docs/pull/7',
    'https://github.com/acme/docs/pull/7#@evil',
    '[#7](https://evil.example) @octocat ::warning::PWNED',
    `https://github.com/acme/docs/pull/7${'/'.repeat(400)}`
  ]
  return ledgerFile(
    P(),
    links.map((pr, j) =>
      fix(
        `job-${j}`,
        'merged',
        [
          {
            key: `feedback:${j}`,
            section: 'feedback',
            subject: HOSTILE[j] ?? '',
            pages: [HOSTILE[j] ?? ''],
            before: { section: 'feedback', down: MAX, ratings: MAX }
          },
          {
            key: key(j + 5, 'searches'),
            section: 'searches',
            subject: key(j + 5, 'searches'),
            pages: [],
            before: { section: 'searches', hits: MAX, ctrPercent: 100 }
          },
          {
            key: key(j + 10, 'assistant'),
            section: 'assistant',
            subject: key(j + 10, 'assistant'),
            pages: [],
            before: { section: 'assistant', unanswered: MAX }
          }
        ],
        { pr, merged: MERGED }
      )
    )
  )
}

describe('a branch whose every string is hostile', () => {
  it('is read and shown escaped: no command, live link, mention or HTML anywhere the run writes; it succeeds', async () => {
    gh.pushFiles(BRANCH, {
      'index.json': indexFile([...HOSTILE_FOLDERS, P()]),
      [`${P()}/weeks/2026-W45.json`]: hostileWeek('W45', 0),
      [`${P()}/weeks/2026-W46.json`]: hostileWeek('W46', 20),
      [`${P()}/fixes.json`]: hostileLedger()
    })
    const run = await weeklyRun(world(), { 'fix-gaps': 'true' })
    expect(run.code).toBe(0)
    expect(run.outputs['job-id']).toBeTruthy()
    // Every file was read as valid (no skip), and this week's written beside them.
    expect(warnings(run)).toStrictEqual([])
    expect(files().has(`${P()}/weeks/2026-W47.json`)).toBe(true)
    // The hostile text was shown, escaped: the trend, the movers and the fixes' lines hold it.
    const report = reportComment(gh)
    expect(report).toContain('### Over time')
    expect(report).toContain('### Fixes, before and after')
    expect(report.match(/PWNED/g)?.length).toBeGreaterThan(10)
    expect(report).toContain('9,007,199,254,740,991')
    for (const text of [...commentsWritten(gh), run.summary]) expect(live(text)).toStrictEqual([])
    // Bidi and zero-width characters from the branch reach no reader.
    for (const text of [report, run.summary]) expect(text).not.toMatch(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/)
    expect(foreign(run, secrets())).toStrictEqual([])
    // The roll-up it wrote names every project of the index, escaped.
    const readme = files().get('README.md') ?? ''
    expect(readme).toContain('octocat')
    expect(readme.split('\n').filter(line => line.startsWith('| ')).length).toBe(HOSTILE_FOLDERS.length + 2)
    expect(live(readme)).toStrictEqual([])
    expect(readme).not.toMatch(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/)
    expect(runnerCommands(readme)).toStrictEqual([])
    // What it wrote reads back: next week's run will not refuse its own index.
    const index = parseHistoryIndex(files().get('index.json') ?? '')
    expect(index.reason).toBeUndefined()
    expect(Object.keys(index.value?.projects ?? {})).toHaveLength(HOSTILE_FOLDERS.length + 1)
  })
})

describe('malformed files', () => {
  const MALFORMED: [string, (p: string) => string][] = [
    ['not JSON', () => '{"format": "docs-health-week", '],
    ['an earlier version', p => weekFile(p, 'W44', { version: 0 })],
    ['wrong types', p => weekFile(p, 'W45', { views: 'many', pages: {} })],
    ['a later version', p => weekFile(p, 'W46', { version: 3, pages: 'whatever version 3 has' })]
  ]

  it('a week each way malformed, and one too large for the contents API: each skipped with one warning', async () => {
    const weeks = ['2026-W43', '2026-W44', '2026-W45', '2026-W46']
    gh.pushFiles(BRANCH, {
      'index.json': indexFile([P()]),
      ...Object.fromEntries(MALFORMED.map(([, text], i) => [`${P()}/weeks/${weeks[i]}.json`, text(P())])),
      // 10 MB: GitHub's contents API gives no text above 1 MB.
      [`${P()}/weeks/2026-W42.json`]: weekFile(P(), 'W45', { padding: 'x'.repeat(10 * 1024 * 1024) })
    })
    const run = await weeklyRun(world())
    expect(run.code).toBe(0)
    expect(reportComment(gh)).toContain('## Docs health')
    const said = warnings(run)
    for (const week of ['2026-W42', ...weeks])
      expect(said.filter(line => line.includes(`${week}.json`))).toHaveLength(1)
    expect(said).toHaveLength(5)
    // This week is written beside them; the files it could not read are left as they were.
    expect(files().has(`${P()}/weeks/2026-W47.json`)).toBe(true)
    expect(files().get(`${P()}/weeks/2026-W46.json`)).toBe(MALFORMED[3]?.[1](P()))
  })

  it.each([
    ['not JSON', '[1, 2'],
    ['wrong types', ledgerFile('x', [fix('job-1', 'merged-ish')])],
    ['a later version', JSON.stringify({ format: 'docs-health-fixes', version: 3, project: 'x', fixes: 'v3' })]
  ])('a fix ledger %s: skipped with one warning, the report goes on', async (_what, text) => {
    gh.pushFiles(BRANCH, { 'index.json': indexFile([P()]), [`${P()}/fixes.json`]: text })
    const run = await weeklyRun(world())
    expect(run.code).toBe(0)
    expect(reportComment(gh)).toContain('## Docs health')
    expect(warnings(run).filter(line => line.includes('fixes'))).toHaveLength(1)
    expect(files().get(`${P()}/fixes.json`)).toBe(text)
  })

  it('a fix ledger of a later version, with fix-gaps: the job sent is not recorded over it', async () => {
    const later = JSON.stringify({ format: 'docs-health-fixes', version: 3, project: P(), fixes: 'v3' })
    gh.pushFiles(BRANCH, { 'index.json': indexFile([P()]), [`${P()}/fixes.json`]: later })
    const run = await weeklyRun(world(), { 'fix-gaps': 'true' })
    expect(run.code).toBe(0)
    expect(run.outputs['job-id']).toBeTruthy()
    expect(warnings(run)).toStrictEqual([
      expect.stringMatching(/fixes\.json is skipped: format version 3.*left as it is/)
    ])
    expect(files().get(`${P()}/fixes.json`)).toBe(later)
    // The week is written all the same.
    expect(files().has(`${P()}/weeks/2026-W47.json`)).toBe(true)
  })

  it('an index of a later version is never overwritten: one warning, the report posted, nothing written', async () => {
    const later = indexFile([P(), 'another-project'], 3)
    gh.pushFiles(BRANCH, { 'index.json': later })
    const before = gh.branchLog(BRANCH)
    const run = await weeklyRun(world(), { 'fix-gaps': 'true' })
    expect(run.code).toBe(0)
    expect(run.outputs['job-id']).toBeTruthy()
    expect(reportComment(gh)).toContain('## Docs health')
    expect(files().get('index.json')).toBe(later)
    expect(gh.branchLog(BRANCH)).toStrictEqual(before)
    expect(warnings(run)).toStrictEqual([
      expect.stringMatching(/index\.json is of a later format .*: this version neither reads nor writes the branch/)
    ])
  })

  it('an index with the marker and a field of the wrong type: one warning, and the run writes a new one', async () => {
    gh.pushFiles(BRANCH, { 'index.json': '{"format": "docs-health-index", "version": 1, "projects": "all"}' })
    const run = await weeklyRun(world())
    expect(run.code).toBe(0)
    expect(warnings(run)).toStrictEqual([
      '::warning::History: index.json is skipped: projects: not an object; the next write replaces it.'
    ])
    expect(JSON.parse(files().get('index.json') ?? '{}')).toMatchObject({ projects: { [P()]: { week: '2026-W47' } } })
  })

  it('an index that is not JSON, its marker cut off: not the history’s, one warning, nothing written', async () => {
    gh.pushFiles(BRANCH, { 'index.json': '{"format": "docs-health-index"' })
    const before = gh.branchLog(BRANCH)
    const run = await weeklyRun(world())
    expect(run.code).toBe(0)
    expect(reportComment(gh)).toContain('## Docs health')
    expect(gh.branchLog(BRANCH)).toStrictEqual(before)
    expect(warnings(run)).toStrictEqual([
      expect.stringMatching(
        /not a docs-health history \(its index\.json is not the history's: not JSON\).*history-branch/
      )
    ])
  })
})
