/**
 * The docs-health report as markdown (pure): the range and what the run spent of its request budget, whether reader
 * text is shown, the sections that are partial, "What to fix", then every section's own part, cut to fit a comment.
 */
import { cutWithNote } from '../text/cut.js'
import { cell, code, escapeMarkdown, link } from '../text/markdown.js'
import { plural } from '../text/plural.js'
import type { RankedGaps } from './gaps.js'
import type { RequestPlan } from './plan.js'
import { SECTION_TITLES } from './section-names.js'
import type { Gap, PageView, ReaderView, SectionResult } from './section.js'
import { describeRange } from './visitors/range.js'

/** Well under GitHub's 65,536-character comment limit, with room for what a caller puts around the report. */
export const MAX_HEALTH_CHARS = 60_000

export interface HealthMeta {
  range: { dateFrom: string; dateTo: string }
  plan: RequestPlan
  /** HTTP attempts made by all sections. */
  used: number
  reader: ReaderView
  pages: PageView
  /** Why reader text is hidden ("public repository"), when it is. */
  readerHiddenWhy?: string
  runUrl?: string
  /** The history's parts (history/run.ts): "Over time", "Fixes, before and after"; after What to fix. */
  history?: readonly string[]
}

/** The whole report; every section's markdown comes already escaped from the section. */
export function renderHealthReport(results: readonly SectionResult[], gaps: RankedGaps, meta: HealthMeta): string {
  const head = [
    `## Docs health: ${cell(describeRange(meta.range))}`,
    '',
    `Analytics from ${cell(meta.range.dateFrom)} up to ${cell(meta.range.dateTo)} (\`date-to\` is exclusive; UTC); ${usedLine(meta)}.`,
    ''
  ]
  if (!meta.reader.shown) {
    head.push(
      `Reader text (search terms, questions, comments) is not shown${meta.readerHiddenWhy ? `: ${escapeMarkdown(meta.readerHiddenWhy)}` : ''}; counts, categories and the paths of the site's own pages are.`,
      ''
    )
  }
  const partial = results.filter(result => result.partial)
  if (partial.length > 0) {
    head.push('> [!WARNING]')
    for (const result of partial) {
      head.push(
        `> **${SECTION_TITLES[result.section]}** ${result.failed ? 'failed' : 'is partial'}: ${cell(result.partial ?? '')}  `
      )
    }
    head.push('')
  }
  head.push(...whatToFix(gaps, meta), '')
  if (meta.history && meta.history.length > 0) head.push(...meta.history, '')
  const foot = meta.runUrl
    ? [
        '',
        `Files (JSON and CSV per section) are in the ${link('workflow run', meta.runUrl)}'s temp folder; upload them with actions/upload-artifact to keep them.`
      ]
    : []
  const bodies = results.filter(result => !result.failed).map(result => result.markdown.trim())
  // Each section gets an equal share of what is left, so one long section cannot push the others out.
  // Less the blank line before the foot and the final newline.
  const room = MAX_HEALTH_CHARS - head.join('\n').length - foot.join('\n').length - 2
  const share = Math.max(500, Math.floor(room / Math.max(1, bodies.length)) - 2)
  const sections = bodies.map(body => cutWithNote(body, share, '\n\n_(section cut to fit the comment)_'))
  return [...head, ...sections.flatMap(section => [section, '']), ...foot].join('\n').trimEnd() + '\n'
}

/** A report of its own (the visitors report opens with `##`) becomes a section: every heading one level deeper. */
export function nested(markdown: string): string {
  if (!markdown.startsWith('## ')) return markdown
  let fenced = false
  return markdown
    .split('\n')
    .map(line => {
      if (/^(```|~~~)/.test(line)) fenced = !fenced
      return !fenced && /^#{1,5} /.test(line) ? `#${line}` : line
    })
    .join('\n')
}

function usedLine(meta: HealthMeta): string {
  return `used ${meta.used} of ${plural(meta.plan.cap, 'analytics request')} (\`report-budget\`)`
}

/** The numbered list of the worst gaps, each with its evidence and pages. */
export function whatToFix(gaps: RankedGaps, meta: Pick<HealthMeta, 'reader' | 'pages'>): string[] {
  const lines = ['### What to fix', '']
  const { held } = gaps
  if (gaps.top.length === 0) {
    lines.push(
      held.length > 0
        ? 'Nothing new to send: every gap found is with the agent or held back below.'
        : gaps.inFlight.length > 0
          ? 'Nothing new: every gap found is already with the agent.'
          : 'No gaps found in the sections run.'
    )
  }
  gaps.top.forEach((gap, i) => lines.push(`${i + 1}. ${describeGap(gap, meta.reader, meta.pages)}`))
  if (held.length > 0) {
    lines.push(
      '',
      `**Held back** (${plural(held.length, 'gap')} a live fix was sent: not sent again as new until it is judged, nor after no clear change):`,
      ''
    )
    for (const { gap, note } of held) lines.push(`- ${describeGap(gap, meta.reader, meta.pages)} — ${note}`)
  }
  if (gaps.inFlight.length > 0) {
    lines.push(
      '',
      `${plural(gaps.inFlight.length, 'gap')} already sent to the agent left out while its job or pull request is open (the status comment links it).`
    )
  }
  if (gaps.found > gaps.top.length + gaps.inFlight.length + held.length) {
    lines.push(
      '',
      `${plural(gaps.found, 'gap')} found in all; the ${gaps.top.length} with the most readers affected are listed (\`gaps\`).`
    )
  }
  return lines
}

/** One gap on one line: what, the numbers, the topic, the pages (as the view shows them), the reader text if shown. */
export function describeGap(gap: Gap, reader: ReaderView, pages: PageView): string {
  const parts = [`**${SECTION_TITLES[gap.section]}:** ${escapeMarkdown(gap.summary)} — ${escapeMarkdown(gap.evidence)}`]
  if (gap.topic) parts.push(`topic ${code(gap.topic)}`)
  if (gap.pages.length > 0)
    parts.push(
      `pages ${gap.pages
        .slice(0, 3)
        .map(page => pages.inline(page))
        .join(', ')}${gap.pages.length > 3 ? ` and ${gap.pages.length - 3} more` : ''}`
    )
  if (reader.shown && gap.readerText.length > 0) parts.push(`e.g. ${reader.inline(gap.readerText[0] ?? '', 80)}`)
  return parts.join('; ')
}
