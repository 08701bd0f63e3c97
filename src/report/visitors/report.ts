import type { PageMove, TopPage, VisitorComparison } from './compare.js'
import { describeRange } from './range.js'
import { horizontalBarChart } from '../chart.js'
import { pagePath, plainReaderText } from '../reader.js'
import { cell } from '../../text/markdown.js'
import { percent, percentChange } from '../../text/percent.js'
import { plural } from '../../text/plural.js'

export interface VisitorReportMeta {
  dateFrom: string
  /** Exclusive. */
  dateTo: string
  previous?: { dateFrom: string; dateTo: string }
  /** Requests made (both periods). */
  requests: number
  partial: boolean
  partialReason?: string
  /** Rows exported for the current period. */
  rows: number
}

/** Well under GitHub's 65,536-character comment limit, with room for what a caller puts around the report. */
export const MAX_REPORT_CHARS = 50_000
export const BAR_WIDTH = 20
const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉']
const MINUS = '−'

export const number = (n: number): string => (n < 0 ? MINUS : '') + Math.abs(n).toLocaleString('en-US')
const signed = (n: number): string => (n > 0 ? `+${number(n)}` : number(n))

/** `+12 (+4.1 %)`, `−3 (−0.5 %)`, `0`, or `new` when the previous value is 0. */
export function formatChange(current: number, previous: number): string {
  const delta = current - previous
  if (delta === 0) return '0'
  if (previous === 0) return 'new'
  return `${signed(delta)} (${delta > 0 ? '+' : MINUS}${percentChange(Math.abs(delta) / previous)})`
}

/** A bar of block characters for value / max, at most `width` characters (eighths for the fraction). */
export function bar(value: number, max: number, width = BAR_WIDTH): string {
  if (!(value > 0) || !(max > 0)) return ''
  const eighths = Math.max(1, Math.round((Math.min(value, max) / max) * width * 8))
  return '█'.repeat(Math.floor(eighths / 8)) + (EIGHTHS[eighths % 8] ?? '')
}

/** The visitors report (markdown) for a job summary or a comment; every page path is escaped. */
export function renderVisitorReport(comparison: VisitorComparison, meta: VisitorReportMeta): string {
  let limit = Math.max(comparison.topPages.length, comparison.risers.length, comparison.fallers.length)
  for (;;) {
    const report = render(comparison, meta, limit)
    if (report.length <= MAX_REPORT_CHARS || limit <= 1) return report
    limit = Math.floor(limit / 2)
  }
}

function render(comparison: VisitorComparison, meta: VisitorReportMeta, limit: number): string {
  const { totals } = comparison
  const compared = totals.previous !== undefined
  const topPages = comparison.topPages.slice(0, limit)
  const lines = [`## Docs visitors: ${range(meta)}`, '', intro(meta), '']
  if (meta.partial) {
    lines.push(
      '> [!WARNING]',
      `> Partial export: ${cell((meta.partialReason ?? 'the export stopped early').replace(/\.?$/, '.'))} The totals are the service's; the page tables may miss pages.`,
      ''
    )
  }
  lines.push('### Totals', '', ...totalsTable(comparison), '')
  lines.push('Total counts each visitor once across human and AI traffic, so it can be less than Human + AI.', '')
  if (totals.current.human + totals.current.ai > 0) {
    lines.push('```mermaid', 'pie title Human vs AI visitors')
    lines.push(`    "Human" : ${totals.current.human}`, `    "AI" : ${totals.current.ai}`, '```', '')
  }
  lines.push(`### Top ${plural(topPages.length, 'page')}`, '')
  if (topPages.length === 0) lines.push('No page had visitors in this range.', '')
  else lines.push(...topTable(topPages, compared), '', ...barChart(topPages), '')
  if (compared) {
    lines.push(
      '### Biggest movers up',
      '',
      ...moverTable(comparison.risers.slice(0, limit), 'No page gained visitors.')
    )
    lines.push('', '### Biggest movers down', '')
    lines.push(...moverTable(comparison.fallers.slice(0, limit), 'No page lost visitors.'), '')
  }
  if (limit < comparison.topPages.length || limit < comparison.risers.length || limit < comparison.fallers.length) {
    lines.push(
      `Tables cut to ${plural(limit, 'row')} to keep the report under ${number(MAX_REPORT_CHARS)} characters.`,
      ''
    )
  }
  return lines.join('\n')
}

/** A range in words; escaped unless both bounds are plain date strings (as settings produce them). */
function range(r: { dateFrom: string; dateTo: string }): string {
  const plain = /^[0-9T:.Z+-]{1,40}$/i
  return plain.test(r.dateFrom) && plain.test(r.dateTo) ? describeRange(r) : cell(describeRange(r))
}

function intro(meta: VisitorReportMeta): string {
  const parts = [
    `Unique visitors from ${cell(meta.dateFrom)} up to ${cell(meta.dateTo)} (\`date-to\` is exclusive; UTC).`
  ]
  if (meta.previous) parts.push(`Compared with the previous period, ${range(meta.previous)}.`)
  const requests = `${number(meta.requests)} request${meta.requests === 1 ? '' : 's'}`
  parts.push(`${number(meta.rows)} page${meta.rows === 1 ? '' : 's'} exported in ${requests}.`)
  return parts.join(' ')
}

function totalsTable({ totals }: VisitorComparison): string[] {
  const { current, previous, previousAiShare } = totals
  const metrics: [string, number, number | undefined][] = [
    ['Human', current.human, previous?.human],
    ['AI', current.ai, previous?.ai],
    ['Total', current.total, previous?.total]
  ]
  if (!previous) {
    return [
      '| | This period |',
      '|---|--:|',
      ...metrics.map(([name, now]) => `| ${name} | ${number(now)} |`),
      `| AI share | ${percent(totals.aiShare, 1)} |`
    ]
  }
  const shareDelta = (totals.aiShare - (previousAiShare ?? 0)) * 100
  const shareChange =
    Math.abs(shareDelta) < 0.05 ? '0 pp' : `${shareDelta > 0 ? '+' : MINUS}${Math.abs(shareDelta).toFixed(1)} pp`
  return [
    '| | This period | Previous period | Change |',
    '|---|--:|--:|--:|',
    ...metrics.map(
      ([name, now, was]) => `| ${name} | ${number(now)} | ${number(was ?? 0)} | ${formatChange(now, was ?? 0)} |`
    ),
    `| AI share | ${percent(totals.aiShare, 1)} | ${percent(previousAiShare ?? 0, 1)} | ${shareChange} |`
  ]
}

function topTable(pages: TopPage[], compared: boolean): string[] {
  const max = Math.max(0, ...pages.map(page => page.total))
  const head = compared
    ? ['| # | Page | Human | AI | Total | Change | |', '|--:|---|--:|--:|--:|--:|---|']
    : ['| # | Page | Human | AI | Total | |', '|--:|---|--:|--:|--:|---|']
  return [
    ...head,
    ...pages.map((page, i) => {
      const counts = `${number(page.human)} | ${number(page.ai)} | ${number(page.total)}`
      const change = compared ? ` ${formatChange(page.total, page.previous?.total ?? 0)} |` : ''
      return `| ${i + 1} | ${pagePath(page.path)} | ${counts} |${change} ${bar(page.total, max)} |`
    })
  ]
}

function moverTable(moves: PageMove[], none: string): string[] {
  if (moves.length === 0) return [none]
  return [
    '| Page | Previous | Current | Change |',
    '|---|--:|--:|--:|',
    ...moves.map(
      move =>
        `| ${pagePath(move.path)} | ${number(move.previous.total)} | ${number(move.current.total)} | ${formatChange(move.current.total, move.previous.total)} |`
    )
  ]
}

function barChart(pages: TopPage[]): string[] {
  const rows = pages.map(page => ({ label: plainReaderText(page.path, 500), value: page.total }))
  return horizontalBarChart('Top pages by unique visitors', 'Visitors', rows)
}
