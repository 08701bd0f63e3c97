/**
 * Where the report goes besides the comment: docs-health.json (the run's whole report, no reader text), the report's
 * outputs, the prompt shown in the job summary, and the key of the range's comment. report/step.ts calls these.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ReportOutputs } from '../action/names.js'
import { setOutput } from '../action/outputs.js'
import { scrub } from '../action/secrets.js'
import { writeSummary } from '../action/summary-file.js'
import type { ThreadSettings } from '../github/settings.js'
import type { IssueThread } from '../thread/issue-thread.js'
import type { ReportRef } from '../thread/report-comment.js'
import { code, escapeMarkdown } from '../text/markdown.js'
import type { NotKept } from './history/keep.js'
import type { RankedGaps } from './gaps.js'
import type { RequestPlan } from './plan.js'
import type { PageView, SectionResult } from './section.js'

/** The comment marker's key: one report comment per range on the tracking issue, edited on a re-run. */
export const rangeKey = (range: { dateFrom: string; dateTo: string }): string => `${range.dateFrom}..${range.dateTo}`

export function setReportOutputs(results: SectionResult[], gaps: RankedGaps, used: number, file: string): void {
  for (const result of results) for (const [name, value] of Object.entries(result.outputs)) setOutput(name, value)
  setOutput(ReportOutputs.Gaps, String(gaps.top.length))
  setOutput(ReportOutputs.Requests, String(used))
  setOutput(ReportOutputs.Partial, String(results.some(result => result.partial !== undefined)))
  setOutput(ReportOutputs.File, file)
}

/** The prompt, folded: what fix-gaps: true sends, or would send (a dry run a team reads before letting the agent act). */
export function promptShown(prompt: string, sent: boolean): string {
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
export async function writeReportFile(
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

/**
 * The week not kept on the data branch, said where the report is read: the job summary and the range's comment (edited
 * in place with the note), as well as the log's warning. GitHub's words are untrusted text: escaped.
 */
export async function publishNotKept(
  branch: string,
  notKept: NotKept,
  report: { markdown: string; range: { dateFrom: string; dateTo: string } },
  issueThread?: IssueThread
): Promise<void> {
  const why =
    notKept.reason === 'permission'
      ? "the workflow's token may not write to the repository: give the job `permissions: contents: write`"
      : notKept.reason === 'skipped'
        ? `GitHub did not answer in time (${escapeMarkdown(notKept.message)})`
        : `GitHub refused the write (${escapeMarkdown(notKept.message)})`
  const note = `⚠️ **This week was not kept in the history** (branch ${code(branch)}): ${why}. The trends and fix scores above come from the weeks kept before it.`
  await writeSummary(note)
  await issueThread?.postReport(rangeKey(report.range), `${report.markdown}\n\n${note}`)
}

/**
 * Where the report went, in one line for the log: the job summary and report-dir always; the comment on the issue, or
 * why there is none. `notice` (an annotation on the run's page) when no comment carries it, so a green run that
 * posted nothing says so where it is seen.
 */
export function whereReportWent(
  dir: string,
  comment:
    | { issueNumber: number; posted?: ReportRef }
    | { settings?: Pick<ThreadSettings, 'token' | 'comment' | 'issueNumber'> }
): { level: 'info' | 'notice'; line: string } {
  const where = `Docs-health report: in the job summary and the files of report-dir (${dir})`
  if ('issueNumber' in comment) {
    const { issueNumber, posted } = comment
    if (posted)
      return {
        level: 'info',
        line: `${where}; ${posted.created ? 'posted' : 'updated'} on issue #${issueNumber}: ${posted.url}`
      }
    return {
      level: 'notice',
      line: `${where}; not posted on issue #${issueNumber}: GitHub refused the comment (the warning above says why).`
    }
  }
  const settings = comment.settings
  const why =
    settings?.issueNumber === undefined
      ? "no issue-number was given: set it to the issue that tracks the docs' health to get the report as a comment there"
      : !settings.comment
        ? 'comment is false'
        : 'github-token is empty'
  return { level: 'notice', line: `${where} only; no comment was posted: ${why}.` }
}
