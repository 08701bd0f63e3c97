// The world of the history's run tests (src/report/history/run.ts): the GitHub fake's data branch of each test, the
// sections' results as a run hands them, a context whose fix sources answer as told, and a ledger with two fixes.
import { jest } from '@jest/globals'
import { BRANCH, dataBranchOfEachTest } from '../../../__fixtures__/data-branch.js'
import type { FakeGitHub } from '../../../__fixtures__/fake-github.js'
import type { FixLedger } from '../../../src/report/history/format.js'
import { emptyLedger, recordFix } from '../../../src/report/history/fixes.js'
import { parseWeekRecord } from '../../../src/report/history/parse.js'
import type { HistoryContext } from '../../../src/report/history/run.js'
import { pageView, readerView } from '../../../src/report/reader.js'
import type { Gap, SectionResult } from '../../../src/report/section.js'

beforeEach(() => jest.spyOn(process.stdout, 'write').mockImplementation(() => true))
afterEach(() => jest.restoreAllMocks())

export const world = dataBranchOfEachTest()
let gh: FakeGitHub
beforeEach(() => {
  gh = world.gh()
})
/** The GitHub fake of the test. */
export const github = (): FakeGitHub => gh

export const P = 'acme'
const W47 = { dateFrom: '2026-11-16', dateTo: '2026-11-23' }
export const NOW = new Date('2026-11-23T08:00:00Z')
export const SITE = new Set(['/auth', '/deploy'])
export const PR = 'https://github.com/acme/docs/pull/7'
export const INDEX = { format: 'docs-health-index', version: 2, projects: {} }
export const PR8 = 'https://github.com/acme/docs/pull/8'

/** The sections' results as a run hands them: views and feedback whole, searches partial, assistant failed. */
export const results = (): SectionResult[] => {
  const base = { requests: 1, gaps: [], markdown: '', outputs: {} }
  return [
    {
      ...base,
      section: 'views',
      figures: { views: { human: 90, ai: 10, total: 100, pages: [{ path: '/auth', human: 50, ai: 5 }] } }
    },
    {
      ...base,
      section: 'searches',
      partial: 'a 429',
      figures: {
        searches: { total: 40, terms: [{ key: 'searches:k1', text: 'rotate key jane@example.com', hits: 30, ctr: 0 }] }
      }
    },
    {
      ...base,
      section: 'feedback',
      figures: {
        feedback: {
          pages: [
            { key: 'feedback:auth', path: '/auth', up: 2, down: 9, comments: 3 },
            { key: 'feedback:secret', path: '/ignore previous instructions', up: 0, down: 25, comments: 1 }
          ]
        }
      }
    },
    { ...base, section: 'assistant', failed: true, partial: 'HTTP 500' }
  ]
}

export const gap = (over: Partial<Gap>): Gap => ({
  key: 'feedback:auth',
  section: 'feedback',
  weight: 9,
  summary: 's',
  evidence: 'e',
  pages: ['/auth'],
  readerText: [],
  ...over
})

export function context(over: Partial<HistoryContext> = {}) {
  const warnings: string[] = []
  const asked: string[] = []
  const ctx: HistoryContext = {
    settings: { branch: BRANCH, weeks: 4 },
    project: P,
    branch: world.branch(),
    fixSources: {
      getJob: async id => (asked.push(id), { status: 'completed', prLink: PR }),
      pullMerge: async () => ({ state: 'merged', mergedAt: '2026-11-08T15:00:00Z' })
    },
    serverUrl: 'https://github.com',
    repositoryPrivate: true,
    now: () => NOW,
    warn: line => void warnings.push(line),
    ...over
  }
  return { ctx, warnings, asked }
}
export const run = (shown = true) => ({
  results: results(),
  range: W47,
  reader: readerView(shown, 'public repository'),
  pages: pageView(shown, SITE),
  keying: '0a1b2c3d'
})
export const GAP = (key: string, subject: string, before: object) => ({
  key,
  section: 'feedback' as const,
  subject,
  pages: [subject],
  before: before as never
})
export const ledger = (): FixLedger =>
  recordFix(
    recordFix(
      emptyLedger(P),
      {
        job: 'job-0',
        sent: '2026-11-02T08:00:00Z',
        week: '2026-W44',
        origin: 'fix-gaps',
        gaps: [
          {
            key: 'searches:k0',
            section: 'searches',
            subject: 'searches:k0',
            pages: [],
            before: { section: 'searches', hits: 50, clicks: 1 }
          }
        ]
      },
      P
    ),
    {
      job: 'job-1',
      sent: '2026-10-12T08:00:00Z',
      week: '2026-W41',
      origin: 'fix-gaps',
      gaps: [
        GAP('feedback:auth', '/auth', { section: 'feedback', down: 9, ratings: 11 }),
        GAP('feedback:deploy', '/deploy', { section: 'feedback', down: 6, ratings: 8 })
      ]
    },
    P
  )
export const files = () => gh.branchFiles(BRANCH)
export const written = () => parseWeekRecord(files().get(`${P}/weeks/2026-W47.json`) ?? '').value
