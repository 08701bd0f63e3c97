/**
 * The views section: page views per page (human / AI) and the site's totals, 250 paths a request within the section's
 * allowance; the top pages by views and the pages AI agents read most. It finds no gaps: views alone do not say that
 * a page fails its readers (a page may be read much because it is good), so any gap here would be a guess. Views per
 * visitor is not computed: visitors are the visitors section's numbers, read on its own allowance.
 */
import { ReportOutputs } from '../../action/names.js'
import type { ViewsPage, ViewsRow } from '../../service/client.js'
import { percent } from '../../text/percent.js'
import { plural } from '../../text/plural.js'
import { nextOffset } from '../pager.js'
import { PAGING } from '../needs.js'
import { SECTION_TITLES } from '../section-names.js'
import type { SectionResult, SectionRun } from '../section.js'
import { bar, failedResult, number, pagePath, rangeText, readPages, warning, writeSectionFiles } from './common.js'

const { rows: PAGE_LIMIT } = PAGING.views
const HEADING = SECTION_TITLES.views
const following = nextOffset(PAGE_LIMIT, (page: ViewsPage) => page.hasMore)

/** The result's `sitePages` are every path the export lists: the pages the site has (reader.ts's pageView). */
export async function run(run: SectionRun): Promise<SectionResult> {
  const read = await readPages<ViewsPage, number>(
    run,
    run.allowance.limit,
    (offset = 0) => run.client.getViews({ ...run.range, limit: PAGE_LIMIT, offset }, run.deadline),
    (page, offset = 0) => following(page, offset),
    page => page.views.length === 0
  )
  const first = read.pages[0]
  if (!first) return failedResult(run, 'views', HEADING, read.partial ?? 'no page was read')

  const byPath = new Map<string, ViewsRow>()
  for (const page of read.pages) for (const row of page.views) if (!byPath.has(row.path)) byPath.set(row.path, row)
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
    files,
    sitePages: new Set(byPath.keys()),
    figures: { views: { ...totals, pages: rows.map(({ path, human, ai }) => ({ path, human, ai })) } }
  }
}
