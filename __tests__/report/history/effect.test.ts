// The statistics of a fix's effect (src/report/history/effect.ts) against published values: Wilson's interval from
// Newcombe, "Two-sided confidence intervals for the single proportion" (Statistics in Medicine 17:857–872, 1998),
// Table I, method 3; the difference's interval from Newcombe, "Interval estimation for the difference between
// independent proportions" (Statistics in Medicine 17:873–890, 1998), Table II, method 10. The papers write θ = p1 − p2:
// `newcombe(before, after)` is after − before, so a paper's (p1, p2) is (after, before) here.
import fc from 'fast-check'
import { judge, newcombe, wilson, type Count } from '../../../src/report/history/effect.js'

const of = (events: number, trials: number): Count => ({ events, trials })
const four = (x: number): number => Math.round(x * 10_000) / 10_000

describe('wilson', () => {
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718]
  ])('%i of %i: %f to %f (Newcombe 1998a, Table I)', (k, n, low, high) => {
    expect(wilson(of(k, n)).map(four)).toEqual([low, high])
  })
  it('no trials: nothing is known, the whole of [0, 1]', () => {
    expect(wilson(of(0, 0))).toEqual([0, 1])
  })
})

describe('newcombe', () => {
  it.each([
    [9, 10, 3, 10, 0.6, 0.1705, 0.809],
    [5, 56, 0, 29, 0.0893, -0.0381, 0.1926],
    [0, 10, 0, 20, 0, -0.1611, 0.2775],
    [0, 10, 0, 10, 0, -0.2775, 0.2775],
    [10, 10, 0, 20, 1, 0.6791, 1],
    [10, 10, 0, 10, 1, 0.6075, 1]
  ])('%i/%i − %i/%i = %f, 95 %% interval %f to %f (Newcombe 1998b, Table II, method 10)', (k1, n1, k2, n2, d, l, h) => {
    const found = newcombe(of(k2, n2), of(k1, n1))
    expect([four(found.difference), four(found.low), four(found.high)]).toEqual([d, l, h])
    expect(found.before).toBe(k2 / n2)
    expect(found.after).toBe(k1 / n1)
  })
  it('7/34 − 1/34 = 0.1765, 95 % interval 0.0189 to 0.3404 (Fagerland, Lydersen and Laake 2017, Perondi et al. 2004)', () => {
    const found = newcombe(of(1, 34), of(7, 34))
    expect([four(found.difference), four(found.low), four(found.high)]).toEqual([0.1765, 0.0189, 0.3404])
  })
  it('holds the difference, stays within [-1, 1], and mirrors when the windows swap', () => {
    const count = fc
      .tuple(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 5000 }))
      .map(([n, k]) => of(Math.min(k, n), n))
    fc.assert(
      fc.property(count, count, (a, b) => {
        const d = newcombe(a, b)
        const swapped = newcombe(b, a)
        expect(d.low).toBeLessThanOrEqual(d.difference + 1e-12)
        expect(d.high).toBeGreaterThanOrEqual(d.difference - 1e-12)
        expect(d.low).toBeGreaterThanOrEqual(-1 - 1e-12)
        expect(d.high).toBeLessThanOrEqual(1 + 1e-12)
        expect(swapped.low).toBeCloseTo(-d.high, 12)
        expect(swapped.high).toBeCloseTo(-d.low, 12)
      })
    )
  })
})

describe('judge', () => {
  const ctr = { higherIsBetter: true, minTrials: 30 }
  const share = { higherIsBetter: false, minTrials: 30 }
  it('a click-through from 3 % to 21 % on about 200 searches each is better', () => {
    const { effect, difference } = judge(of(6, 212), of(42, 198), ctr)
    expect(effect).toBe('better')
    expect(difference?.low).toBeGreaterThan(0)
  })
  it('the same rise in a share that should fall is worse; a fall is better', () => {
    expect(judge(of(6, 212), of(42, 198), share).effect).toBe('worse')
    expect(judge(of(42, 198), of(6, 212), share).effect).toBe('better')
  })
  it('searches halving while nobody clicks is never better (issue 38): no clear change, or too few', () => {
    expect(judge(of(0, 60), of(0, 30), ctr).effect).toBe('no-clear-change')
    expect(judge(of(0, 56), of(0, 28), ctr).effect).toBe('not-enough-data')
  })
  it('an unchanged 9.5 % is no clear change', () => {
    expect(judge(of(38, 400), of(38, 400), ctr).effect).toBe('no-clear-change')
  })
  it('400 searches a week over four weeks going from 0 % to 9 % clicked is better', () => {
    expect(judge(of(0, 1600), of(144, 1600), ctr).effect).toBe('better')
  })
  it('a window under the minimum is not enough data, whatever the rates', () => {
    expect(judge(of(0, 29), of(29, 29), ctr)).toEqual({ effect: 'not-enough-data' })
    expect(judge(of(0, 30), of(0, 0), { higherIsBetter: true, minTrials: 0 })).toEqual({ effect: 'not-enough-data' })
    expect(judge(of(0, 30), of(30, 30), ctr).effect).toBe('better')
  })
})
