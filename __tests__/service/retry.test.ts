// Retry arithmetic (src/service/retry.ts, pure): the backoff and its defaults, a random() of exactly 1 (the top of the
// range stays below the ceiling), Retry-After read as seconds or an HTTP date, with spaces around it.
import fc from 'fast-check'
import { backoffDelay, parseRetryAfter, DEFAULT_BACKOFF } from '../../src/service/retry.js'

describe('backoffDelay (equal jitter)', () => {
  it('stays within [c/2, c), c = min(cap, base·2^(attempt-1)), for any attempt and random value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 600_000 }),
        (attempt, r, baseMs, capMs) => {
          const delay = backoffDelay(attempt, { baseMs, capMs }, () => r)
          const ceiling = Math.min(capMs, baseMs * 2 ** Math.min(attempt - 1, 30))
          expect(delay).toBeGreaterThanOrEqual(Math.floor(ceiling / 2))
          expect(delay).toBeLessThan(Math.max(ceiling, 1))
        }
      )
    )
  })

  it('never retries at once: half the ceiling when random() is 0', () => {
    const bottom = (attempt: number): number => backoffDelay(attempt, { baseMs: 1000, capMs: 30_000 }, () => 0)
    expect([1, 2, 3, 4, 10].map(bottom)).toEqual([500, 1000, 2000, 4000, 15_000])
  })

  it('grows with the attempt until the cap', () => {
    const top = (attempt: number): number => backoffDelay(attempt, { baseMs: 1000, capMs: 30_000 }, () => 0.999999)
    expect(top(1)).toBe(999)
    expect(top(2)).toBe(1999)
    expect(top(3)).toBe(3999)
    expect(top(10)).toBe(29_999)
  })

  it('defaults: 1 s base, 30 s cap', () => {
    expect(DEFAULT_BACKOFF).toEqual({ baseMs: 1000, capMs: 30_000 })
    expect(backoffDelay(1, undefined, () => 0)).toBe(500)
    expect(backoffDelay(10, undefined, () => 0)).toBe(15_000)
  })

  it('a random() of 1 gives one below the ceiling, never the ceiling', () => {
    expect(backoffDelay(1, { baseMs: 1000, capMs: 30_000 }, () => 1)).toBe(999)
  })
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-22T12:00:00Z')
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000)
    expect(parseRetryAfter('0', now)).toBe(0)
  })
  it('reads an HTTP date relative to now, and a past date as 0', () => {
    expect(parseRetryAfter('Sun, 22 Nov 2026 12:00:30 GMT', now)).toBe(30_000)
    expect(parseRetryAfter('Sun, 22 Nov 2026 11:00:00 GMT', now)).toBe(0)
  })
  it.each([null, undefined, '', '  ', '-5', '1.5', 'soon', 'Mon, 99 Foo 2026'])('ignores %j', value => {
    expect(parseRetryAfter(value, now)).toBeUndefined()
  })
  it('never returns a negative or non-finite delay, whatever the header says', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.nat().map(String),
          fc.date({ noInvalidDate: true }).map(d => d.toUTCString())
        ),
        value => {
          const ms = parseRetryAfter(value, now)
          expect(ms === undefined || (Number.isFinite(ms) && ms >= 0)).toBe(true)
        }
      )
    )
  })
  it('agrees with the seconds it was given', () => {
    fc.assert(fc.property(fc.nat(86_400), s => expect(parseRetryAfter(String(s), now)).toBe(s * 1000)))
  })

  it('Retry-After is read with the spaces around it', () => {
    expect(parseRetryAfter(' 120 ', 0)).toBe(120_000)
  })
})
