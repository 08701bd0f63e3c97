// The workflow token's permissions in the fake GitHub: what a job's `permissions:` block grants. A route the token
// may not use answers as GitHub does: 403 "Resource not accessible by integration", with the header that lists the
// permission sets that would do (X-Accepted-GitHub-Permissions, GitHub changelog 2023-08-10: sets separated by `;`).
// What each route needs is GitHub's table "Permissions required for GitHub Apps".
import type { GhRoute } from './fake-github.js'
import { DOCS_URL, type Reply } from './fake-github-routes.js'

export type TokenScope = 'issues' | 'pull-requests' | 'contents'
export type TokenAccess = 'none' | 'read' | 'write'
/** As in a workflow's `permissions:` block; a scope left out is `none`, as GitHub does once one scope is set. */
export type TokenPermissions = Partial<Record<TokenScope, TokenAccess>>

type Need = [TokenScope, 'read' | 'write'][]
const READ_THREAD: Need = [
  ['issues', 'read'],
  ['pull-requests', 'read']
]
const WRITE_THREAD: Need = [
  ['issues', 'write'],
  ['pull-requests', 'write']
]
/** Each route's accepted sets (any one does); a route not listed needs nothing a job can take away (metadata). */
const NEEDS: Partial<Record<GhRoute, Need>> = {
  listComments: READ_THREAD,
  getComment: READ_THREAD,
  getIssue: READ_THREAD,
  listIssues: READ_THREAD,
  createComment: WRITE_THREAD,
  updateComment: WRITE_THREAD,
  deleteComment: WRITE_THREAD,
  createCommentReaction: WRITE_THREAD,
  createIssueReaction: WRITE_THREAD,
  addLabels: WRITE_THREAD,
  removeLabel: WRITE_THREAD,
  createLabel: WRITE_THREAD,
  // Updating an issue is in both tables (closing a pull request through the issues API); creating one only in Issues.
  updateIssue: WRITE_THREAD,
  createIssue: [['issues', 'write']],
  getPull: [['pull-requests', 'read']],
  listPulls: [['pull-requests', 'read']],
  listPullFiles: [['pull-requests', 'read']],
  listPullCommits: [['pull-requests', 'read']],
  // "List pull requests associated with a commit" is a Pull requests permission, not a Contents one.
  listCommitPulls: [['pull-requests', 'read']],
  compareCommits: [['contents', 'read']],
  listCommits: [['contents', 'read']],
  getRef: [['contents', 'read']],
  getGitCommit: [['contents', 'read']],
  getContent: [['contents', 'read']],
  createRef: [['contents', 'write']],
  updateRef: [['contents', 'write']],
  createGitCommit: [['contents', 'write']],
  createTree: [['contents', 'write']]
}
const RANK: Record<TokenAccess, number> = { none: 0, read: 1, write: 2 }

/** GitHub's answer when the token may not use the route; undefined when it may (or no permissions were set). */
export function tokenRefusal(permissions: TokenPermissions | undefined, route: GhRoute): Reply | undefined {
  const need = NEEDS[route]
  if (!permissions || !need) return undefined
  if (need.some(([scope, access]) => RANK[permissions[scope] ?? 'none'] >= RANK[access])) return undefined
  return {
    status: 403,
    body: { message: 'Resource not accessible by integration', documentation_url: DOCS_URL, status: '403' },
    headers: {
      'x-accepted-github-permissions': need.map(([scope, access]) => `${scope.replace('-', '_')}=${access}`).join('; ')
    }
  }
}
