// A week's record (src/report/history/record.ts, pure): what a public repository's data branch keeps (keys and
// numbers, no reader text: checked by searching the serialised record for every raw string), what a private one
// keeps (labels, redacted and cut), the pages kept by path or feedback key, the caps and what they left out, the
// order of every list, and the numbers as whole numbers.
import type { WeekFigures } from '../../../src/report/history/format.js'
import { isNoClick, LABEL_CHARS, weekRecord, type RecordContext } from '../../../src/report/history/record.js'
import { pageView, readerView } from '../../../src/report/reader.js'
import type { ReaderView } from '../../../src/report/section.js'
import { PERSONAL } from '../../../sim/reader-text.js'

const RANGE = { dateFrom: '2026-11-16', dateTo: '2026-11-23' }
const SITE = new Set(['/quickstart', '/api/auth', '/guides/sso'])
const CHOSEN = `/users/${PERSONAL.email}/settings` // a path readers chose: the site answers any URL
const TERM = `contact ${PERSONAL.email} about billing`
const QUESTION = `can someone call me at ${PERSONAL.phone} about SSO?`

const FIGURES: WeekFigures = {
  visitors: { human: 120, ai: 30, total: 150 },
  views: {
    human: 900,
    ai: 300,
    total: 1200,
    pages: [
      { path: '/quickstart', human: 500, ai: 100 },
      { path: '/api/auth', human: 300, ai: 150 },
      { path: '/guides/sso', human: 100, ai: 50 }
    ]
  },
  searches: {
    total: 400,
    terms: [
      { key: 'searches:00000000000000a1', text: TERM, hits: 40, ctr: 0.05 },
      { key: 'searches:00000000000000a2', text: 'rotate api key', hits: 60, ctr: 0.5 },
      { key: 'searches:00000000000000a3', text: PERSONAL.key, hits: 12, ctr: 0 }
    ]
  },
  feedback: {
    pages: [
      { key: 'feedback:00000000000000b1', path: '/api/auth', up: 2, down: 5, comments: 3 },
      { key: 'feedback:00000000000000b2', path: CHOSEN, up: 0, down: 4, comments: 1 }
    ]
  },
  assistant: {
    questions: 80,
    unanswered: 9,
    groups: [
      { key: 'assistant:00000000000000c1', category: 'Single sign-on', unanswered: 5, asked: 12 },
      { key: 'assistant:00000000000000c2', question: QUESTION, unanswered: 3, asked: 3 },
      { key: 'assistant:00000000000000c3', question: 'what is the rate limit?', unanswered: 1, asked: 4 }
    ]
  }
}

const WRITTEN = new Date('2026-11-23T06:00:00Z')

function context(shown: boolean, more: Partial<RecordContext> = {}): RecordContext {
  return {
    project: 'acme-docs',
    range: RANGE,
    written: WRITTEN,
    sections: { assistant: 'whole', views: 'whole', searches: 'partial', feedback: 'failed' },
    reader: readerView(shown, shown ? '' : 'public repository'),
    pages: pageView(shown, SITE),
    keying: 'a1b2c3d4',
    ...more
  }
}

/** Every raw piece of reader text the figures hold. */
const RAW = [TERM, QUESTION, CHOSEN, PERSONAL.key, PERSONAL.email, PERSONAL.phone, 'rotate api key', 'what is the rate']

// Records are made inside each test: code run while tests are collected is never mutated (docs/testing.md).
describe('weekRecord on a public repository', () => {
  const made = () => {
    const record = weekRecord(FIGURES, context(false))
    return { record, json: JSON.stringify(record) }
  }

  it('holds no search term, question or path readers chose: keys and numbers only', () => {
    const { record, json } = made()
    for (const raw of RAW) expect({ raw, found: json.includes(raw) }).toStrictEqual({ raw, found: false })
    expect(record.readerText).toBe(false)
    expect(record.terms.every(cell => cell.length === 3)).toBe(true)
  })

  it('is the whole record, word for word', () => {
    const { record } = made()
    expect(record).toStrictEqual({
      format: 'docs-health-week',
      version: 2,
      project: 'acme-docs',
      week: '2026-W47',
      range: { dateFrom: '2026-11-16', dateTo: '2026-11-23' },
      counting: 2,
      written: '2026-11-23T06:00:00.000Z',
      readerText: false,
      keying: 'a1b2c3d4',
      sections: { views: 'whole', searches: 'partial', feedback: 'failed', assistant: 'whole' },
      visitors: { human: 120, ai: 30, total: 150 },
      views: { human: 900, ai: 300, total: 1200 },
      searches: { total: 400, noClick: 52 }, // 40 + 12: searched 10 times or more, under 10 % clicking
      feedback: { up: 2, down: 9, comments: 4 },
      assistant: { questions: 80, unanswered: 9 },
      pages: [
        ['/quickstart', 500, 100, 0, 0, 0],
        ['/api/auth', 300, 150, 2, 5, 3], // views and feedback of one page in one row
        ['/guides/sso', 100, 50, 0, 0, 0],
        ['feedback:00000000000000b2', 0, 0, 0, 4, 1] // a path readers chose: its key
      ],
      terms: [
        ['searches:00000000000000a2', 60, 30], // clicks: 50 % of 60 searches
        ['searches:00000000000000a1', 40, 2],
        ['searches:00000000000000a3', 12, 0]
      ],
      topics: [
        ['assistant:00000000000000c1', 5, 12, 'Single sign-on'], // a category is the service's label: kept
        ['assistant:00000000000000c2', 3, 3],
        ['assistant:00000000000000c3', 1, 4]
      ]
    })
    expect(Object.keys(record.sections)).toStrictEqual(['views', 'searches', 'feedback', 'assistant'])
  })

  it('copies the range rather than sharing it', () => {
    const { record } = made()
    expect(record.range).not.toBe(RANGE)
  })
})

describe('weekRecord on a private repository', () => {
  const made = () => {
    const record = weekRecord(FIGURES, context(true))
    return { record, json: JSON.stringify(record) }
  }

  it('keeps terms and questions as labels, redacted: no e-mail, phone or key', () => {
    const { record, json } = made()
    expect(record.readerText).toBe(true)
    expect(record.terms).toStrictEqual([
      ['searches:00000000000000a2', 60, 30, 'rotate api key'],
      ['searches:00000000000000a1', 40, 2, 'contact [email] about billing'],
      ['searches:00000000000000a3', 12, 0, '[key]']
    ])
    expect(record.topics).toStrictEqual([
      ['assistant:00000000000000c1', 5, 12, 'Single sign-on'],
      ['assistant:00000000000000c2', 3, 3, 'can someone call me at [phone] about SSO?'],
      ['assistant:00000000000000c3', 1, 4, 'what is the rate limit?']
    ])
    for (const value of Object.values(PERSONAL)) expect(json).not.toContain(value)
  })

  it('still keeps a path readers chose by its feedback key only', () => {
    const { record, json } = made()
    expect(json).not.toContain('/users/')
    expect(record.pages.map(cell => cell[0])).toStrictEqual([
      '/quickstart',
      '/api/auth',
      '/guides/sso',
      'feedback:00000000000000b2'
    ])
  })

  it(`cuts a label to ${LABEL_CHARS} characters, on one line, hidden characters removed`, () => {
    const long = `${'word '.repeat(40)}`
    const figures: WeekFigures = {
      searches: { total: 1, terms: [{ key: 'searches:1', text: `a\u200b\nb  ${long}`, hits: 1, ctr: 0 }] }
    }
    const [cell] = weekRecord(figures, context(true)).terms
    expect(cell?.[3]).toBe(`a b ${'word '.repeat(40)}`.slice(0, LABEL_CHARS - 1) + '…')
    expect([...(cell?.[3] ?? '')]).toHaveLength(LABEL_CHARS)
  })

  it('a label that redaction and the cut leave empty is no label', () => {
    const figures: WeekFigures = {
      searches: { total: 1, terms: [{ key: 'searches:1', text: '\u200b \u2060', hits: 1, ctr: 0 }] },
      assistant: {
        questions: 1,
        unanswered: 1,
        groups: [{ key: 'assistant:1', question: '\u200b', unanswered: 1, asked: 1 }]
      }
    }
    const record = weekRecord(figures, context(true))
    expect(record.terms).toStrictEqual([['searches:1', 1, 0]])
    expect(record.topics).toStrictEqual([['assistant:1', 1, 1]])
  })

  it('uses the view’s inline form where it has no plain one (ReaderView.plain is optional)', () => {
    const inlineOnly: ReaderView = { shown: true, inline: (text, max) => `inline(${text},${max})` }
    const figures: WeekFigures = {
      searches: { total: 1, terms: [{ key: 'searches:1', text: 'sso', hits: 1, ctr: 0 }] },
      assistant: {
        questions: 1,
        unanswered: 1,
        groups: [{ key: 'assistant:1', question: 'why', unanswered: 1, asked: 2 }]
      }
    }
    const record = weekRecord(figures, context(true, { reader: inlineOnly }))
    expect(record.terms).toStrictEqual([['searches:1', 1, 0, `inline(sso,${LABEL_CHARS})`]])
    expect(record.topics).toStrictEqual([['assistant:1', 1, 2, `inline(why,${LABEL_CHARS})`]])
  })
})

describe('topics: the category, always, else the question where reader text is kept', () => {
  const groups = (category?: string, question?: string) =>
    weekRecord(
      {
        assistant: {
          questions: 1,
          unanswered: 1,
          groups: [{ key: 'assistant:1', category, question, unanswered: 1, asked: 1 }]
        }
      },
      context(false)
    ).topics

  it('a category is kept on a public repository too, redacted, cut, on one line', () => {
    expect(groups('SSO')).toStrictEqual([['assistant:1', 1, 1, 'SSO']])
    expect(groups(`mail ${PERSONAL.email}\nnow`)).toStrictEqual([['assistant:1', 1, 1, 'mail [email] now']])
    expect(groups('c'.repeat(100))?.[0]?.[3]).toBe(`${'c'.repeat(LABEL_CHARS - 1)}…`)
  })

  it('a category of white space is none: the question then, only where reader text is kept', () => {
    expect(groups('  ', 'how?')).toStrictEqual([['assistant:1', 1, 1]])
    expect(groups(undefined, 'how?')).toStrictEqual([['assistant:1', 1, 1]])
    expect(groups('\u200b', 'how?')).toStrictEqual([['assistant:1', 1, 1]]) // nothing visible: no label
    const shown = weekRecord(
      {
        assistant: {
          questions: 1,
          unanswered: 1,
          groups: [{ key: 'assistant:1', category: ' ', question: 'how?', unanswered: 1, asked: 1 }]
        }
      },
      context(true)
    )
    expect(shown.topics).toStrictEqual([['assistant:1', 1, 1, 'how?']])
  })
})

describe('pages', () => {
  const views = (count: number, start = 0) =>
    Array.from({ length: count }, (_, i) => ({ path: `/p${start + i}`, human: 10_000 - (start + i), ai: 1 }))
  const site = (count: number) => ({ has: (path: string) => /^\/p\d+$/.test(path) && Number(path.slice(2)) < count })

  it('keeps every page with feedback and fills the rest with the most viewed, up to 500; counts the others', () => {
    const figures: WeekFigures = {
      views: { human: 0, ai: 0, total: 0, pages: views(700) },
      feedback: {
        pages: [
          { key: 'feedback:1', path: '/p650', up: 1, down: 0, comments: 0 }, // viewed too little for the top 500
          { key: 'feedback:2', path: '/elsewhere', up: 0, down: 2, comments: 0 },
          { key: 'feedback:3', path: '/p3', up: 0, down: 0, comments: 1 }
        ]
      }
    }
    const record = weekRecord(figures, context(false, { pages: pageView(false, site(700)) }))
    expect(record.pages).toHaveLength(500)
    expect(record.omitted).toStrictEqual({ pages: 201 }) // 700 + the one by key, less 500
    const ids = record.pages.map(cell => cell[0])
    expect(ids.slice(0, 5)).toStrictEqual(['/p0', '/p1', '/p2', '/p3', '/p4'])
    expect(ids).toContain('/p650')
    expect(ids).toContain('feedback:2')
    expect(ids).toContain('/p497') // 497 most viewed without feedback, and the 3 with it
    expect(ids).not.toContain('/p498')
    expect(ids.slice(-2)).toStrictEqual(['/p650', 'feedback:2']) // listed by views
  })

  it('orders by views, then feedback, then id; leaves out pages with nothing and pages the site does not have', () => {
    const figures: WeekFigures = {
      views: {
        human: 0,
        ai: 0,
        total: 0,
        pages: [
          { path: '/b', human: 5, ai: 5 },
          { path: '/a', human: 10, ai: 0 },
          { path: '/c', human: 2, ai: 8 },
          { path: '/d', human: 0, ai: 0 }, // nothing: no row, not counted as left out
          { path: '/unknown', human: 50, ai: 0 } // not a page of the site (the views export lists none such)
        ]
      },
      feedback: {
        pages: [
          { key: 'feedback:c', path: '/c', up: 1, down: 0, comments: 0 },
          { key: 'feedback:z', path: '/z?', up: 0, down: 1, comments: 0 },
          { key: 'feedback:y', path: '/y?', up: 0, down: 1, comments: 1 },
          { key: 'feedback:x', path: '/x?', up: 0, down: 0, comments: 2 }
        ]
      }
    }
    const view = { known: (p: string) => ['/a', '/b', '/c', '/d'].includes(p), plain: (p: string) => p, inline: String }
    const record = weekRecord(figures, context(false, { pages: view }))
    expect(record.pages).toStrictEqual([
      ['/c', 2, 8, 1, 0, 0],
      ['/a', 10, 0, 0, 0, 0],
      ['/b', 5, 5, 0, 0, 0],
      ['feedback:x', 0, 0, 0, 0, 2],
      ['feedback:y', 0, 0, 0, 1, 1],
      ['feedback:z', 0, 0, 0, 1, 0]
    ])
    expect(record.omitted).toBeUndefined()
    expect('omitted' in record).toBe(false)
  })

  it('keeps a page by its path as the view gives it for a file (redacted, cut), summing pages that end the same', () => {
    const long = `/guides/${'x'.repeat(130)}`
    const figures: WeekFigures = {
      views: {
        human: 0,
        ai: 0,
        total: 0,
        pages: [
          { path: `${long}/one`, human: 3, ai: 1 },
          { path: `${long}/two`, human: 4, ai: 2 },
          { path: `/call/${PERSONAL.phone}`, human: 1, ai: 0 }
        ]
      }
    }
    const everyPage = pageView(false, { has: () => true })
    const record = weekRecord(figures, context(false, { pages: everyPage }))
    expect(record.pages).toStrictEqual([
      [`/guides/${'x'.repeat(111)}…`, 7, 3, 0, 0, 0],
      ['/call/[phone]', 1, 0, 0, 0, 0]
    ])
  })

  it('a page of the site whose path leaves nothing once cleaned is kept by its feedback key, or not at all', () => {
    const blank = '\u200b\u2060'
    const figures: WeekFigures = {
      views: { human: 0, ai: 0, total: 0, pages: [{ path: blank, human: 5, ai: 0 }] },
      feedback: { pages: [{ key: 'feedback:blank', path: blank, up: 1, down: 0, comments: 0 }] }
    }
    const record = weekRecord(figures, context(false, { pages: pageView(false, { has: () => true }) }))
    expect(record.pages).toStrictEqual([['feedback:blank', 0, 0, 1, 0, 0]])
  })

  it('the most rated pages first when even those pass the limit', () => {
    const feedback = Array.from({ length: 510 }, (_, i) => ({
      key: `feedback:${String(i).padStart(4, '0')}`,
      path: `/chosen/${i}`,
      up: i,
      down: 0,
      comments: 0
    }))
    const record = weekRecord({ feedback: { pages: feedback } }, context(false))
    expect(record.pages).toHaveLength(500)
    expect(record.omitted).toStrictEqual({ pages: 9 }) // 509 rated (one has nothing), 500 kept
    expect(record.pages[0]).toStrictEqual(['feedback:0509', 0, 0, 509, 0, 0])
    expect(record.pages.at(-1)).toStrictEqual(['feedback:0010', 0, 0, 10, 0, 0])
  })

  it('past the limit, rated pages tied on feedback are kept by views, then by id', () => {
    const feedback = Array.from({ length: 501 }, (_, i) => ({
      key: `feedback:${String(i).padStart(3, '0')}`,
      path: `/chosen/${i}`,
      up: 1,
      down: 0,
      comments: 0
    }))
    feedback.push({ key: 'feedback:zzz', path: '/zzz', up: 0, down: 1, comments: 0 })
    const views = { human: 0, ai: 0, total: 0, pages: [{ path: '/zzz', human: 0, ai: 1 }] }
    const view = pageView(false, new Set(['/zzz']))
    const record = weekRecord({ views, feedback: { pages: feedback } }, context(false, { pages: view }))
    const ids = record.pages.map(cell => cell[0])
    expect(ids[0]).toBe('/zzz') // viewed, so first among those tied
    expect(ids.slice(-2)).toStrictEqual(['feedback:497', 'feedback:498'])
    expect(record.omitted).toStrictEqual({ pages: 2 })
  })
})

describe('terms and topics: ordered, capped, counted', () => {
  it(`keeps the 200 most searched terms and the 100 largest groups; ties by key`, () => {
    const terms = Array.from({ length: 250 }, (_, i) => ({
      key: `searches:${String(i).padStart(3, '0')}`,
      text: `term ${i}`,
      hits: Math.floor(i / 2),
      ctr: 0.2
    }))
    const groups = Array.from({ length: 130 }, (_, i) => ({
      key: `assistant:${String(i).padStart(3, '0')}`,
      question: `q ${i}`,
      unanswered: Math.floor(i / 2),
      asked: Math.floor(i / 2) * 2
    }))
    const record = weekRecord(
      { searches: { total: 9999, terms }, assistant: { questions: 500, unanswered: 200, groups } },
      context(false)
    )
    expect(record.terms).toHaveLength(200)
    expect(record.topics).toHaveLength(100)
    expect(record.omitted).toStrictEqual({ terms: 50, topics: 30 })
    expect(record.terms.slice(0, 3)).toStrictEqual([
      ['searches:248', 124, 25], // 20 % of 124 searches, rounded
      ['searches:249', 124, 25],
      ['searches:246', 123, 25]
    ])
    expect(record.topics.slice(0, 3)).toStrictEqual([
      ['assistant:128', 64, 128],
      ['assistant:129', 64, 128],
      ['assistant:126', 63, 126]
    ])
    expect(record.terms.slice(-2)).toStrictEqual([
      ['searches:050', 25, 5],
      ['searches:051', 25, 5]
    ])
  })

  it('exactly at the limits leaves nothing out', () => {
    const terms = Array.from({ length: 200 }, (_, i) => ({ key: `searches:${i}`, text: 't', hits: 1, ctr: 0 }))
    const record = weekRecord({ searches: { total: 200, terms } }, context(false))
    expect(record.terms).toHaveLength(200)
    expect('omitted' in record).toBe(false)
  })
})

describe('numbers', () => {
  it('are whole numbers of at least 0; clicks no more than the searches, questions no fewer than unanswered', () => {
    const record = weekRecord(
      {
        visitors: { human: 2.6, ai: -1, total: Number.POSITIVE_INFINITY },
        views: { human: 0.5, ai: 1.49, total: 2.5, pages: [{ path: '/quickstart', human: 1.6, ai: -3 }] },
        searches: {
          total: 10.4,
          terms: [
            { key: 'searches:1', text: 't', hits: 20.7, ctr: 0.123 },
            { key: 'searches:2', text: 't', hits: 3, ctr: 1.5 },
            { key: 'searches:3', text: 't', hits: 2, ctr: 0.005 },
            { key: 'searches:4', text: 't', hits: 1, ctr: -0.2 }
          ]
        },
        feedback: { pages: [{ key: 'feedback:1', path: '/api/auth', up: 1.5, down: Number.NaN, comments: 0.4 }] },
        assistant: { questions: 3.5, unanswered: -2, groups: [{ key: 'assistant:1', unanswered: 2.5, asked: 1.2 }] }
      },
      context(false)
    )
    expect(record.visitors).toStrictEqual({ human: 3, ai: 0, total: 0 })
    expect(record.views).toStrictEqual({ human: 1, ai: 1, total: 3 })
    expect(record.searches).toStrictEqual({ total: 10, noClick: 0 })
    expect(record.terms).toStrictEqual([
      ['searches:1', 21, 3], // 20.7 × 0.123 = 2.55, rounded
      ['searches:2', 3, 3], // a click-through over 1: no more clicks than searches
      ['searches:3', 2, 0],
      ['searches:4', 1, 0]
    ])
    expect(record.feedback).toStrictEqual({ up: 2, down: 0, comments: 0 })
    expect(record.pages).toStrictEqual([
      ['/quickstart', 2, 0, 0, 0, 0],
      ['/api/auth', 0, 0, 2, 0, 0]
    ])
    expect(record.assistant).toStrictEqual({ questions: 4, unanswered: 0 })
    expect(record.topics).toStrictEqual([['assistant:1', 3, 3]]) // 2.5 unanswered of 1.2 asked: 3 of 3
  })

  it('no-click searches: the hits of terms searched 10 times or more with under 10 % clicking', () => {
    expect(isNoClick(10, 0.099)).toBe(true)
    expect(isNoClick(9, 0)).toBe(false)
    expect(isNoClick(10, 0.1)).toBe(false)
    const terms = [
      { key: 'searches:1', text: 't', hits: 10, ctr: 0.099 },
      { key: 'searches:2', text: 't', hits: 9, ctr: 0 },
      { key: 'searches:3', text: 't', hits: 30, ctr: 0.1 },
      { key: 'searches:4', text: 't', hits: 15, ctr: 0 }
    ]
    expect(weekRecord({ searches: { total: 64, terms } }, context(false)).searches).toStrictEqual({
      total: 64,
      noClick: 25
    })
  })
})

describe('what the run measured', () => {
  it('sections without figures have no totals; the lists are empty', () => {
    const record = weekRecord({}, context(false, { sections: {} }))
    expect(record).toStrictEqual({
      format: 'docs-health-week',
      version: 2,
      project: 'acme-docs',
      week: '2026-W47',
      range: RANGE,
      counting: 2,
      written: '2026-11-23T06:00:00.000Z',
      readerText: false,
      keying: 'a1b2c3d4',
      sections: {},
      pages: [],
      terms: [],
      topics: []
    })
  })

  it('the week and counting of the range: a week before the service changed how it counts', () => {
    const record = weekRecord({}, context(false, { range: { dateFrom: '2026-07-20', dateTo: '2026-07-27' } }))
    expect(record.week).toBe('2026-W30')
    expect(record.counting).toBe(1)
  })
})
