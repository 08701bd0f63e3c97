/** Small statistics and the one table `npm run bench` prints. */

export const median = (values: readonly number[]): number => quantile(values, 0.5)
export const max = (values: readonly number[]): number => values.reduce((m, v) => Math.max(m, v), -Infinity)
export const min = (values: readonly number[]): number => values.reduce((m, v) => Math.min(m, v), Infinity)
export const sum = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0)

/** Linear-interpolated quantile (q in [0, 1]); NaN for no values. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const position = (sorted.length - 1) * q
  const low = Math.floor(position)
  const high = Math.ceil(position)
  const a = sorted[low] as number
  const b = sorted[high] as number
  return a + (b - a) * (position - low)
}

/** A seeded PRNG in [0, 1) (the simulator's mulberry32), so every run draws the same job durations. */
export { prng as seeded } from '../sim/visitors.js'

export const ms = (value: number): string =>
  Number.isNaN(value) ? 'n/a' : value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`
export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`
export const kb = (bytes: number): string => (bytes >= 1024 * 1024 ? mb(bytes) : `${(bytes / 1024).toFixed(1)} kB`)
export const ratio = (value: number): string => `${value.toFixed(2)}×`

/** One line of the table: `pass` undefined = a figure shown for information, without a target. */
export interface Row {
  section: string
  figure: string
  value: string
  target: string
  pass?: boolean
}

export const row = (section: string, figure: string, value: string, target = '', pass?: boolean): Row => ({
  section,
  figure,
  value,
  target,
  pass
})

const mark = (pass: boolean | undefined): string => (pass === undefined ? '' : pass ? '✓ pass' : '✗ MISS')

/** A Markdown table, columns padded for the terminal (`--write` puts the rows in docs/figures/bench.json). */
export function table(rows: readonly Row[]): string {
  const header = ['#', 'figure', 'value', 'target', 'mark']
  const cells = rows.map(r => [r.section, r.figure, r.value, r.target, mark(r.pass)])
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map(c => [...(c[i] as string)].length)))
  const pad = (c: string[]) =>
    `| ${c.map((text, i) => text + ' '.repeat((widths[i] as number) - [...text].length)).join(' | ')} |`
  const rule = `|${widths.map(w => '-'.repeat(w + 2)).join('|')}|`
  return [pad(header), rule, ...cells.map(pad)].join('\n')
}
