/** The assistant section against the simulator over loopback: pages and the caller mix, unanswered groups, privacy. */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { run } from '../../../src/report/sections/assistant.js'
import { conversations, UNANSWERED } from '../../../sim/assistant.js'
import { DEFAULT_SIZES } from '../../../sim/analytics.js'
import { startSimulator, type Simulator } from '../../../sim/server.js'
import {
  gapKey,
  everything,
  HIDDEN,
  personalIn,
  RANGE,
  routeRequests,
  sectionRun,
  tokenView,
  RAW,
  needOf
} from '../../../__fixtures__/sections.js'

/** What the section needs of the budget (registry.ts). */
const need = () => needOf('assistant')

let sim: Simulator | undefined
let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'assistant-section-'))
})
afterEach(async () => {
  await sim?.close()
  sim = undefined
  await rm(dir, { recursive: true, force: true })
})

const rateLimited = { kind: 'status', status: 429, headers: { 'Retry-After': '60' } } as const
/** The unanswered turns of each category, as the simulator made them. */
const unansweredOf = (category: string, count = DEFAULT_SIZES.conversations) =>
  conversations(count, RANGE).filter(t => t.resolutionStatus === 'unanswered' && t.queryCategory === category)

describe('assistant section', () => {
  it('one page of 1000 and the caller mix: 2 requests; the curated clusters as gaps by category', async () => {
    sim = await startSimulator()
    const h = sectionRun(sim, dir, need().max, HIDDEN)
    const result = await run(h.run)
    expect(routeRequests(sim, 'assistant').map(r => [r.query.limit, r.query.cursor])).toEqual([['1000', undefined]])
    expect(routeRequests(sim, 'callerStats')).toHaveLength(1)
    expect(result.requests).toBe(2)
    expect(result.partial).toBeUndefined()

    for (const [category, questions] of UNANSWERED) {
      const turns = unansweredOf(category)
      expect(turns.length).toBeGreaterThanOrEqual(questions.length)
      const gap = result.gaps.find(g => g.key === gapKey('assistant', `category ${category}`))
      expect(gap).toMatchObject({ section: 'assistant', weight: turns.length, topic: category })
      expect(gap!.evidence).toBe(`${turns.length} unanswered assistant questions`)
      expect(gap!.readerText).toEqual(turns.map(t => t.query).slice(0, 10))
      expect(gap!.pages.length).toBeGreaterThan(0)
    }
    expect(result.gaps.map(g => g.key)).toEqual(
      ['API keys', 'SSO', 'Webhooks'].map(category => gapKey('assistant', `category ${category}`))
    )
    expect(result.gaps.map(g => g.topic)).toEqual(['API keys', 'SSO', 'Webhooks'])
    const all = conversations(DEFAULT_SIZES.conversations, RANGE)
    const unanswered = all.filter(t => t.resolutionStatus === 'unanswered').length
    expect(result.outputs['assistant-unanswered']).toBe(String(unanswered))
    expect(result.outputs['assistant-gaps']).toBe('3')
    expect(result.markdown).toContain(`| 1 | API keys | ${unansweredOf('API keys').length} | `)
    // The caller mix: the simulator's 72 / 21 / 7 split of 600.
    expect(result.markdown).toContain('| Web (the docs site) | 432 | 72 % |')
    expect(result.markdown).toContain('| API | 126 | 21 % |')
    expect(result.markdown).toContain('| Other | 42 | 7 % |')
    const json = JSON.parse(await readFile(result.files!.json, 'utf8'))
    expect(json.callers).toEqual({ web: 432, api: 126, other: 42, total: 600 })
  })

  it('questions without a category are grouped by their normalised text, keyed by its hash', async () => {
    sim = await startSimulator()
    const turn = (id: string, query: string, status = 'unanswered') => ({
      id,
      timestamp: '2026-11-20T10:00:00.000Z',
      query,
      response: 'no',
      sources: [],
      resolutionStatus: status,
      queryCategory: null,
      pageUrl: 'https://docs.acme.dev/guides/export?ref=jane.doe%40example.com#x'
    })
    const body = JSON.stringify({
      conversations: [
        turn('01JD0000000000000000000003', 'How do I  export to PDF?'),
        turn('01JD0000000000000000000002', 'how do i export to pdf?'),
        turn('01JD0000000000000000000001', 'call me at +1 (415) 555-0134'),
        turn('01JD0000000000000000000000', 'how do i export to pdf?', 'answered'),
        turn('01JD0000000000000000000004', 'Where is the changelog?', 'answered')
      ],
      nextCursor: null,
      hasMore: false
    })
    sim.inject('assistant', { kind: 'status', status: 200, body })
    const result = await run(sectionRun(sim, dir, 2).run)
    expect(result.gaps).toEqual([
      {
        key: gapKey('assistant', 'how do i export to pdf?'),
        section: 'assistant',
        weight: 2,
        summary: 'The same assistant question goes unanswered: the docs do not cover it',
        evidence: '2 unanswered assistant questions',
        pages: ['/guides/export'],
        readerText: ['How do I  export to PDF?']
      }
    ])
    expect(result.gaps[0]!.key).toMatch(/^assistant:[0-9a-f]{16}$/)
    expect(result.markdown).toContain('| 1 | no category | 2 | `/guides/export` |')
    expect(result.outputs['assistant-unanswered']).toBe('3')
    expect(personalIn(await everything(result))).toStrictEqual([])
    // The history counts each group's questions, answered ones too, and keeps groups with none unanswered (a fixed
    // question's rate needs the questions it now answers).
    expect(result.figures?.assistant?.groups.map(({ key, unanswered, asked }) => [key, unanswered, asked])).toEqual([
      [gapKey('assistant', 'how do i export to pdf?'), 2, 3],
      [gapKey('assistant', 'call me at +1 (415) 555-0134'), 1, 1],
      [gapKey('assistant', 'Where is the changelog?'), 0, 1]
    ])
  })

  it('more turns than the allowance reaches: cursor pages up to it, then partial', async () => {
    sim = await startSimulator({ analytics: { conversations: 2500 } })
    const result = await run(sectionRun(sim, dir, 3).run)
    const pages = routeRequests(sim, 'assistant')
    expect(pages).toHaveLength(2)
    expect(pages[1]!.query.cursor).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/)
    expect(routeRequests(sim, 'callerStats')).toHaveLength(1)
    expect(result.requests).toBe(3)
    expect(result.partial).toBe("questions: the plan's share for this section (2 requests) ended before the last page")
    const read = conversations(2500, RANGE).slice(0, 2000)
    const unanswered = read.filter(t => t.resolutionStatus === 'unanswered').length
    expect(result.outputs['assistant-unanswered']).toBe(String(unanswered))
  })

  it('an allowance of 1: the first page only, partial: no caller mix', async () => {
    sim = await startSimulator()
    const result = await run(sectionRun(sim, dir, 1).run)
    expect(routeRequests(sim, 'assistant')).toHaveLength(1)
    expect(routeRequests(sim, 'callerStats')).toHaveLength(0)
    expect(result.requests).toBe(1)
    expect(result.partial).toBe('caller mix not read: the plan gave this section no request for it')
    expect(result.markdown).not.toContain('#### Who asks')
    expect(result.gaps).toHaveLength(3)
  })

  it('a 429 on either request makes it partial with the reason; on both, failed', async () => {
    sim = await startSimulator()
    sim.inject('callerStats', rateLimited)
    const noMix = await run(sectionRun(sim, dir, 4).run)
    expect(noMix.partial).toMatch(/^caller mix not read: Get assistant callers failed: HTTP 429/)
    expect(noMix.gaps).toHaveLength(3)

    sim.inject('assistant', rateLimited)
    const noQuestions = await run(sectionRun(sim, dir, 4).run)
    expect(noQuestions.partial).toMatch(/^questions: Get assistant conversations failed: HTTP 429/)
    expect(noQuestions.failed).toBeUndefined()
    expect(noQuestions.gaps).toStrictEqual([])
    expect(noQuestions.markdown).toContain('#### Who asks')
    expect(noQuestions.outputs['assistant-unanswered']).toBeUndefined()

    sim.inject('assistant', rateLimited)
    sim.inject('callerStats', rateLimited)
    const failed = await run(sectionRun(sim, dir, 4).run)
    expect(failed).toMatchObject({ failed: true, requests: 2, gaps: [], outputs: {} })
    expect(failed.markdown).toContain(
      '> Nothing could be read: questions: Get assistant conversations failed: HTTP 429'
    )
    expect(routeRequests(sim, 'assistant').length + routeRequests(sim, 'callerStats').length).toBe(6)
  })

  it('reader text hidden: no personal value anywhere; shown: questions only through the view', async () => {
    sim = await startSimulator()
    const hidden = await run(sectionRun(sim, dir, 2, HIDDEN).run)
    expect(personalIn(hidden.gaps.flatMap(gap => gap.readerText).join('\n')).length).toBeGreaterThan(0)
    const all = await everything(hidden)
    expect(personalIn(all)).toStrictEqual([])
    expect(all).not.toContain('rotate')
    expect(hidden.markdown).toContain('| # | Topic | Unanswered | Asked on |')
    for (const gap of hidden.gaps) expect(personalIn(gap.key)).toStrictEqual([])

    const view = tokenView()
    const shown = await run(sectionRun(sim, dir, 2, view).run)
    const text = await everything(shown)
    expect(personalIn(text)).toStrictEqual([])
    expect(text).not.toContain('rotate')
    expect(view.texts).toContain('How do I rotate my API key?')
    expect(shown.markdown).toMatch(/^\| 1 \| API keys \| \d+ \| ⟦\d+⟧; ⟦\d+⟧; ⟦\d+⟧ \| /m)
  })
})

/**
 * The assistant section's whole output for a crafted week, against the simulator over loopback: the markdown line by
 * line, the JSON and CSV files, the log; how turns are grouped (a category's spaces, no category, a page's path
 * without query or fragment, a path that is not valid percent-encoding), ranked, cut to a group's top pages; and the
 * exact words of each partial and failed path.
 */
describe('its whole output for a crafted week', () => {
  let sim: Simulator
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'assistant-exact-'))
    sim = await startSimulator()
  })
  afterEach(async () => {
    await sim.close()
    await rm(dir, { recursive: true, force: true })
  })

  const ORIGIN = 'https://docs.acme.dev'
  let serial = 0
  const turn = (query: string, status: string, category: string | null, pageUrl: string | null) => ({
    id: `01JD00000000000000000000${String(serial++).padStart(2, '0')}`,
    timestamp: '2026-11-20T10:00:00.000Z',
    query,
    response: 'r',
    sources: [],
    resolutionStatus: status,
    queryCategory: category,
    pageUrl
  })

  /** Ten turns, newest first: nine unanswered in four groups, one answered. */
  const WEEK = [
    turn('How do I set up SSO', 'unanswered', 'SSO ', `${ORIGIN}/z`),
    turn('how do i  set up sso', 'unanswered', 'SSO', `${ORIGIN}/b?q=1`),
    turn('SAML metadata', 'unanswered', 'SSO', `${ORIGIN}/sso/setup#top`),
    turn('Where is the IdP URL', 'unanswered', 'SSO', `${ORIGIN}/a`),
    turn('SSO for SCIM', 'unanswered', 'SSO', `${ORIGIN}/sso/setup`),
    turn('Export to PDF', 'unanswered', null, null),
    turn('export to  pdf', 'unanswered', '  ', 'not a url'),
    turn('Webhook retries', 'unanswered', 'Webhooks', `${ORIGIN}/hooks/%E0%A4%A`),
    turn('Billing cycle', 'unanswered', 'Billing', `${ORIGIN}/billing%20faq`),
    turn('What is a page', 'answered', 'SSO', `${ORIGIN}/x`)
  ]
  const CALLERS = { web: 1234, api: 100, other: 0, total: 1334 }
  const page = (conversations: unknown[], nextCursor: string | null = null) =>
    JSON.stringify({ conversations, nextCursor, hasMore: nextCursor !== null })
  const answer = (body: string) => ({ kind: 'status', status: 200, body }) as const
  const rateLimited = { kind: 'status', status: 429, headers: { 'Retry-After': '60' } } as const

  const SSO = gapKey('assistant', 'category SSO')
  const PDF = gapKey('assistant', 'Export to PDF')
  const HOOKS = gapKey('assistant', 'category Webhooks')
  const BILLING = gapKey('assistant', 'category Billing')
  /** The two groups of one question each, in the order of their keys. */
  const singles = [
    { key: HOOKS, category: 'Webhooks', question: 'Webhook retries', path: '/hooks/%E0%A4%A' },
    { key: BILLING, category: 'Billing', question: 'Billing cycle', path: '/billing faq' }
  ].sort((a, b) => (a.key < b.key ? -1 : 1))

  const INTRO =
    '10 assistant questions from 2026-11-15 up to 2026-11-22 (exclusive; UTC), read in 2 requests: 9 unanswered (90 %), ' +
    'the docs did not cover them. 2 topics with 2 or more unanswered questions look like gaps.'
  const CALLER_TABLE = [
    '#### Who asks',
    '',
    '| Caller | Questions | Share |',
    '|---|--:|--:|',
    '| Web (the docs site) | 1,234 | 93 % |',
    '| API | 100 | 7 % |',
    '| Other | 0 | 0 % |',
    '| Total | 1,334 | |',
    ''
  ]

  it('needs one request and at most three pages plus the caller mix', () => {
    expect(need()).toStrictEqual({
      min: 1,
      max: 4,
      what: 'up to 3 requests of 1000 assistant questions, and 1 for the caller mix'
    })
  })

  describe('a crafted week, reader text shown', () => {
    it('groups, ranks and writes every line, file and log as specified', async () => {
      sim.inject('assistant', answer(page(WEEK)))
      sim.inject('callerStats', answer(JSON.stringify(CALLERS)))
      const h = sectionRun(sim, dir, 4, RAW)
      const result = await run(h.run)

      expect(result.gaps).toStrictEqual([
        {
          key: SSO,
          section: 'assistant',
          weight: 5,
          summary: 'Assistant questions on this topic go unanswered: the docs do not cover them',
          evidence: '5 unanswered assistant questions',
          // By count, then by path; the fourth page (/z) is cut. No query, no fragment.
          pages: ['/sso/setup', '/a', '/b'],
          topic: 'SSO',
          // Distinct by normalised text, the newest wording kept.
          readerText: ['How do I set up SSO', 'SAML metadata', 'Where is the IdP URL', 'SSO for SCIM']
        },
        {
          key: PDF,
          section: 'assistant',
          weight: 2,
          summary: 'The same assistant question goes unanswered: the docs do not cover it',
          evidence: '2 unanswered assistant questions',
          // A turn without a page and one whose page is not a URL name no page.
          pages: [],
          readerText: ['Export to PDF']
        }
      ])
      expect(result.markdown).toBe(
        [
          '### Assistant',
          '',
          INTRO,
          '',
          '#### Unanswered questions',
          '',
          '| # | Topic | Unanswered | Questions | Asked on |',
          '|--:|---|--:|---|---|',
          '| 1 | SSO | 5 | How do I set up SSO; SAML metadata; Where is the IdP URL | `/sso/setup`, `/a`, `/b` |',
          '| 2 | no category | 2 | Export to PDF | — |',
          ...singles.map((s, i) => `| ${i + 3} | ${s.category} | 1 | ${s.question} | \`${s.path}\` |`),
          '',
          ...CALLER_TABLE
        ].join('\n')
      )
      expect(result.outputs).toStrictEqual({
        'assistant-unanswered': '9',
        'assistant-gaps': '2',
        'assistant-file': join(dir, 'docs-health-assistant.json'),
        'assistant-csv': join(dir, 'docs-health-assistant.csv')
      })
      expect(result.requests).toBe(2)
      expect(result.partial).toBeUndefined()
      expect(h.logs).toStrictEqual(['Assistant: 10 questions, 9 unanswered, in 2 requests, 2 gaps.'])
      expect(h.warnings).toStrictEqual([])
      // The history's figures: every group with its questions (answered ones too: the SSO question answered), a
      // category as the service names it, else its newest question.
      expect(result.figures).toStrictEqual({
        assistant: {
          questions: 10,
          unanswered: 9,
          groups: [
            { key: SSO, category: 'SSO', unanswered: 5, asked: 6 },
            { key: PDF, question: 'Export to PDF', unanswered: 2, asked: 2 },
            ...singles.map(({ key, category }) => ({ key, category, unanswered: 1, asked: 1 }))
          ]
        }
      })

      expect(JSON.parse(await readFile(result.files!.json, 'utf8'))).toStrictEqual({
        section: 'assistant',
        range: { dateFrom: '2026-11-15', dateTo: '2026-11-22' },
        requests: 2,
        partial: null,
        readerTextShown: true,
        questions: 10,
        unanswered: 9,
        callers: CALLERS,
        groups: [
          {
            key: SSO,
            category: 'SSO',
            count: 5,
            pages: ['/sso/setup', '/a', '/b'],
            gap: true,
            questions: ['How do I set up SSO', 'SAML metadata', 'Where is the IdP URL', 'SSO for SCIM']
          },
          { key: PDF, count: 2, pages: [], gap: true, questions: ['Export to PDF'] },
          ...singles.map(s => ({
            key: s.key,
            category: s.category,
            count: 1,
            pages: [s.path],
            gap: false,
            questions: [s.question]
          }))
        ]
      })
      expect(await readFile(result.files!.csv, 'utf8')).toBe(
        [
          'key,category,unanswered,pages,example_question,gap',
          `${SSO},SSO,5,/sso/setup /a /b,How do I set up SSO,true`,
          `${PDF},,2,,Export to PDF,true`,
          ...singles.map(s => `${s.key},${s.category},1,${s.path},${s.question},false`),
          ''
        ].join('\r\n')
      )
    })

    it('hidden reader text: no question column, the intro says why, the files keep no question', async () => {
      sim.inject('assistant', answer(page(WEEK)))
      sim.inject('callerStats', answer(JSON.stringify(CALLERS)))
      const h = sectionRun(sim, dir, 4, HIDDEN)
      const result = await run(h.run)
      expect(result.markdown.split('\n').slice(2, 10)).toStrictEqual([
        `${INTRO} Questions are written by readers and are not shown here.`,
        '',
        '#### Unanswered questions',
        '',
        '| # | Topic | Unanswered | Asked on |',
        '|--:|---|--:|---|',
        '| 1 | SSO | 5 | `/sso/setup`, `/a`, `/b` |',
        '| 2 | no category | 2 | — |'
      ])
      const json = JSON.parse(await readFile(result.files!.json, 'utf8'))
      expect(json.readerTextShown).toBe(false)
      expect(json.groups.map((g: { questions: unknown[] }) => g.questions)).toStrictEqual([[], [], [], []])
      const csv = (await readFile(result.files!.csv, 'utf8')).split('\r\n')
      expect(csv[1]).toBe(`${SSO},SSO,5,/sso/setup /a /b,,true`)
    })

    it('ties are ranked by path and by key whatever order the service gives them in', async () => {
      const ascending = ['/a', '/b', '/c', '/d'].map(path => turn('Rate limits', 'unanswered', 'Limits', ORIGIN + path))
      for (const week of [WEEK, [...WEEK].reverse(), ascending]) {
        sim.inject('assistant', answer(page(week)))
        const result = await run(sectionRun(sim, dir, 1, RAW).run)
        const groups = JSON.parse(await readFile(result.files!.json, 'utf8')).groups as {
          key: string
          pages: string[]
        }[]
        if (week === ascending) expect(groups[0]!.pages).toStrictEqual(['/a', '/b', '/c'])
        else expect(groups.slice(2).map(g => g.key)).toStrictEqual(singles.map(s => s.key))
      }
    })

    it('the top setting cuts the table, not the gaps or the files', async () => {
      sim.inject('assistant', answer(page(WEEK)))
      const h = sectionRun(sim, dir, 4, RAW)
      h.run.top = 1
      const result = await run(h.run)
      expect(result.markdown).toContain('| 1 | SSO | 5 |')
      expect(result.markdown).not.toContain('| 2 |')
      expect(result.gaps).toHaveLength(2)
      expect(JSON.parse(await readFile(result.files!.json, 'utf8')).groups).toHaveLength(4)
    })
  })

  describe('the requests', () => {
    it('an allowance of 2: one page of questions and the caller mix', async () => {
      const result = await run(sectionRun(sim, dir, 2).run)
      expect(routeRequests(sim, 'assistant')).toHaveLength(1)
      expect(routeRequests(sim, 'callerStats')).toHaveLength(1)
      expect(result.partial).toBeUndefined()
      expect(result.markdown).toContain('#### Who asks')
    })

    it('an allowance of 1 with more than a page: one page, and the share named as one request', async () => {
      const more = page([WEEK[0]], '01JD0000000000000000000099')
      sim.inject('assistant', answer(more))
      const result = await run(sectionRun(sim, dir, 1).run)
      expect(routeRequests(sim, 'assistant')).toHaveLength(1)
      expect(result.partial).toBe(
        "questions: the plan's share for this section (1 request) ended before the last page; " +
          'caller mix not read: the plan gave this section no request for it'
      )
      // No caller mix: the section ends with its question table.
      expect(result.markdown.split('\n').slice(-3)).toStrictEqual(['|--:|---|--:|---|', '| 1 | SSO | 1 | `/z` |', ''])
    })

    it('an empty page that says there is more ends the questions there, partial', async () => {
      sim.inject('assistant', answer(page([], '01JD0000000000000000000099')))
      sim.inject('callerStats', answer(JSON.stringify(CALLERS)))
      const h = sectionRun(sim, dir, 4, RAW)
      const result = await run(h.run)
      expect(routeRequests(sim, 'assistant')).toHaveLength(1)
      const reason = 'questions: the service answered a page with no rows (or the same cursor) yet said there was more'
      expect(result.partial).toBe(reason)
      expect(h.logs).toStrictEqual(['Assistant: 0 questions, 0 unanswered, in 2 requests, 0 gaps; PARTIAL.'])
      expect(h.warnings).toStrictEqual([`Assistant: partial: ${reason}`])
      expect(result.markdown).toBe(
        [
          '### Assistant',
          '',
          '0 assistant questions from 2026-11-15 up to 2026-11-22 (exclusive; UTC), read in 2 requests: 0 unanswered (0 %), ' +
            'the docs did not cover them. 0 topics with 2 or more unanswered questions look like gaps.',
          '',
          '> [!WARNING]',
          '> Partial: questions: the service answered a page with no rows \\(or the same cursor\\) yet said there was more.',
          '',
          '#### Unanswered questions',
          '',
          'Every question was answered.',
          '',
          ...CALLER_TABLE
        ].join('\n')
      )
    })
  })

  describe('what could not be read', () => {
    it('no questions, the caller mix read: said so, no question table, no counts in the files', async () => {
      sim.inject('assistant', rateLimited)
      sim.inject('callerStats', answer(JSON.stringify(CALLERS)))
      const h = sectionRun(sim, dir, 4, RAW)
      const result = await run(h.run)
      const reason = 'questions: Get assistant conversations failed: HTTP 429'
      expect(result.partial).toMatch(new RegExp(`^${reason}`))
      expect(result.markdown.split('\n').slice(0, 4)).toStrictEqual([
        '### Assistant',
        '',
        'Assistant from 2026-11-15 up to 2026-11-22 (exclusive; UTC): the questions could not be read, only the caller mix.',
        ''
      ])
      expect(result.markdown).toBe(
        [
          '### Assistant',
          '',
          'Assistant from 2026-11-15 up to 2026-11-22 (exclusive; UTC): the questions could not be read, only the caller mix.',
          '',
          '> [!WARNING]',
          `> Partial: ${result.partial!.replace(/"/g, '&quot;').replace(/\(/g, '\\(').replace(/\)/g, '\\)')}`,
          '',
          ...CALLER_TABLE
        ].join('\n')
      )
      expect(result.section).toBe('assistant')
      expect(result.outputs['assistant-unanswered']).toBeUndefined()
      expect(result.outputs['assistant-gaps']).toBe('0')
      const json = JSON.parse(await readFile(result.files!.json, 'utf8'))
      expect(json).toMatchObject({ questions: null, unanswered: null, callers: CALLERS, groups: [] })
      expect(json.partial).toBe(result.partial)
      expect(h.logs).toStrictEqual(['Assistant: 0 questions, 0 unanswered, in 2 requests, 0 gaps; PARTIAL.'])
      expect(h.warnings).toStrictEqual([`Assistant: partial: ${result.partial}`])
    })

    it('neither: one failed section naming both reasons, in the warning and the markdown', async () => {
      sim.inject('assistant', rateLimited)
      sim.inject('callerStats', { kind: 'status', status: 500 }, 3)
      const h = sectionRun(sim, dir, 4, RAW)
      const result = await run(h.run)
      const reason = result.partial!
      expect(reason).toMatch(
        /^questions: Get assistant conversations failed: HTTP 429.*; caller mix: Get assistant callers failed: HTTP 500/
      )
      expect(result.failed).toBe(true)
      expect(result.section).toBe('assistant')
      // Escaped: the service's words are untrusted.
      expect(result.markdown).toBe(
        `### Assistant\n\n> [!WARNING]\n> Nothing could be read: ${reason.replace(/"/g, '&quot;')}\n`
      )
      expect(h.warnings).toStrictEqual([`Assistant: nothing could be read: ${reason}`])
      expect(result.files).toBeUndefined()
    })
  })
})
