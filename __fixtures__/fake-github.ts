// A local fake of the slice of the GitHub REST API (plus the one GraphQL query) the action uses: a real HTTP server on
// loopback, so the action's bundle can be spawned with GITHUB_API_URL=<fake.url> and its effects inspected afterwards.
// Routes and handlers live in fake-github-routes.ts; this file holds the public API, auth, fault injection and I/O.
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { addCompareTo } from './fake-github-changes.js'
import { addRepositoryTo, storeOf } from './fake-github-commits.js'
import { branchFiles, branchLog, newGitStore, pushFiles } from './fake-github-git-store.js'
import { graphqlRoute } from './fake-github-graphql.js'
import { issueJson, type FakeIssueJson } from './fake-github-issues.js'
import { addPullTo, setPullState, type FakeCompareSeed, type FakePull, type FakePullSeed } from './fake-github-pulls.js'
import { tokenRefusal, type TokenPermissions } from './fake-github-token.js'
import {
  createCommentIn,
  DOCS_URL,
  isPermission,
  matchRoute,
  notFound,
  type FakeCustomRole,
  type FakeIssueSeed,
  type FakeState,
  type Reply
} from './fake-github-routes.js'

export type FakePermission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none'

export interface FakeComment {
  id: number
  node_id: string
  body: string
  user: { login: string; type: 'User' | 'Bot' }
  html_url: string
  created_at: string
  updated_at: string
  issue_number: number
  /** GitHub names no author (`user: null`) though the comment is still its author's (hideAuthor). */
  authorHidden?: boolean
}

export interface FakeReaction {
  id: number
  content: string
  user: { login: string }
  target: { kind: 'comment'; commentId: number } | { kind: 'issue'; issueNumber: number }
}

export interface FakeGitHubOptions {
  /** Default 'acme'. */
  owner?: string
  /** Default 'docs-site'. */
  repo?: string
  /** token -> login. Default { ghs_fake_token: 'github-actions[bot]' }. */
  tokens?: Record<string, string>
  /** Collaborator permission per login; a login not listed answers 200 with permission 'none'. */
  permissions?: Record<string, FakePermission>
  /** Collaborators with a custom repository role, e.g. { editor: { name: 'docs-editor', base: 'write' } }. */
  customRoles?: Record<string, FakeCustomRole>
  /** Logins that do not exist: the permission endpoint answers 404. */
  missingUsers?: string[]
  /**
   * Seeded issues; an issue number not listed answers a generic open issue. One marked `pull` joins the pull requests
   * (with its title, body, state and merged), as `setPull` does.
   */
  issues?: Record<number, FakeIssueSeed>
  /** Seeded pull requests in full (author, labels, merge, base and head, files, commits), as `addPull` takes them. */
  pulls?: FakePullSeed[]
  /** Loopback only ('127.0.0.1' default, 'localhost', '::1', 127.x.y.z); anything else is refused. */
  host?: string
  /** Default 0 (an ephemeral port). */
  port?: number
  /** Comments younger than this are missing from listings, as when GitHub's listing lags a create. Default 0. */
  listingLagMs?: number
  /** The most items a listing page holds whatever per_page asks (GitHub: 100): to page small sets. Default 100. */
  maxPerPage?: number
  /** Adding a label that does not exist answers 422 instead of creating it (older GitHub Enterprise Server). */
  labelsMustExist?: boolean
  /** The token's `permissions:` (fake-github-token.ts); unset: it may do everything the action does. */
  tokenPermissions?: TokenPermissions
}

export type GhFault =
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'statusAfterApplying'; status: number }
  /** Answers normally after `ms` (the effect too: a slow GitHub); `ms: Infinity` never answers. */
  | { kind: 'delay'; ms: number }
  /** Runs `run` just before the request is handled, then answers normally: another writer moving a branch. */
  | { kind: 'before'; run: () => void }

export type GhRoute =
  | 'listComments'
  | 'createComment'
  | 'updateComment'
  | 'deleteComment'
  | 'getComment'
  | 'createCommentReaction'
  | 'createIssueReaction'
  | 'getPermission'
  | 'graphql'
  /** A GraphQL query that asks for a repository (its git objects: fake-github-graphql.ts). */
  | 'graphqlRepository'
  | 'getIssue'
  | 'getPull'
  | 'listIssues'
  | 'addLabels'
  | 'removeLabel'
  | 'createLabel'
  | 'createIssue'
  | 'updateIssue'
  | 'listPulls'
  | 'listPullFiles'
  | 'listPullCommits'
  | 'listCommitPulls'
  | 'compareCommits'
  | 'getRef'
  | 'createRef'
  | 'updateRef'
  | 'getGitCommit'
  | 'createGitCommit'
  | 'createTree'
  | 'getContent'
  | 'listCommits'
  | 'getCommit'

export interface FakeRequest {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  route: GhRoute | 'unknown'
  status: number
  headers: Record<string, string | undefined>
  /** Epoch ms when the request arrived. */
  at: number
}

export interface FakeGitHub {
  url: string
  owner: string
  repo: string
  /** All comments on all issues, in creation order. */
  comments: FakeComment[]
  reactions: FakeReaction[]
  /** Every request received, in arrival order; `status` is what the fake answered. */
  requests: FakeRequest[]
  /** Seeds an existing comment (a login ending in '[bot]' gets type 'Bot'; login '': an author GitHub no longer names). */
  addComment(issueNumber: number, body: string, login: string): FakeComment
  /** From now on the comment is answered with `user: null`; its author may still edit and delete it. */
  hideAuthor(commentId: number): void
  setPermission(login: string, permission: string): void
  /** Makes #n a pull request in this state (closing or merging it between two runs); its detail is kept. */
  setPull(n: number, state: 'open' | 'closed', merged?: boolean): void
  /** Seeds (or replaces) a pull request in full; its labels are put on #number. Returns it as the fake keeps it. */
  addPull(seed: FakePullSeed): FakePull
  /** The pull requests by number, as the fake keeps them (setPull, addPull, issues marked `pull`). */
  pulls: ReadonlyMap<number, FakePull>
  /** Seeds the comparison GET /compare/{base}...{head} answers; any other range is 404. */
  addCompare(base: string, head: string, seed?: FakeCompareSeed): void
  /** The issues created through the API (POST /issues), in order, as GET /issues/{n} answers them now. */
  readonly issuesCreated: FakeIssueJson[]
  /** Issue or pull request #n as GET /issues/{n} answers it now (state, state_reason, labels, …). */
  issue(n: number): FakeIssueJson
  /** The labels on #n, in the order they were added. */
  labelsOn(issueNumber: number): string[]
  /** Seeds a label on #n (the repository's label is created when missing). */
  label(issueNumber: number, name: string): void
  /** The repository's labels by name (created by hand or by adding them to an issue). */
  repoLabels: Map<string, { color: string; description: string | null }>
  /** From now on, comments younger than `ms` are left out of listings (0 turns the lag off). */
  lagListing(ms: number): void
  /** The files at a branch's head (written through the git data API or pushFiles), path → text; empty: no branch. */
  branchFiles(branch: string): Map<string, string>
  /** A branch's commits along first parents, newest first; [] when it does not exist. */
  branchLog(branch: string): { sha: string; message: string; parents: string[] }[]
  /**
   * Another writer: commits `files` (path → text, null deletes) on the branch, as its first commit when it does not
   * exist, and moves it there. Returns the commit's sha.
   */
  pushFiles(
    branch: string,
    files: Record<string, string | null>,
    message?: string,
    /** `repository`: another one added with addRepository (`owner/name`); `date`: when (ISO 8601), default now. */
    options?: { repository?: string; date?: string }
  ): string
  /**
   * Adds another repository (`owner/name`, empty until pushFiles writes to it) whose commits GET /commits lists, as a
   * docs repository beside the code's; every other route answers 404 for it.
   */
  addRepository(fullName: string): void
  /**
   * How many requests each route received so far (those the fake matched no route to under `unknown`); with `since`,
   * only those from that index of `requests` on: a mark taken as `requests.length` before one run counts that run's.
   */
  requestCounts(since?: number): Partial<Record<GhRoute | 'unknown', number>>
  /** Queues a fault for the next `times` (default 1) requests matching `route`; FIFO per route. */
  inject(route: GhRoute, fault: GhFault, times?: number): void
  commentsOn(issueNumber: number): FakeComment[]
  close(): Promise<void>
}

const DEFAULT_TOKENS: Record<string, string> = { ghs_fake_token: 'github-actions[bot]' }
const RATE_LIMIT = 5000

export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function headerRecord(req: IncomingMessage): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {}
  for (const [k, v] of Object.entries(req.headers)) out[k] = Array.isArray(v) ? v.join(', ') : v
  return out
}

function tokenOf(authorization: string | undefined): string | undefined {
  return /^(?:token|bearer)\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1]
}

export async function startFakeGitHub(opts: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const host = opts.host ?? '127.0.0.1'
  if (!isLoopbackHost(host)) throw new Error(`fake GitHub refuses to listen on non-loopback host ${host}`)
  const tokens = opts.tokens ?? DEFAULT_TOKENS
  let lastId = 2_000_000_000
  const state: FakeState = {
    url: '',
    owner: opts.owner ?? 'acme',
    repo: opts.repo ?? 'docs-site',
    comments: [],
    reactions: [],
    permissions: new Map(Object.entries(opts.permissions ?? {})),
    customRoles: new Map(Object.entries(opts.customRoles ?? {})),
    missingUsers: new Set(opts.missingUsers ?? []),
    issues: {},
    pulls: new Map(),
    compares: new Map(),
    created: [],
    nextId: () => ++lastId,
    listingLagMs: opts.listingLagMs ?? 0,
    bornAt: new Map(),
    maxPerPage: opts.maxPerPage ?? 100,
    issueLabels: new Map(),
    repoLabels: new Map(),
    labelsMustExist: opts.labelsMustExist ?? false,
    git: newGitStore(),
    others: new Map(),
    tokenPermissions: opts.tokenPermissions
  }
  for (const [key, seed] of Object.entries(opts.issues ?? {})) {
    const number = Number(key)
    const merged = seed.state === 'closed' && seed.merged === true
    if (seed.pull) addPullTo(state, { number, title: seed.title, body: seed.body, state: seed.state, merged })
    else state.issues[number] = { ...seed }
  }
  for (const seed of opts.pulls ?? []) addPullTo(state, seed)
  const requests: FakeRequest[] = []
  const faults = new Map<GhRoute, { fault: GhFault; left: number }[]>()
  const resetAt = String(Math.floor(Date.now() / 1000) + 3600)

  const takeFault = (route: GhRoute): GhFault | undefined => {
    const queue = faults.get(route)
    const head = queue?.[0]
    if (!queue || !head) return undefined
    if (--head.left <= 0) queue.shift()
    return head.fault
  }

  const errorBody = (status: number): unknown => ({
    message: STATUS_CODES[status] ?? 'Error',
    documentation_url: DOCS_URL
  })

  const delays = new Set<{ timer?: NodeJS.Timeout; resolve: (go: boolean) => void }>()
  /** Resolves true after ms, or false when the fake closes first (then nothing is answered). */
  const delay = (ms: number): Promise<boolean> =>
    new Promise(resolve => {
      const pending: { timer?: NodeJS.Timeout; resolve: (go: boolean) => void } = { resolve }
      delays.add(pending)
      if (Number.isFinite(ms))
        pending.timer = setTimeout(() => {
          delays.delete(pending)
          resolve(true)
        }, ms)
    })

  const dispatch = async (
    entry: FakeRequest,
    authorization: string | undefined,
    parseError: boolean
  ): Promise<Reply | undefined> => {
    const match = matchRoute(state, entry.method, entry.path)
    if (match?.route === 'graphql') match.route = graphqlRoute(entry.body)
    entry.route = match?.route ?? 'unknown'
    const token = tokenOf(authorization)
    const login = token === undefined ? undefined : tokens[token]
    if (login === undefined) return { status: 401, body: { message: 'Bad credentials', documentation_url: DOCS_URL } }
    if (!match || match.wrongRepo) return notFound()
    if (parseError) return { status: 400, body: { message: 'Problems parsing JSON', documentation_url: DOCS_URL } }
    const refused = tokenRefusal(opts.tokenPermissions, match.route)
    if (refused) return refused
    const ctx = { state, login, params: match.params, query: entry.query, body: entry.body }
    const fault = takeFault(match.route)
    if (fault?.kind === 'delay' && !(await delay(fault.ms))) return undefined
    if (fault?.kind === 'before') fault.run()
    if (fault?.kind === 'status') {
      return { status: fault.status, body: fault.body ?? errorBody(fault.status), headers: fault.headers }
    }
    const reply = match.handler(ctx)
    if (fault?.kind === 'statusAfterApplying') return { status: fault.status, body: errorBody(fault.status) }
    return reply
  }

  const send = (res: ServerResponse, reply: Reply, used: number): void => {
    const payload = reply.body === undefined ? '' : JSON.stringify(reply.body)
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      'x-github-media-type': 'github.v3; format=json',
      'x-github-api-version-selected': '2022-11-28',
      'x-github-request-id': randomBytes(8)
        .toString('hex')
        .toUpperCase()
        .replace(/(.{4})(?=.)/g, '$1:'),
      'x-ratelimit-limit': String(RATE_LIMIT),
      'x-ratelimit-remaining': String(Math.max(0, RATE_LIMIT - used)),
      'x-ratelimit-reset': resetAt,
      'x-ratelimit-used': String(used),
      'x-ratelimit-resource': 'core',
      'content-length': String(Buffer.byteLength(payload))
    }
    for (const [k, v] of Object.entries(reply.headers ?? {})) headers[k.toLowerCase()] = v
    res.writeHead(reply.status, headers)
    res.end(payload)
  }

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid')
    const entry: FakeRequest = {
      method: (req.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: undefined,
      route: 'unknown',
      status: 0,
      headers: headerRecord(req),
      at: Date.now()
    }
    requests.push(entry)
    let reply: Reply
    try {
      const raw = await readBody(req)
      let parseError = false
      if (raw.trim() !== '') {
        try {
          entry.body = JSON.parse(raw)
        } catch {
          entry.body = raw
          parseError = true
        }
      }
      const answer = await dispatch(entry, req.headers.authorization, parseError)
      if (!answer) return
      reply = answer
    } catch (err) {
      console.error('fake GitHub: handler failed', err)
      reply = { status: 500, body: errorBody(500) }
    }
    entry.status = reply.status
    send(res, reply, requests.length)
  }

  const server = createServer((req, res) => void handle(req, res))
  // Idle connections are the client's to close, as in the simulator (sim/server.ts says why).
  server.keepAliveTimeout = 0
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { address, port } = server.address() as AddressInfo
  state.url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`

  let closed: Promise<void> | undefined
  return {
    url: state.url,
    owner: state.owner,
    repo: state.repo,
    comments: state.comments,
    reactions: state.reactions,
    requests,
    addComment: (issueNumber, body, login) => createCommentIn(state, issueNumber, body, login),
    hideAuthor(commentId) {
      const comment = state.comments.find(c => c.id === commentId)
      if (!comment) throw new Error(`hideAuthor: no comment ${commentId}`)
      comment.authorHidden = true
    },
    setPermission(login, permission) {
      if (!isPermission(permission)) throw new Error(`unknown permission ${permission}`)
      state.permissions.set(login, permission)
      state.missingUsers.delete(login)
    },
    setPull: (n, to, merged) => setPullState(state, n, to, merged),
    addPull: seed => addPullTo(state, seed),
    pulls: state.pulls,
    addCompare: (base, head, seed) => addCompareTo(state, base, head, seed),
    get issuesCreated() {
      return state.created.map(n => issueJson(state, n))
    },
    issue: n => issueJson(state, n),
    labelsOn: issueNumber => [...(state.issueLabels.get(issueNumber) ?? [])],
    label(issueNumber, name) {
      if (!state.repoLabels.has(name)) state.repoLabels.set(name, { color: 'ededed', description: null })
      state.issueLabels.set(issueNumber, new Set([...(state.issueLabels.get(issueNumber) ?? []), name]))
    },
    repoLabels: state.repoLabels,
    lagListing(ms) {
      if (!(ms >= 0)) throw new Error(`lagListing: ms must be >= 0, got ${ms}`)
      state.listingLagMs = ms
    },
    branchFiles: branch => branchFiles(state.git, branch),
    branchLog: branch => branchLog(state.git, branch),
    pushFiles(branch, files, message, options = {}) {
      const [owner = '', repo = ''] = (options.repository ?? `${state.owner}/${state.repo}`).split('/')
      const store = storeOf(state, owner, repo)
      if (!store) throw new Error(`pushFiles: no repository ${options.repository} (addRepository first)`)
      return pushFiles(store, branch, files, message, options.date)
    },
    addRepository: fullName => void addRepositoryTo(state, fullName),
    requestCounts(since = 0) {
      if (!Number.isSafeInteger(since) || since < 0 || since > requests.length)
        throw new Error(`requestCounts: since must be an index of requests (0 to ${requests.length}), got ${since}`)
      const counts: Partial<Record<GhRoute | 'unknown', number>> = {}
      for (const { route } of requests.slice(since)) counts[route] = (counts[route] ?? 0) + 1
      return counts
    },
    inject(route, fault, times = 1) {
      if (!(times > 0)) throw new Error(`inject: times must be positive, got ${times}`)
      const queue = faults.get(route) ?? []
      queue.push({ fault, left: times })
      faults.set(route, queue)
    },
    commentsOn: issueNumber => state.comments.filter(c => c.issue_number === issueNumber),
    close() {
      for (const pending of delays) {
        clearTimeout(pending.timer)
        pending.resolve(false)
      }
      delays.clear()
      closed ??= new Promise<void>((resolve, reject) => {
        server.close(err => (err ? reject(err) : resolve()))
        server.closeAllConnections()
      })
      return closed
    }
  }
}
