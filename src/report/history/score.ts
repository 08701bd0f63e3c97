/**
 * Whether the fixes worked (pure): each gap of a merged fix (fixes.ts) against its figures in the full weeks since the
 * merge, summed, by its section's own gap rule; the report's lines for them; and the gaps "What to fix" holds back
 * this week: those still there after their fix merged, and those whose fix merged too recently to tell.
 */
import { pullOf } from '../../github/pulls.js'
import { checkPrLink } from '../../service/pr-link.js'
import { link } from '../../text/markdown.js'
import { plural } from '../../text/plural.js'
import { MIN_UNANSWERED } from '../sections/assistant.js'
import { MIN_DOWN, MIN_DOWN_SHARE } from '../sections/feedback.js'
import { LOW_CTR, MIN_HITS } from '../sections/searches.js'
import { number } from '../visitors/report.js'
import { type FixGap, type FixLedger, type FixRecord, type GapFigures, type WeekRecord } from './format.js'
import { countingOn } from './week.js'
import { distinctWeeks, latestLabels, pageLabel, readerLabel, wasRead, type HistoryView } from './show.js'

/**
 * `better`: no longer a gap by its section's rule over the weeks since the merge; `still-there`: still one;
 * `too-early`: no full week since the merge yet; `not-comparable`: the service counted otherwise in those weeks.
 */
export type Verdict = 'better' | 'still-there' | 'too-early' | 'not-comparable'

/** One gap of a merged fix, scored. */
export interface ScoredGap {
  fix: FixRecord & { merged: string }
  gap: FixGap
  verdict: Verdict
  /** Its figures summed over the weeks compared (better, still-there). */
  after?: GapFigures
  /** The full weeks since the merge that read the gap's section (of the same counting, where compared). */
  weeks: number
}

/** The most scored gaps the report lists. */
export const MAX_SCORED_LINES = 15

/**
 * Every gap of every merged fix (with its merge date) in the ledger, newest fix first. The weeks after a merge are
 * the week records that started on or after the day it merged and had ended by `now`, and read the gap's section;
 * those counted as the week the fix was sent was (its record, or the counting on the day it was sent) are compared.
 */
export function scoreFixes(ledger: FixLedger | undefined, records: readonly WeekRecord[], now: Date): ScoredGap[] {
  if (!ledger) return []
  // A range's dateTo (a day, exclusive) has passed when it sorts at or before now's ISO time.
  const all = distinctWeeks(records)
  const weeks = all.filter(week => week.range.dateTo <= now.toISOString())
  return ledger.fixes.flatMap(fix => {
    if (fix.state !== 'merged' || fix.merged === undefined) return []
    const merged = { ...fix, merged: fix.merged }
    const since = weeks.filter(week => week.range.dateFrom >= merged.merged.slice(0, 10))
    const counting = all.find(week => week.week === fix.week)?.counting ?? countingOn(fix.sent.slice(0, 10))
    return fix.gaps.flatMap((gap): ScoredGap[] => {
      const after = since.filter(week => wasRead(week, gap.section))
      const same = after.filter(week => week.counting === counting)
      const figures = sumFigures(gap, same)
      if (!figures) return []
      if (after.length === 0) return [{ fix: merged, gap, verdict: 'too-early', weeks: 0 }]
      if (same.length === 0) return [{ fix: merged, gap, verdict: 'not-comparable', weeks: after.length }]
      const verdict = isGap(figures) ? 'still-there' : 'better'
      return [{ fix: merged, gap, verdict, after: figures, weeks: same.length }]
    })
  })
}

/** The gap's figures summed over the weeks (none listing it counts 0); undefined for a section without a gap rule. */
function sumFigures(gap: FixGap, weeks: readonly WeekRecord[]): GapFigures | undefined {
  switch (gap.section) {
    case 'feedback': {
      const cells = weeks.flatMap(week => week.pages.filter(([id]) => id === gap.subject || id === gap.key))
      const down = cells.reduce((sum, cell) => sum + cell[4], 0)
      return { section: 'feedback', down, ratings: cells.reduce((sum, cell) => sum + cell[3] + cell[4], 0) }
    }
    case 'searches': {
      const cells = weeks.flatMap(week => week.terms.filter(([key]) => key === gap.subject))
      const hits = cells.reduce((sum, cell) => sum + cell[1], 0)
      const clicks = cells.reduce((sum, cell) => sum + cell[1] * cell[2], 0)
      return { section: 'searches', hits, ctrPercent: hits > 0 ? Math.round(clicks / hits) : 0 }
    }
    case 'assistant': {
      const cells = weeks.flatMap(week => week.topics.filter(([key]) => key === gap.subject))
      return { section: 'assistant', unanswered: cells.reduce((sum, cell) => sum + cell[1], 0) }
    }
  }
  return undefined
}

/**
 * The headline's fixes (rollup.ts): the fixes merged (their jobs), and of those the ones with a gap still there, so
 * never more than the first (index.json's readers refuse a headline that says more).
 */
export function fixCounts(scored: readonly ScoredGap[]): { fixesMerged: number; fixesStillThere: number } {
  const jobs = (some: readonly ScoredGap[]) => new Set(some.map(one => one.fix.job)).size
  return { fixesMerged: jobs(scored), fixesStillThere: jobs(scored.filter(one => one.verdict === 'still-there')) }
}

/** Whether the figures still make a gap by its section's rule (feedback.ts, searches.ts, assistant.ts). */
function isGap(figures: GapFigures): boolean {
  switch (figures.section) {
    case 'feedback':
      return figures.down >= MIN_DOWN && figures.down / figures.ratings >= MIN_DOWN_SHARE
    case 'searches':
      return figures.hits >= MIN_HITS && figures.ctrPercent < LOW_CTR * 100
    case 'assistant':
      return figures.unanswered >= MIN_UNANSWERED
  }
}

const LEAD: Record<Verdict, string> = {
  better: 'Better',
  'still-there': 'Still there',
  'too-early': 'Too early',
  'not-comparable': 'Not comparable'
}

/** The server a workflow runs on when the run does not say (GITHUB_SERVER_URL's default). */
const GITHUB = 'https://github.com'

/**
 * The report's part on the fixes that merged: one line a gap, newest fix first, at most MAX_SCORED_LINES; nothing
 * when no fix has merged. Labels are those of the latest week that has them, shown as the report shows them; pull
 * requests as prRef shows them on `serverUrl`.
 */
export function renderFixScores(
  scored: readonly ScoredGap[],
  records: readonly WeekRecord[],
  view: HistoryView,
  serverUrl = GITHUB
): string[] {
  if (scored.length === 0) return []
  const weeks = distinctWeeks(records)
  const labels = {
    terms: latestLabels(weeks, week => week.terms, 3),
    topics: latestLabels(weeks, week => week.topics, 2)
  }
  const subject = ({ gap }: ScoredGap): string => {
    if (gap.section === 'feedback') return pageLabel(gap.subject, view.pages) ?? 'a page (address hidden)'
    const searches = gap.section === 'searches'
    const found = (searches ? labels.terms : labels.topics).get(gap.subject)
    // A search term is reader text whatever the week kept; a topic's label is a category where it kept none.
    const label = found && readerLabel(found.label, searches || found.kept, view.reader)
    if (searches) return label ? `search term ${label}` : 'a search term'
    return label ? `assistant topic ${label}` : 'an assistant topic'
  }
  const lines = scored
    .slice(0, MAX_SCORED_LINES)
    .map(one => `- **${LEAD[one.verdict]}:** ${subject(one)}: ${outcome(one, serverUrl)}`)
  const more = scored.length - lines.length
  return [
    '### Fixes, before and after',
    '',
    "Each gap a merged fix was sent, by its figures the week it was sent against the same figures summed over the full weeks since the merge: better when that sum is no longer a gap by its section's rule.",
    '',
    ...lines,
    ...(more > 0 ? ['', `${plural(more, 'more gap')} of earlier fixes not listed.`] : [])
  ]
}

/** The figures as a line says them: `👎 9 of 11`, `searched 40 times, 2 % clicked a result`, `5 unanswered`; `again`
 * after the arrow, without the words before the number: `2 of 14`, `35 times, 18 % clicked a result`, `0`. */
function said(figures: GapFigures | undefined, again = false): string {
  switch (figures?.section) {
    case undefined:
      return 'figures not recorded'
    case 'feedback':
      return `${again ? '' : '👎 '}${number(figures.down)} of ${number(figures.ratings)}`
    case 'searches':
      return `${again ? '' : 'searched '}${plural(figures.hits, 'time')}, ${figures.ctrPercent} % clicked a result`
    case 'assistant':
      return `${number(figures.unanswered)}${again ? '' : ' unanswered'}`
  }
}

/** What came of the gap since its fix merged. */
function outcome({ fix, gap, verdict, after, weeks }: ScoredGap, serverUrl: string): string {
  const pr = prRef(fix.pr, serverUrl)
  const day = fix.merged.slice(0, 10)
  switch (verdict) {
    case 'too-early':
      return `${said(gap.before)} when sent; ${pr} merged ${day}, no full week since yet.`
    case 'not-comparable':
      return `${said(gap.before)} when sent; the service has counted otherwise since ${pr} merged ${day}, so the weeks since are not compared.`
    default: {
      const span = weeks === 1 ? 'the first full week' : `${weeks} full weeks`
      return `${said(gap.before)} → ${said(after, true)} in ${span} since ${pr} merged.`
    }
  }
}

/**
 * A merged fix's pull request as `#123` linking to it: the number in a code span, so GitHub makes no reference of it
 * to this repository's issue 123. Only a pull request on the server the workflow runs on (`serverUrl`) is linked: the
 * only ones whose merge a run reads (fix-states.ts), hence the only ones a fix merged by. Any other link is the
 * ledger's, which anyone with write access may have written (`https://evil.example/a/b/pull/1`), and is not made
 * live: `its pull request`.
 */
export function prRef(url: string | undefined, serverUrl = GITHUB): string {
  const pull = url !== undefined && checkPrLink(url).ok ? pullOf(url, serverUrl) : undefined
  return pull ? link(`#${pull.number}`, url) : 'its pull request'
}

/** A gap "What to fix" does not send again this week, and what the report says of it (markdown). */
export interface HeldGap {
  key: string
  verdict: 'still-there' | 'too-early'
  fix: ScoredGap['fix']
  note: string
}

/** The newest scored gap of each key with the verdict, as the report says it. */
function newestWith(
  scored: readonly ScoredGap[],
  verdict: HeldGap['verdict'],
  serverUrl: string
): Map<string, HeldGap> {
  const newest = new Map<string, ScoredGap>()
  for (const one of scored) if (!newest.has(one.gap.key)) newest.set(one.gap.key, one)
  const held = new Map<string, HeldGap>()
  for (const [key, one] of newest) {
    if (one.verdict !== verdict) continue
    const merged = `its fix ${prRef(one.fix.pr, serverUrl)} merged ${one.fix.merged.slice(0, 10)}`
    const note =
      verdict === 'still-there'
        ? `${merged} and it is still a gap in the ${plural(one.weeks, 'full week')} since: not sent again as new.`
        : `${merged}: not sent again until a full week has passed.`
    held.set(key, { key, verdict, fix: one.fix, note })
  }
  return held
}

/** Gaps whose fix merged and that are still gaps since (the newest fix of the key): listed with it, not sent as new. */
export const stillThere = (scored: readonly ScoredGap[], serverUrl = GITHUB): Map<string, HeldGap> =>
  newestWith(scored, 'still-there', serverUrl)

/** Gaps whose fix merged with no full week since (the newest fix of the key): not sent again until there is one. */
export const heldBack = (scored: readonly ScoredGap[], serverUrl = GITHUB): Map<string, HeldGap> =>
  newestWith(scored, 'too-early', serverUrl)
