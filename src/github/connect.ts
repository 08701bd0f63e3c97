import type { GitHubSettings } from '../inputs.js'
import type { EventInfo } from './event.js'
import { tokenLogin } from './identity.js'
import { createOctokit, type Octokit } from './octokit.js'
import { ThreadReporter } from './thread-reporter.js'

/** What the run has of GitHub: a client, and a reporter when there is an issue/PR to report to. */
export interface GitHubSession {
  octokit: Octokit
  reporter?: ThreadReporter
}

/** Connects to GitHub when there is a token; the reporter exists only with `comment: true` and a thread to write to. */
export async function connectGitHub(settings: GitHubSettings, event: EventInfo): Promise<GitHubSession | undefined> {
  if (!settings.token) return undefined
  const octokit = createOctokit(settings.token)
  const issueNumber = settings.issueNumber ?? event.issueNumber
  if (!settings.comment || issueNumber === undefined || !event.owner) return { octokit }
  const login = await tokenLogin(octokit)
  // Reactions go on the triggering comment only when we report to the thread it was written in.
  const triggerCommentId = issueNumber === event.issueNumber ? event.comment?.id : undefined
  const reporter = new ThreadReporter(
    octokit,
    { owner: event.owner, repo: event.repo, issueNumber },
    login,
    triggerCommentId
  )
  return { octokit, reporter }
}
