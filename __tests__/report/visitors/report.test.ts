import fc from 'fast-check'
import { compareVisitors } from '../../../src/report/visitors/compare.js'
import type { VisitorExport } from '../../../src/report/visitors/export.js'
import {
  bar,
  formatChange,
  MAX_REPORT_CHARS,
  renderVisitorReport,
  type VisitorReportMeta
} from '../../../src/report/visitors/report.js'
import { mermaidLabel } from '../../../src/report/chart.js'
import type { VisitorRow } from '../../../src/service/client.js'
import { period as onePage, row } from '../../../__fixtures__/visitors.js'

const period = (rows: VisitorRow[], totals = { human: 1234, ai: 567, total: 1700 }): VisitorExport =>
  onePage(rows, totals)
const meta = (over: Partial<VisitorReportMeta> = {}): VisitorReportMeta => ({
  dateFrom: '2026-11-15',
  dateTo: '2026-11-22',
  previous: { dateFrom: '2026-11-08', dateTo: '2026-11-15' },
  requests: 2,
  partial: false,
  rows: 6,
  ...over
})
const HOSTILE = ['a|b', '<img src=x onerror=alert(1)>', 'x`y', '@user', 'new\nline', '```', 'a\\|b', '"quoted"']

/** GFM code spans removed: what remains is what markdown interprets. */
function outsideCode(text: string): string {
  return text.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, '')
}
/** Table cells of a row, split on pipes that are not escaped. */
const cells = (line: string): string[] => line.split(/(?<!\\)\|/).slice(1, -1)
const tableRows = (markdown: string, header: string): string[] => {
  const lines = markdown.split('\n')
  const start = lines.indexOf(header)
  const end = lines.indexOf('', start)
  return lines.slice(start + 2, end)
}
const mermaidBlocks = (markdown: string): string[] => markdown.match(/```mermaid\n[\s\S]*?\n```/g) ?? []

const TOP_HEADER = '| # | Page | Human | AI | Total | Change | |'

describe('renderVisitorReport', () => {
  const current = period([row('/quickstart', 600, 500, 120), ...HOSTILE.map((p, i) => row(p, 100 - i))])
  const previous = period([row('/quickstart', 570), row('/gone', 30)], { human: 1222, ai: 600, total: 1650 })
  const report = renderVisitorReport(compareVisitors(current, previous, 20), meta({ rows: current.table.size }))

  it('says the range, that date-to is exclusive, and the previous period', () => {
    expect(report).toMatch(/^## Docs visitors: 2026-11-15 → 2026-11-21 \(7 days\)$/m)
    expect(report).toContain('`date-to` is exclusive')
    expect(report).toContain('previous period, 2026-11-08 → 2026-11-14 (7 days)')
  })

  it('shows the service totals with previous values and changes', () => {
    expect(report).toContain('| Human | 1,234 | 1,222 | +12 (+1.0 %) |')
    expect(report).toContain('| AI | 567 | 600 | −33 (−5.5 %) |')
    expect(report).toContain('| Total | 1,700 | 1,650 | +50 (+3.0 %) |')
    expect(report).toContain('| AI share | 31.5 % | 32.9 % | −1.4 pp |')
  })

  it('keeps every hostile path inside its cell: right cell count, no HTML, no mention, no open code span', () => {
    const rows = tableRows(report, TOP_HEADER)
    expect(rows).toHaveLength(current.table.size)
    for (const line of rows) expect(cells(line)).toHaveLength(7)
    const bare = outsideCode(report.replace(/```mermaid[\s\S]*?```/g, ''))
    expect(bare).not.toMatch(/<img|<[a-z]/i)
    expect(bare).not.toMatch(/@user/)
    expect(bare).not.toContain('`')
    expect(report).toContain('| ``x`y`` |')
    expect(report).toContain('| `a\\|b` |')
    expect(report).toContain('`new line`')
  })

  it('every page path is escaped, whatever it is (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ maxLength: 40 }), { minLength: 1, maxLength: 8 }), paths => {
        const rows = paths.map((p, i) => row(p, i + 1))
        const md = renderVisitorReport(compareVisitors(period(rows), period([]), 10), meta())
        const top = tableRows(md, TOP_HEADER)
        expect(top).toHaveLength(paths.length)
        for (const line of top) expect(cells(line)).toHaveLength(7)
        for (const line of tableRows(md, '| Page | Previous | Current | Change |')) expect(cells(line)).toHaveLength(4)
        expect(outsideCode(md.replace(/```mermaid[\s\S]*?```/g, ''))).not.toMatch(/<[a-z!/?]/i)
        for (const block of mermaidBlocks(md)) expect(block.split('\n').slice(1, -1).join('\n')).not.toContain('`')
      })
    )
  })

  it('draws bars scaled to the largest total in the table', () => {
    const rows = tableRows(report, TOP_HEADER)
    const bars = rows.map(line => cells(line)[6]?.trim() ?? '')
    expect(bars[0]).toBe('█'.repeat(20))
    for (const b of bars) expect(Array.from(b).length).toBeLessThanOrEqual(20)
    expect(bars[1]).toBe(bar(100, 600))
  })

  it('has a pie of human vs AI and a bar chart of the top pages with safe labels', () => {
    const [pie, chart] = mermaidBlocks(report)
    expect(pie).toBe('```mermaid\npie title Human vs AI visitors\n    "Human" : 1234\n    "AI" : 567\n```')
    expect(chart).toContain('\nxychart-beta horizontal\n')
    expect(chart).toContain('    title "Top pages by unique visitors"')
    // The value axis starts at 0 and ends at a round number at or above the largest total (600).
    expect(chart).toContain('    y-axis "Visitors" 0 --> 600\n')
    const axis = chart?.split('\n').find(line => line.trim().startsWith('x-axis')) ?? ''
    const labels = axis.match(/"[^"]*"/g) ?? []
    expect(labels).toHaveLength(current.table.size)
    expect(axis).toBe(`    x-axis [${labels.join(', ')}]`)
    expect(chart).toContain('bar [600, 100, 99, 98, 97, 96, 95, 94, 93]')
  })

  it('lists movers up and down', () => {
    expect(report).toContain('### Biggest movers up')
    expect(report).toContain('| `/gone` | 30 | 0 | −30 (−100.0 %) |')
    expect(report).toContain('| `/quickstart` | 570 | 600 | +30 (+5.3 %) |')
  })

  it('warns when the export is partial', () => {
    const md = renderVisitorReport(compareVisitors(current), meta({ partial: true, partialReason: 'max-pages <b>' }))
    expect(md).toContain('> [!WARNING]')
    expect(md).toMatch(/Partial export: max-pages &lt;b&gt;\. /)
    expect(report).not.toContain('[!WARNING]')
  })

  it('without comparison: no change column, no movers', () => {
    const md = renderVisitorReport(compareVisitors(current), meta({ previous: undefined }))
    expect(md).toContain('| # | Page | Human | AI | Total | |')
    expect(md).not.toContain('movers')
    expect(md).toContain('| Total | 1,700 |')
  })

  it('says so when nobody visited, and draws no empty charts', () => {
    const md = renderVisitorReport(compareVisitors(period([], { human: 0, ai: 0, total: 0 })), meta({ rows: 0 }))
    expect(md).toContain('No page had visitors')
    expect(mermaidBlocks(md)).toStrictEqual([])
  })

  it('stays under the size cap with 100 top pages of long hostile paths', () => {
    const long = (i: number) => `/${i}|${'`<x>|'.repeat(300)}`
    const rows = Array.from({ length: 300 }, (_, i) => row(long(i), 1000 - i))
    const before = Array.from({ length: 300 }, (_, i) => row(long(i + 150), 2000 - i))
    const md = renderVisitorReport(compareVisitors(period(rows), period(before), 100), meta())
    expect(md.length).toBeLessThanOrEqual(MAX_REPORT_CHARS)
    expect(md).toMatch(/Tables cut to \d+ rows/)
    for (const line of tableRows(md, TOP_HEADER)) expect(cells(line)).toHaveLength(7)
  })
})

describe('pieces', () => {
  it.each([
    [112, 100, '+12 (+12.0 %)'],
    [97, 100, '−3 (−3.0 %)'],
    [5, 0, 'new'],
    [0, 0, '0'],
    [100, 100, '0'],
    [1500, 1000, '+500 (+50.0 %)']
  ])('formatChange(%d, %d) is %s', (now, was, text) => expect(formatChange(now, was)).toBe(text))

  it('bar: full, fractional, empty', () => {
    expect(bar(10, 10)).toBe('█'.repeat(20))
    expect(bar(5, 10)).toBe('█'.repeat(10))
    expect(bar(1, 16)).toBe('█▎')
    expect(bar(1, 1000)).toBe('▏')
    expect(bar(0, 10)).toBe('')
  })
  it('bar never exceeds its width and grows with the value (property)', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), fc.integer({ min: 1, max: 10_000 }), (a, b, max) => {
        const [lo, hi] = [Math.min(a, b, max), Math.min(Math.max(a, b), max)]
        expect(Array.from(bar(hi, max)).length).toBeLessThanOrEqual(20)
        const width = (s: string) => Array.from(s).reduce((n, c) => n + (c === '█' ? 8 : '▏▎▍▌▋▊▉'.indexOf(c) + 1), 0)
        expect(width(bar(lo, max))).toBeLessThanOrEqual(width(bar(hi, max)))
      })
    )
  })
  it.each(HOSTILE)('mermaidLabel(%j) is one safe quoted string', path => {
    const label = mermaidLabel(path)
    expect(label).toMatch(/^"[^"`\r\n<>[\]]{1,30}"$/)
  })
  it('mermaidLabel cuts to 30 characters in the middle, keeping the end that tells paths apart', () => {
    expect(mermaidLabel(`/${'a'.repeat(50)}b`)).toBe(`"/${'a'.repeat(10)}…${'a'.repeat(17)}b"`)
  })
})

// The visitors report word for word for a small crafted week (src/report/visitors/report.ts, pure): without and with
// the previous period, nobody visiting, nothing moving, and a report too long even at one row.
describe('word for word: a small crafted week', () => {
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
        '| AI share | 26.7 % |',
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
        '| Human | 11 | 12 | −1 (−8.3 %) |',
        '| AI | 4 | 0 | new |',
        '| Total | 14 | 12 | +2 (+16.7 %) |',
        '| AI share | 26.7 % | 0.0 % | +26.7 pp |',
        '',
        NOTE,
        '',
        ...PIE,
        '### Top 2 pages',
        '',
        '| # | Page | Human | AI | Total | Change | |',
        '|--:|---|--:|--:|--:|--:|---|',
        '| 1 | `/a` | 6 | 4 | 10 | −2 (−16.7 %) | ████████████████████ |',
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
        '| `/c` | 3 | 0 | −3 (−100.0 %) |',
        '| `/a` | 12 | 10 | −2 (−16.7 %) |',
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
      '| AI share | 26.7 % | 50.0 % | −23.3 pp |'
    )
    expect(shareLine(period([row('/a', 14, 11, 4)], { human: 11, ai: 4, total: 14 }))).toBe(
      '| AI share | 26.7 % | 26.7 % | 0 pp |'
    )
  })
})
