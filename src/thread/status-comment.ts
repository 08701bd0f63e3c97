import { createOnce, deleteComments, editComment } from './marked-comment.js'
import { marker, mergeMarkers, parseMarker, type StatusMarker } from './marker.js'
import type { RenderedStatus } from './status-body.js'
import type { Octokit } from '../github/octokit.js'
import { isOurs, listOurComments, statusOf, type Thread } from './our-comments.js'
import { sealChecker, sealer, type SealCheck, type Sealer } from './seal.js'

export type { Thread } from './our-comments.js'

export interface CommentRef {
  id: number
  url: string
  marker: StatusMarker
  /** Last edit (ISO 8601): how fresh a claim in the marker is. */
  updatedAt?: string
  /** The body as last read or written. */
  body?: string
}

/** Renders the comment from the thread's marker as it stands before the write: its body and its new marker. */
export type Render = (previous?: StatusMarker) => RenderedStatus

/**
 * The one status comment of an issue or PR: found by its marker *and* by being written by the token's own login
 * (a marker in someone else's comment is never trusted), created once, then edited in place. Where two exist (a
 * create GitHub answered 5xx, two runs at once), all runs settle on the oldest and our later ones are deleted.
 */
export class StatusComment {
  private current?: CommentRef
  private duplicates = new Set<number>()
  private readonly seal: Sealer
  private readonly vouch?: SealCheck

  /** `sealKey`: the run's stable secret. The marker is sealed with it; an author-less comment whose seal holds is ours. */
  constructor(
    private readonly octokit: Octokit,
    private readonly thread: Thread,
    private readonly login: string,
    sealKey?: string
  ) {
    this.seal = sealKey ? sealer('status', sealKey, thread) : body => body
    this.vouch = sealKey ? sealChecker('status', sealKey, thread) : undefined
  }

  get ref(): CommentRef | undefined {
    return this.current
  }

  /** Finds our status comment, looking through every page: the oldest of ours, the one every run settles on. */
  async find(): Promise<CommentRef | undefined> {
    const [oldest] = await this.listOurs()
    this.current = oldest ?? this.current
    return oldest
  }

  /** One comment's marker afresh (another run may be writing it); undefined when it is gone or not ours. */
  async read(id: number): Promise<CommentRef | undefined> {
    try {
      const { data } = await this.octokit.rest.issues.getComment({ ...this.repo(), comment_id: id })
      const found = data.body && isOurs(data, this.login, this.vouch) ? parseMarker(data.body) : undefined
      const fresh = found && {
        id: data.id,
        url: data.html_url,
        marker: found,
        updatedAt: data.updated_at,
        body: data.body
      }
      if (fresh && this.current?.id === id) this.current = fresh // the next write builds on what is there now
      return fresh
    } catch (error) {
      if (statusOf(error) === 404) return undefined
      throw error
    }
  }

  /**
   * Settles on the oldest of our status comments, merging what ours remembers into it; later ones become duplicates
   * to drop. Returns true when the comment this run wrote so far is not the one kept.
   */
  async converge(): Promise<boolean> {
    const ours = await this.listOurs()
    const [oldest, ...later] = ours
    if (!oldest) return false // a listing that lags behind a create shows nothing yet: keep what we have
    const mine = this.current
    for (const c of later) this.duplicates.add(c.id)
    const moved = mine !== undefined && mine.id !== oldest.id
    if (moved) this.duplicates.add(mine.id)
    this.current = { ...oldest, marker: mine ? mergeMarkers(mine.marker, oldest.marker) : oldest.marker }
    return moved
  }

  /** Deletes the duplicates converge() found; one already gone (another run deleted it) is fine. */
  async dropDuplicates(): Promise<void> {
    const ids = [...this.duplicates].filter(id => id !== this.current?.id)
    this.duplicates.clear()
    await deleteComments(this.octokit, this.thread, 'comment', ids)
  }

  /**
   * Writes the body: edits our comment when there is one, else creates it without ever creating two (a create whose
   * outcome is unknown looks for our marker first, marked-comment.ts). `moved` is true when a create found an older
   * comment of ours, which is now the one (the body just written is a duplicate).
   */
  async write(render: Render, tries = 3): Promise<{ ref: CommentRef; moved: boolean }> {
    if (this.current) {
      const rendered = render(this.current.marker)
      const body = this.seal(rendered.body)
      if (await editComment(this.octokit, this.thread, this.current.id, body, tries <= 1)) {
        this.current = { ...this.current, marker: rendered.marker, body }
        return { ref: this.current, moved: false }
      }
      // 404: a concurrent run deleted it as a later duplicate; write to the one that remains.
      this.current = undefined
      await this.find()
      return this.write(render, tries - 1)
    }
    const rendered = render(undefined)
    const body = this.seal(rendered.body)
    const made = await createOnce(this.octokit, this.thread, 'status comment', body, () => this.find())
    let written: CommentRef
    if ('found' in made) {
      // Our own create went through after all when the marker found says what ours says; else it is another comment.
      if (marker(made.found.marker) !== marker(rendered.marker)) return { ref: made.found, moved: true }
      written = made.found
    } else {
      const { id, url, updatedAt } = made.created
      written = this.current = { id, url, marker: rendered.marker, body, updatedAt }
    }
    const moved = await this.converge()
    return { ref: this.current ?? written, moved }
  }

  /** Our status comments, oldest first (comment ids only grow). */
  private async listOurs(): Promise<CommentRef[]> {
    const ours = await listOurComments(this.octokit, this.thread, this.login, parseMarker, this.vouch)
    return ours.map(({ id, url, found, updatedAt, body }) => ({ id, url, marker: found, updatedAt, body }))
  }

  private repo(): { owner: string; repo: string } {
    return { owner: this.thread.owner, repo: this.thread.repo }
  }
}
