import fc from 'fast-check'
import { InputError, InputErrors } from '../../../src/action/errors.js'
import {
  DAY_MS,
  defaultRange,
  describeRange,
  formatBound,
  parseDateInput,
  previousPeriod,
  previousQueryRange
} from '../../../src/report/visitors/range.js'
import { readVisitorSettings } from '../../../src/report/visitors/settings.js'
import { readPart } from '../../../__fixtures__/settings-readers.js'

/** The visitors inputs read alone, their problems thrown together. */
const getVisitorSettings = (read: (name: string) => string, now: Date, warnings: string[] = []) =>
  readPart(problems => readVisitorSettings(read, problems, { now, warnings }))
import { weekSettings } from '../../../__fixtures__/visitors.js'

const NOW = new Date('2026-11-22T15:30:00Z')
const reader =
  (inputs: Record<string, string>) =>
  (name: string): string =>
    inputs[name] ?? ''
const settings = (inputs: Record<string, string>) => getVisitorSettings(reader({ ...inputs }), NOW)
const errorsOf = (inputs: Record<string, string>): InputError[] => {
  try {
    settings(inputs)
  } catch (error) {
    if (error instanceof InputErrors) return error.errors
    if (error instanceof InputError) return [error]
    throw error
  }
  throw new Error('expected an input error')
}

describe('parseDateInput', () => {
  it.each([
    ['2026-11-15', '2026-11-15T00:00:00.000Z', 'date'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z', 'date'],
    ['2026-11-15T06:30:00Z', '2026-11-15T06:30:00.000Z', 'iso'],
    ['2026-11-15T06:30', '2026-11-15T06:30:00.000Z', 'iso'],
    ['2026-11-15T06:30:15.250+02:00', '2026-11-15T04:30:15.250Z', 'iso'],
    ['2026-11-15T23:00:00-0130', '2026-11-16T00:30:00.000Z', 'iso'],
    ['2026-11-15T06:30z', '2026-11-15T06:30:00.000Z', 'iso'],
    ['2026-11-15T06:30+23:00', '2026-11-14T07:30:00.000Z', 'iso'],
    ['2026-11-15T06:30-05:59', '2026-11-15T12:29:00.000Z', 'iso'],
    [' 2026-11-15\n', '2026-11-15T00:00:00.000Z', 'date']
  ])('%s is %s (%s)', (text, iso, kind) => {
    expect(parseDateInput(text)).toEqual({ date: new Date(iso), kind })
  })
  it.each([
    '',
    'yesterday',
    '2026-13-01',
    '2026-02-30',
    '2025-02-29',
    '2026-11-15T24:00',
    '15/11/2026',
    '2026-11-15Z',
    '2026-11-15T06:30+24:00',
    '2026-11-15T06:30+05:60',
    '2026-11-15T06:60Z',
    '2026-11-15T06:30:60Z',
    '2026-00-10',
    '2026-11-00',
    '2026-11-31',
    '2026-12-31T24:00'
  ])('rejects %j', text => expect(parseDateInput(text)).toBeUndefined())
})

describe('ranges', () => {
  it('defaults to the last 7 complete UTC days', () => {
    expect(defaultRange(NOW)).toMatchObject({ dateFrom: '2026-11-15', dateTo: '2026-11-22' })
  })
  it('keeps dates as dates and date-times as ISO', () => {
    expect(formatBound(new Date('2026-11-15T00:00:00Z'), 'date')).toBe('2026-11-15')
    expect(formatBound(new Date('2026-11-15T06:00:00Z'), 'date')).toBe('2026-11-15T06:00:00.000Z')
    expect(formatBound(new Date('2026-11-15T00:00:00Z'), 'iso')).toBe('2026-11-15T00:00:00.000Z')
  })
  it('the previous period of a date range is a date range of the same length', () => {
    const range = defaultRange(NOW)
    expect(previousQueryRange(range)).toMatchObject({ dateFrom: '2026-11-08', dateTo: '2026-11-15' })
  })
  it('the previous period of a range given partly as a date-time is given as date-times', () => {
    const from = new Date('2026-11-15T00:00:00Z')
    const to = new Date('2026-11-22T00:00:00Z')
    for (const [dateFrom, dateTo] of [
      ['2026-11-15', '2026-11-22T00:00:00Z'],
      ['2026-11-15T00:00:00Z', '2026-11-22']
    ]) {
      expect(previousQueryRange({ from, to, dateFrom: dateFrom!, dateTo: dateTo! })).toMatchObject({
        dateFrom: '2026-11-08T00:00:00.000Z',
        dateTo: '2026-11-15T00:00:00.000Z'
      })
    }
  })
  it('describes date ranges by their last included day, date-times as exclusive', () => {
    expect(describeRange({ dateFrom: '2026-11-15', dateTo: '2026-11-22' })).toBe('2026-11-15 → 2026-11-21 (7 days)')
    expect(describeRange({ dateFrom: '2026-11-15', dateTo: '2026-11-16' })).toBe('2026-11-15 (1 day)')
    expect(describeRange({ dateFrom: '2026-11-15T06:00:00Z', dateTo: '2026-11-16T18:00:00Z' })).toBe(
      '2026-11-15T06:00:00Z → 2026-11-16T18:00:00Z (exclusive; 36 hours)'
    )
    expect(describeRange({ dateFrom: '2026-11-15T06:00:00Z', dateTo: '2026-11-15T07:30:00Z' })).toBe(
      '2026-11-15T06:00:00Z → 2026-11-15T07:30:00Z (exclusive; 90 minutes)'
    )
    // A date with a date-time: both bounds as given, the end exclusive.
    expect(describeRange({ dateFrom: '2026-11-15', dateTo: '2026-11-22T00:00:00Z' })).toBe(
      '2026-11-15 → 2026-11-22T00:00:00Z (exclusive; 7 days)'
    )
    expect(describeRange({ dateFrom: '2026-11-15T00:00:00Z', dateTo: '2026-11-22' })).toBe(
      '2026-11-15T00:00:00Z → 2026-11-22 (exclusive; 7 days)'
    )
    // Bounds it cannot read are shown as given (escaping is the caller's).
    expect(describeRange({ dateFrom: 'last week', dateTo: '2026-11-22' })).toBe('last week → 2026-11-22 (exclusive)')
  })

  const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
  it('previousPeriod has the same length and ends where the range starts (property)', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 400 * DAY_MS }), (start, length) => {
        const range = { from: new Date(start), to: new Date(start + length) }
        const previous = previousPeriod(range)
        expect(previous.to.getTime()).toBe(range.from.getTime())
        expect(previous.to.getTime() - previous.from.getTime()).toBe(length)
      })
    )
  })
  it('any valid from < to round-trips through the strings sent to the service (property)', () => {
    fc.assert(
      fc.property(instant, instant, fc.boolean(), (a, b, days) => {
        fc.pre(a !== b)
        const [from, to] = [Math.min(a, b), Math.max(a, b)].map(t => new Date(days ? t - (t % DAY_MS) : t))
        fc.pre(from!.getTime() < to!.getTime())
        for (const date of [from!, to!]) {
          const text = formatBound(date, days ? 'date' : 'iso')
          expect(parseDateInput(text)).toEqual({ date, kind: days ? 'date' : 'iso' })
        }
      })
    )
  })
})

describe('getVisitorSettings', () => {
  it('defaults: last 7 days, 20 pages, compare on, top 10', () => {
    expect(settings({})).toStrictEqual(weekSettings())
  })
  it('derives date-to 7 days after a lone date-from', () => {
    expect(settings({ 'date-from': '2026-10-01' })).toMatchObject({ dateFrom: '2026-10-01', dateTo: '2026-10-08' })
  })
  it('derives date-from 7 days before a lone date-to, keeping ISO', () => {
    expect(settings({ 'date-to': '2026-10-08T12:00:00Z' })).toMatchObject({
      dateFrom: '2026-10-01T12:00:00.000Z',
      dateTo: '2026-10-08T12:00:00.000Z'
    })
  })
  it('reads the other inputs', () => {
    expect(settings({ 'max-pages': '400', compare: 'off', top: '1' })).toMatchObject({
      maxPages: 400,
      compare: false,
      top: 1
    })
  })
  it.each([
    ['date-from', { 'date-from': 'last week' }],
    ['date-to', { 'date-to': '2026-02-30' }],
    ['date-from', { 'date-from': '11/15/2026', 'date-to': '2026-11-20' }]
  ])('an unparseable date names %s and shows the accepted formats', (input, inputs) => {
    const [error, ...rest] = errorsOf(inputs)
    expect(rest).toStrictEqual([])
    expect(error?.input).toBe(input)
    expect(error?.message).toMatch(/YYYY-MM-DD.*ISO 8601/)
  })
  it('collects every bad input at once', () => {
    const errors = errorsOf({ 'date-from': 'x', 'date-to': 'y', 'max-pages': '401', compare: 'maybe', top: '0' })
    expect(errors.map(e => e.input)).toEqual(['date-from', 'date-to', 'max-pages', 'compare', 'top'])
  })
  it('date-from on or after date-to names both', () => {
    for (const to of ['2026-11-10', '2026-11-09']) {
      const [error] = errorsOf({ 'date-from': '2026-11-10', 'date-to': to })
      expect(error?.input).toBe('date-from')
      expect(error?.message).toMatch(/date-to.*exclusive/)
    }
  })
  it('a range that starts in the future names date-from', () => {
    const [error] = errorsOf({ 'date-from': '2026-11-23' })
    expect(error?.input).toBe('date-from')
    expect(error?.message).toMatch(/future/)
    const [derived] = errorsOf({ 'date-to': '2026-12-31' })
    expect(derived?.input).toBe('date-from')
    expect(derived?.message).toMatch(/7 days before 'date-to'/)
  })
  it('a range that starts today is accepted', () => {
    expect(settings({ 'date-from': '2026-11-22' }).dateTo).toBe('2026-11-29')
  })
  it('a range that starts today says, in one warning, that it holds part of a day', () => {
    const warnings: string[] = []
    getVisitorSettings(reader({ 'date-from': '2026-11-22' }), NOW, warnings)
    expect(warnings).toEqual([expect.stringMatching(/^Input 'date-to' 2026-11-29 .*starts today.*uneven/)])
  })
  it('a range ending after now ends at today 00:00 UTC instead, with one warning naming date-to', () => {
    const warnings: string[] = []
    const read = reader({ 'date-from': '2026-11-18' })
    expect(getVisitorSettings(read, NOW, warnings)).toMatchObject({
      dateFrom: '2026-11-18',
      dateTo: '2026-11-22',
      to: new Date('2026-11-22T00:00:00Z')
    })
    expect(warnings).toEqual([
      expect.stringMatching(
        /^Input 'date-to' 2026-11-25 \(7 days after 'date-from', as 'date-to' is empty\) is in the future .*ends at today 00:00 UTC, 2026-11-22/
      )
    ])
    const iso: string[] = []
    const given = reader({
      'date-from': '2026-11-20T06:00Z',
      'date-to': '2026-11-30T06:00Z'
    })
    expect(getVisitorSettings(given, NOW, iso).dateTo).toBe('2026-11-22T00:00:00.000Z')
    expect(iso).toHaveLength(1)
  })
  it('a range ending before now is kept as given, without a warning, even within today', () => {
    const warnings: string[] = []
    const read = reader({ 'date-from': '2026-11-22T01:00Z', 'date-to': '2026-11-22T15:00Z' })
    expect(getVisitorSettings(read, NOW, warnings).dateTo).toBe('2026-11-22T15:00:00.000Z')
    expect(settings({}).dateTo).toBe('2026-11-22')
    expect(warnings).toStrictEqual([])
  })
  it('a range longer than 366 days names date-to; 366 days is fine', () => {
    const [error] = errorsOf({ 'date-from': '2025-01-01', 'date-to': '2026-01-03' })
    expect(error?.input).toBe('date-to')
    expect(error?.message).toMatch(/367 days/)
    expect(settings({ 'date-from': '2025-01-01', 'date-to': '2026-01-02' }).dateTo).toBe('2026-01-02')
  })
  it.each([
    ['max-pages', '0'],
    ['max-pages', '2.5'],
    ['top', '101'],
    ['top', 'ten']
  ])('%s=%s is rejected', (input, value) => {
    const read = reader({ [input]: value })
    expect(() => getVisitorSettings(read, NOW)).toThrow(new RegExp(`^Input '${input}'`))
  })
})
