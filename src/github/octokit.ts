import * as core from '@actions/core'
import { getOctokit } from '@actions/github'
import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'

export type Octokit = ReturnType<typeof getOctokit>

/**
 * An Octokit that follows GitHub's guidance: throttled writes and secondary-rate-limit back-off (plugin-throttling),
 * retried 5xx (plugin-retry). A rate limit is waited out twice at most, then the request fails and the caller warns.
 */
export function createOctokit(token: string): Octokit {
  return getOctokit(
    token,
    {
      throttle: {
        onRateLimit: (
          retryAfter: number,
          options: { method: string; url: string },
          _o: unknown,
          retryCount: number
        ) => {
          core.info(`GitHub rate limit on ${options.method} ${options.url}; retrying in ${retryAfter}s.`)
          return retryCount < 2
        },
        onSecondaryRateLimit: (
          retryAfter: number,
          options: { method: string; url: string },
          _o: unknown,
          retryCount: number
        ) => {
          core.info(`GitHub secondary rate limit on ${options.method} ${options.url}; retrying in ${retryAfter}s.`)
          return retryCount < 2
        }
      },
      retry: { doNotRetry: [400, 401, 403, 404, 422, 451] }
    },
    retry,
    throttling
  )
}
