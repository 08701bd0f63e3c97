/**
 * Charts for the report's sections, as Mermaid blocks GitHub draws: a horizontal bar chart, one bar per row with its
 * label on its own line (vertical bars' labels overlap), the value axis from 0 (an axis from near the smallest value
 * makes a bar of 930 look a twentieth of 4,962). Labels pass through `mermaidLabel`: nothing can break out of them.
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

/**
 * A label for Mermaid: no quotes, backticks, line breaks or markup characters; quoted; at most 30 characters, a longer
 * one cut in the middle (a path's end tells pages apart: `/api-reference/…/rotate-keys`).
 */
export function mermaidLabel(text: string, max = LABEL_CHARS): string {
  return `"${middleCut(clean(text) || '(blank)', max)}"`
}

/** Labels for the rows, each different: Mermaid draws rows of the same label as one. */
function distinctLabels(rows: BarRow[]): string[] {
  const seen = new Set<string>()
  return rows.map(row => {
    let label = mermaidLabel(row.label)
    for (let n = 2; seen.has(label); n++) label = `${mermaidLabel(row.label, LABEL_CHARS - 4).slice(0, -1)} (${n})"`
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
  const values = rows.map(row => (Number.isFinite(row.value) ? Math.max(0, row.value) : 0))
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
    `    x-axis [${distinctLabels(rows).join(', ')}]`,
    `    y-axis "${clean(axisLabel)}" 0 --> ${axisEnd(Math.max(...values))}`,
    `    bar [${values.join(', ')}]`,
    '```'
  ]
}

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
