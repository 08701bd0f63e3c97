import { getErrorMessage } from '../action/errors.js'
import { debug, warning } from '../action/log.js'
import { sleep } from '../action/sleep.js'
import type { StatusMarker } from './marker.js'
import type { Octokit } from '../github/octokit.js'
import { settleMs } from './our-comments.js'
import { pullState, type PullState } from '../github/pulls.js'
import type { SentGaps } from './sent-gaps.js'
import { addLabel, removeLabel } from './labels.js'

// The sweep's listing comes with the thread (connect.ts loads this module on demand): one chunk holds both.
export { listLabelled } from './labels.js'
import { writeReportComment, type ReportRef } from './report-comment.js'
import { alreadyTold, GitHubUnavailableError } from '../github/request-guard.js'
import { StatusComment, type CommentRef, type Render, type Thread } from './status-comment.js'

export type Reaction = 'eyes' | 'rocket' | '+1' | 'confused'

/**
 * One write of the status comment, as the thread sees it: the body comes rendered by its owner (thread/status-body.ts),
 * from the marker as it stands before the write. `claim`: a run claiming the thread before its create request;
 * `working`: the job runs; `last`: the final word (final state or error).
 */
export interface StatusWrite {
  phase: 'claim' | 'working' | 'last'
  runId: number
  render: Render
}

/**
 * Reports to an issue or PR: the living status comment and reactions. Never throws: a comment that cannot be written
 * (fork PRs: "Resource not accessible by integration") gives one warning, and the run's result is kept regardless.
 */
export class IssueThread {
  private warned = false
  private readonly comment: StatusComment

  constructor(
    private readonly octokit: Octokit,
    private readonly thread: Thread,
    private readonly login: string,
    /** The comment that triggered the run, for reactions; else reactions go on the issue itself. */
    private readonly triggerCommentId?: number,
    /** The run's stable secret that seals our markers, the status comment's and the report's (seal.ts). */
    private readonly sealKey?: string
  ) {
    this.comment = new StatusComment(octokit, thread, login, sealKey)
  }

  /** Our existing status comment on the thread, if any (it holds the job id of an earlier run). */
  async existing(): Promise<CommentRef | undefined> {
    return this.safely('find the status comment', () => this.comment.find())
  }

  get ref(): CommentRef | undefined {
    return this.comment.ref
  }

  get issueNumber(): number {
    return this.thread.issueNumber
  }

  /** Where this run's reactions go: the triggering comment's id, or 0 for the issue itself. */
  get target(): number {
    return this.triggerCommentId ?? 0
  }

  /** The status comment looked up afresh: `{ ref: undefined }` when there is none, undefined when GitHub could not say. */
  async findStatus(): Promise<{ ref?: CommentRef } | undefined> {
    return this.safely('find the status comment', async () => ({ ref: await this.comment.find() }))
  }

  /**
   * Writes the status comment. The last word (final, error) first settles on one comment: a listing
   * that lagged behind a create may have hidden a duplicate until now.
   */
  async show(write: StatusWrite): Promise<CommentRef | undefined> {
    return this.safely('write the status comment', async () => {
      const { render } = write
      if (write.phase === 'last' && this.comment.ref) await this.comment.converge()
      const written = await this.comment.write(render)
      let ref = written.ref
      // Moved to an older comment: a claim stays out of it (that run holds it); anything else is written there.
      if (written.moved && write.phase !== 'claim') {
        ref = (await this.comment.write(render)).ref
      }
      await this.comment.dropDuplicates()
      return ref
    })
  }

  /**
   * Writes the status comment where other runs may write it at the same moment (a burst of short runs): reads it
   * afresh first, then, after a settle longer than another run's read-to-write gap, reads it back and writes again
   * when a write made from an older read dropped what `holds` checks (GitHub has no conditional update). Every run
   * doing so, the marker ends up holding each one's part; three rounds at most.
   */
  async showSettled(write: StatusWrite, holds: (marker: StatusMarker) => boolean): Promise<CommentRef | undefined> {
    let written: CommentRef | undefined
    for (let round = 1; round <= 3; round++) {
      const id = (written ?? this.ref)?.id
      if (id !== undefined) await this.read(id)
      written = await this.show(write)
      if (!written) return undefined
      await sleep(settleMs())
      const after = await this.read(written.id)
      if (!after || holds(after.marker)) return written
      debug(`another run's write dropped this run's part of the status marker; writing it again (round ${round})`)
    }
    return written
  }

  /** One status comment read afresh, for a claim another run is resolving. */
  async read(id: number): Promise<CommentRef | undefined> {
    return this.safely('read the status comment', () => this.comment.read(id))
  }

  /** Reacts to the triggering comment, or to `target` (a comment id; 0: the issue itself). */
  async react(content: Reaction, target = this.target): Promise<void> {
    const { owner, repo, issueNumber } = this.thread
    await this.safely(`add the ${content} reaction`, () =>
      target
        ? this.octokit.rest.reactions.createForIssueComment({ owner, repo, comment_id: target, content })
        : this.octokit.rest.reactions.createForIssue({ owner, repo, issue_number: issueNumber, content })
    )
  }

  /** Labels the thread for the sweep (thread/labels.ts); false when GitHub refused. */
  async mark(): Promise<boolean> {
    return (
      (await this.safely('add the sweep label', async () => (await addLabel(this.octokit, this.thread), true))) ?? false
    )
  }

  /** Takes the sweep's label off; false when GitHub refused. */
  async unmark(): Promise<boolean> {
    return (
      (await this.safely('remove the sweep label', async () => (await removeLabel(this.octokit, this.thread), true))) ??
      false
    )
  }

  /**
   * The report for one range (`2026-11-16..2026-11-23`): our comment for that range edited in place, or created when
   * there is none, so re-runs for a range leave one comment and each new range adds one.
   */
  async postReport(rangeKey: string, markdown: string): Promise<ReportRef | undefined> {
    return this.safely('write the report comment', () =>
      writeReportComment(this.octokit, this.thread, this.login, rangeKey, markdown, this.sealKey)
    )
  }

  /**
   * The report gaps the thread's jobs were sent, from our status comment's marker (the report asks the service which
   * are still in flight, report/gaps-in-flight.ts). Undefined when GitHub could not be asked (one warning).
   */
  async sentGaps(): Promise<SentGaps[] | undefined> {
    return this.safely('read the gaps already sent', async () => {
      const marker = (this.comment.ref ?? (await this.comment.find()))?.marker
      return marker?.gaps ?? []
    })
  }

  /** What GitHub says of the pull request at `link` (github/pulls.ts); never throws. */
  async pullState(link: string, serverUrl?: string): Promise<PullState> {
    return pullState(this.octokit, link, serverUrl)
  }

  /** Posts a separate comment (why a run was refused). */
  async post(body: string): Promise<void> {
    const { owner, repo, issueNumber } = this.thread
    await this.safely('post a comment', () =>
      this.octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body })
    )
  }

  private async safely<T>(what: string, action: () => Promise<T>): Promise<T | undefined> {
    try {
      return await action()
    } catch (error) {
      const message = `Could not ${what} on #${this.thread.issueNumber}: ${getErrorMessage(error)}. The run's results are still in the outputs and the job summary.`
      // A timeout and a missing permission were warned about once by the guard; what it skipped, and what cancelling
      // cut short, is no news.
      if (this.warned || error instanceof GitHubUnavailableError || alreadyTold(error)) {
        debug(message)
      } else {
        warning(message)
        this.warned = true
      }
      return undefined
    }
  }
}
