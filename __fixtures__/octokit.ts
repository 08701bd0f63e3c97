// The run's own GitHub client (src/github/octokit.ts: the guard, the scrub hook, throttling) pointed at a fake GitHub,
// with a minute before its deadline, no cancel, and retry waits that take no time.
import type { FakeGitHub } from './fake-github.js'
import { createOctokit, type Octokit } from '../src/github/octokit.js'
import type { GitHubLimits } from '../src/github/request-guard.js'

/**
 * Sets GITHUB_API_URL to the fake (pair with restoreEnvAfterEach) and makes the client as a run would; `limits`
 * replaces some of its bounds (a short request timeout, to make GitHub hang).
 */
export function runClient(gh: FakeGitHub, token = 'ghs_fake_token', limits: Partial<GitHubLimits> = {}): Octokit {
  process.env.GITHUB_API_URL = gh.url
  const never = new AbortController().signal
  return createOctokit(token, {
    requestTimeoutMs: 10_000,
    deadline: Date.now() + 60_000,
    cancelSignal: never,
    signal: never,
    warn: () => undefined,
    sleep: async () => undefined,
    ...limits
  })
}
