/**
 * Charts for the report's sections, as Mermaid blocks GitHub draws: a horizontal bar chart, one bar per row with its
 * label on its own line (vertical bars' labels overlap), and a weekly chart, one column per week under a short label
 * (`W45`), with at most one line over the columns (GitHub's Mermaid draws no legend: the title says which is which).
 * The value axis starts from 0 (an axis from near the smallest value makes a bar of 930 look a twentieth of 4,962).
 * Labels pass through `mermaidLabel`: nothing can break out of them, and no two are the same.
 */
export interface BarRow {
  label: string
  value: number
}

const LABEL_CHARS = 30
/** Pixels per bar, and around them for the title and the axis: labels stay apart however many rows there are. */
const ROW_PX = 30
const FRAME_PX = 110
const MIN_HEIGHT_PX = 220
/** A mid blue that reads on GitHub's light and dark themes (the default palette's lavender is faint on white). */
const BAR_COLOR = '#3b82c4'
/** The weekly chart's line: an orange apart from the blue, on both themes. */
const LINE_COLOR = '#e8710a'
const WEEKLY_HEIGHT_PX = 300

/**
 * A label for Mermaid: no quotes, backticks, line breaks or markup characters; quoted; at most 30 characters, a longer
 * one cut in the middle (a path's end tells pages apart: `/api-reference/…/rotate-keys`).
 */
export function mermaidLabel(text: string, max = LABEL_CHARS): string {
  return `"${middleCut(clean(text) || '(blank)', max)}"`
}

/** Labels for the rows, each different: Mermaid draws rows of the same label as one. */
function distinctLabels(texts: string[]): string[] {
  const seen = new Set<string>()
  return texts.map(text => {
    let label = mermaidLabel(text)
    for (let n = 2; seen.has(label); n++) label = `${mermaidLabel(text, LABEL_CHARS - 4).slice(0, -1)} (${n})"`
    seen.add(label)
    return label
  })
}

function middleCut(text: string, max: number): string {
  const chars = Array.from(text)
  if (chars.length <= max) return text
  const head = Math.floor((max - 1) * 0.4)
  return `${chars.slice(0, head).join('')}…${chars.slice(chars.length - (max - 1 - head)).join('')}`
}

/** A Mermaid xychart of horizontal bars, value axis from 0 to a round number at or above the largest value. */
export function horizontalBarChart(title: string, axisLabel: string, rows: BarRow[]): string[] {
  if (rows.length === 0) return []
  const values = rows.map(row => plotted(row.value))
  const height = Math.max(MIN_HEIGHT_PX, FRAME_PX + ROW_PX * rows.length)
  return [
    '```mermaid',
    '---',
    'config:',
    '  xyChart:',
    `    height: ${height}`,
    '    showDataLabel: true',
    '  themeVariables:',
    '    xyChart:',
    `      plotColorPalette: "${BAR_COLOR}"`,
    '---',
    'xychart-beta horizontal',
    `    title "${clean(title)}"`,
    `    x-axis [${distinctLabels(rows.map(row => row.label)).join(', ')}]`,
    `    y-axis "${clean(axisLabel)}" 0 --> ${axisEnd(Math.max(...values))}`,
    `    bar [${values.join(', ')}]`,
    '```'
  ]
}

/** What a weekly chart draws: a value per week in each series, in the weeks' order. */
export interface WeeklyChart {
  title: string
  axisLabel: string
  /** The weeks, oldest first: short labels (`W45`). */
  weeks: string[]
  /** Drawn as columns. */
  bars: number[]
  /** Drawn as a line over the columns, on the same axis. */
  line?: number[]
}

/**
 * A Mermaid xychart of columns, one per week, and at most one line over them; the value axis from 0 to a round number
 * at or above the largest value of either. Nothing for fewer than two weeks; a missing value is drawn as 0.
 */
export function weeklyChart(chart: WeeklyChart): string[] {
  if (chart.weeks.length < 2) return []
  const values = (series: number[]) => chart.weeks.map((_, i) => plotted(series[i] ?? 0))
  const bars = values(chart.bars)
  const line = chart.line && values(chart.line)
  return [
    '```mermaid',
    '---',
    'config:',
    '  xyChart:',
    `    height: ${WEEKLY_HEIGHT_PX}`,
    '  themeVariables:',
    '    xyChart:',
    `      plotColorPalette: "${line ? `${BAR_COLOR}, ${LINE_COLOR}` : BAR_COLOR}"`,
    '---',
    'xychart-beta',
    `    title "${clean(chart.title)}"`,
    `    x-axis [${distinctLabels(chart.weeks).join(', ')}]`,
    `    y-axis "${clean(chart.axisLabel)}" 0 --> ${axisEnd(Math.max(...bars, ...(line ?? [])))}`,
    `    bar [${bars.join(', ')}]`,
    ...(line ? [`    line [${line.join(', ')}]`] : []),
    '```'
  ]
}

/** A value as drawn: a negative or non-finite one as 0. */
const plotted = (value: number): number => (Number.isFinite(value) ? Math.max(0, value) : 0)

/** The smallest round number (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10^k) at or above max; 1 for an empty chart. */
export function axisEnd(max: number): number {
  if (!(max > 0)) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  const step = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find(s => s * power >= max) ?? 10
  return Math.round(step * power * 1000) / 1000
}

function clean(text: string): string {
  return text
    .replace(/["`\r\n]/g, '')
    .replace(/[^\p{L}\p{N} /._~:?=+@()!$*'-]/gu, '')
    .trim()
}
