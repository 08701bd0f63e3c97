// Whether a fix worked (src/report/history/score.ts), on synthetic histories whose right answers are worked out by
// hand (the intervals by Newcombe's method in Python, see effect.test.ts for the method checked against published
// values) and on simulated sites: a fix that did nothing is called better no more often than a 95 % interval allows,
// a large real change is called better, thin data is not enough data. The fix below is picked in W20 (its report ran on
// Monday of W21), merged that Monday afternoon: the weeks before are W16–W19, the weeks after W22–W25.
import { emptyLedger } from '../../../src/report/history/fixes.js'
import type { FixGap, FixLedger, FixRecord, WeekRecord } from '../../../src/report/history/format.js'
import {
  fixCounts,
  recordEffects,
  scoreFixes,
  weeksToJudge,
  type ScoredGap
} from '../../../src/report/history/score.js'
import { fix, NOW, pageGap, termGap, topicGap } from './judged-fix.js'
import { monday, week } from './weeks.js'

const ledger = (...fixes: FixRecord[]): FixLedger => ({ ...emptyLedger('acme'), fixes })

type Cells = Pick<WeekRecord, 'terms' | 'pages' | 'topics'>
/** Weeks 16–25 with the given cells: `before` for W16–W19, `picked` for W20, nothing in W21, `after` for W22–W25. */
function history(before: Partial<Cells>, after: Partial<Cells>, picked: Partial<Cells> = before): WeekRecord[] {
  return [16, 17, 18, 19, 20, 21, 22, 23, 24, 25].map(n =>
    week(n, n < 20 ? before : n === 20 ? picked : n === 21 ? {} : after)
  )
}
const term = (hits: number, clicks: number): Partial<Cells> => ({ terms: [['searches:1', hits, clicks]] })
const page = (up: number, down: number): Partial<Cells> => ({ pages: [['/a', 1, 0, up, down, 0]] })
const topic = (unanswered: number, asked: number): Partial<Cells> => ({ topics: [['assistant:1', unanswered, asked]] })

const judged = (gap: FixGap, weeks: WeekRecord[], now = NOW): ScoredGap => {
  const [one] = scoreFixes(ledger(fix([gap])), weeks, now).sent
  if (!one) throw new Error('not scored')
  return one
}
const round = (x: number | undefined) => (x === undefined ? undefined : Math.round(x * 10_000) / 10_000)

describe('the cases issue 38 found called Better, each judged as a statistician would', () => {
  it('searches halving while nobody clicks (14 → 7 a week, 0 %): too few searches after to tell', () => {
    const one = judged(termGap, history(term(14, 0), term(7, 0)))
    expect([one.verdict, one.before, one.after]).toStrictEqual([
      'not-enough-data',
      { events: 0, trials: 56, known: 4 },
      { events: 0, trials: 28, known: 4 }
    ])
  })
  it('10 → 9 searches a week at 0 %: no clear change (interval −8.8 to +9.6 points)', () => {
    const one = judged(termGap, history(term(10, 0), term(9, 0)))
    expect(one.verdict).toBe('no-clear-change')
    expect([round(one.difference?.low), round(one.difference?.high)]).toStrictEqual([-0.0876, 0.0964])
  })
  it('👎 3 of 4 → 2 of 2 a week: 8 ratings after are too few to tell; 3 of 3 a week is no clear change', () => {
    expect(judged(pageGap, history(page(1, 3), page(0, 2))).verdict).toBe('not-enough-data')
    const one = judged(pageGap, history(page(1, 3), page(0, 3)))
    expect(one.verdict).toBe('no-clear-change') // 12 of 16 → 12 of 12: 75 % → 100 %, interval −3.4 to +49.5 points
    expect([round(one.difference?.low), round(one.difference?.high)]).toStrictEqual([-0.0342, 0.495])
  })
  it('20 searches at 5 % → 15 at 0 % a week: no clear change, never better (interval −12.2 to +1.7 points)', () => {
    const one = judged(termGap, history(term(20, 1), term(15, 0)))
    expect(one.verdict).toBe('no-clear-change')
    expect([round(one.difference?.low), round(one.difference?.high)]).toStrictEqual([-0.1216, 0.0174])
  })
  it('a term missing from cut lists after the fix is unknown, not 0 searches: not enough data', () => {
    const cut = { terms: [['searches:2', 900, 0]] as WeekRecord['terms'] }
    const weeks = history(term(40, 0), cut).map(w => (w.week >= '2026-W22' ? { ...w, omitted: { terms: 1 } } : w))
    const one = judged(termGap, weeks)
    expect([one.verdict, one.after]).toStrictEqual(['not-enough-data', { events: 0, trials: 0, known: 0 }])
  })
  it('a topic from 6 of 10 to 1 of 10 unanswered a week: pending after one week and after three, then better, fixed', () => {
    const weeks = history(topic(6, 10), topic(1, 10))
    const at = (n: number) => judged(topicGap, weeks, new Date(`${monday(n)}T08:00:00Z`))
    expect([at(23).verdict, at(23).weeksSince, at(25).verdict, at(25).weeksSince]).toStrictEqual([
      'pending',
      1,
      'pending',
      3
    ])
    expect([at(26).verdict, at(40).verdict]).toStrictEqual(['better', 'better'])
    expect([round(at(26).difference?.low), round(at(26).difference?.high)]).toStrictEqual([-0.6493, -0.2981])
  })
  it('400 searches a week from 0 % to 9 % clicked: better', () => {
    expect(judged(termGap, history(term(400, 0), term(400, 36))).verdict).toBe('better')
  })
  it('an unchanged 9.5 % (38 of 400 a week): no clear change, not 10 % → 10 % better', () => {
    expect(judged(termGap, history(term(400, 38), term(400, 38))).verdict).toBe('no-clear-change')
  })
  it('the bad week the gap was picked in is not its baseline: back to normal after is no clear change', () => {
    const one = judged(termGap, history(term(100, 10), term(100, 10), term(100, 0)))
    expect([one.verdict, one.before]).toStrictEqual(['no-clear-change', { events: 40, trials: 400, known: 4 }])
  })
  it('28-day ranges are not weeks: never counted, however they overlap', () => {
    const month = (n: number) =>
      week(n, { ...term(400, 200), range: { dateFrom: monday(n - 3), dateTo: monday(n + 1) } })
    const weeks = history(term(400, 0), term(400, 0)).map(w =>
      w.week >= '2026-W22' ? month(Number(w.week.slice(-2))) : w
    )
    const one = judged(termGap, weeks)
    expect([one.verdict, one.after?.known]).toStrictEqual(['not-enough-data', 0])
  })
})

describe('breaks in the series', () => {
  it('the service counting otherwise after the fix: not comparable', () => {
    const weeks = history(term(100, 0), term(100, 50)).map(w => (w.week >= '2026-W22' ? { ...w, counting: 3 } : w))
    expect(judged(termGap, weeks).verdict).toBe('not-comparable')
  })
  it('a new API key (every key new) after the fix: not comparable, never 0 searches', () => {
    const weeks = history(term(100, 0), term(100, 50)).map(w =>
      w.week >= '2026-W22' ? { ...w, keying: 'ffffffff' } : w
    )
    expect(judged(termGap, weeks).verdict).toBe('not-comparable')
  })
  it('half the weeks known is enough; fewer is not', () => {
    const drop = (ids: string[]) => history(term(100, 0), term(100, 50)).filter(w => !ids.includes(w.week))
    expect(judged(termGap, drop(['2026-W16', '2026-W17'])).verdict).toBe('better')
    expect(judged(termGap, drop(['2026-W16', '2026-W17', '2026-W18'])).verdict).toBe('not-enough-data')
  })
})

describe('a verdict once final is kept', () => {
  it('recordEffects keeps each final verdict with its counts; the next runs read it, whatever the weeks say then', () => {
    const weeks = history(term(400, 0), term(400, 36))
    const scores = scoreFixes(ledger(fix([termGap])), weeks, NOW)
    const kept = recordEffects(ledger(fix([termGap])), scores.sent)
    expect(kept.fixes[0]?.gaps[0]?.effect).toStrictEqual({
      verdict: 'better',
      before: { events: 0, trials: 1600, known: 4 },
      after: { events: 144, trials: 1600, known: 4 },
      from: '2026-W22'
    })
    const later = scoreFixes(kept, history(term(400, 0), term(400, 0)), new Date(`${monday(40)}T08:00:00Z`)).sent[0]
    expect([later?.verdict, later?.recorded, round(later?.difference?.difference)]).toStrictEqual([
      'better',
      true,
      0.09
    ])
  })
  it('a pending verdict is not kept, and a kept one is not overwritten', () => {
    const weeks = history(term(400, 0), term(400, 36))
    const pending = scoreFixes(ledger(fix([termGap])), weeks, new Date(`${monday(24)}T08:00:00Z`)).sent
    expect(recordEffects(ledger(fix([termGap])), pending)).toStrictEqual(ledger(fix([termGap])))
    const effect = {
      verdict: 'worse' as const,
      before: { events: 1, trials: 50, known: 4 },
      after: { events: 0, trials: 50, known: 4 },
      from: '2026-W22'
    }
    const kept = ledger(fix([{ ...termGap, effect }]))
    expect(recordEffects(kept, scoreFixes(kept, weeks, NOW).sent)).toStrictEqual(kept)
  })
  it('weeksToJudge: the weeks the unjudged fixes need; none for a judged one, or one closed or without a pull request', () => {
    expect(weeksToJudge(ledger(fix([termGap])))).toStrictEqual([
      '2026-W16',
      '2026-W17',
      '2026-W18',
      '2026-W19',
      '2026-W20',
      '2026-W22',
      '2026-W23',
      '2026-W24',
      '2026-W25'
    ])
    const effect = {
      verdict: 'better' as const,
      before: { events: 0, trials: 50, known: 4 },
      after: { events: 9, trials: 50, known: 4 },
      from: '2026-W22'
    }
    expect(weeksToJudge(ledger(fix([{ ...termGap, effect }])))).toStrictEqual([])
    // Not live yet: it may merge this run, so the weeks before and every week since it was sent, for half a year.
    const open = weeksToJudge(ledger(fix([termGap], { state: 'open', merged: undefined })))
    expect([open.length, open[5], open.at(-1)]).toStrictEqual([5 + 26, '2026-W22', '2026-W47'])
    expect(weeksToJudge(ledger(fix([termGap], { state: 'closed', merged: undefined })))).toStrictEqual([])
    expect(weeksToJudge(ledger(fix([termGap], { state: 'no-pr', merged: undefined })))).toStrictEqual([])
    expect(weeksToJudge(undefined)).toStrictEqual([])
  })
})

describe('the comparison group: gaps of the same weeks not sent', () => {
  it('are judged the same way; gaps sent are not among them; only gaps by the sections’ own rules', () => {
    const picked: Partial<Cells> = {
      terms: [
        ['searches:1', 100, 0],
        ['searches:2', 100, 0], // a gap: 100 searches, none clicked
        ['searches:3', 9, 0] // under 10 searches: no gap
      ],
      pages: [['/b', 1, 0, 1, 3, 0]], // 3 of 4: a gap
      topics: [['assistant:2', 2, 5]] // 2 unanswered: a gap
    }
    const before = {
      terms: [
        ['searches:1', 100, 0],
        ['searches:2', 100, 0]
      ]
    } as Partial<Cells>
    const after = {
      terms: [
        ['searches:1', 100, 30],
        ['searches:2', 100, 0]
      ]
    } as Partial<Cells>
    const scores = scoreFixes(ledger(fix([termGap])), history(before, after, picked), NOW)
    expect(scores.sent.map(one => one.verdict)).toStrictEqual(['better'])
    expect(scores.unsent).toStrictEqual([
      { week: '2026-W20', section: 'searches', subject: 'searches:2', verdict: 'no-clear-change' },
      { week: '2026-W20', section: 'feedback', subject: '/b', verdict: 'not-enough-data' },
      { week: '2026-W20', section: 'assistant', subject: 'assistant:2', verdict: 'not-enough-data' }
    ])
  })
})

describe('what is scored', () => {
  it('live fixes only (merged, or committed directly: merged at its commit), rated sections only', () => {
    const views: FixGap = { key: 'views:1', section: 'views', subject: '/a', pages: [] }
    const weeks = history(term(400, 0), term(400, 36))
    const fixes = [
      fix([termGap], { job: 'open', state: 'open', merged: undefined }),
      fix([termGap, views], { job: 'merged' }),
      fix([termGap], {
        job: 'committed',
        commit: 'https://github.com/acme/docs/commit/0123456789abcdef0123456789abcdef01234567'
      }),
      fix([termGap], { job: 'late', merged: `${monday(23)}T15:00:00Z` })
    ]
    const sent = scoreFixes(ledger(...fixes), weeks, NOW).sent
    expect(sent.map(one => [one.fix.job, one.gap.section, one.verdict])).toStrictEqual([
      ['merged', 'searches', 'better'],
      ['committed', 'searches', 'better'],
      ['late', 'searches', 'pending']
    ])
  })
  it('fixCounts: fixes live; judged better; judged not better (no clear change or worse, and no gap better)', () => {
    const weeks = history(term(400, 0), term(400, 36))
    const flat = history(term(400, 38), term(400, 38))
    const better = scoreFixes(ledger(fix([termGap], { job: 'a' })), weeks, NOW).sent
    const same = scoreFixes(ledger(fix([termGap], { job: 'b' })), flat, NOW).sent
    const pending = scoreFixes(ledger(fix([termGap], { job: 'c' })), weeks, new Date(`${monday(23)}T08:00:00Z`)).sent
    expect(fixCounts([...better, ...same, ...pending])).toStrictEqual({
      fixesMerged: 3,
      fixesBetter: 1,
      fixesStillThere: 1
    })
    expect(scoreFixes(undefined, weeks, NOW)).toStrictEqual({ sent: [], unsent: [] })
  })
})

/** A seeded generator (mulberry32): the simulation is the same on every run. */
function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const binomial = (next: () => number, n: number, p: number): number => {
  let k = 0
  for (let i = 0; i < n; i++) if (next() < p) k++
  return k
}

describe('simulated sites (seeded): how often each verdict comes', () => {
  /**
   * One fix of a search term: `n` searches a week before (`nAfter` after), a true click-through `p` before and `pAfter`
   * after. It is sent only where its W20 makes it a gap by the report's rule (10 searches or more, under 10 % clicked):
   * the selection that makes regression to the mean, which scoring the picked week against the weeks after mistakes
   * for an effect. A term its W20 does not make a gap is drawn again.
   */
  function simulate(
    runs: number,
    site: (next: () => number) => { n: number; nAfter: number; p: number; pAfter: number },
    gapRule = true
  ) {
    const next = random(38)
    const tally = new Map<string, number>()
    for (let i = 0; i < runs; i++) {
      const { n, nAfter, p, pAfter } = site(next)
      const draws = [16, 17, 18, 19, 20].map(() => binomial(next, n, p))
      const pickedClicks = draws.pop() ?? 0
      if (gapRule && (n < 10 || pickedClicks >= 0.1 * n)) {
        i--
        continue
      }
      const weeks = [
        ...draws.map((clicks, j) => week(16 + j, term(n, clicks))),
        week(20, term(n, pickedClicks)),
        week(21),
        ...[22, 23, 24, 25].map(w => week(w, term(nAfter, binomial(next, nAfter, pAfter))))
      ]
      const verdict = judged(termGap, weeks).verdict
      tally.set(verdict, (tally.get(verdict) ?? 0) + 1)
    }
    return (verdict: string) => (tally.get(verdict) ?? 0) / runs
  }

  it('a fix that did nothing is called better at most 1 time in 40 or so (not the 37 % issue 38 measured)', () => {
    const share = simulate(2000, next => {
      const n = 12 + Math.floor(next() * 200)
      const p = 0.02 + next() * 0.2
      return { n, nAfter: n, p, pAfter: p }
    })
    expect(share('better')).toBeLessThanOrEqual(0.04)
    expect(share('worse')).toBeLessThanOrEqual(0.04)
  })
  it('nor when the site’s traffic halves after the fix (94 % in issue 38)', () => {
    const share = simulate(2000, next => {
      const n = 24 + Math.floor(next() * 200)
      const p = 0.05
      return { n, nAfter: Math.floor(n / 2), p, pAfter: p }
    })
    expect(share('better')).toBeLessThanOrEqual(0.04)
  })
  it('a large real change (5 % → 20 % clicked, 100 searches a week) is better nearly always', () => {
    const share = simulate(500, () => ({ n: 100, nAfter: 100, p: 0.05, pAfter: 0.2 }))
    expect(share('better')).toBeGreaterThanOrEqual(0.99)
  })
  it('thin data (5 searches a week) is not enough data, whatever happened', () => {
    const share = simulate(300, () => ({ n: 5, nAfter: 5, p: 0.05, pAfter: 0.9 }), false)
    expect(share('not-enough-data')).toBe(1)
  })
})

describe('the edges of the scoring (each a rule a mutant of score.ts once broke unseen)', () => {
  const strong = history(term(400, 0), term(400, 36))

  it('a fix is live only when merged with a date: a merged fix without one, or a closed one with one, is not scored', () => {
    const noDate = fix([termGap], { merged: undefined })
    const closed = fix([termGap], { job: 'closed', state: 'closed' })
    expect(scoreFixes(ledger(noDate, closed), strong, NOW).sent).toStrictEqual([])
  })

  it('a pending verdict is not final; a judged one is', () => {
    expect(judged(termGap, strong, new Date(`${monday(24)}T08:00:00Z`)).final).toBe(false)
    expect(judged(termGap, strong).final).toBe(true)
  })

  it('without a record of the week it was picked in, the series is that of the day it was sent', () => {
    // Sent in May 2026, before the service's change of counting of 2026-07-31: weeks counted the old way compare.
    const weeks = strong.filter(w => w.week !== '2026-W20').map(w => ({ ...w, counting: 1 }))
    expect(judged(termGap, weeks).verdict).toBe('better')
    expect(scoreFixes(ledger(fix([termGap])), weeks, NOW).unsent).toStrictEqual([])
    // The same weeks counted the new way are not the series of a fix sent in May: a break.
    const counted = weeks.map(w => ({ ...w, counting: 2 }))
    expect(judged(termGap, counted).verdict).toBe('not-comparable')
  })

  it('a week after that began before the fix went live is not counted (a range not on Mondays)', () => {
    // Live on the Wednesday of W21; W22's record runs from that Tuesday: unknown, so three known weeks after.
    const shifted = strong.map(w =>
      w.week === '2026-W22' ? { ...w, range: { dateFrom: '2026-05-19', dateTo: '2026-05-26' } } : w
    )
    const one = judged(
      termGap,
      shifted.filter(w => w.week !== '2026-W21'),
      NOW
    )
    const live = { ...fix([termGap]), merged: '2026-05-20T15:00:00Z' }
    const late = scoreFixes(
      ledger(live),
      shifted.filter(w => w.week !== '2026-W21'),
      NOW
    ).sent[0]
    expect(one.after?.known).toBe(4)
    expect(late?.after).toStrictEqual({ events: 108, trials: 1200, known: 3 })
  })

  it('two known weeks after are enough; a break among other unknown weeks still makes it not comparable', () => {
    const two = strong.filter(w => w.week !== '2026-W24' && w.week !== '2026-W25')
    expect(judged(termGap, two).verdict).toBe('better')
    const mixed = strong
      .filter(w => !['2026-W16', '2026-W17', '2026-W18'].includes(w.week))
      .map(w => (w.week >= '2026-W22' ? { ...w, counting: 3 } : w))
    expect(judged(termGap, mixed).verdict).toBe('not-comparable')
  })

  it('the comparison starts from the earliest live of the week’s fixes', () => {
    const picked = strong.map(w =>
      w.week === '2026-W20' ? { ...w, terms: [...w.terms, ['searches:2', 100, 0]] as WeekRecord['terms'] } : w
    )
    const early = fix([termGap], { job: 'early' })
    const late = fix([{ ...termGap, key: 'searches:x', subject: 'searches:x' }], {
      job: 'late',
      merged: `${monday(23)}T15:00:00Z`
    })
    const verdicts = (fixes: FixRecord[]) => scoreFixes(ledger(...fixes), picked, NOW).unsent.map(one => one.verdict)
    expect(verdicts([early, late])).toStrictEqual(['not-enough-data'])
    expect(verdicts([late, early])).toStrictEqual(['not-enough-data'])
    // Alone, the late fix leaves the first term unsent too: both wait for its later weeks.
    expect(verdicts([late])).toStrictEqual(['pending', 'pending'])
  })

  it('the comparison takes the gaps by the sections’ own rules, at their bounds, from sections read whole or partial', () => {
    const picked: Partial<Cells> = {
      terms: [
        ['searches:a', 10, 0], // 10 searches, none clicked: a gap
        ['searches:b', 9, 0], // 9: not
        ['searches:c', 100, 9], // 9 % clicked: a gap
        ['searches:d', 100, 10] // 10 %: not
      ],
      pages: [
        ['/p1', 1, 0, 4, 3, 0], // 3 of 7 (43 %): a gap
        ['/p2', 1, 0, 0, 2, 0], // 2 thumbs-down: not
        ['/p3', 1, 0, 5, 3, 0], // 3 of 8 (37.5 %): not
        ['/p4', 1, 0, 6, 4, 0] // 4 of 10 (40 %): a gap
      ],
      topics: [
        ['assistant:a', 2, 2], // 2 unanswered: a gap
        ['assistant:b', 1, 5] // 1: not
      ]
    }
    const weeks = history({}, {}, picked)
    const subjects = (sections: WeekRecord['sections']) =>
      scoreFixes(
        ledger(fix([termGap])),
        weeks.map(w => (w.week === '2026-W20' ? { ...w, sections } : w)),
        NOW
      ).unsent.map(one => one.subject)
    const all = { searches: 'whole', feedback: 'partial', assistant: 'whole' } as const
    expect(subjects(all)).toStrictEqual(['searches:a', 'searches:c', '/p1', '/p4', 'assistant:a'])
    expect(subjects({ ...all, searches: 'failed', feedback: 'failed', assistant: 'failed' })).toStrictEqual([])
  })

  it('weeksToJudge: a fix with one gap judged and one not still needs its weeks', () => {
    const effect = {
      verdict: 'better' as const,
      before: { events: 0, trials: 50, known: 4 },
      after: { events: 9, trials: 50, known: 4 },
      from: '2026-W22'
    }
    expect(weeksToJudge(ledger(fix([{ ...termGap, effect }, pageGap])))).toHaveLength(9)
  })

  it('recordEffects: nothing new to keep gives the same ledger back; only the final, not-yet-kept verdicts are kept', () => {
    const base = ledger(fix([termGap, pageGap]))
    expect(recordEffects(base, [])).toBe(base)
    const scored = scoreFixes(base, strong, NOW).sent
    const onlyOne = recordEffects(base, scored.slice(0, 1))
    expect(onlyOne.fixes[0]?.gaps.map(gap => gap.effect?.verdict)).toStrictEqual(['better', undefined])
    const notFinal = scored.map(one => ({ ...one, final: false }))
    expect(recordEffects(base, notFinal)).toBe(base)
  })

  it('fixCounts: a worse fix is not better', () => {
    const down = history(term(400, 36), term(400, 0))
    const worse = scoreFixes(ledger(fix([termGap], { job: 'w' })), down, NOW).sent
    expect(worse[0]?.verdict).toBe('worse')
    expect(fixCounts(worse)).toStrictEqual({ fixesMerged: 1, fixesBetter: 0, fixesStillThere: 1 })
  })
})
