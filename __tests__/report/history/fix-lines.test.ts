// The report's "Fixes, before and after" (src/report/history/fix-lines.ts): the method, the tallies of the sent and the
// unsent, one line a gap in each state, labels only as the report's views allow, hostile labels escaped, the line
// limit, the pull request linked only on the workflow's server, and the notes of the gaps held back. The fix is picked
// in W20 and merged on the Monday of W21 (weeks W16–W19 before, W22–W25 after), as in score.test.ts.
import { emptyLedger } from '../../../src/report/history/fixes.js'
import type { FixGap, FixRecord, WeekRecord } from '../../../src/report/history/format.js'
import {
  heldGaps,
  MAX_SCORED_LINES,
  METHOD,
  prRef,
  renderFixScores,
  share
} from '../../../src/report/history/fix-lines.js'
import { scoreFixes, type FixScores } from '../../../src/report/history/score.js'
import { fix, NOW, PR, pageGap, termGap, topicGap } from './judged-fix.js'
import { monday, view, week } from './weeks.js'

const PR_LINK = `[\`#123\`](${PR})`

/** W16–W25: the term from 0 to 36 clicks of 400 a week, the page from 8 of 10 to 1 of 10, the topic thin. */
const weeks: WeekRecord[] = [16, 17, 18, 19, 20, 21, 22, 23, 24, 25].map(n =>
  week(n, {
    terms: [['searches:1', 400, n < 21 ? 0 : 36, 'rate limit']],
    pages: [['/a', 9, 0, n < 21 ? 2 : 9, n < 21 ? 8 : 1, 0]],
    topics: [['assistant:1', 1, 1, 'Billing']]
  })
)
const scores = (gaps: FixGap[], now = NOW, over: Partial<FixRecord> = {}): FixScores =>
  scoreFixes({ ...emptyLedger('acme'), fixes: [fix(gaps, over)] }, weeks, now)

describe('renderFixScores', () => {
  const shown = view(true, ['/a'])
  const hidden = view(false, ['/a'])

  it('says nothing when no fix is live', () => {
    expect(renderFixScores({ sent: [], unsent: [] }, weeks, shown)).toStrictEqual([])
  })

  it('the method, the tallies, then one line a gap with its rates, change, interval and counts', () => {
    expect(renderFixScores(scores([termGap, pageGap, topicGap]), weeks, shown)).toStrictEqual([
      '### Fixes, before and after',
      '',
      METHOD,
      '',
      'Sent to the agent: 2 better, 1 not enough data. No other gap was found in those weeks to compare with.',
      '',
      `- **Better:** search term rate limit: 0 % → 9 % clicked a result (+9 points, 95 % interval +7.7 to +11): 1,600 and 1,600 searches in the weeks before and after ${PR_LINK} went live ${monday(21)}.`,
      `- **Better:** \`/a\`: 80 % → 10 % of ratings 👎 (−70 points, 95 % interval −81 to −50): 40 and 40 ratings in the weeks before and after ${PR_LINK} went live ${monday(21)}.`,
      `- **Not enough data:** assistant topic Billing: 4 and 4 questions in the weeks before and after ${PR_LINK} went live ${monday(21)} (known weeks: 4 and 4 of 4); too few to tell.`
    ])
  })

  it('the method says the windows, the interval, the minimums and the comparison in words', () => {
    expect(METHOD).toContain('in the 4 weeks before the week it was picked, against the first 4 full weeks after')
    expect(METHOD).toContain('called better about 1 time in 40')
    expect(METHOD).toContain('30 searches, 10 ratings or 10 questions over at least 2 weeks')
  })

  it('pending: how many of the weeks after are over, and from when it is judged', () => {
    const lines = renderFixScores(scores([termGap], new Date(`${monday(24)}T08:00:00Z`)), weeks, shown)
    expect(lines.at(-1)).toBe(
      `- **Not enough data yet:** search term rate limit: figures not recorded when sent; ${PR_LINK} went live ${monday(21)}; 2 of 4 full weeks since, judged from ${monday(26)}.`
    )
    // The page of W20, a gap by its rule, was not sent: the comparison, waiting for the same weeks.
    expect(lines[4]).toBe(
      'Sent to the agent: 1 not enough data yet. Found in the same weeks but not sent, for comparison: 1 not enough data yet.'
    )
  })

  it('a line not judged on rates still gives the raw figures the gap was sent with, of each section', () => {
    const early = new Date(`${monday(23)}T08:00:00Z`)
    const lines = renderFixScores(
      scores(
        [
          { ...pageGap, before: { section: 'feedback', down: 9, ratings: 11 } },
          { ...termGap, before: { section: 'searches', hits: 1, clicks: 0 } },
          { ...topicGap, before: { section: 'assistant', unanswered: 5, asked: 12 } },
          { ...topicGap, key: 'assistant:2', before: { section: 'assistant', unanswered: 1 } }
        ],
        early
      ),
      weeks,
      shown
    )
    expect(lines.slice(6).map(line => line.split(': ').slice(1).join(': ').split(';')[0])).toStrictEqual([
      '👎 9 of 11 when sent',
      '0 of 1 search clicked a result when sent',
      '5 of 12 questions unanswered when sent',
      '1 question unanswered when sent'
    ])
  })

  it('no clear change, worse, not comparable; one of each counted once', () => {
    const flat = weeks.map(w => ({ ...w, terms: [['searches:1', 400, 38]] as WeekRecord['terms'] }))
    const down = weeks.map(w =>
      w.week > '2026-W20' ? { ...w, pages: [['/a', 9, 0, 0, 10, 0]] as WeekRecord['pages'] } : w
    )
    const broken = weeks.map(w => (w.week > '2026-W20' ? { ...w, counting: 3 } : w))
    const ledger = { ...emptyLedger('acme'), fixes: [fix([termGap])] }
    const pageLedger = { ...emptyLedger('acme'), fixes: [fix([pageGap])] }
    const same = renderFixScores(scoreFixes(ledger, flat, NOW), flat, shown)
    expect(same.at(-1)).toMatch(
      /^- \*\*No clear change:\*\* a search term: 9\.5 % → 9\.5 % clicked a result \(0 points, 95 % interval −2 to \+2\):/
    )
    const worse = renderFixScores(scoreFixes(pageLedger, down, NOW), down, shown)
    expect(worse.at(-1)).toMatch(/^- \*\*Worse:\*\* `\/a`: 80 % → 100 % of ratings 👎 \(\+20 points, /)
    const other = renderFixScores(scoreFixes(ledger, broken, NOW), broken, shown)
    expect(other.at(-1)).toBe(
      `- **Not comparable:** search term rate limit: figures not recorded when sent; the series broke around ${PR_LINK} (live ${monday(21)}): the service counted otherwise, or a new API key made new keys, in the weeks compared.`
    )
  })

  it('the comparison: the gaps of the same weeks not sent, tallied the same way', () => {
    const picked = weeks.map(w =>
      w.week === '2026-W20' ? { ...w, terms: [...w.terms, ['searches:2', 50, 0]] as WeekRecord['terms'] } : w
    )
    const lines = renderFixScores(
      scoreFixes({ ...emptyLedger('acme'), fixes: [fix([termGap])] }, picked, NOW),
      picked,
      shown
    )
    expect(lines[4]).toBe(
      'Sent to the agent: 1 better. Found in the same weeks but not sent, for comparison: 1 better, 1 not enough data.'
    )
  })

  it('shows a search term only where reader text is shown, a category always, a page only as the view does', () => {
    const gaps: FixGap[] = [
      { ...pageGap, subject: '/typed-by-reader' },
      { ...pageGap, key: 'feedback:2', subject: 'feedback:aa' },
      termGap,
      topicGap,
      { ...topicGap, key: 'assistant:none', subject: 'assistant:none' }
    ]
    const subjects = (lines: string[]) => lines.slice(6).map(l => l.replace(/^- \*\*[^*]+\*\* /, '').split(': ')[0])
    const kept = weeks.map(w => ({ ...w, readerText: true }))
    const scored = scoreFixes({ ...emptyLedger('acme'), fixes: [fix(gaps)] }, kept, NOW)
    expect(subjects(renderFixScores(scored, kept, hidden))).toStrictEqual([
      'a page (address hidden)',
      'a page (address hidden)',
      'a search term',
      'an assistant topic',
      'an assistant topic'
    ])
    expect(subjects(renderFixScores(scored, kept, view(true, ['/typed-by-reader'])))).toStrictEqual([
      '`/typed-by-reader`',
      'a page (address hidden)',
      'search term rate limit',
      'assistant topic Billing',
      'an assistant topic'
    ])
    // A week that kept no reader text: its topic label is the service's category, shown.
    expect(subjects(renderFixScores(scored, weeks, hidden))[3]).toBe('assistant topic Billing')
  })

  it.each([
    ['<img src=x>', '&lt;img src=x&gt;'],
    ['@octocat', '`@octocat`'],
    ['[x](http://evil.example)', '\\[x\\]\\(\\[link\\]\\)'],
    ['::warning::x', ':\\:warning:\\:x'],
    ['a`b|c', 'a\\`b\\|c']
  ])('escapes a hostile label %j', (label, shownAs) => {
    const hostile = weeks.map(w => ({
      ...w,
      terms: [['searches:1', 400, w.week < '2026-W21' ? 0 : 36, label]] as WeekRecord['terms'],
      topics: [['assistant:1', 1, 1, label]] as WeekRecord['topics']
    }))
    const scored = scoreFixes({ ...emptyLedger('acme'), fixes: [fix([termGap, topicGap])] }, hostile, NOW)
    const lines = renderFixScores(scored, hostile, shown)
    expect(lines[6]).toContain(`search term ${shownAs}: `)
    expect(lines[7]).toContain(`assistant topic ${shownAs}: `)
  })

  it(`lists at most ${MAX_SCORED_LINES} gaps, newest fix first, and says how many more`, () => {
    const many = (n: number) =>
      scoreFixes(
        {
          ...emptyLedger('acme'),
          fixes: Array.from({ length: n }, (_, i) =>
            fix([topicGap], { job: `job-${i}`, pr: `${PR.slice(0, -3)}${100 + i}` })
          )
        },
        weeks,
        NOW
      )
    const lines = renderFixScores(many(20), weeks, shown)
    expect(lines.filter(l => l.startsWith('- '))).toHaveLength(MAX_SCORED_LINES)
    expect(lines[6]).toContain('[`#100`]')
    expect(lines.at(-1)).toBe('5 more gaps of earlier fixes not listed.')
    const sixteen = renderFixScores(many(16), weeks, shown)
    expect([sixteen.at(-2), sixteen.at(-1)]).toStrictEqual(['', '1 more gap of earlier fixes not listed.'])
    expect(renderFixScores(many(15), weeks, shown).at(-1)).toMatch(/^- /)
  })
})

describe('share', () => {
  it.each([
    [0, '0 %'],
    [0.095, '9.5 %'],
    [0.0999, '10 %'],
    [0.1, '10 %'],
    [0.284, '28 %'],
    [0.0283, '2.8 %'],
    [1, '100 %']
  ])('%f is %s', (rate, text) => expect(share(rate)).toBe(text))
})

describe('prRef', () => {
  it.each([
    [PR, PR_LINK],
    // A pull request on another host is no merge a run read: the ledger's, which anyone may have written.
    ['https://evil.example/acme/docs/pull/7', 'its pull request'],
    ['https://gitlab.example.com/g/docs/-/merge_requests/45', 'its pull request'],
    ['https://github.com/acme/docs/pull/7#@evil', 'its pull request'],
    ['https://github.com/acme/docs/pull/7?x=1', 'its pull request'],
    ['https://github.com/acme/docs/issues/5', 'its pull request'],
    ['https://github.com/acme/docs/pull/5)](javascript:alert(1)', 'its pull request'],
    ['javascript:alert(1)//pull/5', 'its pull request'],
    // No pull request at all: a change the agent committed directly.
    [undefined, 'its change']
  ])('%s → %s', (url, shown) => {
    expect(prRef(url)).toBe(shown)
  })

  it('links only pull requests on the server the workflow runs on', () => {
    const enterprise = 'https://ghe.acme.example/docs/site/pull/45'
    expect(prRef(enterprise, 'https://ghe.acme.example')).toBe(`[\`#45\`](${enterprise})`)
    expect(prRef(enterprise)).toBe('its pull request')
    expect(prRef(PR, 'https://ghe.acme.example')).toBe('its pull request')
  })

  it('is how the report and the held gaps’ notes show a fix’s pull request', () => {
    const elsewhere = scores([topicGap], NOW, { pr: 'https://evil.example/acme/docs/pull/123' })
    expect(renderFixScores(elsewhere, weeks, view(true)).join('\n')).not.toContain('evil.example')
    const enterprise = 'https://ghe.acme.example/acme/docs/pull/123'
    const onServer = scores([topicGap], new Date(`${monday(23)}T08:00:00Z`), { pr: enterprise })
    const link = `[\`#123\`](${enterprise})`
    expect(renderFixScores(onServer, weeks, view(true), 'https://ghe.acme.example').join('\n')).toContain(link)
    expect(heldGaps(onServer.sent, 'https://ghe.acme.example').get('assistant:1')?.note).toContain(link)
  })
})

describe('heldGaps', () => {
  it('holds a gap while its fix’s weeks after are not over, and after no clear change or worse, by its newest fix', () => {
    const flat = weeks.map(w => ({ ...w, terms: [['searches:1', 400, 38]] as WeekRecord['terms'] }))
    const pending = scoreFixes(
      { ...emptyLedger('acme'), fixes: [fix([pageGap], { job: 'recent' })] },
      weeks,
      new Date(`${monday(23)}T08:00:00Z`)
    ).sent
    const same = scoreFixes({ ...emptyLedger('acme'), fixes: [fix([termGap])] }, flat, NOW).sent
    const better = scores([topicGap, { ...pageGap, key: 'feedback:better' }]).sent
    const held = heldGaps([...pending, ...same, ...better])
    expect([...held.keys()]).toStrictEqual(['feedback:1', 'searches:1'])
    expect(held.get('feedback:1')).toStrictEqual({
      key: 'feedback:1',
      verdict: 'pending',
      fix: pending[0]?.fix,
      note: `its fix ${PR_LINK} went live ${monday(21)}: not sent again until its 4 weeks after are judged (from ${monday(26)}).`
    })
    expect(held.get('searches:1')?.note).toBe(
      `its fix ${PR_LINK} went live ${monday(21)} and made no clear change in the 4 weeks after: not sent again as new.`
    )
  })
  it('a worse fix says so; a newer fix that worked, or one without enough data, holds nothing back', () => {
    const down = weeks.map(w =>
      w.week > '2026-W20' ? { ...w, pages: [['/a', 9, 0, 0, 10, 0]] as WeekRecord['pages'] } : w
    )
    const worse = scoreFixes({ ...emptyLedger('acme'), fixes: [fix([pageGap], { job: 'old' })] }, down, NOW).sent
    expect(heldGaps(worse).get('feedback:1')?.note).toContain('and made it worse in the 4 weeks after')
    const newer = scores([pageGap], NOW, { job: 'new' }).sent
    expect(heldGaps([...newer, ...worse]).size).toBe(0)
    expect(heldGaps(scores([topicGap]).sent).size).toBe(0)
  })
})
