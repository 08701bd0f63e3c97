// The visitors report word for word for a small crafted week (src/report/visitors/report.ts, pure): without and with
// the previous period, nobody visiting, nothing moving, and a report too long even at one row.
import { compareVisitors } from '../../../src/report/visitors/compare.js'
import { MAX_REPORT_CHARS, renderVisitorReport, type VisitorReportMeta } from '../../../src/report/visitors/report.js'
import { period, row } from '../../../__fixtures__/visitors.js'

const current = period([row('/a', 10, 6, 4), row('/b', 5, 5, 0)], { human: 11, ai: 4, total: 14 })
const previous = period([row('/a', 12, 12, 0), row('/c', 3)], { human: 12, ai: 0, total: 12 })
const meta = (over: Partial<VisitorReportMeta> = {}): VisitorReportMeta => ({
  dateFrom: '2026-11-15',
  dateTo: '2026-11-22',
  requests: 1,
  partial: false,
  rows: 1,
  ...over
})
const PIE = ['```mermaid', 'pie title Human vs AI visitors', '    "Human" : 11', '    "AI" : 4', '```', '']
const BARS = [
  '```mermaid',
  '---',
  'config:',
  '  xyChart:',
  '    height: 220',
  '    showDataLabel: true',
  '  themeVariables:',
  '    xyChart:',
  '      plotColorPalette: "#3b82c4"',
  '---',
  'xychart-beta horizontal',
  '    title "Top pages by unique visitors"',
  '    x-axis ["/a", "/b"]',
  '    y-axis "Visitors" 0 --> 10',
  '    bar [10, 5]',
  '```',
  ''
]
const NOTE = 'Total counts each visitor once across human and AI traffic, so it can be less than Human + AI.'

it('one period: the totals with the AI share, the pie, the top pages with their bars', () => {
  expect(renderVisitorReport(compareVisitors(current), meta())).toBe(
    [
      '## Docs visitors: 2026-11-15 → 2026-11-21 (7 days)',
      '',
      'Unique visitors from 2026-11-15 up to 2026-11-22 (`date-to` is exclusive; UTC). 1 page exported in 1 request.',
      '',
      '### Totals',
      '',
      '| | This period |',
      '|---|--:|',
      '| Human | 11 |',
      '| AI | 4 |',
      '| Total | 14 |',
      '| AI share | 26.7% |',
      '',
      NOTE,
      '',
      ...PIE,
      '### Top 2 pages',
      '',
      '| # | Page | Human | AI | Total | |',
      '|--:|---|--:|--:|--:|---|',
      '| 1 | `/a` | 6 | 4 | 10 | ████████████████████ |',
      '| 2 | `/b` | 5 | 0 | 5 | ██████████ |',
      '',
      ...BARS
    ].join('\n')
  )
})

it('two periods, partial: the warning, each change, the share in points, movers up and down', () => {
  const md = renderVisitorReport(
    compareVisitors(current, previous),
    meta({ previous: { dateFrom: '2026-11-08', dateTo: '2026-11-15' }, requests: 2, partial: true, rows: 2 })
  )
  expect(md).toBe(
    [
      '## Docs visitors: 2026-11-15 → 2026-11-21 (7 days)',
      '',
      'Unique visitors from 2026-11-15 up to 2026-11-22 (`date-to` is exclusive; UTC). Compared with the previous period, 2026-11-08 → 2026-11-14 (7 days). 2 pages exported in 2 requests.',
      '',
      '> [!WARNING]',
      "> Partial export: the export stopped early. The totals are the service's; the page tables may miss pages.",
      '',
      '### Totals',
      '',
      '| | This period | Previous period | Change |',
      '|---|--:|--:|--:|',
      '| Human | 11 | 12 | −1 (−8.3%) |',
      '| AI | 4 | 0 | new |',
      '| Total | 14 | 12 | +2 (+16.7%) |',
      '| AI share | 26.7% | 0.0% | +26.7 pp |',
      '',
      NOTE,
      '',
      ...PIE,
      '### Top 2 pages',
      '',
      '| # | Page | Human | AI | Total | Change | |',
      '|--:|---|--:|--:|--:|--:|---|',
      '| 1 | `/a` | 6 | 4 | 10 | −2 (−16.7%) | ████████████████████ |',
      '| 2 | `/b` | 5 | 0 | 5 | new | ██████████ |',
      '',
      ...BARS,
      '### Biggest movers up',
      '',
      '| Page | Previous | Current | Change |',
      '|---|--:|--:|--:|',
      '| `/b` | 0 | 5 | new |',
      '',
      '### Biggest movers down',
      '',
      '| Page | Previous | Current | Change |',
      '|---|--:|--:|--:|',
      '| `/c` | 3 | 0 | −3 (−100.0%) |',
      '| `/a` | 12 | 10 | −2 (−16.7%) |',
      ''
    ].join('\n')
  )
})

it('nobody visited and nothing moved: each table says so, a blank line after each', () => {
  const none = period([], { human: 0, ai: 0, total: 0 })
  const md = renderVisitorReport(compareVisitors(none, none), meta({ previous: { dateFrom: 'a', dateTo: 'b' } }))
  expect(md.split('\n').slice(-12)).toStrictEqual([
    '### Top 0 pages',
    '',
    'No page had visitors in this range.',
    '',
    '### Biggest movers up',
    '',
    'No page gained visitors.',
    '',
    '### Biggest movers down',
    '',
    'No page lost visitors.',
    ''
  ])
})

it('too long even at one row (a very long reason): one row, said so, and it ends', () => {
  const md = renderVisitorReport(
    compareVisitors(current),
    meta({ partial: true, partialReason: 'x'.repeat(MAX_REPORT_CHARS) })
  )
  expect(md).toContain('### Top 1 page\n')
  expect(md).toContain('| 1 | `/a` |')
  expect(md).not.toContain('| 2 |')
  expect(md).toContain('Tables cut to 1 row to keep the report under 50,000 characters.')
})

it("the AI share's change in points: down, and 0 pp when it moved by less than 0.05", () => {
  const shareLine = (before: ReturnType<typeof period>) =>
    renderVisitorReport(
      compareVisitors(current, before),
      meta({ previous: { dateFrom: '2026-11-08', dateTo: '2026-11-15' } })
    )
      .split('\n')
      .find(line => line.startsWith('| AI share |'))
  expect(shareLine(period([row('/a', 12, 6, 6)], { human: 6, ai: 6, total: 12 }))).toBe(
    '| AI share | 26.7% | 50.0% | −23.3 pp |'
  )
  expect(shareLine(period([row('/a', 14, 11, 4)], { human: 11, ai: 4, total: 14 }))).toBe(
    '| AI share | 26.7% | 26.7% | 0 pp |'
  )
})
