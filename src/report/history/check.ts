/**
 * The checks a history file read back from the data branch goes through (src/report/history/), field by field: anyone
 * with write access to the repository can edit the branch, and a later version of the action may have written it.
 * Each check returns the value as this version's type or throws `Malformed` naming the field (never its content: a
 * reason goes to the log). Nothing is clamped, trimmed or defaulted: a value is what the format says or the file is
 * refused. parse.ts catches `Malformed`; nothing else sees it. `READ_LIMITS` are the sizes a reader accepts. Pure.
 */

/** What a reader accepts beyond HISTORY_LIMITS: sizes no writer comes near, so that a hostile file stays small. */
export const READ_LIMITS = {
  /** A whole file, in UTF-16 units: a full week's record is about 120,000 at most, a full ledger 1,400,000. */
  fileChars: 2_000_000,
  /** A page id: a path as a data file holds it (120 characters at most) or a feedback key. */
  id: 300,
  /** A gap's, term's or topic's key (`searches:` and 16 hex digits). */
  key: 100,
  /** A label: 80 characters, each up to 2 UTF-16 units. */
  label: 200,
  /** A job id, and a pull request's address. */
  job: 200,
  url: 500,
  /** Gaps one job carries (the report sends 20 at most), and pages named per gap. */
  gaps: 100,
  gapPages: 20,
  /** Changes one job carries (HISTORY_LIMITS.changes) and a change's key (`push-` and 12 hex digits). */
  changes: 100,
  changeKey: 20,
  /** Projects in one repository's index. */
  projects: 1000,
  /** A counting (COUNTING_CHANGES has one change so far). */
  counting: 1000
} as const

/** What is wrong with a file read back, and where: `pages[3][1]: not a whole number`. */
export class Malformed extends Error {
  constructor(where: string, what: string) {
    super(where === '' ? what : `${where}: ${what}`)
  }
}

/** A JSON object (not an array, not null): its own fields only. */
export function object(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Malformed(where, 'not an object')
  return value as Record<string, unknown>
}

/** A field of an object: its own, never one inherited (`constructor`, `__proto__`). */
export function field(record: Record<string, unknown>, name: string): unknown {
  return Object.hasOwn(record, name) ? record[name] : undefined
}

/** Where a field is: `range.dateTo`, `pages[3]`. */
export function at(where: string, name: string | number): string {
  if (typeof name === 'number') return `${where}[${name}]`
  return where === '' ? name : `${where}.${name}`
}

/** A string of at most `max` UTF-16 units; `min` 1 unless said otherwise. */
export function text(value: unknown, where: string, max: number, min = 1): string {
  if (typeof value !== 'string') throw new Malformed(where, 'not a string')
  if (value.length < min || value.length > max) throw new Malformed(where, `not ${min} to ${max} characters long`)
  return value
}

/** A string of at most `max` units that passes `test` (the size checked first: no long text reaches the test). */
export function matching(
  value: unknown,
  where: string,
  max: number,
  test: (text: string) => boolean,
  what: string
): string {
  const checked = text(value, where, max)
  if (!test(checked)) throw new Malformed(where, `not ${what}`)
  return checked
}

/** A whole number from `min` to `max`. */
export function whole(value: unknown, where: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const number = Number.isInteger(value) ? (value as number) : Number.NaN
  if (!(number >= min && number <= max)) throw new Malformed(where, `not a whole number from ${min} to ${max}`)
  return number
}

/** One of the words given. */
export function oneOf<T extends string>(value: unknown, where: string, words: readonly T[]): T {
  if (!words.some(word => word === value)) throw new Malformed(where, `not one of ${words.join(', ')}`)
  return value as T
}

/** A boolean. */
export function flag(value: unknown, where: string): boolean {
  if (typeof value !== 'boolean') throw new Malformed(where, 'not true or false')
  return value
}

/** An array of at most `max` items, each read by `item`. */
export function list<T>(value: unknown, where: string, max: number, item: (value: unknown, where: string) => T): T[] {
  if (!Array.isArray(value)) throw new Malformed(where, 'not a list')
  if (value.length > max) throw new Malformed(where, `more than ${max} items`)
  return value.map((entry, i) => item(entry, at(where, i)))
}

/** A field that may be absent (never `null`: nothing this version writes is null), read by `read` when present. */
export function optional<T>(
  record: Record<string, unknown>,
  name: string,
  where: string,
  read: (value: unknown, where: string) => T
): T | undefined {
  const value = field(record, name)
  return value === undefined ? undefined : read(value, at(where, name))
}

/**
 * A row written as a JSON array (PageCell, SearchCell, TopicCell): `fixed` cells always, then up to `extra` more.
 * Returns the array, its length checked.
 */
export function row(value: unknown, where: string, fixed: number, extra: number): unknown[] {
  if (!Array.isArray(value)) throw new Malformed(where, 'not a list')
  if (value.length < fixed || value.length > fixed + extra)
    throw new Malformed(where, `not ${extra === 0 ? fixed : `${fixed} to ${fixed + extra}`} items`)
  return value
}
