/**
 * The sweep's mark on a thread: a label the action manages, so the sweep lists the threads with open jobs in one
 * request per 100 of them (`GET /repos/{owner}/{repo}/issues?labels=…`) instead of reading every thread's comments.
 * The status comment's marker stays the truth (its `sweep` field); the label is only the index a listing can filter on.
 */
import { debug } from '../action/log.js'
import type { Octokit } from '../github/octokit.js'
import { ListingError, listPages } from '../github/pages.js'
import { statusOf, type Thread } from './our-comments.js'

/** The label of threads whose job the sweep follows. No comma: the listing's `labels` filter is comma-separated. */
export const SWEEP_LABEL = 'docs-agent: working'
const LABEL_COLOR = 'fbca04'
const LABEL_DESCRIPTION = 'docs-agent-action: an agent job the scheduled sweep follows (removed when it ends)'

/**
 * The numbers of every issue and pull request carrying the label, open or closed (an issue closed while its job runs
 * still gets its comment finished), through every page, oldest first. Listed whole before any is swept: unlabelling
 * threads while paging would shift the later pages and skip some.
 */
export async function listLabelled(octokit: Octokit, repo: Omit<Thread, 'issueNumber'>): Promise<number[]> {
  const numbers = new Set<number>()
  const first = octokit.rest.issues.listForRepo.endpoint({
    ...repo,
    labels: SWEEP_LABEL,
    state: 'all',
    sort: 'created',
    direction: 'asc',
    per_page: 100
  })
  try {
    for await (const page of listPages<{ number: number }>(octokit, first))
      for (const issue of page) numbers.add(issue.number)
  } catch (error) {
    if (!(error instanceof ListingError)) throw error
    throw new ListingError(`Could not list the issues labelled '${SWEEP_LABEL}': ${error.message}`, error.status)
  }
  return [...numbers]
}

/**
 * Labels the thread. GitHub creates a label that does not exist yet when it is added (without a description); where
 * it refuses instead (404 or 422: an older GitHub Enterprise Server), the label is created, then added again.
 */
export async function addLabel(octokit: Octokit, thread: Thread): Promise<void> {
  const { owner, repo, issueNumber } = thread
  const add = () => octokit.rest.issues.addLabels({ owner, repo, issue_number: issueNumber, labels: [SWEEP_LABEL] })
  try {
    await add()
  } catch (error) {
    const status = statusOf(error)
    if (status !== 404 && status !== 422) throw error
    debug(`adding the label ${SWEEP_LABEL} answered ${status}: creating the label first`)
    await createLabel(octokit, thread)
    await add()
  }
}

/** Removes the label; a thread without it (another sweep removed it) is fine. */
export async function removeLabel(octokit: Octokit, thread: Thread): Promise<void> {
  const { owner, repo, issueNumber } = thread
  try {
    await octokit.rest.issues.removeLabel({ owner, repo, issue_number: issueNumber, name: SWEEP_LABEL })
  } catch (error) {
    if (statusOf(error) !== 404) throw error
  }
}

async function createLabel(octokit: Octokit, thread: Thread): Promise<void> {
  const { owner, repo } = thread
  try {
    await octokit.rest.issues.createLabel({
      owner,
      repo,
      name: SWEEP_LABEL,
      color: LABEL_COLOR,
      description: LABEL_DESCRIPTION
    })
  } catch (error) {
    // 422 already_exists: another run created it in between.
    if (statusOf(error) !== 422) throw error
  }
}
