/**
 * Percentages in the house style (pure): a space between the number and the sign, `12 %`, `31.5 %`, as every report
 * of this action writes them (the docs-health sections and the visitors report alike).
 */

/**
 * A share of a whole (0 to 1) in percent with `digits` decimals: `2 %`, `31.5 %`. Never 0 for something that happened
 * (`<1 %`, `<0.1 %`) and never over 100 %; `0 %` (`0.0 %`) for nothing, a negative ratio or no number at all.
 */
export function percent(share: number, digits = 0): string {
  if (!(share > 0)) return signed((0).toFixed(digits))
  const scale = 10 ** digits
  const rounded = Math.round(Math.min(share, 1) * 100 * scale) / scale
  return rounded === 0 ? signed(`<${(1 / scale).toFixed(digits)}`) : signed(rounded.toFixed(digits))
}

/** A change as a percentage of what it was, one decimal, unbounded and unsigned: `4.1 %`, `250.0 %`. */
export function percentChange(ratio: number): string {
  return signed((ratio * 100).toFixed(1))
}

/** The number, a space, the sign. */
function signed(number: string): string {
  return `${number} %`
}
