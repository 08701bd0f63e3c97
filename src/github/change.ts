/**
 * A code change as the agent is told of it (docs that follow code): a merged pull request or a push to a branch, its
 * files with their patches, its commits and the issues it closes. The shapes here are read from the event's payload
 * (pullFacts, eventChange: through the schemas of event-payload.ts) and filled in from GitHub's API (read-change.ts).
 * Every text in them is untrusted: the author of a pull request wrote its title, body, commit messages, file names and
 * diff lines.
 */
import * as v from 'valibot'
import { Author, PullRequest, PullRequestPayload, PushPayload } from './event-payload.js'

/** Who wrote a pull request or a commit, as GitHub names them (`type` is `Bot` for apps and bots). */
export type { Author }

/** A pull request as a payload or a listing gives it. */
export interface PullFacts {
  number: number
  title: string
  /** Markdown, as the author wrote it (hidden text and all). */
  body: string
  url: string
  /** Undefined when GitHub names none (a deleted account). */
  author?: Author
  labels: string[]
  merged: boolean
  mergedAt?: string
  mergeSha?: string
  /** The branch it was merged into. */
  baseRef: string
  /** Opened from another repository (a fork): a `pull_request` run for it gets no secrets. */
  fork: boolean
}

/** One changed file, as the pull request files and compare endpoints list it. */
export interface ChangedFile {
  path: string
  /** added, removed, modified, renamed, copied, changed, unchanged */
  status: string
  additions: number
  deletions: number
  /** The unified diff of the file; GitHub leaves it out for binary and very large files. */
  patch?: string
  previousPath?: string
}

export interface ChangeCommit {
  sha: string
  message: string
}

/** An issue the change says it closes (`Fixes #12`), with its title as GitHub has it. */
export interface LinkedIssue {
  number: number
  title: string
}

/** A push as its payload gives it. */
export interface PushFacts {
  /** The branch (`main`), from `refs/heads/main`. */
  branch: string
  before: string
  after: string
  /** The branch was deleted by this push: nothing to document. */
  deleted: boolean
  /** The payload's commits (GitHub lists at most 2048, each message whole). */
  commits: ChangeCommit[]
  /** The push's compare page. */
  url: string
  pusher?: Author
}

/** What the event says of a code change: a pull request closed (merged or not), or a push to a branch. */
export type EventChange = { kind: 'pull'; pull: PullFacts } | { kind: 'push'; push: PushFacts } | { kind: 'tag' }

/** The change the agent is told of, its facts gathered. */
export interface Change {
  /** A merged pull request, or a push that came from none. */
  source: { kind: 'pull'; pull: PullFacts } | { kind: 'push'; push: PushFacts }
  files: ChangedFile[]
  /** More files changed than were listed (GitHub lists 3,000 at most; the action reads fewer). */
  moreFiles: boolean
  commits: ChangeCommit[]
  linkedIssues: LinkedIssue[]
}

/**
 * The key a change is remembered by in the markers (what a docs job carries): `pr-12`, or `push-` and the first 12
 * characters of the pushed commit. It has the shape of a sent-gaps key (thread/sent-gaps.ts).
 */
export function changeKey(source: Change['source']): string {
  return source.kind === 'pull' ? `pr-${source.pull.number}` : `push-${source.push.after.slice(0, 12)}`
}

/** The pull request number a key names, or undefined for another key. */
export function pullOfKey(key: string): number | undefined {
  const match = /^pr-([1-9]\d{0,9})$/.exec(key)
  return match ? Number(match[1]) : undefined
}

/** Whether a key names a change: `pr-` and a pull request's number, or `push-` and 7 to 12 hex digits of its commit. */
export const isChangeKey = (key: string): boolean => pullOfKey(key) !== undefined || /^push-[0-9a-f]{7,12}$/.test(key)

/** Who a payload's `user` (or `sender`, `pusher`) names, if anyone. */
export const authorOf = (value: unknown): Author | undefined => v.parse(Author, value)

/**
 * A pull request from a payload or a listing (`pull_request`, `GET /pulls`); undefined when it has no number.
 * `repository`: the base repository's full name, to tell a fork's head (undefined: not known, not a fork).
 */
export const pullFacts = (value: unknown, repository?: string): PullFacts | undefined =>
  factsOf(v.parse(PullRequest, value), repository)

function factsOf(pull: PullRequest | undefined, repository?: string): PullFacts | undefined {
  if (!pull) return undefined
  const headRepo = pull.head?.repo?.full_name
  return {
    number: pull.number,
    title: pull.title,
    body: pull.body,
    url: pull.html_url,
    author: pull.user,
    labels: pull.labels,
    // A listing has no `merged` field: its `merged_at` says it.
    merged: pull.merged ?? pull.merged_at !== undefined,
    mergedAt: pull.merged_at,
    mergeSha: pull.merge_commit_sha,
    baseRef: pull.base?.ref ?? '',
    fork: Boolean(repository && headRepo && headRepo.toLowerCase() !== repository.toLowerCase())
  }
}

/**
 * The change an event carries: a `pull_request` or `pull_request_target` closing (merged or not), a push to a
 * branch, or a push of a tag (nothing to document). Undefined for every other event.
 */
export function eventChange(name: string, action: string, payload: unknown): EventChange | undefined {
  if ((name === 'pull_request' || name === 'pull_request_target') && action === 'closed') {
    const { pull_request, repository } = v.parse(PullRequestPayload, payload)
    const pull = factsOf(pull_request, repository?.full_name)
    return pull && { kind: 'pull', pull }
  }
  if (name !== 'push') return undefined
  const push = v.parse(PushPayload, payload)
  if (!push.ref.startsWith('refs/heads/')) return { kind: 'tag' }
  return {
    kind: 'push',
    push: {
      branch: push.ref.slice('refs/heads/'.length),
      before: push.before,
      after: push.after,
      deleted: push.deleted,
      commits: push.commits.map(commit => ({ sha: commit.id, message: commit.message })),
      url: push.compare,
      pusher: push.pusher
    }
  }
}
