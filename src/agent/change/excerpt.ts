/**
 * The diff of a change as the docs agent is sent it (docs that follow code), within a budget of UTF-8 bytes shared by
 * every file (and, in a batch, every change). Files that are generated or not worth reading (lock files, `dist/`,
 * `build/`, vendored code, minified files, source maps, snapshots, binaries) and files GitHub gave no patch for are
 * named but their diff is never sent. The rest go by kind, the kinds a user of the code sees first: public API (type
 * declarations, API schemas, an action's `action.yml`), source, configuration, docs, then tests and CI. A patch that
 * does not fit whole is cut at a line boundary and ends with a note of how many lines were left out; a file that gets
 * no room is named as left out. Pure: the patches come in cleaned (hidden characters removed, secrets and keys
 * redacted: prompt.ts), so no cut can leave part of a key that the redaction would no longer recognise.
 */
import type { ChangedFile } from '../../github/change.js'
import { plural } from '../../text/plural.js'

/** The diff's budget when none is given: what `send-diff` says in action.yml. */
export const DIFF_BUDGET_BYTES = 24_000

/** What a file is, by its path: `generated` is never sent. */
export type FileKind = 'generated' | 'api' | 'source' | 'config' | 'docs' | 'tests'

/** Why a file's diff was not sent: generated (or not worth reading), no patch from GitHub, or no room left. */
export type OmitReason = 'generated' | 'no-patch' | 'budget'

export interface SentPatch<F extends ChangedFile = ChangedFile> {
  file: F
  /** The patch as sent: whole, or its first lines and a note of how many were left out. */
  patch: string
  /** Lines of the patch left out (0: sent whole). */
  linesLeftOut: number
}

export interface OmittedFile<F extends ChangedFile = ChangedFile> {
  file: F
  reason: OmitReason
}

export interface DiffExcerpt<F extends ChangedFile = ChangedFile> {
  /** In the order they are best read: by kind, then the smaller change first. */
  sent: SentPatch<F>[]
  /** Generated and patchless files in the order given, then those the budget left out in the order of `sent`. */
  omitted: OmittedFile<F>[]
  /** UTF-8 bytes of the patches sent, notes included: never more than the budget. */
  bytes: number
}

// The rules are functions, not module constants, as in text/visible-markdown.ts: every call reads them, so mutation
// testing measures them (a module constant is a static mutant, docs/testing.md).

/** The kind of a file by its path (the first rule that matches, in the order of this function). */
export function fileKind(path: string): FileKind {
  if (isGenerated(path)) return 'generated'
  if (isTestOrCi(path)) return 'tests'
  if (
    /\.d\.[cm]?ts$|\.(?:proto|graphql|gql|thrift|avsc)$|(?:^|\/)(?:(?:openapi|swagger|asyncapi)[^/]*|action\.ya?ml)$/i.test(
      path
    )
  )
    return 'api'
  if (
    /\.(?:md|mdx|markdown|rst|adoc)$|(?:^|\/)(?:docs?|documentation)\/|(?:^|\/)(?:readme|changelog|license|contributing)(?:\.[^/]*)?$/i.test(
      path
    )
  )
    return 'docs'
  if (
    /\.(?:json[c5]?|ya?ml|toml|ini|cfg|conf|properties|xml|gradle)$|\.config\.[^/]+$|(?:^|\/)(?:dockerfile|makefile|procfile|requirements[^/]*\.txt|cmakelists\.txt|\.[^/]+)$/i.test(
      path
    )
  )
    return 'config'
  return 'source'
}

/** The place of a kind in the order files are sent and listed in: the most telling for a user of the code first. */
export function kindRank(kind: FileKind): number {
  return ['api', 'source', 'config', 'docs', 'tests', 'generated'].indexOf(kind)
}

function isGenerated(path: string): boolean {
  return [
    /(?:^|\/)(?:dist|build|vendor|node_modules|third_party|__snapshots__|__generated__)\//i,
    /(?:^|\/)(?:package-lock\.json|npm-shrinkwrap\.json|pnpm-lock\.yaml|bun\.lockb|go\.sum|packages\.lock\.json|package\.resolved)$/i,
    // yarn.lock, Cargo.lock, poetry.lock, Gemfile.lock, composer.lock, Pipfile.lock, flake.lock, gradle.lockfile, …
    /\.lock(?:file)?$/i,
    /\.min\.(?:[cm]?js|css)$|\.map$|\.snap$/i,
    /\.(?:png|jpe?g|gif|webp|ico|bmp|tiff?|pdf|zip|gz|tgz|bz2|xz|7z|rar|jar|war|exe|dll|so|dylib|a|o|class|pyc|wasm|woff2?|ttf|otf|eot|mp[34]|mov|avi|webm|ogg|wav|flac|psd|sqlite|db|bin)$/i
  ].some(rule => rule.test(path))
}

function isTestOrCi(path: string): boolean {
  return [
    /(?:^|\/)(?:__tests__|__mocks__|__fixtures__|tests?|specs?|fixtures|testdata|e2e|cypress)\//i,
    // foo.test.ts, foo.spec.js, foo_test.go, test_foo.py, FooTest.java
    /[._-](?:test|spec)s?\.[^/]+$|(?:^|\/)test_[^/]+\.py$/i,
    /[a-z]Tests?\.(?:java|kt|cs|swift|php|scala)$/,
    /^\.(?:github|circleci|buildkite)\/|(?:^|\/)(?:\.gitlab-ci\.ya?ml|\.travis\.ya?ml|jenkinsfile|azure-pipelines\.ya?ml)$/i
  ].some(rule => rule.test(path))
}

/** The files' patches, best read first, within budgetBytes of UTF-8. */
export function diffExcerpt<F extends ChangedFile>(
  files: readonly F[],
  budgetBytes: number = DIFF_BUDGET_BYTES
): DiffExcerpt<F> {
  const omitted: OmittedFile<F>[] = []
  const readable: { file: F; patch: string; rank: number; size: number }[] = []
  for (const file of files) {
    const kind = fileKind(file.path)
    if (kind === 'generated') omitted.push({ file, reason: 'generated' })
    else if (!file.patch) omitted.push({ file, reason: 'no-patch' })
    else
      readable.push({
        file,
        patch: file.patch.replace(/\n$/, ''),
        rank: kindRank(kind),
        size: file.additions + file.deletions
      })
  }
  // Within a kind, the smaller change first: more files arrive whole, and the largest, the one a cut takes, comes last.
  readable.sort((a, b) => a.rank - b.rank || a.size - b.size)
  const sent: SentPatch<F>[] = []
  let bytes = 0
  for (const { file, patch } of readable) {
    const piece = fit(patch, budgetBytes - bytes)
    if (piece === undefined) omitted.push({ file, reason: 'budget' })
    else {
      sent.push({ file, ...piece })
      bytes += Buffer.byteLength(piece.patch)
    }
  }
  return { sent, omitted, bytes }
}

/** The note that ends a cut patch. */
export function cutNote(left: number): string {
  return `[… ${plural(left, 'more line')} of this diff left out]`
}

/**
 * The patch whole when it fits in room bytes, else its longest run of first lines that fits with the note after it,
 * or undefined when not even one line does. Each line kept costs at least its newline and the note shrinks by at most
 * a byte a line, so the text grows with every line kept: the first line that does not fit ends the search (the
 * last line never fits with a note, as the whole patch did not fit). Buffer.byteLength counts UTF-8 by default.
 */
function fit(patch: string, room: number): Omit<SentPatch, 'file'> | undefined {
  if (Buffer.byteLength(patch) <= room) return { patch, linesLeftOut: 0 }
  const lines = patch.split('\n')
  let kept = 0
  let used = 0
  for (const line of lines) {
    used += Buffer.byteLength(line) + 1
    if (used + Buffer.byteLength(cutNote(lines.length - kept - 1)) > room) break
    kept++
  }
  if (kept === 0) return undefined
  const left = lines.length - kept
  return { patch: `${lines.slice(0, kept).join('\n')}\n${cutNote(left)}`, linesLeftOut: left }
}
