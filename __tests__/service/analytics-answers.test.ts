// The analytics answers' checks on their own (src/service/analytics.ts, answers.ts): fields that may be missing,
// a list that is not one, and a refused pull-request link with nobody to tell.
import { toAssistantPage, toFeedbackPage, toSearchesPage, toViewsPage } from '../../src/service/analytics.js'
import { toJob, toVisitorsPage } from '../../src/service/answers.js'

const entry = (over: Record<string, unknown> = {}) => ({
  id: 'f1',
  path: '/quickstart',
  comment: 'unclear',
  createdAt: '2026-11-20T10:00:00Z',
  source: 'thumbs',
  status: 'pending',
  ...over
})
const turn = (over: Record<string, unknown> = {}) => ({
  id: 't1',
  timestamp: '2026-11-20T10:00:00Z',
  query: 'how do I rotate keys',
  response: 'like this',
  sources: [],
  resolutionStatus: 'resolved',
  queryCategory: null,
  pageUrl: null,
  ...over
})

describe('feedback entries', () => {
  it('have a contact only when the service gives one: missing and null both mean none, and the value is never kept', () => {
    const page = toFeedbackPage({
      feedback: [entry(), entry({ contact: null }), entry({ contact: 'reader@example.com' })],
      nextCursor: null,
      hasMore: false
    })
    expect(page.feedback.map(f => f.hasContact)).toEqual([false, false, true])
    expect(JSON.stringify(page)).not.toContain('reader@example.com')
  })

  it('a feedback list that is not a list is named, with what it is', () => {
    expect(() => toFeedbackPage({ feedback: { f1: entry() }, nextCursor: null, hasMore: false })).toThrow(
      /feedback is an object/
    )
  })
})

describe('assistant turns', () => {
  it('without a response type are answers; with one, it is kept', () => {
    const page = toAssistantPage({
      conversations: [turn(), turn({ responseType: 'fallback' })],
      nextCursor: null,
      hasMore: false
    })
    expect(page.conversations.map(c => c.responseType)).toEqual(['answer', 'fallback'])
  })
})

describe('a job answer', () => {
  it('with a pull-request link that is refused, and nobody to tell: pr-link is empty, nothing throws', () => {
    const job = toJob({ id: 'j1', status: 'completed', prLink: 'javascript:alert(1)' })
    expect(job.prLink).toBeNull()
  })
})

describe('what an answer must be', () => {
  const views = (over: Record<string, unknown> = {}) => ({
    totals: { human: 1, ai: 2, total: 3 },
    views: [],
    hasMore: false,
    ...over
  })
  it('a body, or a row, that is not an object is named with what it is', () => {
    expect(() => toViewsPage(null)).toThrow('the body is null, not a JSON object')
    expect(() => toViewsPage([views()])).toThrow('the body is an array, not a JSON object')
    expect(() => toViewsPage('{}')).toThrow('the body is "{}", not a JSON object')
    expect(() => toViewsPage(views({ totals: [1, 2, 3] }))).toThrow('totals is an array')
    expect(() => toViewsPage(views({ views: ['/a'] }))).toThrow('views[0] is "/a"')
  })
  it('a views row is a path and three counts, each checked; fields it does not know are dropped', () => {
    const row = { path: '/a', human: 2, ai: 1, total: 3 }
    expect(toViewsPage(views({ views: [{ ...row, country: 'NZ' }] })).views).toStrictEqual([row])
    expect(() => toViewsPage(views({ views: [row, { ...row, ai: -1 }] }))).toThrow(
      'views[1].ai is -1, not a count (a whole number from 0 to 2^53 − 1)'
    )
    expect(() => toViewsPage(views({ views: [{ human: 2, ai: 1, total: 3 }] }))).toThrow(
      'views[0].path is missing, not a string'
    )
  })
  it('a count JSON wrote too large for a number (1e999 parses as Infinity) is refused, as is a negative one', () => {
    const huge = JSON.parse('{"human": 1e999, "ai": 0, "total": 1}')
    expect(() => toViewsPage(views({ totals: huge }))).toThrow('totals.human is Infinity')
    expect(() => toViewsPage(views({ totals: { human: -1, ai: 0, total: 0 } }))).toThrow('totals.human is -1')
    expect(() => toVisitorsPage({ totals: huge, visitors: [], hasMore: false })).toThrow('totals.human is Infinity')
  })
  it('a count is a safe integer: 1e308 (finite, yet two sum to Infinity), a fraction and 2^53 are refused', () => {
    const counts = (human: number) => ({ human, ai: 0, total: human })
    for (const [value, shown] of [
      [1e308, '1e+308'],
      [1.5, '1.5'],
      [2 ** 53, '9007199254740992']
    ] as const) {
      expect(() => toViewsPage(views({ totals: counts(value) }))).toThrow(`totals.human is ${shown}`)
      expect(() => toVisitorsPage({ totals: counts(value), visitors: [], hasMore: false })).toThrow(
        `totals.human is ${shown}`
      )
    }
    expect(toViewsPage(views({ totals: counts(2 ** 53 - 1) })).totals.human).toBe(2 ** 53 - 1)
    expect(toViewsPage(views({ totals: counts(0) })).totals.human).toBe(0)
  })
  it('a click-through rate is a ratio: a fraction is fine, only a negative or non-finite one is refused', () => {
    const row = (ctr: unknown) => ({ searchQuery: 'q', hits: 3, ctr, topClickedPage: null, lastSearchedAt: 't' })
    const page = (ctr: unknown) => ({ searches: [row(ctr)], totalSearches: 3, nextCursor: null })
    expect(toSearchesPage(page(0.25)).searches[0]?.ctr).toBe(0.25)
    expect(() => toSearchesPage(page(-0.1))).toThrow(
      'searches[0].ctr is -0.1, not a ratio (a finite number of 0 or more)'
    )
    expect(() => toSearchesPage(page(JSON.parse('1e999')))).toThrow('searches[0].ctr is Infinity')
    expect(() => toSearchesPage(page('0.5'))).toThrow('searches[0].ctr is "0.5"')
    expect(() => toSearchesPage({ ...page(0), totalSearches: 1e308 })).toThrow('totalSearches is 1e+308')
  })
  it('a word of the service’s vocabulary is lower case and nothing else; a flag is a boolean', () => {
    expect(() =>
      toFeedbackPage({ feedback: [entry({ source: 'thumbs up' })], nextCursor: null, hasMore: false })
    ).toThrow('feedback[0].source is "thumbs up"')
    expect(() =>
      toFeedbackPage({ feedback: [entry({ status: 'Pending' })], nextCursor: null, hasMore: false })
    ).toThrow('feedback[0].status is "Pending"')
    expect(() => toFeedbackPage({ feedback: [], nextCursor: null, hasMore: 'no' })).toThrow('hasMore is "no"')
  })
})
