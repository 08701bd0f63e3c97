// The git data API and the contents API's reads, in the fake GitHub, on its object store (fake-github-git-store.ts):
// a branch's ref (read, created, moved only by a fast-forward unless forced), commits (read, made), trees (made with
// `base_tree` and inline `content` or blob shas, nested paths, null to delete) and a file or folder at a commit
// (GET /contents/{path}?ref=). Answers are GitHub's schemas (`git-ref`, `git-commit`, `git-tree`, `content-file`,
// `content-directory`) and its 422s for a ref that is not fast-forwarded or already exists.
// Top-level code here uses nothing of fake-github-routes.ts, which imports this file for its route table.
import {
  branchRef,
  badPath,
  descends,
  editTree,
  entryAt,
  putBlob,
  putCommit,
  type GitMode,
  type TreeEdit
} from './fake-github-git-store.js'
import {
  notFound,
  nowIso,
  repoApi,
  type FakeState,
  type Handler,
  type Reply,
  type RouteRow
} from './fake-github-routes.js'

/** GitHub's contents API gives a file's text up to 1 MB; above it, `content` is empty and `encoding` is `none`. */
export const CONTENTS_MAX_BYTES = 1024 * 1024
const MODES: readonly string[] = ['100644', '100755']

const refused = (message: string, status = 422): Reply => ({
  status,
  body: { message, documentation_url: 'https://docs.github.com/rest/git', status: String(status) }
})
const isSha = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{40}$/.test(value)

function refJson(state: FakeState, ref: string, sha: string) {
  return {
    ref,
    node_id: `REF_fake${Buffer.from(ref).toString('base64url')}`,
    url: `${repoApi(state)}/git/${ref}`,
    object: { type: 'commit', sha, url: `${repoApi(state)}/git/commits/${sha}` }
  }
}

function commitJson(state: FakeState, sha: string) {
  const commit = state.git.commits.get(sha)
  if (!commit) return undefined
  const person = { ...commit.author, date: commit.date }
  const html = (c: string): string => `https://github.com/${state.owner}/${state.repo}/commit/${c}`
  return {
    sha,
    node_id: `C_fake${sha.slice(0, 12)}`,
    url: `${repoApi(state)}/git/commits/${sha}`,
    html_url: html(sha),
    author: person,
    committer: person,
    message: commit.message,
    tree: { sha: commit.tree, url: `${repoApi(state)}/git/trees/${commit.tree}` },
    parents: commit.parents.map(p => ({ sha: p, url: `${repoApi(state)}/git/commits/${p}`, html_url: html(p) })),
    verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null }
  }
}

/** The ref of a route's `{ref}` (`heads/x`, as Octokit sends it), under `refs/`. */
const refOf = (params: Record<string, string>): string => `refs/${params.ref ?? ''}`

const getRef: Handler = ({ state, params }) => {
  const ref = refOf(params)
  const sha = state.git.refs.get(ref)
  return sha === undefined ? notFound() : { status: 200, body: refJson(state, ref, sha) }
}

const createRef: Handler = ({ state, body }) => {
  const { ref, sha } = (body ?? {}) as { ref?: unknown; sha?: unknown }
  if (typeof ref !== 'string' || !/^refs\/[^/]+\/./.test(ref))
    return refused("Reference name must start with 'refs/' and have at least two slashes")
  if (!isSha(sha) || !state.git.commits.has(sha)) return refused('Object does not exist')
  if (state.git.refs.has(ref)) return refused('Reference already exists')
  state.git.refs.set(ref, sha)
  return { status: 201, body: refJson(state, ref, sha), headers: { location: `${repoApi(state)}/git/${ref}` } }
}

const updateRef: Handler = ({ state, params, body }) => {
  const ref = refOf(params)
  const { sha, force } = (body ?? {}) as { sha?: unknown; force?: unknown }
  const current = state.git.refs.get(ref)
  if (current === undefined) return refused('Reference does not exist')
  if (!isSha(sha) || !state.git.commits.has(sha)) return refused('Object does not exist')
  if (force !== true && !descends(state.git, sha, current)) return refused('Update is not a fast forward')
  state.git.refs.set(ref, sha)
  return { status: 200, body: refJson(state, ref, sha) }
}

const getCommit: Handler = ({ state, params }) => {
  const json = commitJson(state, params.sha ?? '')
  return json ? { status: 200, body: json } : notFound()
}

const createCommit: Handler = ({ state, body, login }) => {
  const { message, tree, parents = [] } = (body ?? {}) as { message?: unknown; tree?: unknown; parents?: unknown }
  if (typeof message !== 'string') return refused('Invalid request.\n\n"message" wasn\'t supplied.')
  if (!isSha(tree) || !state.git.trees.has(tree)) return refused('Tree SHA does not exist')
  if (!Array.isArray(parents) || !parents.every(p => isSha(p) && state.git.commits.has(p)))
    return refused('Parent SHA does not exist or is not a commit object')
  const author = { name: login, email: `${login}@users.noreply.github.com` }
  const sha = putCommit(state.git, { tree, parents: parents as string[], message, date: nowIso(), author })
  return { status: 201, body: commitJson(state, sha), headers: { location: `${repoApi(state)}/git/commits/${sha}` } }
}

/** One item of `tree` as GitHub takes it: a blob with inline `content`, a blob's `sha`, or `sha: null` to delete. */
function treeEdit(state: FakeState, item: unknown): TreeEdit | string {
  const { path, mode, type, sha, content } = (item ?? {}) as Record<string, unknown>
  if (typeof path !== 'string') return 'Invalid request.\n\n"path" wasn\'t supplied.'
  const bad = badPath(path)
  if (bad) return bad
  if (type !== 'blob' || typeof mode !== 'string' || !MODES.includes(mode))
    return `the fake makes files only: type "blob", mode 100644 or 100755 (got ${String(type)} ${String(mode)})`
  if ((content === undefined) === (sha === undefined))
    return 'Must supply either tree.sha or tree.content. Request will be rejected if both are present.'
  if (typeof content === 'string') return { path, blob: { sha: putBlob(state.git, content), mode: mode as GitMode } }
  if (sha === null) return { path, blob: null }
  if (!isSha(sha) || !state.git.blobs.has(sha)) return `tree.sha ${String(sha)} is not a valid blob`
  return { path, blob: { sha, mode: mode as GitMode } }
}

const createTree: Handler = ({ state, body }) => {
  const { base_tree: base, tree } = (body ?? {}) as { base_tree?: unknown; tree?: unknown }
  if (base !== undefined && (!isSha(base) || !state.git.trees.has(base)))
    return refused('base_tree is not a valid tree')
  if (!Array.isArray(tree)) return refused('Invalid request.\n\n"tree" wasn\'t supplied.')
  const edits: TreeEdit[] = []
  for (const item of tree) {
    const edit = treeEdit(state, item)
    if (typeof edit === 'string') return refused(edit)
    edits.push(edit)
  }
  const sha = editTree(state.git, base, edits)
  if (typeof sha !== 'string') return refused(sha.error)
  const entries = (state.git.trees.get(sha) ?? []).map(e => ({
    path: e.name,
    mode: e.mode,
    type: e.type,
    sha: e.sha,
    ...(e.type === 'blob' ? { size: Buffer.byteLength(state.git.blobs.get(e.sha) ?? '') } : {}),
    url: `${repoApi(state)}/git/${e.type}s/${e.sha}`
  }))
  return {
    status: 201,
    body: { sha, url: `${repoApi(state)}/git/trees/${sha}`, tree: entries, truncated: false },
    headers: { location: `${repoApi(state)}/git/trees/${sha}` }
  }
}

/** A file or folder as the contents API lists it; a file's text only when asked (`withContent`) and under 1 MB. */
function contentJson(
  state: FakeState,
  path: string,
  type: 'file' | 'dir',
  sha: string,
  ref: string,
  withContent: boolean
) {
  const text = type === 'file' ? (state.git.blobs.get(sha) ?? '') : ''
  const size = Buffer.byteLength(text)
  const at = path.split('/').map(encodeURIComponent).join('/')
  const url = `${repoApi(state)}/contents/${at}?ref=${ref}`
  const html = `https://github.com/${state.owner}/${state.repo}/${type === 'file' ? 'blob' : 'tree'}/${ref}/${at}`
  const git = `${repoApi(state)}/git/${type === 'file' ? 'blobs' : 'trees'}/${sha}`
  const small = size <= CONTENTS_MAX_BYTES
  return {
    type,
    ...(withContent ? { encoding: small ? 'base64' : 'none' } : {}),
    size,
    name: path.split('/').at(-1) ?? '',
    path,
    ...(withContent ? { content: small ? Buffer.from(text).toString('base64').replace(/.{60}/g, '$&\n') : '' } : {}),
    sha,
    url,
    git_url: git,
    html_url: html,
    download_url:
      type === 'file' ? `https://raw.githubusercontent.com/${state.owner}/${state.repo}/${ref}/${at}` : null,
    _links: { self: url, git, html }
  }
}

/** A file's text or a folder's listing at `ref` (a commit sha or a branch); 404 for a path or ref that is not there. */
const getContent: Handler = ({ state, params, query }) => {
  const path = (params.path ?? '').replace(/\/+$/, '')
  const ref = query.ref ?? ''
  const commit = state.git.commits.get(ref) ?? state.git.commits.get(state.git.refs.get(branchRef(ref)) ?? '')
  if (!commit) return refused(`No commit found for the ref ${ref}`, 404)
  const entry = entryAt(state.git, commit.tree, path)
  if (!entry) return notFound()
  if (entry.type === 'blob') return { status: 200, body: contentJson(state, path, 'file', entry.sha, ref, true) }
  const items = state.git.trees.get(entry.sha) ?? []
  const prefix = path ? `${path}/` : ''
  return {
    status: 200,
    body: items.map(e => contentJson(state, prefix + e.name, e.type === 'tree' ? 'dir' : 'file', e.sha, ref, false))
  }
}

const R = '^/repos/(?<owner>[^/]+)/(?<repo>[^/]+)'
export const GIT_ROUTES: RouteRow[] = [
  // Octokit sends `heads/<branch>` as one segment (`heads%2F<branch>`); a client may send the slash as it is.
  ['GET', new RegExp(`${R}/git/ref/(?<ref>.+)$`), 'getRef', getRef],
  ['POST', new RegExp(`${R}/git/refs$`), 'createRef', createRef],
  ['PATCH', new RegExp(`${R}/git/refs/(?<ref>.+)$`), 'updateRef', updateRef],
  ['GET', new RegExp(`${R}/git/commits/(?<sha>[^/]+)$`), 'getGitCommit', getCommit],
  ['POST', new RegExp(`${R}/git/commits$`), 'createGitCommit', createCommit],
  ['POST', new RegExp(`${R}/git/trees$`), 'createTree', createTree],
  ['GET', new RegExp(`${R}/contents(?:/(?<path>.*))?$`), 'getContent', getContent]
]
