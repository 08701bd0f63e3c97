/**
 * The tracking issue of merged changes: where the docs job that takes the next merges is remembered (its status
 * comment's marker: the job, and the changes it carries). Given by the tracking-issue input, else the oldest open issue
 * with TRACKING_LABEL, created when there is none. Two runs that both find none both create one: each then lists
 * again and keeps the oldest, and the newer issue is closed as a duplicate, so every run settles on one.
 */
import { CancelledError, getErrorMessage } from '../../action/errors.js'
import { debug, info, warning } from '../../action/log.js'
import type { Octokit } from '../../github/octokit.js'
import { GitHubUnavailableError } from '../../github/request-guard.js'
import { ListingError, listPages } from '../../github/pages.js'
import type { Repo } from './read-change.js'

/** The label that finds the tracking issue. No comma: the listing's `labels` filter is comma-separated. */
export const TRACKING_LABEL = 'docs-agent: merged changes'
export const TRACKING_TITLE = 'Docs for merged changes'
const TRACKING_BODY = [
  'The docs agent remembers here which docs job takes the next merged pull requests (docs-agent-action, docs that follow code).',
  '',
  'Its status comment below names the job and the pull requests it carries. While that job runs or its docs pull request is open, each merge goes to it as a follow-up, so the docs change for many merges stays one pull request.',
  '',
  'Keep this issue open: closing it makes the next merge open a new one. Labelled pull requests and bots are skipped as the workflow says.'
].join('\n')

/** The oldest open issue with the label (GitHub's issues listing holds pull requests too: they are not it). */
export async function findTrackingIssue(octokit: Octokit, repo: Repo): Promise<number | undefined> {
  const first = octokit.rest.issues.listForRepo.endpoint({
    ...repo,
    labels: TRACKING_LABEL,
    state: 'open',
    sort: 'created',
    direction: 'asc',
    per_page: 100
  })
  const numbers: number[] = []
  try {
    for await (const page of listPages<{ number: number; pull_request?: unknown }>(octokit, first)) {
      numbers.push(...page.filter(issue => issue.pull_request === undefined).map(issue => issue.number))
      break // the oldest is on the first page
    }
  } catch (error) {
    if (!(error instanceof ListingError)) throw error
    throw new ListingError(`Could not list the issues labelled '${TRACKING_LABEL}': ${error.message}`, error.status)
  }
  return numbers.length > 0 ? Math.min(...numbers) : undefined
}

/** The tracking issue: the labelled one, else a new one; a duplicate this run made in a race is closed. */
export async function openTrackingIssue(octokit: Octokit, repo: Repo): Promise<number> {
  const found = await findTrackingIssue(octokit, repo)
  if (found !== undefined) return found
  const { data } = await octokit.rest.issues.create({
    ...repo,
    title: TRACKING_TITLE,
    body: TRACKING_BODY,
    labels: [TRACKING_LABEL]
  })
  info(`Opened the tracking issue #${data.number} for merged changes (label '${TRACKING_LABEL}').`)
  const oldest = (await findTrackingIssue(octokit, repo)) ?? data.number
  if (oldest < data.number) {
    debug(`another run opened tracking issue #${oldest} at the same time: closing #${data.number} as its duplicate`)
    await closeDuplicate(octokit, repo, data.number, oldest)
  }
  return Math.min(oldest, data.number)
}

/**
 * Closes the duplicate this run made. The run keeps the issue it settled on whatever the close answers (403, 404, 410,
 * 422, 5xx): every run settles on the oldest, so the duplicate left open is only untidy, and said once. A GitHub that
 * stopped answering was said by the request guard; a cancel ends the run.
 */
async function closeDuplicate(octokit: Octokit, repo: Repo, duplicate: number, kept: number): Promise<void> {
  try {
    await octokit.rest.issues.update({ ...repo, issue_number: duplicate, state: 'closed', state_reason: 'not_planned' })
  } catch (error) {
    if (error instanceof CancelledError) throw error
    if (error instanceof GitHubUnavailableError) return
    const why = getErrorMessage(error).replace(/[.\s]+$/, '')
    warning(
      `Could not close issue #${duplicate}, which another run opened as the tracking issue at the same time: PATCH /repos/{owner}/{repo}/issues/{issue_number}: ${why}. #${kept} stays the tracking issue; close #${duplicate} by hand.`
    )
  }
}
