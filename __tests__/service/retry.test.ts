// The retry policy (src/service/retry.ts, pure): which failures are sent again and which may have been processed (the
// rules of docs/reliability.md, status by status), the wait before a retry and why there may be none, the backoff and
// its defaults, a random() of exactly 1 (the top of the range stays below the ceiling), Retry-After read as seconds or
// an HTTP date, with spaces around it. http-classify.test.ts shows the same rules over real HTTP.
import fc from 'fast-check'
import {
  backoffDelay,
  DEFAULT_BACKOFF,
  mayHaveProcessed,
  MAX_RETRY_AFTER_MS,
  neverLeft,
  parseRetryAfter,
  retriesStatus,
  retryWait
} from '../../src/service/retry.js'

describe('which failures are sent again', () => {
  // [status, GET retried, POST retried, POST may have been processed]
  it.each([
    [400, false, false, false],
    [401, false, false, false],
    [403, false, false, false],
    [404, false, false, false],
    [407, false, false, false],
    [409, false, false, false],
    [408, true, false, true],
    [429, true, true, false],
    [499, false, false, false],
    [500, true, false, true],
    [502, true, false, true],
    [503, true, false, true],
    [599, true, false, true]
  ])('HTTP %i: a GET retried %s, a POST retried %s, a POST maybe processed %s', (status, get, post, processed) => {
    expect(retriesStatus('GET', status)).toBe(get)
    expect(retriesStatus('POST', status)).toBe(post)
    expect(mayHaveProcessed('POST', status)).toBe(processed)
    expect(mayHaveProcessed('GET', status)).toBe(false)
  })

  it('a 429 not at all when the caller will not wait out a rate limit; other statuses as before', () => {
    expect([retriesStatus('GET', 429, false), retriesStatus('POST', 429, false)]).toEqual([false, false])
    expect([retriesStatus('GET', 503, false), retriesStatus('GET', 429, true)]).toEqual([true, true])
  })

  it('a network error left the machine unless its code says the connection was never made', () => {
    const never = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']
    expect(never.map(neverLeft)).toEqual([true, true, true, true])
    expect(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE', undefined].map(neverLeft)).toEqual([false, false, false, false])
  })
})

describe('retryWait: the wait before a retry, or why there is none', () => {
  const T = 1_000_000
  const low = () => 0

  it('Retry-After when the service sent one, else the backoff', () => {
    expect(retryWait({ attempt: 1, retryAfterMs: 2000, now: T })).toEqual({ ms: 2000 })
    expect(retryWait({ attempt: 1, retryAfterMs: 0, now: T })).toEqual({ ms: 0 })
    expect(retryWait({ attempt: 3, now: T, random: low })).toEqual({ ms: 2000 })
    expect(retryWait({ attempt: 2, now: T, random: low, backoff: { baseMs: 100, capMs: 1000 } })).toEqual({ ms: 100 })
  })

  it('a Retry-After over the longest it sleeps through (five minutes unless told) is refused, the deadline aside', () => {
    expect(MAX_RETRY_AFTER_MS).toBe(300_000)
    expect(retryWait({ attempt: 1, retryAfterMs: 300_000, now: T })).toEqual({ ms: 300_000 })
    expect(retryWait({ attempt: 1, retryAfterMs: 300_001, now: T })).toEqual({
      refused: 'the service asked to wait 301s (Retry-After); not waiting that long',
      outOfTime: false
    })
    expect(retryWait({ attempt: 1, retryAfterMs: 60_000, maxRetryAfterMs: 60_000, now: T })).toEqual({ ms: 60_000 })
    const long = retryWait({ attempt: 1, retryAfterMs: 60_500, maxRetryAfterMs: 60_000, deadline: T + 1, now: T })
    expect(long).toEqual({ refused: expect.stringMatching(/asked to wait 61s/), outOfTime: false })
  })

  it('a wait that would end at the deadline or after it is refused as out of time, naming the wait in seconds', () => {
    expect(retryWait({ attempt: 1, retryAfterMs: 29_999, deadline: T + 30_000, now: T })).toEqual({ ms: 29_999 })
    expect(retryWait({ attempt: 1, retryAfterMs: 30_000, deadline: T + 30_000, now: T })).toEqual({
      refused: 'a retry in 30s would end after the timeout',
      outOfTime: true
    })
    expect(retryWait({ attempt: 1, random: low, deadline: T + 500, now: T })).toEqual({
      refused: 'a retry in 1s would end after the timeout',
      outOfTime: true
    })
  })

  it('never a wait that ends at or after the deadline, nor one longer than the longest allowed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.option(fc.nat(600_000), { nil: undefined }),
        fc.option(fc.nat(900_000), { nil: undefined }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, retryAfterMs, left, r) => {
          const deadline = left === undefined ? undefined : T + left
          const wait = retryWait({ attempt, retryAfterMs, deadline, now: T, random: () => r })
          if ('ms' in wait) {
            expect(wait.ms).toBeLessThanOrEqual(MAX_RETRY_AFTER_MS)
            if (deadline !== undefined) expect(T + wait.ms).toBeLessThan(deadline)
          } else expect(wait.outOfTime).toBe(deadline !== undefined && (retryAfterMs ?? 0) <= MAX_RETRY_AFTER_MS)
        }
      )
    )
  })
})

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
