/**
 * GitHub (src/github/): the event as the runner gives it (event.ts), who may trigger a run (permission.ts), what an
 * issue or comment asks for (trigger.ts), the facts a decision needs (facts.ts), every request bounded (octokit.ts,
 * request-guard.ts), and the one living status comment found by its hidden marker (thread/: marker.ts,
 * status-comment.ts, issue-thread.ts, claim.ts) — bodies come rendered from the features. This file connects only
 * when a run needs it.
 * It may import action/ and text/, never service/, a feature or run/.
 */
import type { ThreadSettings, TokenSettings } from '../github/settings.js'
import { isPersonEvent, type EventInfo } from '../github/event.js'
import type { Octokit } from '../github/octokit.js'
import type { GitHubLimits } from '../github/request-guard.js'
import type { IssueThread } from '../thread/issue-thread.js'

/** What the run has of GitHub: a client, and a issueThread when there is an issue/PR to report to. */
export interface GitHubSession {
  octokit: Octokit
  issueThread?: IssueThread
}

/**
 * Connects to GitHub only when the run needs it: to check who triggered a person's event, or to report to a thread
 * (`comment: true` and an issue/PR). The client is imported then, so other runs start without loading it. Every
 * request it makes is bounded by `limits` (request timeout, the run's deadline and cancellation).
 */
export async function connectGitHub(
  settings: ThreadSettings,
  event: EventInfo,
  limits: GitHubLimits,
  sealKey?: string
): Promise<GitHubSession | undefined> {
  const issueNumber = settings.issueNumber ?? event.issueNumber
  const thread = settings.comment && issueNumber !== undefined && Boolean(event.owner)
  if (!settings.token || (!thread && !isPersonEvent(event.name))) return undefined
  const [{ createOctokit }, { tokenLogin }, { IssueThread }] = await Promise.all([
    import('../github/octokit.js'),
    import('../github/identity.js'),
    import('../thread/issue-thread.js')
  ])
  const octokit = createOctokit(settings.token, limits)
  if (!thread || issueNumber === undefined) return { octokit }
  const login = await tokenLogin(octokit)
  // Reactions go on the triggering comment only when we report to the thread it was written in.
  const triggerCommentId = issueNumber === event.issueNumber ? event.comment?.id : undefined
  const issueThread = new IssueThread(
    octokit,
    { owner: event.owner, repo: event.repo, issueNumber },
    login,
    triggerCommentId,
    sealKey
  )
  return { octokit, issueThread }
}

/**
 * The sweep's GitHub: every issue and pull request labelled for it (all pages; thread/labels.ts), each as the thread
 * a run on it would have, without a triggering comment (the marker names the comments that wait for reactions).
 */
export async function labelledThreads(
  settings: TokenSettings,
  event: EventInfo,
  limits: GitHubLimits,
  sealKey?: string,
  made?: Octokit
): Promise<IssueThread[]> {
  const [{ createOctokit }, { tokenLogin }, { IssueThread, listLabelled }] = await Promise.all([
    import('../github/octokit.js'),
    import('../github/identity.js'),
    import('../thread/issue-thread.js')
  ])
  const octokit = made ?? createOctokit(settings.token, limits)
  const repo = { owner: event.owner, repo: event.repo }
  const numbers = await listLabelled(octokit, repo)
  if (numbers.length === 0) return []
  const login = await tokenLogin(octokit)
  return numbers.map(issueNumber => new IssueThread(octokit, { ...repo, issueNumber }, login, undefined, sealKey))
}

/** GitHub for a run that reads a change (docs that follow code): the client and the login its token writes as. */
export interface ChangeSession extends GitHubSession {
  login: string
  repo: { owner: string; repo: string }
  /** The stable secret that seals the status markers of the threads it opens. */
  sealKey?: string
}

/** Connects for a change: always (the change is read from GitHub), whatever the event. */
export async function connectForChange(
  settings: TokenSettings,
  event: EventInfo,
  limits: GitHubLimits,
  sealKey?: string
): Promise<ChangeSession> {
  const [{ createOctokit }, { tokenLogin }] = await Promise.all([
    import('../github/octokit.js'),
    import('../github/identity.js')
  ])
  const octokit = createOctokit(settings.token, limits)
  const login = await tokenLogin(octokit)
  return { octokit, login, repo: { owner: event.owner, repo: event.repo }, sealKey }
}

/** The thread of an issue or pull request in the session's repository (no triggering comment: reactions go on it). */
export async function threadOn(session: ChangeSession, issueNumber: number): Promise<IssueThread> {
  const { IssueThread } = await import('../thread/issue-thread.js')
  return new IssueThread(session.octokit, { ...session.repo, issueNumber }, session.login, undefined, session.sealKey)
}

/**
 * The run's GitHub client for what is asked after the job ends (the commits on its branch, github/direct-commits.ts):
 * `made` when the run connected, else one made on first use from the token; undefined without a token.
 */
export function githubLater(
  token: string | undefined,
  limits: GitHubLimits,
  made?: Octokit
): () => Promise<Octokit | undefined> {
  let client: Promise<Octokit | undefined> | undefined
  return () =>
    (client ??=
      made || !token
        ? Promise.resolve(made)
        : import('../github/octokit.js').then(({ createOctokit }) => createOctokit(token, limits)))
}
