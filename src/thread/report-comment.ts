import { sleep } from '../action/sleep.js'
import { decodeComponent } from '../text/uri.js'
import type { Octokit } from '../github/octokit.js'
import { COMMENT_LIMIT, truncate } from './comment-size.js'
import { createOnce, deleteComments, editComment } from './marked-comment.js'
import { listOurComments, settleMs, type OurComment, type Thread } from './our-comments.js'
import { sealChecker, sealer } from './seal.js'

/**
 * The report's comment on the tracking issue: one per report range, found again by its marker (which holds the range)
 * and by being ours (written by the token's login, or named with no author by GitHub and sealed by us, seal.ts),
 * edited in place on a re-run for the same range, created otherwise.
 */
const REPORT_PREFIX = '<!-- docs-agent-action:report '
/** `<!-- docs-agent-action:report 2026-11-16..2026-11-23 -->`: the range URI-encoded, so it cannot end the comment. */
export function reportMarker(rangeKey: string): string {
  return `${REPORT_PREFIX}${encodeURIComponent(rangeKey)} -->`
}

/**
 * The range of a report comment's marker at the start of a body; undefined when the body has none. Fields after the
 * range (` seal=…`, and any a later version adds) are passed over: the range alone names the comment.
 */
export function parseReportMarker(body: string): string | undefined {
  const match = /^<!-- docs-agent-action:report ([^\s>]+)(?: [a-z]+=[^\s>]*)* -->/.exec(body)
  return match?.[1] ? decodeComponent(match[1]) : undefined
}

export interface ReportRef {
  id: number
  url: string
  /** Whether this write created the comment (false: an earlier run's comment for the range was edited). */
  created: boolean
}

/**
 * Writes the report for `rangeKey`: edits our oldest comment for that range, else creates one (marked-comment.ts: a
 * create whose outcome is unknown looks for the range first, again after a settle while the listing may lag the
 * create). After a create, and a settle, the range is looked for again: two runs at once converge on the oldest
 * comment, this run's report in it, the later ones deleted. Throws what GitHub answered; IssueThread turns that into
 * one warning. `sealKey`, the run's stable secret, seals the marker; a comment GitHub names no author of is ours for
 * the range only when its seal holds (seal.ts); without a key the marker goes unsealed and no such comment is ours.
 */
export async function writeReportComment(
  octokit: Octokit,
  thread: Thread,
  login: string,
  rangeKey: string,
  markdown: string,
  sealKey = ''
): Promise<ReportRef> {
  const body = truncate(`${sealer('report', sealKey, thread)(reportMarker(rangeKey))}\n${markdown}`, COMMENT_LIMIT)
  const vouch = sealChecker('report', sealKey, thread)
  const find = async (): Promise<OurComment<true>[]> =>
    listOurComments(octokit, thread, login, text => (parseReportMarker(text) === rangeKey ? true : undefined), vouch)
  const drop = (comments: { id: number }[]): Promise<void> =>
    deleteComments(
      octokit,
      thread,
      'report comment',
      comments.map(c => c.id)
    )
  /** Edits the oldest comment for the range to hold this report, and deletes the others; false when it is gone. */
  const edit = async (
    [oldest, ...others]: { id: number; url: string }[],
    last: boolean
  ): Promise<ReportRef | false> => {
    if (!oldest || !(await editComment(octokit, thread, oldest.id, body, last))) return false
    await drop(others)
    return { id: oldest.id, url: oldest.url, created: false }
  }
  for (let attempt = 1; ; attempt++) {
    const listed = nonEmpty(await find())
    const made = listed ? { found: listed } : await createOnce(octokit, thread, 'report comment', body, findSome)
    if ('found' in made) {
      const edited = await edit(made.found, attempt >= 3)
      if (edited) return edited
      continue // 404 on the edit: deleted since the listing (by a person, or a run that kept another): look again
    }
    const created: ReportRef = { id: made.created.id, url: made.created.url, created: true }
    await sleep(settleMs())
    // Where another run's comment for the range is older, this report goes there and ours is deleted.
    const [oldest, ...later] = await find()
    const others = later.filter(c => c.id !== created.id)
    if (!oldest || oldest.id === created.id) {
      await drop(others)
      return created
    }
    return (await edit([oldest, ...others, created], false)) || created // the older one deleted in between: ours stays
  }

  async function findSome(): Promise<OurComment<true>[] | undefined> {
    return nonEmpty(await find())
  }
}

const nonEmpty = <T>(list: T[]): T[] | undefined => (list.length > 0 ? list : undefined)
