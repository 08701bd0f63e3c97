/**
 * Redaction of what reader text must never show as is: e-mail addresses, phone numbers, URLs and key-like tokens
 * become `[email]`, `[phone]`, `[link]` and `[key]`. The patterns match the text folded (fold.ts: full-width forms,
 * digits of every script, minus signs, ideographic full stops, look-alike letters), and what they match is cut out of
 * the text as written, so the rest reads as the reader wrote it. Addresses may be internationalised (accented and
 * non-Latin local parts and domains, `xn--` labels) or spelled out (`jane [at] example [dot] com`, `jane at example
 * dot com`, `jane @ example . com`); phone numbers are found by libphonenumber-js's finder and a pattern (phone.ts).
 * It errs wide on personal data and narrow on ordinary questions: years, versions, ports, status codes, rates and
 * timestamps ("401", "v2.3.1", "100/h", "1732550400") stay. Keys are vendor-prefixed keys, JWTs and runs a key by
 * their shape (key-shape.ts). Pure; run it on text already stripped of hidden characters (hidden.ts), or a zero-width
 * space could split a match. The machinery and the key rules are shared with `redactKeys` (redact-keys.ts), which
 * takes the keys alone from code and commit messages.
 */
import { fold, type Folded } from './fold.js'
import { isKey, KEY_RUN } from './key-shape.js'
import { foundPhones, isPhone, PHONE } from './phone.js'

export interface Redacted {
  text: string
  /** How many pieces were replaced. */
  count: number
}

// Separators inside a prefixed key, also as the reader may have pasted them escaped or encoded (`mint\_…`, `mint%5F…`).
const SEP = String.raw`(?:[_-]|\\[_-]|%5[Ff]|%2[Dd]|&#0*95;|&#x0*5[Ff];|&lowbar;|&#0*45;|&hyphen;|\\u005[Ff]|\\x5[Ff])`
const TAIL = String.raw`(?:[A-Za-z0-9]|${SEP})`
// A dot inside a GitHub token (its stateless installation tokens are JWTs: `ghs_….….…`), also escaped, and only
// where more of the token follows: a full stop after a token stays.
const KEY_DOT = String.raw`(?:\.|\\\.|%2[Ee]|&#0*46;|&#x0*2[Ee];|&period;)`
const GITHUB_TAIL = String.raw`(?:${TAIL}|${KEY_DOT}(?=${TAIL}))`
// Vendor prefixes: the service's own keys, OpenAI-style, GitHub (every part of a dotted token), Slack, GitLab, AWS,
// Stripe-style.
const PREFIXED_KEY = new RegExp(
  String.raw`(?<![A-Za-z0-9])(?:(?:gh[pousr]|github${SEP}pat)${SEP}${GITHUB_TAIL}{10,}|(?:mint|sk|pk|rk|xox[abprs]|glpat)${SEP}${TAIL}{10,})|(?<![A-Za-z0-9])AKIA[0-9A-Z]{16}`,
  'g'
)
// A JWT: three base64url parts, the first a JSON object ({"…" is eyJ in base64).
const JWT = /(?<![\w-])eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]*/g
// Anything that names a scheme, then to the next white space (trailing punctuation is given back below).
export const SCHEME_URL = /(?<![\w.+-])[a-z][a-z0-9+.-]{1,20}:\/\/[^\s<>"'`\0]+/gi

// The local part is RFC 5322's atext in any script (so `o'brien+docs@…` and `josé@…` go whole).
const LOCAL = String.raw`[\p{L}\p{M}\p{N}_.!#$%&'*+/=?^\x60{|}~-]`
const LOCAL_END = String.raw`[\p{L}\p{M}\p{N}_!#$%&'*+/=?^\x60{|}~-]`
const LABEL = String.raw`[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?`
// A top-level domain: letters of any script, or an internationalised one as sent (xn--p1ai).
const TLD = String.raw`(?:xn--[a-z0-9-]{1,59}|\p{L}[\p{L}\p{M}]{1,62})(?![\p{L}\p{M}\p{N}_-])`
const AT_SIGN = String.raw`[ \t]*(?:@|&#0*64;|&#x0*40;|&commat;|%40)[ \t]*`
const BRACKETED = (word: string) => String.raw`\s*[[({]\s*${word}\s*[\])}]\s*`
// A full stop inside an address, also spaced on both sides (a sentence's ". " is not) or spelled.
const WEAK_DOT = String.raw`(?:[ \t]+\.[ \t]+|${BRACKETED('dot')}|[ \t]+dot[ \t]+)`
const DOT = String.raw`(?:\.|${WEAK_DOT})`
// A local part may spell its full stops too (`jane dot doe at example dot com`; three at most, so a long text of "a dot
// a dot …" costs no more than a line).
const address = (at: string, dot: string) =>
  new RegExp(
    String.raw`(?<!${LOCAL})(?:${LOCAL}+${WEAK_DOT}){0,3}${LOCAL}*${LOCAL_END}${at}${LABEL}(?:${dot}${LABEL})*${dot}${TLD}`,
    'giu'
  )
// With @ (or [at]): any full stop. Spelled "at": only spelled or spaced ones, or "error at main.ts" would be an address.
const EMAIL = address(String.raw`(?:${AT_SIGN}|${BRACKETED('at')})`, DOT)
const SPELLED_EMAIL = address(String.raw`[ \t]+at[ \t]+`, WEAK_DOT)
// www. anything, or a bare domain followed by a path.
export const BARE_URL = /(?<![\w.@/-])(?:www\.[^\s<>"'`\0]+|(?:[a-z0-9-]+\.)+[a-z]{2,24}(?::\d{1,5})?\/[^\s<>"'`\0]*)/gi

interface Span {
  start: number
  end: number
  label: string
}

/** One redaction's state: the rules below run through it in turn. */
export interface Redaction {
  /** Replaces every match (that `accept` accepts) of what is left with the label. */
  replace: (pattern: RegExp, label: string, accept?: (match: string) => boolean) => void
  /** What is left to match. */
  left: () => string
  take: (start: number, end: number, label: string) => void
  /** Takes the pieces of [start, end) that no rule before took. */
  takeLeft: (start: number, end: number, label: string) => void
  /** Blanks out `within` inside each match of `pattern` for the rules after it, replacing nothing: kept as written. */
  separate: (pattern: RegExp, within: RegExp) => void
}

/**
 * Runs rules over the text folded and rebuilds it. What is left to match is the folded text, each piece already taken
 * blanked out with NULs (same length, so offsets hold): no pattern matches a NUL, so pieces never overlap.
 */
export function redactWith(text: string, rules: (redaction: Redaction) => void, folded = fold(text)): Redacted {
  let left = folded.text
  const spans: Span[] = []
  const take = (start: number, end: number, label: string): void => {
    spans.push({ start, end, label })
    left = left.slice(0, start) + '\0'.repeat(end - start) + left.slice(end)
  }
  rules({
    replace: (pattern, label, accept = () => true) => {
      for (const match of [...left.matchAll(pattern)]) {
        if (!accept(match[0])) continue
        // A link gives back its trailing punctuation: "see https://x.example/a." keeps its full stop.
        const kept = label === '[link]' ? (/[.,;:!?)\]}]+$/.exec(match[0])?.[0].length ?? 0) : 0
        take(match.index, match.index + match[0].length - kept, label)
      }
    },
    left: () => left,
    take,
    takeLeft: (start, end, label) => {
      for (const piece of left.slice(start, end).matchAll(/[^\0]+/g))
        take(start + piece.index, start + piece.index + piece[0].length, label)
    },
    separate: (pattern, within) => {
      left = left.replace(pattern, found => found.replace(within, part => '\0'.repeat(part.length)))
    }
  })
  return { text: rebuild(text, folded, spans), count: spans.length }
}

/** The key rules both redactions share: vendor prefixes (a word-like one counts from 30 characters) and JWTs. */
export function prefixedKeys({ replace }: Redaction): void {
  replace(PREFIXED_KEY, '[key]', key => /\d/.test(key) || key.length >= 30)
  replace(JWT, '[key]')
}

/** Text with personal data and key-like tokens replaced, and how many were. */
export function redact(text: string): Redacted {
  return redactWith(text, redaction => {
    const { replace, left, take } = redaction
    prefixedKeys(redaction)
    replace(SCHEME_URL, '[link]')
    replace(EMAIL, '[email]')
    replace(SPELLED_EMAIL, '[email]')
    replace(BARE_URL, '[link]')
    replace(KEY_RUN, '[key]', isKey)
    replace(PHONE, '[phone]', isPhone)
    // Both finders may find one number: the second finds it blanked out.
    for (const [start, end] of foundPhones(left()))
      if (!left().slice(start, end).includes('\0')) take(start, end, '[phone]')
  })
}

/** The original text with each span (in folded offsets, none overlapping) replaced by its label. */
function rebuild(text: string, folded: Folded, spans: Span[]): string {
  let out = ''
  let at = 0
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    // Two spans in one original character (a ligature folded to two letters) share it: the first takes it.
    out += text.slice(at, Math.max(at, folded.from[span.start] as number)) + span.label
    at = Math.max(at, folded.to[span.end - 1] as number)
  }
  return out + text.slice(at)
}
