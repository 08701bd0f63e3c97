import type { Outcome } from '../job/outcome.js'
import type { AgentJob } from '../service/client.js'
import { claimThread, type ClaimOptions } from './claim.js'
import type { IssueThread, StatusWrite } from './issue-thread.js'
import type { StatusMarker } from './marker.js'
import type { CommentRef } from './status-comment.js'
import { renderStatus, type StatusCommon, type StatusState } from './status-body.js'

/** What every write of one run to one thread says alike. */
export interface StatusRun extends Omit<StatusCommon, 'about'> {
  /**
   * What the job carries, as markdown its maker escaped, shown instead of the prompt: fixed, or read at each write
   * from the job and the thread's marker as it stands then (another merge's run may have added to the tracking issue).
   */
  about?: string | ((jobId: string | undefined, previous?: StatusMarker) => string | undefined)
  /** Other runs write this comment at the same moment (the tracking issue of merged changes): writes are settled. */
  shared?: boolean
  /** Written by the sweep, which is no run of the job's (the marker keeps no run of it). */
  bySweep?: boolean
}

/** What the run asked of the job, for the working state: the prompt quoted, and whether it was a follow-up. */
export interface Asked {
  prompt?: string
  followUp: boolean
}

/**
 * The status comment of one issue or PR as one run speaks it: claim, working, final, failed (and the sweep's checked
 * and gone). Each verb is one write; the marker each write leaves is derived from the one before (status-body.ts), and
 * GitHub's part (one comment, duplicates, reactions) is the thread's (issue-thread.ts).
 */
export class StatusThread {
  constructor(
    readonly thread: IssueThread,
    private readonly run: StatusRun
  ) {}

  /** Claims the thread before a create request (claim.ts): the id of a concurrent run's job to follow up, if any. */
  claim(asked: Asked, options: ClaimOptions): Promise<string | undefined> {
    return claimThread(this.thread, this.write({ state: 'working', ...asked }), options)
  }

  /**
   * The job is working. `handOverMs`: a short run leaves the job to the sweep, which runs that often, and this trigger
   * waits for its end. Where other runs write the comment at the same moment (a burst of short runs, several merges'
   * runs on the tracking issue) the write is settled until the marker holds this run's part (issue-thread.ts).
   */
  working(jobId: string, asked: Asked, handOverMs?: number): Promise<CommentRef | undefined> {
    const { target } = this.thread
    const sweep = handOverMs === undefined ? {} : { sweep: { kind: 'handed' as const, target, intervalMs: handOverMs } }
    const write = this.write({ state: 'working', jobId, ...asked, ...sweep })
    const { runId, gapKeys = [] } = this.run
    if (handOverMs !== undefined) {
      return this.thread.showSettled(
        write,
        marker => Boolean(marker.sweep?.includes(target)) && marker.runs.some(run => run.runId === runId)
      )
    }
    if (!this.run.shared) return this.thread.show(write)
    return this.thread.showSettled(write, marker =>
      gapKeys.every(key => marker.gaps?.some(sent => sent.jobId === jobId && sent.keys.includes(key)))
    )
  }

  /** The sweep found the job still working at `checkedAt` (epoch ms); `quoted`: the prompt's quote the marker keeps. */
  checked(
    jobId: string,
    quoted: string | undefined,
    checkedAt: number,
    intervalMs?: number
  ): Promise<CommentRef | undefined> {
    const sweep = { kind: 'checked' as const, checkedAt, ...(intervalMs ? { intervalMs } : {}) }
    return this.thread.show(this.write({ state: 'working', jobId, quoted, followUp: false, sweep }))
  }

  /** The job's last state as this run saw it. */
  final(job: AgentJob, outcome: Outcome): Promise<CommentRef | undefined> {
    const swept = this.run.bySweep ? { swept: true } : {}
    return this.thread.show(this.write({ state: 'final', job, outcome, ...swept }))
  }

  /** The run failed; `reached`: its request may have reached the service (then the thread remembers the run). */
  failed(error: string, jobId: string | undefined, reached: boolean): Promise<CommentRef | undefined> {
    return this.thread.show(this.write({ state: 'error', jobId, error, reached }))
  }

  /** The service has no such job (404): the thread forgets it. */
  gone(jobId: string): Promise<CommentRef | undefined> {
    return this.thread.show(this.write({ state: 'gone', jobId }))
  }

  /** One write: its phase (a claim, the job working, the last word) and its body from the marker before it. */
  private write(state: StatusState): StatusWrite {
    const phase = state.state !== 'working' ? 'last' : state.jobId === undefined ? 'claim' : 'working'
    const { about, shared: _shared, bySweep: _bySweep, ...common } = this.run
    const jobId = state.state === 'final' ? state.job.id : state.jobId
    const render = (previous?: StatusMarker) =>
      renderStatus(
        { ...common, about: typeof about === 'function' ? about(jobId, previous) : about, ...state },
        previous
      )
    return { phase, runId: common.runId, render }
  }
}
