/** The service's answers, checked field by field before anything else sees them; a fault names the field and value. */
import { isJobId } from './job-id.js'
import { checkPrLink } from './pr-link.js'
import { describeValue, quote } from '../text/quote.js'
import { UnexpectedBody } from './read-body.js'
import type { AgentJob, JobStatus, VisitorCounts, VisitorRow, VisitorsPage } from './client.js'

/** A JSON object: not null, not an array (every answer's shape is checked from here). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const optionalString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
const nullableString = (value: unknown): string | null | undefined =>
  value === null ? null : typeof value === 'string' ? value : undefined

/** Told once per rejected value (a job is polled many times). */
export type Warn = (message: string) => void

/**
 * Checks the fields the action relies on (id, status) and keeps the rest only when it has the documented type. A
 * prLink that is not a well-formed pull or merge request URL becomes null, with a warning naming it.
 */
export function toJob(body: unknown, warn?: Warn): AgentJob {
  if (!isObject(body)) throw new UnexpectedBody('not a JSON object')
  if (typeof body.id !== 'string' || body.id === '') throw new UnexpectedBody('no job id')
  if (!isJobId(body.id))
    throw new UnexpectedBody(`job id ${quote(body.id, 60)} is not one URL path segment (a protocol error)`)
  if (typeof body.status !== 'string' || !/^[a-z_]{1,40}$/.test(body.status)) {
    throw new UnexpectedBody('no job status')
  }
  const source = isObject(body.source)
    ? { repository: optionalString(body.source.repository), ref: nullableString(body.source.ref) }
    : undefined
  return {
    id: body.id,
    status: body.status as JobStatus,
    source,
    model: optionalString(body.model),
    prLink: checkedPrLink(body.prLink, warn),
    createdAt: optionalString(body.createdAt),
    archivedAt: nullableString(body.archivedAt)
  }
}

function checkedPrLink(value: unknown, warn?: Warn): string | null | undefined {
  const link = nullableString(value)
  if (typeof link !== 'string' || link === '') return link
  const check = checkPrLink(link)
  if (check.ok) return link
  warn?.(`The service's pull request link ${quote(link)} was refused: ${check.reason}. pr-link is left empty.`)
  return null
}

/** A job answer must be the job asked for: another job's state is never reported as this one's. */
export function sameJob(job: AgentJob, askedId: string): AgentJob {
  if (job.id !== askedId)
    throw new UnexpectedBody(`it is job ${quote(job.id, 60)}, not job ${askedId} (a protocol error)`)
  return job
}

/**
 * A count the report may add up: a safe integer, 0 to 2^53 − 1. A finite but huge number (1e308) would make sums
 * Infinity; a fraction or an integer past 2^53 cannot be a count of readers.
 */
export const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0

const COUNT_FIELDS = ['human', 'ai', 'total'] as const

const hasCounts = (value: unknown): value is VisitorCounts & Record<string, unknown> =>
  isObject(value) && isCount(value.human) && isCount(value.ai) && isCount(value.total)
const isVisitorRow = (row: unknown): row is VisitorRow => hasCounts(row) && typeof row.path === 'string'

/** What is wrong with counts (or a row, with `path`) that failed the check, as `where.field is value`. */
function problem(value: unknown, where: string, withPath: boolean): string {
  if (!isObject(value)) return `${where} is ${describeValue(value)}`
  if (withPath && typeof value.path !== 'string') return `${where}.path is ${describeValue(value.path)}`
  const field = COUNT_FIELDS.find(name => !isCount(value[name])) ?? 'total'
  return `${where}.${field} is ${describeValue(value[field])}`
}

export function toVisitorsPage(body: unknown): VisitorsPage {
  if (!isObject(body)) throw new UnexpectedBody(`the body is ${describeValue(body)}, not a JSON object`)
  const totals = body.totals
  if (!hasCounts(totals)) throw new UnexpectedBody(problem(totals, 'totals', false))
  if (!Array.isArray(body.visitors)) throw new UnexpectedBody(`visitors is ${describeValue(body.visitors)}`)
  if (typeof body.hasMore !== 'boolean') throw new UnexpectedBody(`hasMore is ${describeValue(body.hasMore)}`)
  // Rows are checked in place, not copied: at 400 pages a copy per row is garbage that makes V8 promote early.
  const rows = body.visitors as unknown[]
  for (let i = 0; i < rows.length; i++) {
    if (!isVisitorRow(rows[i])) throw new UnexpectedBody(problem(rows[i], `visitors[${i}]`, true))
  }
  return {
    totals: { human: totals.human, ai: totals.ai, total: totals.total },
    visitors: rows as VisitorRow[],
    hasMore: body.hasMore
  }
}
