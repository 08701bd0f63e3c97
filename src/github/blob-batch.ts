/**
 * Files and folders of a repository at one commit, asked of GitHub's GraphQL API at once: one request holds every
 * path as an aliased `object(expression: "<commit>:<path>")` (a Blob's `text`, a Tree's `entries`), where the contents
 * API takes one request a path. The expressions go as variables, never into the query's text. What the answer cannot
 * give is left out of it, and the caller reads that path one request at a time (data-branch.ts): a blob GitHub cuts
 * (`isTruncated`, above about 500 KB) or gives no text of (binary), an object of another kind, a path an error names
 * (a missing permission, an expression GitHub refuses), an answer of another shape, and every path when the request
 * fails (a 403, a 5xx, a GitHub Enterprise Server without the API or the field, a timeout). Never throws, and never
 * retried: the reads one by one are the retry. A path absent at the commit is answered as absent (null, no error).
 *
 * Limits (GitHub's "Rate limits and query limits for the GraphQL API"): such a query has no connection, so it costs
 * one point and is far from the 500,000-node limit whatever its number of paths; GitHub ends a query after 10 seconds.
 * So one request asks for up to BATCH_BYTES of text (the sizes a folder's listing gives); a file whose listed size
 * GitHub would cut is not asked for. Answers are untrusted text: checked for shape here, parsed by the caller.
 * May import action/ only.
 */
import { getErrorMessage } from '../action/errors.js'
import { debug } from '../action/log.js'
import type { Octokit } from './octokit.js'

/** The most text one request asks for: a year of weeks of a large site at the history format's bound (5.5 MB). */
export const BATCH_BYTES = 8_000_000
/** GitHub cuts a Blob's `text` above this many bytes (not documented; `isTruncated` says when it did). */
export const GRAPHQL_TEXT_BYTES = 512_000

/** One file to read, with its size when a listing gave it. */
export interface WantedFile {
  path: string
  size?: number
}

/** A folder's file, as a listing gives it. */
export interface ListedFile {
  sha: string
  size: number
}

/** What the batch answered: a file's text (undefined: not there), a folder's files (empty: no folder there). */
export interface BatchAnswer {
  texts: Map<string, string | undefined>
  folders: Map<string, Map<string, ListedFile>>
}

interface Item {
  alias: string
  path: string
  kind: 'file' | 'folder'
}

const BLOB = '__typename ... on Blob { text isTruncated }'
const TREE = '__typename ... on Tree { entries { name type oid object { ... on Blob { byteSize } } } }'

/** The files' texts and the folders' listings at `commit`: what GitHub gave, one request per BATCH_BYTES of text. */
export async function readBatch(
  octokit: Octokit,
  repo: { owner: string; repo: string },
  commit: string,
  wanted: { files?: readonly WantedFile[]; folders?: readonly string[] }
): Promise<BatchAnswer> {
  const answer: BatchAnswer = { texts: new Map(), folders: new Map() }
  const chunks = chunksOf(wanted.files ?? [], wanted.folders ?? [])
  for (const items of chunks) await ask(octokit, repo, commit, items, answer)
  return answer
}

/** The items of each request: the folders and the files in order, a new request when BATCH_BYTES would be passed. */
function chunksOf(files: readonly WantedFile[], folders: readonly string[]): Item[][] {
  const chunks: Item[][] = []
  let chunk: Item[] = folders.map((path, i) => ({ alias: `d${i}`, path, kind: 'folder' as const }))
  let bytes = 0
  for (const [n, { path, size = 0 }] of files.entries()) {
    if (size > GRAPHQL_TEXT_BYTES) continue // GitHub would cut it: read whole, one request
    if (bytes + size > BATCH_BYTES && chunk.length > 0) {
      chunks.push(chunk)
      chunk = []
      bytes = 0
    }
    chunk.push({ alias: `f${n}`, path, kind: 'file' })
    bytes += size
  }
  if (chunk.length > 0) chunks.push(chunk)
  return chunks
}

async function ask(
  octokit: Octokit,
  repo: { owner: string; repo: string },
  commit: string,
  items: Item[],
  answer: BatchAnswer
): Promise<void> {
  const variables = Object.fromEntries(items.map((item, i) => [`e${i}`, `${commit}:${item.path}`]))
  const declared = items.map((_, i) => `$e${i}: String!`).join(', ')
  const fields = items.map(
    (item, i) => `${item.alias}: object(expression: $e${i}) { ${item.kind === 'file' ? BLOB : TREE} }`
  )
  const query = `query($owner: String!, $name: String!, ${declared}) { repository(owner: $owner, name: $name) { ${fields.join(' ')} } }`
  let data: unknown
  let failed = new Set<string>()
  try {
    data = await octokit.graphql(query, { owner: repo.owner, name: repo.repo, ...variables, request: { retries: 0 } })
  } catch (error) {
    // GitHub answered with errors: the data it gave stands, but for the paths an error names.
    const { data: partial, errors } = error as { data?: unknown; errors?: unknown }
    failed = erred(errors, items)
    data = partial
    debug(
      `The data branch's files were not all read at once (${getErrorMessage(error)}); the rest are read one by one.`
    )
  }
  const repository = (data as { repository?: unknown } | null | undefined)?.repository
  if (!isRecord(repository)) return
  for (const item of items) {
    if (failed.has(item.alias) || !(item.alias in repository)) continue
    const object = repository[item.alias]
    if (item.kind === 'file') {
      const text = fileText(object)
      if (text !== NOT_GIVEN) answer.texts.set(item.path, text)
    } else {
      const files = folderFiles(object)
      if (files !== NOT_GIVEN) answer.folders.set(item.path, files)
    }
  }
}

/** The aliases an error names; every one when an error names none (the query refused whole). */
function erred(errors: unknown, items: Item[]): Set<string> {
  const all = new Set(items.map(item => item.alias))
  if (!Array.isArray(errors)) return all
  const named = new Set<string>()
  for (const error of errors) {
    const path = (error as { path?: unknown } | null)?.path
    const alias = Array.isArray(path) && path[0] === 'repository' ? path[1] : undefined
    if (typeof alias !== 'string' || !all.has(alias)) return all
    named.add(alias)
  }
  return named
}

const NOT_GIVEN = Symbol('not given')

/** A Blob's whole text; undefined when nothing is there (null) or a folder is; NOT_GIVEN for anything else. */
function fileText(object: unknown): string | undefined | typeof NOT_GIVEN {
  if (object === null) return undefined
  if (!isRecord(object)) return NOT_GIVEN
  if (object.__typename === 'Tree') return undefined // a folder: the contents API's array, read as no file
  if (object.__typename !== 'Blob' || object.isTruncated !== false || typeof object.text !== 'string') return NOT_GIVEN
  return object.text
}

/** A Tree's files (its blobs), name → sha and size; empty when nothing or a file is there; NOT_GIVEN otherwise. */
function folderFiles(object: unknown): Map<string, ListedFile> | typeof NOT_GIVEN {
  const files = new Map<string, ListedFile>()
  if (object === null || (isRecord(object) && object.__typename === 'Blob')) return files
  if (!isRecord(object) || object.__typename !== 'Tree' || !Array.isArray(object.entries)) return NOT_GIVEN
  for (const entry of object.entries as unknown[]) {
    if (!isRecord(entry) || typeof entry.name !== 'string' || typeof entry.oid !== 'string') return NOT_GIVEN
    if (entry.type !== 'blob') continue
    const size = isRecord(entry.object) ? entry.object.byteSize : undefined
    if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0) return NOT_GIVEN
    files.set(entry.name, { sha: entry.oid, size })
  }
  return files
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
