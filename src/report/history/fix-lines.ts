/**
 * The report's "Fixes, before and after" (pure): how the fixes were judged in a paragraph a docs lead can follow, the
 * sent gaps' verdicts beside those of the gaps not sent (the comparison), then one line a gap with its rates, the
 * change, its 95 % interval and the counts it rests on. Also what "What to fix" says of the gaps it holds back.
 * Everything read back from the branch is shown through the report's views (show.ts).
 */
import { pullOf } from '../../github/pulls.js'
import { checkPrLink } from '../../service/pr-link.js'
import { link } from '../../text/markdown.js'
import { plural } from '../../text/plural.js'
import { number } from '../visitors/report.js'
import type { FixGap, GapFigures, WeekRecord } from './format.js'
import { RATES, type FixScores, type RatedSection, type ScoredGap, type Verdict } from './score.js'
import { distinctWeeks, latestLabels, pageLabel, readerLabel, type HistoryView } from './show.js'
import { addWeeks, weekMonday } from './week.js'
import { MIN_KNOWN_WEEKS, WINDOW_WEEKS } from './windows.js'

/** The most scored gaps the report lists. */
export const MAX_SCORED_LINES = 15

/** The server a workflow runs on when the run does not say (GITHUB_SERVER_URL's default). */
const GITHUB = 'https://github.com'

const LEAD: Record<Verdict, string> = {
  better: 'Better',
  worse: 'Worse',
  'no-clear-change': 'No clear change',
  'not-enough-data': 'Not enough data',
  pending: 'Not enough data yet',
  'not-comparable': 'Not comparable'
}
const TALLY_ORDER: Verdict[] = ['better', 'worse', 'no-clear-change', 'not-enough-data', 'pending', 'not-comparable']

/** How the fixes are judged, in words. */
export const METHOD =
  `Each gap sent to the agent is judged on its rate (the share of a search term's searches that clicked a result, of a page's ratings that were 👎, of an assistant topic's questions left unanswered) in the ${WINDOW_WEEKS} weeks before the week it was picked, against the first ${WINDOW_WEEKS} full weeks after its fix went live; the week it was picked is left out, as it was picked for being bad. ` +
  `It is better or worse only where the 95 % interval of the change leaves out no change, so a fix that did nothing is called better about 1 time in 40. ` +
  `Each window needs ${RATES.searches.minTrials} searches, ${RATES.feedback.minTrials} ratings or ${RATES.assistant.minTrials} questions over at least ${MIN_KNOWN_WEEKS} weeks the history knows; a week missing, partial or cut is unknown, never zero. ` +
  `The gaps found in the same weeks but not sent are judged the same way, for comparison. Once its weeks are over a verdict is kept.`

/**
 * The report's part on live fixes: the method, the tallies of the sent and the unsent, one line a gap (newest fix
 * first, at most MAX_SCORED_LINES); nothing when no fix is live. Labels are those of the latest week that has them;
 * pull requests as prRef shows them on `serverUrl`.
 */
export function renderFixScores(
  scores: FixScores,
  records: readonly WeekRecord[],
  view: HistoryView,
  serverUrl = GITHUB
): string[] {
  const { sent, unsent } = scores
  if (sent.length === 0) return []
  const subject = subjectsOf(records, view)
  const lines = sent
    .slice(0, MAX_SCORED_LINES)
    .map(one => `- **${LEAD[one.verdict]}:** ${subject(one.gap)}: ${outcome(one, serverUrl)}`)
  const more = sent.length - lines.length
  const comparison =
    unsent.length === 0
      ? 'No other gap was found in those weeks to compare with.'
      : `Found in the same weeks but not sent, for comparison: ${tally(unsent.map(one => one.verdict))}.`
  return [
    '### Fixes, before and after',
    '',
    METHOD,
    '',
    `Sent to the agent: ${tally(sent.map(one => one.verdict))}. ${comparison}`,
    '',
    ...lines,
    ...(more > 0 ? ['', `${plural(more, 'more gap')} of earlier fixes not listed.`] : [])
  ]
}

/**
 * How a gap is named in the report: a page as the page view shows it; a term or topic by the latest label the weeks
 * kept, through the reader view (a category is the service's word, shown where the week kept no reader text).
 */
export function subjectsOf(records: readonly WeekRecord[], view: HistoryView): (gap: FixGap) => string {
  const weeks = distinctWeeks(records)
  const labels = {
    terms: latestLabels(weeks, week => week.terms, 3),
    topics: latestLabels(weeks, week => week.topics, 3)
  }
  return gap => {
    if (gap.section === 'feedback') return pageLabel(gap.subject, view.pages) ?? 'a page (address hidden)'
    const searches = gap.section === 'searches'
    const found = (searches ? labels.terms : labels.topics).get(gap.subject)
    // A search term is reader text whatever the week kept; a topic's label is a category where it kept none.
    const label = found && readerLabel(found.label, searches || found.kept, view.reader)
    if (searches) return label ? `search term ${label}` : 'a search term'
    return label ? `assistant topic ${label}` : 'an assistant topic'
  }
}

/** `2 better, 1 no clear change`: each verdict that occurs, in a fixed order. */
function tally(verdicts: readonly Verdict[]): string {
  return TALLY_ORDER.flatMap(verdict => {
    const count = verdicts.filter(one => one === verdict).length
    return count > 0 ? [`${number(count)} ${LEAD[verdict].toLowerCase()}`] : []
  }).join(', ')
}

/** A share as the report says it: a whole percent from 10 %, one decimal below (9.5 % is not 10 %). */
export function share(rate: number): string {
  const percent = rate * 100
  const shown = percent >= 10 || percent === 0 ? Math.round(percent) : Math.round(percent * 10) / 10
  return `${shown} %`
}

/** A change in points, signed and rounded as shares are: `+18`, `−3.5`, `0`; with its unit: `+18 points`. */
function points(difference: number, unit = true): string {
  const value = Math.abs(difference * 100)
  const shown = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10
  const sign = shown === 0 ? '' : difference < 0 ? '−' : '+'
  return unit ? `${sign}${shown} ${shown === 1 ? 'point' : 'points'}` : `${sign}${shown}`
}

const RATE_WORDS: Record<RatedSection, string> = {
  searches: 'clicked a result',
  feedback: 'of ratings 👎',
  assistant: 'of questions unanswered'
}

/** The gap's figures the week it was sent, raw: `👎 9 of 11 when sent`, `2 of 40 searches clicked a result when sent`. */
function sent(figures: GapFigures | undefined): string {
  switch (figures?.section) {
    case undefined:
      return 'figures not recorded when sent'
    case 'feedback':
      return `👎 ${number(figures.down)} of ${number(figures.ratings)} when sent`
    case 'searches':
      return `${number(figures.clicks)} of ${number(figures.hits)} ${figures.hits === 1 ? 'search' : 'searches'} clicked a result when sent`
    case 'assistant': {
      const of = figures.asked === undefined ? '' : ` of ${number(figures.asked)}`
      const noun = (figures.asked ?? figures.unanswered) === 1 ? 'question' : 'questions'
      return `${number(figures.unanswered)}${of} ${noun} unanswered when sent`
    }
  }
}

/** What came of the gap since its fix went live. */
function outcome(one: ScoredGap, serverUrl: string): string {
  const { fix, gap, before, after, difference } = one
  const pr = prRef(fix.pr, serverUrl)
  const day = fix.live.slice(0, 10)
  const trials = RATES[gap.section].trials
  const counts = (b: number, a: number) => `${number(b)} and ${number(a)} ${b === 1 && a === 1 ? trials[0] : trials[1]}`
  switch (one.verdict) {
    case 'pending': {
      const judged = weekMonday(addWeeks(one.from, WINDOW_WEEKS))
      return `${sent(gap.before)}; ${pr} went live ${day}; ${one.weeksSince} of ${WINDOW_WEEKS} full weeks since, judged from ${judged}.`
    }
    case 'not-comparable':
      return `${sent(gap.before)}; the series broke around ${pr} (live ${day}): the service counted otherwise, or a new API key made new keys, in the weeks compared.`
    case 'not-enough-data':
      return `${counts(before?.trials ?? 0, after?.trials ?? 0)} in the weeks before and after ${pr} went live ${day} (known weeks: ${before?.known ?? 0} and ${after?.known ?? 0} of ${WINDOW_WEEKS}); too few to tell.`
    default: {
      const d = difference
      const rates = d ? `${share(d.before)} → ${share(d.after)} ${RATE_WORDS[gap.section]}` : ''
      const interval = d
        ? `${points(d.difference)}, 95 % interval ${points(d.low, false)} to ${points(d.high, false)}`
        : ''
      return `${rates} (${interval}): ${counts(before?.trials ?? 0, after?.trials ?? 0)} in the weeks before and after ${pr} went live ${day}.`
    }
  }
}

/**
 * A fix's pull request as `#123` linking to it: the number in a code span, so GitHub makes no reference of it to this
 * repository's issue 123. Only a pull request on the server the workflow runs on (`serverUrl`) is linked: the only
 * ones whose merge a run reads (fix-states.ts), hence the only ones a fix merged by. Any other link is the ledger's,
 * which anyone with write access may have written (`https://evil.example/a/b/pull/1`), and is not made live: `its pull
 * request` (`its change` without one: a direct commit).
 */
export function prRef(url: string | undefined, serverUrl = GITHUB): string {
  const pull = url !== undefined && checkPrLink(url).ok ? pullOf(url, serverUrl) : undefined
  if (pull) return link(`#${pull.number}`, url)
  return url === undefined ? 'its change' : 'its pull request'
}

/** A gap "What to fix" does not send again this week, and what the report says of it (markdown). */
export interface HeldGap {
  key: string
  verdict: 'pending' | 'no-clear-change' | 'worse'
  fix: ScoredGap['fix']
  note: string
}

/**
 * The gaps held back, by each key's newest fix: while its weeks after are not over (it is not sent again until it is
 * judged), and when it was judged no clear change or worse (listed with its fix, not sent again as new).
 */
export function heldGaps(scored: readonly ScoredGap[], serverUrl = GITHUB): Map<string, HeldGap> {
  const newest = new Map<string, ScoredGap>()
  for (const one of scored) if (!newest.has(one.gap.key)) newest.set(one.gap.key, one)
  const held = new Map<string, HeldGap>()
  for (const [key, one] of newest) {
    const { verdict } = one
    if (verdict !== 'pending' && verdict !== 'no-clear-change' && verdict !== 'worse') continue
    const fix = `its fix ${prRef(one.fix.pr, serverUrl)} went live ${one.fix.live.slice(0, 10)}`
    const note =
      verdict === 'pending'
        ? `${fix}: not sent again until its ${WINDOW_WEEKS} weeks after are judged (from ${weekMonday(addWeeks(one.from, WINDOW_WEEKS))}).`
        : `${fix} and made ${verdict === 'worse' ? 'it worse' : 'no clear change'} in the ${WINDOW_WEEKS} weeks after: not sent again as new.`
    held.set(key, { key, verdict, fix: one.fix, note })
  }
  return held
}
