/**
 * The report's "Searched again on the live site" (pure): one line per gap of a live fix that the fix check searched
 * (search-check.ts), saying where the pages the fix changed rank now and ranked when the gap was sent, or why that is
 * not known. Page paths are shown as the report shows a site's pages (reader.ts `pagePath`); every reason that came
 * from GitHub or the service is escaped.
 */
import { escapeReaderText, pagePath } from '../reader.js'
import { code } from '../../text/markdown.js'
import type { FixGap } from './format.js'
import { prRef } from './fix-lines.js'
import { CHECK_WEEKS, SEARCH_DEPTH, type CheckedGap, type RankBefore, type SearchOutcome } from './search-check.js'

/** The most changed pages a line names. */
const PAGES_NAMED = 3

const LEAD: Record<SearchOutcome['kind'], string> = {
  found: 'Found',
  'not-found': 'Not found yet',
  'pages-unknown': 'Searched',
  'not-searched': 'Not searched'
}

/** How the check works, in words. */
export const SEARCH_METHOD = `The search terms and assistant topics of fixes merged in the last ${CHECK_WEEKS} weeks, searched on the live site this run: where the pages each fix changed rank among the first ${SEARCH_DEPTH} results now, and where they ranked when the gap was sent. A change the site has not deployed yet is not found; the next run searches again.`

/** The part's lines; nothing when no gap was searched. `subject` names a gap as the fix lines do. */
export function renderSearchChecks(
  checked: readonly CheckedGap[],
  subject: (gap: FixGap) => string,
  serverUrl?: string
): string[] {
  if (checked.length === 0) return []
  return [
    '### Searched again on the live site',
    '',
    SEARCH_METHOD,
    '',
    ...checked.map(
      ({ fix, gap, outcome }) =>
        `- **${LEAD[outcome.kind]}:** ${subject(gap)} (${prRef(fix.pr, serverUrl)}): ${said(outcome)}`
    )
  ]
}

function said(outcome: SearchOutcome): string {
  switch (outcome.kind) {
    case 'found':
      return `${pagePath(outcome.page)} ranks ${ordinal(outcome.rank)} now; ${before(outcome.before)}.`
    case 'not-found': {
      const named = outcome.files.slice(0, PAGES_NAMED).map(code)
      const more = outcome.files.length - named.length
      const list = more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ')
      const which =
        outcome.files.length === 1
          ? `the page it changed (${list}) is not`
          : `none of the ${outcome.files.length} pages it changed (${list}) is`
      return `${which} in the first ${SEARCH_DEPTH} results now${firstResult(outcome.first)}.`
    }
    case 'pages-unknown':
      return `the pages it changed are not known (${escapeReaderText(outcome.why.replace(/\.$/, ''))})${firstResult(outcome.first)}.`
    case 'not-searched':
      return `${escapeReaderText(outcome.why.replace(/\.$/, ''))}.`
  }
}

const firstResult = (first: string | undefined): string =>
  first === undefined ? '; the search found nothing' : `; the first result is ${pagePath(first)}`

function before(rank: RankBefore): string {
  switch (rank.kind) {
    case 'rank':
      return `it ranked ${ordinal(rank.rank)} when the gap was sent`
    case 'absent':
      return `it was not in the first ${SEARCH_DEPTH} when the gap was sent`
    case 'unknown':
      return rank.why === 'keying'
        ? 'its rank when the gap was sent cannot be compared (a new API key changed the keys since)'
        : 'its rank when the gap was sent was not recorded'
  }
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th')
  return `${n}${suffix}`
}
