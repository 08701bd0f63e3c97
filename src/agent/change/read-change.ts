/**
 * The change's facts from GitHub's API, read only for a change that passed the skip rules: a pull request's files (with
 * their patches) and the issues it closes; for a push, the pull request it came from (`GET /commits/{sha}/pulls`), else
 * the pushed range's files and commits (`GET /compare/{before}...{after}`). Bounded: a few pages of files, five issues.
 */
import { debug } from '../../action/log.js'
import type { Octokit } from '../../github/octokit.js'
import { getErrorMessage } from '../../action/errors.js'
import { listPages, ListingError } from '../../github/pages.js'
import { GitHubUnavailableError } from '../../github/request-guard.js'
import {
  pullFacts,
  type Change,
  type ChangedFile,
  type LinkedIssue,
  type PullFacts,
  type PushFacts
} from '../../github/change.js'

export interface Repo {
  owner: string
  repo: string
}

/** Pages of 100 files the action reads of one pull request: 300 files, more than any prompt can carry. */
export const MAX_FILE_PAGES = 3
const PER_PAGE = 100
/** The most closed issues whose titles go into the prompt. */
export const MAX_LINKED_ISSUES = 5
const NO_COMMIT = /^0+$/

interface RawFile {
  filename?: unknown
  status?: unknown
  additions?: unknown
  deletions?: unknown
  patch?: unknown
  previous_filename?: unknown
}

/** One file as the files and compare endpoints list it; undefined without a name. */
export function changedFile(raw: RawFile): ChangedFile | undefined {
  if (typeof raw.filename !== 'string' || raw.filename === '') return undefined
  const count = (value: unknown): number => (typeof value === 'number' && value >= 0 ? value : 0)
  return {
    path: raw.filename,
    status: typeof raw.status === 'string' ? raw.status : 'modified',
    additions: count(raw.additions),
    deletions: count(raw.deletions),
    ...(typeof raw.patch === 'string' ? { patch: raw.patch } : {}),
    ...(typeof raw.previous_filename === 'string' ? { previousPath: raw.previous_filename } : {})
  }
}

/** A pull request's files, MAX_FILE_PAGES pages at most; `moreFiles` when the last page read was full. */
export async function pullFiles(
  octokit: Octokit,
  repo: Repo,
  number: number
): Promise<{ files: ChangedFile[]; moreFiles: boolean }> {
  const first = octokit.rest.pulls.listFiles.endpoint({ ...repo, pull_number: number, per_page: PER_PAGE })
  const files: ChangedFile[] = []
  let pages = 0
  let full = false
  for await (const page of listPages<RawFile>(octokit, first)) {
    files.push(...page.flatMap(raw => changedFile(raw) ?? []))
    full = page.length >= PER_PAGE
    if (++pages >= MAX_FILE_PAGES) break
  }
  return { files, moreFiles: pages >= MAX_FILE_PAGES && full }
}

/**
 * The issues of this repository a pull request's body says it closes (`Fixes #12`, `closes owner/repo#12`, GitHub's
 * closing keywords), MAX_LINKED_ISSUES at most, each with its title; one that cannot be read is left out.
 */
export async function linkedIssues(octokit: Octokit, repo: Repo, body: string, self?: number): Promise<LinkedIssue[]> {
  const numbers = closedNumbers(body, repo).filter(n => n !== self)
  const found: LinkedIssue[] = []
  for (const number of numbers.slice(0, MAX_LINKED_ISSUES)) {
    try {
      const { data } = await octokit.rest.issues.get({ ...repo, issue_number: number })
      found.push({ number, title: typeof data.title === 'string' ? data.title : '' })
    } catch (error) {
      if (error instanceof GitHubUnavailableError) throw error
      debug(`issue #${number}, which the change says it closes, could not be read: left out of the prompt`)
    }
  }
  return found
}

const KEYWORDS = 'close|closes|closed|fix|fixes|fixed|resolve|resolves|resolved'

/** The issue numbers after GitHub's closing keywords, in this repository, each once, in order. */
export function closedNumbers(body: string, repo: Repo): number[] {
  const pattern = new RegExp(String.raw`\b(?:${KEYWORDS})\s*:?\s+(?:([\w.-]+)\/([\w.-]+))?#([1-9]\d{0,9})\b`, 'gi')
  const numbers: number[] = []
  for (const match of body.matchAll(pattern)) {
    const [, owner, name, number] = match
    const here =
      !owner || (owner.toLowerCase() === repo.owner.toLowerCase() && name?.toLowerCase() === repo.repo.toLowerCase())
    if (here && !numbers.includes(Number(number))) numbers.push(Number(number))
  }
  return numbers
}

/** A merged pull request's change: its files and the issues it closes. */
export async function readPullChange(octokit: Octokit, repo: Repo, pull: PullFacts): Promise<Change> {
  const [{ files, moreFiles }, issues] = await Promise.all([
    pullFiles(octokit, repo, pull.number),
    linkedIssues(octokit, repo, pull.body, pull.number)
  ])
  return { source: { kind: 'pull', pull }, files, moreFiles, commits: [], linkedIssues: issues }
}

/**
 * The merged pull request a pushed commit came from: one whose merge commit it is (a merge or squash), else the one
 * merged pull request GitHub associates with it (a rebase). Undefined: the push came from no pull request.
 */
export async function pullOfPush(octokit: Octokit, repo: Repo, push: PushFacts): Promise<PullFacts | undefined> {
  if (NO_COMMIT.test(push.after)) return undefined
  const { data } = await named(`GET /repos/${repo.owner}/${repo.repo}/commits/${push.after}/pulls`, () =>
    octokit.rest.repos.listPullRequestsAssociatedWithCommit({ ...repo, commit_sha: push.after })
  )
  const pulls = (Array.isArray(data) ? data : []).flatMap(raw => pullFacts(raw) ?? []).filter(p => p.merged)
  return pulls.find(p => p.mergeSha === push.after) ?? (pulls.length === 1 ? pulls[0] : undefined)
}

/**
 * A push that came from no pull request: the range's files and commits from the compare API. A new branch (no
 * `before`) has no range to compare: its commits are the payload's, and its files are not known (`moreFiles`).
 */
export async function readPushChange(octokit: Octokit, repo: Repo, push: PushFacts): Promise<Change> {
  const source = { kind: 'push' as const, push }
  if (NO_COMMIT.test(push.before) || NO_COMMIT.test(push.after) || !push.before) {
    return { source, files: [], moreFiles: true, commits: push.commits, linkedIssues: [] }
  }
  const basehead = `${push.before}...${push.after}`
  const { data } = await named(`GET /repos/${repo.owner}/${repo.repo}/compare/${basehead}`, () =>
    octokit.rest.repos.compareCommitsWithBasehead({ ...repo, basehead, per_page: PER_PAGE })
  )
  const files = (data.files ?? []).flatMap(raw => changedFile(raw) ?? [])
  const fromCompare = (data.commits ?? []).map(c => ({ sha: c.sha, message: c.commit?.message ?? '' }))
  // The compare API lists 300 files at most and pages its commits: what it leaves out is said, never guessed. Its
  // `files` is optional in GitHub's description: an answer without it has files not known, not none.
  const moreFiles = files.length >= 300 || !Array.isArray(data.files)
  const commits = push.commits.length > 0 ? push.commits : fromCompare
  const body = commits.map(c => c.message).join('\n')
  return { source, files, moreFiles, commits, linkedIssues: await linkedIssues(octokit, repo, body) }
}

/** One GitHub call whose failure names the call, as a listing's does (pages.ts); the guard's own errors pass as they are. */
async function named<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof GitHubUnavailableError) throw error
    const status = Number((error as { status?: unknown }).status) || undefined
    throw new ListingError(`${what}: ${getErrorMessage(error)}`, status, error)
  }
}
