/**
 * Redaction of what reader text must never show as is: e-mail addresses (also `name [at] example [dot] com`), phone
 * numbers, URLs and key-like tokens become `[email]`, `[phone]`, `[link]` and `[key]`. It errs wide on personal data
 * and narrow on ordinary questions: years, versions, ports, status codes and rates ("401", "v2.3.1", "100/h") stay.
 * Pure; run it on text already stripped of hidden characters (hidden.ts), or a zero-width space could split a match.
 */

export interface Redacted {
  text: string
  /** How many pieces were replaced. */
  count: number
}

// Separators inside a prefixed key, also as the reader may have pasted them escaped or encoded (`mint\_…`, `mint%5F…`).
const SEP = String.raw`(?:[_-]|\\[_-]|%5[Ff]|%2[Dd]|&#0*95;|&#x0*5[Ff];|&lowbar;|&#0*45;|&hyphen;|\\u005[Ff]|\\x5[Ff])`
const TAIL = String.raw`(?:[A-Za-z0-9]|${SEP})`
// Vendor prefixes: the service's own keys, OpenAI-style, GitHub, Slack, GitLab, AWS, Stripe-style.
const PREFIXED_KEY = new RegExp(
  String.raw`(?<![A-Za-z0-9])(?:mint|sk|pk|rk|gh[pousr]|github${SEP}pat|xox[abprs]|glpat)${SEP}${TAIL}{10,}|(?<![A-Za-z0-9])AKIA[0-9A-Z]{16}`,
  'g'
)
// A JWT: three base64url parts, the first a JSON object ({"…" is eyJ in base64).
const JWT = /(?<![\w-])eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]*/g
// Anything that names a scheme, then to the next white space (trailing punctuation is given back below).
const SCHEME_URL = /(?<![\w.+-])[a-z][a-z0-9+.-]{1,20}:\/\/[^\s<>"'`]+/gi
const AT = String.raw`(?:@|&#0*64;|&#x0*40;|&commat;|%40|\s*[[({]\s*at\s*[\])}]\s*)`
const DOT = String.raw`(?:\.|\s*[[({]\s*dot\s*[\])}]\s*)`
// The local part is RFC 5322's atext (so `o'brien+docs@…` goes whole); the top-level domain is letters.
const LOCAL = String.raw`[\w.!#$%&'*+/=?^\`{|}~-]`
const EMAIL = new RegExp(
  String.raw`(?<!${LOCAL})${LOCAL}*[\w!#$%&'*+/=?^\`{|}~-]${AT}[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:${DOT}[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*${DOT}[a-z]{2,63}(?![\w-])`,
  'gi'
)
// www. anything, or a bare domain followed by a path.
const BARE_URL = /(?<![\w.@/-])(?:www\.[^\s<>"'`]+|(?:[a-z0-9-]+\.)+[a-z]{2,24}(?::\d{1,5})?\/[^\s<>"'`]*)/gi
// A long run of base64/hex/base64url characters: a key when it mixes letters and digits and is not words (see isKey).
const TOKEN = /[A-Za-z0-9+/_-]{24,}={0,2}/g
// Phones: international (+ or 00 and a country code), then the national forms with a trunk 0, US forms, a 0 run.
// Groups after the first need a separator, so a long digit run cannot be split many ways (no catastrophic backtracking).
const GROUP = String.raw`(?:\(\d{1,5}\)|\d{1,12})`
// A separator: space, dot or hyphen, also the no-break spaces and Unicode dashes.
const S = String.raw`[ .\t\u00a0\u2000-\u200a\u202f\u205f\u3000\u2010-\u2015-]`
const PHONE = new RegExp(
  String.raw`(?<![\w+.\/-])(?:` +
    [
      String.raw`(?:\+|\b00)\d{1,3}${S}?${GROUP}(?:(?:${S}|(?<=\)))${GROUP}){0,9}`,
      String.raw`\(\d{2,5}\)${S}?\d{3,4}${S}?\d{3,4}`,
      String.raw`\b0\d(?:${S}\d{2}){4}`,
      String.raw`\b0\d{1,4}${S}\d{3,4}${S}?\d{3,4}`,
      String.raw`\b(?:1${S})?\d{3}(${S})\d{3}\1\d{4}`,
      String.raw`\b0\d{9,10}`
    ].join('|') +
    String.raw`)(?![\w]|[.-]\d|\)\d)`,
  'g'
)

/** Text with personal data and key-like tokens replaced, and how many were. */
export function redact(text: string): Redacted {
  let count = 0
  const replace = (pattern: RegExp, label: string, accept: (match: string) => boolean = () => true): void => {
    text = text.replace(pattern, match => {
      if (!accept(match)) return match
      count++
      const kept = label === '[link]' ? trailingPunctuation(match) : ''
      return label + kept
    })
  }
  replace(PREFIXED_KEY, '[key]', key => /\d/.test(key) || key.length >= 30)
  replace(JWT, '[key]')
  replace(SCHEME_URL, '[link]')
  replace(EMAIL, '[email]')
  replace(BARE_URL, '[link]')
  replace(TOKEN, '[key]', isKey)
  // A match with more digits than a phone has is numbers written one after another, which the greedy international
  // form ran together: it goes whole (erring wide, as everywhere here). Fewer than 7 digits is a code or a count.
  replace(PHONE, '[phone]', isPhone)
  return { text, count }
}

/** What a URL match took that a sentence needs back: "see https://x.example/a." keeps its full stop. */
function trailingPunctuation(url: string): string {
  return /[.,;:!?)\]}]+$/.exec(url)?.[0] ?? ''
}

/** A long run is a key when it mixes letters and digits and is not made of words, a path or a slug ("oauth2-setup"). */
function isKey(run: string): boolean {
  if (!/[A-Za-z]/.test(run) || !/\d/.test(run)) return false
  const wordy = (piece: string): boolean =>
    piece.length < 16 && (/^\d{1,4}$/.test(piece) || (piece.match(/\d/g) ?? []).length <= 2)
  return !run.split(/[-_/+=.]/).every(wordy)
}

/** 7 digits or more (E.164 has at most 15, so more is two numbers in a row); a shorter match is a code or a count. */
function isPhone(match: string): boolean {
  return match.replace(/\D/g, '').length >= 7
}
