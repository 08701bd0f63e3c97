// Route table and handlers of the fake GitHub API (see fake-github.ts for the server, auth and fault injection).
// Handlers are pure functions of the state and the parsed request; they mutate the state and return a reply.
import type { FakeComment, FakePermission, FakeReaction, GhRoute } from './fake-github.js'
import { CHANGE_ROUTES } from './fake-github-changes.js'
import { COMMIT_ROUTES, storeOf } from './fake-github-commits.js'
import { GIT_ROUTES } from './fake-github-git.js'
import { answerGraphql } from './fake-github-graphql.js'
import type { FakeGitStore } from './fake-github-git-store.js'
import { ISSUE_ROUTES } from './fake-github-issues.js'
import { LABEL_ROUTES } from './fake-github-labels.js'
import type { TokenPermissions } from './fake-github-token.js'
import type { FakeCompare, FakePull } from './fake-github-pulls.js'

export interface FakeIssueSeed {
  title: string
  body: string
  /** A pull request: it joins the pulls (fake-github-pulls.ts) with this title, body, state and merged. */
  pull?: boolean
  /** Default open. */
  state?: 'open' | 'closed'
  merged?: boolean
  /** Why it was closed (PATCH with `state_reason`, or `completed` by default). */
  state_reason?: 'completed' | 'not_planned' | 'reopened' | 'duplicate' | null
  /** Who opened it (default: the repository's owner); an issue created through the API: the token's login. */
  user?: string
  created_at?: string
  updated_at?: string
  closed_at?: string | null
}

export interface FakeCustomRole {
  name: string
  base: FakePermission
}

export interface FakeState {
  url: string
  owner: string
  repo: string
  comments: FakeComment[]
  reactions: FakeReaction[]
  permissions: Map<string, FakePermission>
  /** Custom repository roles per login: `role_name` is the custom name, the rest follows the base role. */
  customRoles: Map<string, FakeCustomRole>
  missingUsers: Set<string>
  /** Issues by number (pull requests live in `pulls`, one store for both kinds of seed). */
  issues: Record<number, FakeIssueSeed>
  /** Pull requests by number, with their files and commits (fake-github-pulls.ts). */
  pulls: Map<number, FakePull>
  /** Seeded comparisons by `base...head` (GET /compare/{basehead}). */
  compares: Map<string, FakeCompare>
  /** The numbers of the issues created through the API (POST /issues), in order. */
  created: number[]
  nextId(): number
  /** Comments younger than this many ms are left out of listings (GitHub's listing can lag behind a create). */
  listingLagMs: number
  /** Date.now() at each comment's creation, by id: what the listing lag is measured against. */
  bornAt: Map<number, number>
  /** The most items a listing page holds, whatever per_page asks (100 on GitHub). */
  maxPerPage: number
  /** Labels on each issue or pull request, and the repository's labels (fake-github-labels.ts). */
  issueLabels: Map<number, Set<string>>
  repoLabels: Map<string, { color: string; description: string | null }>
  /** Adding a label that does not exist answers 422 (older GitHub Enterprise Server) instead of creating it. */
  labelsMustExist: boolean
  /** The git objects and refs (fake-github-git-store.ts): the branches written through the git data API. */
  git: FakeGitStore
  /** Other repositories a test added (`owner/repo` lower case → their store): their commits are listed, nothing else. */
  others: Map<string, FakeGitStore>
  /** The token's `permissions:` (fake-github-token.ts): GraphQL refuses a field the token may not read. */
  tokenPermissions?: TokenPermissions
}

export interface RouteCtx {
  state: FakeState
  login: string
  params: Record<string, string>
  query: Record<string, string>
  body: unknown
}

export interface Reply {
  status: number
  body: unknown
  headers?: Record<string, string>
}

export type Handler = (ctx: RouteCtx) => Reply

export const DOCS_URL = 'https://docs.github.com/rest'
export const MAX_COMMENT_CHARS = 65536
export const REACTIONS = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'] as const
const PERMISSIONS: readonly FakePermission[] = ['admin', 'maintain', 'write', 'triage', 'read', 'none']

export const isPermission = (p: string): p is FakePermission => (PERMISSIONS as readonly string[]).includes(p)
export const notFound = (): Reply => ({ status: 404, body: { message: 'Not Found', documentation_url: DOCS_URL } })
const forbidden = (): Reply => ({
  status: 403,
  body: { message: 'Resource not accessible by integration', documentation_url: DOCS_URL }
})
export const invalid = (resource: string, field: string, code = 'invalid', message?: string): Reply => ({
  status: 422,
  body: {
    message: 'Validation Failed',
    errors: [{ resource, code, field, ...(message === undefined ? {} : { message }) }],
    documentation_url: DOCS_URL
  }
})

export const nowIso = (): string => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')
export const isBot = (login: string): boolean => login.endsWith('[bot]')

function userId(login: string): number {
  if (login === 'github-actions[bot]') return 41898282
  let h = 7
  for (const ch of login) h = (h * 31 + ch.codePointAt(0)!) % 90_000_000
  return 1_000_000 + h
}

/** A user as GitHub's `simple-user` schema has it; `type` defaults to Bot for a login ending in '[bot]'. */
export function userJson(login: string, type?: 'User' | 'Bot' | 'Organization') {
  const id = userId(login)
  const kind = type ?? (isBot(login) ? 'Bot' : 'User')
  const api = `https://api.github.com/users/${encodeURIComponent(login)}`
  return {
    login,
    id,
    node_id: `${kind === 'Bot' ? 'BOT' : 'U'}_fake${id}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    gravatar_id: '',
    url: api,
    html_url: isBot(login) ? `https://github.com/apps/${login.slice(0, -5)}` : `https://github.com/${login}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type: kind,
    site_admin: false
  }
}

export const repoApi = (s: FakeState): string => `${s.url}/repos/${s.owner}/${s.repo}`
export const isPull = (s: FakeState, n: number): boolean => s.pulls.has(n)
export const issueHtmlUrl = (s: FakeState, n: number): string =>
  `https://github.com/${s.owner}/${s.repo}/${isPull(s, n) ? 'pull' : 'issues'}/${n}`

export function association(s: FakeState, login: string): 'OWNER' | 'COLLABORATOR' | 'NONE' {
  if (login.toLowerCase() === s.owner.toLowerCase()) return 'OWNER'
  const p = s.customRoles.get(login)?.base ?? s.permissions.get(login)
  return p === 'admin' || p === 'maintain' || p === 'write' ? 'COLLABORATOR' : 'NONE'
}

function reactionSummary(s: FakeState, url: string, matches: (r: FakeReaction) => boolean) {
  const mine = s.reactions.filter(matches)
  const counts = Object.fromEntries(REACTIONS.map(c => [c, mine.filter(r => r.content === c).length]))
  return { url: `${url}/reactions`, total_count: mine.length, ...counts }
}

export function commentJson(s: FakeState, c: FakeComment) {
  const url = `${repoApi(s)}/issues/comments/${c.id}`
  return {
    url,
    html_url: c.html_url,
    issue_url: `${repoApi(s)}/issues/${c.issue_number}`,
    id: c.id,
    node_id: c.node_id,
    // GitHub's schema allows a null author (nullable-simple-user): seeded with login '', or hidden (hideAuthor).
    user: c.user.login && !c.authorHidden ? userJson(c.user.login) : null,
    created_at: c.created_at,
    updated_at: c.updated_at,
    author_association: association(s, c.user.login),
    body: c.body,
    reactions: reactionSummary(s, url, r => r.target.kind === 'comment' && r.target.commentId === c.id),
    performed_via_github_app: null
  }
}

export function createCommentIn(s: FakeState, issueNumber: number, body: string, login: string): FakeComment {
  const id = s.nextId()
  const at = nowIso()
  const comment: FakeComment = {
    id,
    node_id: `IC_fake${id}`,
    body,
    user: { login, type: isBot(login) ? 'Bot' : 'User' },
    html_url: `${issueHtmlUrl(s, issueNumber)}#issuecomment-${id}`,
    created_at: at,
    updated_at: at,
    issue_number: issueNumber
  }
  s.comments.push(comment)
  s.bornAt.set(id, Date.now())
  return comment
}

/** Validates a `{ body }` payload as GitHub does; returns the body or a 422 reply. Length counts code points. */
function commentBody(payload: unknown): string | Reply {
  const body = (payload as { body?: unknown } | null | undefined)?.body
  if (typeof body !== 'string') return invalid('IssueComment', 'body', 'missing_field')
  if ([...body].length > MAX_COMMENT_CHARS)
    return invalid('IssueComment', 'body', 'custom', `body is too long (maximum is ${MAX_COMMENT_CHARS} characters)`)
  return body
}

const intParam = (v: string | undefined, fallback: number): number => {
  const n = v === undefined ? NaN : Number.parseInt(v, 10)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

/**
 * One page of `all` as GitHub pages a listing: `per_page` (default 30, at most 100, or the fake's `maxPerPage`) and
 * `page`, with a Link header (prev, next, last, first) built on `path` with the same query.
 */
export function paged<T>(
  state: FakeState,
  path: string,
  query: Record<string, string>,
  all: T[],
  base = repoApi(state)
): Omit<Reply, 'body'> & { body: T[] } {
  const perPage = Math.min(intParam(query.per_page, 30), 100, state.maxPerPage)
  const page = intParam(query.page, 1)
  const last = Math.max(1, Math.ceil(all.length / perPage))
  const link = (p: number, rel: string): string => {
    const q = new URLSearchParams({ ...query, page: String(p) })
    return `<${base}${path}?${q}>; rel="${rel}"`
  }
  const links: string[] = []
  if (page > 1) links.push(link(Math.min(page - 1, last), 'prev'))
  if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'))
  if (page > 1) links.push(link(1, 'first'))
  const items = all.slice((page - 1) * perPage, page * perPage)
  return { status: 200, body: items, headers: links.length ? { link: links.join(', ') } : undefined }
}

const listComments: Handler = ({ state, params, query }) => {
  const n = Number(params.number)
  const settled = Date.now() - state.listingLagMs
  const all = state.comments.filter(c => c.issue_number === n && (state.bornAt.get(c.id) ?? 0) <= settled)
  const reply = paged(state, `/issues/${n}/comments`, query, all)
  return { ...reply, body: reply.body.map(c => commentJson(state, c)) }
}

const createComment: Handler = ({ state, params, body, login }) => {
  const text = commentBody(body)
  if (typeof text !== 'string') return text
  const c = createCommentIn(state, Number(params.number), text, login)
  return {
    status: 201,
    body: commentJson(state, c),
    headers: { location: `${repoApi(state)}/issues/comments/${c.id}` }
  }
}

const findComment = (s: FakeState, id: string | undefined): FakeComment | undefined =>
  s.comments.find(c => String(c.id) === id)

const getComment: Handler = ({ state, params }) => {
  const c = findComment(state, params.id)
  return c ? { status: 200, body: commentJson(state, c) } : notFound()
}

const updateComment: Handler = ({ state, params, body, login }) => {
  const c = findComment(state, params.id)
  if (!c) return notFound()
  if (c.user.login !== login) return forbidden()
  const text = commentBody(body)
  if (typeof text !== 'string') return text
  c.body = text
  c.updated_at = nowIso()
  return { status: 200, body: commentJson(state, c) }
}

const deleteComment: Handler = ({ state, params, login }) => {
  const c = findComment(state, params.id)
  if (!c) return notFound()
  if (c.user.login !== login) return forbidden()
  state.comments.splice(state.comments.indexOf(c), 1)
  return { status: 204, body: undefined }
}

function react(ctx: RouteCtx, target: FakeReaction['target']): Reply {
  const content = (ctx.body as { content?: unknown } | null | undefined)?.content
  if (typeof content !== 'string' || !(REACTIONS as readonly string[]).includes(content))
    return invalid('Reaction', 'content')
  const same = (r: FakeReaction): boolean =>
    r.content === content && r.user.login === ctx.login && JSON.stringify(r.target) === JSON.stringify(target)
  const existing = ctx.state.reactions.find(same)
  const reaction = existing ?? { id: ctx.state.nextId(), content, user: { login: ctx.login }, target }
  if (!existing) ctx.state.reactions.push(reaction)
  const json = {
    id: reaction.id,
    node_id: `REA_fake${reaction.id}`,
    user: userJson(reaction.user.login),
    content: reaction.content,
    created_at: nowIso()
  }
  return { status: existing ? 200 : 201, body: json }
}

const createCommentReaction: Handler = ctx => {
  const c = findComment(ctx.state, ctx.params.id)
  return c ? react(ctx, { kind: 'comment', commentId: c.id }) : notFound()
}

const createIssueReaction: Handler = ctx => react(ctx, { kind: 'issue', issueNumber: Number(ctx.params.number) })

// Like GitHub: `permission` is the legacy level (maintain -> write, triage -> read), `role_name` the actual role.
const LEGACY: Record<FakePermission, string> = {
  admin: 'admin',
  maintain: 'write',
  write: 'write',
  triage: 'read',
  read: 'read',
  none: 'none'
}

const getPermission: Handler = ({ state, params }) => {
  const login = params.user ?? ''
  if (state.missingUsers.has(login)) return notFound()
  const custom = state.customRoles.get(login)
  const role = custom?.base ?? state.permissions.get(login) ?? 'none'
  const roleName = custom?.name ?? role
  const at = PERMISSIONS.indexOf(role)
  const has = (p: FakePermission): boolean => at <= PERMISSIONS.indexOf(p)
  const permissions = { admin: has('admin'), maintain: has('maintain'), push: has('write'), triage: has('triage') }
  return {
    status: 200,
    body: {
      permission: LEGACY[role],
      role_name: roleName,
      user: { ...userJson(login), permissions: { ...permissions, pull: has('read') }, role_name: roleName }
    }
  }
}

/** A label as GitHub gives it; `description` null when it has none (pull-request-simple wants '': see pullJson). */
export function labelJson(state: FakeState, name: string) {
  const label = state.repoLabels.get(name) ?? { color: 'ededed', description: null }
  const id = 900_000 + [...state.repoLabels.keys()].indexOf(name)
  return {
    id,
    node_id: `LA_fake${id}`,
    url: `${repoApi(state)}/labels/${encodeURIComponent(name)}`,
    name,
    ...label,
    default: false
  }
}

const graphql: Handler = ({ state, body, login }) => answerGraphql(state, login, body)

const R = '^/repos/(?<owner>[^/]+)/(?<repo>[^/]+)'
export type RouteRow = [method: string, pattern: RegExp, route: GhRoute, handler: Handler]
const OWN_ROUTES: RouteRow[] = [
  ['GET', new RegExp(`${R}/issues/(?<number>\\d+)/comments$`), 'listComments', listComments],
  ['POST', new RegExp(`${R}/issues/(?<number>\\d+)/comments$`), 'createComment', createComment],
  ['GET', new RegExp(`${R}/issues/comments/(?<id>\\d+)$`), 'getComment', getComment],
  ['PATCH', new RegExp(`${R}/issues/comments/(?<id>\\d+)$`), 'updateComment', updateComment],
  ['DELETE', new RegExp(`${R}/issues/comments/(?<id>\\d+)$`), 'deleteComment', deleteComment],
  ['POST', new RegExp(`${R}/issues/comments/(?<id>\\d+)/reactions$`), 'createCommentReaction', createCommentReaction],
  ['POST', new RegExp(`${R}/issues/(?<number>\\d+)/reactions$`), 'createIssueReaction', createIssueReaction],
  ['GET', new RegExp(`${R}/collaborators/(?<user>[^/]+)/permission$`), 'getPermission', getPermission],
  ['POST', /^\/graphql$/, 'graphql', graphql]
]
let table: RouteRow[] | undefined
/** Every route, the other files' tables joined on first use: they import this file, so it may load before them. */
const routes = (): RouteRow[] =>
  (table ??= [...OWN_ROUTES, ...ISSUE_ROUTES, ...LABEL_ROUTES, ...CHANGE_ROUTES, ...GIT_ROUTES, ...COMMIT_ROUTES])

export interface Match {
  route: GhRoute
  params: Record<string, string>
  handler: Handler
  /**
   * The path names another repository: answer 404 (GitHub does, for a repository the token cannot see), unless a test
   * added it and the route lists its commits.
   */
  wrongRepo: boolean
}

const safeDecode = (v: string): string => {
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
}

export function matchRoute(s: FakeState, method: string, path: string): Match | undefined {
  for (const [m, pattern, route, handler] of routes()) {
    const hit = m === method ? pattern.exec(path) : null
    if (!hit) continue
    const params: Record<string, string> = {}
    for (const [k, v] of Object.entries(hit.groups ?? {})) params[k] = safeDecode(v)
    const sameRepo = (a: string | undefined, b: string): boolean =>
      a === undefined || a.toLowerCase() === b.toLowerCase()
    // Another repository a test added answers the commit listing and a commit only.
    const other =
      (route === 'listCommits' || route === 'getCommit') &&
      storeOf(s, params.owner ?? '', params.repo ?? '') !== undefined
    const wrongRepo = !other && (!sameRepo(params.owner, s.owner) || !sameRepo(params.repo, s.repo))
    return { route, params, handler, wrongRepo }
  }
  return undefined
}
