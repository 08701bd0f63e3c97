/** Input names, as declared in action.yml (one place, as actions/cache keeps them). */
export const Inputs = {
  ApiKey: 'api-key',
  ProjectId: 'project-id',
  Prompt: 'prompt',
  JobId: 'job-id',
  Wait: 'wait',
  PollInterval: 'poll-interval',
  Timeout: 'timeout',
  RequestTimeout: 'request-timeout',
  FailOnJobFailure: 'fail-on-job-failure',
  ApiUrl: 'api-url',
  GithubToken: 'github-token',
  Comment: 'comment',
  IssueNumber: 'issue-number',
  TriggerPhrase: 'trigger-phrase',
  MinPermission: 'min-permission',
  AllowedBots: 'allowed-bots'
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
  Skipped: 'skipped'
} as const
