// The analytics answers' checks on their own (src/service/analytics.ts, answers.ts): fields that may be missing,
// a list that is not one, and a refused pull-request link with nobody to tell.
import { toAssistantPage, toFeedbackPage } from '../../src/service/analytics.js'
import { toJob } from '../../src/service/answers.js'

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
