/**
 * What the report's sections share: reading pages within the section's allowance (a ServiceError, BudgetSpent or a
 * cancel becomes the reason the section is partial; bugs are thrown on), numbers in words, the partial warning, and
 * the section's JSON and CSV files (scrubbed, with reader text only where the view shows it).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { CancelledError } from '../../action/errors.js'
import { scrub } from '../../action/secrets.js'
import { ServiceError } from '../../service/http.js'
import { cell } from '../../text/markdown.js'
import { plural } from '../../text/plural.js'
import { readPaged, type PagerStop } from '../pager.js'
import {
  BudgetSpent,
  CANCELLED_REASON,
  type PageView,
  type ReaderView,
  type SectionFiles,
  type SectionResult,
  type SectionRun
} from '../section.js'
import { type SectionName } from '../section-names.js'
import { csvField } from '../visitors/files.js'

export { bar, number } from '../visitors/report.js'
export { pagePath } from '../reader.js'

export { normalise } from '../gap-key.js'

/**
 * Why a request gave nothing: the message of a ServiceError (a 429 included, never retried here) or of BudgetSpent, or
 * the run's cancel. Anything else (a bug) is thrown on: sections never throw for a service failure or a cancel.
 */
export function failureReason(error: unknown): string {
  if (error instanceof ServiceError || error instanceof BudgetSpent) return error.message
  if (error instanceof CancelledError) return CANCELLED_REASON
  throw error
}

/** One request: its answer, or why there is none. */
export async function once<T>(get: () => Promise<T>): Promise<{ value?: T; reason?: string }> {
  try {
    return { value: await get() }
  } catch (error) {
    return { reason: failureReason(error) }
  }
}

export interface Pages<P> {
  pages: P[]
  /** Why the loop stopped before the service's last page. */
  partial?: string
}

/**
 * Reads pages one request at a time (pager.ts): `get(undefined)` first, then `get(next(page, at))` until `next` says
 * the end (undefined), `maxPages` are read, the deadline passes, a page is empty yet says more, or a request fails.
 * Every attempt is counted by the section's client, so the allowance is never exceeded whatever `maxPages` says.
 */
export async function readPages<P, C>(
  run: SectionRun,
  maxPages: number,
  get: (at: C | undefined) => Promise<P>,
  next: (page: P, at: C | undefined) => C | undefined,
  isEmpty: (page: P) => boolean
): Promise<Pages<P>> {
  const pages: P[] = []
  const read = await readPaged<P, C | undefined>({
    first: undefined,
    get,
    next,
    isEmpty,
    onPage: page => pages.push(page),
    maxPages,
    deadline: run.deadline
  })
  return { pages, partial: read.stop && stopReason(read.stop, read.pages, maxPages) }
}

/** Why a section's paging stopped, in the report's words. */
function stopReason(stop: PagerStop<unknown>, read: number, maxPages: number): string {
  switch (stop.kind) {
    case 'failed': {
      const reason = failureReason(stop.error)
      return read === 0 ? reason : `stopped after ${plural(read, 'complete request')}: ${reason}`
    }
    case 'empty':
      return 'the service answered a page with no rows (or the same cursor) yet said there was more'
    case 'max-pages':
      return `the plan's share for this section (${plural(maxPages, 'request')}) ended before the last page`
    case 'deadline':
      return 'the timeout was reached before the last page'
  }
}

/** The section's warning, or nothing when it is whole. The reason may hold the service's words: escaped. */
export function warning(partial: string | undefined, failed = false): string[] {
  if (partial === undefined) return []
  const what = failed ? 'Nothing could be read' : 'Partial'
  return ['> [!WARNING]', `> ${what}: ${cell(partial.replace(/\.?$/, '.'))}`, '']
}

/** Several reasons as one (each part says what it is about), or undefined when there is none. */
export const joinReasons = (reasons: (string | undefined)[]): string | undefined =>
  reasons.filter((r): r is string => r !== undefined).join('; ') || undefined

/** Reader text for a data file: only when the view shows it, and then as the view shows it (redacted). */
export function fileText(reader: ReaderView, text: string): string | undefined {
  if (!reader.shown) return undefined
  return reader.plain ? reader.plain(text) : reader.inline(text)
}

/** Page paths for a data file, as the view shows them: none of those it hides (paths readers chose). */
export const filePages = (view: PageView, pages: readonly string[]): string[] =>
  pages.flatMap(page => view.plain(page) ?? [])

export type CsvRow = (string | number | boolean | null | undefined)[]

/** Reader texts for a data file: none at all when the view hides them (not a list of nulls). */
export const fileTexts = (reader: ReaderView, texts: readonly string[]): string[] =>
  texts.flatMap(text => fileText(reader, text) ?? [])

/** The verb of an intro's count: `1 term looks like a content gap`, `3 terms look like content gaps`. */
export const looksLike = (count: number, gap: string): string =>
  count === 1 ? `looks like a ${gap}` : `look like ${gap}s`

/** `docs-health-<section>.json` and `.csv` under the run's temporary folder, scrubbed of the run's secrets. */
export async function writeSectionFiles(
  run: SectionRun,
  section: SectionName,
  json: unknown,
  header: string[],
  rows: CsvRow[]
): Promise<SectionFiles> {
  await mkdir(run.tempDir, { recursive: true })
  const files = {
    json: join(run.tempDir, `docs-health-${section}.json`),
    csv: join(run.tempDir, `docs-health-${section}.csv`)
  }
  const line = (fields: CsvRow) => fields.map(f => csvField(typeof f === 'boolean' ? String(f) : (f ?? ''))).join(',')
  const csv = [header, ...rows].map(line).join('\r\n') + '\r\n'
  await writeFile(files.json, scrub(JSON.stringify(json, null, 2) + '\n'), { encoding: 'utf8', mode: 0o644 })
  await writeFile(files.csv, scrub(csv), { encoding: 'utf8', mode: 0o644 })
  return files
}

/** A section that read nothing: its heading and why, no numbers. */
export function failedResult(run: SectionRun, section: SectionName, heading: string, reason: string): SectionResult {
  run.warn(`${heading}: nothing could be read: ${reason}`)
  return {
    section,
    requests: run.allowance.requests,
    partial: reason,
    failed: true,
    gaps: [],
    markdown: [`### ${heading}`, '', ...warning(reason, true)].join('\n'),
    outputs: {}
  }
}

/** The range in the intro: the settings' plain dates, escaped all the same. */
export const rangeText = (run: SectionRun): string =>
  `from ${cell(run.range.dateFrom)} up to ${cell(run.range.dateTo)} (exclusive; UTC)`
