// The docs-health report as markdown (src/report/render.ts, pure): its head, the partial sections, the foot, and
// each section's share of the comment, line by line.
import { rankGaps } from '../../src/report/gaps.js'
import { MAX_HEALTH_CHARS, renderHealthReport, type HealthMeta } from '../../src/report/render.js'
import { pageView } from '../../src/report/reader.js'
import type { ReaderView, SectionResult } from '../../src/report/section.js'

const hidden: ReaderView = { shown: false, inline: () => '(hidden)' }
const shown: ReaderView = { shown: true, inline: text => text }
const meta = (over: Partial<HealthMeta> = {}): HealthMeta => ({
  range: { dateFrom: '2026-11-16', dateTo: '2026-11-23' },
  plan: { cap: 20, sections: [], total: 20 },
  used: 7,
  reader: shown,
  pages: pageView(true, { has: () => true }),
  ...over
})
const section = (over: Partial<SectionResult>): SectionResult => ({
  section: 'views',
  requests: 1,
  gaps: [],
  markdown: '### Page views\n\nrows',
  outputs: {},
  ...over
})
const none = rankGaps([], 5)

describe('renderHealthReport', () => {
  it('opens with the range and the requests used, then What to fix, then each section, and ends with one newline', () => {
    const report = renderHealthReport([section({})], none, meta())
    expect(report).toBe(
      [
        '## Docs health: 2026-11-16 → 2026-11-22 \\(7 days\\)',
        '',
        'Analytics from 2026-11-16 up to 2026-11-23 (`date-to` is exclusive; UTC); used 7 of 20 analytics requests (`report-budget`).',
        '',
        '### What to fix',
        '',
        'No gaps found in the sections run.',
        '',
        '### Page views',
        '',
        'rows',
        ''
      ].join('\n')
    )
  })

  it('says reader text is hidden, and why when it knows, before anything else', () => {
    const lines = (why?: string) =>
      renderHealthReport(
        [],
        none,
        meta({ reader: hidden, readerHiddenWhy: why, plan: { cap: 1, sections: [], total: 1 }, used: 1 })
      ).split('\n')
    expect(lines('public repository*')[2]).toBe(
      'Analytics from 2026-11-16 up to 2026-11-23 (`date-to` is exclusive; UTC); used 1 of 1 analytics request (`report-budget`).'
    )
    expect(lines('public repository*')[4]).toBe(
      "Reader text (search terms, questions, comments) is not shown: public repository\\*; counts, categories and the paths of the site's own pages are."
    )
    expect(lines('x').slice(5, 8)).toStrictEqual(['', '### What to fix', ''])
    expect(lines()[4]).toBe(
      "Reader text (search terms, questions, comments) is not shown; counts, categories and the paths of the site's own pages are."
    )
  })

  it('warns of each partial or failed section by name, and leaves out a failed section’s body', () => {
    const report = renderHealthReport(
      [
        section({ section: 'searches', partial: 'a 429 | after 1 page', markdown: '### Searches\n\nsome' }),
        section({ section: 'assistant', partial: 'HTTP 500', failed: true, markdown: '### Assistant\n\nnever shown' }),
        section({ section: 'feedback', markdown: '### Feedback\n\nall' })
      ],
      none,
      meta()
    )
    const lines = report.split('\n')
    const at = lines.indexOf('> [!WARNING]')
    expect(lines.slice(at, at + 4)).toEqual([
      '> [!WARNING]',
      '> **Searches** is partial: a 429 \\| after 1 page  ',
      '> **Assistant** failed: HTTP 500  ',
      ''
    ])
    expect(lines.indexOf('### What to fix')).toBeGreaterThan(at)
    expect(report).toContain('### Searches\n\nsome\n\n### Feedback\n\nall\n')
    expect(report).not.toContain('never shown')
    expect(renderHealthReport([section({})], none, meta())).not.toContain('[!WARNING]')
  })

  it('ends with where the files are when the run is known', () => {
    const report = renderHealthReport(
      [section({})],
      none,
      meta({ runUrl: 'https://github.com/acme/docs/actions/runs/9' })
    )
    expect(
      report.endsWith(
        "\n\nFiles (JSON and CSV per section) are in the [workflow run](https://github.com/acme/docs/actions/runs/9)'s temp folder; upload them with actions/upload-artifact to keep them.\n"
      )
    ).toBe(true)
  })

  it('gives each section an equal share of the room, so one long section cannot push the others out', () => {
    const long = (title: string) => section({ markdown: `### ${title}\n\n${'x'.repeat(50_000)}` })
    const report = renderHealthReport([long('A'), long('B'), section({ markdown: '### C\n\nshort' })], none, meta())
    expect(report.length).toBeLessThanOrEqual(MAX_HEALTH_CHARS)
    expect(report.match(/_\(section cut to fit the comment\)_/g)).toHaveLength(2)
    expect(report).toContain('### A')
    expect(report).toContain('### B')
    expect(report).toContain('### C\n\nshort\n')
    // A third each of what the head leaves (about 59,700 characters), the short one included.
    const a = report.indexOf('### A')
    const b = report.indexOf('### B')
    const c = report.indexOf('### C')
    expect(b - a).toBe(c - b)
    expect(b - a).toBeGreaterThan(19_500)
    expect(b - a).toBeLessThan(20_000)
  })

  it('fills the comment to its limit and no further when every section is long, the foot counted', () => {
    const long = (title: string) => section({ markdown: `### ${title}\n\n${'x'.repeat(50_000)}` })
    const report = renderHealthReport(
      [long('A'), long('B'), long('C')],
      none,
      meta({ runUrl: 'https://github.com/acme/docs/actions/runs/9' })
    )
    expect(report.length).toBeLessThanOrEqual(MAX_HEALTH_CHARS)
    // Only the rounding of a third is left over.
    expect(report.length).toBeGreaterThan(MAX_HEALTH_CHARS - 4)
  })

  it('a section’s own blank lines at its ends are not doubled', () => {
    const report = renderHealthReport([section({ markdown: '\n### Page views\n\nrows\n\n\n' })], none, meta())
    expect(report.endsWith('\n\n### Page views\n\nrows\n')).toBe(true)
    expect(report).not.toContain('\n\n\n')
  })

  it('gives a section at least 500 characters however many there are', () => {
    const many = Array.from({ length: 200 }, (_, i) => section({ markdown: `### S${i}\n\n${'y'.repeat(600)}` }))
    const report = renderHealthReport(many, none, meta())
    const first = report.slice(report.indexOf('### S0'), report.indexOf('### S1'))
    expect(first.length).toBeGreaterThanOrEqual(490)
    expect(first.length).toBeLessThan(520)
  })
})

describe('the history’s parts', () => {
  it('come after What to fix and before the sections, with a blank line after; none when empty', () => {
    const without = renderHealthReport([section({ markdown: '### Searches\n\nbody' })], none, meta())
    expect(renderHealthReport([section({ markdown: '### Searches\n\nbody' })], none, meta({ history: [] }))).toBe(
      without
    )
    const lines = renderHealthReport(
      [section({ markdown: '### Searches\n\nbody' })],
      none,
      meta({ history: ['### Over time', '', 'a table'] })
    ).split('\n')
    const at = lines.indexOf('### Over time')
    expect(lines.indexOf('### What to fix')).toBeLessThan(at)
    expect(lines.slice(at, at + 5)).toStrictEqual(['### Over time', '', 'a table', '', '### Searches'])
  })
})
