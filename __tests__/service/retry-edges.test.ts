// Retry arithmetic at its edges: the defaults, a random() of exactly 1 (the top of the range stays below the
// ceiling), and a Retry-After with spaces around it. Pure.
import { backoffDelay, DEFAULT_BACKOFF, parseRetryAfter } from '../../src/service/retry.js'

describe('retry arithmetic at its edges', () => {
  it('defaults: 1 s base, 30 s cap', () => {
    expect(DEFAULT_BACKOFF).toEqual({ baseMs: 1000, capMs: 30_000 })
    expect(backoffDelay(1, undefined, () => 0)).toBe(500)
    expect(backoffDelay(10, undefined, () => 0)).toBe(15_000)
  })

  it('a random() of 1 gives one below the ceiling, never the ceiling', () => {
    expect(backoffDelay(1, { baseMs: 1000, capMs: 30_000 }, () => 1)).toBe(999)
  })

  it('Retry-After is read with the spaces around it', () => {
    expect(parseRetryAfter(' 120 ', 0)).toBe(120_000)
  })
})
