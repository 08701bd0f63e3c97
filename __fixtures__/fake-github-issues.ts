// Issues of the fake GitHub: get one (a number never seeded answers a generic open issue), list them by label and
// state (pull requests included, as GitHub's issues listing does), create one (the docs-that-follow-code tracking
// issue: labels created as GitHub.com does, or refused under `labelsMustExist`) and update one (close it, with a
// reason). Every answer is GitHub's `issue` schema.
// Top-level code here uses nothing of fake-github-routes.ts, which imports this file for its route table.
import {
  association,
  invalid,
  issueHtmlUrl,
  labelJson,
  MAX_COMMENT_CHARS,
  nowIso,
  paged,
  repoApi,
  userJson,
  type FakeIssueSeed,
  type FakeState,
  type Handler,
  type RouteRow
} from './fake-github-routes.js'

const CREATED = '2026-11-01T00:00:00Z'
type StateReason = NonNullable<FakeIssueSeed['state_reason']>
const STATE_REASONS: readonly StateReason[] = ['completed', 'not_planned', 'reopened', 'duplicate']

/** An issue or pull request as GitHub's issues endpoints give it (`issue`), with its labels and comment count. */
export function issueJson(state: FakeState, n: number) {
  const api = `${repoApi(state)}/issues/${n}`
  const pull = state.pulls.get(n)
  const seed: FakeIssueSeed = pull
    ? {
        title: pull.title,
        body: pull.body ?? '',
        state: pull.state,
        user: pull.user.login,
        created_at: pull.created_at,
        updated_at: pull.updated_at,
        closed_at: pull.closed_at
      }
    : (state.issues[n] ?? { title: `Issue #${n}`, body: '' })
  const issueState = seed.state ?? 'open'
  const html = issueHtmlUrl(state, n)
  return {
    url: api,
    repository_url: repoApi(state),
    labels_url: `${api}/labels{/name}`,
    comments_url: `${api}/comments`,
    events_url: `${api}/events`,
    html_url: html,
    id: 500_000 + n,
    node_id: `I_fake${n}`,
    number: n,
    title: seed.title,
    user: pull ? userJson(pull.user.login, pull.user.type) : userJson(seed.user ?? state.owner),
    labels: [...(state.issueLabels.get(n) ?? [])].map(name => labelJson(state, name)),
    state: issueState,
    state_reason: pull
      ? null
      : issueState === 'closed'
        ? (seed.state_reason ?? 'completed')
        : (seed.state_reason ?? null),
    locked: false,
    assignee: null,
    assignees: [],
    milestone: null,
    comments: state.comments.filter(c => c.issue_number === n).length,
    created_at: seed.created_at ?? CREATED,
    updated_at: seed.updated_at ?? seed.created_at ?? CREATED,
    closed_at: issueState === 'closed' ? (seed.closed_at ?? seed.updated_at ?? CREATED) : null,
    author_association: association(state, seed.user ?? state.owner),
    body: seed.body,
    ...(pull
      ? {
          pull_request: {
            url: `${repoApi(state)}/pulls/${n}`,
            html_url: html,
            diff_url: `${html}.diff`,
            patch_url: `${html}.patch`,
            merged_at: pull.merged_at
          }
        }
      : {})
  }
}

/** An issue as the fake answers it (GitHub's `issue`). */
export type FakeIssueJson = ReturnType<typeof issueJson>

/** Every number the fake knows as an issue or pull request: seeded, created, labelled, or a pull. */
function knownNumbers(state: FakeState): number[] {
  const numbers = new Set<number>([
    ...Object.keys(state.issues).map(Number),
    ...state.pulls.keys(),
    ...state.issueLabels.keys()
  ])
  return [...numbers]
}

/** The number GitHub would give the next issue or pull request (they share one sequence). */
function nextNumber(state: FakeState): number {
  const commented = state.comments.map(c => c.issue_number)
  return Math.max(0, ...knownNumbers(state), ...commented) + 1
}

const stateOf = (state: FakeState, n: number): 'open' | 'closed' =>
  state.pulls.get(n)?.state ?? state.issues[n]?.state ?? 'open'

const getIssue: Handler = ({ state, params }) => ({ status: 200, body: issueJson(state, Number(params.number)) })

/**
 * Issues and pull requests with every label of `labels` (comma-separated), by `state` (open by default, closed, all),
 * newest first unless `direction=asc`, paged.
 */
const listIssues: Handler = ({ state, query }) => {
  const wanted = (query.labels ?? '')
    .split(',')
    .map(name => name.trim())
    .filter(Boolean)
  const which = query.state ?? 'open'
  if (!['open', 'closed', 'all'].includes(which)) return invalid('Issue', 'state')
  const numbers = knownNumbers(state)
    .filter(n => wanted.every(name => state.issueLabels.get(n)?.has(name)))
    .filter(n => which === 'all' || stateOf(state, n) === which)
    .sort((a, b) => (query.direction === 'asc' ? a - b : b - a))
  const reply = paged(state, '/issues', query, numbers)
  return { ...reply, body: reply.body.map(n => issueJson(state, n)) }
}

/** Label names of a request: strings or `{ name }` objects, as GitHub accepts both; undefined when malformed. */
function labelNames(value: unknown): string[] | undefined {
  if (value === undefined) return []
  if (!Array.isArray(value)) return undefined
  const names = value.map(l => (typeof l === 'string' ? l : (l as { name?: unknown } | null)?.name))
  return names.every(name => typeof name === 'string' && name !== '') ? (names as string[]) : undefined
}

/** Puts the labels on #n, creating those the repository lacks; a 422 reply under `labelsMustExist`. */
function applyLabels(state: FakeState, n: number, names: string[], replace: boolean) {
  const missing = names.filter(name => !state.repoLabels.has(name))
  if (missing.length && state.labelsMustExist)
    return invalid('Label', 'name', 'invalid', `${missing[0]} does not exist`)
  for (const name of missing) state.repoLabels.set(name, { color: 'ededed', description: null })
  state.issueLabels.set(n, new Set([...(replace ? [] : (state.issueLabels.get(n) ?? [])), ...names]))
  return undefined
}

type IssueFields = { title?: unknown; body?: unknown; labels?: unknown; state?: unknown; state_reason?: unknown }

const createIssue: Handler = ({ state, body, login }) => {
  const fields = (body ?? {}) as IssueFields
  const title = typeof fields.title === 'number' ? String(fields.title) : fields.title
  if (typeof title !== 'string' || title.trim() === '') return invalid('Issue', 'title', 'missing_field')
  const text = fields.body ?? null
  if (text !== null && typeof text !== 'string') return invalid('Issue', 'body')
  if (typeof text === 'string' && [...text].length > MAX_COMMENT_CHARS)
    return invalid('Issue', 'body', 'custom', `body is too long (maximum is ${MAX_COMMENT_CHARS} characters)`)
  const names = labelNames(fields.labels)
  if (!names) return invalid('Issue', 'labels')
  const n = nextNumber(state)
  const refused = applyLabels(state, n, names, true)
  if (refused) return refused
  if (!names.length) state.issueLabels.delete(n)
  const at = nowIso()
  state.issues[n] = { title, body: text ?? '', user: login, created_at: at, updated_at: at }
  state.created.push(n)
  return { status: 201, body: issueJson(state, n), headers: { location: `${repoApi(state)}/issues/${n}` } }
}

/** PATCH an issue: title, body, labels (replaced), state and state_reason. A pull request is closed or reopened. */
const updateIssue: Handler = ({ state, params, body }) => {
  const n = Number(params.number)
  const fields = (body ?? {}) as IssueFields
  if (fields.state !== undefined && fields.state !== 'open' && fields.state !== 'closed')
    return invalid('Issue', 'state')
  const reason = fields.state_reason
  if (reason !== undefined && reason !== null && !(STATE_REASONS as readonly unknown[]).includes(reason))
    return invalid('Issue', 'state_reason')
  if (fields.title !== undefined && (typeof fields.title !== 'string' || fields.title === ''))
    return invalid('Issue', 'title')
  if (fields.body !== undefined && fields.body !== null && typeof fields.body !== 'string')
    return invalid('Issue', 'body')
  const names = fields.labels === undefined ? undefined : labelNames(fields.labels)
  if (fields.labels !== undefined && !names) return invalid('Issue', 'labels')
  if (names) {
    const refused = applyLabels(state, n, names, true)
    if (refused) return refused
  }
  const at = nowIso()
  const to = fields.state as 'open' | 'closed' | undefined
  const pull = state.pulls.get(n)
  if (pull) {
    if (typeof fields.title === 'string') pull.title = fields.title
    if (fields.body !== undefined) pull.body = fields.body as string | null
    if (to && to !== pull.state) {
      pull.state = to
      pull.closed_at = to === 'closed' ? at : null
    }
    pull.updated_at = at
    return { status: 200, body: issueJson(state, n) }
  }
  const issue: FakeIssueSeed = state.issues[n] ?? { title: `Issue #${n}`, body: '' }
  state.issues[n] = issue
  if (typeof fields.title === 'string') issue.title = fields.title
  if (fields.body !== undefined) issue.body = (fields.body as string | null) ?? ''
  if (to === 'closed' && issue.state !== 'closed') issue.closed_at = at
  if (to === 'open') issue.closed_at = null
  if (to) {
    const reopened = to === 'open' && (issue.state ?? 'open') === 'closed'
    issue.state = to
    issue.state_reason =
      to === 'closed' ? ((reason as StateReason | null) ?? 'completed') : reopened ? 'reopened' : null
  } else if (reason !== undefined) issue.state_reason = reason as StateReason | null
  issue.updated_at = at
  return { status: 200, body: issueJson(state, n) }
}

const R = '^/repos/(?<owner>[^/]+)/(?<repo>[^/]+)'
export const ISSUE_ROUTES: RouteRow[] = [
  ['GET', new RegExp(`${R}/issues$`), 'listIssues', listIssues],
  ['POST', new RegExp(`${R}/issues$`), 'createIssue', createIssue],
  ['GET', new RegExp(`${R}/issues/(?<number>\\d+)$`), 'getIssue', getIssue],
  ['PATCH', new RegExp(`${R}/issues/(?<number>\\d+)$`), 'updateIssue', updateIssue]
]
