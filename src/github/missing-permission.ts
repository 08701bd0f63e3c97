/**
 * A GitHub refusal that one line of the workflow fixes: the job's `permissions:` lack a scope. GitHub answers 403
 * "Resource not accessible by integration" and, to fine-grained tokens such as the workflow's, lists the permission
 * sets that would do in `X-Accepted-GitHub-Permissions` (`issues=write; pull_requests=write`: any one set does).
 * Without the header, the route says which scope it is. The run warns once per missing permission, in the log and
 * in the job summary (request-guard.ts), and goes on: a refused comment never hides the job's result.
 */
import { code } from '../text/markdown.js'

export interface MissingPermission {
  /** The sets that would do, as the workflow writes them: `['issues: write', 'pull-requests: write']`. */
  sets: string[]
  /** The request GitHub refused, `POST /repos/acme/docs/issues/5/comments`. */
  refused: string
}

const SCOPE = /^([a-z_]{1,40})=(read|write|admin)$/
const NOT_ACCESSIBLE = /resource not accessible by integration/i

/** What GitHub's 403 asks for, or undefined when the error is not a permission the workflow can grant. */
export function missingPermission(error: unknown, method: string, path: string): MissingPermission | undefined {
  const { status, message, response } = (error ?? {}) as {
    status?: unknown
    message?: unknown
    response?: { headers?: Record<string, unknown> }
  }
  if (status !== 403) return undefined
  const refused = `${method} ${path}`
  const accepted = response?.headers?.['x-accepted-github-permissions']
  const sets = typeof accepted === 'string' ? acceptedSets(accepted) : []
  if (sets.length > 0) return { sets, refused }
  // No header (an older GitHub Enterprise Server): the route's scope, when the message says it is the token's.
  const scope = NOT_ACCESSIBLE.test(String(message)) ? scopeOfPath(path) : undefined
  return scope ? { sets: [`${scope}: ${method === 'GET' ? 'read' : 'write'}`], refused } : undefined
}

/** `issues=write; pull_requests=write` → `issues: write`, `pull-requests: write`; a set GitHub did not write as a
 *  scope and an access is dropped (the header is GitHub's text, and this goes to the log). */
function acceptedSets(header: string): string[] {
  const sets: string[] = []
  for (const set of header.split(';')) {
    const items = set.split(',').map(item => SCOPE.exec(item.trim()))
    if (items.every(m => m !== null))
      sets.push(items.map(m => `${String(m[1]).replace(/_/g, '-')}: ${m[2]}`).join(' and '))
  }
  return sets.slice(0, 4)
}

/** The scope of the routes this action uses, as a workflow names it. */
function scopeOfPath(path: string): string | undefined {
  if (/^\/repos\/[^/]+\/[^/]+\/pulls(\/|$)/.test(path)) return 'pull-requests'
  if (/^\/repos\/[^/]+\/[^/]+\/(issues|labels)(\/|$)/.test(path)) return 'issues'
  if (/^\/repos\/[^/]+\/[^/]+\/(contents|git)(\/|$)/.test(path)) return 'contents'
  return undefined
}

/** The one key per permission: the same sets refused on two routes are one warning. */
export const permissionKey = (missing: MissingPermission): string => JSON.stringify(missing.sets)

/** The log's line: what was refused and the line to add. */
export function permissionWarning({ sets, refused }: MissingPermission): string {
  const [first, ...others] = sets
  const alternatives = others.length > 0 ? ` (or ${others.map(set => `"${set}"`).join(', or ')})` : ''
  return `The workflow's token lacks a permission: GitHub refused ${refused} (403). Add "${first}" to the job's "permissions:"${alternatives}. The run goes on; what it could not write there is in the outputs and the job summary.`
}

/** The job summary's paragraph: the same, with the lines to add as code. */
export function permissionSummary({ sets, refused }: MissingPermission): string {
  const [first = '', ...others] = sets
  const alternatives = others.length > 0 ? ` (or ${others.map(code).join(', or ')})` : ''
  return `⚠️ **The workflow's token lacks a permission.** GitHub refused ${code(refused)}. Add ${code(first)} to the job's ${code('permissions:')}${alternatives}.`
}
