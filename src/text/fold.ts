/**
 * Folding for matching (pure): the text as redaction's patterns should see it, and where each folded character came
 * from, so a match can be cut out of the original and the rest shown as the reader wrote it. Per character: NFKC
 * (full-width forms ＠ ． ０–９ －, ligatures, mathematical letters and digits, small and circled forms), then what
 * NFKC leaves alone: decimal digits of every script to 0–9 (Arabic-Indic, Devanagari, Thai…), U+2212 and the other
 * dashes to `-`, ideographic full stops to `.`, and the Cyrillic and Greek letters that look like Latin ones to those.
 */

export interface Folded {
  text: string
  /** For each UTF-16 unit of `text`: where its character starts in the original, and where it ends. */
  from: number[]
  to: number[]
}

// Look-alikes: Cyrillic and Greek letters drawn like Latin ones (Unicode's confusables, the common part).
const PAIRS =
  'аaсcԁdеeһhіiјjӏlоoрpԛqѕsԝwхxуyАAВBСCЕEНHІIЈJКKМMОOРPЅSТTХXҮY' + 'αaοoνvρpτtυuιiκkΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧX'
const LOOK_ALIKES = new Map(Array.from({ length: PAIRS.length / 2 }, (_, i) => [PAIRS[2 * i], PAIRS[2 * i + 1]]))
// Dashes and minus signs (NFKC keeps them): hyphen, non-breaking hyphen, figure dash, en, em, horizontal bar, minus.
const DASH = /[\u2010-\u2015\u2212\u2796\ufe58]/u
// Full stops NFKC keeps: ideographic (U+3002; NFKC maps the half-width U+FF61 and U+FE12 to it).
const STOP = /\u3002/u
const DIGIT = /\p{Nd}/u

const digitCache = new Map<number, string>()

/** The ASCII digit of a decimal digit of any script: Unicode encodes each script's 0–9 in a row from its 0. */
function asciiDigit(codePoint: number): string {
  const cached = digitCache.get(codePoint)
  if (cached !== undefined) return cached
  let start = codePoint
  while (DIGIT.test(String.fromCodePoint(start - 1))) start--
  const digit = String((codePoint - start) % 10)
  digitCache.set(codePoint, digit)
  return digit
}

/** One character as matching sees it. */
function foldChar(char: string): string {
  const nfkc = char.normalize('NFKC')
  let out = ''
  for (const c of nfkc) {
    // NFKC gives ASCII digits back as they are (fold() never asks for ASCII), so a digit here is of another script.
    if (DIGIT.test(c)) out += asciiDigit(c.codePointAt(0) as number)
    else if (DASH.test(c)) out += '-'
    else if (STOP.test(c)) out += '.'
    else out += LOOK_ALIKES.get(c) ?? c
  }
  return out
}

/** The text folded for matching, with the way back to the original. ASCII text comes back as it is. */
export function fold(original: string): Folded {
  const from: number[] = []
  const to: number[] = []
  let text = ''
  let at = 0
  for (const char of original) {
    const end = at + char.length
    const folded = char.charCodeAt(0) < 0x80 ? char : foldChar(char)
    text += folded
    for (let k = 0; k < folded.length; k++) {
      from.push(at)
      to.push(end)
    }
    at = end
  }
  return { text, from, to }
}
