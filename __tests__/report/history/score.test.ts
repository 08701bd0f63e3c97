import { emptyLedger } from '../../../src/report/history/fixes.js'
import type { FixGap, FixLedger, FixRecord, WeekRecord } from '../../../src/report/history/format.js'
import {
  fixCounts,
  heldBack,
  MAX_SCORED_LINES,
  prRef,
  renderFixScores,
  scoreFixes,
  stillThere,
  type ScoredGap
} from '../../../src/report/history/score.js'
import { view, week } from './weeks.js'

const PR = 'https://github.com/acme/docs/pull/123'
const PR_LINK = `[\`#123\`](${PR})`

const feedbackGap: FixGap = {
  key: 'feedback:aa',
  section: 'feedback',
  subject: '/api/auth',
  pages: ['/api/auth'],
  before: { section: 'feedback', down: 9, ratings: 11 }
}
const searchGap: FixGap = {
  key: 'searches:1',
  section: 'searches',
  subject: 'searches:1',
  pages: [],
  before: { section: 'searches', hits: 40, ctrPercent: 2 }
}
const topicGap: FixGap = {
  key: 'assistant:1',
  section: 'assistant',
  subject: 'assistant:1',
  pages: [],
  before: { section: 'assistant', unanswered: 5 }
}

const fix = (over: Partial<FixRecord> = {}): FixRecord => ({
  job: 'job-1',
  sent: '2026-10-26T07:00:00Z',
  week: '2026-W43',
  origin: 'fix-gaps',
  state: 'merged',
  pr: PR,
  merged: '2026-11-02T15:00:00Z',
  gaps: [feedbackGap, searchGap, topicGap],
  ...over
})
const ledger = (...fixes: FixRecord[]): FixLedger => ({ ...emptyLedger('acme'), fixes })

/** Other pages, terms and topics in every week, whose figures no gap's sum may take. */
const noise = (w: WeekRecord): WeekRecord => ({
  ...w,
  pages: [['/other', 1, 0, 0, 70, 0], ...w.pages, ['feedback:bb', 0, 0, 0, 60, 0]],
  terms: [['searches:2', 700, 0], ...w.terms],
  topics: [['assistant:2', 70], ...w.topics]
})

/** W43, the week sent; then W45 to W48, the weeks since a merge on Monday 2026-11-02 (W45 starts that day). */
const weeks: WeekRecord[] = [
  week(43, { pages: [['/api/auth', 1, 0, 2, 9, 0]] }),
  week(44, { pages: [['/api/auth', 1, 0, 0, 50, 0]], terms: [['searches:1', 500, 0]], topics: [['assistant:1', 50]] }),
  week(45, { pages: [['/api/auth', 1, 0, 1, 2, 0]], terms: [['searches:1', 6, 0]], topics: [['assistant:1', 1]] }),
  week(46, { pages: [['/api/auth', 1, 0, 5, 0, 0]], terms: [['searches:1', 4, 50, 'rate limit']] }),
  week(47, {
    pages: [['/api/auth', 1, 0, 3, 4, 0]],
    terms: [['searches:1', 30, 0]],
    topics: [['assistant:1', 1, 'Billing']]
  }),
  week(48, { pages: [['/api/auth', 1, 0, 0, 90, 0]], terms: [['searches:1', 900, 0]], topics: [['assistant:1', 90]] })
].map(noise)
/** The morning each week's report runs: the week before it has ended. */
const on = (day: string): Date => new Date(`${day}T08:00:00Z`)
const verdicts = (scored: ScoredGap[]) => scored.map(s => [s.gap.key, s.verdict, s.weeks, s.after])

describe('scoreFixes: the figures after a merge', () => {
  it('sums one full week since the merge (the week that started on the day it merged)', () => {
    expect(verdicts(scoreFixes(ledger(fix()), weeks, on('2026-11-09')))).toEqual([
      ['feedback:aa', 'better', 1, { section: 'feedback', down: 2, ratings: 3 }],
      ['searches:1', 'better', 1, { section: 'searches', hits: 6, ctrPercent: 0 }],
      ['assistant:1', 'better', 1, { section: 'assistant', unanswered: 1 }]
    ])
  })

  it('sums two weeks: the click-through weighted by searches, a week not listing the gap counting 0', () => {
    expect(verdicts(scoreFixes(ledger(fix()), weeks, on('2026-11-16')))).toEqual([
      ['feedback:aa', 'better', 2, { section: 'feedback', down: 2, ratings: 8 }],
      ['searches:1', 'better', 2, { section: 'searches', hits: 10, ctrPercent: 20 }],
      ['assistant:1', 'better', 2, { section: 'assistant', unanswered: 1 }]
    ])
  })

  it("sums three weeks, and finds each gap still there by its section's rule (at its exact bounds)", () => {
    // 6 👎 of 15 is 40 %; 40 searches at 5 % clicked; 2 unanswered.
    expect(verdicts(scoreFixes(ledger(fix()), weeks, on('2026-11-23')))).toEqual([
      ['feedback:aa', 'still-there', 3, { section: 'feedback', down: 6, ratings: 15 }],
      ['searches:1', 'still-there', 3, { section: 'searches', hits: 40, ctrPercent: 5 }],
      ['assistant:1', 'still-there', 3, { section: 'assistant', unanswered: 2 }]
    ])
  })

  it('leaves out the weeks not ended by now, and those that did not read the section', () => {
    const failed = weeks.map(w =>
      w.week === '2026-W46' ? { ...w, sections: { ...w.sections, searches: 'failed' as const } } : w
    )
    const scored = scoreFixes(ledger(fix()), failed, on('2026-11-22'))
    expect(verdicts(scored)[1]).toEqual(['searches:1', 'better', 1, { section: 'searches', hits: 6, ctrPercent: 0 }])
    expect(scored[0]?.weeks).toBe(2)
  })

  it('is too early with no full week since the merge, or none that read the section', () => {
    expect(verdicts(scoreFixes(ledger(fix()), weeks, on('2026-11-08')))).toEqual([
      ['feedback:aa', 'too-early', 0, undefined],
      ['searches:1', 'too-early', 0, undefined],
      ['assistant:1', 'too-early', 0, undefined]
    ])
    const late = fix({ merged: '2026-11-03T00:00:00Z' })
    expect(scoreFixes(ledger(late), weeks, on('2026-11-10')).map(s => s.verdict)).toEqual([
      'too-early',
      'too-early',
      'too-early'
    ])
    const unread = weeks.map(w => ({ ...w, sections: {} }))
    expect(scoreFixes(ledger(fix()), unread, on('2026-11-30')).map(s => s.verdict)).toEqual([
      'too-early',
      'too-early',
      'too-early'
    ])
  })

  it('is not comparable when the service counted otherwise since; only the weeks counted as the week sent are summed', () => {
    const changed = weeks.map(w => (w.week >= '2026-W45' ? { ...w, counting: 3 } : w))
    expect(verdicts(scoreFixes(ledger(fix()), changed, on('2026-11-23')))).toEqual([
      ['feedback:aa', 'not-comparable', 3, undefined],
      ['searches:1', 'not-comparable', 3, undefined],
      ['assistant:1', 'not-comparable', 3, undefined]
    ])
    const later = weeks.map(w => (w.week >= '2026-W46' ? { ...w, counting: 3 } : w))
    expect(verdicts(scoreFixes(ledger(fix()), later, on('2026-11-23')))[0]).toEqual([
      'feedback:aa',
      'better',
      1,
      { section: 'feedback', down: 2, ratings: 3 }
    ])
  })

  it('takes the counting of the week sent from the day it was sent when its record is not among the weeks', () => {
    const old = weeks.map(w => ({ ...w, counting: 2 }))
    const sentBefore = fix({ week: '2026-W30', sent: '2026-07-27T07:00:00Z' })
    expect(scoreFixes(ledger(sentBefore), old, on('2026-11-09'))[0]?.verdict).toBe('not-comparable')
    const sentAfter = fix({ week: '2026-W31', sent: '2026-08-03T07:00:00Z' })
    expect(scoreFixes(ledger(sentAfter), old, on('2026-11-09'))[0]?.verdict).toBe('better')
    const sentOnTheDay = fix({ week: '2026-W30', sent: '2026-07-31T07:00:00Z' })
    expect(scoreFixes(ledger(sentOnTheDay), old, on('2026-11-09'))[0]?.verdict).toBe('better')
  })

  it('scores only merged fixes with a date, newest first, and only gaps of sections with a rule', () => {
    const views: FixGap = { key: 'views:1', section: 'views', subject: '/x', pages: [] }
    const scored = scoreFixes(
      ledger(
        fix({ job: 'new', gaps: [views, topicGap] }),
        fix({ job: 'open', state: 'open' }),
        fix({ job: 'closed', state: 'closed' }),
        fix({ job: 'undated', merged: undefined }),
        fix({ job: 'old', gaps: [searchGap] })
      ),
      weeks,
      on('2026-11-09')
    )
    expect(scored.map(s => [s.fix.job, s.gap.key])).toEqual([
      ['new', 'assistant:1'],
      ['old', 'searches:1']
    ])
    expect(scoreFixes(undefined, weeks, on('2026-11-09'))).toEqual([])
  })

  it('takes the counting of the week sent from its record when the weeks have it', () => {
    const counted = weeks.map(w => ({ ...w, counting: 1 }))
    expect(scoreFixes(ledger(fix()), counted, on('2026-11-09'))[0]?.verdict).toBe('better')
  })

  it.each([
    ['3 👎 of 4: a gap at the fewest 👎', ['/api/auth', 0, 0, 1, 3, 0], 'still-there'],
    ['3 👎 of 13: not a gap, too small a share', ['/api/auth', 0, 0, 10, 3, 0], 'better'],
    ['2 👎 of 2: not a gap, too few', ['/api/auth', 0, 0, 0, 2, 0], 'better']
  ] as const)('feedback: %s', (_, cell, verdict) => {
    const one = [week(45, { pages: [[...cell]] })]
    expect(scoreFixes(ledger(fix({ gaps: [feedbackGap] })), one, on('2026-11-09'))[0]?.verdict).toBe(verdict)
  })

  it.each([
    ['10 searches, none clicked: a gap at the fewest searches', 10, 0, 'still-there'],
    ['9 searches, none clicked: too few', 9, 0, 'better'],
    ['20 searches, 9 % clicked: a gap', 20, 9, 'still-there'],
    ['20 searches, 10 % clicked: not a gap', 20, 10, 'better']
  ] as const)('searches: %s', (_, hits, ctr, verdict) => {
    const one = [week(45, { terms: [['searches:1', hits, ctr]] })]
    expect(scoreFixes(ledger(fix({ gaps: [searchGap] })), one, on('2026-11-09'))[0]?.verdict).toBe(verdict)
  })

  it('counts no search as none clicked, and no gap', () => {
    const none = [week(45)]
    expect(scoreFixes(ledger(fix({ gaps: [searchGap] })), none, on('2026-11-09'))[0]).toMatchObject({
      verdict: 'better',
      after: { section: 'searches', hits: 0, ctrPercent: 0 }
    })
  })

  it('counts a week written twice once, the later record', () => {
    const twice = [...weeks, week(45, { pages: [['/api/auth', 1, 0, 0, 7, 0]] })]
    expect(scoreFixes(ledger(fix({ gaps: [feedbackGap] })), twice, on('2026-11-09'))[0]?.after).toEqual({
      section: 'feedback',
      down: 7,
      ratings: 7
    })
  })

  it('finds a page filed under its feedback key once the site no longer lists it', () => {
    const moved = [week(45, { pages: [['feedback:aa', 0, 0, 0, 8, 0]] })]
    expect(scoreFixes(ledger(fix({ gaps: [feedbackGap] })), moved, on('2026-11-09'))[0]?.verdict).toBe('still-there')
  })
})

describe('renderFixScores', () => {
  const hidden = view(false, ['/api/auth'])

  it('says nothing when no fix has merged', () => {
    expect(renderFixScores([], weeks, hidden)).toEqual([])
  })

  it('gives one line a gap: the figures when sent, then since the merge, and the pull request by its number', () => {
    const lines = renderFixScores(scoreFixes(ledger(fix()), weeks, on('2026-11-23')), weeks, view(true, ['/api/auth']))
    expect(lines).toEqual([
      '### Fixes, before and after',
      '',
      "Each gap a merged fix was sent, by its figures the week it was sent against the same figures summed over the full weeks since the merge: better when that sum is no longer a gap by its section's rule.",
      '',
      `- **Still there:** \`/api/auth\`: 👎 9 of 11 → 6 of 15 in 3 full weeks since ${PR_LINK} merged.`,
      `- **Still there:** search term rate limit: searched 40 times, 2 % clicked a result → 40 times, 5 % clicked a result in 3 full weeks since ${PR_LINK} merged.`,
      `- **Still there:** assistant topic Billing: 5 unanswered → 2 in 3 full weeks since ${PR_LINK} merged.`
    ])
  })

  it('says the first full week, too early, not comparable, and figures not recorded', () => {
    const one = renderFixScores(scoreFixes(ledger(fix({ gaps: [topicGap] })), weeks, on('2026-11-09')), weeks, hidden)
    expect(one.at(-1)).toBe(
      `- **Better:** assistant topic Billing: 5 unanswered → 1 in the first full week since ${PR_LINK} merged.`
    )
    const early = renderFixScores(
      scoreFixes(ledger(fix({ gaps: [feedbackGap] })), weeks, on('2026-11-08')),
      weeks,
      hidden
    )
    expect(early.at(-1)).toBe(
      `- **Too early:** \`/api/auth\`: 👎 9 of 11 when sent; ${PR_LINK} merged 2026-11-02, no full week since yet.`
    )
    const changed = weeks.map(w => (w.week >= '2026-W45' ? { ...w, counting: 3 } : w))
    const bare = { ...searchGap, before: undefined }
    const other = renderFixScores(scoreFixes(ledger(fix({ gaps: [bare] })), changed, on('2026-11-23')), changed, hidden)
    expect(other.at(-1)).toBe(
      `- **Not comparable:** a search term: figures not recorded when sent; the service has counted otherwise since ${PR_LINK} merged 2026-11-02, so the weeks since are not compared.`
    )
  })

  it('shows a search term only where reader text is shown, a question-topic likewise, a category always, a page only as the view does', () => {
    const keptText = weeks.map(w => ({ ...w, readerText: true }))
    const gaps: FixGap[] = [
      { ...feedbackGap, subject: '/typed-by-reader' },
      { ...feedbackGap, subject: 'feedback:aa' },
      searchGap,
      topicGap,
      { ...topicGap, key: 'assistant:none', subject: 'assistant:none' }
    ]
    const scored = scoreFixes(ledger(fix({ gaps })), keptText, on('2026-11-09'))
    const subjects = (lines: string[]) => lines.slice(4).map(l => l.replace(/^- \*\*[^*]+\*\* /, '').split(': ')[0])
    expect(subjects(renderFixScores(scored, keptText, hidden))).toEqual([
      'a page (address hidden)',
      'a page (address hidden)',
      'a search term',
      'an assistant topic',
      'an assistant topic'
    ])
    expect(subjects(renderFixScores(scored, keptText, view(true)))).toEqual([
      '`/typed-by-reader`',
      'a page (address hidden)',
      'search term rate limit',
      'assistant topic Billing',
      'an assistant topic'
    ])
    expect(subjects(renderFixScores(scored, weeks, hidden))[3]).toBe('assistant topic Billing')
  })

  it.each([
    ['<img src=x>', '&lt;img src=x&gt;'],
    ['@octocat', '`@octocat`'],
    ['[x](http://evil.example)', '\\[x\\]\\(\\[link\\]\\)'],
    ['::warning::x', ':\\:warning:\\:x'],
    ['a`b|c', 'a\\`b\\|c']
  ])('escapes a hostile label %j', (label, shownAs) => {
    const hostile = [week(45, { terms: [['searches:1', 6, 0, label]], topics: [['assistant:1', 1, label]] })]
    const scored = scoreFixes(ledger(fix({ gaps: [searchGap, topicGap] })), hostile, on('2026-11-09'))
    const lines = renderFixScores(scored, hostile, view(true))
    expect(lines[4]).toMatch(
      new RegExp(`^- \\*\\*Better:\\*\\* search term ${shownAs.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}: `)
    )
    expect(lines[5]).toContain(`assistant topic ${shownAs}: `)
  })

  it(`lists at most ${MAX_SCORED_LINES} gaps, newest fix first, and says how many more`, () => {
    const many = (n: number) =>
      ledger(
        ...Array.from({ length: n }, (_, i) =>
          fix({ job: `job-${i}`, pr: `${PR.slice(0, -3)}${100 + i}`, gaps: [topicGap] })
        )
      )
    const lines = renderFixScores(scoreFixes(many(20), weeks, on('2026-11-09')), weeks, hidden)
    expect(lines.filter(l => l.startsWith('- '))).toHaveLength(MAX_SCORED_LINES)
    expect(lines[4]).toContain('[`#100`]')
    expect(lines.at(-1)).toBe('5 more gaps of earlier fixes not listed.')
    const sixteen = renderFixScores(scoreFixes(many(16), weeks, on('2026-11-09')), weeks, hidden)
    expect(sixteen.at(-1)).toBe('1 more gap of earlier fixes not listed.')
    expect(sixteen.at(-2)).toBe('')
    const fifteen = renderFixScores(scoreFixes(many(15), weeks, on('2026-11-09')), weeks, hidden)
    expect(fifteen.at(-1)).toMatch(/^- /)
  })
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
    [undefined, 'its pull request']
  ])('%s → %s', (url, shown) => {
    expect(prRef(url)).toBe(shown)
  })

  it('links only pull requests on the server the workflow runs on', () => {
    const enterprise = 'https://ghe.acme.example/docs/site/pull/45'
    expect(prRef(enterprise, 'https://ghe.acme.example')).toBe(`[\`#45\`](${enterprise})`)
    expect(prRef(enterprise)).toBe('its pull request')
    expect(prRef(PR, 'https://ghe.acme.example')).toBe('its pull request')
  })

  it('is how the report, and the held gaps’ notes, show a fix’s pull request', () => {
    const elsewhere = fix({ pr: 'https://evil.example/acme/docs/pull/123', gaps: [topicGap] })
    const scored = scoreFixes(ledger(elsewhere), weeks, on('2026-11-23'))
    expect(renderFixScores(scored, weeks, view(true)).join('\n')).not.toContain('evil.example')
    expect(stillThere(scored).get('assistant:1')?.note).toMatch(/^its fix its pull request merged/)
    const enterprise = fix({ pr: 'https://ghe.acme.example/acme/docs/pull/123', gaps: [topicGap] })
    const onServer = scoreFixes(ledger(enterprise), weeks, on('2026-11-23'))
    const link = '[`#123`](https://ghe.acme.example/acme/docs/pull/123)'
    expect(renderFixScores(onServer, weeks, view(true), 'https://ghe.acme.example').join('\n')).toContain(link)
    expect(stillThere(onServer, 'https://ghe.acme.example').get('assistant:1')?.note).toContain(link)
    expect(heldBack(onServer, 'https://ghe.acme.example').size).toBe(0)
  })
})

describe('fixCounts', () => {
  it('counts fixes, not gaps: a fix with two gaps still there is one fix still there', () => {
    const two = fix({ job: 'two', gaps: [feedbackGap, topicGap] })
    const scored = scoreFixes(ledger(two, fix({ job: 'other', gaps: [topicGap] })), weeks, on('2026-11-23'))
    expect(scored.filter(one => one.verdict === 'still-there').length).toBe(3)
    expect(fixCounts(scored)).toEqual({ fixesMerged: 2, fixesStillThere: 2 })
    expect(fixCounts([])).toEqual({ fixesMerged: 0, fixesStillThere: 0 })
  })
})

describe('stillThere and heldBack', () => {
  it('hold back the gaps still there since their fix merged, and those with no full week since, with what to say', () => {
    const scored = [
      ...scoreFixes(
        ledger(fix({ job: 'recent', merged: '2026-11-18T10:00:00Z', gaps: [searchGap] })),
        weeks,
        on('2026-11-23')
      ),
      ...scoreFixes(ledger(fix({ gaps: [feedbackGap, topicGap] })), weeks, on('2026-11-23'))
    ]
    const still = stillThere(scored)
    expect([...still.keys()]).toEqual(['feedback:aa', 'assistant:1'])
    expect(still.get('feedback:aa')).toEqual({
      key: 'feedback:aa',
      verdict: 'still-there',
      fix: scored[1]?.fix,
      note: `its fix ${PR_LINK} merged 2026-11-02 and it is still a gap in the 3 full weeks since: not sent again as new.`
    })
    const held = heldBack(scored)
    expect([...held.keys()]).toEqual(['searches:1'])
    expect(held.get('searches:1')).toEqual({
      key: 'searches:1',
      verdict: 'too-early',
      fix: scored[0]?.fix,
      note: `its fix ${PR_LINK} merged 2026-11-18: not sent again until a full week has passed.`
    })
  })

  it("go by a key's newest fix: a newer fix that worked, or one not comparable, holds nothing back", () => {
    const changed = weeks.map(w => (w.week >= '2026-W47' ? { ...w, counting: 3 } : w))
    const newer = scoreFixes(
      ledger(fix({ job: 'newer', merged: '2026-11-16T00:00:00Z', week: '2026-W45', gaps: [topicGap] })),
      changed,
      on('2026-11-23')
    )
    const older = scoreFixes(ledger(fix({ gaps: [topicGap] })), weeks, on('2026-11-23'))
    expect(newer[0]?.verdict).toBe('not-comparable')
    expect(older[0]?.verdict).toBe('still-there')
    expect(stillThere([...newer, ...older]).size).toBe(0)
    expect(heldBack([...newer, ...older]).size).toBe(0)
    expect(stillThere([...older, ...newer]).get('assistant:1')?.fix.job).toBe('job-1')
  })
})
