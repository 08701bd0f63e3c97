import type { Octokit } from './octokit.js'
import { listPages } from './pages.js'

/** An issue or pull request: where comments are listed and written. */
export interface Thread {
  owner: string
  repo: string
  issueNumber: number
}

/** One comment of ours with what `read` found in its body. */
export interface OurComment<T> {
  id: number
  url: string
  /** Last edit (ISO 8601). */
  updatedAt?: string
  body: string
  found: T
}

/**
 * Comments written by the token's own login whose body `read` recognises (a marker), oldest first as GitHub lists an
 * issue's comments (it offers no other order), looking through every page (pages.ts bounds them). A marker in someone else's comment is never
 * trusted: anyone can write one. A comment whose author is gone (`user: null`) is no one's.
 */
export async function listOurComments<T>(
  octokit: Octokit,
  thread: Thread,
  login: string,
  read: (body: string) => T | undefined
): Promise<OurComment<T>[]> {
  const found: OurComment<T>[] = []
  const first = octokit.rest.issues.listComments.endpoint({
    owner: thread.owner,
    repo: thread.repo,
    issue_number: thread.issueNumber,
    per_page: 100
  })
  type Listed = Awaited<ReturnType<Octokit['rest']['issues']['listComments']>>['data'][number]
  for await (const page of listPages<Listed>(octokit, first)) {
    for (const comment of page) {
      if (comment.user?.login !== login || !comment.body) continue
      const value = read(comment.body)
      if (value !== undefined)
        found.push({
          id: comment.id,
          url: comment.html_url,
          updatedAt: comment.updated_at,
          body: comment.body,
          found: value
        })
    }
  }
  return found
}

export const statusOf = (error: unknown): number => (error as { status?: number }).status ?? 0
