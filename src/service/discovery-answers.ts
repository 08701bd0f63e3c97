/**
 * The answers of the service's free search and page endpoints and of a deployment's status
 * (spec/openapi/discovery-openapi.json, openapi.json), checked as answers.ts checks every answer: a failure names the
 * field, its value and what was expected. The documents mark no field required; the client relies on a result's and a
 * page's `path`, a page's `content` and a deployment's `status`, and refuses an answer without them. A search result's
 * `content` and a page's are the site's text as served, and its `path` may be anything the service indexed: whoever
 * shows them treats them as untrusted text (redacted, escaped), as the report does a page path.
 */
import { fields, list, readAnswer, text, word } from './answers.js'
import { isJsonObject, v } from './schema.js'

/** A result's metadata: a JSON object of the service's (a title, a score…), kept as it is and never interpreted here. */
const metadata = v.custom<Record<string, unknown>>(isJsonObject, 'a JSON object')
const searchResult = fields({ path: text, content: v.optional(text, ''), metadata: v.optional(metadata, {}) })
const searchResults = list(searchResult)
export type SearchResult = v.InferOutput<typeof searchResult>

const pageContent = fields({ path: text, content: text })
export type PageContent = v.InferOutput<typeof pageContent>

/** The statuses a deployment ends in; `queued`, `in_progress` and any status the service adds later are not final. */
export const FINAL_DEPLOYMENT_STATUSES: readonly string[] = ['success', 'failure']

const DATE = 'a date (ISO 8601)'
const date = v.pipe(
  v.string(DATE),
  v.check(value => !Number.isNaN(Date.parse(value)), DATE)
)
/** Absent or null (a deployment still running has not ended), else a date. */
const maybeDate = v.nullish(date)
const kept = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined)

/**
 * A deployment's status: `endedAt` is when a `success` went live. The commit's sha and ref are kept when they are
 * strings; the logs, screenshots and author are not read.
 */
const deploymentStatus = fields({
  status: word,
  createdAt: maybeDate,
  endedAt: maybeDate,
  summary: kept(v.string()),
  commit: kept(fields({ sha: kept(v.string()), ref: kept(v.string()) }))
})
export type DeploymentStatus = v.InferOutput<typeof deploymentStatus>

export const toSearchResults = (body: unknown): SearchResult[] => readAnswer(searchResults, body)
export const toPageContent = (body: unknown): PageContent => readAnswer(pageContent, body)
export const toDeploymentStatus = (body: unknown): DeploymentStatus => readAnswer(deploymentStatus, body)
