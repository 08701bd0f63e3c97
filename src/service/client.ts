/**
 * The service (src/service/): the transport — one request with its timeout, retries and a capped body (http.ts,
 * retry.ts, read-body.ts) —, this client with one function per endpoint, and the checks every answer passes before it is
 * believed: the answers' schemas, the one home of their types (answers.ts, analytics.ts, schema.ts; pr-link.ts). It may import action/ and text/, never github/, a feature or run/.
 */
import { MiB, request, type HttpOptions, type RequestSpec } from './http.js'
import { sameJob, toJob, toVisitorsPage, type AgentJob, type VisitorsPage, type Warn } from './answers.js'
import {
  toAssistantPage,
  toCallerStats,
  toFeedbackByPage,
  toFeedbackPage,
  toSearchesPage,
  toViewsPage,
  type AssistantPage,
  type CallerStats,
  type CursorQuery,
  type DateRange,
  type FeedbackByPage,
  type FeedbackFilter,
  type FeedbackPage,
  type SearchesPage,
  type ViewsPage
} from './analytics.js'

export type * from './analytics.js'
export type { AgentJob, VisitorCounts, VisitorRow, VisitorsPage, Warn } from './answers.js'

/** The statuses a job ends in; `active` and any status the service adds later are not final. */
export const FINAL_STATUSES: readonly string[] = ['completed', 'archived', 'failed']
export const isFinal = (status: string): boolean => FINAL_STATUSES.includes(status)

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
  /** Page views per page, human / AI, and site totals; offset paging like visitors. */
  getViews(query: VisitorsQuery, deadline?: number): Promise<ViewsPage>
  /** Search terms by hits; follow `nextCursor` until null. */
  getSearches(query: CursorQuery, deadline?: number): Promise<SearchesPage>
  /** Feedback counts per page: one page only (the service offers no cursor or offset for it). */
  getFeedbackByPage(query: FeedbackFilter & { limit?: number }, deadline?: number): Promise<FeedbackByPage>
  /** Single feedback entries; follow `nextCursor` until null. A reader's contact email is never kept. */
  getFeedback(query: FeedbackFilter & CursorQuery, deadline?: number): Promise<FeedbackPage>
  /** Assistant turns, newest first; follow `nextCursor` (a ULID) until null. */
  getAssistant(query: CursorQuery, deadline?: number): Promise<AssistantPage>
  /** Assistant queries by caller: web, api, other. */
  getCallerStats(query: DateRange, deadline?: number): Promise<CallerStats>
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
  /** Every analytics endpoint: a GET below /v1/analytics/{project}/, on the one budget the 429 hint names. */
  const analytics = <T>(endpoint: string, tail: string, query: Query, read: (body: unknown) => T, deadline?: number) =>
    request(http, {
      endpoint,
      method: 'GET',
      path: `/v1/analytics/${project}/${tail}`,
      query,
      deadline,
      hints: { 429: ANALYTICS_429 },
      read,
      maxBodyBytes: ANALYTICS_BODY_LIMIT
    })
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
        unreadable: { done: 'the service created a job' }
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
        unreadable: { done: `the service accepted the message to job ${jobId}` }
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
    getVisitors: (query, deadline) => analytics('Get visitors', 'visitors', { ...query }, toVisitorsPage, deadline),
    getViews: (query, deadline) => analytics('Get views', 'views', { ...query }, toViewsPage, deadline),
    getSearches: (query, deadline) => analytics('Get searches', 'searches', { ...query }, toSearchesPage, deadline),
    getFeedbackByPage: (query, deadline) =>
      analytics('Get feedback by page', 'feedback/by-page', filter(query), toFeedbackByPage, deadline),
    getFeedback: (query, deadline) => analytics('Get feedback', 'feedback', filter(query), toFeedbackPage, deadline),
    getAssistant: (query, deadline) =>
      analytics('Get assistant conversations', 'assistant', { ...query }, toAssistantPage, deadline),
    getCallerStats: (query, deadline) =>
      analytics('Get assistant callers', 'assistant/caller-stats', { ...query }, toCallerStats, deadline)
  }
}

type Query = Record<string, string | number | undefined>

/** A feedback filter as query parameters: the statuses comma-separated. */
const filter = ({ status, ...rest }: FeedbackFilter & { limit?: number; cursor?: string }): Query => ({
  ...rest,
  status: status?.join(',')
})
