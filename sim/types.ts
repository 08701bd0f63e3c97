/** Public types of the service simulator. `sim/server.ts` re-exports all of them. */

export const SIM_API_KEY = 'mint_sim_key'
export const SIM_PROJECT_ID = '0123456789abcdef01234567'
/** The site's assistant key (search and page) and its domain (`acme.mintlify.site`). */
export const SIM_ASSISTANT_KEY = 'mint_dsc_sim_assistant_key'
export const SIM_DOMAIN = 'acme'

export type JobStatus = 'active' | 'completed' | 'failed' | 'archived'
export type FinalStatus = Exclude<JobStatus, 'active'>

export interface JobPlan {
  /** Time from create (or from a follow-up message) until the job turns final. Default 1000. */
  durationMs?: number
  /** Default 'completed'. */
  finalStatus?: FinalStatus
  /** Default `https://github.com/acme/docs/pull/<n>` (n = the job's number); null = "no files changed". */
  prLink?: string | null
  /** Default 'claude-sonnet-4-5'. */
  model?: string
  /**
   * The branch the job works on (its `source.ref`). Default `mintlify/agent-<id>`; a job that commits straight to the
   * deployment branch (the service hosts it, or "push to main") names that branch, e.g. 'main', with `prLink: null`.
   */
  branch?: string
  /** What the job changes on the docs site, live once its deployment succeeds (sim/docs-pages.ts). Default none. */
  edits?: readonly PageEdit[]
  /** The deployment a completed run starts (sim/deployments.ts). */
  deployment?: DeploymentPlan
}

/** A page the job edits: `text` is appended to it (a path the site does not have becomes a new page). */
export interface PageEdit {
  path: string
  text: string
}

/** After the run completes: `queued` for queuedMs, `in_progress` for buildMs, then `result`. Default 1000, 2000, success. */
export interface DeploymentPlan {
  queuedMs?: number
  buildMs?: number
  result?: 'success' | 'failure'
}

export interface SimOptions {
  /** Default '127.0.0.1'. Only loopback hosts are accepted. */
  host?: string
  /** Default 0 (ephemeral). */
  port?: number
  /** Accepted Bearer keys; default [SIM_API_KEY]. */
  apiKeys?: string[]
  /** Default SIM_PROJECT_ID; other project ids get 404 {"error":"Project not found"}. */
  projectId?: string
  /** Delay added before every answer (real time, whatever `now`). Default 0. */
  latencyMs?: number
  /**
   * The clock the simulator reads, epoch ms: job progress (status, finalAt), request arrival times (`at`), rate-limit
   * windows. Default Date.now; a test that drives its own (with the client's and the wait's `now`/`sleep`) runs jobs
   * in virtual time, where no deadline races the machine.
   */
  now?: () => number
  /** Default plan for new jobs. */
  job?: JobPlan
  /** Size of the deterministic visitors dataset. Default 120. */
  visitorRows?: number
  /** Sizes of the searches, feedback and assistant datasets. */
  analytics?: AnalyticsSizes
  /**
   * Paths readers reached that the site does not have (a docs site answers any URL, and feedback and the assistant
   * record the one a reader was on; the views export lists only real pages). Each gets 25 thumbs-down with a comment
   * and 3 unanswered assistant questions asked on it, so it is a gap in both sections. Default none.
   */
  readerPaths?: readonly string[]
  /**
   * More text readers wrote (reader-text.ts has the defaults): each is asked of the assistant twice, unanswered and
   * without a category (so each is a gap of its own), and left as a thumbs-down comment on /quickstart. Default none.
   */
  readerText?: readonly string[]
  /** The names the analytics data is made of (pages, search terms, reader text). Default TEST_SITE (sim/site.ts). */
  site?: SiteData
  /**
   * The pages with many thumbs-down in a range, `[path, down, up]` (default THUMBS_DOWN_PAGES in every range): a test
   * of the history makes a page's thumbs-down fall in the weeks after its fix merged.
   */
  thumbsDown?: (range: { dateFrom?: string; dateTo?: string }) => readonly (readonly [string, number, number])[]
  /**
   * Requests per window (default 100 each, discovery 10,000; window one hour); 0 or Infinity disables a limit.
   * `analytics` is one budget shared by every analytics route, `discovery` one for search and page, as the service's.
   */
  rateLimit?: { agent?: number; analytics?: number; discovery?: number; windowMs?: number }
  /** Accepted assistant keys (search and page); default [SIM_ASSISTANT_KEY]. */
  assistantKeys?: string[]
  /** The site's domain identifier; others get 404. Default SIM_DOMAIN. */
  domain?: string
}

/** The names a site's analytics data is made of; the numbers come from seeded randomness whatever the names. */
export interface SiteData {
  /** Page paths by rank; past the end, `${family}${n}` for each family in turn. */
  pages: readonly string[]
  families: readonly string[]
  /** The curated search terms: [term, hits, click-through rate, most clicked page or null]. */
  searches: readonly (readonly [query: string, hits: number, ctr: number, page: string | null])[]
  /** The n-th (from 1) of the many less searched terms, made of a prefix ('how to', 'configure', 'example', 'error'). */
  searchTerm: (prefix: string, n: number) => string
  /** Rare search terms, feedback comments and assistant questions readers wrote. */
  searchText: readonly string[]
  feedbackText: readonly string[]
  assistantText: readonly string[]
}

export type AnalyticsRoute =
  'visitors' | 'views' | 'searches' | 'feedbackByPage' | 'feedback' | 'assistant' | 'callerStats'
/** The free search and page routes (below /discovery) and a deployment's status (below /v1). */
export type DiscoveryRoute = 'search' | 'page' | 'deploymentStatus'
export type RouteName = 'createJob' | 'getJob' | 'sendMessage' | AnalyticsRoute | DiscoveryRoute

/** Sizes of the analytics datasets besides visitors (views follow visitorRows). */
export interface AnalyticsSizes {
  /** Distinct search terms. Default 180 (two pages at limit 100). */
  searchTerms?: number
  /** Feedback entries. Default 240 (three pages at limit 100). */
  feedbackEntries?: number
  /** Assistant turns. Default 600 (one page at limit 1000, six at the default 100). */
  conversations?: number
}

export interface RecordedRequest {
  method: string
  /** The raw path as it arrived (still percent-encoded), without the query string. */
  path: string
  query: Record<string, string>
  /** Header names in lower case. */
  headers: Record<string, string | undefined>
  /** Parsed JSON when the body is JSON, the raw text otherwise, undefined when empty. */
  body: unknown
  /** SimOptions.now() (default Date.now()) at arrival. */
  at: number
  route: RouteName | 'unknown'
  /** The status answered; 0 for a reset (or while the answer is still pending). */
  status: number
}

export type Fault =
  | { kind: 'status'; status: number; body?: string; contentType?: string; headers?: Record<string, string> }
  | { kind: 'reset' }
  | { kind: 'resetAfterProcessing' }
  /** Answers normally after `ms` of real time; `ms: Infinity` never answers (until close), for a request timeout. */
  | { kind: 'delay'; ms: number }
  /** Processes the request, then answers once `until` settles: the test, not a timer, decides when (until close). */
  | { kind: 'hold'; until: Promise<unknown> }
  | { kind: 'malformed'; body?: string }
  | { kind: 'echoAuth'; status?: number }

export interface SimJob {
  readonly id: string
  /** Computed from the clock on every read. */
  readonly status: JobStatus
  readonly createdAt: string
  /** Epoch ms when the job turns (or turned) final. */
  readonly finalAt: number
  readonly plan: Required<JobPlan>
  /** Follow-up messages, in order (the create prompt is `prompt`). */
  readonly messages: string[]
  readonly prompt: string
  readonly archivedAt: string | null
  readonly prLink: string | null
  readonly source: { repository: string; ref: string | null }
  readonly model: string
  /** The status id of the deployment its completed run started; null while it runs, or when it did not complete. */
  readonly statusId: string | null
}

export interface Simulator {
  /** e.g. 'http://127.0.0.1:41234' */
  url: string
  port: number
  projectId: string
  /** The first accepted key. */
  apiKey: string
  /** The first accepted assistant key, and the site's domain. */
  assistantKey: string
  domain: string
  /** Every request, in arrival order (also 404/unknown routes). */
  requests: RecordedRequest[]
  /** TCP connections accepted so far (a client that keeps connections alive opens one). */
  readonly connections: number
  /** Live view of the jobs. */
  jobs: Map<string, SimJob>
  /** Queue a fault for the next `times` (default 1) requests of that route; FIFO per route. */
  inject(route: RouteName | '*', fault: Fault, times?: number): void
  /** Plan for jobs created (and follow-up messages sent) from now on. */
  setJobPlan(plan: JobPlan): void
  /** Force a final state now. */
  finishJob(id: string, status: FinalStatus, prLink?: string | null): void
  /** Views follow the same rows. stuckHasMore (visitors only): every page says hasMore true, pages past the data are empty. */
  setVisitorRows(n: number, opts?: { stuckHasMore?: boolean }): void
  /** Closes every connection and the server; leaves no handle open. */
  close(): Promise<void>
}
