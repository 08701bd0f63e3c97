// The history's part of a report run (src/report/history/run.ts) against the GitHub fake: this week's record from the
// sections' figures (reader text kept only for a private repository that shows it), the fixes' states asked and
// scored, the gaps held back, the report's parts, the week written after, and a sent job recorded with its figures.
import { BRANCH } from '../../../__fixtures__/data-branch.js'
import type { FakeGitHub } from '../../../__fixtures__/fake-github.js'
import type { WeekRecord } from '../../../src/report/history/format.js'
import { json } from '../../../src/report/history/keep.js'
import { parseFixLedger } from '../../../src/report/history/parse.js'
import { historyOfRun } from '../../../src/report/history/run.js'
import { week } from './weeks.js'
import { context, files, gap, github, INDEX, ledger, NOW, P, PR, PR8, run, written } from './run-world.js'

let gh: FakeGitHub
beforeEach(() => {
  gh = github()
})

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
