/**
 * The history's part of a report run (history-branch): reads the project's past weeks and fix ledger, makes this
 * week's record from what the sections measured, asks what became of the fixes sent, scores the merged ones, and
 * gives the report its "Over time", "Fixes, before and after" and "Docs that followed code" parts and the gaps to
 * hold back. After the report is posted it writes the week (keep.ts), and after a fix-gaps job is sent it records the
 * job. The branch keeps reader text only for a private repository whose report shows it. Never throws for GitHub.
 */
import type { DataBranch } from '../../github/data-branch.js'
import { code, escapeMarkdown } from '../../text/markdown.js'
import { readerView } from '../reader.js'
import type { Gap, PageView, ReaderView, SectionResult } from '../section.js'
import type { FixLedger, SearchedBefore, SectionState, WeekFigures, WeekRecord } from './format.js'
import { fixStates, type FixSources } from './fix-states.js'
import { renderCodeFixes } from './code-fixes.js'
import { beforeFigures, recordFix, updateFixStates } from './fixes.js'
import { readPast, writeLedger, writeWeek, type NotKept } from './keep.js'
import { weekRecord } from './record.js'
import { headline } from './rollup.js'
import { heldGaps, renderFixScores, subjectsOf, type HeldGap } from './fix-lines.js'
import { checkFixes, searchBefore, type QueryTexts, type ResultKeys, type SearchCheckSources } from './search-check.js'
import { renderSearchChecks } from './search-lines.js'
import { fixCounts, recordEffects, scoreFixes, weeksToJudge } from './score.js'
import type { HistorySettings } from './settings.js'
import { distinctWeeks, latestLabels } from './show.js'
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
  /** With assistant-key: the live site's search and a fix's files, and how result pages are keyed (search-check.ts). */
  check?: { sources: SearchCheckSources; keys: ResultKeys }
}

/** The report's side of the history, once this week's record is made. */
export interface HistoryPart {
  /** "Over time", "Fixes, before and after", "Docs that followed code" (markdown, everything read back escaped). */
  markdown: string[]
  /** Gaps not sent as new this week: their fix's weeks after are not over, or it made no clear change. */
  held: ReadonlyMap<string, HeldGap>
  /**
   * After the report is posted: the week, the ledger's news, the index and its README, as one commit. Resolves to why
   * the week was not kept, when it was not (the report then says so where it is read).
   */
  write(gapsFound: number): Promise<NotKept | undefined>
  /**
   * Before a fix-gaps job is sent, with the fix check: each gap searched on the live site, by key (empty without it).
   * Never throws; a search that fails is warned about and left out.
   */
  searchBefore(gaps: readonly Gap[]): Promise<ReadonlyMap<string, SearchedBefore>>
  /**
   * After a fix-gaps job was sent (or followed up): the job and the gaps it carries, with their figures this week and
   * where the live site's search stood before it (`searched`, from searchBefore).
   */
  recordSent(job: string, gaps: readonly Gap[], searched?: ReadonlyMap<string, SearchedBefore>): Promise<void>
}

/**
 * The report run's history. When the branch cannot be read, is not a history branch, or is of a later version (one
 * warning), the report says so in place of its history, and nothing is written.
 */
export async function historyOfRun(
  context: HistoryContext,
  run: {
    results: readonly SectionResult[]
    range: { dateFrom: string; dateTo: string }
    reader: ReaderView
    pages: PageView
    /** Which keying made the run's keys (gap-key.ts). */
    keying: string
  }
): Promise<HistoryPart> {
  const { settings, project, branch } = context
  const week = weekOf(run.range)
  let why: string | undefined
  const past = await readPast(branch, {
    project,
    week,
    count: settings.weeks - 1,
    branchName: settings.branch,
    warn: line => void ((why = line), context.warn(line)),
    judgedOn: weeksToJudge
  })
  if (!past) return unavailable(settings.branch, why)
  const kept = readerView(run.reader.shown && context.repositoryPrivate === true, 'public repository')
  const record = weekRecord(figuresOf(run.results), {
    project,
    range: run.range,
    written: context.now(),
    sections: statesOf(run.results),
    reader: kept,
    pages: run.pages,
    keying: run.keying
  })
  const states = past.ledger ? await fixStates(past.ledger.fixes, context.fixSources) : new Map()
  const ledger = past.ledger && updateFixStates(past.ledger, states)
  const weeks: WeekRecord[] = [...past.weeks, record]
  const scored = scoreFixes(ledger, [...(past.older ?? []), ...weeks], context.now())
  const { serverUrl } = context
  const held = heldGaps(scored.sent, serverUrl)
  const view = { reader: run.reader, pages: run.pages }
  const records = [...(past.older ?? []), ...weeks]
  const fixes = renderFixScores(scored, records, view, serverUrl)
  const texts: QueryTexts = { figures: figuresOf(run.results), labels: keptLabels(records) }
  const check = context.check
  const checked = check && ledger ? await checkFixes(ledger.fixes, { ...check, texts, now: context.now() }) : []
  const searches = renderSearchChecks(checked, subjectsOf(records, view), serverUrl)
  const told = (warning: string | undefined) => {
    if (warning) context.warn(warning)
  }
  return {
    markdown: [
      ...renderTrends(weeks, view),
      ...[fixes, searches, renderCodeFixes(ledger, serverUrl)].flatMap(part => (part.length > 0 ? ['', ...part] : []))
    ],
    held,
    write: async gapsFound => {
      const outcome = await writeWeek(branch, settings.branch, project, {
        record,
        headline: headline(record, { gaps: gapsFound, ...fixCounts(scored.sent) }),
        // The verdicts judged final this run are kept: the ledger never judges them again.
        ledger: (current: FixLedger | undefined) =>
          current && recordEffects(updateFixStates(current, states), scored.sent),
        rerun: past.rerun === true
      })
      told(outcome.warning)
      return outcome.notKept
    },
    searchBefore: async gaps =>
      check ? searchBefore(gaps, { ...check, texts, now: context.now }, context.warn) : new Map(),
    recordSent: async (job, gaps, searched) =>
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
                ...beforeFigures(record, gap),
                ...(searched?.has(gap.key) && { searched: searched.get(gap.key) })
              }))
            },
            project
          )
        )
      )
  }
}

/** The labels the branch kept of terms and topics, by key (the latest of each): a query where this week has none. */
function keptLabels(records: readonly WeekRecord[]): Map<string, string> {
  const weeks = distinctWeeks(records)
  const kept = [...latestLabels(weeks, week => week.terms, 3), ...latestLabels(weeks, week => week.topics, 3)]
  return new Map(kept.map(([key, { label }]) => [key, label]))
}

/** What every section measured, side by side. */
const figuresOf = (results: readonly SectionResult[]): WeekFigures =>
  Object.assign({}, ...results.map(result => result.figures ?? {})) as WeekFigures

/** How each section ended: failed, partial, or whole. */
const statesOf = (results: readonly SectionResult[]): Partial<Record<SectionResult['section'], SectionState>> =>
  Object.fromEntries(
    results.map(result => [result.section, result.failed ? 'failed' : result.partial ? 'partial' : 'whole'])
  )

/** The history's part when the branch could not be used: the reason where the history would be, nothing written. */
function unavailable(branch: string, why: string | undefined): HistoryPart {
  const reason =
    why === undefined
      ? 'GitHub did not let the run read it (the run’s warnings say why).'
      : escapeMarkdown(why.replace(/^History: /, ''))
  return {
    markdown: [
      '### Over time',
      '',
      `Not shown, and this week not kept: the history on ${code(branch)} could not be used. ${reason}`
    ],
    held: new Map(),
    write: async () => undefined,
    searchBefore: async () => new Map(),
    recordSent: async () => undefined
  }
}
