/**
 * The batch's listing: the pull requests merged into a branch in a window, oldest merge first, from the closed pull
 * requests newest-updated first (`GET /pulls?state=closed&sort=updated&direction=desc`): a pull request merged in the
 * window was updated in it or later, so the listing stops at the first page that ends before the window.
 */
import type { Octokit } from '../octokit.js'
import { listPages } from '../pages.js'
import { pullFacts, type PullFacts } from './change.js'
import type { Repo } from './read-change.js'

/** Pages of 100 closed pull requests a batch reads at most. */
export const MAX_BATCH_PAGES = 10

export interface MergedWindow {
  /** Epoch ms: merged at or after this. */
  since: number
  /** Epoch ms: merged before this. */
  until: number
  /** Merged into this branch (the workflow's own, GITHUB_REF_NAME); undefined: any. */
  branch?: string
}

export async function mergedSince(octokit: Octokit, repo: Repo, window: MergedWindow): Promise<PullFacts[]> {
  const first = octokit.rest.pulls.list.endpoint({
    ...repo,
    state: 'closed',
    sort: 'updated',
    direction: 'desc',
    per_page: 100
  })
  const found: PullFacts[] = []
  let pages = 0
  for await (const page of listPages<{ updated_at?: string }>(octokit, first)) {
    for (const raw of page) {
      const pull = pullFacts(raw, `${repo.owner}/${repo.repo}`)
      const merged = Date.parse(pull?.mergedAt ?? '')
      if (!pull?.merged || !(merged >= window.since && merged < window.until)) continue
      if (window.branch === undefined || pull.baseRef === window.branch) found.push(pull)
    }
    const last = Date.parse(page.at(-1)?.updated_at ?? '')
    if (++pages >= MAX_BATCH_PAGES || !(last >= window.since)) break
  }
  return found.sort((a, b) => Date.parse(a.mergedAt ?? '') - Date.parse(b.mergedAt ?? ''))
}
