/**
 * The batch's listing: the pull requests merged into a branch in a window, oldest merge first, from the closed pull
 * requests newest-updated first (`GET /pulls?state=closed&sort=updated&direction=desc`): a pull request merged in the
 * window was updated in it or later, so the listing stops at the first page that ends before the window. Read down to
 * the window's start, however many closed pull requests came first (a stale bot's), MAX_BATCH_PAGES pages at most: a
 * listing cut there says how far back it read, and the window must not move past what it did not read (`windowEnd`).
 */
import type { Octokit } from '../../github/octokit.js'
import { listPages, MAX_PAGES } from '../../github/pages.js'
import { pullFacts, type PullFacts } from '../../github/change.js'
import type { Repo } from './read-change.js'

// The pulls listing, not search: it is GitHub's database, where the search index may lag a fresh merge for minutes
// and caps at 1,000 results; read to the window's start, no noise in front can push a merge out of it.
/** Pages of 100 closed pull requests a batch reads at most: every page a listing may have (pages.ts), 10,000. */
export const MAX_BATCH_PAGES = MAX_PAGES
const PER_PAGE = 100

export interface MergedWindow {
  /** Epoch ms: merged at or after this. */
  since: number
  /** Epoch ms: merged before this. */
  until: number
  /** Merged into this branch (the workflow's own, GITHUB_REF_NAME); undefined: any. */
  branch?: string
}

export interface MergedListing {
  /** Merged in the window and updated since the cut (all of the window's when not cut), oldest merge first. */
  pulls: PullFacts[]
  /**
   * Present when MAX_BATCH_PAGES pages ended before the window's start: how many closed pull requests were read, and
   * back to which update (epoch ms). A merge of the window updated before that was not read.
   */
  cut?: { read: number; back: number }
}

export async function mergedSince(octokit: Octokit, repo: Repo, window: MergedWindow): Promise<MergedListing> {
  const first = octokit.rest.pulls.list.endpoint({
    ...repo,
    state: 'closed',
    sort: 'updated',
    direction: 'desc',
    per_page: PER_PAGE
  })
  const found: PullFacts[] = []
  let pages = 0
  let read = 0
  let cut: MergedListing['cut']
  for await (const page of listPages<{ updated_at?: string }>(octokit, first)) {
    for (const raw of page) {
      const pull = pullFacts(raw, `${repo.owner}/${repo.repo}`)
      const merged = Date.parse(pull?.mergedAt ?? '')
      if (!pull?.merged || !(merged >= window.since && merged < window.until)) continue
      if (window.branch === undefined || pull.baseRef === window.branch) found.push(pull)
    }
    read += page.length
    const last = Date.parse(page.at(-1)?.updated_at ?? '')
    if (!(last >= window.since)) break
    // The window's start not reached: what may come after is unread (a last page too, as far as anyone can tell).
    if (++pages >= MAX_BATCH_PAGES) {
      cut = { read, back: last }
      break
    }
  }
  const pulls = found.sort((a, b) => Date.parse(a.mergedAt ?? '') - Date.parse(b.mergedAt ?? ''))
  return cut ? { pulls, cut } : { pulls }
}

/**
 * Where the next batch starts (epoch ms), never past a merge not read: the window's start again when the listing was
 * cut (the merges between it and the cut are unread); else where the batch's gathering stopped (`gathered`: the
 * window's end, or the first merge it left for the next batch).
 */
export function windowEnd(window: MergedWindow, listing: MergedListing, gathered: number): number {
  return listing.cut ? window.since : gathered
}

/** The one line a cut listing is told in: how far back it read, and that the window stays. */
export function describeCut(window: MergedWindow, cut: NonNullable<MergedListing['cut']>): string {
  const at = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`
  return `The batch read ${cut.read.toLocaleString('en-US')} closed pull requests, the most it reads, back to those updated at ${at(cut.back)}, not back to ${at(window.since)}: a merge of the window updated before then was not read. The next batch starts at ${at(window.since)} again; what this one sends is not sent twice.`
}
