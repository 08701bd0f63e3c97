/**
 * The views section: page views per page (human / AI) and the site's totals, 250 paths a request within the section's
 * allowance; the top pages by views and the pages AI agents read most. It finds no gaps: views alone do not say that
 * a page fails its readers (a page may be read much because it is good), so any gap here would be a guess. Views per
 * visitor is not computed: visitors are the visitors section's numbers, read on its own allowance.
 */
import { ReportOutputs } from '../../action/names.js'
import type { ViewsPage, ViewsRow } from '../../service/client.js'
import { plural } from '../../text/plural.js'
import type { SectionNeed, SectionResult, SectionRun } from '../section.js'
import {
  bar,
  failedResult,
  number,
  pagePath,
  percent,
  rangeText,
  readPages,
  warning,
  writeSectionFiles
} from './common.js'

/** The service's most paths per request. */
const PAGE_LIMIT = 250
/** 2,500 paths: the rankings need every row (the service does not sort them), and most sites have fewer. */
const MAX_PAGES = 10
const HEADING = 'Page views'

export function need(): SectionNeed {
  return { min: 1, max: MAX_PAGES, what: `up to ${MAX_PAGES} requests of ${PAGE_LIMIT} paths` }
}

/** `sitePage` hears every path the export lists: the pages the site has (reader.ts's pageView). */
export async function run(run: SectionRun, sitePage: (path: string) => void = () => undefined): Promise<SectionResult> {
  let asked = 0
  const read = await readPages<ViewsPage, number>(
    run,
    run.allowance.limit,
    offset => run.client.getViews({ ...run.range, limit: PAGE_LIMIT, offset: offset ?? 0 }, run.deadline),
    page => (page.hasMore ? ++asked * PAGE_LIMIT : undefined),
    page => page.views.length === 0
  )
  const first = read.pages[0]
  if (!first) return failedResult(run, 'views', HEADING, read.partial ?? 'no page was read')

  const byPath = new Map<string, ViewsRow>()
  for (const page of read.pages) for (const row of page.views) if (!byPath.has(row.path)) byPath.set(row.path, row)
  for (const path of byPath.keys()) sitePage(path)
  const rows = [...byPath.values()].sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : 1))
  const byAi = rows.filter(row => row.ai > 0).sort((a, b) => b.ai - a.ai || (a.path < b.path ? -1 : 1))
  const { totals } = first
  const requests = run.allowance.requests

  const files = await writeSectionFiles(
    run,
    'views',
    { section: 'views', range: run.range, requests, partial: read.partial ?? null, totals, rows },
    ['path', 'human', 'ai', 'total'],
    rows.map(row => [row.path, row.human, row.ai, row.total])
  )
  run.log(
    `Views: ${totals.total} (${totals.human} human, ${totals.ai} AI) over ${plural(rows.length, 'page')} in ${plural(requests, 'request')}${read.partial ? '; PARTIAL' : ''}.`
  )
  if (read.partial) run.warn(`Views: partial: ${read.partial}`)

  const top = rows.slice(0, run.top)
  const topAi = byAi.slice(0, run.top)
  const max = Math.max(0, ...top.map(row => row.total))
  const markdown = [
    `### ${HEADING}`,
    '',
    `${number(totals.total)} page views ${rangeText(run)}: ${number(totals.human)} by people, ${number(totals.ai)} by AI agents (${percent(totals.total > 0 ? totals.ai / totals.total : 0)}). ${plural(rows.length, 'page')} read in ${plural(requests, 'request')}. A view counts every page load, so one reader can count many times.`,
    '',
    ...warning(read.partial),
    `#### Top ${plural(top.length, 'page')} by views`,
    '',
    ...(top.length === 0
      ? ['No page was viewed in this range.']
      : [
          '| # | Page | Human | AI | Total | |',
          '|--:|---|--:|--:|--:|---|',
          ...top.map(
            (row, i) =>
              `| ${i + 1} | ${pagePath(row.path)} | ${number(row.human)} | ${number(row.ai)} | ${number(row.total)} | ${bar(row.total, max)} |`
          )
        ]),
    '',
    '#### Pages AI agents read most',
    '',
    ...(topAi.length === 0
      ? ['No page was read by an AI agent in this range.']
      : [
          '| # | Page | AI views | Share of the page’s views |',
          '|--:|---|--:|--:|',
          ...topAi.map(
            (row, i) =>
              `| ${i + 1} | ${pagePath(row.path)} | ${number(row.ai)} | ${percent(row.total > 0 ? row.ai / row.total : 0)} |`
          )
        ]),
    ''
  ].join('\n')
  return {
    section: 'views',
    requests,
    partial: read.partial,
    gaps: [],
    markdown,
    outputs: {
      [ReportOutputs.ViewsHuman]: String(totals.human),
      [ReportOutputs.ViewsAi]: String(totals.ai),
      [ReportOutputs.ViewsTotal]: String(totals.total),
      [ReportOutputs.ViewsFile]: files.json,
      [ReportOutputs.ViewsCsv]: files.csv
    },
    files
  }
}
