/**
 * The searches section: the most searched terms (cursor pages of 100, by hits; one page is the top terms, a second
 * reaches further down), `totalSearches`, and the content gaps: terms searched often whose searches rarely or never
 * lead to a clicked result. Terms are reader text: shown only through the reader view, keyed only by their hash.
 */
import { ReportOutputs } from '../../action/names.js'
import type { SearchesPage, SearchRow } from '../../service/client.js'
import { percent } from '../../text/percent.js'
import { plural } from '../../text/plural.js'
import { PAGING } from '../needs.js'
import { SECTION_TITLES } from '../section-names.js'
import type { Gap, PageView, SectionResult, SectionRun } from '../section.js'
import {
  failedResult,
  fileText,
  fileTexts,
  looksLike,
  number,
  filePages,
  rangeText,
  readPages,
  warning,
  writeSectionFiles
} from './common.js'

const { rows: PAGE_LIMIT, requests: MAX_PAGES } = PAGING.searches
/** A gap is searched at least this often: fewer searches are noise, however few clicks they got. */
export const MIN_HITS = 10
/** Under this share of searches clicking a result, readers do not find what they look for. */
export const LOW_CTR = 0.1
const HEADING = SECTION_TITLES.searches

/** Terms that are one term once normalised (case, spaces, NFKC), merged: hits summed, click-through weighted. */
interface Term {
  key: string
  /** The variant searched most. */
  text: string
  hits: number
  ctr: number
  topClickedPage: string | null
}

function mergeTerms(run: SectionRun, rows: SearchRow[]): Term[] {
  const terms = new Map<string, Term & { clicks: number }>()
  for (const row of rows) {
    const key = run.keys.of('searches', row.searchQuery)
    const ctr = Math.min(row.ctr, 1)
    const term = terms.get(key)
    if (!term) {
      terms.set(key, {
        key,
        text: row.searchQuery,
        hits: row.hits,
        ctr,
        topClickedPage: row.topClickedPage,
        clicks: row.hits * ctr
      })
      continue
    }
    term.hits += row.hits
    term.clicks += row.hits * ctr
    term.ctr = term.hits > 0 ? term.clicks / term.hits : 0
    term.topClickedPage ??= row.topClickedPage
  }
  return [...terms.values()].sort((a, b) => b.hits - a.hits)
}

function gapOf(term: Term): Gap | undefined {
  const nothing = term.topClickedPage === null
  if (term.hits < MIN_HITS || !(nothing || term.ctr < LOW_CTR)) return undefined
  const clicked = term.ctr > 0 ? `${percent(term.ctr)} clicked a result` : 'no result clicked'
  return {
    key: term.key,
    section: 'searches',
    weight: Math.round(term.hits * (1 - term.ctr) * 10) / 10,
    summary: nothing
      ? 'Readers search for this and click no result'
      : 'Readers search for this and rarely click a result',
    evidence: `searched ${plural(term.hits, 'time')}, ${clicked}`,
    pages: term.topClickedPage === null ? [] : [term.topClickedPage],
    readerText: [term.text]
  }
}

export async function run(run: SectionRun): Promise<SectionResult> {
  const read = await readPages<SearchesPage, string>(
    run,
    Math.min(MAX_PAGES, run.allowance.limit),
    cursor => run.client.getSearches({ ...run.range, limit: PAGE_LIMIT, cursor }, run.deadline),
    page => page.nextCursor ?? undefined,
    page => page.searches.length === 0
  )
  const first = read.pages[0]
  if (!first) return failedResult(run, 'searches', HEADING, read.partial ?? 'no page was read')

  const paths = await run.pages
  const rows = read.pages.flatMap(page => page.searches)
  const terms = mergeTerms(run, rows)
  const gaps = terms.flatMap(term => gapOf(term) ?? []).sort((a, b) => b.weight - a.weight)
  const total = first.totalSearches
  const requests = run.allowance.requests
  const reader = run.reader

  const files = await writeSectionFiles(
    run,
    'searches',
    {
      section: 'searches',
      range: run.range,
      requests,
      partial: read.partial ?? null,
      readerTextShown: reader.shown,
      totalSearches: total,
      terms: rows.map(({ searchQuery, ...numbers }) => ({
        key: run.keys.of('searches', searchQuery),
        term: fileText(reader, searchQuery),
        ...numbers,
        topClickedPage: numbers.topClickedPage === null ? null : (paths.plain(numbers.topClickedPage) ?? null)
      })),
      gaps: gaps.map(gap => ({
        ...gap,
        pages: filePages(paths, gap.pages),
        readerText: fileTexts(reader, gap.readerText)
      }))
    },
    ['key', 'term', 'hits', 'ctr', 'top_clicked_page', 'last_searched_at', 'gap'],
    rows.map(row => {
      const key = run.keys.of('searches', row.searchQuery)
      const term = fileText(reader, row.searchQuery)
      const clicked = row.topClickedPage === null ? null : paths.plain(row.topClickedPage)
      return [key, term, row.hits, row.ctr, clicked, row.lastSearchedAt, gaps.some(gap => gap.key === key)]
    })
  )
  run.log(
    `Searches: ${total} searches, ${plural(terms.length, 'term')} read in ${plural(requests, 'request')}, ${plural(gaps.length, 'content gap')}${read.partial ? '; PARTIAL' : ''}.`
  )
  if (read.partial) run.warn(`Searches: partial: ${read.partial}`)

  const markdown = [
    `### ${HEADING}`,
    '',
    `${number(total)} searches ${rangeText(run)}; the ${plural(terms.length, 'most searched term')} read in ${plural(requests, 'request')}. ${plural(gaps.length, 'term')} ${looksLike(gaps.length, 'content gap')}: searched ${MIN_HITS} times or more, with under ${percent(LOW_CTR)} of searches clicking a result, or none.${reader.shown ? '' : ' Search terms are written by readers and are not shown here.'}`,
    '',
    ...warning(read.partial),
    '#### Content gaps',
    '',
    ...(gaps.length === 0
      ? ['No term looks like a content gap.']
      : table(
          run,
          gaps.map(gap => terms.find(t => t.key === gap.key) as Term),
          paths
        )),
    '',
    `#### Top ${plural(Math.min(run.top, terms.length), 'term')}`,
    '',
    ...(terms.length === 0 ? ['Nobody searched in this range.'] : table(run, terms.slice(0, run.top), paths)),
    ''
  ].join('\n')
  return {
    section: 'searches',
    requests,
    partial: read.partial,
    gaps,
    markdown,
    outputs: {
      [ReportOutputs.SearchesTotal]: String(total),
      [ReportOutputs.SearchesGaps]: String(gaps.length),
      [ReportOutputs.SearchesFile]: files.json,
      [ReportOutputs.SearchesCsv]: files.csv
    },
    files,
    figures: {
      searches: { total, terms: terms.map(({ key, text, hits, ctr }) => ({ key, text, hits, ctr })) }
    }
  }
}

/** Terms with their numbers; the term column only when reader text is shown. */
function table(run: SectionRun, terms: Term[], paths: PageView): string[] {
  const shown = run.reader.shown
  const clicked = (term: Term) => (term.ctr > 0 ? percent(term.ctr) : 'none')
  const result = (term: Term) => (term.topClickedPage === null ? '—' : paths.inline(term.topClickedPage))
  return [
    shown
      ? '| # | Term | Searches | Clicked | Most clicked result |'
      : '| # | Searches | Clicked | Most clicked result |',
    shown ? '|--:|---|--:|--:|---|' : '|--:|--:|--:|---|',
    ...terms.map((term, i) => {
      const text = shown ? ` ${run.reader.inline(term.text)} |` : ''
      return `| ${i + 1} |${text} ${number(term.hits)} | ${clicked(term)} | ${result(term)} |`
    })
  ]
}
