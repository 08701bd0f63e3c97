/**
 * The docs-health report feature (src/report/): plans the run's analytics requests (plan.ts), runs the chosen sections
 * side by side, each on its own allowance (run-sections.ts; the sections are in registry.ts), ranks the gaps they find
 * (gaps.ts), renders the report (render.ts), and publishes it: outputs, job summary, and one comment per range on the tracking issue (this file, the
 * only one that sets the report's outputs). With fix-gaps the top gaps become one agent prompt (fix-prompt.ts), which
 * report/story.ts hands to the agent feature; without it the prompt is only shown in the summary. It may import github/,
 * service/, action/ and text/, never agent/ or run/.
 */
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { info, warning } from '../action/log.js'
import { ReportOutputs } from '../action/names.js'
import { setOutput } from '../action/outputs.js'
import { scrub } from '../action/secrets.js'
import { writeSummary } from '../action/summary-file.js'
import type { EventInfo } from '../github/event.js'
import type { IssueThread } from '../thread/issue-thread.js'
import type { HttpOptions } from '../service/http.js'
import type { ServiceClient } from '../service/client.js'
import { plural } from '../text/plural.js'
import { buildFixPrompt } from './fix-prompt.js'
import { gapKeys, sentKeys, type GapKeySecret } from './gap-key.js'
import { followUpJob, gapKeysInFlight, jobSources, type InFlightOptions, type JobSources } from './gaps-in-flight.js'
import { rankGaps, type RankedGaps } from './gaps.js'
import { historyOfRun, type HistoryContext } from './history/run.js'
import { describePlan, planRequests, type RequestPlan } from './plan.js'
import { readerPolicy, readerView } from './reader.js'
import { describeGap, renderHealthReport } from './render.js'
import { cell, link } from '../text/markdown.js'
import { describeRange } from './visitors/range.js'
import { sectionNeeds } from './needs.js'
import { runSections } from './run-sections.js'
import type { PageView, SectionResult } from './section.js'
import type { ReportSettings } from './settings.js'

export { sectionNeeds }

/** What the report step needs of the run (report/story.ts gives it). */
export interface ReportStepContext {
  /** The API key and project id key the gaps (gap-key.ts): only the repository's runs have both. */
  settings: { report: ReportSettings } & GapKeySecret
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

export async function reportStep(context: ReportStepContext): Promise<ReportStepEnd> {
  const settings = context.settings.report
  const plan = planReport(settings)
  info(describePlan(plan))
  const policy = readerPolicy(settings.readerText, context.event.repositoryPrivate)
  const reader = readerView(policy.shown, policy.reason)
  // One folder per run for every file of the report: an artifact step uploads `report-dir`.
  const tempDir = await mkdtemp(join(process.env.RUNNER_TEMP || tmpdir(), 'docs-health-'))
  const range = { dateFrom: settings.visitors.dateFrom, dateTo: settings.visitors.dateTo }
  const keys = gapKeys(context.settings)
  const shared = { range, deadline: context.deadline, reader, keys, tempDir, top: settings.visitors.top, log: info }
  const { results, pages: paths } = await runSections(
    plan,
    settings,
    { ...shared, warn: line => warning(line) },
    context.clientWith
  )
  const used = results.reduce((sum, result) => sum + result.requests, 0)
  for (const result of results.filter(r => r.partial))
    warning(`Report section ${result.section}: ${result.failed ? 'failed' : 'partial'}: ${result.partial}`)
  info(`Docs-health report: used ${used} of ${plural(plan.cap, 'analytics request')} (planned ${plan.total}).`)

  const cancelled = context.signal?.aborted === true
  // visitor-summary alone fails as it always did when this period cannot be exported (unless cancelled: then below).
  if (settings.visitorsOnly && results[0]?.failed && !cancelled) throw new Error(results[0].partial)
  const found = results.flatMap(result => result.gaps)
  // After a cancel the service is not asked which gaps are in flight: no job is sent them.
  const inMarker = cancelled ? undefined : await alreadySent(context)
  const sent =
    inMarker &&
    sentKeys(
      keys,
      found.map(gap => gap.key),
      inMarker
    )
  // The history's reads and the fixes' states (GitHub, the service's jobs); none after a cancel.
  const history =
    context.history && !cancelled
      ? await historyOfRun(context.history, { results, range, reader, pages: paths })
      : undefined
  const gaps = rankGaps(found, settings.gaps, sent, history?.held)
  const markdown = settings.visitorsOnly
    ? (results[0]?.document ?? '')
    : renderHealthReport(results, gaps, {
        range,
        plan,
        used,
        reader,
        pages: paths,
        readerHiddenWhy: policy.reason,
        runUrl: context.event.runUrl,
        ...(history ? { history: history.markdown } : {})
      })
  const fix =
    gaps.top.length > 0 ? buildFixPrompt(gaps.top, reader, paths, { range, runUrl: context.event.runUrl }) : undefined
  const file = await writeReportFile(tempDir, { range, plan, used, results, gaps, readerShown: reader.shown, paths })
  setReportOutputs(results, gaps, used, file)
  setOutput(ReportOutputs.Dir, tempDir)
  await writeSummary(fix?.prompt ? `${markdown}\n${promptShown(fix.prompt, settings.fixGaps)}` : markdown)
  await context.issueThread?.postReport(rangeKey(range), markdown)
  // Written after the report is posted: a history GitHub refuses never hides the report. A run that read nothing
  // writes no week, so a re-run while the service fails never replaces a week that was read.
  if (results.some(result => !result.failed)) await history?.write(gaps.found)
  if (cancelled) throw new Error(REPORT_CANCELLED)
  if (results.every(result => result.failed)) {
    throw new Error(`Every section of the report failed: ${results.map(r => `${r.section}: ${r.partial}`).join('; ')}`)
  }
  if (!settings.fixGaps || !fix?.prompt) return {}
  const carried = gaps.top.filter(gap => fix.keys.includes(gap.key))
  const about = [
    `**From the docs-health report for ${cell(describeRange(range))}** (${link('workflow run', context.event.runUrl)}), the gaps sent:`,
    '',
    ...carried.map((gap, i) => `${i + 1}. ${describeGap(gap, reader, paths)}`)
  ].join('\n')
  const followUp = await followUpJob(context.issueThread, sources(context), inFlightOptions(context))
  const sentTo = history && ((job: string) => history.recordSent(job, carried))
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
  return new Set((await gapKeysInFlight(thread, sources(context), inFlightOptions(context))) ?? [])
}

/** The comment marker's key: one report comment per range on the tracking issue, edited on a re-run. */
export const rangeKey = (range: { dateFrom: string; dateTo: string }): string => `${range.dateFrom}..${range.dateTo}`

function setReportOutputs(results: SectionResult[], gaps: RankedGaps, used: number, file: string): void {
  for (const result of results) for (const [name, value] of Object.entries(result.outputs)) setOutput(name, value)
  setOutput(ReportOutputs.Gaps, String(gaps.top.length))
  setOutput(ReportOutputs.Requests, String(used))
  setOutput(ReportOutputs.Partial, String(results.some(result => result.partial !== undefined)))
  setOutput(ReportOutputs.File, file)
}

/** The prompt, folded: what fix-gaps: true sends, or would send (a dry run a team reads before letting the agent act). */
function promptShown(prompt: string, sent: boolean): string {
  const longest = Math.max(2, ...(prompt.match(/`+/g) ?? []).map(run => run.length))
  const fence = '`'.repeat(longest + 1)
  return [
    sent
      ? '<details><summary>The prompt sent to the docs agent</summary>'
      : '<details><summary>The prompt <code>fix-gaps: true</code> would send to the docs agent (dry run)</summary>',
    '',
    `${fence}text`,
    prompt,
    fence,
    '',
    '</details>',
    ''
  ].join('\n')
}

/** docs-health.json: the range, the plan and its use, every section's state and files, and the gaps. */
async function writeReportFile(
  dir: string,
  report: {
    range: object
    plan: RequestPlan
    used: number
    results: SectionResult[]
    gaps: RankedGaps
    readerShown: boolean
    paths: PageView
  }
): Promise<string> {
  const path = join(dir, 'docs-health.json')
  const gap = (g: RankedGaps['top'][number]) => ({
    key: g.key,
    section: g.section,
    weight: g.weight,
    summary: g.summary,
    evidence: g.evidence,
    pages: g.pages.flatMap(page => report.paths.plain(page) ?? []),
    topic: g.topic ?? null
  })
  const json = {
    range: report.range,
    plan: report.plan.sections.map(s => ({ section: s.section, allowed: s.allowed, min: s.need.min, max: s.need.max })),
    cap: report.plan.cap,
    used: report.used,
    sections: report.results.map(r => ({
      section: r.section,
      requests: r.requests,
      partial: r.partial ?? null,
      failed: r.failed ?? false,
      files: r.files ?? null
    })),
    // Reader text stays out of this file: the sections' own files hold it, redacted, when it may be shown.
    gaps: report.gaps.top.map(gap),
    alreadySent: report.gaps.inFlight.map(gap)
  }
  await writeFile(path, scrub(JSON.stringify(json, null, 2)) + '\n')
  return path
}
