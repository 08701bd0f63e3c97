/**
 * What became of the fixes the loop sent (the history's fix ledger): the service says whether a job is still active
 * and which pull request it opened; GitHub says whether that pull request merged, and when. Only fixes not settled
 * yet are asked about, newest first and at most MAX_FIXES_ASKED a run, so a long ledger costs no more requests.
 * The sources are given (the service's getJob, GitHub's pull request), so this module imports neither.
 */
import { CancelledError, getErrorMessage } from '../../action/errors.js'
import { debug } from '../../action/log.js'
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
}

/** Settled fixes are not asked about again: merged (scored from now on), closed unmerged, or no pull request. */
export const settled = (state: FixState): boolean =>
  state === 'merged' || state === 'committed' || state === 'closed' || state === 'no-pr'

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
  if (!pr) return { state: 'no-pr' }
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
