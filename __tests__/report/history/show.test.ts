import {
  distinctWeeks,
  LABEL_CHARS,
  latestLabels,
  pageLabel,
  readerLabel,
  shortWeek,
  wasRead
} from '../../../src/report/history/show.js'
import { view, week } from './weeks.js'

describe('shortWeek', () => {
  it.each([
    ['2026-W45', 'W45'],
    ['2027-W01', 'W01'],
    ['2026-W451', '2026-W451'],
    ['x2026-W45', 'x2026-W45'],
    ['W45', 'W45'],
    ['', '']
  ])('%j → %j', (id, short) => expect(shortWeek(id)).toBe(short))
})

describe('wasRead', () => {
  it('is true for a section whole or partial, false for one failed or not run', () => {
    const w = week(45, { sections: { views: 'whole', searches: 'partial', feedback: 'failed' } })
    expect([wasRead(w, 'views'), wasRead(w, 'searches'), wasRead(w, 'feedback'), wasRead(w, 'assistant')]).toEqual([
      true,
      true,
      false,
      false
    ])
  })
})

describe('distinctWeeks', () => {
  it('orders weeks by id and keeps the later record of a week', () => {
    const later = week(45, { counting: 9 })
    expect(distinctWeeks([week(46), week(45), week(44), later]).map(w => [w.week, w.counting])).toEqual([
      ['2026-W44', 2],
      ['2026-W45', 9],
      ['2026-W46', 2]
    ])
  })
})

describe('pageLabel', () => {
  it('shows a page of the site as a code span; not a feedback key, nor a path readers chose while reader text is hidden', () => {
    const hidden = view(false, ['/a'])
    expect(pageLabel('/a', hidden.pages)).toBe('`/a`')
    expect(pageLabel('/typed', hidden.pages)).toBeUndefined()
    expect(pageLabel('feedback:12ab', hidden.pages)).toBeUndefined()
    const shown = view(true, [])
    expect(pageLabel('/typed', shown.pages)).toBe('`/typed`')
    expect(pageLabel('feedback:12ab', shown.pages)).toBeUndefined()
  })
})

describe('readerLabel', () => {
  it('shows a label through the reader view where reader text is shown, cut', () => {
    const { reader } = view(true)
    expect(readerLabel('how do I <b>x</b>?', true, reader)).toBe('how do I &lt;b&gt;x&lt;/b&gt;?')
    expect(readerLabel('y'.repeat(100), false, reader)).toBe(`${'y'.repeat(LABEL_CHARS - 1)}…`)
  })

  it('hidden: shows only a label the week kept without reader text, redacted and escaped all the same', () => {
    const { reader } = view(false)
    expect(readerLabel('Billing @team', false, reader)).toBe('Billing `@team`')
    expect(readerLabel('mail me at a@b.example', false, reader)).not.toContain('a@b.example')
    expect(readerLabel('how do I reset my key?', true, reader)).toBeUndefined()
    expect(readerLabel('z'.repeat(100), false, reader)).toBe(`${'z'.repeat(LABEL_CHARS - 1)}…`)
  })

  it('shows no label that is missing or blank', () => {
    for (const shown of [true, false]) {
      expect(readerLabel(undefined, false, view(shown).reader)).toBeUndefined()
      expect(readerLabel(' \n', false, view(shown).reader)).toBeUndefined()
    }
  })
})

describe('latestLabels', () => {
  it("keeps each key's label from the latest week that has one, with whether that week kept reader text", () => {
    const weeks = [
      week(44, {
        topics: [
          ['t:1', 1, 1, 'Old'],
          ['t:2', 1, 1, 'Two']
        ]
      }),
      week(45, {
        readerText: true,
        topics: [
          ['t:1', 1, 1, 'New'],
          ['t:3', 1, 1]
        ]
      }),
      week(46, {
        topics: [
          ['t:1', 1, 1],
          ['t:2', 3, 3]
        ]
      })
    ]
    expect(latestLabels(weeks, w => w.topics, 3)).toEqual(
      new Map([
        ['t:1', { label: 'New', kept: true }],
        ['t:2', { label: 'Two', kept: false }]
      ])
    )
    expect(latestLabels([week(45, { terms: [['s:1', 5, 2, 'term']] })], w => w.terms, 3)).toEqual(
      new Map([['s:1', { label: 'term', kept: false }]])
    )
  })
})
