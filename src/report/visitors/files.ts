import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp } from 'node:fs/promises'
import { join } from 'node:path'
import { once } from 'node:events'
import { scrub } from '../../action/secrets.js'
import type { VisitorExport } from './export.js'
import type { VisitorTable } from './table.js'

export interface VisitorFilesData {
  range: { dateFrom: string; dateTo: string }
  previousRange?: { dateFrom: string; dateTo: string }
  current: VisitorExport
  previous?: VisitorExport
}

/** Where the export's two files were written. */
export interface VisitorFiles {
  jsonPath: string
  csvPath: string
}

export const CSV_HEADER = ['path', 'human', 'ai', 'total', 'previous_human', 'previous_ai', 'previous_total']
/** Rows per write: bounded memory, few syscalls. */
const CHUNK_ROWS = 1000

/**
 * Writes the export as JSON (range, totals, every row, the previous period) and CSV (one row per path) into a new
 * folder under `dir`, so runs sharing RUNNER_TEMP never overwrite each other. Rows are written in chunks.
 */
export async function writeVisitorFiles(dir: string, data: VisitorFilesData): Promise<VisitorFiles> {
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
    if (!stream.write(scrub(chunk))) await Promise.race([once(stream, 'drain'), failed])
  }
  stream.end()
  await Promise.race([once(stream, 'finish'), failed])
}

/** One line per row, CHUNK_ROWS lines per string; `rows` is the row indexes in order, or a count for 0..count-1. */
function* inChunks(rows: ArrayLike<number> | number, line: (row: number) => string, separator = ''): Generator<string> {
  const count = typeof rows === 'number' ? rows : rows.length
  const at = typeof rows === 'number' ? (k: number) => k : (k: number) => rows[k] as number
  for (let start = 0; start < count; start += CHUNK_ROWS) {
    const lines: string[] = []
    for (let k = start; k < Math.min(count, start + CHUNK_ROWS); k++) lines.push(line(at(k)))
    yield (start > 0 ? separator : '') + lines.join(separator)
  }
}

/** The JSON of one row, as JSON.stringify({ path, human, ai, total }) would write it. */
const rowJson = (t: VisitorTable, i: number): string =>
  `{"path":${JSON.stringify(t.path(i))},"human":${t.human(i)},"ai":${t.ai(i)},"total":${t.total(i)}}`

/** The fields of one period (no braces): range, totals, requests, partial, rows. */
function* periodJson(range: { dateFrom: string; dateTo: string }, period: VisitorExport): Generator<string> {
  const head = {
    range: { dateFrom: range.dateFrom, dateTo: range.dateTo, dateToExclusive: true },
    totals: period.totals,
    requests: period.requests,
    partial: period.partial,
    ...(period.partialReason ? { partialReason: period.partialReason } : {}),
    rowCount: period.table.size
  }
  yield `${JSON.stringify(head).slice(1, -1)},"rows":[\n`
  yield* inChunks(period.table.size, i => rowJson(period.table, i), ',\n')
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

/**
 * A CSV field (RFC 4180), with spreadsheet formulas neutralised: `=`, `+`, `-`, `@`, tab, CR first get a `'`. A field
 * holding a separator of either kind is quoted: `,`, and `;`, the list separator where a spreadsheet opens the file in
 * much of Europe. There a quote protects only the line's first field (the others start after a `,`, mid-cell), so a
 * cell may also start after any `;` or line break inside a field: such a start gets its `'` too, before `"` as well
 * (a cell that starts with `"` is read quoted).
 */
export function csvField(value: string | number): string {
  let text = String(value)
  if (typeof value === 'string') text = text.replace(CELL_START, "$1'")
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

// Where a spreadsheet may start a cell inside a field, before what it would read as a formula or a quoted cell
// (at a field's end, the closing quote would open one).
const CELL_START = /(^(?=[=+\-@\t\r])|[;\r\n](?=[=+\-@\t\r"]|$))/g

function* csvChunks(data: VisitorFilesData): Generator<string> {
  yield CSV_HEADER.join(',') + '\r\n'
  const now = data.current.table
  const before = data.previous?.table
  const line = (fields: (string | number)[]): string => fields.map(field => csvField(field)).join(',') + '\r\n'
  const previousOf = (path: string): (string | number)[] => {
    if (!before) return ['', '', '']
    const i = before.indexOf(path)
    return i < 0 ? [0, 0, 0] : [before.human(i), before.ai(i), before.total(i)]
  }

  yield* inChunks(now.byTotal(), i =>
    line([now.path(i), now.human(i), now.ai(i), now.total(i), ...previousOf(now.path(i))])
  )
  if (!before) return
  // Pages of the previous period only, in the same order (its own sorted index, filtered)
  const gone = before.byTotal().filter(i => now.indexOf(before.path(i)) < 0)
  yield* inChunks(gone, i => line([before.path(i), 0, 0, 0, before.human(i), before.ai(i), before.total(i)]))
}
