import { getOctokit } from '@actions/github'
import { defaults } from '@actions/github/lib/utils'
import { throttling, type ThrottlingOptions } from '@octokit/plugin-throttling'
import { debug, info } from '../action/log.js'
import { isLoopbackHost } from '../action/settings.js'
import { scrubJson } from '../action/secrets.js'
import { GitHubGuard, type GitHubLimits } from './request-guard.js'

export type Octokit = ReturnType<typeof getOctokit>

interface LimitedRequest {
  method: string
  url: string
}

/** Where Octokit's own lines go: its debug to debug, its warnings and errors to the log as plain lines. */
const OCTOKIT_LOG = { debug, info: debug, warn: info, error: info }

/**
 * An Octokit that follows GitHub's guidance (throttled writes, rate limits waited out as GitHub asks: plugin-throttling)
 * within the run's bounds: every request goes through the guard (timeout, cancellation, 5xx retries that fit before
 * the deadline, in place of plugin-retry, whose waits no signal can stop), and a rate-limit wait is refused when it
 * would end after the run's timeout or the run is cancelled. A rate limit is waited out twice at most.
 */
export function createOctokit(token: string, limits: GitHubLimits): Octokit {
  const guard = new GitHubGuard(limits)
  const onLimit =
    (kind: string) =>
    (retryAfter: number, options: LimitedRequest, _octokit: unknown, retryCount: number): boolean => {
      const refusal = retryCount >= 2 ? 'it was waited out twice already' : guard.refuseWait(retryAfter * 1000)
      const where = `GitHub ${kind} on ${options.method} ${options.url}`
      info(refusal ? `${where}: not waiting ${retryAfter}s, ${refusal}.` : `${where}; retrying in ${retryAfter}s.`)
      // Not waiting is not asking again: until then GitHub would refuse (a secondary limit is on writes only).
      if (refusal) guard.holdOff(retryAfter * 1000, kind !== 'rate limit')
      return !refusal
    }
  const octokit = getOctokit(
    token,
    {
      // Read when the client is made, not when @actions/github loads: one process may serve runs on several (tests).
      // Unset or empty, Octokit's own default applies: https://api.github.com.
      baseUrl: process.env.GITHUB_API_URL,
      // @actions/github's proxy-aware fetch, under the request timeout and the run's signal. `log`: @octokit/request
      // warns of a deprecated endpoint through `request.log`, else console.warn, past the log's one sink.
      request: { fetch: guard.fetch((defaults.request?.fetch as typeof fetch | undefined) ?? fetch), log: OCTOKIT_LOG },
      // Octokit's own warnings (plugins, deprecation headers) carry GitHub's text: they go through the log's one sink.
      log: OCTOKIT_LOG,
      throttle: {
        onRateLimit: onLimit('rate limit'),
        onSecondaryRateLimit: onLimit('secondary rate limit'),
        ...(loopbackGitHub() ? UNSPACED : {})
      }
    },
    throttling
  )
  octokit.hook.wrap('request', (request, options) => guard.send(request, options))
  scrubRequests(octokit)
  return octokit
}

/**
 * plugin-throttling spaces writes 1 s apart and comment creations 3 s (GitHub's guidance against secondary limits).
 * Against a loopback GitHub (the tests' fake, like a loopback api-url for the service) they go unspaced: the end-to-end
 * runs spent most of their time there. Rate limits are still waited out as GitHub asks; real GitHub is never loopback.
 */
// The part of a Bottleneck group the plugin uses (group.key(id).schedule(options, job)), without a queue or spacing.
const unspaced = {
  key: () => ({ schedule: <T>(_options: unknown, job: () => Promise<T>) => job() })
} as unknown as ThrottlingOptions['write']
const UNSPACED: Pick<ThrottlingOptions, 'write' | 'notifications'> = { write: unspaced, notifications: unspaced }

/** Whether the GitHub API (`GITHUB_API_URL`, as getOctokit reads it) is on this machine. */
export function loopbackGitHub(apiUrl = process.env.GITHUB_API_URL): boolean {
  try {
    return isLoopbackHost(new URL(String(apiUrl)).hostname) // unset or empty: not a URL, so not loopback
  } catch {
    return false
  }
}

/** Options that are not text for GitHub to keep: the token rides in `headers`, the transport in `request`. */
const NOT_TEXT = new Set(['method', 'headers', 'request', 'mediaType'])

/**
 * Every text sent to GitHub (comment bodies, reactions, queries, and the files of a tree, nested in `tree[].content`)
 * is scrubbed of the run's secrets, whoever sends it.
 */
function scrubRequests(octokit: Octokit): void {
  octokit.hook.before('request', options => {
    const params = options as unknown as Record<string, unknown>
    for (const [name, value] of Object.entries(params)) if (!NOT_TEXT.has(name)) params[name] = scrubJson(value)
  })
}
