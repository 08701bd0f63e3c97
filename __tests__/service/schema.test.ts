// What every schema check shares (src/service/schema.ts, pure): a JSON object is no array, a missing field fails with
// its own schema's message, a failure is named by where it is (an entry of a map by its position, never its name),
// and a check stops at the first failure.
import {
  anObject,
  check,
  expected,
  isJsonObject,
  jsonObject,
  v,
  whereOf,
  withFields
} from '../../src/service/schema.js'

const failure = (schema: v.GenericSchema, value: unknown) => {
  const checked = check(schema, value)
  if (checked.ok) throw new Error('no failure')
  return { where: whereOf(checked.issue), message: checked.issue.message }
}

describe('isJsonObject', () => {
  it('is an object that is not null and not an array', () => {
    expect([{}, { a: 1 }, Object.create(null)].map(isJsonObject)).toStrictEqual([true, true, true])
    expect([null, [], [1], 'x', 1, true, undefined].map(isJsonObject)).toStrictEqual(Array(7).fill(false))
  })
})

describe('expected: what a schema expects, as its message says', () => {
  it('its own message, or the message of the schema it wraps', () => {
    expect(expected(v.string('a string'))).toBe('a string')
    expect(expected(v.nullable(v.string('a string or null')))).toBe('a string or null')
    expect(expected(v.optional(v.nullable(v.number('a number'))))).toBe('a number')
    expect(expected(v.pipe(v.number('a count'), v.minValue(0, 'not that')))).toBe('a count')
  })
  it('valibot’s own word when it was given none', () => {
    expect(expected(v.string())).toBe('string')
    expect(expected(v.literal('docs-health-week'))).toBe('"docs-health-week"')
  })
})

describe('an object of fields', () => {
  const point = jsonObject({ x: v.number('a number'), label: v.nullable(v.string('a string or null')) }, 'a point')
  it('a missing field fails with its own message, where it is', () => {
    expect(failure(point, { x: 1 })).toStrictEqual({ where: 'label', message: 'a string or null' })
    expect(failure(point, { label: null })).toStrictEqual({ where: 'x', message: 'a number' })
  })
  it('an array, null or text is no object: the object’s own message, at the object', () => {
    for (const value of [[1, null], null, 'x'])
      expect(failure(point, value)).toStrictEqual({ where: '', message: 'a point' })
  })
  it('fields it does not name are dropped', () => {
    expect(check(point, { x: 1, label: 'a', extra: true })).toStrictEqual({ ok: true, value: { x: 1, label: 'a' } })
  })
  it('the pieces compose: a JSON object, then its fields', () => {
    const pair = v.pipe(anObject<{ a: v.NumberSchema<string> }>('a pair'), withFields({ a: v.number('a number') }))
    expect(failure(pair, [1])).toStrictEqual({ where: '', message: 'a pair' })
    expect(failure(pair, {})).toStrictEqual({ where: 'a', message: 'a number' })
  })
})

describe('whereOf', () => {
  it('names a field by its path from the top: fields with dots, items in brackets', () => {
    const deep = v.object({ rows: v.array(v.tuple([v.string(), v.object({ n: v.number('a number') })])) })
    expect(
      failure(deep, {
        rows: [
          ['a', { n: 1 }],
          ['b', { n: 'x' }]
        ]
      })
    ).toStrictEqual({
      where: 'rows[1][1].n',
      message: 'a number'
    })
  })
  it('an entry of a map by its position from 1, never by its name', () => {
    const names = v.object({ projects: v.map(v.string(), v.object({ week: v.string('a week') })) })
    const projects = new Map<string, unknown>([
      ['a', { week: 'W1' }],
      ['::warning::x', { week: 3 }]
    ])
    expect(failure(names, { projects })).toStrictEqual({ where: 'projects, field 2.week', message: 'a week' })
    const keys = v.map(v.picklist(['a'], 'not a name'), v.unknown())
    expect(
      failure(
        keys,
        new Map([
          ['a', 1],
          ['b', 2]
        ])
      )
    ).toStrictEqual({ where: ', field 2', message: 'not a name' })
  })
  it('the value itself: no path', () => {
    expect(failure(v.string('a string'), 1)).toStrictEqual({ where: '', message: 'a string' })
  })
})

describe('check', () => {
  it('stops at the first failure: the one named', () => {
    const pair = v.object({ a: v.number('first'), b: v.number('second') })
    const checked = check(pair, { a: 'x', b: 'y' })
    expect(checked).toMatchObject({ ok: false, issue: { message: 'first' } })
    expect(checked.ok ? [] : checked.issue.path?.map(item => item.key)).toStrictEqual(['a'])
  })
  it('gives the value as the schema makes it', () => {
    expect(check(v.pipe(v.string(), v.transform(Number)), '12')).toStrictEqual({ ok: true, value: 12 })
  })
})
