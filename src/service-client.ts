import { request, ServiceError, type HttpOptions, type RequestSpec } from './http.js'

/** An agent job as the service returns it. No field is marked required by the service: all may be absent. */
export interface AgentJob {
  id: string
  status: JobStatus
  source?: { repository?: string; ref?: string | null }
  model?: string
  prLink?: string | null
  createdAt?: string
  archivedAt?: string | null
}

export type JobStatus = 'active' | 'completed' | 'archived' | 'failed'
export const FINAL_STATUSES: readonly JobStatus[] = ['completed', 'archived', 'failed']
export const isFinal = (status: string): boolean => (FINAL_STATUSES as readonly string[]).includes(status)

export interface VisitorCounts {
  human: number
  ai: number
  total: number
}
export interface VisitorRow extends VisitorCounts {
  path: string
}
export interface VisitorsPage {
  totals: VisitorCounts
  visitors: VisitorRow[]
  hasMore: boolean
}
export interface VisitorsQuery {
  dateFrom?: string
  dateTo?: string
  limit?: number
  offset?: number
}

const AGENT_429 = 'Rate limit: 100 agent requests (create + message) per project per hour; try again later.'
const ANALYTICS_429 =
  'Rate limit: 100 analytics requests per organisation per hour, shared by all analytics endpoints; try again later.'
const JOB_404 = "Check project-id (the dashboard's API keys page) and job-id."

/** The service's API, one function per endpoint. Paths are built here, every parameter encoded. */
export interface ServiceClient {
  createJob(prompt: string, deadline?: number): Promise<AgentJob>
  sendMessage(jobId: string, prompt: string, deadline?: number): Promise<AgentJob>
  getJob(jobId: string, deadline?: number): Promise<AgentJob>
  getVisitors(query: VisitorsQuery, deadline?: number): Promise<VisitorsPage>
}

export function createServiceClient(http: HttpOptions, projectId: string): ServiceClient {
  const project = encodeURIComponent(projectId)
  const agent = `/v2/agent/${project}/job`
  const call = <T>(spec: RequestSpec, validate: (body: unknown, endpoint: string) => T): Promise<T> =>
    request<unknown>(http, spec).then(body => validate(body, spec.endpoint))

  return {
    createJob: (prompt, deadline) =>
      call(
        { endpoint: 'Create job', method: 'POST', path: agent, body: { prompt }, deadline, hints: { 429: AGENT_429 } },
        toJob
      ),
    sendMessage: (jobId, prompt, deadline) =>
      call(
        {
          endpoint: 'Send message',
          method: 'POST',
          path: `${agent}/${encodeURIComponent(jobId)}/message`,
          body: { prompt },
          deadline,
          hints: { 404: JOB_404, 429: AGENT_429 }
        },
        toJob
      ),
    getJob: (jobId, deadline) =>
      call(
        {
          endpoint: 'Get job',
          method: 'GET',
          path: `${agent}/${encodeURIComponent(jobId)}`,
          deadline,
          hints: { 404: JOB_404 }
        },
        toJob
      ),
    getVisitors: (query, deadline) =>
      call(
        {
          endpoint: 'Get visitors',
          method: 'GET',
          path: `/v1/analytics/${project}/visitors`,
          query: { ...query },
          deadline,
          hints: { 429: ANALYTICS_429 }
        },
        toVisitorsPage
      )
  }
}

function malformed(endpoint: string, what: string): ServiceError {
  return new ServiceError(`${endpoint} answered with an unexpected body: ${what}.`, endpoint, 'malformed', 200)
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const optionalString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
const nullableString = (value: unknown): string | null | undefined =>
  value === null ? null : typeof value === 'string' ? value : undefined

/** Checks the fields the action relies on (id, status) and keeps the rest only when it has the documented type. */
export function toJob(body: unknown, endpoint: string): AgentJob {
  if (!isObject(body)) throw malformed(endpoint, 'not a JSON object')
  if (typeof body.id !== 'string' || body.id === '') throw malformed(endpoint, 'no job id')
  if (typeof body.status !== 'string' || !/^[a-z_]{1,40}$/.test(body.status)) throw malformed(endpoint, 'no job status')
  const source = isObject(body.source)
    ? { repository: optionalString(body.source.repository), ref: nullableString(body.source.ref) }
    : undefined
  return {
    id: body.id,
    status: body.status as JobStatus,
    source,
    model: optionalString(body.model),
    prLink: nullableString(body.prLink),
    createdAt: optionalString(body.createdAt),
    archivedAt: nullableString(body.archivedAt)
  }
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

const hasCounts = (value: unknown): value is VisitorCounts & Record<string, unknown> =>
  isObject(value) && isCount(value.human) && isCount(value.ai) && isCount(value.total)

const toCounts = (value: unknown): VisitorCounts | undefined =>
  hasCounts(value) ? { human: value.human, ai: value.ai, total: value.total } : undefined

const isVisitorRow = (row: unknown): row is VisitorRow => hasCounts(row) && typeof row.path === 'string'

export function toVisitorsPage(body: unknown, endpoint: string): VisitorsPage {
  if (!isObject(body)) throw malformed(endpoint, 'not a JSON object')
  const totals = toCounts(body.totals)
  if (!totals) throw malformed(endpoint, 'no totals {human, ai, total}')
  if (!Array.isArray(body.visitors)) throw malformed(endpoint, 'no visitors array')
  if (typeof body.hasMore !== 'boolean') throw malformed(endpoint, 'no hasMore flag')
  // Rows are checked in place, not copied: at 400 pages a copy per row is garbage that makes V8 promote early.
  for (const row of body.visitors as unknown[]) {
    if (!isVisitorRow(row)) throw malformed(endpoint, 'a visitors row without path and counts')
  }
  return { totals, visitors: body.visitors as VisitorRow[], hasMore: body.hasMore }
}
