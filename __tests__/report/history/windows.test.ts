// The weeks a fix is judged on (src/report/history/windows.ts): which weeks the windows are, what makes a week known
// or unknown (never zero), and the breaks in a series. Weeks are ISO weeks of 2026 built in weeks.ts (Monday ranges).
import type { WeekRecord } from '../../../src/report/history/format.js'
import {
  countIn,
  firstWeekAfter,
  sumWindow,
  usableWeeks,
  weekEnded,
  weeksAfter,
  weeksBefore
} from '../../../src/report/history/windows.js'
import { monday, week } from './weeks.js'

const SERIES = { counting: 2, keying: '0a1b2c3d' }
const term = { section: 'searches' as const, subject: 'searches:1' }
const page = { section: 'feedback' as const, subject: '/a' }
const topic = { section: 'assistant' as const, subject: 'assistant:1' }

describe('the windows', () => {
  it('before: the four weeks before the one picked in, oldest first (across a year’s end too)', () => {
    expect(weeksBefore('2026-W10')).toStrictEqual(['2026-W06', '2026-W07', '2026-W08', '2026-W09'])
    expect(weeksBefore('2027-W02')).toStrictEqual(['2026-W51', '2026-W52', '2026-W53', '2027-W01'])
  })
  it('after: from the week after the one it went live in; a change live at a Monday midnight counts that week', () => {
    expect(firstWeekAfter('2026-03-04T15:00:00Z')).toBe('2026-W11') // a Wednesday of W10
    expect(firstWeekAfter('2026-03-08T23:59:59Z')).toBe('2026-W11') // the Sunday
    expect(firstWeekAfter(`${monday(11)}T00:00:00Z`)).toBe('2026-W11')
    expect(firstWeekAfter(`${monday(11)}T00:00:01Z`)).toBe('2026-W12')
    expect(weeksAfter('2026-03-04T15:00:00Z')).toStrictEqual(['2026-W11', '2026-W12', '2026-W13', '2026-W14'])
  })
  it('a week has ended once its Sunday is over, not before', () => {
    expect(weekEnded('2026-W11', new Date(`${monday(12)}T00:00:00Z`))).toBe(true)
    expect(weekEnded('2026-W11', new Date(Date.parse(`${monday(12)}T00:00:00Z`) - 1))).toBe(false)
  })
})

describe('usableWeeks', () => {
  it('keeps seven-day ranges once each (the later record of a week), and refuses ranges of other lengths', () => {
    const month = week(12, { range: { dateFrom: monday(9), dateTo: monday(13) } })
    const usable = usableWeeks([week(10, { counting: 1 }), week(10), week(11), month])
    expect((usable.get('2026-W10') as WeekRecord).counting).toBe(2)
    expect(usable.get('2026-W11')).toMatchObject({ week: '2026-W11' })
    expect(usable.get('2026-W12')).toBe('not seven days')
  })
  it('a seven-day range that overlaps the one before is not counted twice', () => {
    const shifted = week(11, { range: { dateFrom: '2026-03-04', dateTo: '2026-03-11' } }) // Wed of W10 to Tue of W11
    const usable = usableWeeks([week(10), shifted, week(12)])
    expect(usable.get('2026-W11')).toBe('overlaps another week')
    expect(usable.get('2026-W12')).toMatchObject({ week: '2026-W12' })
  })
})

describe('countIn', () => {
  it('a listed term: clicks of searches; a page: 👎 of ratings; a topic: unanswered of asked', () => {
    const w = week(10, {
      terms: [['searches:1', 40, 6]],
      pages: [['/a', 9, 0, 3, 7, 0]],
      topics: [['assistant:1', 2, 9]]
    })
    expect(countIn(w, term, SERIES)).toStrictEqual({ events: 6, trials: 40 })
    expect(countIn(w, page, SERIES)).toStrictEqual({ events: 7, trials: 10 })
    expect(countIn(w, topic, SERIES)).toStrictEqual({ events: 2, trials: 9 })
  })
  it('absent from a whole list: zero; from a cut list: unknown, never zero', () => {
    const whole = week(10)
    expect(countIn(whole, term, SERIES)).toStrictEqual({ events: 0, trials: 0 })
    expect(countIn(whole, page, SERIES)).toStrictEqual({ events: 0, trials: 0 })
    expect(countIn(whole, topic, SERIES)).toStrictEqual({ events: 0, trials: 0 })
    const cut = week(10, { omitted: { terms: 3, pages: 1, topics: 2 } })
    expect(countIn(cut, term, SERIES)).toBe('list cut')
    expect(countIn(cut, page, SERIES)).toBe('list cut')
    expect(countIn(cut, topic, SERIES)).toBe('list cut')
  })
  it('a section partial, failed or not read: unknown', () => {
    expect(countIn(week(10, { sections: { searches: 'partial' } }), term, SERIES)).toBe('section not read whole')
    expect(countIn(week(10, { sections: { searches: 'failed' } }), term, SERIES)).toBe('section not read whole')
    expect(countIn(week(10, { sections: {} }), term, SERIES)).toBe('section not read whole')
  })
  it('a week of version 1: a topic’s questions unknown, listed or not', () => {
    const v1 = { ...week(10, { topics: [['assistant:1', 2, null]] }), keying: undefined }
    expect(countIn(v1, topic, SERIES)).toBe('no questions counted')
    expect(countIn(v1, { ...topic, subject: 'assistant:2' }, SERIES)).toBe('no questions counted')
    expect(countIn({ ...week(10, { terms: [['searches:1', 5, 1]] }), keying: undefined }, term, SERIES)).toStrictEqual({
      events: 1,
      trials: 5
    })
  })
  it('a break: another counting, or another keying (a new API key); a week without keying is not a break', () => {
    expect(countIn(week(10, { counting: 1 }), term, SERIES)).toBe('counted otherwise')
    expect(countIn(week(10, { keying: 'ffffffff' }), term, SERIES)).toBe('keys changed')
    expect(countIn(week(10, { keying: 'ffffffff' }), term, { counting: 2 })).toStrictEqual({ events: 0, trials: 0 })
  })
})

describe('sumWindow', () => {
  it('sums the known weeks and names why each other one is unknown', () => {
    const usable = usableWeeks([
      week(6, { terms: [['searches:1', 10, 1]] }),
      week(7, { terms: [['searches:1', 20, 2]], sections: { searches: 'partial' } }),
      week(9, { terms: [['searches:1', 30, 3]] })
    ])
    expect(sumWindow(weeksBefore('2026-W10'), usable, term, SERIES)).toStrictEqual({
      weeks: ['2026-W06', '2026-W07', '2026-W08', '2026-W09'],
      count: { events: 4, trials: 40 },
      known: 2,
      unknown: ['section not read whole', 'no record']
    })
  })
  it('a week the caller rules out is unknown with the caller’s reason', () => {
    const usable = usableWeeks([week(11, { terms: [['searches:1', 10, 1]] })])
    const window = sumWindow(['2026-W11'], usable, term, SERIES, () => 'started before live')
    expect(window).toMatchObject({ known: 0, unknown: ['started before live'], count: { events: 0, trials: 0 } })
  })
})
