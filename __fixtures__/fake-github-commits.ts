// The fake GitHub's commits: the listing, GET /repos/{owner}/{repo}/commits (what tells whether the agent committed
// straight to a branch, src/github/direct-commits.ts), and one commit with its files (getCommit, below). The listing: the commits reachable from `sha` (a branch, or a commit's sha; default
// `main`), newest first, those committed at or after `since`, paged as GitHub pages a listing. It answers for the
// fake's own repository (its git store: branches written through the git data API or pushFiles) and for the other
// repositories a test adds (addRepository: a docs repository beside the code's, as the service's jobs name one); any
// other repository is 404, as GitHub answers for one the token cannot see. A ref the repository lacks is 404 ("No
// commit found for SHA"), an empty repository 409, a `since` that is no date 400, as GitHub does.
// Top-level code here uses nothing of fake-github-routes.ts, which imports this file for its route table.
import { branchRef, newGitStore, treeFiles, type FakeGitStore } from './fake-github-git-store.js'
import { DOCS_URL, notFound, paged, type FakeState, type Handler, type RouteRow } from './fake-github-routes.js'

/** The store of `owner/repo`: the fake's own, or one a test added; undefined for any other. */
export function storeOf(state: FakeState, owner: string, repo: string): FakeGitStore | undefined {
  const name = `${owner}/${repo}`.toLowerCase()
  if (name === `${state.owner}/${state.repo}`.toLowerCase()) return state.git
  return state.others.get(name)
}

/** Adds an empty repository `owner/repo` whose commits the listing answers for (pushFiles writes them). */
export function addRepositoryTo(state: FakeState, fullName: string): FakeGitStore {
  if (!/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(fullName))
    throw new Error(`addRepository: not owner/name: ${fullName}`)
  const key = fullName.toLowerCase()
  const store = state.others.get(key) ?? newGitStore()
  state.others.set(key, store)
  return store
}

/** The commits reachable from `head`, newest first (by date, then as reached), each once. */
function reachable(store: FakeGitStore, head: string): string[] {
  const seen = new Set<string>()
  const queue = [head]
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next) || !store.commits.has(next)) continue
    seen.add(next)
    queue.push(...(store.commits.get(next)?.parents ?? []))
  }
  const order = [...seen]
  const date = (sha: string): number => Date.parse(store.commits.get(sha)?.date ?? '')
  return order.sort((a, b) => date(b) - date(a) || order.indexOf(a) - order.indexOf(b))
}

/** A commit as GitHub's `commit` schema has it, in repository `owner/repo` of the fake at `api`. */
function listedCommitJson(store: FakeGitStore, api: string, html: string, sha: string) {
  const commit = store.commits.get(sha)
  if (!commit) throw new Error(`no commit ${sha}`)
  const person = { name: commit.author.name, email: commit.author.email, date: commit.date }
  return {
    url: `${api}/commits/${sha}`,
    sha,
    node_id: `C_fake${sha.slice(0, 16)}`,
    html_url: `${html}/commit/${sha}`,
    comments_url: `${api}/commits/${sha}/comments`,
    commit: {
      url: `${api}/git/commits/${sha}`,
      author: person,
      committer: person,
      message: commit.message,
      comment_count: 0,
      tree: { sha: commit.tree, url: `${api}/git/trees/${commit.tree}` },
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null }
    },
    author: null,
    committer: null,
    parents: commit.parents.map(parent => ({
      sha: parent,
      url: `${api}/commits/${parent}`,
      html_url: `${html}/commit/${parent}`
    }))
  }
}

const listCommits: Handler = ({ state, params, query }) => {
  const owner = params.owner ?? ''
  const repo = params.repo ?? ''
  const store = storeOf(state, owner, repo)
  if (!store) return notFound()
  if (store.refs.size === 0)
    return { status: 409, body: { message: 'Git Repository is empty.', documentation_url: DOCS_URL } }
  const ref = query.sha ?? 'main'
  const head = store.refs.get(branchRef(ref)) ?? (store.commits.has(ref) ? ref : undefined)
  if (head === undefined)
    return { status: 404, body: { message: `No commit found for SHA: ${ref}`, documentation_url: DOCS_URL } }
  const since = query.since === undefined ? undefined : Date.parse(query.since)
  if (since !== undefined && !Number.isFinite(since))
    return { status: 400, body: { message: 'Invalid time: since', documentation_url: DOCS_URL } }
  const shas = reachable(store, head).filter(
    sha => since === undefined || Date.parse(store.commits.get(sha)?.date ?? '') >= since
  )
  const api = `${state.url}/repos/${owner}/${repo}`
  const reply = paged(state, '/commits', query, shas, api)
  return {
    ...reply,
    body: reply.body.map(sha => listedCommitJson(store, api, `https://github.com/${owner}/${repo}`, sha))
  }
}

/**
 * GET /repos/{owner}/{repo}/commits/{ref}: the commit (a branch's head, or a sha) as GitHub's `commit` schema has it
 * with its `stats` and `files`: what it changed against its first parent (every file of a root commit), each file
 * added, modified or removed. A ref the repository lacks is 422 ("No commit found for SHA"), as GitHub answers.
 */
const getCommit: Handler = ({ state, params }) => {
  const owner = params.owner ?? ''
  const repo = params.repo ?? ''
  const store = storeOf(state, owner, repo)
  if (!store) return notFound()
  const ref = params.ref ?? ''
  const sha = store.refs.get(branchRef(ref)) ?? (store.commits.has(ref) ? ref : undefined)
  const commit = sha === undefined ? undefined : store.commits.get(sha)
  if (sha === undefined || !commit)
    return { status: 422, body: { message: `No commit found for SHA: ${ref}`, documentation_url: DOCS_URL } }
  const parent = commit.parents[0] === undefined ? undefined : store.commits.get(commit.parents[0])
  const now = treeFiles(store, commit.tree)
  const before = parent ? treeFiles(store, parent.tree) : new Map<string, string>()
  const html = `https://github.com/${owner}/${repo}`
  const api = `${state.url}/repos/${owner}/${repo}`
  const files = [...new Set([...before.keys(), ...now.keys()])].sort().flatMap(filename => {
    const [was, is] = [before.get(filename), now.get(filename)]
    if (was === is) return []
    const status = was === undefined ? 'added' : is === undefined ? 'removed' : 'modified'
    const at = filename.split('/').map(encodeURIComponent).join('/')
    return [
      {
        sha: is ?? was ?? '',
        filename,
        status,
        additions: 0,
        deletions: 0,
        changes: 0,
        blob_url: `${html}/blob/${sha}/${at}`,
        raw_url: `${html}/raw/${sha}/${at}`,
        contents_url: `${api}/contents/${at}?ref=${sha}`
      }
    ]
  })
  return {
    status: 200,
    body: { ...listedCommitJson(store, api, html, sha), stats: { total: 0, additions: 0, deletions: 0 }, files }
  }
}

const R = '^/repos/(?<owner>[^/]+)/(?<repo>[^/]+)'
export const COMMIT_ROUTES: RouteRow[] = [
  ['GET', new RegExp(`${R}/commits$`), 'listCommits', listCommits],
  ['GET', new RegExp(`${R}/commits/(?<ref>[^/]+)$`), 'getCommit', getCommit]
]
