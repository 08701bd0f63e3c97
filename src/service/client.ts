/**
 * The service (src/service/): the transport — one request with its timeout, retries and a capped body (http.ts,
 * retry.ts, read-body.ts) —, this client with one function per endpoint, and the checks every answer passes before it is
 * believed (answers.ts, pr-link.ts). It may import action/ and text/, never github/, a feature or main.
 */
import { MiB, request, type HttpOptions, type RequestSpec } from './http.js'
import { sameJob, toJob, toVisitorsPage, type Warn } from './answers.js'

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

/** A job is a few kB; a visitors page of 250 rows well under 1 MB. Larger answers are refused unread. */
const AGENT_BODY_LIMIT = MiB
const ANALYTICS_BODY_LIMIT = 8 * MiB

/** The service's API, one function per endpoint. Paths are built here, every parameter encoded. */
export interface ServiceClient {
  createJob(prompt: string, deadline?: number): Promise<AgentJob>
  sendMessage(jobId: string, prompt: string, deadline?: number): Promise<AgentJob>
  getJob(jobId: string, deadline?: number): Promise<AgentJob>
  getVisitors(query: VisitorsQuery, deadline?: number): Promise<VisitorsPage>
}

export interface ServiceClientOptions {
  /** Told about a field that was dropped as unsafe (a pr-link that is not a pull request URL), once per value. */
  warn?: Warn
}

export function createServiceClient(
  http: HttpOptions,
  projectId: string,
  options: ServiceClientOptions = {}
): ServiceClient {
  const project = encodeURIComponent(projectId)
  const agent = `/v2/agent/${project}/job`
  const warned = new Set<string>()
  const warn: Warn = message => {
    if (warned.has(message)) return
    warned.add(message)
    options.warn?.(message)
  }
  const readJob = (askedId?: string) => (body: unknown) => {
    const job = toJob(body, warn)
    return askedId === undefined ? job : sameJob(job, askedId)
  }
  const agentCall = (spec: Omit<RequestSpec<AgentJob>, 'maxBodyBytes'>): Promise<AgentJob> =>
    request(http, { ...spec, maxBodyBytes: AGENT_BODY_LIMIT })

  return {
    createJob: (prompt, deadline) =>
      agentCall({
        endpoint: 'Create job',
        method: 'POST',
        path: agent,
        body: { prompt },
        deadline,
        hints: { 429: AGENT_429 },
        read: readJob(),
        // The advice depends on what a re-run would do: the agent layer adds it (resumeHint).
        unreadable: { done: 'the service created a job', advice: '' }
      }),
    sendMessage: (jobId, prompt, deadline) =>
      agentCall({
        endpoint: 'Send message',
        method: 'POST',
        path: `${agent}/${encodeURIComponent(jobId)}/message`,
        body: { prompt },
        deadline,
        hints: { 404: JOB_404, 429: AGENT_429 },
        read: readJob(jobId),
        unreadable: { done: `the service accepted the message to job ${jobId}`, advice: '' }
      }),
    getJob: (jobId, deadline) =>
      agentCall({
        endpoint: 'Get job',
        method: 'GET',
        path: `${agent}/${encodeURIComponent(jobId)}`,
        deadline,
        hints: { 404: JOB_404 },
        read: readJob(jobId)
      }),
    getVisitors: (query, deadline) =>
      request(http, {
        endpoint: 'Get visitors',
        method: 'GET',
        path: `/v1/analytics/${project}/visitors`,
        query: { ...query },
        deadline,
        hints: { 429: ANALYTICS_429 },
        read: toVisitorsPage,
        maxBodyBytes: ANALYTICS_BODY_LIMIT
      })
  }
}
