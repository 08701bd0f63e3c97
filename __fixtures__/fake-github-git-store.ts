// The fake GitHub's git object store: blobs, trees and commits by sha, and the refs that name commits, so a branch
// written through the git data API (fake-github-git.ts) can be read back at its head. A blob's sha is git's own
// (`blob <bytes>\0<text>`); a tree's and a commit's are the sha1 of their JSON (stable, never git's). Trees hold one
// level each, as git's do; a path `a/b/c.json` is edited through its folders, and a folder left empty disappears.
// Top-level code here imports nothing of the other fake files: fake-github-routes.ts holds it in its state.
import { createHash } from 'node:crypto'

export type GitMode = '100644' | '100755' | '040000'
export interface GitEntry {
  name: string
  mode: GitMode
  type: 'blob' | 'tree'
  sha: string
}
export interface GitCommit {
  tree: string
  parents: string[]
  message: string
  /** When it was made (ISO 8601, whole seconds), and by whom. */
  date: string
  author: { name: string; email: string }
}
export interface FakeGitStore {
  blobs: Map<string, string>
  trees: Map<string, GitEntry[]>
  commits: Map<string, GitCommit>
  /** `refs/heads/<branch>` → commit sha. */
  refs: Map<string, string>
}

/** One edit of a tree: a path, and the blob it gets (sha of a stored blob, with its mode) or null to delete it. */
export interface TreeEdit {
  path: string
  blob: { sha: string; mode: GitMode } | null
}

export const newGitStore = (): FakeGitStore => ({
  blobs: new Map(),
  trees: new Map(),
  commits: new Map(),
  refs: new Map()
})

const sha1 = (text: string): string => createHash('sha1').update(text).digest('hex')
export const branchRef = (branch: string): string => `refs/heads/${branch}`

export function putBlob(store: FakeGitStore, text: string): string {
  const sha = sha1(`blob ${Buffer.byteLength(text)}\0${text}`)
  store.blobs.set(sha, text)
  return sha
}

function putTree(store: FakeGitStore, entries: GitEntry[]): string {
  const sorted = [...entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  const sha = sha1(`tree ${JSON.stringify(sorted)}`)
  store.trees.set(sha, sorted)
  return sha
}

export function putCommit(store: FakeGitStore, commit: GitCommit): string {
  const sha = sha1(`commit ${JSON.stringify(commit)}`)
  store.commits.set(sha, commit)
  return sha
}

/** Why a path cannot be written in a tree (GitHub refuses the same), or undefined. */
export function badPath(path: string): string | undefined {
  const parts = path.split('/')
  return parts.some(part => part === '' || part === '.' || part === '..' || part === '.git')
    ? `tree.path contains a malformed path component: ${JSON.stringify(path)}`
    : undefined
}

/**
 * The tree `base` (none: empty) with `edits` applied, stored; its sha, or why an edit cannot apply: a path through a
 * file, or a deletion of a path the tree lacks (GitHub does not document that answer: the fake refuses it, so a
 * caller is shown never to ask).
 */
export function editTree(store: FakeGitStore, base: string | undefined, edits: TreeEdit[]): string | { error: string } {
  const entries = new Map((base === undefined ? [] : (store.trees.get(base) ?? [])).map(e => [e.name, e]))
  const inFolder = new Map<string, TreeEdit[]>()
  for (const edit of edits) {
    const [name = '', ...rest] = edit.path.split('/')
    if (rest.length) {
      inFolder.set(name, [...(inFolder.get(name) ?? []), { ...edit, path: rest.join('/') }])
      continue
    }
    if (edit.blob) entries.set(name, { name, type: 'blob', ...edit.blob })
    else if (entries.get(name)?.type === 'blob') entries.delete(name)
    else return { error: `cannot delete ${JSON.stringify(edit.path)}: no such file in the base tree` }
  }
  for (const [name, folderEdits] of inFolder) {
    const folder = entries.get(name)
    if (folder && folder.type !== 'tree') return { error: `${JSON.stringify(name)} is a file, not a folder` }
    const sub = editTree(store, folder?.sha, folderEdits)
    if (typeof sub !== 'string') return sub
    if (store.trees.get(sub)?.length) entries.set(name, { name, mode: '040000', type: 'tree', sha: sub })
    else entries.delete(name)
  }
  return putTree(store, [...entries.values()])
}

/** Every file under tree `sha`, path → blob sha. */
export function treeFiles(store: FakeGitStore, sha: string, prefix = ''): Map<string, string> {
  const files = new Map<string, string>()
  for (const entry of store.trees.get(sha) ?? []) {
    const path = prefix + entry.name
    if (entry.type === 'tree') for (const [p, s] of treeFiles(store, entry.sha, `${path}/`)) files.set(p, s)
    else files.set(path, entry.sha)
  }
  return files
}

/** The entry at `path` under tree `sha` (the root tree itself for ''), or undefined. */
export function entryAt(store: FakeGitStore, sha: string, path: string): GitEntry | undefined {
  let entry: GitEntry | undefined = { name: '', mode: '040000', type: 'tree', sha }
  for (const name of path.split('/').filter(Boolean)) {
    entry = entry?.type === 'tree' ? store.trees.get(entry.sha)?.find(e => e.name === name) : undefined
  }
  return entry
}

/** Whether commit `sha` is `ancestor` or descends from it. */
export function descends(store: FakeGitStore, sha: string, ancestor: string): boolean {
  const seen = new Set<string>()
  const queue = [sha]
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (next === ancestor) return true
    if (seen.has(next)) continue
    seen.add(next)
    queue.push(...(store.commits.get(next)?.parents ?? []))
  }
  return false
}

/** The files at a branch's head, path → text; empty when the branch does not exist. */
export function branchFiles(store: FakeGitStore, branch: string): Map<string, string> {
  const head = store.refs.get(branchRef(branch))
  const tree = head === undefined ? undefined : store.commits.get(head)?.tree
  const files = new Map<string, string>()
  if (tree === undefined) return files
  for (const [path, sha] of treeFiles(store, tree)) files.set(path, store.blobs.get(sha) ?? '')
  return files
}

/** A branch's commits along first parents, newest first. */
export function branchLog(store: FakeGitStore, branch: string): { sha: string; message: string; parents: string[] }[] {
  const log: { sha: string; message: string; parents: string[] }[] = []
  for (let sha = store.refs.get(branchRef(branch)); sha !== undefined;) {
    const commit = store.commits.get(sha)
    if (!commit) break
    log.push({ sha, message: commit.message, parents: [...commit.parents] })
    sha = commit.parents[0]
  }
  return log
}

/**
 * Commits `files` (path → text, null deletes) on top of a branch, or as its first commit when it does not exist, and
 * moves the branch there: another writer, as a test makes one. Returns the commit's sha.
 */
export function pushFiles(
  store: FakeGitStore,
  branch: string,
  files: Record<string, string | null>,
  message = 'another writer',
  /** When it was committed (ISO 8601); default now, to the second. */
  at?: string
): string {
  const head = store.refs.get(branchRef(branch))
  const base = head === undefined ? undefined : store.commits.get(head)?.tree
  const edits = Object.entries(files).map(([path, text]) => ({
    path,
    blob: text === null ? null : { sha: putBlob(store, text), mode: '100644' as const }
  }))
  const tree = editTree(store, base, edits)
  if (typeof tree !== 'string') throw new Error(`pushFiles: ${tree.error}`)
  const date = (at === undefined ? new Date() : new Date(at)).toISOString().replace(/\.\d{3}Z$/, 'Z')
  const author = { name: 'another writer', email: 'writer@example.com' }
  const sha = putCommit(store, { tree, parents: head === undefined ? [] : [head], message, date, author })
  store.refs.set(branchRef(branch), sha)
  return sha
}
