/**
 * What became of the fixes the loop sent (the history's fix ledger): the service says whether a job is still active
 * and which pull request it opened; GitHub says whether that pull request merged, and when, and for a job that completed
 * without one whether commits reached its branch since it started (the agent commits straight to the deployment
 * branch where the service hosts it): then the fix went live with the newest of them. Only fixes not settled
 * yet are asked about, newest first and at most MAX_FIXES_ASKED a run, so a long ledger costs no more requests.
 * The sources are given (the service's getJob, GitHub's pull request), so this module imports neither.
 */
import { CancelledError, getErrorMessage } from '../../action/errors.js'
import { debug } from '../../action/log.js'
import type { DirectCommits, JobOnRef } from '../../github/direct-commits.js'
import type { GetJob } from '../../thread/open-job.js'
import type { FixUpdate } from './fixes.js'
import type { FixRecord, FixState } from './format.js'

/** The most fixes a run asks about: 10 getJob and at most 10 pull request reads. */
export const MAX_FIXES_ASKED = 10

/** A pull request's merge, as GitHub tells it (github/pulls.ts). */
export interface PullMerge {
  state: 'open' | 'merged' | 'closed' | 'unreadable'
  mergedAt?: string
}

export interface FixSources {
  getJob: GetJob
  /** Undefined without a token: every pull request is then unreadable. */
  pullMerge?: (link: string) => Promise<PullMerge>
  /** The commits on a completed job's branch since it started (github/direct-commits.ts); undefined: not asked. */
  directCommits?: (job: JobOnRef) => Promise<DirectCommits | undefined>
}

/** Settled fixes are not asked about again: merged (scored from now on), closed unmerged, or no pull request. */
export const settled = (state: FixState): boolean => state === 'merged' || state === 'closed' || state === 'no-pr'

/** The fixes to ask about this run: not settled, newest first (the ledger's order), at most MAX_FIXES_ASKED. */
export const fixesToAsk = (fixes: readonly FixRecord[]): FixRecord[] =>
  fixes.filter(fix => !settled(fix.state)).slice(0, MAX_FIXES_ASKED)

/** Asks what became of each fix not settled; one that cannot be told stays as it was. A cancel goes through. */
export async function fixStates(fixes: readonly FixRecord[], sources: FixSources): Promise<Map<string, FixUpdate>> {
  const updates = new Map<string, FixUpdate>()
  for (const fix of fixesToAsk(fixes)) {
    const update = await fixState(fix, sources)
    if (update) updates.set(fix.job, update)
  }
  return updates
}

async function fixState(fix: FixRecord, sources: FixSources): Promise<FixUpdate | undefined> {
  let job
  try {
    job = await sources.getJob(fix.job)
  } catch (error) {
    if (error instanceof CancelledError) throw error
    // The service no longer has the job: there is no pull request to wait for.
    if ((error as { status?: unknown }).status === 404) return { state: 'no-pr' }
    debug(`fix ${fix.job}: the job could not be read (${getErrorMessage(error)}); asked again next run`)
    return undefined
  }
  const pr = job.prLink || undefined
  if (job.status === 'active') return { state: 'open', ...(pr ? { pr } : {}) }
  if (!pr) return job.status === 'completed' ? withoutPr(job, sources) : { state: 'no-pr' }
  const merge = sources.pullMerge ? await sources.pullMerge(pr) : { state: 'unreadable' as const }
  switch (merge.state) {
    case 'merged':
      return merge.mergedAt ? { state: 'merged', pr, merged: merge.mergedAt } : { state: 'unknown', pr }
    case 'closed':
      return { state: 'closed', pr }
    case 'open':
      return { state: 'open', pr }
    case 'unreadable':
      return { state: 'unknown', pr }
  }
}

/** The longest address the ledger's reader takes (history/check.ts, READ_LIMITS.url): a longer one is not written. */
const MAX_COMMIT_URL = 500

/**
 * A job that completed without a pull request: merged when commits reached its branch since it started (`merged` the
 * newest one's date, `commit` its address), `no-pr` when none did or its branch cannot be read (a repository elsewhere,
 * or one the token may not read: asking again would not tell), and asked again next run when GitHub failed.
 */
async function withoutPr(job: JobOnRef, sources: FixSources): Promise<FixUpdate | undefined> {
  const found = await sources.directCommits?.(job)
  if (found?.kind === 'unknown' && found.reason === 'failed') return undefined
  if (found?.kind !== 'committed') return { state: 'no-pr' }
  const dated = found.commits
    .map(commit => ({ url: commit.url, at: Date.parse(commit.date ?? '') }))
    .filter(commit => Number.isFinite(commit.at))
    .sort((a, b) => b.at - a.at)
  const newest = dated[0]
  // Commits GitHub gave no date: when the fix went live is not known, and it is asked again next run.
  if (!newest) return undefined
  const merged = new Date(newest.at).toISOString()
  return { state: 'merged', merged, ...(newest.url.length <= MAX_COMMIT_URL && { commit: newest.url }) }
}
