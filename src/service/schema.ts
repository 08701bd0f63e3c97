/**
 * The one schema library every answer and file format is checked with, and what those checks share: the service's
 * answers (answers.ts, analytics.ts) and the docs-health history's files (src/report/history/check.ts, parse.ts). A
 * schema states a shape once; the TypeScript type is inferred from it (`v.InferOutput`), and a value that fails is
 * named by where it failed (`whereOf`) and by its check's own message, which says what was expected. Pure.
 */
// valibot, not zod: ncc bundles a package whole, and valibot's is the smallest (91 kB minified; zod/mini 116, zod 160); no dependency; our own message per check.
import * as v from 'valibot'

export { v }

/** A JSON object: not null, not an array (valibot's `object` takes an array for one). */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Any schema of a JSON value. */
export type Schema = v.GenericSchema

/**
 * What a schema's own check expects, as its message says it (a field's message when the field is missing); valibot's
 * own word for it (`"docs-health-week"`, `string`) when the schema was given no message.
 */
export function expected(schema: unknown): string {
  const { message, wrapped, expects } = schema as { message?: unknown; wrapped?: unknown; expects?: unknown }
  if (typeof message === 'string') return message
  return wrapped === undefined ? String(expects) : expected(wrapped)
}

/**
 * An object's fields, each checked by its schema; a missing one fails with its own schema's message. (The object's
 * message is asked for a missing field only, whose path valibot gives: the value is known to be an object by then.)
 */
export const withFields = <const E extends v.ObjectEntries>(entries: E) =>
  v.object(entries, issue => expected(entries[(issue.path as [v.ObjectPathItem])[0].key]))

/** A JSON object, typed as the object of `entries` it is then checked to be. */
export const anObject = <const E extends v.ObjectEntries>(message: string) =>
  v.custom<v.InferInput<v.ObjectSchema<E, undefined>>>(isJsonObject, message)

/**
 * An object of these fields, each checked by its schema (the first to fail is the one named); fields not named are
 * dropped. A missing field fails with its own schema's message, as a field of the wrong type does. `notObject`: the
 * message when the value is no JSON object at all.
 */
export const jsonObject = <const E extends v.ObjectEntries>(entries: E, notObject: string) =>
  v.pipe(anObject<E>(notObject), withFields(entries))

/**
 * Where a check failed, from the top: `visitors[3].path`, `pages[1][0]`, '' for the value itself. An entry of a map
 * (an object read as named entries: the history index's projects) is named by its position, `projects, field 2`,
 * never by its name, which is the file's text.
 */
export function whereOf(issue: v.BaseIssue<unknown>): string {
  let where = ''
  for (const item of issue.path ?? []) {
    if (item.type === 'map')
      where += `, field ${[...(item.input as Map<unknown, unknown>).keys()].indexOf(item.key) + 1}`
    else if (typeof item.key === 'number') where += `[${item.key}]`
    else where += where === '' ? String(item.key) : `.${String(item.key)}`
  }
  return where
}

/** Checks `value` against `schema` up to its first failure: the value as the schema gives it, or that failure. */
export function check<S extends Schema>(
  schema: S,
  value: unknown
): { ok: true; value: v.InferOutput<S> } | { ok: false; issue: v.InferIssue<S> } {
  const result = v.safeParse(schema, value, { abortEarly: true })
  return result.success ? { ok: true, value: result.output } : { ok: false, issue: result.issues[0] }
}
