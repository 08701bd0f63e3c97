/**
 * The docs-health report feature (src/report/): plans the run's analytics requests (plan.ts), runs the chosen sections
 * side by side, each on its own allowance (run-sections.ts; the sections are in registry.ts), ranks the gaps they find
 * (gaps.ts), renders the report (render.ts), and publishes it: outputs, job summary, and one comment per range on the tracking issue (this file, the
 * only one that sets the report's outputs). With fix-gaps the top gaps become one agent prompt (fix-prompt.ts), which
 * report/story.ts hands to the agent feature; without it the prompt is only shown in the summary. It may import github/,
 * service/, action/ and text/, never agent/ or run/.
 */
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { info, notice, warning } from '../action/log.js'
import { ReportOutputs } from '../action/names.js'
import { setOutput } from '../action/outputs.js'
import { writeSummary } from '../action/summary-file.js'
import type { EventInfo } from '../github/event.js'
import type { ThreadSettings } from '../github/settings.js'
import type { IssueThread } from '../thread/issue-thread.js'
import type { HttpOptions } from '../service/http.js'
import type { ServiceClient } from '../service/client.js'
import { plural } from '../text/plural.js'
import { buildFixPrompt, type FixPrompt } from './fix-prompt.js'
import { gapKeys, sentKeys, type GapKeySecret } from './gap-key.js'
import { followUpJob, gapKeysInFlight, jobSources, type InFlightOptions, type JobSources } from './gaps-in-flight.js'
import { rankGaps, type RankedGaps } from './gaps.js'
import { historyOfRun, type HistoryContext } from './history/run.js'
import { describePlan, planRequests, type RequestPlan } from './plan.js'
import { readerPolicy, readerView, type ReaderPolicy } from './reader.js'
import { describeGap, renderHealthReport } from './render.js'
import { cell, link } from '../text/markdown.js'
import { describeRange } from './visitors/range.js'
import { sectionNeeds } from './needs.js'
import { promptShown, publishNotKept, rangeKey, setReportOutputs, whereReportWent, writeReportFile } from './publish.js'
import { runSections } from './run-sections.js'
import type { PageView, ReaderView, SectionResult } from './section.js'
import type { ReportSettings } from './settings.js'

/** What the report step needs of the run (report/story.ts gives it). */
export interface ReportStepContext {
  /** The API key and project id key the gaps (gap-key.ts): only the repository's runs have both. */
  settings: {
    report: ReportSettings
    github?: Pick<ThreadSettings, 'token' | 'comment' | 'issueNumber'>
  } & GapKeySecret
  event: Pick<EventInfo, 'runUrl' | 'repositoryPrivate'>
  /** A service client whose transport takes these extra options (the section's allowance, no 429 retry). */
  clientWith: (extra: Partial<HttpOptions>) => ServiceClient
  issueThread?: IssueThread
  /**
   * Gap keys a job still active, or its pull request still open, on the tracking issue already has. By default, with
   * fix-gaps and a thread, the report asks the service and GitHub itself (gaps-in-flight.ts).
   */
  alreadySent?: () => Promise<ReadonlySet<string>>
  deadline: number
  /** The run's cancel (the service's signal): the sections stop, and what they read is still written, marked partial. */
  signal?: AbortSignal
  /** With history-branch: the data branch the week is kept on (history/run.ts). */
  history?: HistoryContext
}

/** The step's line when the run was cancelled mid-report, after everything read was written. */
export const REPORT_CANCELLED =
  'The run was cancelled during the docs-health report: the sections read by then are in the outputs, the job summary and the report file, marked partial.'

/** What the report leaves for the agent: with fix-gaps, one prompt with the top gaps, and their keys. */
export interface ReportStepEnd {
  /**
   * `about`: the gaps sent, as the status comment shows them (markdown, escaped, reader text only where allowed).
   * `followUp`: the thread's job that takes them as a follow-up (active, or its pull request open); absent: a new job.
   * `sent`: with the history, records the job the gaps went to in its fix ledger.
   */
  fix?: {
    prompt: string
    gapKeys: string[]
    about: string
    followUp?: string
    sent?: (job: string) => Promise<void>
  }
}

/** The plan. The settings have refused a budget below the sections' minimums already (leastRequests), as a bad input. */
export function planReport(settings: ReportSettings): RequestPlan {
  return planRequests(sectionNeeds(settings), settings.budget)
}

/**
 * The report, step by step: plan the requests, read the sections, judge the gaps (which are in flight, what the history
 * holds), render, publish (files, outputs, summary, the comment), keep the week on the data branch, then end: fail
 * where nothing was read or the run was cancelled, else hand the top gaps to the agent with fix-gaps.
 */
export async function reportStep(context: ReportStepContext): Promise<ReportStepEnd> {
  const run = await startReport(context)
  const read = await readSections(run, context)
  const judged = await judgeGaps(run, read, context)
  const markdown = renderReport(run, read, judged, context)
  const fix = await publishReport(run, read, judged, markdown, context)
  // Written after the report is posted: a history GitHub refuses never hides the report. A run that read nothing
  // writes no week, so a re-run while the service fails never replaces a week that was read.
  const notKept = read.results.some(result => !result.failed)
    ? await judged.history?.write(judged.gaps.found)
    : undefined
  if (notKept && context.history)
    await publishNotKept(context.history.settings.branch, notKept, { markdown, range: run.range }, context.issueThread)
  endOrFail(read)
  return context.settings.report.fixGaps && fix.prompt ? handToAgent(run, read, judged, fix, context) : {}
}

/** What the steps share: the settings, the plan, who may read reader text, the run's folder and the gaps' keys. */
interface ReportRun {
  settings: ReportSettings
  plan: RequestPlan
  policy: ReaderPolicy
  reader: ReaderView
  tempDir: string
  range: { dateFrom: string; dateTo: string }
  keys: ReturnType<typeof gapKeys>
}

/** The plan (printed), the reader-text policy, and one folder per run for every file (`report-dir`, for an artifact). */
async function startReport(context: ReportStepContext): Promise<ReportRun> {
  const settings = context.settings.report
  const plan = planReport(settings)
  info(describePlan(plan))
  const policy = readerPolicy(settings.readerText, context.event.repositoryPrivate)
  const reader = readerView(policy.shown, policy.reason)
  const tempDir = await mkdtemp(join(process.env.RUNNER_TEMP || tmpdir(), 'docs-health-'))
  const range = { dateFrom: settings.visitors.dateFrom, dateTo: settings.visitors.dateTo }
  return { settings, plan, policy, reader, tempDir, range, keys: gapKeys(context.settings) }
}

interface SectionsRead {
  results: SectionResult[]
  paths: PageView
  used: number
  cancelled: boolean
}

/** The sections side by side, each on its allowance; what each used and where it stopped, in the log. */
async function readSections(run: ReportRun, context: ReportStepContext): Promise<SectionsRead> {
  const { range, reader, keys, tempDir, settings } = run
  const shared = { range, deadline: context.deadline, reader, keys, tempDir, top: settings.visitors.top, log: info }
  const { results, pages: paths } = await runSections(
    run.plan,
    settings,
    { ...shared, warn: line => warning(line) },
    context.clientWith
  )
  const used = results.reduce((sum, result) => sum + result.requests, 0)
  for (const result of results.filter(r => r.partial))
    warning(`Report section ${result.section}: ${result.failed ? 'failed' : 'partial'}: ${result.partial}`)
  info(`Docs-health report: used ${used} of ${plural(run.plan.cap, 'analytics request')} (planned ${run.plan.total}).`)
  const cancelled = context.signal?.aborted === true
  // The visitors report alone fails when this period cannot be exported (unless cancelled: then at the end).
  if (settings.visitorsOnly && results[0]?.failed && !cancelled) throw new Error(results[0].partial)
  return { results, paths, used, cancelled }
}

interface GapsJudged {
  gaps: RankedGaps
  history?: Awaited<ReturnType<typeof historyOfRun>>
}

/** Which gaps a job already works on, what the history holds back, and the gaps ranked; nothing asked after a cancel. */
async function judgeGaps(run: ReportRun, read: SectionsRead, context: ReportStepContext): Promise<GapsJudged> {
  const found = read.results.flatMap(result => result.gaps)
  const inMarker = read.cancelled ? undefined : await alreadySent(context)
  const sent =
    inMarker &&
    sentKeys(
      run.keys,
      found.map(gap => gap.key),
      inMarker
    )
  const history =
    context.history && !read.cancelled
      ? await historyOfRun(context.history, {
          results: read.results,
          range: run.range,
          reader: run.reader,
          pages: read.paths,
          keying: run.keys.keying
        })
      : undefined
  return { gaps: rankGaps(found, run.settings.gaps, sent, history?.held), ...(history ? { history } : {}) }
}

/** The report's markdown: the visitors report alone as it is, else the docs-health report with its history. */
function renderReport(run: ReportRun, read: SectionsRead, judged: GapsJudged, context: ReportStepContext): string {
  if (run.settings.visitorsOnly) return read.results[0]?.document ?? ''
  return renderHealthReport(read.results, judged.gaps, {
    range: run.range,
    plan: run.plan,
    used: read.used,
    reader: run.reader,
    pages: read.paths,
    readerHiddenWhy: run.policy.reason,
    runUrl: context.event.runUrl,
    ...(judged.history ? { history: judged.history.markdown } : {})
  })
}

/** The file, the outputs, the summary (with the prompt fix-gaps sends or would send) and the range's comment. */
async function publishReport(
  run: ReportRun,
  read: SectionsRead,
  judged: GapsJudged,
  markdown: string,
  context: ReportStepContext
): Promise<FixPrompt> {
  const { gaps } = judged
  // No gap, no prompt: an empty prompt, which is neither shown nor sent.
  const fix = buildFixPrompt(gaps.top, run.reader, read.paths, { range: run.range, runUrl: context.event.runUrl })
  const report = { range: run.range, plan: run.plan, used: read.used, results: read.results, gaps }
  const file = await writeReportFile(run.tempDir, { ...report, readerShown: run.reader.shown, paths: read.paths })
  setReportOutputs(read.results, gaps, read.used, file)
  setOutput(ReportOutputs.Dir, run.tempDir)
  await writeSummary(fix.prompt ? `${markdown}\n${promptShown(fix.prompt, run.settings.fixGaps)}` : markdown)
  const thread = context.issueThread
  const posted = await thread?.postReport(rangeKey(run.range), markdown)
  const went = whereReportWent(
    run.tempDir,
    thread ? { issueNumber: thread.issueNumber, posted } : { settings: context.settings.github }
  )
  if (went.level === 'notice') notice(went.line)
  else info(went.line)
  return fix
}

/** The step fails after everything read is written: on a cancel, or when every section failed. */
function endOrFail(read: SectionsRead): void {
  if (read.cancelled) throw new Error(REPORT_CANCELLED)
  if (read.results.every(result => result.failed)) {
    const why = read.results.map(r => `${r.section}: ${r.partial}`).join('; ')
    throw new Error(`Every section of the report failed: ${why}`)
  }
}

/** With fix-gaps: the prompt, the gaps it carries as the status comment shows them, and the job to follow up. */
async function handToAgent(
  run: ReportRun,
  read: SectionsRead,
  judged: GapsJudged,
  fix: FixPrompt,
  context: ReportStepContext
): Promise<ReportStepEnd> {
  const carried = judged.gaps.top.filter(gap => fix.keys.includes(gap.key))
  const about = [
    `**From the docs-health report for ${cell(describeRange(run.range))}** (${link('workflow run', context.event.runUrl)}), the gaps sent:`,
    '',
    ...carried.map((gap, i) => `${i + 1}. ${describeGap(gap, run.reader, read.paths)}`)
  ].join('\n')
  const followUp = await followUpJob(context.issueThread, sources(context), inFlightOptions(context))
  const history = judged.history
  // With the fix check, the live site's search for each gap before the job can change it.
  const searched = await history?.searchBefore(carried)
  const sentTo = history && ((job: string) => history.recordSent(job, carried, searched))
  return {
    fix: {
      prompt: fix.prompt,
      gapKeys: fix.keys,
      about,
      ...(followUp ? { followUp } : {}),
      ...(sentTo ? { sent: sentTo } : {})
    }
  }
}

/** The service and GitHub, as asked about the tracking issue's jobs (the client without a section's allowance). */
const sources = (context: ReportStepContext): JobSources =>
  jobSources(context.clientWith({}), context.deadline, context.issueThread)

/** Pull requests on the server the workflow runs on are the ones the token may read. */
const inFlightOptions = (context: ReportStepContext): InFlightOptions => ({
  serverUrl: new URL(context.event.runUrl).origin
})

/** The gap keys not to send again: the context's, or, with fix-gaps on a thread, those its jobs are working on. */
async function alreadySent(context: ReportStepContext): Promise<ReadonlySet<string> | undefined> {
  if (context.alreadySent) return context.alreadySent()
  const thread = context.issueThread
  if (!context.settings.report.fixGaps || !thread) return undefined
  // Undefined when GitHub could not be asked (the thread warned): no key is held back then.
  return new Set(await gapKeysInFlight(thread, sources(context), inFlightOptions(context)))
}
