/**
 * Phone numbers in folded text (fold.ts: every script's digits are 0–9, dashes and minus signs `-`), as [start, end)
 * spans. Two ways, both erring wide: libphonenumber-js's finder (its small "min" metadata: lengths and leading digits
 * of every country) finds international numbers in any form it knows, "(+44) 20 7946 0958" or "+14155550134" after a
 * slash, and North American ones however written, ten digits in a row included only when they make a valid number (so
 * "1732550400", a timestamp, stays); a pattern finds the national forms of the rest of the world, which no finder can
 * judge without knowing the country: a trunk 0 and groups, "020 7946 0958", "06 12 34 56 78", "0612/345678".
 */
import { findNumbers } from 'libphonenumber-js/min'

// Groups after the first need a separator, so a long digit run cannot be split many ways (no catastrophic backtracking).
const GROUP = String.raw`(?:\(\d{1,5}\)|\d{1,12})`
// A separator: space, dot, hyphen or slash, also the no-break spaces (dashes are folded to a hyphen).
const S = String.raw`[ .\t/\u00a0\u2000-\u200a\u202f\u205f\u3000-]`

/** International (+ or 00 and a country code), national with a trunk 0, US forms, a 0 and ten digits in a row. */
export const PHONE = new RegExp(
  String.raw`(?:` +
    [
      // A + may follow anything but a digit or another +: "/call-+1 (415) 555-0134" goes whole.
      String.raw`(?<![\d+])\+\d{1,3}${S}?${GROUP}(?:(?:${S}|(?<=\)))${GROUP}){0,9}`,
      String.raw`(?<![\w+.-])\b00\d{1,3}${S}?${GROUP}(?:(?:${S}|(?<=\)))${GROUP}){0,9}`
    ].join('|') +
    String.raw`|(?<![\w+.-])(?:` +
    [
      String.raw`\(\d{2,5}\)${S}?\d{3,4}${S}?\d{3,4}`,
      String.raw`\b0\d(?:${S}\d{2}){4}`,
      String.raw`\b0\d{1,4}${S}\d{3,4}${S}?\d{3,4}`,
      String.raw`\b(?:1${S})?\d{3}(${S})\d{3}\1\d{4}`,
      String.raw`\b0\d{9,10}`
    ].join('|') +
    String.raw`))(?![\w]|[.-]\d|\)\d)`,
  'g'
)

/**
 * 7 digits or more; a shorter match is a code or a count. More than E.164's 15 is numbers written one after another,
 * which the greedy international form ran together: it goes whole.
 */
export function isPhone(match: string): boolean {
  return match.replace(/\D/g, '').length >= 7
}

/** What the finder sees as a phone number: international in any country's form, or North American. */
export function foundPhones(text: string): [number, number][] {
  // Nothing with fewer than 7 digits can be a phone: most text never reaches the finder.
  if ((text.match(/\d/g) ?? []).length < 7) return []
  const found = [...findNumbers(text, { v2: true }), ...findNumbers(text, { defaultCountry: 'US', v2: true })]
  return found.map(number => [number.startsAt, number.endsAt])
}
