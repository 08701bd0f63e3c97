// Redaction's false positives, measured on the simulator's non-personal text (docs/testing.md quotes the counts): every
// search term, feedback comment, assistant question, answer, category and source title of a week, and the paths of
// 5,000 pages, less the texts that carry one of reader-text.ts's personal values. None of them may change.
import { redact } from '../../src/text/redact.js'
import { conversations } from '../../sim/assistant.js'
import { feedbackEntries } from '../../sim/feedback.js'
import { PERSONAL } from '../../sim/reader-text.js'
import { searchRows } from '../../sim/searches.js'
import { visitorPath } from '../../sim/visitors.js'

const RANGE = { dateFrom: '2026-11-16', dateTo: '2026-11-23' }
const carriesPersonal = (text: string) => Object.values(PERSONAL).some(value => text.includes(value))

const texts = {
  'search terms': searchRows(2000, { ...RANGE, limit: 100, offset: 0 }).map(row => row.searchQuery),
  'feedback comments': feedbackEntries(2000, RANGE).flatMap(entry => entry.comment ?? []),
  'assistant questions and answers': conversations(3000, RANGE).flatMap(turn => [
    turn.query,
    turn.response,
    ...(turn.queryCategory === null ? [] : [turn.queryCategory]),
    ...turn.sources.map(source => source.title)
  ]),
  'page paths': Array.from({ length: 5000 }, (_, i) => visitorPath(i))
}

describe("redaction on the simulator's non-personal text", () => {
  it.each(Object.entries(texts))('%s: no text changes', (_kind, all) => {
    const ordinary = [...new Set(all)].filter(text => !carriesPersonal(text))
    expect(ordinary.length).toBeGreaterThan(1)
    expect(ordinary.filter(text => redact(text).count > 0)).toStrictEqual([])
  })

  it('covers over 7,000 distinct texts; each that carries a personal value is redacted', () => {
    const distinct = [...new Set(Object.values(texts).flat())]
    const personal = distinct.filter(carriesPersonal)
    expect(distinct.length - personal.length).toBeGreaterThan(7000)
    expect(personal.length).toBeGreaterThan(5)
    for (const text of personal) expect(redact(text).count).toBeGreaterThan(0)
  })
})
