/**
 * What GitHub says of a pull request the agent opened (the report asks, report/gaps-in-flight.ts): open, closed, or
 * unreadable with this token. Never throws: what cannot be read is said so, with a debug line.
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
  const pull = pullOf(link, serverUrl)
  if (!pull || !octokit) {
    debug(`pull request ${link} cannot be read with this token: its gaps count as in flight`)
    return 'unreadable'
  }
  try {
    const { data } = await octokit.rest.pulls.get({ owner: pull.owner, repo: pull.repo, pull_number: pull.number })
    return data.state === 'open' ? 'open' : 'closed'
  } catch (error) {
    debug(`pull request ${link} could not be read (${getErrorMessage(error)}): its gaps count as in flight`)
    return 'unreadable'
  }
}
