// The run's own GitHub client (src/github/octokit.ts: the guard, the scrub hook, throttling) pointed at a fake GitHub,
// with a minute before its deadline, no cancel, and retry waits that take no time.
import { afterEach } from '@jest/globals'
import { restoreEnvAfterEach } from './env.js'
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from './fake-github.js'
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

/**
 * A fake GitHub and the run's client on it, started by a test and closed after it (GITHUB_API_URL restored): the
 * set-up of the tests that read GitHub through the client. `start` returns the fake; `client()` the client on it.
 */
export function runClientOfEachTest(): {
  start: (options?: FakeGitHubOptions) => Promise<FakeGitHub>
  client: () => Octokit
} {
  let gh: FakeGitHub | undefined
  let octokit: Octokit | undefined
  restoreEnvAfterEach('GITHUB_API_URL')
  afterEach(async () => {
    await gh?.close()
    gh = octokit = undefined
  })
  return {
    start: async (options = {}) => {
      gh = await startFakeGitHub(options)
      octokit = runClient(gh)
      return gh
    },
    client: () => {
      if (!octokit) throw new Error('start the fake GitHub first')
      return octokit
    }
  }
}
