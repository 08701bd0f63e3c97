// GitHub's REST description held against an answer: the type of an operation's response in @octokit/openapi-types
// (generated from GitHub's OpenAPI description, and the types @octokit/types and so @actions/github use), read with the
// TypeScript compiler, checks a JSON value at run time. Every field the description requires must be there, every
// field there must be one it names, of its type, and of its format where it gives one (`Format: date-time`, `uri`).
// So a fake answer whose field name drifts from GitHub's fails its test, and no 400 MB OpenAPI package is needed.
// Not a test file: the GitHub fake's tests import it.
import path from 'node:path'
import ts from 'typescript'

/** An operation as @octokit/types names it: `GET /repos/{owner}/{repo}/pulls/{pull_number}`. */
export type GitHubOperation = `${'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'} /${string}`

const VIRTUAL = path.join(process.cwd(), '__github_schema__.ts')
const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2023,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: []
}

/** The operations the GitHub fake answers, compiled together on first use (one more is added on demand, at a cost). */
const KNOWN: [GitHubOperation, number][] = [
  ['GET /repos/{owner}/{repo}/pulls/{pull_number}', 200],
  ['GET /repos/{owner}/{repo}/pulls/{pull_number}/files', 200],
  ['GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', 200],
  ['GET /repos/{owner}/{repo}/pulls', 200],
  ['GET /repos/{owner}/{repo}/commits', 200],
  ['GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', 200],
  ['GET /repos/{owner}/{repo}/compare/{basehead}', 200],
  ['GET /repos/{owner}/{repo}/issues', 200],
  ['GET /repos/{owner}/{repo}/issues/{issue_number}', 200],
  ['POST /repos/{owner}/{repo}/issues', 201],
  ['PATCH /repos/{owner}/{repo}/issues/{issue_number}', 200],
  ['GET /repos/{owner}/{repo}/git/ref/{ref}', 200],
  ['POST /repos/{owner}/{repo}/git/refs', 201],
  ['PATCH /repos/{owner}/{repo}/git/refs/{ref}', 200],
  ['GET /repos/{owner}/{repo}/git/commits/{commit_sha}', 200],
  ['POST /repos/{owner}/{repo}/git/commits', 201],
  ['POST /repos/{owner}/{repo}/git/trees', 201],
  ['GET /repos/{owner}/{repo}/contents/{path}', 200]
]
const aliases = new Map<string, string>(KNOWN.map(([operation, status], i) => [`${operation}\n${status}`, `T${i}`]))
let compiled: { program: ts.Program; types: Map<string, ts.Type> } | undefined

function source(): string {
  const lines = ["import type { paths } from '@octokit/openapi-types'"]
  for (const [key, alias] of aliases) {
    const [operation = '', status = ''] = key.split('\n')
    const [method = '', route = ''] = operation.split(' ')
    const at = `paths[${JSON.stringify(route)}][${JSON.stringify(method.toLowerCase())}]['responses'][${status}]`
    lines.push(`export type ${alias} = ${at}['content']['application/json']`)
  }
  return lines.join('\n')
}

/** The response type of each operation asked for so far; the program is rebuilt (reusing the parsed files) for a new one. */
function responseType(operation: GitHubOperation, status: number): { checker: ts.TypeChecker; type: ts.Type } {
  const key = `${operation}\n${status}`
  if (!aliases.has(key) || !compiled) {
    aliases.set(key, aliases.get(key) ?? `T${aliases.size}`)
    const text = source()
    const host = ts.createCompilerHost(OPTIONS)
    const getSourceFile = host.getSourceFile.bind(host)
    const fileExists = host.fileExists.bind(host)
    host.getSourceFile = (name, language, ...rest) =>
      name === VIRTUAL ? ts.createSourceFile(name, text, language) : getSourceFile(name, language, ...rest)
    host.fileExists = name => name === VIRTUAL || fileExists(name)
    const program = ts.createProgram([VIRTUAL], OPTIONS, host, compiled?.program)
    const file = program.getSourceFile(VIRTUAL)
    const problems = file ? program.getSemanticDiagnostics(file) : []
    if (!file || problems.length) {
      aliases.delete(key)
      const why = problems.map(d => ts.flattenDiagnosticMessageText(d.messageText, ' ')).join('; ')
      throw new Error(`GitHub's description has no ${status} answer for ${operation}: ${why}`)
    }
    const checker = program.getTypeChecker()
    const types = new Map<string, ts.Type>()
    for (const statement of file.statements) {
      if (ts.isTypeAliasDeclaration(statement))
        types.set(statement.name.text, checker.getTypeFromTypeNode(statement.type))
    }
    compiled = { program, types }
  }
  const type = compiled.types.get(aliases.get(key) ?? '')
  if (!type) throw new Error(`no type for ${operation}`)
  return { checker: compiled.program.getTypeChecker(), type }
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/

function formatProblem(value: string, format: string | undefined): string | undefined {
  if (format === 'date-time' && !DATE_TIME.test(value)) return `"${value}" is not a date-time`
  if (format === 'uri' && !URL.canParse(value)) return `"${value}" is not a uri`
  return undefined
}

const isLiteral = (t: ts.Type): boolean =>
  (t.flags & (ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral | ts.TypeFlags.BooleanLiteral)) !== 0

/** Whether `type` is of the JSON kind of `value` (null, string, number, boolean, array, object). */
function sameKind(checker: ts.TypeChecker, type: ts.Type, value: unknown): boolean {
  const f = type.flags
  if (value === null) return (f & ts.TypeFlags.Null) !== 0
  if (typeof value === 'string') return (f & ts.TypeFlags.StringLike) !== 0
  if (typeof value === 'number') return (f & (ts.TypeFlags.NumberLike | ts.TypeFlags.BigIntLike)) !== 0
  if (typeof value === 'boolean') return (f & ts.TypeFlags.BooleanLike) !== 0
  if (Array.isArray(value)) return checker.isArrayType(type)
  return (f & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) !== 0 && !checker.isArrayType(type)
}

function check(checker: ts.TypeChecker, type: ts.Type, value: unknown, at: string, format?: string): string[] {
  const f = type.flags
  const got = value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value
  if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return []
  if (f & ts.TypeFlags.Never) return [`${at}: GitHub's description allows no value here, got ${got}`]
  if (f & ts.TypeFlags.Boolean) return typeof value === 'boolean' ? [] : [`${at}: expected a boolean, got ${got}`]
  if (type.isUnion()) {
    const members = type.types.filter(t => !(t.flags & ts.TypeFlags.Undefined))
    // None fits: tell what is wrong with the member of the value's own kind (a bad date-time, not "expected null").
    let best: { problems: string[]; score: number } | undefined
    for (const member of members) {
      const problems = check(checker, member, value, at, format)
      if (!problems.length) return []
      const score = problems.length + (sameKind(checker, member, value) ? 0 : 1000)
      if (!best || score < best.score) best = { problems, score }
    }
    if (members.every(t => isLiteral(t) || t.flags & ts.TypeFlags.Null))
      return [`${at}: ${JSON.stringify(value)} is not one of ${members.map(t => checker.typeToString(t)).join(' | ')}`]
    return best?.problems ?? [`${at}: no type`]
  }
  if (f & ts.TypeFlags.Null) return value === null ? [] : [`${at}: expected null, got ${got}`]
  if (f & ts.TypeFlags.String) {
    if (typeof value !== 'string') return [`${at}: expected a string, got ${got}`]
    const bad = formatProblem(value, format)
    return bad ? [`${at}: ${bad}`] : []
  }
  if (f & (ts.TypeFlags.Number | ts.TypeFlags.BigInt))
    return typeof value === 'number' && Number.isFinite(value) ? [] : [`${at}: expected a number, got ${got}`]
  if (isLiteral(type)) {
    const literal =
      f & ts.TypeFlags.BooleanLiteral ? checker.typeToString(type) === 'true' : (type as ts.LiteralType).value
    return value === literal ? [] : [`${at}: expected ${checker.typeToString(type)}, got ${JSON.stringify(value)}`]
  }
  if (checker.isArrayType(type)) {
    if (!Array.isArray(value)) return [`${at}: expected an array, got ${got}`]
    const item = checker.getTypeArguments(type as ts.TypeReference)[0]
    return item ? value.flatMap((v, i) => check(checker, item, v, `${at}[${i}]`)) : []
  }
  if (f & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return [`${at}: expected an object, got ${got}`]
    const record = value as Record<string, unknown>
    const problems: string[] = []
    const names = new Set<string>()
    for (const property of checker.getPropertiesOfType(type)) {
      names.add(property.name)
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0
      if (!Object.hasOwn(record, property.name)) {
        if (!optional) problems.push(`${at}.${property.name}: required by GitHub's description, missing`)
        continue
      }
      const docs = ts.displayPartsToString(property.getDocumentationComment(checker))
      const format = /Format: (\S+)/.exec(docs)?.[1]
      problems.push(
        ...check(checker, checker.getTypeOfSymbol(property), record[property.name], `${at}.${property.name}`, format)
      )
    }
    const index = checker.getIndexInfosOfType(type).find(info => info.keyType.flags & ts.TypeFlags.String)
    for (const key of Object.keys(record).filter(k => !names.has(k))) {
      if (index) problems.push(...check(checker, index.type, record[key], `${at}.${key}`))
      else problems.push(`${at}.${key}: not a field of GitHub's description`)
    }
    return problems
  }
  return [`${at}: cannot check a value against ${checker.typeToString(type)}`]
}

/**
 * What is wrong with `value` as the `status` answer of `operation` in GitHub's REST description: [] when it matches.
 * `check('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', files)`.
 */
export function schemaProblems(operation: GitHubOperation, value: unknown, status = 200): string[] {
  const { checker, type } = responseType(operation, status)
  return check(checker, type, value, '$')
}
