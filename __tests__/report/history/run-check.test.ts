// The fix check in the history's part of a report run (src/report/history/run.ts, with assistant-key): the gaps a job
// is sent for searched before it, kept with the job in the ledger; each run, the merged fixes' gaps searched again and
// told in "Searched again on the live site"; without the check, nothing searched and no such part.
import { BRANCH } from '../../../__fixtures__/data-branch.js'
import { gapKeys } from '../../../src/report/gap-key.js'
import { emptyLedger, recordFix } from '../../../src/report/history/fixes.js'
import { json } from '../../../src/report/history/keep.js'
import { parseFixLedger } from '../../../src/report/history/parse.js'
import { historyOfRun, type HistoryContext } from '../../../src/report/history/run.js'
import { keptBefore, type SearchCheckSources } from '../../../src/report/history/search-check.js'
import { context, files, gap, github, INDEX, NOW, P, PR, run } from './run-world.js'
import { week } from './weeks.js'

const keys = gapKeys({ apiKey: 'mint_test_key', projectId: P })
/** This week's searches (run-world.ts) hold `searches:k1`, searched as `rotate key jane@example.com`. */
const TERM = 'rotate key jane@example.com'
const termGap = (key: string) => ({ key, section: 'searches' as const, subject: key, pages: [] })

function checked(sources: Partial<SearchCheckSources> = {}) {
  const asked: string[] = []
  const check: HistoryContext['check'] = {
    keys,
    sources: {
      search: async query => (asked.push(query), ['/deploy', '/auth']),
      changedFiles: async () => ({ files: ['docs/auth.mdx'] }),
      ...sources
    }
  }
  return { check, asked }
}

describe('with the fix check', () => {
  it('a merged fix’s gaps are searched again: found with its rank before, or not searched and why', async () => {
    const sent = {
      sent: '2026-11-02T08:00:00Z',
      week: '2026-W44',
      origin: 'fix-gaps' as const
    }
    const searched = keptBefore(['/a', '/b', '/auth'], keys, new Date('2026-11-02T08:00:00Z'))
    const ledger = recordFix(
      recordFix(emptyLedger(P), { ...sent, job: 'job-0', gaps: [termGap('searches:gone')] }, P),
      { ...sent, job: 'job-1', gaps: [{ ...termGap('searches:k1'), searched }] },
      P
    )
    github().pushFiles(BRANCH, { 'index.json': json(INDEX), [`${P}/fixes.json`]: json(ledger) })
    const { check, asked } = checked()
    const part = await historyOfRun(context({ check }).ctx, run())
    expect(asked).toStrictEqual([TERM])
    const at = part.markdown.indexOf('### Searched again on the live site')
    expect(at).toBeGreaterThan(0)
    const lines = part.markdown.filter(
      line => line.startsWith('- **Found:**') || line.startsWith('- **Not searched:**')
    )
    expect(lines).toStrictEqual([
      `- **Found:** search term rotate key \\[email\\] ([\`#7\`](${PR})): \`/auth\` ranks 2nd now; it ranked 3rd when the gap was sent.`,
      `- **Not searched:** a search term ([\`#7\`](${PR})): not searched this week, and its text is not kept on the branch.`
    ])
  })

  it('a term this week did not read is searched by the label a private branch kept of it', async () => {
    const sent = { sent: '2026-11-02T08:00:00Z', week: '2026-W44', origin: 'fix-gaps' as const }
    const ledger = recordFix(
      emptyLedger(P),
      {
        ...sent,
        job: 'job-2',
        gaps: [termGap('searches:old'), { key: 'assistant:t', section: 'assistant', subject: 'assistant:t', pages: [] }]
      },
      P
    )
    const kept = week(46, {
      project: P,
      readerText: true,
      terms: [['searches:old', 50, 1, 'sso saml']],
      topics: [['assistant:t', 3, 9, 'Billing']]
    })
    github().pushFiles(BRANCH, {
      'index.json': json(INDEX),
      [`${P}/fixes.json`]: json(ledger),
      [`${P}/weeks/2026-W46.json`]: json(kept)
    })
    const { check, asked } = checked()
    await historyOfRun(context({ check }).ctx, run())
    expect(asked).toStrictEqual(['sso saml', 'Billing'])
  })

  it('before a job: each gap searched, and the job recorded with where its searches stood', async () => {
    const { check, asked } = checked()
    const part = await historyOfRun(context({ check }).ctx, run())
    const gaps = [gap({ key: 'searches:k1', section: 'searches', pages: [] }), gap({})]
    const before = await part.searchBefore(gaps)
    expect(asked).toStrictEqual([TERM])
    expect([...before.keys()]).toStrictEqual(['searches:k1'])
    await part.recordSent('job-9', gaps, before)
    const kept = parseFixLedger(files().get(`${P}/fixes.json`) ?? '').value?.fixes[0]?.gaps
    expect(kept?.map(g => g.searched)).toStrictEqual([keptBefore(['/deploy', '/auth'], keys, NOW), undefined])
  })
})

describe('without the fix check', () => {
  it('nothing is searched, nothing kept of a search, and the report has no such part', async () => {
    github().pushFiles(BRANCH, {
      'index.json': json(INDEX),
      [`${P}/fixes.json`]: json(
        recordFix(
          emptyLedger(P),
          {
            sent: NOW.toISOString(),
            week: '2026-W46',
            origin: 'fix-gaps',
            job: 'job-1',
            gaps: [termGap('searches:k1')]
          },
          P
        )
      )
    })
    const part = await historyOfRun(context().ctx, run())
    expect(part.markdown.join('\n')).toContain('### Fixes, before and after')
    expect(part.markdown.join('\n')).not.toContain('Searched again')
    expect((await part.searchBefore([gap({ key: 'searches:k1', section: 'searches' })])).size).toBe(0)
  })

  it('on a branch the history cannot use, even with the check: nothing searched', async () => {
    github().pushFiles(BRANCH, { 'README.md': '# code' })
    const { check, asked } = checked()
    const part = await historyOfRun(context({ check }).ctx, run())
    expect((await part.searchBefore([gap({ key: 'searches:k1', section: 'searches' })])).size).toBe(0)
    expect(asked).toStrictEqual([])
  })
})
