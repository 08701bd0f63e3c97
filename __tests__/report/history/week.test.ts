// The history's weeks (pure): the ISO week a range is filed under, its edges at the turn of a year, the counting of a
// range and the counting changes inside a list of weeks, and the arithmetic of week ids, checked against an
// independent day-by-day count.
import fc from 'fast-check'
import type { CountingChange } from '../../../src/report/history/format.js'
import {
  addWeeks,
  breaksWithin,
  compareWeeks,
  counting,
  countingOn,
  isWeek,
  lastDay,
  latestCounting,
  weekMonday,
  weekOf,
  weekOfDay
} from '../../../src/report/history/week.js'

const DAY = 86_400_000
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const ms = (text: string) => Date.parse(`${text}T00:00:00Z`)

/**
 * The ISO week of a day counted the slow way, independently of week.ts: walk back to the Monday, then count the
 * Mondays back to the first Monday whose week holds a January 4.
 */
function slowWeek(text: string): string {
  let monday = ms(text)
  while (new Date(monday).getUTCDay() !== 1) monday -= DAY
  const thursday = new Date(monday + 3 * DAY)
  const year = thursday.getUTCFullYear()
  let week = 1
  for (let m = monday - 7 * DAY; new Date(m + 3 * DAY).getUTCFullYear() === year; m -= 7 * DAY) week++
  return `${year}-W${String(week).padStart(2, '0')}`
}

describe('weekOfDay', () => {
  it.each([
    ['2026-11-22', '2026-W47'], // a Sunday: the last day of its week
    ['2026-11-23', '2026-W48'], // the Monday after
    ['2026-01-01', '2026-W01'], // a Thursday: the year's first week
    ['2026-12-28', '2026-W53'],
    ['2026-12-31', '2026-W53'], // 2026 starts on a Thursday: 53 weeks
    ['2027-01-01', '2026-W53'], // a Friday: still the last week of 2026
    ['2027-01-03', '2026-W53'],
    ['2027-01-04', '2027-W01'],
    ['2029-12-31', '2030-W01'], // a Monday in the week of 2030's first Thursday
    ['2024-12-30', '2025-W01'],
    ['2021-01-03', '2020-W53'],
    ['2020-02-29', '2020-W09'],
    ['0999-06-15', '0999-W24'] // a year of three digits, padded
  ])('%s is in %s', (date, week) => {
    expect(weekOfDay(date)).toBe(week)
  })

  it('agrees with a day-by-day count, and weeks start on Mondays', () => {
    fc.assert(
      fc.property(fc.integer({ min: ms('1970-01-01') / DAY, max: ms('2200-12-31') / DAY }), n => {
        const date = day(n * DAY)
        const week = weekOfDay(date)
        expect(week).toBe(slowWeek(date))
        expect(isWeek(week)).toBe(true)
        const monday = ms(weekMonday(week))
        expect(new Date(monday).getUTCDay()).toBe(1)
        expect(n * DAY - monday).toBeGreaterThanOrEqual(0)
        expect(n * DAY - monday).toBeLessThan(7 * DAY)
      }),
      { numRuns: 300 }
    )
  })

  it('throws on what is not a day', () => {
    for (const bad of ['2026-02-30', '2026-11-22T00:00:00Z', 'x2026-11-22', '2026-11-22x', ''])
      expect(() => weekOfDay(bad)).toThrow(`not a day: ${JSON.stringify(bad)}`)
  })
})

describe('lastDay and weekOf: a range is filed under its last day', () => {
  it.each([
    [{ dateFrom: '2026-11-16', dateTo: '2026-11-23' }, '2026-11-22', '2026-W47'], // dateTo is exclusive
    [{ dateFrom: '2026-11-16', dateTo: '2026-11-23T12:00:00Z' }, '2026-11-23', '2026-W48'], // ends mid-day
    [{ dateFrom: '2026-11-16', dateTo: '2026-11-23T00:00:00.001Z' }, '2026-11-23', '2026-W48'],
    [{ dateFrom: '2026-11-16', dateTo: '2026-11-23T01:00:00+02:00' }, '2026-11-22', '2026-W47'], // 23:00 UTC
    [{ dateFrom: '2026-12-25', dateTo: '2027-01-01' }, '2026-12-31', '2026-W53'],
    [{ dateFrom: '2026-12-26', dateTo: '2027-01-02' }, '2027-01-01', '2026-W53'],
    [{ dateFrom: '2029-12-24', dateTo: '2030-01-01' }, '2029-12-31', '2030-W01']
  ])('%j ends on %s, in %s', (range, last, week) => {
    expect(lastDay(range)).toBe(last)
    expect(weekOf(range)).toBe(week)
  })

  it('throws on an end that is not a date', () => {
    expect(() => lastDay({ dateFrom: '2026-11-16', dateTo: 'soon' })).toThrow('not a date: "soon"')
  })
})

describe('counting', () => {
  const CHANGES: CountingChange[] = [
    { from: '2026-07-31', what: 'first' },
    { from: '2027-03-01', what: 'second' }
  ]

  it('is 1 + the changes in effect by the range’s last day (the service’s own changes by default)', () => {
    expect(counting({ dateFrom: '2026-07-23', dateTo: '2026-07-31' })).toBe(1) // ends on the 30th
    expect(counting({ dateFrom: '2026-07-24', dateTo: '2026-08-01' })).toBe(2) // ends on the 31st, the change's day
    expect(counting({ dateFrom: '2026-11-16', dateTo: '2026-11-23' })).toBe(2)
    expect(counting({ dateFrom: '2026-11-16', dateTo: '2026-11-23' }, CHANGES)).toBe(2)
    expect(counting({ dateFrom: '2027-02-22', dateTo: '2027-03-02' }, CHANGES)).toBe(3)
    expect(counting({ dateFrom: '2026-01-01', dateTo: '2026-01-08' }, [])).toBe(1)
  })

  it('countingOn a day, and the latest counting', () => {
    expect(countingOn('2026-07-30')).toBe(1)
    expect(countingOn('2026-07-31')).toBe(2)
    expect(countingOn('2027-02-28', CHANGES)).toBe(2)
    expect(countingOn('2027-03-01', CHANGES)).toBe(3)
    expect(latestCounting()).toBe(2)
    expect(latestCounting(CHANGES)).toBe(3)
    expect(latestCounting([])).toBe(1)
  })
})

describe('breaksWithin', () => {
  const CHANGES: CountingChange[] = [
    { from: '2026-07-31', what: 'first' }, // a Friday of 2026-W31
    { from: '2026-08-10', what: 'second' } // the Monday of 2026-W33
  ]
  const [first, second] = CHANGES as [CountingChange, CountingChange]

  it('marks each change at the first week counted after it, in a list of any order', () => {
    expect(breaksWithin(['2026-W32', '2026-W30', '2026-W31', '2026-W33', '2026-W34'], CHANGES)).toStrictEqual([
      { week: '2026-W31', change: first }, // its Sunday, 2 August, is after the change
      { week: '2026-W33', change: second }
    ])
    // The service's own change by default.
    expect(breaksWithin(['2026-W30', '2026-W31'])).toStrictEqual([{ week: '2026-W31', change: expect.anything() }])
  })

  it('a change on a Sunday falls in that week; one the day after, in the next', () => {
    const sunday = [{ from: '2026-08-02', what: 'on a Sunday' }]
    expect(breaksWithin(['2026-W30', '2026-W31'], sunday)).toStrictEqual([{ week: '2026-W31', change: sunday[0] }])
    const monday = [{ from: '2026-08-03', what: 'on a Monday' }]
    expect(breaksWithin(['2026-W31', '2026-W32'], monday)).toStrictEqual([{ week: '2026-W32', change: monday[0] }])
    expect(breaksWithin(['2026-W30', '2026-W31'], monday)).toStrictEqual([])
  })

  it('a change between two weeks of the list that are not adjacent is marked at the later one', () => {
    expect(breaksWithin(['2026-W20', '2026-W40'], CHANGES)).toStrictEqual([
      { week: '2026-W40', change: first },
      { week: '2026-W40', change: second }
    ])
  })

  it('nothing for a change before the list, after it, or for a list of one week or none', () => {
    expect(breaksWithin(['2026-W35', '2026-W36'], CHANGES)).toStrictEqual([])
    expect(breaksWithin(['2026-W20', '2026-W21'], CHANGES)).toStrictEqual([])
    expect(breaksWithin(['2026-W31'], CHANGES)).toStrictEqual([])
    expect(breaksWithin([], CHANGES)).toStrictEqual([])
    expect(breaksWithin(['2026-W31', '2026-W31'], CHANGES)).toStrictEqual([])
  })

  it('leaves the list it is given as it was', () => {
    const weeks = ['2026-W32', '2026-W30']
    breaksWithin(weeks, CHANGES)
    expect(weeks).toStrictEqual(['2026-W32', '2026-W30'])
  })
})

describe('week ids', () => {
  it('isWeek: only weeks that exist, written in full', () => {
    for (const week of ['2026-W01', '2026-W47', '2026-W53', '2020-W53', '2030-W01', '0999-W24'])
      expect(isWeek(week)).toBe(true)
    for (const week of ['2027-W53', '2025-W53', '2026-W00', '2026-W54', '2026-W99', '2026-W1', '26-W01', '2026W01'])
      expect(isWeek(week)).toBe(false)
    for (const week of [' 2026-W01', '2026-W01 ', '2026-w01', '2026-W01\n', 'x2026-W01'])
      expect(isWeek(week)).toBe(false)
  })

  it('weekMonday', () => {
    expect(weekMonday('2026-W47')).toBe('2026-11-16')
    expect(weekMonday('2026-W01')).toBe('2025-12-29') // week 1 may start in the year before
    expect(weekMonday('2026-W53')).toBe('2026-12-28')
    expect(weekMonday('2027-W01')).toBe('2027-01-04')
    expect(weekMonday('2030-W01')).toBe('2029-12-31')
    expect(() => weekMonday('2027-W53')).toThrow('not an ISO week: "2027-W53"')
  })

  it('addWeeks across the turn of a year, both ways', () => {
    expect(addWeeks('2026-W52', 1)).toBe('2026-W53')
    expect(addWeeks('2026-W53', 1)).toBe('2027-W01')
    expect(addWeeks('2027-W01', -1)).toBe('2026-W53')
    expect(addWeeks('2027-W52', 1)).toBe('2028-W01') // 2027 has 52 weeks
    expect(addWeeks('2026-W47', 0)).toBe('2026-W47')
    expect(addWeeks('2026-W47', -52)).toBe('2025-W47')
  })

  it('addWeeks and compareWeeks agree with the days they stand for', () => {
    const weekArb = fc
      .integer({ min: ms('1990-01-01') / DAY, max: ms('2100-12-31') / DAY })
      .map(n => weekOfDay(day(n * DAY)))
    fc.assert(
      fc.property(weekArb, weekArb, fc.integer({ min: -600, max: 600 }), (a, b, n) => {
        const later = addWeeks(a, n)
        expect(ms(weekMonday(later)) - ms(weekMonday(a))).toBe(n * 7 * DAY)
        expect(addWeeks(later, -n)).toBe(a)
        expect(Math.sign(compareWeeks(a, b))).toBe(Math.sign(ms(weekMonday(a)) - ms(weekMonday(b))))
      }),
      { numRuns: 200 }
    )
  })

  it('compareWeeks orders oldest first', () => {
    expect(['2027-W01', '2026-W53', '2026-W09', '2026-W10'].sort(compareWeeks)).toStrictEqual([
      '2026-W09',
      '2026-W10',
      '2026-W53',
      '2027-W01'
    ])
    expect(compareWeeks('2026-W10', '2026-W10')).toBe(0)
    expect(compareWeeks('2026-W10', '2026-W09')).toBe(1)
    expect(compareWeeks('2026-W09', '2026-W10')).toBe(-1)
  })
})
