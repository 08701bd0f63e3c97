import {
  beforeFigures,
  emptyLedger,
  MAX_FIXES,
  recordFix,
  updateFixStates,
  type SentFix
} from '../../../src/report/history/fixes.js'
import type { FixGap, FixLedger, FixRecord } from '../../../src/report/history/format.js'
import { week } from './weeks.js'

const gap = (key: string, before?: FixGap['before']): FixGap => ({
  key,
  section: 'assistant',
  subject: key,
  pages: [],
  ...(before && { before })
})
const sent = (job: string, gaps: FixGap[], over: Partial<SentFix> = {}): SentFix => ({
  job,
  sent: '2026-11-16T07:00:00Z',
  week: '2026-W46',
  origin: 'fix-gaps',
  gaps,
  ...over
})
const record = (job: string, over: Partial<FixRecord> = {}): FixRecord => ({
  job,
  sent: '2026-11-02T07:00:00Z',
  week: '2026-W44',
  origin: 'fix-gaps',
  state: 'open',
  gaps: [],
  ...over
})
const ledger = (fixes: FixRecord[]): FixLedger => ({ ...emptyLedger('acme'), fixes })

describe('recordFix', () => {
  it('starts a ledger for the project with the job, open', () => {
    const one = gap('assistant:1', { section: 'assistant', unanswered: 4 })
    expect(recordFix(undefined, sent('job-1', [one]), 'acme')).toEqual({
      format: 'docs-health-fixes',
      version: 2,
      project: 'acme',
      fixes: [
        { job: 'job-1', sent: '2026-11-16T07:00:00Z', week: '2026-W46', origin: 'fix-gaps', state: 'open', gaps: [one] }
      ]
    })
  })

  it('puts a new job first, and leaves the ledger it was given as it was', () => {
    const given = ledger([record('job-1')])
    const copy = structuredClone(given)
    const next = recordFix(given, sent('job-2', [gap('assistant:2')], { origin: 'change' }), 'acme')
    expect(next.fixes.map(f => [f.job, f.origin])).toEqual([
      ['job-2', 'change'],
      ['job-1', 'fix-gaps']
    ])
    expect(given).toEqual(copy)
  })

  it("adds a follow-up's gaps to its job, in place: a gap sent before keeps the figures of the week it was first sent", () => {
    const first = gap('assistant:1', { section: 'assistant', unanswered: 4 })
    const given = ledger([
      record('job-2'),
      record('job-1', { gaps: [first], state: 'merged', pr: 'https://github.com/o/d/pull/3' })
    ])
    const again = gap('assistant:1', { section: 'assistant', unanswered: 9 })
    const more = gap('assistant:5', { section: 'assistant', unanswered: 2 })
    const next = recordFix(given, sent('job-1', [again, more, gap('assistant:5')], { week: '2026-W47' }), 'acme')
    expect(next.fixes.map(f => f.job)).toEqual(['job-2', 'job-1'])
    expect(next.fixes[1]).toEqual({ ...given.fixes[1], gaps: [first, more] })
    expect(next.fixes[0]).toBe(given.fixes[0])
    expect(given.fixes[1]?.gaps).toEqual([first])
  })

  it('keeps one of each gap a new job is given twice', () => {
    const next = recordFix(undefined, sent('job-1', [gap('a:1'), gap('a:2'), gap('a:1')]), 'acme')
    expect(next.fixes[0]?.gaps.map(g => g.key)).toEqual(['a:1', 'a:2'])
  })

  it(`keeps the newest ${MAX_FIXES} jobs`, () => {
    const full = ledger(Array.from({ length: MAX_FIXES }, (_, i) => record(`job-${MAX_FIXES - i}`)))
    const next = recordFix(full, sent('job-new', []), 'acme')
    expect(next.fixes).toHaveLength(MAX_FIXES)
    expect(next.fixes[0]?.job).toBe('job-new')
    expect(next.fixes.at(-1)?.job).toBe('job-2')
    const followUp = recordFix(full, sent('job-1', [gap('a:1')]), 'acme')
    expect(followUp.fixes).toHaveLength(MAX_FIXES)
    expect(followUp.fixes.at(-1)).toEqual({ ...record('job-1'), gaps: [gap('a:1')] })
  })

  it("records a job for code with the changes it carries, and adds a follow-up's changes it does not carry yet", () => {
    const first = recordFix(undefined, sent('job-c', [], { origin: 'change', changes: ['pr-12'] }), 'acme')
    expect(first.fixes).toStrictEqual([
      { ...record('job-c', { sent: '2026-11-16T07:00:00Z', week: '2026-W46', origin: 'change' }), changes: ['pr-12'] }
    ])
    const next = recordFix(first, sent('job-c', [], { origin: 'change', changes: ['pr-12', 'pr-13'] }), 'acme')
    expect(next.fixes.map(f => f.changes)).toStrictEqual([['pr-12', 'pr-13']])
    expect(first.fixes[0]?.changes).toStrictEqual(['pr-12'])
  })

  it('keeps the first 100 changes of a job, and gives a job without changes no field', () => {
    const many = Array.from({ length: 120 }, (_, i) => `pr-${i + 1}`)
    const one = recordFix(undefined, sent('job-c', [], { origin: 'change', changes: many }), 'acme')
    expect(one.fixes[0]?.changes).toStrictEqual(many.slice(0, 100))
    const again = recordFix(one, sent('job-c', [], { origin: 'change', changes: ['pr-500'] }), 'acme')
    expect(again.fixes[0]?.changes).toStrictEqual(many.slice(0, 100))
    expect(recordFix(undefined, sent('job-1', []), 'acme').fixes[0]).not.toHaveProperty('changes')
    const followed = recordFix(ledger([record('job-1')]), sent('job-1', [gap('assistant:1')]), 'acme')
    expect(followed.fixes[0]).not.toHaveProperty('changes')
    const empty = recordFix(undefined, sent('job-2', [], { changes: [] }), 'acme')
    expect(empty.fixes[0]).not.toHaveProperty('changes')
  })

  it.each(['..', '.', 'a/b', 'a b', ''])('keeps no job whose id %j its reader would refuse', job => {
    const given = ledger([record('job-1')])
    expect(recordFix(given, sent(job, [gap('assistant:1')]), 'acme')).toStrictEqual(given)
    expect(recordFix(undefined, sent(job, []), 'acme')).toStrictEqual(emptyLedger('acme'))
  })

  it('files the ledger under the project it is recorded for', () => {
    expect(recordFix({ ...ledger([]), project: 'old' }, sent('j', []), 'acme').project).toBe('acme')
  })
})

describe('beforeFigures', () => {
  const record47 = week(47, {
    pages: [
      ['/api/auth', 900, 40, 2, 9, 1],
      ['feedback:77', 0, 0, 1, 5, 0]
    ],
    terms: [['searches:9', 40, 2, 'rate limit']],
    topics: [['assistant:3', 6, 20, 'Billing']]
  })

  it("finds a feedback gap's page by its path: 👎 and ratings, the path its subject", () => {
    expect(beforeFigures(record47, { key: 'feedback:12', section: 'feedback', pages: ['/api/auth'] })).toEqual({
      subject: '/api/auth',
      before: { section: 'feedback', down: 9, ratings: 11 }
    })
  })

  it('finds a page the week files under its feedback key (a path readers chose), the key its subject', () => {
    expect(beforeFigures(record47, { key: 'feedback:77', section: 'feedback', pages: [] })).toEqual({
      subject: 'feedback:77',
      before: { section: 'feedback', down: 5, ratings: 6 }
    })
  })

  it('gives no figures for a page the week does not list, its path (else its key) the subject', () => {
    expect(beforeFigures(record47, { key: 'feedback:1', section: 'feedback', pages: ['/gone', '/other'] })).toEqual({
      subject: '/gone'
    })
    expect(beforeFigures(record47, { key: 'feedback:1', section: 'feedback', pages: [] })).toEqual({
      subject: 'feedback:1'
    })
  })

  it("finds a search term's searches and clicks, and an assistant topic's unanswered and asked questions, by key", () => {
    expect(beforeFigures(record47, { key: 'searches:9', section: 'searches', pages: ['/x'] })).toEqual({
      subject: 'searches:9',
      before: { section: 'searches', hits: 40, clicks: 2 }
    })
    expect(beforeFigures(record47, { key: 'assistant:3', section: 'assistant', pages: [] })).toEqual({
      subject: 'assistant:3',
      before: { section: 'assistant', unanswered: 6, asked: 20 }
    })
    const v1 = { ...record47, topics: [['assistant:3', 6, null, 'Billing']] as typeof record47.topics }
    expect(beforeFigures(v1, { key: 'assistant:3', section: 'assistant', pages: [] })).toEqual({
      subject: 'assistant:3',
      before: { section: 'assistant', unanswered: 6 }
    })
    expect(beforeFigures(record47, { key: 'searches:0', section: 'searches', pages: [] })).toEqual({
      subject: 'searches:0'
    })
    expect(beforeFigures(record47, { key: 'assistant:0', section: 'assistant', pages: [] })).toEqual({
      subject: 'assistant:0'
    })
  })

  it('gives no figures where the week did not read the section; a partial one counts', () => {
    const failed = { ...record47, sections: { feedback: 'failed' as const } }
    expect(beforeFigures(failed, { key: 'feedback:12', section: 'feedback', pages: ['/api/auth'] })).toEqual({
      subject: '/api/auth'
    })
    expect(beforeFigures(failed, { key: 'searches:9', section: 'searches', pages: [] })).toEqual({
      subject: 'searches:9'
    })
    expect(beforeFigures(failed, { key: 'assistant:3', section: 'assistant', pages: [] })).toEqual({
      subject: 'assistant:3'
    })
    const partial = {
      ...record47,
      sections: { feedback: 'partial' as const, searches: 'partial' as const, assistant: 'partial' as const }
    }
    expect(beforeFigures(partial, { key: 'f', section: 'feedback', pages: ['/api/auth'] }).before).toEqual({
      section: 'feedback',
      down: 9,
      ratings: 11
    })
    expect(beforeFigures(partial, { key: 'searches:9', section: 'searches', pages: [] }).before).toBeDefined()
    expect(beforeFigures(partial, { key: 'assistant:3', section: 'assistant', pages: [] }).before).toBeDefined()
  })

  it('gives a section without a gap rule only its key', () => {
    expect(beforeFigures(record47, { key: 'views:1', section: 'views', pages: ['/api/auth'] })).toEqual({
      subject: 'views:1'
    })
  })
})

describe('updateFixStates', () => {
  const pr = 'https://github.com/acme/docs/pull/7'
  const given = ledger([
    record('open'),
    record('merged', { state: 'merged', pr, merged: '2026-11-10T09:00:00Z' }),
    record('untouched', { state: 'no-pr' })
  ])

  it('records a merge with its pull request and date; a job not asked about is left as it was', () => {
    const next = updateFixStates(
      given,
      new Map([['open', { pr, state: 'merged' as const, merged: '2026-11-20T10:00:00Z' }]])
    )
    expect(next.fixes[0]).toStrictEqual({ ...record('open'), state: 'merged', pr, merged: '2026-11-20T10:00:00Z' })
    expect(next.fixes[1]).toBe(given.fixes[1])
    expect(next.fixes[2]).toBe(given.fixes[2])
    expect(given.fixes[0]).toStrictEqual(record('open'))
  })

  it('keeps a merged job merged, with its date, whatever is said of it later; takes a date it lacked', () => {
    const closed = updateFixStates(given, new Map([['merged', { state: 'closed' as const, merged: '2026-12-01' }]]))
    expect(closed.fixes[1]).toStrictEqual(given.fixes[1])
    const undated = ledger([record('m', { state: 'merged', pr })])
    const dated = updateFixStates(
      undated,
      new Map([['m', { state: 'merged' as const, merged: '2026-11-21T00:00:00Z' }]])
    )
    expect(dated.fixes[0]).toStrictEqual({ ...record('m'), state: 'merged', pr, merged: '2026-11-21T00:00:00Z' })
  })

  it('a job that committed straight to its branch: merged with its date and commit, kept once merged', () => {
    const commit = `https://github.com/acme/docs/commit/${'a'.repeat(40)}`
    const live = updateFixStates(
      ledger([record('c')]),
      new Map([['c', { state: 'merged' as const, merged: '2026-11-21T00:00:00.000Z', commit }]])
    )
    expect(live.fixes[0]).toStrictEqual({ ...record('c'), state: 'merged', merged: '2026-11-21T00:00:00.000Z', commit })
    const later = updateFixStates(
      live,
      new Map([['c', { state: 'merged' as const, merged: '2026-12-01', commit: 'x' }]])
    )
    expect(later.fixes[0]).toStrictEqual(live.fixes[0])
    // A pull request's merge brings no commit; a state that is not merged keeps none.
    const pr2 = updateFixStates(ledger([record('p')]), new Map([['p', { state: 'closed' as const, commit }]]))
    expect(pr2.fixes[0]).toStrictEqual({ ...record('p'), state: 'closed' })
  })

  it('leaves the state as it was when it could not be read, but keeps a link it learnt', () => {
    const next = updateFixStates(given, new Map([['open', { pr, state: 'unknown' as const }]]))
    expect(next.fixes[0]).toStrictEqual({ ...record('open'), pr })
  })

  it('records a closed or absent pull request, keeping the link it had, and no merge date on a job not merged', () => {
    const stale = ledger([record('j', { pr, merged: '2026-01-01' })])
    const next = updateFixStates(stale, new Map([['j', { state: 'closed' as const }]]))
    expect(next.fixes[0]).toStrictEqual({ ...record('j'), state: 'closed', pr })
    const none = updateFixStates(
      ledger([record('k')]),
      new Map([['k', { state: 'no-pr' as const, merged: '2026-01-01' }]])
    )
    expect(none.fixes[0]).toStrictEqual({ ...record('k'), state: 'no-pr' })
  })
})
