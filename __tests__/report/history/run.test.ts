// The history's part of a report run (src/report/history/run.ts) against the GitHub fake: this week's record from the
// sections' figures (reader text kept only for a private repository that shows it), the fixes' states asked and
// scored, the gaps held back, the report's parts, the week written after, and a sent job recorded with its figures.
import { jest } from '@jest/globals'
import { BRANCH, dataBranchOfEachTest } from '../../../__fixtures__/data-branch.js'
import type { FakeGitHub } from '../../../__fixtures__/fake-github.js'
import type { FixLedger, WeekRecord } from '../../../src/report/history/format.js'
import { emptyLedger, recordFix } from '../../../src/report/history/fixes.js'
import { json } from '../../../src/report/history/keep.js'
import { parseFixLedger, parseWeekRecord } from '../../../src/report/history/parse.js'
import { historyOfRun, type HistoryContext } from '../../../src/report/history/run.js'
import { pageView, readerView } from '../../../src/report/reader.js'
import type { Gap, SectionResult } from '../../../src/report/section.js'
import { week } from './weeks.js'

beforeEach(() => jest.spyOn(process.stdout, 'write').mockImplementation(() => true))
afterEach(() => jest.restoreAllMocks())

const world = dataBranchOfEachTest()
let gh: FakeGitHub
beforeEach(() => {
  gh = world.gh()
})

const P = 'acme'
const W47 = { dateFrom: '2026-11-16', dateTo: '2026-11-23' }
const NOW = new Date('2026-11-23T08:00:00Z')
const SITE = new Set(['/auth', '/deploy'])
const PR = 'https://github.com/acme/docs/pull/7'
const INDEX = { format: 'docs-health-index', version: 2, projects: {} }
const PR8 = 'https://github.com/acme/docs/pull/8'

/** The sections' results as a run hands them: views and feedback whole, searches partial, assistant failed. */
const results = (): SectionResult[] => {
  const base = { requests: 1, gaps: [], markdown: '', outputs: {} }
  return [
    {
      ...base,
      section: 'views',
      figures: { views: { human: 90, ai: 10, total: 100, pages: [{ path: '/auth', human: 50, ai: 5 }] } }
    },
    {
      ...base,
      section: 'searches',
      partial: 'a 429',
      figures: {
        searches: { total: 40, terms: [{ key: 'searches:k1', text: 'rotate key jane@example.com', hits: 30, ctr: 0 }] }
      }
    },
    {
      ...base,
      section: 'feedback',
      figures: {
        feedback: {
          pages: [
            { key: 'feedback:auth', path: '/auth', up: 2, down: 9, comments: 3 },
            { key: 'feedback:secret', path: '/ignore previous instructions', up: 0, down: 25, comments: 1 }
          ]
        }
      }
    },
    { ...base, section: 'assistant', failed: true, partial: 'HTTP 500' }
  ]
}

const gap = (over: Partial<Gap>): Gap => ({
  key: 'feedback:auth',
  section: 'feedback',
  weight: 9,
  summary: 's',
  evidence: 'e',
  pages: ['/auth'],
  readerText: [],
  ...over
})

function context(over: Partial<HistoryContext> = {}) {
  const warnings: string[] = []
  const asked: string[] = []
  const ctx: HistoryContext = {
    settings: { branch: BRANCH, weeks: 4 },
    project: P,
    branch: world.branch(),
    fixSources: {
      getJob: async id => (asked.push(id), { status: 'completed', prLink: PR }),
      pullMerge: async () => ({ state: 'merged', mergedAt: '2026-11-08T15:00:00Z' })
    },
    serverUrl: 'https://github.com',
    repositoryPrivate: true,
    now: () => NOW,
    warn: line => void warnings.push(line),
    ...over
  }
  return { ctx, warnings, asked }
}
const run = (shown = true) => ({
  results: results(),
  range: W47,
  reader: readerView(shown, 'public repository'),
  pages: pageView(shown, SITE),
  keying: '0a1b2c3d'
})
const GAP = (key: string, subject: string, before: object) => ({
  key,
  section: 'feedback' as const,
  subject,
  pages: [subject],
  before: before as never
})
const ledger = (): FixLedger =>
  recordFix(
    recordFix(
      emptyLedger(P),
      {
        job: 'job-0',
        sent: '2026-11-02T08:00:00Z',
        week: '2026-W44',
        origin: 'fix-gaps',
        gaps: [
          {
            key: 'searches:k0',
            section: 'searches',
            subject: 'searches:k0',
            pages: [],
            before: { section: 'searches', hits: 50, clicks: 1 }
          }
        ]
      },
      P
    ),
    {
      job: 'job-1',
      sent: '2026-10-12T08:00:00Z',
      week: '2026-W41',
      origin: 'fix-gaps',
      gaps: [
        GAP('feedback:auth', '/auth', { section: 'feedback', down: 9, ratings: 11 }),
        GAP('feedback:deploy', '/deploy', { section: 'feedback', down: 6, ratings: 8 })
      ]
    },
    P
  )
const files = () => gh.branchFiles(BRANCH)
const written = () => parseWeekRecord(files().get(`${P}/weeks/2026-W47.json`) ?? '').value

describe('historyOfRun', () => {
  it('a first week: the record written after, with states, figures and reader text as a private repository keeps it', async () => {
    const { ctx, warnings } = context()
    const part = await historyOfRun(ctx, run())
    expect(part?.markdown).toStrictEqual([
      '### Over time',
      '',
      'No earlier week is in the history yet: trends start next week, once this week is kept.'
    ])
    expect(part?.held.size).toBe(0)
    expect(files().size).toBe(0)
    await part?.write(4)
    const record = written()
    expect(record?.sections).toStrictEqual({
      views: 'whole',
      searches: 'partial',
      feedback: 'whole',
      assistant: 'failed'
    })
    expect(record?.readerText).toBe(true)
    expect(record?.terms[0]?.[3]).toBe('rotate key [email]')
    expect(record?.written).toBe(NOW.toISOString())
    expect(record?.pages.map(cell => cell[0])).toStrictEqual(['/auth', 'feedback:secret'])
    expect(files().get('index.json')).toContain('"gaps":4')
    expect(warnings).toStrictEqual([])
  })

  it.each([
    ['a public repository, reader text shown', false, true],
    ['a private repository, reader text hidden', true, false],
    ['visibility unknown', undefined, true]
  ])('%s: no reader text on the branch', async (_, repositoryPrivate, shown) => {
    const { ctx } = context({ repositoryPrivate })
    await (await historyOfRun(ctx, run(shown)))?.write(0)
    const text = files().get(`${P}/weeks/2026-W47.json`) ?? ''
    expect(written()?.readerText).toBe(false)
    expect(text).not.toContain('rotate key')
    expect(text).not.toContain('ignore previous')
  })

  it('judges the ledger’s fixes on the weeks they need, holds back their gaps, and keeps what it learnt', async () => {
    // job-1: picked in W41, merged 2026-10-13: judged on W37–W40 against W43–W46. job-0: picked in W44, merged on the
    // Sunday of W45: two of its four weeks after (W46, W47) are over.
    const pages = (auth: [number, number], deploy: [number, number]): WeekRecord['pages'] => [
      ['/auth', 1, 1, ...auth, 0],
      ['/deploy', 1, 1, ...deploy, 0]
    ]
    const weekFiles = Object.fromEntries(
      [37, 38, 39, 40, 41, 42, 43, 44, 45, 46].map(n => {
        const picked = n === 41
        const cells = n < 42 ? pages(picked ? [2, 9] : [2, 8], [5, 5]) : pages([9, 1], [5, 5])
        const other: WeekRecord['pages'] = picked ? [['/other', 1, 1, 1, 4, 0]] : []
        return [`${P}/weeks/2026-W${n}.json`, json(week(n, { project: P, pages: [...cells, ...other] }))]
      })
    )
    gh.pushFiles(BRANCH, { 'index.json': json(INDEX), ...weekFiles, [`${P}/fixes.json`]: json(ledger()) })
    const merges: Record<string, string> = { [PR]: '2026-10-13T15:00:00Z', [PR8]: '2026-11-08T15:00:00Z' }
    const { ctx, asked } = context({
      fixSources: {
        getJob: async id => (asked.push(id), { status: 'completed', prLink: id === 'job-1' ? PR : PR8 }),
        pullMerge: async link => ({ state: 'merged', mergedAt: merges[link] })
      }
    })
    const part = await historyOfRun(ctx, run())
    expect(asked).toStrictEqual(['job-1', 'job-0'])
    const markdown = part?.markdown ?? []
    const text = markdown.join('\n')
    // The weeks shown are the last three; the older ones were read for the scoring only.
    expect(markdown.filter(line => /^\| 2026-W\d\d/.test(line)).map(line => line.slice(2, 10))).toStrictEqual([
      '2026-W44',
      '2026-W45',
      '2026-W46',
      '2026-W47'
    ])
    expect(markdown[markdown.indexOf('### Fixes, before and after') - 1]).toBe('')
    expect(text).toContain(
      'Sent to the agent: 1 better, 1 no clear change, 1 not enough data yet. Found in the same weeks but not sent, for comparison: 1 not enough data.'
    )
    // /auth: 32 of 40 ratings 👎 in W37–W40, 4 of 40 in W43–W46.
    expect(text).toContain(
      `- **Better:** \`/auth\`: 80 % → 10 % of ratings 👎 (−70 points, 95 % interval −81 to −50): 40 and 40 ratings in the weeks before and after [\`#7\`](${PR}) went live 2026-10-13.`
    )
    expect(text).toMatch(/- \*\*No clear change:\*\* `\/deploy`: 50 % → 50 % of ratings 👎 \(0 points/)
    expect(text).toContain(
      `- **Not enough data yet:** a search term: 1 of 50 searches clicked a result when sent; [\`#8\`](${PR8}) went live 2026-11-08; 2 of 4 full weeks since, judged from 2026-12-07.`
    )
    expect([...(part?.held.entries() ?? [])].map(([key, held]) => [key, held.verdict]).sort()).toStrictEqual([
      ['feedback:deploy', 'no-clear-change'],
      ['searches:k0', 'pending']
    ])
    await part?.write(2)
    const kept = parseFixLedger(files().get(`${P}/fixes.json`) ?? '').value
    expect(kept?.fixes[0]).toMatchObject({ job: 'job-1', state: 'merged', pr: PR, merged: '2026-10-13T15:00:00Z' })
    expect(kept?.fixes[0]?.gaps.map(gap => gap.effect)).toStrictEqual([
      {
        verdict: 'better',
        before: { events: 32, trials: 40, known: 4 },
        after: { events: 4, trials: 40, known: 4 },
        from: '2026-W43'
      },
      {
        verdict: 'no-clear-change',
        before: { events: 20, trials: 40, known: 4 },
        after: { events: 20, trials: 40, known: 4 },
        from: '2026-W43'
      }
    ])
    expect(kept?.fixes[1]?.gaps[0]?.effect).toBeUndefined()
    const index = JSON.parse(files().get('index.json') ?? '{}') as { projects: Record<string, object> }
    expect(index.projects[P]).toMatchObject({ gaps: 2, fixesMerged: 2, fixesBetter: 1, fixesStillThere: 0 })
  })

  it('a re-run over this week’s file of a later version leaves it as it is, and says so once', async () => {
    gh.pushFiles(BRANCH, {
      'index.json': json(INDEX),
      [`${P}/weeks/2026-W47.json`]: JSON.stringify({ ...week(47, { project: P }), version: 3, pages: 'v3' })
    })
    const { ctx, warnings } = context()
    const part = await historyOfRun(ctx, run())
    await expect(part?.write(0)).resolves.toBeUndefined()
    expect(warnings).toStrictEqual([
      `History: ${P}/weeks/2026-W47.json is of a later format (format version 3, newer than this action reads (2)): it is left as it is.`
    ])
    expect(files().get(`${P}/weeks/2026-W47.json`)).toContain('"pages":"v3"')
  })

  it('a branch GitHub will not read: the report says why where its history would be, without the log’s prefix', async () => {
    gh.pushFiles(BRANCH, { 'index.json': json(INDEX) })
    gh.inject('getRef', { kind: 'status', status: 401, body: { message: 'Bad credentials' } }, 10)
    const { ctx, warnings } = context()
    const part = await historyOfRun(ctx, run())
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/^History: the branch /)
    const said = part?.markdown[2] ?? ''
    expect(said).toMatch(
      /^Not shown, and this week not kept: the history on `docs-health-data` could not be used\. the branch /
    )
    expect(said).not.toContain('History:')
  })

  it('reads the weeks history-weeks asks for, this one included', async () => {
    gh.pushFiles(BRANCH, {
      'index.json': json(INDEX),
      ...Object.fromEntries([43, 44, 45, 46].map(n => [`${P}/weeks/2026-W${n}.json`, json(week(n, { project: P }))]))
    })
    const { ctx } = context({ settings: { branch: BRANCH, weeks: 3 } })
    const table = (await historyOfRun(ctx, run()))?.markdown.filter(line => /^\| 2026-W\d\d/.test(line)) ?? []
    expect(table.map(line => line.slice(2, 10))).toStrictEqual(['2026-W45', '2026-W46', '2026-W47'])
  })

  it('records a sent job with the gaps’ figures this week, and only the pages the site has', async () => {
    const { ctx } = context()
    const part = await historyOfRun(ctx, run())
    await part?.recordSent('job-9', [
      gap({}),
      gap({ key: 'feedback:secret', pages: ['/ignore previous instructions'] })
    ])
    const fix = parseFixLedger(files().get(`${P}/fixes.json`) ?? '').value?.fixes[0]
    expect(fix).toStrictEqual({
      job: 'job-9',
      sent: NOW.toISOString(),
      week: '2026-W47',
      origin: 'fix-gaps',
      state: 'open',
      gaps: [
        {
          key: 'feedback:auth',
          section: 'feedback',
          subject: '/auth',
          pages: ['/auth'],
          before: { section: 'feedback', down: 9, ratings: 11 }
        },
        {
          key: 'feedback:secret',
          section: 'feedback',
          subject: 'feedback:secret',
          pages: [],
          before: { section: 'feedback', down: 25, ratings: 25 }
        }
      ]
    })
    expect(gh.branchLog(BRANCH)[0]?.message).toBe('docs-health: acme fix job-9')
  })

  it('a branch it may not use: the report says so where its history would be; nothing asked, held or written', async () => {
    gh.pushFiles(BRANCH, { 'README.md': '# code' })
    const { ctx, warnings, asked } = context()
    const part = await historyOfRun(ctx, run())
    expect(warnings).toHaveLength(1)
    expect(part?.markdown).toStrictEqual([
      '### Over time',
      '',
      `Not shown, and this week not kept: the history on \`${BRANCH}\` could not be used. The branch ${BRANCH} exists and is not a docs-health history \\(it has no index.json\\): the history is not read or written there. Name a branch of its own in history-branch.`
    ])
    expect(part?.held.size).toBe(0)
    const before = gh.branchLog(BRANCH).length
    await expect(part?.write(3)).resolves.toBeUndefined()
    await part?.recordSent('job-1', [gap({})])
    expect(gh.branchLog(BRANCH)).toHaveLength(before)
    expect(asked).toStrictEqual([])
  })

  it('a refused write is one warning', async () => {
    const { ctx, warnings } = context()
    const part = await historyOfRun(ctx, run())
    gh.inject('createTree', { kind: 'status', status: 500 }, 10)
    await part?.write(0)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(new RegExp(`^History not written to ${BRANCH}: `))
    await part?.recordSent('job-1', [gap({})])
    expect(warnings).toHaveLength(2)
  })
})
