/**
 * Whether a rate changed, and how sure that is (pure). A fix's effect is the change in one rate of its gap (a search
 * term's click-through, a page's thumbs-down share, a topic's unanswered share) between two windows of weeks. The 95 %
 * interval for the difference of two proportions is Newcombe's hybrid score interval ("method 10" of Newcombe,
 * Statistics in Medicine 17:873–890, 1998), built from each window's Wilson score interval: it stays inside [-1, 1]
 * and keeps close to its nominal coverage for small counts and rates near 0 or 1, where the textbook Wald interval
 * does neither. The verdict follows the interval: a change is called only where the interval excludes no change.
 */

/** The normal quantile for a two-sided 95 % interval. */
export const Z95 = 1.959963984540054

/** Events of one window: `events` of `trials` (clicks of searches, thumbs-down of ratings, unanswered of questions). */
export interface Count {
  events: number
  trials: number
}

/** Wilson's score interval for the proportion `events / trials`; [0, 1] when there were no trials. */
export function wilson({ events, trials }: Count, z = Z95): [low: number, high: number] {
  if (trials <= 0) return [0, 1]
  const p = events / trials
  const z2 = z * z
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))
  return [Math.max(0, centre - half), Math.min(1, centre + half)]
}

/** The difference `after − before` of two proportions, with its 95 % interval. */
export interface Difference {
  before: number
  after: number
  difference: number
  low: number
  high: number
}

/** Newcombe's hybrid score interval for `after − before` (both windows must have trials). */
export function newcombe(before: Count, after: Count, z = Z95): Difference {
  const p1 = before.events / before.trials
  const p2 = after.events / after.trials
  const [l1, u1] = wilson(before, z)
  const [l2, u2] = wilson(after, z)
  const difference = p2 - p1
  return {
    before: p1,
    after: p2,
    difference,
    low: difference - Math.sqrt((p2 - l2) ** 2 + (u1 - p1) ** 2),
    high: difference + Math.sqrt((u2 - p2) ** 2 + (p1 - l1) ** 2)
  }
}

/**
 * `better` / `worse`: the interval lies wholly on one side of no change; `no-clear-change`: it holds no change;
 * `not-enough-data`: a window has fewer trials than the rate's minimum (or none).
 */
export type Effect = 'better' | 'worse' | 'no-clear-change' | 'not-enough-data'

/** How a rate is judged: which way is better, and the fewest trials a window needs. */
export interface RateRule {
  /** true: a higher rate is better (click-through); false: lower is (thumbs-down share, unanswered share). */
  higherIsBetter: boolean
  minTrials: number
}

/** The verdict on a change from `before` to `after`, and the difference it rests on (absent without enough data). */
export function judge(before: Count, after: Count, rule: RateRule): { effect: Effect; difference?: Difference } {
  if (Math.min(before.trials, after.trials) < Math.max(1, rule.minTrials)) return { effect: 'not-enough-data' }
  const difference = newcombe(before, after)
  const up = difference.low > 0
  const down = difference.high < 0
  if (!up && !down) return { effect: 'no-clear-change', difference }
  return { effect: up === rule.higherIsBetter ? 'better' : 'worse', difference }
}
