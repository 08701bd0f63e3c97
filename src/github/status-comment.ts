import { getErrorMessage } from '../errors.js'
import { debug } from '../log.js'
import { parseMarker, type StatusMarker } from '../render/status-comment.js'
import type { Octokit } from './octokit.js'

export interface CommentRef {
  id: number
  url: string
  marker: StatusMarker
}

export interface Thread {
  owner: string
  repo: string
  issueNumber: number
}

/**
 * The one status comment of an issue or PR: found by its marker *and* by being written by the token's own login
 * (a marker in someone else's comment is never trusted), created once, then edited in place.
 */
export class StatusComment {
  private current?: CommentRef

  constructor(
    private readonly octokit: Octokit,
    private readonly thread: Thread,
    private readonly login: string
  ) {}

  get ref(): CommentRef | undefined {
    return this.current
  }

  /** Looks through every page of comments for ours; the newest one wins. */
  async find(): Promise<CommentRef | undefined> {
    const { owner, repo, issueNumber } = this.thread
    let found: CommentRef | undefined
    const pages = this.octokit.paginate.iterator(this.octokit.rest.issues.listComments, {
      owner,
      repo,
      issue_number: issueNumber,
      per_page: 100
    })
    for await (const page of pages) {
      for (const comment of page.data) {
        if (comment.user?.login !== this.login || !comment.body) continue
        const marker = parseMarker(comment.body)
        if (marker) found = { id: comment.id, url: comment.html_url, marker }
      }
    }
    this.current = found ?? this.current
    return found
  }

  /** Writes the body: edits our comment when there is one, else creates it without ever creating two. */
  async write(body: string): Promise<CommentRef> {
    if (this.current) {
      await this.octokit.rest.issues.updateComment({ ...this.repo(), comment_id: this.current.id, body })
      this.current = { ...this.current, marker: parseMarker(body) ?? this.current.marker }
      return this.current
    }
    return this.create(body)
  }

  /**
   * Creating is not retried blindly: a 5xx may come after GitHub created the comment, so on failure we look for our
   * marker first and only post again when it is not there.
   */
  private async create(body: string): Promise<CommentRef> {
    const { issueNumber } = this.thread
    for (let attempt = 1; ; attempt++) {
      try {
        const { data } = await this.octokit.rest.issues.createComment({
          ...this.repo(),
          issue_number: issueNumber,
          body,
          request: { retries: 0 }
        })
        this.current = { id: data.id, url: data.html_url, marker: parseMarker(body) ?? {} }
        return this.current
      } catch (error) {
        const status = (error as { status?: number }).status ?? 0
        if (attempt >= 3 || (status > 0 && status < 500)) throw error
        debug(`creating the status comment failed (${getErrorMessage(error)}); checking whether it exists`)
        const existing = await this.find()
        if (existing) return this.write(body)
      }
    }
  }

  private repo(): { owner: string; repo: string } {
    return { owner: this.thread.owner, repo: this.thread.repo }
  }
}
