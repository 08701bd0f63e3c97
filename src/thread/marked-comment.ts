/**
 * Writing a comment found again by its hidden marker, for both of ours (the status comment, status-comment.ts; the
 * report's comment on the tracking issue, report-comment.ts): one create that is never retried blindly, an edit, and
 * the deletion of duplicates. Finding ours is our-comments.ts; the body's size limit, comment-size.ts.
 */
import { getErrorMessage } from '../action/errors.js'
import { debug } from '../action/log.js'
import type { Octokit } from '../github/octokit.js'
import { GitHubUnavailableError } from '../github/request-guard.js'
import { findAfterSettling, statusOf, type Thread } from './our-comments.js'

/** A comment this run created. */
export interface Created {
  id: number
  url: string
  updatedAt?: string
}

/**
 * Creates the comment once. A create is not retried blindly: a 5xx may come after GitHub created it, so on a failure
 * whose outcome is unknown `lookAgain` runs first, again after a settle while the listing may lag the create
 * (findAfterSettling), and only when it finds nothing is the body posted again; three attempts at most. A 4xx, a
 * request the guard skipped, timed out or cancelled (GitHub did not get it, or will not answer) is thrown at once.
 */
export async function createOnce<T>(
  octokit: Octokit,
  thread: Thread,
  what: string,
  body: string,
  lookAgain: () => Promise<T | undefined>
): Promise<{ created: Created } | { found: T }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { data } = await octokit.rest.issues.createComment({
        owner: thread.owner,
        repo: thread.repo,
        issue_number: thread.issueNumber,
        body,
        request: { retries: 0 }
      })
      return { created: { id: data.id, url: data.html_url, updatedAt: data.updated_at } }
    } catch (error) {
      const status = statusOf(error)
      if (attempt >= 3 || (status > 0 && status < 500) || error instanceof GitHubUnavailableError) throw error
      debug(`creating the ${what} failed (${getErrorMessage(error)}); checking whether it exists`)
      const found = await findAfterSettling(lookAgain)
      if (found !== undefined) return { found }
    }
  }
}

/**
 * Edits a comment of ours; false when it is gone (404: deleted since it was found, by a person or another run), for
 * the caller to look again, unless this was its `last` try: then GitHub's answer is thrown.
 */
export async function editComment(
  octokit: Octokit,
  thread: Thread,
  id: number,
  body: string,
  last = false
): Promise<boolean> {
  try {
    await octokit.rest.issues.updateComment({ owner: thread.owner, repo: thread.repo, comment_id: id, body })
    return true
  } catch (error) {
    if (statusOf(error) !== 404 || last) throw error
    return false
  }
}

/** Deletes duplicates of ours; one already gone (another run deleted it) is fine, one that cannot be is a debug line. */
export async function deleteComments(octokit: Octokit, thread: Thread, what: string, ids: number[]): Promise<void> {
  for (const id of ids) {
    try {
      await octokit.rest.issues.deleteComment({ owner: thread.owner, repo: thread.repo, comment_id: id })
    } catch (error) {
      if (statusOf(error) !== 404) debug(`could not delete duplicate ${what} ${id}: ${getErrorMessage(error)}`)
    }
  }
}
