/**
 * A branch of the user's repository kept as a small data store (the docs-health history: report/history/), read and
 * written through GitHub's API only: no checkout, no git. A read is the branch's head (`GET /git/ref/heads/…`) and
 * then files at that commit: many at once through GraphQL (`snapshot`, blob-batch.ts, one request whatever their
 * number), and what that could not give through the contents API (`GET /contents/{path}?ref=<sha>`: a folder's
 * listing or a file's base64 text, one request each, where the git data API would take a tree and a blob). A write is
 * read-modify-write on the head: its commit (for the tree), the files the change reads, a tree on `base_tree` with the
 * new texts inline, a commit with the head as parent, and the ref moved with `force: false`, or created for a branch
 * that does not exist yet (an orphan: no parent). When another run moved or created the ref first, GitHub refuses
 * (422 "Update is not a fast forward", "Reference already exists", or 409): the head is read again and the change
 * made again on it (a shared file such as index.json is merged anew), five attempts at most, a short jittered wait
 * between them that must end before the run's deadline and stops on cancel. Nothing is ever forced.
 *
 * Reads throw DataBranchError (`permission`, `skipped` or `failed`; UnreadableFile for a file GitHub gives no text of)
 * for anything but a branch or file that is not there. A write never throws for GitHub: `commit` returns
 * `{ written: false, reason }` (the 403's warning is the guard's, once per permission, as is a timeout's), and rejects
 * only with what `change` itself throws. Needs `contents: write` (reads: `contents: read`). May import action/ and
 * text/ only.
 */
import { getErrorMessage } from '../action/errors.js'
import { debug } from '../action/log.js'
import { sleep as realSleep, type Sleep } from '../action/sleep.js'
import type { Octokit } from './octokit.js'
import { readBatch, type ListedFile, type WantedFile } from './blob-batch.js'
import { alreadyTold, GitHubUnavailableError, waitRefusal } from './request-guard.js'

/** Attempts of one write; and the first wait between two, doubled each time, jittered by ±50 %. */
export const WRITE_ATTEMPTS = 5
export const RETRY_BASE_MS = 500

export interface DataBranchTarget {
  owner: string
  repo: string
  branch: string
}

export interface DataBranchOptions {
  /** Epoch ms of the run's deadline: no wait between attempts may end after it. */
  deadline: number
  /** The run's cancel signal: no wait starts after it aborts, and a wait under way ends. */
  signal?: AbortSignal
  now?: () => number
  sleep?: Sleep
  /** [0, 1): the jitter of the waits. */
  random?: () => number
}

/** A file's text at the head the change is made on; undefined when it is not there. */
export type ReadFile = (path: string) => Promise<string | undefined>
/** The files to write, path → text; null deletes a file (one the head does not have is left alone). */
export type FileChanges = Record<string, string | null>
/** Files and folders at one commit, read at once where GitHub could (DataBranch.snapshot). */
export interface Snapshot {
  /** A file's text (undefined: not there), as readText reads it. */
  read: ReadFile
  /** A folder's files, name → blob sha and size (empty: no folder there). */
  folder(path: string): Promise<Map<string, ListedFile>>
}
/** The change of a write: what to write, from what `read` finds at the head (`head`, undefined: no branch yet). */
export type ChangeFiles = (read: ReadFile, head?: string) => Promise<FileChanges>

export type DataBranchWrite =
  | { written: true; commit: string; attempts: number }
  /**
   * `empty`: the change wrote nothing; `conflict`: the branch kept moving; `permission`: a 403 the guard warned of;
   * `skipped`: GitHub did not answer in time, or was not asked after such a timeout (the guard warned of it once).
   */
  | {
      written: false
      reason: 'empty' | 'conflict' | 'permission' | 'skipped' | 'failed'
      message: string
      attempts: number
    }

/**
 * A read or a write step GitHub refused; `permission` when it was a missing permission, `skipped` when the request
 * timed out or was not sent after an earlier timeout (both already warned about by the guard).
 */
export class DataBranchError extends Error {
  constructor(
    message: string,
    readonly reason: 'permission' | 'skipped' | 'failed'
  ) {
    super(message)
    this.name = 'DataBranchError'
  }
}

/** A file GitHub's contents API gives no text of (over 1 MB, a symlink, a submodule): not one this store wrote. */
export class UnreadableFile extends DataBranchError {
  constructor(readonly path: string) {
    super(`${path} has no text GitHub's contents API gives`, 'failed')
    this.name = 'UnreadableFile'
  }
}

/** One item of `POST /git/trees`: a file's text inline, or `sha: null` to delete it. */
type TreeItem = { path: string; mode: '100644'; type: 'blob' } & ({ content: string } | { sha: null })

interface Head {
  commit: string
  tree: string
}

/** GitHub's answers that mean another writer moved or created the ref first. */
const MOVED = /not a fast forward|reference already exists|reference does not exist/i

export class DataBranch {
  constructor(
    private readonly octokit: Octokit,
    private readonly target: DataBranchTarget,
    private readonly options: DataBranchOptions
  ) {}

  /** The branch's head commit, or undefined when the branch does not exist. */
  readHead(): Promise<string | undefined> {
    return this.headSha()
  }

  /** The files directly in `folder` at the head, name → blob sha, and the head's sha (undefined: no branch). */
  async readFolder(folder: string): Promise<{ head: string | undefined; files: Map<string, string> }> {
    const head = await this.headSha()
    if (head === undefined) return { head, files: new Map() }
    const listed = await this.listFolder(folder, head)
    return { head, files: new Map([...listed].map(([name, file]) => [name, file.sha])) }
  }

  /**
   * `files` and `folders` at commit `head`, asked of GitHub at once (one GraphQL request, blob-batch.ts); what that
   * request could not give is read as readText and readFolder read it, one request each, when it is read.
   */
  async snapshot(
    head: string,
    wanted: { files?: readonly WantedFile[]; folders?: readonly string[] }
  ): Promise<Snapshot> {
    const batch = await readBatch(this.octokit, this.repo(), head, wanted)
    const read = this.reader(head)
    return {
      read: path => (batch.texts.has(path) ? Promise.resolve(batch.texts.get(path)) : read(path)),
      folder: async path => batch.folders.get(path) ?? this.listFolder(path, head)
    }
  }

  /** A folder's files at commit `head` through the contents API (empty: no folder there). */
  private async listFolder(folder: string, head: string): Promise<Map<string, ListedFile>> {
    const files = new Map<string, ListedFile>()
    const listing = await this.ask(`read ${folder}`, () =>
      this.octokit.rest.repos.getContent({ ...this.repo(), path: folder, ref: head })
    )
    if (!Array.isArray(listing)) return files // no folder there (a file, or nothing)
    for (const item of listing) if (item.type === 'file') files.set(item.name, { sha: item.sha, size: item.size })
    return files
  }

  /** The text of `path` at commit `head` (from readFolder), or undefined when no file (a folder) is there. */
  async readText(path: string, head: string): Promise<string | undefined> {
    const file = await this.ask(`read ${path}`, () =>
      this.octokit.rest.repos.getContent({ ...this.repo(), path, ref: head })
    )
    if (file === undefined || Array.isArray(file)) return undefined
    // A file over 1 MB comes without its text (`encoding: none`), a symlink or a submodule with none: not ours.
    const { encoding, content } = file as { encoding?: string; content?: string }
    if (encoding !== 'base64') throw new UnreadableFile(path)
    return Buffer.from(String(content), 'base64').toString('utf8')
  }

  /**
   * Writes what `change` returns on the branch's head as one commit with `message`; when another run moved the branch
   * first, `change` is called again on the new head (its reader reads there, the files of `reads` asked at once).
   * Never forced, never throws for GitHub.
   */
  async commit(message: string, change: ChangeFiles, reads: readonly string[] = []): Promise<DataBranchWrite> {
    for (let attempts = 1; ; attempts++) {
      let written: string | undefined
      try {
        written = await this.attempt(message, change, reads)
      } catch (error) {
        if (!(error instanceof DataBranchError)) throw error
        return { written: false, reason: error.reason, message: error.message, attempts }
      }
      if (written === '') return { written: false, reason: 'empty', message: 'nothing to write', attempts }
      if (written !== undefined) return { written: true, commit: written, attempts }
      const refusal = attempts < WRITE_ATTEMPTS ? await this.pause(attempts) : `${attempts} attempts were made`
      if (refusal) {
        const why = `Another run kept moving the branch ${this.target.branch}: not written (${refusal}).`
        return { written: false, reason: 'conflict', message: why, attempts }
      }
    }
  }

  /** One read-modify-write: the new commit's sha, '' when there is nothing to write, undefined when the ref moved. */
  private async attempt(message: string, change: ChangeFiles, reads: readonly string[]): Promise<string | undefined> {
    const head = await this.head()
    const files = reads.map(path => ({ path }))
    const read =
      head && files.length > 0 ? (await this.snapshot(head.commit, { files })).read : this.reader(head?.commit)
    const tree: TreeItem[] = []
    for (const [path, text] of Object.entries(await change(read, head?.commit))) {
      if (text !== null) tree.push({ path, mode: '100644', type: 'blob', content: text })
      else if ((await read(path)) !== undefined) tree.push({ path, mode: '100644', type: 'blob', sha: null })
    }
    if (tree.length === 0) return ''
    const made = await this.send('write a tree', () =>
      this.octokit.rest.git.createTree({ ...this.repo(), tree, base_tree: head?.tree })
    )
    const parents = head ? [head.commit] : []
    const { sha } = await this.send('write a commit', () =>
      this.octokit.rest.git.createCommit({ ...this.repo(), message, tree: made.sha, parents })
    )
    const { branch } = this.target
    try {
      if (head) await this.octokit.rest.git.updateRef({ ...this.repo(), ref: `heads/${branch}`, sha, force: false })
      else await this.octokit.rest.git.createRef({ ...this.repo(), ref: `refs/heads/${branch}`, sha })
      return sha
    } catch (error) {
      const status = (error as { status?: unknown }).status
      if (status === 409 || (status === 422 && MOVED.test(getErrorMessage(error)))) {
        debug(`The branch ${branch} moved while this run wrote it (${getErrorMessage(error)}).`)
        return undefined
      }
      throw refusal(`move ${branch}`, error)
    }
  }

  /** Waits before attempt `done + 1`; why it may not (the deadline, a cancel), or undefined once waited. */
  private async pause(done: number): Promise<string | undefined> {
    const { deadline, signal, now = Date.now, sleep = realSleep, random = Math.random } = this.options
    const ms = Math.round(RETRY_BASE_MS * 2 ** (done - 1) * (0.5 + random()))
    const refused = waitRefusal(now(), ms, deadline, signal?.aborted === true)
    if (refused) return refused
    try {
      await sleep(ms, signal)
    } catch {
      return 'the run was cancelled'
    }
    return undefined
  }

  /** The head's commit and tree, or undefined when the branch does not exist. */
  private async head(): Promise<Head | undefined> {
    const commit = await this.headSha()
    if (commit === undefined) return undefined
    const data = await this.send('read the head commit', () =>
      this.octokit.rest.git.getCommit({ ...this.repo(), commit_sha: commit })
    )
    return { commit, tree: data.tree.sha }
  }

  private async headSha(): Promise<string | undefined> {
    const { branch } = this.target
    const ref = await this.ask(`read the branch ${branch}`, () =>
      this.octokit.rest.git.getRef({ ...this.repo(), ref: `heads/${branch}` })
    )
    return ref?.object.sha
  }

  /** The files at commit `head`, each read once (none without a head). */
  private reader(head: string | undefined): ReadFile {
    const texts = new Map<string, Promise<string | undefined>>()
    return path => {
      if (head === undefined) return Promise.resolve(undefined)
      const text = texts.get(path) ?? this.readText(path, head)
      texts.set(path, text)
      return text
    }
  }

  /** One read's data; undefined for a 404 (not there); any other failure a DataBranchError naming `what`. */
  private async ask<T>(what: string, request: () => Promise<{ data: T }>): Promise<T | undefined> {
    try {
      return (await request()).data
    } catch (error) {
      if ((error as { status?: unknown }).status === 404) return undefined
      throw refusal(what, error)
    }
  }

  /** One request's data; any failure (a 404 too) a DataBranchError naming `what`. */
  private async send<T>(what: string, request: () => Promise<{ data: T }>): Promise<T> {
    try {
      return (await request()).data
    } catch (error) {
      throw refusal(what, error)
    }
  }

  private repo(): { owner: string; repo: string } {
    return { owner: this.target.owner, repo: this.target.repo }
  }
}

function refusal(what: string, error: unknown): DataBranchError {
  // A request that timed out, and those skipped after it: the guard warned of the timeout once.
  const unanswered = error instanceof GitHubUnavailableError && error.reason !== 'cancelled'
  const reason = alreadyTold(error) ? 'permission' : unanswered ? 'skipped' : 'failed'
  return new DataBranchError(`GitHub did not let this run ${what}: ${getErrorMessage(error)}`, reason)
}
