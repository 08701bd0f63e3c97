import { getErrorMessage } from '../action/errors.js'
import { debug } from '../action/log.js'
import { sleep } from '../action/sleep.js'
import { cutWithNote } from '../text/cut.js'
import type { Octokit } from './octokit.js'
import { findAfterSettling, listOurComments, settleMs, statusOf, type OurComment, type Thread } from './our-comments.js'
import { GitHubUnavailableError } from './request-guard.js'

/**
 * The report's comment on the tracking issue: one per report range, found again by its marker (which holds the range)
 * and by being ours, edited in place on a re-run for the same range, created otherwise.
 */
const REPORT_PREFIX = '<!-- docs-agent-action:report '
/** GitHub refuses comment bodies over 65,536 characters; the marker comes first, so a cut never loses it. */
const REPORT_LIMIT = 65_000

/** `<!-- docs-agent-action:report 2026-11-16..2026-11-23 -->`: the range URI-encoded, so it cannot end the comment. */
export function reportMarker(rangeKey: string): string {
  return `${REPORT_PREFIX}${encodeURIComponent(rangeKey)} -->`
}

/** The range of a report comment's marker at the start of a body; undefined when the body has none. */
export function parseReportMarker(body: string): string | undefined {
  const match = /^<!-- docs-agent-action:report ([^\s>]+) -->/.exec(body)
  if (!match?.[1]) return undefined
  try {
    return decodeURIComponent(match[1])
  } catch {
    return undefined
  }
}

export interface ReportRef {
  id: number
  url: string
  /** Whether this write created the comment (false: an earlier run's comment for the range was edited). */
  created: boolean
}

/**
 * Writes the report for `rangeKey`: edits our oldest comment for that range, else creates one. A create is not retried
 * blindly (a 5xx may come after GitHub created it): the range is looked for first, again after a settle while the
 * listing may lag the create. After a create, and a settle, the range is looked for again: two runs at once converge on
 * the oldest comment, this run's report in it, the later ones deleted. Throws what GitHub answered; IssueThread turns
 * that into one warning.
 */
export async function writeReportComment(
  octokit: Octokit,
  thread: Thread,
  login: string,
  rangeKey: string,
  markdown: string
): Promise<ReportRef> {
  const body = cutWithNote(
    `${reportMarker(rangeKey)}\n${markdown}`,
    REPORT_LIMIT,
    '\n\n…(cut to fit GitHub’s comment size limit)\n'
  )
  const repo = { owner: thread.owner, repo: thread.repo }
  const find = async (): Promise<OurComment<true>[]> =>
    listOurComments(octokit, thread, login, text => (parseReportMarker(text) === rangeKey ? true : undefined))
  /** Edits the oldest comment for the range to hold this report, and deletes the others. */
  const edit = async (oldest: OurComment<true>, others: { id: number }[]): Promise<ReportRef> => {
    await octokit.rest.issues.updateComment({ ...repo, comment_id: oldest.id, body })
    await dropLater(octokit, repo, others)
    return { id: oldest.id, url: oldest.url, created: false }
  }
  let afterFailure = false
  for (let attempt = 1; ; attempt++) {
    const [oldest, ...later] = afterFailure
      ? ((await findAfterSettling(async () => nonEmpty(await find()))) ?? [])
      : await find()
    if (oldest) {
      try {
        return await edit(oldest, later)
      } catch (error) {
        // 404: deleted since the listing (by a person, or a run that kept another): look again.
        if (statusOf(error) !== 404 || attempt >= 3) throw error
        afterFailure = false
        continue
      }
    }
    let created: ReportRef
    try {
      const { data } = await octokit.rest.issues.createComment({
        ...repo,
        issue_number: thread.issueNumber,
        body,
        request: { retries: 0 }
      })
      created = { id: data.id, url: data.html_url, created: true }
    } catch (error) {
      const status = statusOf(error)
      if (attempt >= 3 || (status > 0 && status < 500) || error instanceof GitHubUnavailableError) throw error
      debug(`creating the report comment failed (${getErrorMessage(error)}); checking whether it exists`)
      afterFailure = true
      continue
    }
    await sleep(settleMs())
    return converge(await find(), created)
  }

  /** After a create: where another run's comment for the range is older, this report goes there and ours is deleted. */
  async function converge(listed: OurComment<true>[], created: ReportRef): Promise<ReportRef> {
    const [oldest, ...later] = listed
    const others = later.filter(c => c.id !== created.id)
    if (!oldest || oldest.id === created.id) {
      await dropLater(octokit, repo, others)
      return created
    }
    try {
      return await edit(oldest, [...others, created])
    } catch (error) {
      if (statusOf(error) !== 404) throw error
      return created // the older one was deleted in between: ours stays
    }
  }
}

const nonEmpty = <T>(list: T[]): T[] | undefined => (list.length > 0 ? list : undefined)

async function dropLater(
  octokit: Octokit,
  repo: { owner: string; repo: string },
  later: { id: number }[]
): Promise<void> {
  for (const { id } of later) {
    try {
      await octokit.rest.issues.deleteComment({ ...repo, comment_id: id })
    } catch (error) {
      if (statusOf(error) !== 404) debug(`could not delete duplicate report comment ${id}: ${getErrorMessage(error)}`)
    }
  }
}
