import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp } from 'node:fs/promises'
import { join } from 'node:path'
import { once } from 'node:events'
import type { VisitorCounts, VisitorRow } from '../service-client.js'
import { byTotalThenPath } from './compare.js'
import type { VisitorExport } from './export.js'

export interface VisitorFilesData {
  range: { dateFrom: string; dateTo: string }
  previousRange?: { dateFrom: string; dateTo: string }
  current: VisitorExport
  previous?: VisitorExport
}

export const CSV_HEADER = ['path', 'human', 'ai', 'total', 'previous_human', 'previous_ai', 'previous_total']
/** Rows per write: bounded memory, few syscalls. */
const CHUNK_ROWS = 1000

/**
 * Writes the export as JSON (range, totals, every row, the previous period) and CSV (one row per path) into a new
 * folder under `dir`, so runs sharing RUNNER_TEMP never overwrite each other. Rows are written in chunks.
 */
export async function writeVisitorFiles(
  dir: string,
  data: VisitorFilesData
): Promise<{ jsonPath: string; csvPath: string }> {
  await mkdir(dir, { recursive: true })
  const folder = await mkdtemp(join(dir, 'visitors-'))
  const jsonPath = join(folder, 'visitors.json')
  const csvPath = join(folder, 'visitors.csv')
  await writeChunks(jsonPath, jsonChunks(data))
  await writeChunks(csvPath, csvChunks(data))
  return { jsonPath, csvPath }
}

async function writeChunks(path: string, chunks: Iterable<string>): Promise<void> {
  const stream = createWriteStream(path, { encoding: 'utf8', mode: 0o644 })
  const failed = once(stream, 'error').then(([error]) => Promise.reject(error as Error))
  failed.catch(() => undefined)
  for (const chunk of chunks) {
    if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), failed])
  }
  stream.end()
  await Promise.race([once(stream, 'finish'), failed])
}

function* inChunks<T>(items: readonly T[], line: (item: T) => string, separator = ''): Generator<string> {
  for (let i = 0; i < items.length; i += CHUNK_ROWS) {
    const lines = items.slice(i, i + CHUNK_ROWS).map(line)
    yield (i > 0 ? separator : '') + lines.join(separator)
  }
}

/** The fields of one period (no braces): range, totals, pages, partial, rows. */
function* periodJson(range: { dateFrom: string; dateTo: string }, period: VisitorExport): Generator<string> {
  const head = {
    range: { dateFrom: range.dateFrom, dateTo: range.dateTo, dateToExclusive: true },
    totals: period.totals,
    pages: period.pages,
    partial: period.partial,
    ...(period.partialReason ? { partialReason: period.partialReason } : {}),
    rowCount: period.rows.length
  }
  yield `${JSON.stringify(head).slice(1, -1)},"rows":[\n`
  yield* inChunks(period.rows, row => JSON.stringify(row), ',\n')
  yield '\n]'
}

function* jsonChunks(data: VisitorFilesData): Generator<string> {
  yield '{'
  yield* periodJson(data.range, data.current)
  if (data.previous && data.previousRange) {
    yield ',\n"previous":{'
    yield* periodJson(data.previousRange, data.previous)
    yield '}'
  }
  yield '}\n'
}

/** A CSV field (RFC 4180), with spreadsheet formulas neutralised: `=`, `+`, `-`, `@`, tab, CR first get a `'`. */
export function csvField(value: string | number): string {
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

function* csvChunks(data: VisitorFilesData): Generator<string> {
  yield CSV_HEADER.join(',') + '\r\n'
  const before = data.previous ? new Map(data.previous.rows.map(row => [row.path, row])) : undefined
  const previousOf = (path: string): VisitorCounts | undefined =>
    before ? (before.get(path) ?? { human: 0, ai: 0, total: 0 }) : undefined
  const line = (row: VisitorRow, previous?: VisitorCounts): string =>
    [row.path, row.human, row.ai, row.total, previous?.human ?? '', previous?.ai ?? '', previous?.total ?? '']
      .map(field => csvField(field))
      .join(',') + '\r\n'

  const current = [...data.current.rows].sort(byTotalThenPath)
  yield* inChunks(current, row => line(row, previousOf(row.path)))
  if (!data.previous) return
  const seen = new Set(data.current.rows.map(row => row.path))
  const gone = data.previous.rows.filter(row => !seen.has(row.path)).sort(byTotalThenPath)
  yield* inChunks(gone, row => line({ path: row.path, human: 0, ai: 0, total: 0 }, row))
}
