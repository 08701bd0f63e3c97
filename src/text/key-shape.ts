/**
 * Whether a long run of base64, base64url or hex characters is a key by its shape alone (pure): the rule for the keys
 * no known format claims (redact.ts runs it after the formats). A run mixes letters and digits and is one of:
 * - random across the whole of it, separators (`-`, `_`, `/`, `+`, `=`) and all: its characters change class (lower
 *   case, upper case, digit) every 2.5 characters or less on average, as they do in random base64 (1.8 on average)
 *   and never in words. So a base64 secret that its `/` and `+` cut into short pieces (an AWS secret access key) is
 *   one key;
 * - or it holds a piece (between separators) that is not a word: 16 characters or more, or more than two digits, that
 *   no identifier explains. A run of hex digits or a commit SHA is such a piece.
 * Paths, slugs and identifiers stay: `getting-started-ab12cd-guide`, `/api-reference/v2/endpoints/create-agent-job`,
 * `MINTLIFY_API_KEY_ROTATION_POLICY_2026`, `CipherChaCha20Poly1305Options`.
 */

/** A run the rule judges: 24 characters or more of base64, base64url or hex, with base64's padding. */
export const KEY_RUN = /[A-Za-z0-9+/_-]{24,}={0,2}/g

// The run's words as camelCase reads them: a capital and lower-case letters, upper-case letters, or digits.
const PARTS = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g

const partsOf = (text: string): string[] => [...text.matchAll(PARTS)].map(match => match[0])

export function isKey(run: string): boolean {
  if (!/[A-Za-z]/.test(run) || !/\d/.test(run)) return false
  return isRandom(run) || !run.split(/[-_/+=]/).every(isWord)
}

/** Its parts (classes) change every 2.5 characters or less on average, over the whole run. */
function isRandom(run: string): boolean {
  const parts = partsOf(run)
  const characters = parts.join('').length
  return 2 * characters <= 5 * parts.length
}

/** A piece of a run that reads as a word: short with few digits (a slug's `ab12cd`, a year), or an identifier. */
function isWord(piece: string): boolean {
  const digits = piece.replace(/\D/g, '').length
  return (piece.length < 16 && (/^\d{1,4}$/.test(piece) || digits <= 2)) || isIdentifier(piece)
}

/**
 * A camelCase or upper-case identifier: words of three letters or more with a vowel, acronyms of up to five capitals,
 * and at most two numbers of up to four digits (`WebGL2RenderingContext`, `CP1252`, `X448KeyPair`). Random text
 * rarely reads so: its lower-case letters come one or two at a time.
 */
function isIdentifier(piece: string): boolean {
  if (!/[A-Z]/.test(piece)) return false
  let numbers = 0
  // A part is digits, capitals, or lower-case letters after at most one capital (PARTS).
  for (const part of partsOf(piece)) {
    if (/\d/.test(part)) {
      if (part.length > 4 || ++numbers > 2) return false
    } else if (!/[a-z]/.test(part)) {
      if (part.length > 5) return false
    } else if (part.length < 3 || !/[aeiouy]/i.test(part)) return false
  }
  return true
}
