// Where the report goes besides its comment (src/report/publish.ts): docs-health.json field by field (a gap's pages as
// the view may show them, no reader text), the report's outputs, the prompt folded in the job summary with a fence no
// backtick run in it can close, and the range's comment key.
import { jest } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { useStepFiles } from '../../__fixtures__/step-files.js'
import { pageView } from '../../src/report/reader.js'
import {
  promptShown,
  publishNotKept,
  rangeKey,
  setReportOutputs,
  whereReportWent,
  writeReportFile
} from '../../src/report/publish.js'
import type { RankedGaps } from '../../src/report/gaps.js'
import type { RequestPlan } from '../../src/report/plan.js'
import type { Gap, SectionResult } from '../../src/report/section.js'

const { dir, outputs, summary } = useStepFiles('report-publish')
beforeEach(() => jest.spyOn(process.stdout, 'write').mockImplementation(() => true))
afterEach(() => jest.restoreAllMocks())

const gap = (key: string, over: Partial<Gap> = {}): Gap => ({
  key,
  section: 'feedback',
  weight: 9,
  summary: 'Readers rate this page down',
  evidence: '9 of 11 thumbs down',
  pages: ['/api-reference/authentication'],
  readerText: ['the token example is wrong'],
  ...over
})
const results: SectionResult[] = [
  {
    section: 'feedback',
    requests: 2,
    gaps: [],
    markdown: '### Feedback',
    outputs: { 'feedback-gaps': '2' },
    files: { json: '/tmp/f.json', csv: '/tmp/f.csv' }
  },
  { section: 'searches', requests: 1, partial: 'HTTP 429', failed: true, gaps: [], markdown: '', outputs: {} }
]
const plan: RequestPlan = {
  cap: 40,
  total: 5,
  sections: [
    { section: 'feedback', allowed: 3, need: { min: 1, max: 2, what: 'feedback' } },
    { section: 'searches', allowed: 2, need: { min: 1, max: 2, what: 'searches' } }
  ]
}
const gaps: RankedGaps = {
  top: [
    gap('k1', { pages: ['/api-reference/authentication', '/a page a reader typed'], topic: 'Auth' }),
    gap('k2', { section: 'searches', pages: [] })
  ],
  found: 3,
  inFlight: [gap('k3')],
  held: []
}

describe('docs-health.json', () => {
  it('holds the range, the plan and its use, each section’s state and files, the gaps and those already sent', async () => {
    // Reader text hidden: a path the site has is shown, one a reader chose is not.
    const paths = pageView(false, new Set(['/api-reference/authentication']))
    const range = { dateFrom: '2026-11-16', dateTo: '2026-11-23' }
    const file = await writeReportFile(dir(), { range, plan, used: 3, results, gaps, readerShown: false, paths })
    expect(file).toBe(`${dir()}/docs-health.json`)
    const text = readFileSync(file, 'utf8')
    expect(text.endsWith('}\n')).toBe(true)
    expect(JSON.parse(text)).toStrictEqual({
      range,
      plan: [
        { section: 'feedback', allowed: 3, min: 1, max: 2 },
        { section: 'searches', allowed: 2, min: 1, max: 2 }
      ],
      cap: 40,
      used: 3,
      sections: [
        {
          section: 'feedback',
          requests: 2,
          partial: null,
          failed: false,
          files: { json: '/tmp/f.json', csv: '/tmp/f.csv' }
        },
        { section: 'searches', requests: 1, partial: 'HTTP 429', failed: true, files: null }
      ],
      gaps: [
        {
          key: 'k1',
          section: 'feedback',
          weight: 9,
          summary: 'Readers rate this page down',
          evidence: '9 of 11 thumbs down',
          pages: ['/api-reference/authentication'],
          topic: 'Auth'
        },
        {
          key: 'k2',
          section: 'searches',
          weight: 9,
          summary: 'Readers rate this page down',
          evidence: '9 of 11 thumbs down',
          pages: [],
          topic: null
        }
      ],
      alreadySent: [expect.objectContaining({ key: 'k3', pages: ['/api-reference/authentication'] })]
    })
    expect(text).not.toContain('the token example is wrong')
  })
})

describe('the report’s outputs', () => {
  it('each section’s own, the gaps, the requests used, whether any section is partial, and the file', () => {
    setReportOutputs(results, gaps, 3, '/tmp/docs-health.json')
    expect(outputs()).toStrictEqual({
      'feedback-gaps': '2',
      'report-gaps': '2',
      'report-requests': '3',
      'report-partial': 'true',
      'report-file': '/tmp/docs-health.json'
    })
  })

  it('is not partial when every section read all it asked for', () => {
    setReportOutputs(results.slice(0, 1), gaps, 2, '/tmp/docs-health.json')
    expect(outputs()['report-partial']).toBe('false')
  })
})

describe('the prompt in the job summary', () => {
  it('is folded, as sent, in a text fence of three backticks when it holds none', () => {
    expect(promptShown('Fix the gaps below.', true).split('\n')).toStrictEqual([
      '<details><summary>The prompt sent to the docs agent</summary>',
      '',
      '```text',
      'Fix the gaps below.',
      '```',
      '',
      '</details>',
      ''
    ])
  })

  it('says what fix-gaps: true would send on a dry run', () => {
    expect(promptShown('x', false).split('\n')[0]).toBe(
      '<details><summary>The prompt <code>fix-gaps: true</code> would send to the docs agent (dry run)</summary>'
    )
  })

  it('is fenced one backtick longer than the longest run in it, so nothing in the prompt closes the fence', () => {
    const lines = promptShown('A path `/a`, then ````\nnot a fence```` and ``b``', true).split('\n')
    expect(lines[2]).toBe('`````text')
    expect(lines[5]).toBe('`````')
  })
})

describe('the report comment’s key', () => {
  it('is the range: one comment per range, edited by a re-run', () => {
    expect(rangeKey({ dateFrom: '2026-11-16', dateTo: '2026-11-23' })).toBe('2026-11-16..2026-11-23')
  })
})

describe('publishNotKept', () => {
  const range = { dateFrom: '2026-11-16', dateTo: '2026-11-23' }
  it.each([
    ['permission', "the workflow's token may not write to the repository: give the job `permissions: contents: write`"],
    // A link in GitHub's words is put in a code span, where GitHub makes no link of it.
    ['skipped', 'GitHub did not answer in time (POST /git/trees: `[x](https://evil.example)`)'],
    ['failed', 'GitHub refused the write (POST /git/trees: `[x](https://evil.example)`)']
  ] as const)(
    '%s: the job summary says the week was not kept, and why (GitHub’s words escaped)',
    async (reason, why) => {
      await publishNotKept(
        'docs-health-data',
        { reason, message: 'POST /git/trees: [x](https://evil.example)' },
        {
          markdown: '## Docs health',
          range
        }
      )
      expect(summary()).toContain(
        `⚠️ **This week was not kept in the history** (branch \`docs-health-data\`): ${why}. The trends and fix scores above come from the weeks kept before it.`
      )
    }
  )
})

describe('where the report went', () => {
  const DIR = '/tmp/run/docs-health-x'
  const WHERE = `Docs-health report: in the job summary and the files of report-dir (${DIR})`
  const URL = 'https://github.com/acme/docs/issues/12#issuecomment-5'

  it('a comment posted or updated: named with its address, in the log only', () => {
    expect(whereReportWent(DIR, { issueNumber: 12, posted: { id: 5, url: URL, created: true } })).toStrictEqual({
      level: 'info',
      line: `${WHERE}; posted on issue #12: ${URL}`
    })
    expect(whereReportWent(DIR, { issueNumber: 12, posted: { id: 5, url: URL, created: false } })).toStrictEqual({
      level: 'info',
      line: `${WHERE}; updated on issue #12: ${URL}`
    })
  })

  it('a comment GitHub refused: a notice', () => {
    expect(whereReportWent(DIR, { issueNumber: 12 })).toStrictEqual({
      level: 'notice',
      line: `${WHERE}; not posted on issue #12: GitHub refused the comment (the warning above says why).`
    })
  })

  it.each([
    [
      undefined,
      "no issue-number was given: set it to the issue that tracks the docs' health to get the report as a comment there"
    ],
    [
      { token: 't', comment: true },
      "no issue-number was given: set it to the issue that tracks the docs' health to get the report as a comment there"
    ],
    [{ token: 't', comment: false, issueNumber: 12 }, 'comment is false'],
    [{ token: '', comment: true, issueNumber: 12 }, 'github-token is empty']
  ])('no comment (%j): a notice saying why', (settings, why) => {
    expect(whereReportWent(DIR, { settings })).toStrictEqual({
      level: 'notice',
      line: `${WHERE} only; no comment was posted: ${why}.`
    })
  })
})
