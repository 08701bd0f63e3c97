// The data branch (src/github/data-branch.ts) on a fake GitHub started for each test, through the run's own client:
// its waits between attempts recorded rather than waited, their jitter at the middle (each wait exactly its base),
// and the changes the tests write with (a shared index.json merged on each attempt, as the history's roll-up is).
import { beforeEach } from '@jest/globals'
import type { FakeGitHub, FakeGitHubOptions, GhFault } from './fake-github.js'
import { runClientOfEachTest } from './octokit.js'
import { DataBranch, type ChangeFiles, type DataBranchOptions } from '../src/github/data-branch.js'
import type { Octokit } from '../src/github/octokit.js'

export const BRANCH = 'docs-health-data'

export interface DataBranchWorld {
  /** The fake of the running test. */
  gh: () => FakeGitHub
  /** Starts the fake again with these options (a token's permissions), the first one closed. */
  restart: (options: FakeGitHubOptions) => Promise<FakeGitHub>
  /** The branch on the fake; `octokit` default: the run's client on it. */
  branch: (options?: Partial<DataBranchOptions>, octokit?: Octokit) => DataBranch
  /** The waits between attempts asked of `sleep`, in ms, this test. */
  waits: number[]
}

export function dataBranchOfEachTest(): DataBranchWorld {
  const { start, client } = runClientOfEachTest()
  let gh: FakeGitHub | undefined
  const waits: number[] = []
  beforeEach(async () => {
    gh = await start()
    waits.length = 0
  })
  const current = (): FakeGitHub => {
    if (!gh) throw new Error('no fake GitHub: the test has not started')
    return gh
  }
  return {
    gh: current,
    restart: async options => {
      await current().close()
      gh = await start(options)
      return gh
    },
    branch: (options = {}, octokit = client()) =>
      new DataBranch(
        octokit,
        { owner: 'acme', repo: 'docs-site', branch: BRANCH },
        { deadline: Date.now() + 60_000, sleep: async ms => void waits.push(ms), random: () => 0.5, ...options }
      ),
    waits
  }
}

/** A change that writes `files`, whatever the head holds. */
export const writes =
  (files: Record<string, string | null>): ChangeFiles =>
  async () =>
    files

/**
 * A change that adds `key` to index.json's sorted list as read at the head (each text read pushed on `seen`), and
 * writes `<key>/fixes.json`.
 */
export const addToIndex =
  (key: string, seen: (string | undefined)[] = []): ChangeFiles =>
  async read => {
    const text = await read('index.json')
    seen.push(text)
    const keys: string[] = text === undefined ? [] : (JSON.parse(text) as string[])
    return { 'index.json': JSON.stringify([...keys, key].sort()), [`${key}/fixes.json`]: `{"project":"${key}"}` }
  }

/** A fault that has another writer commit `files` on the branch just before the request (message `rival`). */
export const rival = (gh: FakeGitHub, files: Record<string, string | null>): GhFault => ({
  kind: 'before',
  run: () => void gh.pushFiles(BRANCH, files, 'rival')
})
