/**
 * The action's interface to the runner (src/action/): every input and output name (this file, the one place, as
 * actions/cache keeps them), the settings every part shares, input parsers, the log, secrets and scrubbing, outputs,
 * the job summary file, errors, cancellation, sleep and durations. It may import only text/.
 */

/** Input names, as declared in action.yml. */
export const Inputs = {
  ApiKey: 'api-key',
  ProjectId: 'project-id',
  Prompt: 'prompt',
  JobId: 'job-id',
  Wait: 'wait',
  PollInterval: 'poll-interval',
  SweepInterval: 'sweep-interval',
  Timeout: 'timeout',
  RequestTimeout: 'request-timeout',
  FailOnJobFailure: 'fail-on-job-failure',
  ApiUrl: 'api-url',
  GithubToken: 'github-token',
  Comment: 'comment',
  IssueNumber: 'issue-number',
  TriggerPhrase: 'trigger-phrase',
  MinPermission: 'min-permission',
  AllowedBots: 'allowed-bots',
  ReplyOnRefusal: 'reply-on-refusal',
  SkipLabel: 'skip-label',
  SkipPaths: 'skip-paths',
  SendDiff: 'send-diff',
  ChangesPerJob: 'changes-per-job',
  TrackingIssue: 'tracking-issue',
  BatchMerged: 'batch-merged',
  HistoryBranch: 'history-branch'
} as const

/** Output names, as declared in action.yml. */
export const Outputs = {
  JobId: 'job-id',
  Status: 'status',
  PrLink: 'pr-link',
  Model: 'model',
  SourceRepository: 'source-repository',
  SourceRef: 'source-ref',
  CreatedAt: 'created-at',
  TimedOut: 'timed-out',
  Job: 'job',
  CommentId: 'comment-id',
  CommentUrl: 'comment-url',
  Skipped: 'skipped',
  Published: 'published'
} as const

/** Output names of docs that follow code (the agent action's merged changes), as declared in action.yml. */
export const ChangeOutputs = {
  Result: 'change-result',
  SourcePrs: 'source-prs'
} as const

/** Input names of the visitors report, as declared in action.yml. */
export const VisitorInputs = {
  DateFrom: 'date-from',
  DateTo: 'date-to',
  MaxPages: 'max-pages',
  Compare: 'compare',
  Top: 'top'
} as const

/** Output names of the visitors report, as declared in action.yml. */
export const VisitorOutputs = {
  Human: 'visitors-human',
  Ai: 'visitors-ai',
  Total: 'visitors-total',
  Pages: 'visitors-pages',
  Partial: 'visitors-partial',
  File: 'visitors-file',
  Csv: 'visitors-csv'
} as const

/** Input names of the docs-health report, as declared in action.yml. */
export const ReportInputs = {
  Report: 'report',
  Budget: 'report-budget',
  ReaderText: 'reader-text',
  Gaps: 'gaps',
  FixGaps: 'fix-gaps',
  HistoryBranch: 'history-branch',
  HistoryWeeks: 'history-weeks',
  AssistantKey: 'assistant-key',
  Domain: 'domain'
} as const

/** Output names of the docs-health report, the whole and its sections, as declared in action.yml. */
export const ReportOutputs = {
  Gaps: 'report-gaps',
  Requests: 'report-requests',
  Partial: 'report-partial',
  File: 'report-file',
  Dir: 'report-dir',
  ViewsHuman: 'views-human',
  ViewsAi: 'views-ai',
  ViewsTotal: 'views-total',
  ViewsFile: 'views-file',
  ViewsCsv: 'views-csv',
  SearchesTotal: 'searches-total',
  SearchesGaps: 'searches-gaps',
  SearchesFile: 'searches-file',
  SearchesCsv: 'searches-csv',
  FeedbackThumbsDown: 'feedback-thumbs-down',
  FeedbackGaps: 'feedback-gaps',
  FeedbackFile: 'feedback-file',
  FeedbackCsv: 'feedback-csv',
  AssistantUnanswered: 'assistant-unanswered',
  AssistantGaps: 'assistant-gaps',
  AssistantFile: 'assistant-file',
  AssistantCsv: 'assistant-csv'
} as const

/** Input names of the fleet's plan (fleet/action.yml); it also reads `report`, `compare` and `max-pages`. */
export const FleetInputs = {
  Projects: 'projects',
  RequestsPerHour: 'requests-per-hour',
  Reserve: 'reserve',
  Hour: 'hour',
  Schedule: 'schedule'
} as const

/** Output names of the fleet's plan, as declared in fleet/action.yml. */
export const FleetOutputs = {
  Matrix: 'matrix',
  MaxParallel: 'max-parallel',
  Budget: 'budget',
  Waves: 'waves',
  Wave: 'wave'
} as const

/** The sub-actions of this repository: one action per job, as actions/cache's restore/ and save/. */
export type SubAction = 'sweep' | 'report'

/**
 * How a workflow names a sub-action: this action's own repository and ref as the runner gives them (a workflow that
 * uses acme/docs-agent-action@v1.2.0 reads acme/docs-agent-action/report@v1.2.0), else the README's placeholder.
 */
export function subActionRef(sub: SubAction, env: NodeJS.ProcessEnv = process.env): string {
  const plain = (value: string | undefined, pattern: RegExp): string | undefined =>
    value !== undefined && pattern.test(value) ? value : undefined
  const repository = plain(env.GITHUB_ACTION_REPOSITORY, /^[\w.-]+\/[\w.-]+$/) ?? 'OWNER/docs-agent-action'
  const ref = plain(env.GITHUB_ACTION_REF, /^[\w.][\w./-]{0,99}$/) ?? 'SHA'
  return `${repository}/${sub}@${ref}`
}
