/**
 * The roll-up of the docs-health history (src/report/history/): each project's latest week as a headline
 * (`ProjectHeadline`), the index of every project's (`index.json`, `HistoryIndex`), and the data branch's README.md,
 * one table across projects rendered from it. The index and the README are files anyone with write access can edit,
 * so every cell is escaped as untrusted text (no HTML, link, mention, table break or workflow command), numbers
 * included. Pure.
 */
import { COUNTING_CHANGES, HISTORY_VERSION } from './format.js'
import type { CountingChange, HistoryIndex, ProjectHeadline, WeekRecord } from './format.js'
import { isProjectFolder } from './parse.js'
import { compareWeeks, latestCounting } from './week.js'
import { escapeReaderText } from '../reader.js'
import { number } from '../visitors/report.js'
import { shorten } from '../../text/cut.js'
import { visiblePlainText } from '../../text/hidden.js'
import { percent } from '../../text/percent.js'

/** What a headline takes besides the week's record: the gaps found, and the fixes scored (fixes.ts). */
export interface HeadlineFigures {
  gaps: number
  fixesMerged: number
  fixesBetter: number
  fixesStillThere: number
}

/** The headline of a project's week, for the index: its totals, without its lists. */
export function headline(record: WeekRecord, extra: HeadlineFigures): ProjectHeadline {
  const { views, visitors, searches, feedback, assistant } = record
  return {
    week: record.week,
    range: { dateFrom: record.range.dateFrom, dateTo: record.range.dateTo },
    counting: record.counting,
    ...(views ? { viewsHuman: views.human, viewsAi: views.ai } : {}),
    ...(visitors ? { visitors: visitors.total } : {}),
    ...(searches ? { searches: searches.total, noClick: searches.noClick } : {}),
    ...(feedback ? { thumbsDown: feedback.down, ratings: feedback.up + feedback.down } : {}),
    ...(assistant ? { unanswered: assistant.unanswered } : {}),
    gaps: extra.gaps,
    fixesMerged: extra.fixesMerged,
    fixesBetter: extra.fixesBetter,
    fixesStillThere: extra.fixesStillThere
  }
}

/**
 * The index with a project's headline: a new one, or the same week again (a re-run) replaces the project's; an older
 * week does not (a re-run of a past week leaves the newer headline). Projects in their folders' order, so the file
 * changes only where a project's does. Throws on a folder the format does not allow (isProjectFolder): readers would
 * refuse the whole index.
 */
export function updateIndex(current: HistoryIndex | undefined, folder: string, latest: ProjectHeadline): HistoryIndex {
  if (!isProjectFolder(folder)) throw new RangeError(`not a project folder: ${JSON.stringify(folder)}`)
  const projects = new Map(Object.entries(current?.projects ?? {}))
  const kept = projects.get(folder)
  projects.set(folder, kept !== undefined && compareWeeks(kept.week, latest.week) > 0 ? kept : latest)
  return {
    format: 'docs-health-index',
    version: HISTORY_VERSION,
    // sort() without a comparer orders by UTF-16 code units: the same on every machine.
    projects: Object.fromEntries([...projects.keys()].sort().map(name => [name, projects.get(name) as ProjectHeadline]))
  }
}

/** Text from a file as one table cell: visible characters only, one line, cut, escaped. */
function cellText(text: string): string {
  return escapeReaderText(shorten(visiblePlainText(text).text.replace(/\s+/g, ' ').trim(), 100))
}

/** A count from a file as a cell; a dash when absent. */
function count(value: number | undefined): string {
  return value === undefined ? '—' : cellText(number(value))
}

/** Marks a week counted before one of the service's changes of counting. */
const OLDER = '†'

/** One project's row. */
function projectRow(folder: string, project: ProjectHeadline, latest: number): string {
  const { viewsHuman, viewsAi, searches, noClick, thumbsDown } = project
  const views = viewsHuman === undefined && viewsAi === undefined ? '—' : `${count(viewsHuman)} / ${count(viewsAi)}`
  const share = searches !== undefined && noClick !== undefined ? ` (${cellText(percent(noClick / searches))})` : ''
  const down = thumbsDown === undefined ? '—' : `${count(thumbsDown)} of ${count(project.ratings ?? 0)}`
  const week = `${cellText(project.week)}${project.counting < latest ? ` ${OLDER}` : ''}`
  // A version-1 headline has no judged fixes: its "still a gap" was a rule, not a verdict, and is not shown as one.
  const fixes =
    project.fixesBetter === undefined
      ? `${count(project.fixesMerged)} (not judged)`
      : `${count(project.fixesMerged)} (${count(project.fixesBetter)} / ${count(project.fixesStillThere)})`
  const cells = [cellText(folder), week, views, `${count(searches)}${share}`, down, count(project.unanswered)]
  return `| ${[...cells, count(project.gaps), fixes].join(' | ')} |`
}

/**
 * The data branch's README.md: what the branch is, and each project's latest week; a week of an older counting is
 * marked, and the changes since the oldest such are named.
 */
export function rollupMarkdown(index: HistoryIndex, changes: readonly CountingChange[] = COUNTING_CHANGES): string {
  const latest = latestCounting(changes)
  const projects = Object.keys(index.projects)
    .sort()
    .map(name => [name, index.projects[name] as ProjectHeadline] as const)
  const older = projects.map(([, project]) => project.counting).filter(counting => counting < latest)
  const table =
    projects.length === 0
      ? ['No project has written a week yet.']
      : [
          '| Project | Week | Views (human / AI) | Searches (no click) | 👎 of ratings | Unanswered questions | Gaps | Fixes live (judged better / no clear change or worse) |',
          '|---|---|--:|--:|--:|--:|--:|--:|',
          ...projects.map(([folder, project]) => projectRow(folder, project, latest))
        ]
  const since = changes.slice(Math.min(...older) - 1).map(change => `${change.from}: ${change.what}`)
  return [
    '# Docs-health history',
    '',
    "This branch holds the history of the docs-health report of docs-agent-action: one file per ISO week per project (`<project>/weeks/<YYYY-Www>.json`), each project's agent jobs and what became of them (`<project>/fixes.json`), and `index.json`, each project's latest week, which the table below shows.",
    '',
    `The report's runs write it through the GitHub API, one commit per run. Do not edit it by hand: the next run would refuse a file it cannot read. Format: docs-health history, version ${HISTORY_VERSION}; docs/history-format.md in the action's repository describes it.`,
    '',
    ...table,
    ...(older.length > 0
      ? [
          '',
          `${OLDER} A week counted before the service changed how it counts (${since.join('; ')}): its figures are not comparable with the others.`
        ]
      : []),
    ''
  ].join('\n')
}
