import { info } from '../action/log.js'
import { sleep as realSleep, type Sleep } from '../action/sleep.js'
import type { CommentRef } from './status-comment.js'
import type { StatusWrite, IssueThread } from './issue-thread.js'

/** A claim not touched for this long is left over from a run that died: nobody waits for it. */
export const CLAIM_FRESH_MS = 2 * 60_000
/** The longest a run waits for a concurrent run's job id before it starts a job of its own. */
export const CLAIM_WAIT_MS = 60_000
const POLL_MS = 1000

export interface ClaimOptions {
  /** Epoch ms the run stops waiting altogether (the timeout input). */
  deadline: number
  signal?: AbortSignal
  now?: () => number
  sleep?: Sleep
}

/** The run whose live claim the comment holds, when it is another run (starting a job there right now). */
export function rivalClaim(ref: CommentRef | undefined, runId: number, now: number): number | undefined {
  const pending = ref?.marker.pending
  if (pending === undefined || pending === runId) return undefined
  const touched = ref?.updatedAt ? Date.parse(ref.updatedAt) : NaN
  return now - touched > CLAIM_FRESH_MS ? undefined : pending
}

/**
 * Claims the thread before a new job starts (the status comment's `pending`), so two runs at once make one job:
 * every run settles on the oldest comment, and a run that finds another run's claim there waits (bounded) for that
 * run's job and returns its id, to send its prompt as a follow-up. Undefined: start a job of its own (the claim is
 * ours, the other run started none, or GitHub cannot tell).
 */
export async function claimThread(
  issueThread: IssueThread,
  claim: StatusWrite,
  options: ClaimOptions
): Promise<string | undefined> {
  const now = options.now ?? Date.now
  let ref = issueThread.ref
  let rival = rivalClaim(ref, claim.runId, now())
  if (rival === undefined) {
    ref = await issueThread.show(claim)
    if (!ref || ref.marker.pending === claim.runId) return undefined
    rival = rivalClaim(ref, claim.runId, now())
    // Settled on an older comment whose run has already started its job.
    if (rival === undefined) return ref.marker.jobId
  }
  if (!ref) return undefined
  const until = Math.min(now() + CLAIM_WAIT_MS, options.deadline)
  info(`Run ${rival} is starting a job on this thread: waiting for it, to send this prompt there as a follow-up.`)
  while (now() < until) {
    await (options.sleep ?? realSleep)(Math.min(POLL_MS, until - now()), options.signal)
    const fresh = await issueThread.read(ref.id)
    if (!fresh) break
    if (rivalClaim(fresh, claim.runId, now()) === rival) continue
    const job = fresh.marker.runs.find(r => r.runId === rival)?.jobId
    if (job) return job
    break
  }
  info(`Run ${rival} gave this thread no job to follow up: starting one of this run's own.`)
  return undefined
}
