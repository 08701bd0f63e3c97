/**
 * Whether the fixes worked (pure). Each gap a live fix was sent is judged on the change in its rate (windows.ts) between
 * the weeks before it was picked and the full weeks after the fix went live, by the 95 % interval of that change
 * (effect.ts); once the weeks after are over the verdict is final and the ledger keeps it (`recordEffects`), so it no
 * longer moves from week to week. The gaps found in the same weeks that were not sent are judged the same way: the
 * comparison a docs lead reads the fixes against (a site-wide rise lifts both). Also the gaps "What to fix" holds back:
 * those whose fix's weeks are not over yet, and those whose fix made no clear change.
 */
import { MIN_UNANSWERED } from '../sections/assistant.js'
import { MIN_DOWN, MIN_DOWN_SHARE } from '../sections/feedback.js'
import { LOW_CTR, MIN_HITS } from '../sections/searches.js'
import type { SectionName } from '../section-names.js'
import { judge, type Count, type Difference, type Effect, type RateRule } from './effect.js'
import type { FixGap, FixLedger, FixRecord, RecordedEffect, WeekRecord } from './format.js'
import { addWeeks, countingOn } from './week.js'
import {
  BREAKS,
  firstWeekAfter,
  MIN_KNOWN_WEEKS,
  sumWindow,
  usableWeeks,
  weekEnded,
  weeksAfter,
  weeksBefore,
  WINDOW_WEEKS,
  type Series,
  type Unknown,
  type Window
} from './windows.js'
import { parseDateInput } from '../visitors/range.js'

/** The sections whose gaps have a rate. */
export type RatedSection = Extract<SectionName, 'searches' | 'feedback' | 'assistant'>

/** Each rate: which way is better, the fewest trials a window needs, and the words for its events and trials. */
export const RATES: Record<RatedSection, RateRule & { trials: [one: string, many: string] }> = {
  searches: { higherIsBetter: true, minTrials: 30, trials: ['search', 'searches'] },
  feedback: { higherIsBetter: false, minTrials: 10, trials: ['rating', 'ratings'] },
  assistant: { higherIsBetter: false, minTrials: 10, trials: ['question', 'questions'] }
}

const isRated = (section: SectionName): section is RatedSection => section in RATES

/**
 * `pending`: the weeks after the fix went live are not all over; `not-comparable`: a break in the series (the service
 * counted otherwise, a new API key) leaves a window too few weeks; else the rate's verdict (effect.ts).
 */
export type Verdict = Effect | 'not-comparable' | 'pending'

/** One gap of a live fix, judged. */
export interface ScoredGap {
  fix: FixRecord & { live: string }
  gap: FixGap & { section: RatedSection }
  verdict: Verdict
  /** The windows' counts (absent while pending), the change's interval where the verdict rests on one. */
  before?: WindowCount
  after?: WindowCount
  difference?: Difference
  /** Full weeks over since the fix went live, at most WINDOW_WEEKS. */
  weeksSince: number
  /** The first week after it went live. */
  from: string
  /** Judged on complete windows; `recorded`: read from the ledger, not judged this run. */
  final: boolean
  recorded: boolean
}

/** A window as a verdict keeps it: events of trials over its known weeks. */
export type WindowCount = Count & { known: number }

/** A gap found in the weeks fixes were picked in, not sent to the agent, judged the same way. */
export interface UnsentGap {
  week: string
  section: RatedSection
  subject: string
  verdict: Verdict
}

export interface FixScores {
  sent: ScoredGap[]
  unsent: UnsentGap[]
}

/** When a fix went live: its merge (or, committed directly, its newest commit: fix-states.ts). */
const liveOf = (fix: FixRecord): string | undefined => fix.merged

/**
 * The weeks the ledger's fixes not judged yet are judged on: for each live fix with a gap to judge, the weeks before
 * it was picked, that week (its comparison group), and the weeks after it went live. What the history reads besides
 * the weeks it shows (keep.ts).
 */
export function weeksToJudge(ledger: FixLedger | undefined): string[] {
  const weeks = new Set<string>()
  for (const fix of ledger?.fixes ?? []) {
    if (!fix.gaps.some(gap => isRated(gap.section) && !gap.effect)) continue
    if (fix.state === 'closed' || fix.state === 'no-pr') continue
    // A fix not live yet may go live this run (its state is asked after the read): any week since it was sent.
    const live = liveOf(fix)
    const after = live === undefined ? weeksSince(fix.sent) : weeksAfter(live)
    for (const week of [...weeksBefore(fix.week), fix.week, ...after]) weeks.add(week)
  }
  return [...weeks]
}

/** The most weeks after a fix was sent that its judging reads while it is not live: half a year. */
const MAX_WEEKS_UNTIL_LIVE = 26

const weeksSince = (sent: string): string[] =>
  Array.from({ length: MAX_WEEKS_UNTIL_LIVE }, (_, i) => addWeeks(firstWeekAfter(sent), i))

/** Every gap of every live fix in the ledger (newest fix first), and the comparison group of their weeks. */
export function scoreFixes(ledger: FixLedger | undefined, records: readonly WeekRecord[], now: Date): FixScores {
  if (!ledger) return { sent: [], unsent: [] }
  const usable = usableWeeks(records)
  const sentSubjects = new Set(ledger.fixes.flatMap(fix => fix.gaps.map(gap => gap.subject)))
  const firstLive = new Map<string, string>()
  const sent = ledger.fixes.flatMap(fix => {
    const live = liveOf(fix)
    if (live === undefined || fix.state !== 'merged') return []
    return fix.gaps.flatMap((gap): ScoredGap[] => {
      if (!isRated(gap.section)) return []
      const rated = { ...gap, section: gap.section }
      const earliest = firstLive.get(fix.week)
      if (earliest === undefined || live < earliest) firstLive.set(fix.week, live)
      return [scoreGap({ ...fix, live }, rated, usable, now)]
    })
  })
  const unsent = [...firstLive].flatMap(([week, live]) =>
    unsentGaps(usable.get(week), sentSubjects).map(gap => {
      const judged = judgeWindows(gap, week, live, usable, now)
      return { week, section: gap.section, subject: gap.subject, verdict: judged.verdict }
    })
  )
  return { sent, unsent }
}

function scoreGap(
  fix: FixRecord & { live: string },
  gap: FixGap & { section: RatedSection },
  usable: ReturnType<typeof usableWeeks>,
  now: Date
): ScoredGap {
  const from = weeksAfter(fix.live)[0] as string
  if (gap.effect) {
    const { verdict, before, after } = gap.effect
    const difference = judge(before, after, RATES[gap.section]).difference
    return { fix, gap, verdict, before, after, difference, weeksSince: WINDOW_WEEKS, from, final: true, recorded: true }
  }
  return { fix, gap, from, recorded: false, ...judgeWindows(gap, fix.week, fix.live, usable, now, fix.sent) }
}

/** A gap's verdict on its windows as they stand `now`. */
function judgeWindows(
  gap: Pick<FixGap, 'subject'> & { section: RatedSection },
  picked: string,
  live: string,
  usable: ReturnType<typeof usableWeeks>,
  now: Date,
  sent?: string
): Pick<ScoredGap, 'verdict' | 'before' | 'after' | 'difference' | 'weeksSince' | 'final'> {
  const afterIds = weeksAfter(live)
  const weeksSince = afterIds.filter(week => weekEnded(week, now)).length
  if (weeksSince < WINDOW_WEEKS) return { verdict: 'pending', weeksSince, final: false }
  const week = usable.get(picked)
  const series: Series =
    typeof week === 'object'
      ? { counting: week.counting, keying: week.keying }
      : { counting: countingOn((sent ?? live).slice(0, 10)) }
  const liveDay = startOfDay(live)
  const before = sumWindow(weeksBefore(picked), usable, gap, series)
  const after = sumWindow(afterIds, usable, gap, series, record =>
    (parseDateInput(record.range.dateFrom)?.date.getTime() ?? 0) < liveDay ? 'started before live' : undefined
  )
  const counts = { before: countOf(before), after: countOf(after), weeksSince, final: true }
  if (before.known < MIN_KNOWN_WEEKS || after.known < MIN_KNOWN_WEEKS) {
    const broken = [...before.unknown, ...after.unknown].some(reason => BREAKS.includes(reason))
    return { verdict: broken ? 'not-comparable' : 'not-enough-data', ...counts }
  }
  const { effect, difference } = judge(before.count, after.count, RATES[gap.section])
  return { verdict: effect, ...counts, ...(difference ? { difference } : {}) }
}

const countOf = (window: Window): WindowCount => ({ ...window.count, known: window.known })
const startOfDay = (instant: string): number => parseDateInput(instant.slice(0, 10))?.date.getTime() ?? NaN

/** The gaps a week's record holds by each section's rule (the sections' own thresholds), but those sent. */
function unsentGaps(
  week: WeekRecord | Unknown | undefined,
  sent: ReadonlySet<string>
): { section: RatedSection; subject: string }[] {
  if (typeof week !== 'object') return []
  const read = (section: RatedSection) => week.sections[section] === 'whole' || week.sections[section] === 'partial'
  const found = [
    ...(read('searches') ? week.terms : [])
      .filter(([, hits, clicks]) => hits >= MIN_HITS && clicks < LOW_CTR * hits)
      .map(([subject]) => ({ section: 'searches' as const, subject })),
    ...(read('feedback') ? week.pages : [])
      .filter(([, , , up, down]) => down >= MIN_DOWN && down >= MIN_DOWN_SHARE * (up + down))
      .map(([subject]) => ({ section: 'feedback' as const, subject })),
    ...(read('assistant') ? week.topics : [])
      .filter(([, unanswered]) => unanswered >= MIN_UNANSWERED)
      .map(([subject]) => ({ section: 'assistant' as const, subject }))
  ]
  return found.filter(gap => !sent.has(gap.subject))
}

/** The ledger with each gap judged final this run keeping its verdict: it is never judged again. */
export function recordEffects(ledger: FixLedger, scored: readonly ScoredGap[]): FixLedger {
  const judged = new Map(
    scored.filter(one => one.final && !one.recorded).map(one => [`${one.fix.job}\0${one.gap.key}`, one])
  )
  if (judged.size === 0) return ledger
  const fixes = ledger.fixes.map(fix => ({
    ...fix,
    gaps: fix.gaps.map(gap => {
      const one = judged.get(`${fix.job}\0${gap.key}`)
      // A final verdict is never pending and has both windows (judgeWindows): those checks are the types'.
      if (!one || gap.effect || !one.before || !one.after || one.verdict === 'pending') return gap
      const effect: RecordedEffect = { verdict: one.verdict, before: one.before, after: one.after, from: one.from }
      return { ...gap, effect }
    })
  }))
  return { ...ledger, fixes }
}

/**
 * The headline's fixes (rollup.ts): the fixes live (their jobs); of those judged final, the ones with a gap better,
 * and the ones with a gap of no clear change or worse and none better. Never more than the first.
 */
export function fixCounts(scored: readonly ScoredGap[]): {
  fixesMerged: number
  fixesBetter: number
  fixesStillThere: number
} {
  const jobs = (some: readonly ScoredGap[]) => new Set(some.map(one => one.fix.job))
  // Only a final verdict is one of these (a verdict not final is pending).
  const better = jobs(scored.filter(one => one.verdict === 'better'))
  const notBetter = jobs(scored.filter(one => one.verdict === 'no-clear-change' || one.verdict === 'worse'))
  return {
    fixesMerged: jobs(scored).size,
    fixesBetter: better.size,
    fixesStillThere: [...notBetter].filter(job => !better.has(job)).length
  }
}
