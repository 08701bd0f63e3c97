import { sleep } from '../action/sleep.js'
import { loopbackGitHub, type Octokit } from '../github/octokit.js'
import { listPages } from '../github/pages.js'

/** How long a contended write settles before it is read back: longer than another run's read-to-write gap. */
export const SETTLE_MS = 2000
/** The same against a loopback GitHub (the tests' fake), whose gap is a few milliseconds. */
const LOOPBACK_SETTLE_MS = 300
/** Looks at a listing for a create GitHub may have made: the first at once, each next one a settle later. */
export const LOOKS_AFTER_5XX = 4

export const settleMs = (): number => (loopbackGitHub() ? LOOPBACK_SETTLE_MS : SETTLE_MS)

/**
 * After a create GitHub answered 5xx, which it may have made all the same: a listing can lag behind a create
 * (read-after-write), so "not there" is believed only after LOOKS_AFTER_5XX looks a settle apart (6 s against GitHub).
 */
export async function findAfterSettling<T>(find: () => Promise<T | undefined>): Promise<T | undefined> {
  for (let look = 1; ; look++) {
    const found = await find()
    if (found !== undefined || look >= LOOKS_AFTER_5XX) return found
    await sleep(settleMs())
  }
}

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
 * issue's comments (it offers no other order), looking through every page (pages.ts bounds them). A marker in someone
 * else's comment is never trusted: anyone can write one. A comment GitHub names no author of (`user: null`, as for a
 * deleted account) is no one's, unless `authorless` vouches for its body (the marker's seal, seal.ts).
 */
export async function listOurComments<T>(
  octokit: Octokit,
  thread: Thread,
  login: string,
  read: (body: string) => T | undefined,
  authorless?: (body: string) => boolean
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
      if (!comment.body || !isOurs(comment, login, authorless)) continue
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

/** Written by `login`, or by an author GitHub no longer names where `authorless` vouches for the body. */
export function isOurs(
  comment: { user?: { login: string } | null; body?: string | null },
  login: string,
  authorless?: (body: string) => boolean
): boolean {
  if (comment.user === null) return Boolean(comment.body && authorless?.(comment.body))
  return comment.user?.login === login
}

export const statusOf = (error: unknown): number => (error as { status?: number }).status ?? 0
