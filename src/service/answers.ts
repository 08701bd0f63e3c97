/**
 * The service's answers: their schemas (src/service/schema.ts: valibot), the one home of their types, and the check
 * every answer passes before anything else sees it. A failure names the field, its value and what was expected
 * (`totals.human is -1, not a count (…)`). Here: an agent job and a visitors page, and the checks the analytics
 * answers share (analytics.ts).
 */
import { isJobId } from './job-id.js'
import { checkPrLink } from './pr-link.js'
import { UnexpectedBody } from './read-body.js'
import { check, jsonObject, v, whereOf, type Schema } from './schema.js'
import { describeValue, quote } from '../text/quote.js'

/**
 * A count the report may add up: a safe integer, 0 to 2^53 − 1. A finite but huge number (1e308) would make sums
 * Infinity; a fraction or an integer past 2^53 cannot be a count of readers.
 */
const COUNT = 'a count (a whole number from 0 to 2^53 − 1)'
export const count = v.pipe(v.number(COUNT), v.safeInteger(COUNT), v.minValue(0, COUNT))
/** A share such as a click-through rate: finite and non-negative (not a count: it has a fraction). */
const RATIO = 'a ratio (a finite number of 0 or more)'
export const ratio = v.pipe(v.number(RATIO), v.finite(RATIO), v.minValue(0, RATIO))
export const text = v.string('a string')
export const nullableText = v.nullable(v.string('a string or null'))
export const flag = v.boolean('true or false')
/** A word of the service's vocabulary (a status, a source): lower case, short. */
const WORD = 'a word (a to z and _, 1 to 40 characters)'
export const word = v.pipe(v.string(WORD), v.regex(/^[a-z_]{1,40}$/, WORD))
/** An object of these fields (others are dropped); `the body` when it is the whole answer. */
export const fields = <const E extends v.ObjectEntries>(entries: E) => jsonObject(entries, 'a JSON object')
export const list = <S extends Schema>(item: S) => v.array(item, 'a list')

/** Reads an answer with its schema, or throws UnexpectedBody naming the first field that failed. */
export function readAnswer<S extends Schema>(schema: S, body: unknown): v.InferOutput<S> {
  const checked = check(schema, body)
  if (checked.ok) return checked.value
  const { issue } = checked
  throw new UnexpectedBody(`${whereOf(issue) || 'the body'} is ${describeValue(issue.input)}, not ${issue.message}`)
}

/** A field kept only when it has its documented type: otherwise it is dropped, and the answer still read. */
const kept = <S extends Schema>(schema: S) => v.fallback(v.optional(schema), undefined)

const JOB_ID = 'a job id (one URL path segment)'
const STATUS = 'a job status (a to z and _, 1 to 40 characters)'
/**
 * An agent job as the service returns it. The service marks no field required; the action relies on `id` (one path
 * segment of the job's URL, job-id.ts) and `status` (a word: `active`, `completed`, `archived`, `failed`, or one the
 * service adds later, which is not final). The rest is kept only with its documented type.
 */
const agentJob = fields({
  id: v.pipe(v.string(JOB_ID), v.check(isJobId, JOB_ID)),
  status: v.pipe(v.string(STATUS), v.regex(/^[a-z_]{1,40}$/, STATUS)),
  source: kept(fields({ repository: kept(v.string()), ref: kept(v.nullable(v.string())) })),
  model: kept(v.string()),
  prLink: kept(v.nullable(v.string())),
  createdAt: kept(v.string()),
  archivedAt: kept(v.nullable(v.string()))
})
export type AgentJob = v.InferOutput<typeof agentJob>

/** Told once per rejected value (a job is polled many times). */
export type Warn = (message: string) => void

/** A job answer, checked; a prLink that is not a well-formed pull or merge request URL becomes null, with a warning. */
export function toJob(body: unknown, warn?: Warn): AgentJob {
  const job = readAnswer(agentJob, body)
  return { ...job, prLink: checkedPrLink(job.prLink, warn) }
}

function checkedPrLink(link: string | null | undefined, warn?: Warn): string | null | undefined {
  if (typeof link !== 'string' || link === '') return link
  const verdict = checkPrLink(link)
  if (verdict.ok) return link
  warn?.(`The service's pull request link ${quote(link)} was refused: ${verdict.reason}. pr-link is left empty.`)
  return null
}

/** A job answer must be the job asked for: another job's state is never reported as this one's. */
export function sameJob(job: AgentJob, askedId: string): AgentJob {
  if (job.id !== askedId)
    throw new UnexpectedBody(`it is job ${quote(job.id, 60)}, not job ${askedId} (a protocol error)`)
  return job
}

export const visitorCounts = fields({ human: count, ai: count, total: count })
const visitorRow = fields({ path: text, human: count, ai: count, total: count })
const visitorsPage = fields({ totals: visitorCounts, visitors: list(visitorRow), hasMore: flag })
export type VisitorCounts = v.InferOutput<typeof visitorCounts>
export type VisitorRow = v.InferOutput<typeof visitorRow>
export type VisitorsPage = v.InferOutput<typeof visitorsPage>

/**
 * A visitors page, checked whole. Its rows are handed on as the service sent them (fields this version does not know
 * included), not copied: at 400 pages a kept copy per row is garbage that makes V8 promote early.
 */
export function toVisitorsPage(body: unknown): VisitorsPage {
  if (!v.is(visitorsPage, body)) return readAnswer(visitorsPage, body) // throws, naming the first field that failed
  const { totals, visitors, hasMore } = body
  return { totals: { human: totals.human, ai: totals.ai, total: totals.total }, visitors, hasMore }
}
