/**
 * The history's part of a report run (history-branch): reads the project's past weeks and fix ledger, makes this
 * week's record from what the sections measured, asks what became of the fixes sent, scores the merged ones, and
 * gives the report its "Over time", "Fixes, before and after" and "Docs that followed code" parts and the gaps to
 * hold back. After the report is posted it writes the week (keep.ts), and after a fix-gaps job is sent it records the
 * job. The branch keeps reader text only for a private repository whose report shows it. Never throws for GitHub.
 */
import type { DataBranch } from '../../github/data-branch.js'
import { readerView } from '../reader.js'
import type { Gap, PageView, ReaderView, SectionResult } from '../section.js'
import type { FixLedger, SectionState, WeekFigures, WeekRecord } from './format.js'
import { fixStates, type FixSources } from './fix-states.js'
import { renderCodeFixes } from './code-fixes.js'
import { beforeFigures, recordFix, updateFixStates } from './fixes.js'
import { readPast, writeLedger, writeWeek } from './keep.js'
import { weekRecord } from './record.js'
import { headline } from './rollup.js'
import { fixCounts, heldBack, renderFixScores, scoreFixes, stillThere, type HeldGap } from './score.js'
import type { HistorySettings } from './settings.js'
import { renderTrends } from './trends.js'
import { weekOf } from './week.js'

/** What the report run gives the history. */
export interface HistoryContext {
  settings: HistorySettings
  /** The project's folder on the branch: its project id. */
  project: string
  branch: DataBranch
  /** The service's jobs and GitHub's pull requests, asked about the fixes sent. */
  fixSources: FixSources
  /** The server the workflow runs on: the fixes' pull requests linked in the report are its (score.ts, prRef). */
  serverUrl: string
  /** Whether the repository is private (the event's): only a private repository's branch keeps reader text. */
  repositoryPrivate: boolean | undefined
  now: () => Date
  warn: (line: string) => void
}

/** The report's side of the history, once this week's record is made. */
export interface HistoryPart {
  /** "Over time", "Fixes, before and after", "Docs that followed code" (markdown, everything read back escaped). */
  markdown: string[]
  /** Gaps not sent as new this week: still there after their fix merged, or merged too recently to tell. */
  held: ReadonlyMap<string, HeldGap>
  /** After the report is posted: the week, the ledger's news, the index and its README, as one commit. */
  write(gapsFound: number): Promise<void>
  /** After a fix-gaps job was sent (or followed up): the job and the gaps it carries, with their figures this week. */
  recordSent(job: string, gaps: readonly Gap[]): Promise<void>
}

/** The report run's history, or undefined (one warning) when the branch cannot be read or is not a history branch. */
export async function historyOfRun(
  context: HistoryContext,
  run: {
    results: readonly SectionResult[]
    range: { dateFrom: string; dateTo: string }
    reader: ReaderView
    pages: PageView
  }
): Promise<HistoryPart | undefined> {
  const { settings, project, branch } = context
  const week = weekOf(run.range)
  const past = await readPast(branch, {
    project,
    week,
    count: settings.weeks - 1,
    branchName: settings.branch,
    warn: context.warn
  })
  if (!past) return undefined
  const kept = readerView(run.reader.shown && context.repositoryPrivate === true, 'public repository')
  const record = weekRecord(figuresOf(run.results), {
    project,
    range: run.range,
    written: context.now(),
    sections: statesOf(run.results),
    reader: kept,
    pages: run.pages
  })
  const states = past.ledger ? await fixStates(past.ledger.fixes, context.fixSources) : new Map()
  const ledger = past.ledger && updateFixStates(past.ledger, states)
  const weeks: WeekRecord[] = [...past.weeks, record]
  const scored = scoreFixes(ledger, weeks, context.now())
  const { serverUrl } = context
  const held = new Map([...heldBack(scored, serverUrl), ...stillThere(scored, serverUrl)])
  const view = { reader: run.reader, pages: run.pages }
  const fixes = renderFixScores(scored, weeks, view, serverUrl)
  const told = (warning: string | undefined) => {
    if (warning) context.warn(warning)
  }
  return {
    markdown: [
      ...renderTrends(weeks, view),
      ...[fixes, renderCodeFixes(ledger, serverUrl)].flatMap(part => (part.length > 0 ? ['', ...part] : []))
    ],
    held,
    write: async gapsFound =>
      told(
        await writeWeek(branch, settings.branch, project, {
          record,
          headline: headline(record, { gaps: gapsFound, ...fixCounts(scored) }),
          ledger: (current: FixLedger | undefined) => current && updateFixStates(current, states),
          rerun: past.rerun === true
        })
      ),
    recordSent: async (job, gaps) =>
      told(
        await writeLedger(branch, settings.branch, project, `docs-health: ${project} fix ${job}`, current =>
          recordFix(
            current,
            {
              job,
              sent: context.now().toISOString(),
              week,
              origin: 'fix-gaps',
              gaps: gaps.map(gap => ({
                key: gap.key,
                section: gap.section,
                pages: gap.pages.filter(page => run.pages.known(page)),
                ...beforeFigures(record, gap)
              }))
            },
            project
          )
        )
      )
  }
}

/** What every section measured, side by side. */
const figuresOf = (results: readonly SectionResult[]): WeekFigures =>
  Object.assign({}, ...results.map(result => result.figures ?? {})) as WeekFigures

/** How each section ended: failed, partial, or whole. */
const statesOf = (results: readonly SectionResult[]): Partial<Record<SectionResult['section'], SectionState>> =>
  Object.fromEntries(
    results.map(result => [result.section, result.failed ? 'failed' : result.partial ? 'partial' : 'whole'])
  )
