/**
 * The checks a history file read back from the data branch goes through (src/report/history/): the pieces its schemas
 * are made of (src/service/schema.ts: valibot; the files' schemas are parse.ts's, the marker's here), field by field.
 * Anyone with write access to the repository can edit the branch, and a later version of the action may have written
 * it. A value is this version's type or the file is refused with `reasonOf`, which names the field and what was
 * expected, never its content (a reason goes to the log): `pages[3][1]: not a whole number from 0 to …`. Only a
 * field's own value counts, never one an object inherits (`constructor`, `__proto__`). Nothing is clamped, trimmed or
 * defaulted. `READ_LIMITS` are the sizes a reader accepts. Pure.
 */
import { HISTORY_VERSION, OLDEST_VERSION } from './format.js'
import { anObject, isJsonObject, v, whereOf, withFields, type Schema } from '../../service/schema.js'

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

/** Why a file was refused: where, and what was expected there (`range.dateTo: not a date`). */
export function reasonOf(issue: v.BaseIssue<unknown>): string {
  const where = whereOf(issue)
  return where === '' ? issue.message : `${where}: ${issue.message}`
}

/** The object's own fields, none inherited: a copy without a prototype (`__proto__` stays a field like another). */
const own = <T>(value: T): T => Object.setPrototypeOf({ ...value }, null) as T
const OBJECT = 'not an object'

/**
 * An object (not an array, not null) of these fields, its own only; a missing one fails its own check, as a field
 * of the wrong type does (`project: not a string`). Fields this version does not know are dropped.
 */
export const fields = <const E extends v.ObjectEntries>(entries: E) =>
  v.pipe(anObject<E>(OBJECT), v.transform(own), withFields(entries))

/**
 * An object of one of several shapes (`options`: valibot objects), told apart by its field `key`: a gap by its
 * section, a week by whether it keeps reader text. `message` when that field fits none of them.
 */
export const variantOf = <const K extends string, const O extends v.VariantOptions<K>>(
  key: K,
  options: O,
  message: string
) => v.pipe(v.custom<v.InferInput<O[number]>>(isJsonObject, OBJECT), v.transform(own), v.variant(key, options, message))

/**
 * An object read as named entries (the index's projects, a week's sections), at most `max` `noun`: each name and value
 * checked, and named by its position (`projects, field 2`), never by the name, which is the file's text. (valibot's
 * `record` passes over `__proto__` and `constructor` unchecked: here they are names like any other, and refused.)
 */
export function entries<K extends v.GenericSchema<string, string>, V extends Schema>(
  key: K,
  value: V,
  max: number,
  noun: string
) {
  return v.pipe(
    v.custom<Record<string, unknown>>(isJsonObject, OBJECT),
    v.transform(object => new Map<string, unknown>(Object.entries(object))),
    v.maxSize(max, `more than ${max} ${noun}`),
    v.map(key, value),
    v.transform(map => Object.fromEntries(map) as Record<v.InferOutput<K>, v.InferOutput<V>>)
  )
}

/** A string of `min` (1 unless said otherwise) to `max` UTF-16 units. */
export function text(max: number, min = 1) {
  const size = `not ${min} to ${max} characters long`
  return v.pipe(v.string('not a string'), v.minLength(min, size), v.maxLength(max, size))
}

/** A string of at most `max` units that passes `test` (the size checked first: no long text reaches the test). */
export const matching = (max: number, test: (text: string) => boolean, what: string) =>
  v.pipe(text(max), v.check(test, `not ${what}`))

/** A whole number from `min` to `max`. */
export function whole(min = 0, max = Number.MAX_SAFE_INTEGER) {
  const range = `not a whole number from ${min} to ${max}`
  return v.pipe(v.number(range), v.integer(range), v.minValue(min, range), v.maxValue(max, range))
}

/** One of the words given. */
export const oneOf = <const T extends string>(words: readonly T[]) =>
  v.picklist(words, `not one of ${words.join(', ')}`)

/** A list of at most `max` items, each checked by `item` (the length first: a huge list is refused unread). */
export const list = <S extends Schema>(max: number, item: S) =>
  v.pipe(v.custom<unknown[]>(Array.isArray, 'not a list'), v.maxLength(max, `more than ${max} items`), v.array(item))

/**
 * A row written as a JSON array (PageCell, SearchCell, TopicCell): `fixed` cells always, then up to `extra` more,
 * each checked by `cells` (a tuple, or a tuple with a rest) once the length is right.
 */
export function row<S extends v.GenericSchema<unknown[], unknown>>(fixed: number, extra: number, cells: S) {
  const size = `not ${extra === 0 ? fixed : `${fixed} to ${fixed + extra}`} items`
  const fits = (items: unknown[]) => items.length >= fixed && items.length <= fixed + extra
  return v.pipe(v.custom<unknown[]>(Array.isArray, 'not a list'), v.check(fits, size), cells)
}

/**
 * A file's marker, `format` and `version`, read before its fields: a version this code reads (OLDEST_VERSION to this
 * one), or (`laterMarker`) a later version's, any whole number above this one. parse.ts then reads the fields.
 */
export const thisMarker = (format: string) =>
  fields({ format: v.literal(format, `not ${format}`), version: whole(OLDEST_VERSION, HISTORY_VERSION) })
export const laterMarker = (format: string) =>
  fields({ format: v.literal(format), version: v.pipe(v.number(), v.integer(), v.minValue(HISTORY_VERSION + 1)) })
