// GitHub's GraphQL API in the fake, for the queries the action sends: `viewer { login }`, and a repository's git
// objects by expression (`object(expression: "<commit>:<path>")`, aliased, as many as asked) with a Blob's `text`,
// `byteSize`, `isTruncated`, `isBinary` and a Tree's `entries`. Answered as GitHub answers (its schema reference and
// "Forming calls with GraphQL"): HTTP 200 whatever the outcome, `data` with exactly the fields asked, and `errors`
// beside it: a field the schema lacks or a variable not given refuses the query whole (no `data`); a repository that
// is not the fake's, a revision that names no commit, or a token without `contents: read` make that field null with
// an error naming its path; a path absent at the commit is null without one. A Blob's `text` is null when it is
// binary (a NUL byte in its first 8,000, as git decides) and cut at 512,000 bytes with `isTruncated` (GitHub does
// not document the size; it is the one observed). Faults come from the fake's `inject`, on the route `graphql` (the
// viewer) or `graphqlRepository` (any query that asks for a repository).
import { branchRef, entryAt, type GitEntry } from './fake-github-git-store.js'
import type { GhRoute } from './fake-github.js'
import type { FakeState, Reply } from './fake-github-routes.js'
import { parseQuery, type Selection } from './fake-github-graphql-parse.js'

export const GRAPHQL_TEXT_BYTES = 512_000
const NUL_SCAN = 8000

/** The fields of each type the fake knows, and the type each gives (a list's item type for `entries`). */
const SCHEMA: Record<string, Record<string, string>> = {
  Query: { viewer: 'User', repository: 'Repository' },
  User: { login: 'String' },
  Repository: { object: 'GitObject', nameWithOwner: 'String' },
  GitObject: { oid: 'String' },
  Blob: { oid: 'String', byteSize: 'Int', text: 'String', isTruncated: 'Boolean', isBinary: 'Boolean' },
  Tree: { oid: 'String', entries: 'TreeEntry' },
  TreeEntry: { name: 'String', type: 'String', mode: 'Int', oid: 'String', path: 'String', object: 'GitObject' },
  Commit: { oid: 'String' }
}
const OBJECT_TYPES = ['Blob', 'Tree', 'Commit']
const MODES: Record<string, number> = { '100644': 0o100644, '100755': 0o100755, '040000': 0o040000 }

/** The fake's route of a GraphQL request: `graphqlRepository` when its query asks for a repository. */
export function graphqlRoute(body: unknown): GhRoute {
  const query = (body as { query?: unknown } | null | undefined)?.query
  return typeof query === 'string' && /\brepository\s*\(/.test(query) ? 'graphqlRepository' : 'graphql'
}

interface GraphqlError {
  message: string
  type?: string
  path?: (string | number)[]
  extensions?: Record<string, unknown>
}

/** Answers one GraphQL request. */
export function answerGraphql(state: FakeState, login: string, body: unknown): Reply {
  const { query, variables = {} } = (body ?? {}) as { query?: unknown; variables?: Record<string, unknown> }
  if (typeof query !== 'string')
    return refuse([{ message: 'A query attribute must be specified and must be a string.' }])
  const parsed = parseQuery(query)
  if ('error' in parsed) return refuse([{ message: parsed.error }])
  const invalid = [...validate('Query', parsed.selections, ['query'])]
  for (const name of parsed.used)
    if (!parsed.declared.has(name))
      invalid.push({ message: `Variable $${name} is used by anonymous query but not declared` })
  for (const name of parsed.declared)
    if (typeof variables[name] !== 'string')
      invalid.push({
        message: `Variable $${name} of type String! was provided invalid value`,
        extensions: { value: null }
      })
  if (invalid.length > 0) return refuse(invalid)
  const errors: GraphqlError[] = []
  const arg = (value: { var: string } | { literal: unknown } | undefined): unknown =>
    value === undefined ? undefined : 'var' in value ? variables[value.var] : value.literal
  const data = resolve('Query', { login }, parsed.selections, [], { state, errors, arg })
  return { status: 200, body: errors.length > 0 ? { data, errors } : { data } }
}

const refuse = (errors: GraphqlError[]): Reply => ({ status: 200, body: { errors } })

/** The schema's errors of `selections` on `type`: a field it lacks, a fragment on a type that cannot be there. */
function* validate(type: string, selections: Selection[], path: string[]): Generator<GraphqlError> {
  const fields = SCHEMA[type] ?? {}
  for (const selection of selections) {
    if (selection.kind === 'fragment') {
      const fits = selection.on === type || (type === 'GitObject' && OBJECT_TYPES.includes(selection.on))
      if (!fits) yield { message: `Fragment on ${selection.on} can't be spread inside ${type}`, path }
      else yield* validate(selection.on, selection.selections, path)
      continue
    }
    const { name, selections: inner } = selection.field
    if (name === '__typename') continue
    const fieldType = fields[name]
    if (fieldType === undefined) {
      const extensions = { code: 'undefinedField', typeName: type, fieldName: name }
      yield { message: `Field '${name}' doesn't exist on type '${type}'`, path: [...path, name], extensions }
    } else if (SCHEMA[fieldType]) yield* validate(fieldType, inner, [...path, name])
  }
}

interface Run {
  state: FakeState
  errors: GraphqlError[]
  arg: (value: { var: string } | { literal: unknown } | undefined) => unknown
}

/** `selections` of `value` (of `type`), the fields in the order asked, each under its alias. */
function resolve(type: string, value: unknown, selections: Selection[], path: (string | number)[], run: Run) {
  const out: Record<string, unknown> = {}
  for (const selection of selections) {
    if (selection.kind === 'fragment') {
      if (selection.on === type) Object.assign(out, resolve(type, value, selection.selections, path, run))
      continue
    }
    const { alias, name, args, selections: inner } = selection.field
    const at = [...path, alias]
    if (name === '__typename') {
      out[alias] = type
      continue
    }
    const child = field(type, value, name, (key: string) => run.arg(args[key]), at, run)
    const childType = SCHEMA[type]?.[name] ?? 'String'
    if (child === null || child === undefined || !SCHEMA[childType]) out[alias] = child ?? null
    else if (Array.isArray(child)) out[alias] = child.map((item, i) => resolve(childType, item, inner, [...at, i], run))
    else out[alias] = resolve(objectType(childType, child), child, inner, at, run)
  }
  return out
}

interface GitValue {
  kind: 'Blob' | 'Tree' | 'Commit'
  sha: string
  entry?: GitEntry
  path?: string
}
const objectType = (type: string, value: unknown): string => (type === 'GitObject' ? (value as GitValue).kind : type)

/** One field's value: a scalar, an object the next `resolve` reads, a list, or null (with an error when one is due). */
function field(
  type: string,
  value: unknown,
  name: string,
  arg: (key: string) => unknown,
  path: (string | number)[],
  run: Run
): unknown {
  const { state } = run
  const git = value as GitValue
  const text = git.kind === 'Blob' ? (state.git.blobs.get(git.sha) ?? '') : ''
  const bytes = Buffer.byteLength(text)
  const binary = text.slice(0, NUL_SCAN).includes('\0')
  switch (`${type}.${name}`) {
    case 'User.login':
      return (value as { login: string }).login
    case 'Query.viewer':
      return value
    case 'Query.repository': {
      const [owner, repo] = [String(arg('owner')), String(arg('name'))]
      if (owner.toLowerCase() === state.owner.toLowerCase() && repo.toLowerCase() === state.repo.toLowerCase())
        return {}
      const message = `Could not resolve to a Repository with the name '${owner}/${repo}'.`
      run.errors.push({ type: 'NOT_FOUND', path, message })
      return null
    }
    case 'Repository.nameWithOwner':
      return `${state.owner}/${state.repo}`
    case 'Repository.object':
      return gitObject(String(arg('expression')), path, run)
    case 'Blob.byteSize':
      return bytes
    case 'Blob.isBinary':
      return binary
    case 'Blob.isTruncated':
      return bytes > GRAPHQL_TEXT_BYTES
    case 'Blob.text':
      return binary ? null : Buffer.from(text).subarray(0, GRAPHQL_TEXT_BYTES).toString('utf8')
    case 'Tree.entries':
      return (state.git.trees.get(git.sha) ?? []).map(entry => ({ entry, path: git.path }))
    case 'TreeEntry.name':
      return (value as { entry: GitEntry }).entry.name
    case 'TreeEntry.type':
      return (value as { entry: GitEntry }).entry.type
    case 'TreeEntry.mode':
      return MODES[(value as { entry: GitEntry }).entry.mode] ?? 0
    case 'TreeEntry.oid':
      return (value as { entry: GitEntry }).entry.sha
    case 'TreeEntry.path': {
      const { entry, path: folder } = value as { entry: GitEntry; path?: string }
      return folder ? `${folder}/${entry.name}` : entry.name
    }
    case 'TreeEntry.object': {
      const { entry } = value as { entry: GitEntry }
      return { kind: entry.type === 'tree' ? 'Tree' : 'Blob', sha: entry.sha } satisfies GitValue
    }
    default:
      return git.sha // `oid` of a Blob, a Tree or a Commit
  }
}

/** The object `<revision>:<path>` (or a revision alone: its commit) names; null when the path is not there. */
function gitObject(expression: string, path: (string | number)[], run: Run): GitValue | null {
  const { state } = run
  const contents = state.tokenPermissions?.contents
  if (state.tokenPermissions && contents !== 'read' && contents !== 'write') {
    run.errors.push({ type: 'FORBIDDEN', path, message: 'Resource not accessible by integration' })
    return null
  }
  const colon = expression.indexOf(':')
  const revision = colon < 0 ? expression : expression.slice(0, colon)
  const sha = state.git.commits.has(revision) ? revision : state.git.refs.get(branchRef(revision))
  const commit = sha === undefined ? undefined : state.git.commits.get(sha)
  if (sha === undefined || !commit) {
    run.errors.push({ type: 'NOT_FOUND', path, message: `Could not resolve to a Git object for '${expression}'.` })
    return null
  }
  if (colon < 0) return { kind: 'Commit', sha }
  const filePath = expression.slice(colon + 1).replace(/\/+$/, '')
  const entry = entryAt(state.git, commit.tree, filePath)
  if (!entry) return null
  return { kind: entry.type === 'tree' ? 'Tree' : 'Blob', sha: entry.sha, entry, path: filePath }
}
