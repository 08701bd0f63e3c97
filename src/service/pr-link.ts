/**
 * What a pull-request link from the service must look like before any output, summary or comment shows it: workflows
 * paste `pr-link` into shell scripts, so only the plain https URL of a pull or merge request is let through.
 */

/** Letters, digits, `.`, `_`, `-`; not `.` or `..`; not starting with `-` (GitHub owners and repos, GitLab paths). */
const SEGMENT = '(?!\\.\\.?/)[A-Za-z0-9_.][A-Za-z0-9_.-]{0,99}'
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
/** A DNS name of two labels or more, and an optional port: no user, no password, no IPv6 brackets. */
const HOST = `(?<host>(?:${LABEL}\\.)+${LABEL})(?::[0-9]{1,5})?`
const NUMBER = '[1-9][0-9]{0,9}'

/** github.com and GitHub Enterprise: https://<host>/<owner>/<repo>/pull/<N>. */
const GITHUB_PULL = new RegExp(`^https://${HOST}/${SEGMENT}/${SEGMENT}/pull/${NUMBER}$`)
/** gitlab.com and self-hosted GitLab: https://<host>/<group>[/<subgroup>…]/<project>/-/merge_requests/<N>. */
const GITLAB_MERGE = new RegExp(`^https://${HOST}(?:/${SEGMENT}){2,21}/-/merge_requests/${NUMBER}$`)

/** Every character any accepted link can hold; anything else (`$ ( ) ; & | \` ' "`, spaces, `?`, `#`) is refused. */
const URL_SAFE = /^[A-Za-z0-9_.:/-]*$/
export const MAX_PR_LINK_LENGTH = 2048

export type PrLinkCheck = { ok: true } | { ok: false; reason: string }

const SHAPE =
  'it is not the https URL of a pull request (https://<host>/<owner>/<repo>/pull/<N>) or merge request (https://<host>/<group>/<project>/-/merge_requests/<N>)'

/** Whether `value` is a link the action may pass on unchanged. Never rewrites it: a link is taken whole or not at all. */
export function checkPrLink(value: string): PrLinkCheck {
  if (value.length > MAX_PR_LINK_LENGTH)
    return { ok: false, reason: `it is longer than ${MAX_PR_LINK_LENGTH} characters` }
  if (!URL_SAFE.test(value)) {
    return {
      ok: false,
      reason: 'it holds characters a pull request URL never has (only letters, digits and . _ : / -)'
    }
  }
  const github = GITHUB_PULL.exec(value)
  const gitlab = GITLAB_MERGE.exec(value)
  const host = (github ?? gitlab)?.groups?.host?.toLowerCase()
  if (host === undefined) return { ok: false, reason: SHAPE }
  // The two public hosts are known; a link in the other's shape on them is not a real pull request.
  if (host === 'github.com' && !github)
    return { ok: false, reason: 'it is a github.com link, but not to a pull request' }
  if (host === 'gitlab.com' && !gitlab)
    return { ok: false, reason: 'it is a gitlab.com link, but not to a merge request' }
  return { ok: true }
}
