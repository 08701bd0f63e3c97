/**
 * What GitHub says of a pull request the agent opened (the report asks, report/gaps-in-flight.ts): open, closed, or
 * unreadable with this token; and for the history's fix ledger whether it was merged, and when. Never throws: what
 * cannot be read is said so, with a debug line.
 */
import { getErrorMessage } from '../action/errors.js'
import { debug } from '../action/log.js'
import type { Octokit } from './octokit.js'

export type PullState = 'open' | 'closed' | 'unreadable'

/** A pull request GitHub's API can be asked about: a link on the server the token talks to (github.com by default). */
export function pullOf(
  link: string,
  serverUrl = 'https://github.com'
): { owner: string; repo: string; number: number } | undefined {
  let server: URL
  let url: URL
  try {
    server = new URL(serverUrl)
    url = new URL(link)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' || url.host.toLowerCase() !== server.host.toLowerCase()) return undefined
  const match = /^\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/pull\/([1-9][0-9]{0,9})$/.exec(url.pathname)
  if (!match?.[1] || !match[2] || !match[3] || url.search || url.hash) return undefined
  return { owner: match[1], repo: match[2], number: Number(match[3]) }
}

/** The state of the pull request at `link`; one on another host, without a token or access, is 'unreadable'. */
export async function pullState(octokit: Octokit | undefined, link: string, serverUrl?: string): Promise<PullState> {
  const data = await readPull(octokit, link, serverUrl, 'its gaps count as in flight')
  return data ? (data.state === 'open' ? 'open' : 'closed') : 'unreadable'
}

/** What became of a pull request: still open, merged (and when), closed without merging, or not readable. */
export interface PullMerge {
  state: 'open' | 'merged' | 'closed' | 'unreadable'
  /** When it was merged (ISO 8601), for a merged one. */
  mergedAt?: string
}

/** Whether the pull request at `link` was merged, and when (one `GET /pulls/{n}`); unreadable as for pullState. */
export async function pullMerge(octokit: Octokit | undefined, link: string, serverUrl?: string): Promise<PullMerge> {
  const data = await readPull(octokit, link, serverUrl, 'its merge is unknown')
  if (!data) return { state: 'unreadable' }
  if (data.merged_at) return { state: 'merged', mergedAt: data.merged_at }
  return { state: data.state === 'open' ? 'open' : 'closed' }
}

/** The most files one listing page holds (GitHub's per_page maximum). */
export const PULL_FILES_PAGE = 100

/**
 * The files a pull request changed, except those it removed (one `GET /pulls/{n}/files`, one page of 100: a docs fix
 * changes a few), or why they cannot be read. For the fix check (report/history/search-check.ts).
 */
export async function pullFiles(
  octokit: Octokit | undefined,
  link: string,
  serverUrl?: string
): Promise<{ files: string[] } | { why: string }> {
  const pull = pullOf(link, serverUrl)
  if (!pull) return { why: 'its pull request is not on the server this workflow runs on' }
  if (!octokit) return { why: 'github-token is empty' }
  try {
    const { data } = await octokit.rest.pulls.listFiles({
      owner: pull.owner,
      repo: pull.repo,
      pull_number: pull.number,
      per_page: PULL_FILES_PAGE
    })
    return { files: data.filter(file => file.status !== 'removed').map(file => file.filename) }
  } catch (error) {
    return { why: `GitHub did not list its files: ${getErrorMessage(error)}` }
  }
}

/** The pull request at `link`, or undefined (with a debug line ending in `then`) when it cannot be read. */
async function readPull(octokit: Octokit | undefined, link: string, serverUrl: string | undefined, then: string) {
  const pull = pullOf(link, serverUrl)
  if (!pull || !octokit) {
    debug(`pull request ${link} cannot be read with this token: ${then}`)
    return undefined
  }
  try {
    const { data } = await octokit.rest.pulls.get({ owner: pull.owner, repo: pull.repo, pull_number: pull.number })
    return data
  } catch (error) {
    debug(`pull request ${link} could not be read (${getErrorMessage(error)}): ${then}`)
    return undefined
  }
}
