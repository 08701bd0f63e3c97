/**
 * The run's secrets (the API key, the GitHub token) and `scrub()`, which replaces each of them with `***` in every
 * encoding it can take on its way out: as is; with a backslash before any character (markdown escaping, `mint\_…`);
 * any character as `%XX` (URL), `\u00XX` / `\u{XX}` / `\xXX` (JSON, JavaScript), `&#NN;` / `&#xXX;` / a named entity
 * (HTML, which GitHub's markdown renders back); invisible format characters between characters (a reader still sees
 * the key); and base64 at each of the three byte alignments. Those are one encoding deep; a word (text between white
 * space) that decodes to a secret only through nested encodings (`%255F`, `&#37;5F`, `\u0026#95;`, an escaped escape)
 * becomes `***` whole. Every sink (log, outputs, summary, comments, files) scrubs after decoding and formatting, so the
 * runner's own masker, which knows only some of these, is not what we rely on.
 */

const MASK = '***'
/** Shorter values are not treated as secrets: scrubbing `a` would scrub every a. */
const MIN_SECRET_LENGTH = 6

const NAMED_ENTITIES: Record<string, string[]> = {
  _: ['lowbar', 'UnderBar'],
  '-': ['hyphen', 'dash'],
  '.': ['period'],
  ':': ['colon'],
  '/': ['sol'],
  '+': ['plus'],
  '=': ['equals']
}
const INVISIBLE_BETWEEN = '[\\p{Cf}\\p{Default_Ignorable_Code_Point}]*'

let secrets: string[] = []
/** Every form that is a plain string (the secret, its base64): found with includes(), no regex. */
let literals: string[] = []
/** The encoded forms; built and compiled only when a text could hold one (it costs ~10 ms, on the start path). */
let pattern: RegExp | undefined
/** Every encoding but a literal one needs one of these in the text: an escape's first character, or one hidden. */
const ENCODED = /[\\%&\p{Cf}\p{Default_Ignorable_Code_Point}]/u

/** Registers a secret of this run; from now on `scrub` removes it. One that holds a known secret adds nothing. */
export function addSecret(secret: string): void {
  if (secret.length < MIN_SECRET_LENGTH || secrets.some(known => secret.includes(known))) return
  secrets = [...secrets.filter(known => !known.includes(secret)), secret].sort((a, b) => b.length - a.length)
  literals = secrets.flatMap(known => [known, ...base64Forms(known)])
  pattern = undefined
}

/** Forgets every secret (tests). */
export function clearSecrets(): void {
  secrets = []
  literals = []
  pattern = undefined
}

/** The text with every registered secret, in any of the encodings above, replaced by `***`. */
export function scrub(text: string): string {
  if (secrets.length === 0 || text.length < MIN_SECRET_LENGTH - 1) return text
  if (!ENCODED.test(text))
    return literals.reduce((out, form) => (out.includes(form) ? out.split(form).join(MASK) : out), text)
  const encoded = encodedPattern()
  encoded.lastIndex = 0
  return withoutNestedSecrets(text.replace(encoded, MASK))
}

/** White space (Unicode's, less U+FEFF, which is invisible and decoding removes): what separates words. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d)
  if (code < 0x85) return false
  return (
    code === 0x85 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  )
}
const ENCODED_AT = new RegExp(ENCODED.source, 'gu')
/** How many times the word pass decodes: each encoding inside another takes one (`%25255F`: three, `&#37;5F`: two). */
const NESTING = 4

/**
 * The text with every word (between white space) that holds an encoded character and decodes to a secret replaced by
 * `***`: only those words are read, each once, so the pass stays linear in the text.
 */
function withoutNestedSecrets(text: string): string {
  let out = ''
  let done = 0
  ENCODED_AT.lastIndex = 0
  for (let found = ENCODED_AT.exec(text); found; found = ENCODED_AT.exec(text)) {
    let start = found.index
    while (start > done && !isSpace(text.charCodeAt(start - 1))) start--
    let end = found.index + found[0].length
    while (end < text.length && !isSpace(text.charCodeAt(end))) end++
    if (decodesToSecret(text.slice(start, end))) {
      out += text.slice(done, start) + MASK
      done = end
    }
    ENCODED_AT.lastIndex = end
  }
  return done === 0 ? text : out + text.slice(done)
}

/** Whether the word holds a secret once decoded, up to NESTING times; one shorter than every secret cannot. */
function decodesToSecret(word: string): boolean {
  if (word.length < (secrets.at(-1)?.length ?? Infinity)) return false
  let text = word
  for (let depth = 0; depth < NESTING; depth++) {
    const decoded = text.replace(ONE_ENCODING, decodeOne)
    if (secrets.some(secret => decoded.includes(secret))) return true
    if (decoded === text || !ENCODED.test(decoded)) return false
    text = decoded
  }
  return false
}

/** Named references an encoded secret may go through: the characters of the encodings themselves, and NAMED_ENTITIES. */
const ENTITY_CHARACTERS: Record<string, string> = {
  amp: '&',
  percnt: '%',
  bsol: '\\',
  num: '#',
  semi: ';',
  ...Object.fromEntries(Object.entries(NAMED_ENTITIES).flatMap(([char, names]) => names.map(name => [name, char])))
}

/**
 * One encoded character of any kind scrub knows, decoded by decodeOne: an invisible character (removed), `\u{…}`,
 * `\uXXXX`, `\xXX`, `&#xX;`, `&#N;`, a named reference, a run of `%XX` (UTF-8), a backslash before a character.
 */
const ONE_ENCODING =
  /[\p{Cf}\p{Default_Ignorable_Code_Point}]|\\u\{([0-9a-fA-F]{1,8})\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})|&#(?:[xX]0*([0-9a-fA-F]{1,8})|0*(\d{1,8}));|&([a-zA-Z]+);|((?:%[0-9a-fA-F]{2})+)|\\(.)/gu

function decodeOne(
  written: string,
  braced?: string,
  unit?: string,
  byte?: string,
  hexRef?: string,
  decimalRef?: string,
  name?: string,
  percent?: string,
  escaped?: string
): string {
  const code = (value: number): string => (value <= 0x10ffff ? String.fromCodePoint(value) : written)
  if (braced !== undefined) return code(parseInt(braced, 16))
  if (unit !== undefined) return String.fromCharCode(parseInt(unit, 16))
  if (byte !== undefined) return String.fromCharCode(parseInt(byte, 16))
  if (hexRef !== undefined) return code(parseInt(hexRef, 16))
  if (decimalRef !== undefined) return code(Number(decimalRef))
  if (name !== undefined) return ENTITY_CHARACTERS[name] ?? written
  if (percent !== undefined) {
    try {
      return decodeURIComponent(percent)
    } catch {
      return percent.replace(/%([0-9a-fA-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    }
  }
  if (escaped !== undefined) return escaped
  return '' // an invisible character
}

/** Whether the text holds a secret in any form (the same two paths as scrub). */
function holdsSecret(text: string): boolean {
  if (secrets.length === 0) return false
  if (!ENCODED.test(text)) return literals.some(form => text.includes(form))
  const encoded = encodedPattern()
  encoded.lastIndex = 0
  return encoded.test(text)
}

function encodedPattern(): RegExp {
  pattern ??= new RegExp(secrets.flatMap(forms).join('|'), 'gu')
  return pattern
}

/**
 * A JSON value with every string in it scrubbed, at any depth, object keys included: what is written as JSON (a file
 * of the docs-health history) or sent as a request's nested fields. Scrubbing the JSON text instead could mask a whole
 * line (a word as the nested-encoding pass sees it) and leave the file unreadable. Anything but strings, lists and
 * plain objects is left as it is.
 */
export function scrubJson<T>(value: T): T {
  if (typeof value === 'string') return scrub(value) as T
  if (Array.isArray(value)) return value.map(item => scrubJson<unknown>(item)) as T
  if (value === null || typeof value !== 'object') return value
  const prototype: unknown = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return value
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [scrub(name), scrubJson<unknown>(item)])) as T
}

/** A JSON.parse reviver that scrubs every string value as it is decoded (`\u005f` is `_` by then). */
export const scrubJsonStrings = (_key: string, value: unknown): unknown =>
  typeof value === 'string' ? scrub(value) : value

/**
 * JSON.parse, with every string scrubbed once decoded. The reviver costs about 1 ms per 250-row page, so it runs only
 * when the raw text holds a secret in some form: JSON can only write a character as itself, `\c` or `\uXXXX`, and
 * the pattern matches all three, so raw text that does not match cannot decode to a secret.
 */
export function parseJsonScrubbed(text: string): unknown {
  return holdsSecret(text) ? JSON.parse(text, scrubJsonStrings) : JSON.parse(text)
}

function forms(secret: string): string[] {
  const chars = Array.from(secret).map(charForms)
  return [chars.join(INVISIBLE_BETWEEN), ...base64Forms(secret).map(escapeRegExp)]
}

/** One character of a secret in every encoding a sink or an echoing service may give it. */
function charForms(char: string): string {
  const point = char.codePointAt(0) ?? 0
  const hex = point.toString(16)
  const alternatives = [
    escapeRegExp(char),
    `&#0*${point};`,
    `&#[xX]0*${anyCase(hex)};`,
    `\\\\u\\{0*${anyCase(hex)}\\}`,
    // \uXXXX per UTF-16 unit: beyond the BMP, the surrogate pair JSON writes (`\ud83d\ude00`).
    Array.from(char.split(''), unit => `\\\\u${anyCase(unit.charCodeAt(0).toString(16).padStart(4, '0'))}`).join(''),
    ...(point <= 0xff ? [`\\\\x${anyCase(hex.padStart(2, '0'))}`] : []),
    utf8Bytes(char)
      .map(byte => `%${anyCase(byte.toString(16).padStart(2, '0'))}`)
      .join(''),
    ...(NAMED_ENTITIES[char] ?? []).map(name => `&${name};`)
  ]
  return `\\\\?(?:${alternatives.join('|')})`
}

/** base64 and base64url of the secret at byte offsets 0, 1, 2, without the characters that depend on neighbours. */
function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8')
  const found = new Set<string>()
  for (let offset = 0; offset < 3; offset++) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes])
    const encoded = padded.toString('base64').replace(/=+$/, '')
    const start = Math.ceil((offset * 4) / 3)
    const stableEnd = Math.floor((padded.length * 4) / 3)
    const stable = encoded.slice(start, stableEnd)
    if (stable.length >= MIN_SECRET_LENGTH) {
      found.add(stable)
      found.add(stable.replace(/\+/g, '-').replace(/\//g, '_'))
    }
  }
  return [...found]
}

const utf8Bytes = (char: string): number[] => [...Buffer.from(char, 'utf8')]
const anyCase = (hex: string): string =>
  Array.from(hex, c => (/[a-f]/.test(c) ? `[${c}${c.toUpperCase()}]` : c)).join('')
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') // only syntax characters: `u` mode refuses other escapes
