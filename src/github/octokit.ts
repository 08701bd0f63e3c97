import { getOctokit } from '@actions/github'
import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import { debug, info } from '../log.js'
import { scrub } from '../secrets.js'

export type Octokit = ReturnType<typeof getOctokit>

/**
 * An Octokit that follows GitHub's guidance: throttled writes and secondary-rate-limit back-off (plugin-throttling),
 * retried 5xx (plugin-retry). A rate limit is waited out twice at most, then the request fails and the caller warns.
 */
export function createOctokit(token: string): Octokit {
  const octokit = getOctokit(
    token,
    {
      // Octokit's own warnings (deprecation headers, …) carry GitHub's text: they go through the log's one sink.
      log: { debug, info: debug, warn: info, error: info },
      throttle: {
        onRateLimit: (
          retryAfter: number,
          options: { method: string; url: string },
          _o: unknown,
          retryCount: number
        ) => {
          info(`GitHub rate limit on ${options.method} ${options.url}; retrying in ${retryAfter}s.`)
          return retryCount < 2
        },
        onSecondaryRateLimit: (
          retryAfter: number,
          options: { method: string; url: string },
          _o: unknown,
          retryCount: number
        ) => {
          info(`GitHub secondary rate limit on ${options.method} ${options.url}; retrying in ${retryAfter}s.`)
          return retryCount < 2
        }
      },
      retry: { doNotRetry: [400, 401, 403, 404, 422, 451] }
    },
    retry,
    throttling
  )
  scrubRequests(octokit)
  return octokit
}

/** Every text sent to GitHub (comment bodies, reactions, queries) is scrubbed of the run's secrets, whoever sends it. */
function scrubRequests(octokit: Octokit): void {
  octokit.hook.before('request', options => {
    const params = options as unknown as Record<string, unknown>
    for (const [name, value] of Object.entries(params)) {
      if (typeof value === 'string' && name !== 'method') params[name] = scrub(value)
    }
  })
}
