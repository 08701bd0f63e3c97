import fc from 'fast-check'
import { formatDuration, parseDuration } from '../../src/action/duration.js'

describe('parseDuration', () => {
  it.each([
    ['5', 5000],
    ['5s', 5000],
    ['1m', 60_000],
    ['1m30s', 90_000],
    ['500ms', 500],
    ['1.5s', 1500],
    ['2h', 7_200_000],
    [' 10S ', 10_000],
    ['0.25', 250],
    ['90', 90_000],
    ['1.25h', 4_500_000],
    ['0.125s', 125]
  ])('reads %j as %d ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms)
  })

  it.each(['', ' ', 'abc', '5x', 's5', '-5', '5 minutes', '1m junk', '1e3', 'Infinity', '5..s'])('refuses %j', text => {
    expect(parseDuration(text)).toBeUndefined()
  })

  it('round-trips any whole number of seconds, minutes and hours', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(59), fc.nat(59), (h, m, s) => {
        const text = `${h}h${m}m${s}s`
        expect(parseDuration(text)).toBe(((h * 60 + m) * 60 + s) * 1000)
      })
    )
  })

  it('never throws and never returns a negative or non-finite number', () => {
    fc.assert(
      fc.property(fc.string(), text => {
        const ms = parseDuration(text)
        expect(ms === undefined || (Number.isFinite(ms) && ms >= 0)).toBe(true)
      })
    )
  })
})

describe('formatDuration', () => {
  it.each([
    [800, '0.8s'],
    [5000, '5s'],
    [95_000, '1m 35s'],
    [120_000, '2m'],
    [3_900_000, '1h 5m']
  ])('%d ms reads as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text)
  })
})
