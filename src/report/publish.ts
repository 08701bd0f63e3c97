/**
 * Where the report goes besides the comment: docs-health.json (the run's whole report, no reader text), the report's
 * outputs, the prompt shown in the job summary, and the key of the range's comment. report/step.ts calls these.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ReportOutputs } from '../action/names.js'
import { setOutput } from '../action/outputs.js'
import { scrub } from '../action/secrets.js'
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
