// Reading history files back (src/report/history/parse.ts and check.ts, pure): what this version writes reads back
// the same; a later version is refused as newer; anything else malformed is refused with the field it is in — wrong
// types, sizes, huge lists, prototype keys, reader text in a record that keeps none — and nothing ever throws.
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import type { FixLedger, HistoryIndex, WeekFigures, WeekRecord } from '../../../src/report/history/format.js'
import { READ_LIMITS } from '../../../src/report/history/check.js'
import {
  isProjectFolder,
  parseFixLedger,
  parseHistoryIndex,
  parseWeekRecord
} from '../../../src/report/history/parse.js'
import { weekRecord } from '../../../src/report/history/record.js'
import { pageView, readerView } from '../../../src/report/reader.js'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** A copy of a JSON value with the field at `path` set (or deleted, for undefined). */
function withField(value: object, path: (string | number)[], field: Json | undefined): Json {
  const copy = JSON.parse(JSON.stringify(value)) as Json
  let at = copy as Record<string | number, Json>
  for (const step of path.slice(0, -1)) at = at[step] as Record<string | number, Json>
  const last = path.at(-1) as string | number
  if (field === undefined) delete at[last]
  else at[last] = field
  return copy
}

const RECORD: WeekRecord = {
  format: 'docs-health-week',
  version: 2,
  project: 'acme-docs',
  week: '2026-W47',
  range: { dateFrom: '2026-11-16', dateTo: '2026-11-23' },
  counting: 2,
  written: '2026-11-23T06:00:00.000Z',
  readerText: true,
  keying: '0a1b2c3d',
  sections: { views: 'whole', searches: 'partial', assistant: 'failed' },
  visitors: { human: 1, ai: 2, total: 3 },
  views: { human: 900, ai: 300, total: 1200 },
  searches: { total: 400, noClick: 52 },
  feedback: { up: 2, down: 9, comments: 4 },
  assistant: { questions: 80, unanswered: 9 },
  pages: [
    ['/quickstart', 500, 100, 0, 0, 0],
    ['feedback:00000000000000b2', 0, 0, 0, 4, 1]
  ],
  terms: [
    ['searches:00000000000000a2', 60, 30, 'rotate api key'],
    ['searches:00000000000000a1', 40, 2]
  ],
  topics: [
    ['assistant:00000000000000c1', 5, 12, 'Single sign-on'],
    ['assistant:00000000000000c2', 3, 3]
  ],
  omitted: { pages: 3, topics: 1 }
}

const LEDGER: FixLedger = {
  format: 'docs-health-fixes',
  version: 2,
  project: 'acme-docs',
  fixes: [
    {
      job: 'job_123',
      sent: '2026-11-23T06:05:00.000Z',
      week: '2026-W47',
      origin: 'fix-gaps',
      pr: 'https://github.com/acme/docs/pull/7',
      merged: '2026-11-25T10:00:00Z',
      state: 'merged',
      gaps: [
        {
          key: 'feedback:00000000000000b1',
          section: 'feedback',
          subject: '/api/auth',
          pages: ['/api/auth'],
          before: { section: 'feedback', down: 5, ratings: 7 },
          effect: {
            verdict: 'better',
            before: { events: 20, trials: 30, known: 4 },
            after: { events: 2, trials: 25, known: 3 },
            from: '2026-W49'
          }
        },
        {
          key: 'searches:00000000000000a1',
          section: 'searches',
          subject: 'searches:00000000000000a1',
          pages: [],
          before: { section: 'searches', hits: 40, clicks: 2 },
          searched: {
            at: '2026-11-23T06:04:00.000Z',
            keying: '0a1b2c3d',
            results: ['0123456789abcdef', 'fedcba9876543210']
          }
        },
        {
          key: 'assistant:00000000000000c1',
          section: 'assistant',
          subject: 'assistant:00000000000000c1',
          pages: ['/guides/sso', '/quickstart'],
          before: { section: 'assistant', unanswered: 5, asked: 12 }
        }
      ]
    },
    {
      job: 'job_122',
      sent: '2026-11-16T06:05:00Z',
      week: '2026-W46',
      origin: 'change',
      state: 'no-pr',
      gaps: [],
      changes: ['pr-12', 'push-6113728f27ae']
    }
  ]
}

const INDEX: HistoryIndex = {
  format: 'docs-health-index',
  version: 2,
  projects: {
    'acme-docs': {
      week: '2026-W47',
      range: { dateFrom: '2026-11-16', dateTo: '2026-11-23' },
      counting: 2,
      viewsHuman: 900,
      viewsAi: 300,
      visitors: 150,
      searches: 400,
      noClick: 52,
      thumbsDown: 9,
      ratings: 11,
      unanswered: 9,
      gaps: 4,
      fixesMerged: 2,
      fixesBetter: 1,
      fixesStillThere: 1
    },
    '0123456789abcdef01234567': {
      week: '2026-W30',
      range: { dateFrom: '2026-07-20', dateTo: '2026-07-27' },
      counting: 1,
      gaps: 0,
      fixesMerged: 0,
      fixesStillThere: 0
    }
  }
}

const text = (value: unknown) => JSON.stringify(value)
const refused = (reason: string) => ({ reason, newer: false })

describe('what version 1 wrote reads as this version', () => {
  const v1Week = {
    ...RECORD,
    version: 1,
    keying: undefined,
    terms: [
      ['searches:00000000000000a2', 60, 50, 'rotate api key'],
      ['searches:00000000000000a1', 40, 5],
      ['searches:00000000000000a3', 3, 33]
    ],
    topics: [
      ['assistant:00000000000000c1', 5, 'Single sign-on'],
      ['assistant:00000000000000c2', 3]
    ]
  }
  it('a week: clicks as the whole percent of the searches, rounded; questions asked unknown; no keying', () => {
    const { keying: _none, ...withoutKeying } = RECORD
    expect(parseWeekRecord(text(v1Week))).toStrictEqual({
      value: {
        ...withoutKeying,
        version: 2,
        terms: [
          ['searches:00000000000000a2', 60, 30, 'rotate api key'],
          ['searches:00000000000000a1', 40, 2],
          ['searches:00000000000000a3', 3, 1]
        ],
        topics: [
          ['assistant:00000000000000c1', 5, null, 'Single sign-on'],
          ['assistant:00000000000000c2', 3, null]
        ]
      }
    })
  })
  it('a week of version 1 is read by its own cells only: a version-2 topic in it is refused', () => {
    const mixed = { ...v1Week, topics: [['assistant:00000000000000c1', 5, 12, 'Single sign-on']] }
    expect(parseWeekRecord(text(mixed)).reason).toBe('topics[0]: not 2 to 3 items')
  })
  it('a ledger: a search gap’s whole percent read as clicks', () => {
    const gap = LEDGER.fixes[0]?.gaps[1]
    const v1 = {
      ...LEDGER,
      version: 1,
      fixes: [{ ...LEDGER.fixes[0], gaps: [{ ...gap, before: { section: 'searches', hits: 40, ctrPercent: 5 } }] }]
    }
    expect(parseFixLedger(text(v1)).value?.fixes[0]?.gaps[0]?.before).toStrictEqual({
      section: 'searches',
      hits: 40,
      clicks: 2
    })
  })
})

describe('what version 2 refuses', () => {
  it('more clicks than searches, more unanswered than asked, a keying that is not 8 hex digits', () => {
    expect(parseWeekRecord(text({ ...RECORD, terms: [['searches:1', 4, 5]] })).reason).toBe(
      'terms[0]: more clicks than searches'
    )
    expect(parseWeekRecord(text({ ...RECORD, topics: [['assistant:1', 4, 3]] })).reason).toBe(
      'topics[0]: more unanswered than questions'
    )
    expect(parseWeekRecord(text({ ...RECORD, keying: 'XYZ' })).reason).toBe('keying: not a keying id')
  })
})

describe('what this version writes reads back the same', () => {
  it('a week record, a ledger, an index', () => {
    expect(parseWeekRecord(text(RECORD))).toStrictEqual({ value: RECORD })
    expect(parseFixLedger(text(LEDGER))).toStrictEqual({ value: LEDGER })
    expect(parseHistoryIndex(text(INDEX))).toStrictEqual({ value: INDEX })
    expect(parseHistoryIndex(text({ ...INDEX, projects: {} }))).toStrictEqual({ value: { ...INDEX, projects: {} } })
  })

  it('any record weekRecord makes, as the same JSON', () => {
    const count = fc.oneof(fc.nat(1_000_000), fc.double({ min: -10, max: 1e6, noNaN: false }))
    const label = fc.string({ maxLength: 120, unit: 'grapheme' })
    const figures: fc.Arbitrary<WeekFigures> = fc.record(
      {
        visitors: fc.record({ human: count, ai: count, total: count }),
        views: fc.record({
          human: count,
          ai: count,
          total: count,
          pages: fc.array(fc.record({ path: label.map(p => `/${p}`), human: count, ai: count }), { maxLength: 30 })
        }),
        searches: fc.record({
          total: count,
          terms: fc.array(
            fc.record({ key: fc.string({ minLength: 1, maxLength: 30 }), text: label, hits: count, ctr: fc.double() }),
            { maxLength: 30 }
          )
        }),
        feedback: fc.record({
          pages: fc.array(
            fc.record({ key: fc.string({ minLength: 1 }), path: label, up: count, down: count, comments: count }),
            { maxLength: 20 }
          )
        }),
        assistant: fc.record({
          questions: count,
          unanswered: count,
          groups: fc.array(
            fc.record(
              { key: fc.string({ minLength: 1 }), category: label, question: label, unanswered: count, asked: count },
              { requiredKeys: ['key', 'unanswered', 'asked'] }
            ),
            { maxLength: 20 }
          )
        })
      },
      { requiredKeys: [] }
    )
    const day = fc.integer({ min: 0, max: 20_000 }).map(n => new Date(Date.UTC(2000, 0, 1) + n * 86_400_000))
    fc.assert(
      fc.property(figures, fc.boolean(), day, fc.integer({ min: 1, max: 40 }), (figures, shown, from, days) => {
        const range = {
          dateFrom: from.toISOString().slice(0, 10),
          dateTo: new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10)
        }
        const record = weekRecord(figures, {
          project: 'p',
          range,
          written: from,
          sections: { views: 'whole' },
          keying: 'ffffffff',
          reader: readerView(shown, 'public repository'),
          pages: pageView(shown, { has: path => path.length % 2 === 0 })
        })
        const parsed = parseWeekRecord(text(record))
        expect(parsed).toStrictEqual({ value: record })
        expect(text(parsed.value)).toBe(text(record))
      }),
      { numRuns: 150 }
    )
  })

  it('drops fields this version does not know, at every level', () => {
    const more = {
      ...RECORD,
      extra: 1,
      range: { ...RECORD.range, tz: 'UTC' },
      searches: { total: 1, noClick: 0, x: 2 }
    }
    expect(parseWeekRecord(text(more))).toStrictEqual({ value: { ...RECORD, searches: { total: 1, noClick: 0 } } })
  })
})

describe('docs/history-format.md', () => {
  it('its three examples are files this version reads', () => {
    const blocks = [...readFileSync('docs/history-format.md', 'utf8').matchAll(/^```json\n([\s\S]*?)^```/gm)]
    const [week, fixes, index] = blocks.map(block => block[1] ?? '')
    expect(blocks).toHaveLength(3)
    expect(parseWeekRecord(week ?? '').reason).toBeUndefined()
    expect(parseFixLedger(fixes ?? '').reason).toBeUndefined()
    expect(parseHistoryIndex(index ?? '').reason).toBeUndefined()
  })
})

describe('a later version', () => {
  it.each([
    ['week', parseWeekRecord, RECORD],
    ['ledger', parseFixLedger, LEDGER],
    ['index', parseHistoryIndex, INDEX]
  ] as const)('%s: refused as newer, whatever else it holds', (_name, parse, file) => {
    expect(parse(text({ ...file, version: 3 }))).toStrictEqual({
      reason: 'format version 3, newer than this action reads (2)',
      newer: true
    })
    expect(parse(text({ format: file.format, version: 7, anything: 'else' }))).toMatchObject({ newer: true })
  })

  it('is a whole number above 2: anything else is malformed, not newer', () => {
    for (const version of [0, -2, 1.5, '2', null, 2.5])
      expect(parseWeekRecord(text({ ...RECORD, version }))).toStrictEqual(
        refused('version: not a whole number from 1 to 2')
      )
    expect(parseWeekRecord(text(withField(RECORD, ['version'], undefined)))).toStrictEqual(
      refused('version: not a whole number from 1 to 2')
    )
  })
})

describe('malformed files are refused, never thrown', () => {
  it('not JSON, too large, not an object, another format', () => {
    expect(parseWeekRecord('{"format":')).toStrictEqual(refused('not JSON'))
    expect(parseWeekRecord('')).toStrictEqual(refused('not JSON'))
    const large = `${text(RECORD)}${' '.repeat(READ_LIMITS.fileChars)}`
    expect(parseWeekRecord(large)).toStrictEqual(refused('larger than 2000000 characters'))
    const exact = text(RECORD).padEnd(READ_LIMITS.fileChars, ' ')
    expect(parseWeekRecord(exact)).toStrictEqual({ value: RECORD })
    for (const json of ['null', '[]', '3', '"docs-health-week"', 'true'])
      expect(parseWeekRecord(json)).toStrictEqual(refused('not an object'))
    expect(parseWeekRecord(text(LEDGER))).toStrictEqual(refused('format: not docs-health-week'))
    expect(parseFixLedger(text(INDEX))).toStrictEqual(refused('format: not docs-health-fixes'))
    expect(parseHistoryIndex(text(RECORD))).toStrictEqual(refused('format: not docs-health-index'))
  })

  it('nesting hundreds of thousands deep is read as any other value, not a crash', () => {
    const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`
    expect(parseWeekRecord(deep(200_000))).toStrictEqual(refused('not an object'))
    expect(parseWeekRecord(`{"format":${deep(900_000)}}`)).toStrictEqual(refused('format: not docs-health-week'))
    expect(parseWeekRecord(text(RECORD).replace(/}$/, `,"x":${deep(100_000)}}`))).toStrictEqual({ value: RECORD })
  })

  it.each<[string, (string | number)[], Json | undefined, string]>([
    ['project', ['project'], 5, 'project: not a string'],
    ['project', ['project'], '', 'project: not 1 to 100 characters long'],
    ['project', ['project'], 'a/b', 'project: not a project folder'],
    ['project', ['project'], undefined, 'project: not a string'],
    ['week', ['week'], '2026-W48', 'week: not the week of its range'],
    ['week', ['week'], '2027-W53', 'week: not an ISO week'],
    ['week', ['week'], '2026-W047', 'week: not 1 to 8 characters long'],
    ['range', ['range'], [], 'range: not an object'],
    ['range', ['range', 'dateFrom'], '2026-11-23', 'range: not a range forward in time'],
    ['range', ['range', 'dateFrom'], '2026-11-24', 'range: not a range forward in time'],
    ['range', ['range', 'dateTo'], 'next week', 'range.dateTo: not a date'],
    ['range', ['range', 'dateFrom'], 20261116, 'range.dateFrom: not a string'],
    [
      'range',
      ['range', 'dateTo'],
      `2026-11-23T00:00:00.000000000${'0'.repeat(11)}Z`,
      'range.dateTo: not 1 to 40 characters long'
    ],
    ['counting', ['counting'], 0, 'counting: not a whole number from 1 to 1000'],
    ['counting', ['counting'], 1001, 'counting: not a whole number from 1 to 1000'],
    ['written', ['written'], 'yesterday', 'written: not a date'],
    ['readerText', ['readerText'], 'yes', 'readerText: not true or false'],
    ['sections', ['sections'], null, 'sections: not an object'],
    [
      'sections',
      ['sections', 'search'],
      'whole',
      'sections, field 4: not one of visitors, views, searches, feedback, assistant'
    ],
    ['sections', ['sections', 'views'], 'done', 'sections, field 1: not one of whole, partial, failed'],
    [
      'sections',
      ['sections'],
      { visitors: 'whole', views: 'whole', searches: 'whole', feedback: 'whole', assistant: 'whole', pages: 'whole' },
      'sections: more than 5 sections'
    ],
    ['readerText', ['readerText'], undefined, 'readerText: not true or false'],
    ['visitors', ['visitors', 'human'], '5', 'visitors.human: not a whole number from 0 to 9007199254740991'],
    ['views', ['views'], null, 'views: not an object'],
    ['views', ['views', 'ai'], null, 'views.ai: not a whole number from 0 to 9007199254740991'],
    ['visitors', ['visitors', 'total'], -3, 'visitors.total: not a whole number from 0 to 9007199254740991'],
    ['searches', ['searches', 'noClick'], -1, 'searches.noClick: not a whole number from 0 to 9007199254740991'],
    ['feedback', ['feedback', 'comments'], 1.5, 'feedback.comments: not a whole number from 0 to 9007199254740991'],
    [
      'assistant',
      ['assistant', 'questions'],
      2 ** 53,
      'assistant.questions: not a whole number from 0 to 9007199254740991'
    ],
    ['pages', ['pages'], {}, 'pages: not a list'],
    ['pages', ['pages', 0], '/quickstart', 'pages[0]: not a list'],
    ['pages', ['pages', 0], ['/quickstart', 1, 2, 3, 4], 'pages[0]: not 6 items'],
    ['pages', ['pages', 0], ['/quickstart', 1, 2, 3, 4, 5, 6], 'pages[0]: not 6 items'],
    ['pages', ['pages', 1, 0], 'x'.repeat(301), 'pages[1][0]: not 1 to 300 characters long'],
    ['pages', ['pages', 1, 5], -1, 'pages[1][5]: not a whole number from 0 to 9007199254740991'],
    ['terms', ['terms', 1], ['k', 1], 'terms[1]: not 3 to 4 items'],
    ['terms', ['terms', 1, 2], 41, 'terms[1]: more clicks than searches'],
    ['terms', ['terms', 1, 2], -1, 'terms[1][2]: not a whole number from 0 to 9007199254740991'],
    ['terms', ['terms', 0, 3], 'x'.repeat(201), 'terms[0][3]: not 1 to 200 characters long'],
    ['terms', ['terms', 0, 3], 7, 'terms[0][3]: not a string'],
    ['terms', ['terms', 0, 0], 'k'.repeat(101), 'terms[0][0]: not 1 to 100 characters long'],
    ['topics', ['topics', 1], ['k', 1], 'topics[1]: not 3 to 4 items'],
    ['topics', ['topics', 0, 2], { text: 'x' }, 'topics[0][2]: not a whole number from 0 to 9007199254740991'],
    ['topics', ['topics', 0, 2], 4, 'topics[0]: more unanswered than questions'],
    ['topics', ['topics', 0, 3], { text: 'x' }, 'topics[0][3]: not a string'],
    ['topics', ['topics', 0, 1], '5', 'topics[0][1]: not a whole number from 0 to 9007199254740991'],
    ['omitted', ['omitted', 'terms'], -1, 'omitted.terms: not a whole number from 0 to 9007199254740991'],
    ['omitted', ['omitted'], 3, 'omitted: not an object'],
    ['an optional field', ['visitors'], null, 'visitors: not an object'] // null is not absent
  ])('%s: %j = %j', (_what, path, value, reason) => {
    expect(parseWeekRecord(text(withField(RECORD, path, value)))).toStrictEqual(refused(reason))
  })

  it('the lists at their limits and one past them', () => {
    const pages = Array.from({ length: 500 }, (_, i) => [`/p${i}`, 1, 0, 0, 0, 0])
    const terms = Array.from({ length: 200 }, (_, i) => [`searches:${i}`, 1, 0])
    const topics = Array.from({ length: 100 }, (_, i) => [`assistant:${i}`, 1, 1])
    const full = { ...RECORD, pages, terms, topics }
    expect(parseWeekRecord(text(full)).value?.pages).toHaveLength(500)
    expect(parseWeekRecord(text({ ...full, pages: [...pages, pages[0]] }))).toStrictEqual(
      refused('pages: more than 500 items')
    )
    expect(parseWeekRecord(text({ ...full, terms: [...terms, terms[0]] }))).toStrictEqual(
      refused('terms: more than 200 items')
    )
    expect(parseWeekRecord(text({ ...full, topics: [...topics, topics[0]] }))).toStrictEqual(
      refused('topics: more than 100 items')
    )
    expect(parseWeekRecord(text({ ...RECORD, pages: new Array(900_000).fill(0) }))).toStrictEqual(
      refused('pages: more than 500 items')
    )
  })

  it('every size at its limit is read', () => {
    const full = {
      ...RECORD,
      project: 'p'.repeat(100),
      counting: 1000,
      pages: [['i'.repeat(300), 0, 0, 0, 0, Number.MAX_SAFE_INTEGER]],
      terms: [['k'.repeat(100), Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 'l'.repeat(200)]],
      topics: [['k'.repeat(100), Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 'l'.repeat(200)]]
    }
    expect(parseWeekRecord(text(full))).toStrictEqual({ value: full })
    const gap = {
      key: 'k'.repeat(100),
      section: 'views',
      subject: 's'.repeat(300),
      pages: Array(20).fill('p'.repeat(300))
    }
    const job = { ...LEDGER.fixes[1], job: 'j'.repeat(200), pr: 'u'.repeat(500), gaps: [gap] }
    const ledger = { ...LEDGER, fixes: [job] }
    expect(parseFixLedger(text(ledger))).toStrictEqual({ value: ledger })
  })

  it('a field missing from the file stays missing, whatever the prototype of objects holds', () => {
    const missing = text(withField(RECORD, ['project'], undefined))
    Object.defineProperty(Object.prototype, 'project', { value: 'acme-docs', configurable: true })
    try {
      expect(parseWeekRecord(missing)).toStrictEqual(refused('project: not a string'))
    } finally {
      delete (Object.prototype as Record<string, unknown>).project
    }
  })

  it('a search term in a record that keeps no reader text is refused; a topic’s label (a category) is not', () => {
    const publicRecord = { ...RECORD, readerText: false }
    expect(parseWeekRecord(text(publicRecord))).toStrictEqual(
      refused('terms[0][3]: reader text in a record that keeps none')
    )
    const labelsGone = { ...publicRecord, terms: [['searches:00000000000000a2', 60, 50]] }
    expect(parseWeekRecord(text(labelsGone)).value?.topics[0]).toStrictEqual([
      'assistant:00000000000000c1',
      5,
      12,
      'Single sign-on'
    ])
  })

  it('__proto__ and inherited names: ignored at the top, refused as a section, never polluting', () => {
    const json = text(RECORD).replace(/^\{/, '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},')
    const parsed = parseWeekRecord(json)
    expect(parsed).toStrictEqual({ value: RECORD })
    expect(Object.getPrototypeOf(parsed.value)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    const sections = text(RECORD).replace('"sections":{', '"sections":{"__proto__":"whole",')
    expect(parseWeekRecord(sections)).toStrictEqual(
      refused('sections, field 1: not one of visitors, views, searches, feedback, assistant')
    )
    // A required field that is only inherited is missing.
    const noProject = text(withField(RECORD, ['project'], undefined))
    expect(parseWeekRecord(noProject.replace(/^\{/, '{"__proto__":{"project":"acme-docs"},'))).toStrictEqual(
      refused('project: not a string')
    )
    expect(({} as Record<string, unknown>).project).toBeUndefined()
  })

  it('a reason names the field, never what the file put in it', () => {
    const hostile = '::warning::PWNED <img src=x> jane.doe@example.com'
    for (const [path, value] of [
      [['project'], hostile],
      [['week'], hostile],
      [['sections', hostile], 'whole'],
      [['pages', 0, 0], hostile.repeat(10)]
    ] as const) {
      const { reason } = parseWeekRecord(text(withField(RECORD, [...path], value)))
      expect(reason).toBeDefined()
      expect(reason).not.toMatch(/PWNED|img|jane/)
    }
  })
})

describe('parseFixLedger', () => {
  it.each<[(string | number)[], Json | undefined, string]>([
    [['project'], '..', 'project: not a project folder'],
    [['fixes'], {}, 'fixes: not a list'],
    [['fixes', 0], 'job_123', 'fixes[0]: not an object'],
    [['fixes', 0, 'job'], '', 'fixes[0].job: not 1 to 200 characters long'],
    [['fixes', 0, 'job'], 'j'.repeat(201), 'fixes[0].job: not 1 to 200 characters long'],
    // A job id from the branch is asked about at …/job/{id}: none may change the route.
    [['fixes', 0, 'job'], '..', 'fixes[0].job: not a job id'],
    [['fixes', 0, 'job'], '.', 'fixes[0].job: not a job id'],
    [['fixes', 0, 'job'], '../../x', 'fixes[0].job: not a job id'],
    [['fixes', 0, 'job'], 'a\\b', 'fixes[0].job: not a job id'],
    [['fixes', 0, 'job'], 'job 1', 'fixes[0].job: not a job id'],
    [['fixes', 0, 'job'], 'job\u00851', 'fixes[0].job: not a job id'],
    [['fixes', 0, 'sent'], 'Monday', 'fixes[0].sent: not a date'],
    [['fixes', 0, 'week'], '2026-W54', 'fixes[0].week: not an ISO week'],
    [['fixes', 0, 'origin'], 'manual', 'fixes[0].origin: not one of fix-gaps, change'],
    [['fixes', 0, 'pr'], 7, 'fixes[0].pr: not a string'],
    [['fixes', 0, 'pr'], `https://x/${'a'.repeat(500)}`, 'fixes[0].pr: not 1 to 500 characters long'],
    [['fixes', 0, 'merged'], 'soon', 'fixes[0].merged: not a date'],
    [['fixes', 0, 'state'], 'done', 'fixes[0].state: not one of open, merged, closed, no-pr, unknown'],
    [['fixes', 0, 'gaps'], null, 'fixes[0].gaps: not a list'],
    [['fixes', 0, 'gaps', 0, 'key'], 'k'.repeat(101), 'fixes[0].gaps[0].key: not 1 to 100 characters long'],
    [
      ['fixes', 0, 'gaps', 0, 'section'],
      'pages',
      'fixes[0].gaps[0].section: not one of visitors, views, searches, feedback, assistant'
    ],
    [['fixes', 0, 'gaps', 0, 'subject'], 's'.repeat(301), 'fixes[0].gaps[0].subject: not 1 to 300 characters long'],
    [['fixes', 0, 'gaps', 0, 'pages', 0], 3, 'fixes[0].gaps[0].pages[0]: not a string'],
    [['fixes', 0, 'gaps', 0, 'pages'], Array(21).fill('/a'), 'fixes[0].gaps[0].pages: more than 20 items'],
    [['fixes', 0, 'gaps', 0, 'before', 'section'], 'searches', 'fixes[0].gaps[0].before.section: not one of feedback'],
    [
      ['fixes', 0, 'gaps', 0, 'before', 'ratings'],
      '7',
      'fixes[0].gaps[0].before.ratings: not a whole number from 0 to 9007199254740991'
    ],
    [['fixes', 0, 'gaps', 1, 'before', 'clicks'], 41, 'fixes[0].gaps[1].before: more clicks than searches'],
    [['fixes', 0, 'gaps', 1, 'before', 'hits'], -1, 'fixes[0].gaps[1].before: not the figures of a search gap'],
    [
      ['fixes', 0, 'gaps', 0, 'effect', 'after', 'events'],
      26,
      'fixes[0].gaps[0].effect.after: more events than trials'
    ],
    [
      ['fixes', 0, 'gaps', 0, 'effect', 'verdict'],
      'still-there',
      'fixes[0].gaps[0].effect.verdict: not one of better, worse, no-clear-change, not-enough-data, not-comparable'
    ],
    [
      ['fixes', 0, 'gaps', 2, 'before', 'unanswered'],
      null,
      'fixes[0].gaps[2].before.unanswered: not a whole number from 0 to 9007199254740991'
    ],
    [['fixes', 0, 'gaps', 2, 'before'], [], 'fixes[0].gaps[2].before: not an object'],
    [['fixes', 0, 'gaps', 1, 'searched', 'at'], 'soon', 'fixes[0].gaps[1].searched.at: not a date'],
    [['fixes', 0, 'gaps', 1, 'searched', 'keying'], 'ABCDEFGH', 'fixes[0].gaps[1].searched.keying: not a keying id'],
    [
      ['fixes', 0, 'gaps', 1, 'searched', 'results', 1],
      '/guides/rate-limits',
      'fixes[0].gaps[1].searched.results[1]: not 1 to 16 characters long'
    ],
    [
      ['fixes', 0, 'gaps', 1, 'searched', 'results', 0],
      '0123456789ABCDEF',
      'fixes[0].gaps[1].searched.results[0]: not 16 hex digits'
    ],
    [
      ['fixes', 0, 'gaps', 1, 'searched', 'results'],
      Array(11).fill('0123456789abcdef'),
      'fixes[0].gaps[1].searched.results: more than 10 items'
    ],
    [['fixes', 1, 'pr'], null, 'fixes[1].pr: not a string'],
    [['fixes', 1, 'changes'], 'pr-12', 'fixes[1].changes: not a list'],
    [['fixes', 1, 'changes', 0], 'pr-0', 'fixes[1].changes[0]: not a change key'],
    [['fixes', 1, 'changes', 1], 'push-6113728f27ae8', 'fixes[1].changes[1]: not a change key'],
    [['fixes', 1, 'changes', 1], 'push-6113728f27ae8abcd', 'fixes[1].changes[1]: not 1 to 20 characters long'],
    [['fixes', 1, 'changes', 1], 'push-../../x', 'fixes[1].changes[1]: not a change key'],
    [['fixes', 1, 'changes', 0], 7, 'fixes[1].changes[0]: not a string']
  ])('%j = %j', (path, value, reason) => {
    expect(parseFixLedger(text(withField(LEDGER, path, value)))).toStrictEqual(refused(reason))
  })

  it('every search clicked, and every rating 👎 in a window, are figures it keeps', () => {
    const allClicked = withField(LEDGER, ['fixes', 0, 'gaps', 1, 'before', 'clicks'], 40)
    expect(parseFixLedger(text(allClicked)).value?.fixes[0]?.gaps[1]?.before).toStrictEqual({
      section: 'searches',
      hits: 40,
      clicks: 40
    })
    const allDown = withField(LEDGER, ['fixes', 0, 'gaps', 0, 'effect', 'after', 'events'], 25)
    expect(parseFixLedger(text(allDown)).value?.fixes[0]?.gaps[0]?.effect?.after).toStrictEqual({
      events: 25,
      trials: 25,
      known: 3
    })
  })

  it('a gap of a section without figures may have none, and no figures of its own or another section’s', () => {
    const gap = { key: 'views:1', section: 'views', subject: '/a', pages: [] }
    const ledger = withField(LEDGER, ['fixes', 1, 'gaps'], [gap]) as object
    expect(parseFixLedger(text(ledger)).value?.fixes[1]?.gaps).toStrictEqual([gap])
    const figures: Json[] = [{ section: 'views' }, { section: 'feedback', down: 1, ratings: 2 }, {}, [], null]
    for (const before of figures)
      expect(parseFixLedger(text(withField(ledger, ['fixes', 1, 'gaps', 0, 'before'], before)))).toStrictEqual(
        refused('fixes[1].gaps[0].before: not allowed: a views gap has no figures')
      )
    const visitors = withField(
      withField(ledger, ['fixes', 1, 'gaps', 0, 'section'], 'visitors') as object,
      ['fixes', 1, 'gaps', 0, 'before'],
      {}
    )
    expect(parseFixLedger(text(visitors))).toStrictEqual(
      refused('fixes[1].gaps[0].before: not allowed: a visitors gap has no figures')
    )
  })

  it('the limits: 100 changes a job, and a job without changes has no field', () => {
    const changes = (n: number) => withField(LEDGER, ['fixes', 1, 'changes'], Array(n).fill('pr-1')) as object
    expect(parseFixLedger(text(changes(100))).value?.fixes[1]?.changes).toHaveLength(100)
    expect(parseFixLedger(text(changes(101)))).toStrictEqual(refused('fixes[1].changes: more than 100 items'))
    expect(parseFixLedger(text(LEDGER)).value?.fixes[0]).not.toHaveProperty('changes')
  })

  it('a job that committed straight to its branch keeps its commit, at most 500 characters; other jobs have no field', () => {
    const commit = `https://github.com/acme/docs/commit/${'a'.repeat(40)}`
    const committed = (url: string) => withField(LEDGER, ['fixes', 0, 'commit'], url) as object
    expect(parseFixLedger(text(committed(commit))).value?.fixes[0]).toMatchObject({ state: 'merged', commit })
    expect(parseFixLedger(text(committed('x'.repeat(500)))).value?.fixes[0]?.commit).toHaveLength(500)
    expect(parseFixLedger(text(committed('x'.repeat(501)))).reason).toMatch(/^fixes\[0\]\.commit: /)
    expect(parseFixLedger(text(LEDGER)).value?.fixes[0]).not.toHaveProperty('commit')
  })

  it('the limits: 200 jobs, 100 gaps a job', () => {
    const job = LEDGER.fixes[1] as object
    expect(parseFixLedger(text({ ...LEDGER, fixes: Array(200).fill(job) })).value?.fixes).toHaveLength(200)
    expect(parseFixLedger(text({ ...LEDGER, fixes: Array(201).fill(job) }))).toStrictEqual(
      refused('fixes: more than 200 items')
    )
    const gap = { key: 'views:1', section: 'views', subject: '/a', pages: [] }
    const gaps = (n: number) => withField(LEDGER, ['fixes', 1, 'gaps'], Array(n).fill(gap)) as object
    expect(parseFixLedger(text(gaps(100))).value).toBeDefined()
    expect(parseFixLedger(text(gaps(101)))).toStrictEqual(refused('fixes[1].gaps: more than 100 items'))
  })
})

describe('parseHistoryIndex', () => {
  const at = (path: (string | number)[]) => ['projects', 'acme-docs', ...path]

  it.each<[(string | number)[], Json | undefined, string]>([
    [['projects'], [], 'projects: not an object'],
    [at([]), 'W47', 'projects, field 1: not an object'],
    [at(['week']), '2026-W46', 'projects, field 1.week: not the week of its range'],
    [at(['counting']), 0, 'projects, field 1.counting: not a whole number from 1 to 1000'],
    [at(['viewsAi']), -1, 'projects, field 1.viewsAi: not a whole number from 0 to 9007199254740991'],
    [at(['gaps']), undefined, 'projects, field 1.gaps: not a whole number from 0 to 9007199254740991'],
    [at(['fixesStillThere']), 3, 'projects, field 1.fixesStillThere: more than the fixes merged'],
    [at(['thumbsDown']), 12, 'projects, field 1.thumbsDown: more than the ratings'],
    [at(['ratings']), undefined, 'projects, field 1.thumbsDown: more than the ratings'],
    [at(['range', 'dateTo']), 3, 'projects, field 1.range.dateTo: not a string']
  ])('%j = %j', (path, value, reason) => {
    expect(parseHistoryIndex(text(withField(INDEX, path, value)))).toStrictEqual(refused(reason))
  })

  it('no thumbs-down with ratings, and as many still there as merged, are fine', () => {
    const ok = withField(
      withField(withField(INDEX, at(['thumbsDown']), undefined) as object, at(['fixesStillThere']), 1) as object,
      at(['fixesBetter']),
      1
    )
    expect(parseHistoryIndex(text(ok)).value?.projects['acme-docs']?.fixesStillThere).toBe(1)
    const even = withField(INDEX, at(['thumbsDown']), 11)
    expect(parseHistoryIndex(text(even)).value).toBeDefined()
  })

  it.each(['__proto__', 'constructor', 'toString', 'a/b', '..', '.', '', 'a b', 'x'.repeat(101), 'a\u200bb'])(
    'refuses a project named %j',
    name => {
      const json = text(INDEX).replace('"acme-docs":', `${JSON.stringify(name)}:`)
      expect(parseHistoryIndex(json)).toStrictEqual(refused('projects, field 1: a name that is not a project folder'))
      expect(({} as Record<string, unknown>).week).toBeUndefined()
    }
  )

  it('at most 1,000 projects', () => {
    const one = INDEX.projects['acme-docs']
    const projects = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, one]))
    expect(
      Object.keys(parseHistoryIndex(text({ ...INDEX, projects: projects(1000) })).value?.projects ?? {})
    ).toHaveLength(1000)
    expect(parseHistoryIndex(text({ ...INDEX, projects: projects(1001) }))).toStrictEqual(
      refused('projects: more than 1000 projects')
    )
  })
})

describe('isProjectFolder', () => {
  it('allows what a folder and a key can be', () => {
    for (const name of [
      'acme-docs',
      '0123456789abcdef01234567',
      '@someone',
      '::warning::',
      '<img>',
      'é',
      'x'.repeat(100)
    ])
      expect(isProjectFolder(name)).toBe(true)
  })

  it('refuses slashes, white space, controls, format characters, dots alone and inherited names', () => {
    for (const name of [
      '',
      'a/b',
      'a\\b',
      ' a',
      'a\tb',
      'a\nb',
      'a\u0000',
      'a\u202e',
      '.',
      '..',
      '__proto__',
      'hasOwnProperty',
      'x'.repeat(101)
    ])
      expect(isProjectFolder(name)).toBe(false)
    expect(isProjectFolder('...')).toBe(true)
  })
})
