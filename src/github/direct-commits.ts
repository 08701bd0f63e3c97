/**
 * Whether an agent job that completed without a pull request committed straight to its branch: the service's agent
 * does so when the service hosts the deployment or the review process is "push to main" (its agent docs, "Choose how
 * the agent publishes changes"), and the job then ends `completed` with `prLink: null` although the docs changed. One
 * listing of the commits on the job's `source.ref` in its `source.repository` since the job's `createdAt` (GET
 * /repos/{owner}/{repo}/commits, one page of up to 100) tells which: `committed`, `none`, or `unknown` and why. These
 * are the commits that reached the branch since the job started, which may include others'. Never throws.
 */
import { getErrorMessage } from '../action/errors.js'
import { debug } from '../action/log.js'
import type { Octokit } from './octokit.js'

/** The most commits one listing page holds; a full page reads "100 or more". */
export const COMMITS_PAGE = 100

/** A commit on the branch: its full sha and its page on the server. */
export interface RefCommit {
  sha: string
  url: string
  /** When it was committed (ISO 8601), as GitHub tells it. */
  date?: string
}

/** Why a job's branch could not be read. */
export type UncheckedReason = 'no-source' | 'elsewhere' | 'no-token' | 'unreadable' | 'failed'

/**
 * What the run found on the job's branch. `repository` is the job's as the service gave it (untrusted text), `ref`
 * its branch; `why` says, for a reader, what kept the run from telling.
 */
export type DirectCommits =
  /** Newest first; `more`: the page was full, so there may be more. */
  | { kind: 'committed'; repository: string; ref: string; commits: RefCommit[]; more: boolean }
  | { kind: 'none'; repository: string; ref: string }
  | { kind: 'unknown'; repository?: string; ref?: string; reason: UncheckedReason; why: string }

/** The job as the check reads it (the service's AgentJob has these fields). */
export interface JobOnRef {
  status: string
  prLink?: string | null
  source?: { repository?: string; ref?: string | null }
  createdAt?: string
}

/** Whether the job needs the check: it completed, and opened no pull request. */
export const completedWithoutPr = (job: JobOnRef): boolean => job.status === 'completed' && !job.prLink

/** A repository URL GitHub's API can be asked about: on `serverUrl`'s host, `https`, `/owner/name`. */
export function repositoryOf(url: string, serverUrl: string): { owner: string; repo: string } | undefined {
  let server: URL
  let parsed: URL
  try {
    server = new URL(serverUrl)
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'https:' || parsed.host.toLowerCase() !== server.host.toLowerCase()) return undefined
  if (parsed.search || parsed.hash || parsed.username || parsed.password) return undefined
  const match = /^\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(?:\.git)?\/?$/.exec(parsed.pathname)
  if (!match?.[1] || !match[2]) return undefined
  return { owner: match[1], repo: match[2] }
}

/** GitHub's `since`: the job's start, down to the whole second (GitHub's format), so a commit that second counts. */
export function sinceOf(createdAt: string | undefined): string | undefined {
  const at = createdAt === undefined ? NaN : Date.parse(createdAt)
  if (!Number.isFinite(at)) return undefined
  return new Date(Math.floor(at / 1000) * 1000).toISOString().replace(/\.000Z$/, 'Z')
}

const SHA = /^[0-9a-f]{40}$/

/**
 * The commits on the job's branch since it started, for a job that completed without a pull request (undefined for
 * any other job: nothing to check, no request). `octokit`: the run's client; undefined without a token.
 */
export async function directCommits(
  octokit: Octokit | undefined,
  job: JobOnRef,
  serverUrl: string
): Promise<DirectCommits | undefined> {
  if (!completedWithoutPr(job)) return undefined
  const repository = job.source?.repository || undefined
  const ref = job.source?.ref || undefined
  const unknown = (reason: UncheckedReason, why: string): DirectCommits => ({
    kind: 'unknown',
    ...(repository === undefined ? {} : { repository }),
    ...(ref === undefined ? {} : { ref }),
    reason,
    why
  })
  if (repository === undefined || ref === undefined)
    return unknown('no-source', `the service did not say which ${repository === undefined ? 'repository' : 'branch'}`)
  const since = sinceOf(job.createdAt)
  if (since === undefined) return unknown('no-source', 'the service did not say when the job started')
  const repo = repositoryOf(repository, serverUrl)
  if (!repo) return unknown('elsewhere', `it is not a GitHub repository on ${new URL(serverUrl).host}`)
  if (!octokit) return unknown('no-token', 'github-token is empty')
  try {
    const { data } = await octokit.rest.repos.listCommits({ ...repo, sha: ref, since, per_page: COMMITS_PAGE })
    const base = `${new URL(serverUrl).origin}/${repo.owner}/${repo.repo}/commit/`
    const commits = data
      .filter(commit => SHA.test(commit.sha))
      .map(commit => {
        const date = commit.commit.committer?.date ?? commit.commit.author?.date
        return { sha: commit.sha, url: base + commit.sha, ...(date ? { date } : {}) }
      })
    if (commits.length === 0) return { kind: 'none', repository, ref }
    return { kind: 'committed', repository, ref, commits, more: data.length >= COMMITS_PAGE }
  } catch (error) {
    const status = (error as { status?: unknown }).status
    debug(`the commits on ${ref} of ${repository} could not be listed: ${getErrorMessage(error)}`)
    if (status === 403) return unknown('unreadable', "GitHub answered 403: this run's token may not read it")
    if (status === 404)
      return unknown('unreadable', "GitHub answered 404: this run's token cannot see it, or it has no such branch")
    // Octokit gives a request that got no answer (refused, reset) status 500 too, without a response.
    const answered = (error as { response?: unknown }).response !== undefined
    return unknown(
      'failed',
      answered ? `GitHub answered ${String(status)}` : `GitHub failed: ${getErrorMessage(error)}`
    )
  }
}

/**
 * The files a commit the agent made straight to the branch changed, except those it removed (one
 * `GET /repos/{owner}/{repo}/commits/{sha}`), or why they cannot be read. `commitUrl`: the commit's page, as the fix
 * ledger keeps the newest commit found on a job's branch; only a commit on `serverUrl`'s host is asked about.
 */
export async function commitFiles(
  octokit: Octokit | undefined,
  commitUrl: string,
  serverUrl: string
): Promise<{ files: string[] } | { why: string }> {
  const match = /^(https:\/\/[^/]+\/[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)\/commit\/([0-9a-f]{40})$/.exec(commitUrl)
  const repo = match?.[1] === undefined ? undefined : repositoryOf(match[1], serverUrl)
  if (!repo || !match?.[2]) return { why: 'its commit is not on the server this workflow runs on' }
  if (!octokit) return { why: 'github-token is empty' }
  try {
    const { data } = await octokit.rest.repos.getCommit({ ...repo, ref: match[2] })
    return { files: (data.files ?? []).filter(file => file.status !== 'removed').map(file => file.filename) }
  } catch (error) {
    return { why: `GitHub did not give its commit's files: ${getErrorMessage(error)}` }
  }
}
