/**
 * The inputs of docs that follow code: which merged changes are skipped (skip-label, skip-paths, and allowed-bots,
 * which the gate reads), whether the diff is sent, how many changes one docs job takes, where the job is remembered
 * (tracking-issue), whether a run is the batch of merged pull requests, and the data branch whose fix ledger records
 * each job sent (history-branch, the docs-health report's).
 */
import { InputError } from '../../action/errors.js'
import { flagInput, integerInput, type InputProblems, type InputReader } from '../../action/input-parsers.js'
import { Inputs } from '../../action/names.js'
import { readDataBranch } from '../../github/branch-name.js'

export interface ChangeSettings {
  /** A pull request with this label is skipped; empty: none is. */
  skipLabel: string
  /** Globs of the files that alone need no docs update. */
  skipPaths: string[]
  sendDiff: boolean
  /** The most changes one docs job carries before the next starts a new job. */
  changesPerJob: number
  /** The issue that remembers the docs job; undefined: the labelled one, created when missing. */
  trackingIssue?: number
  /** The run is the batch of pull requests merged since the last one (schedule, workflow_dispatch). */
  batch: boolean
  /** The docs-health report's data branch: each job sent is recorded in the project's fix ledger there. */
  historyBranch?: string
}

/** Files that alone never need a docs update, when skip-paths is empty: docs, tests, CI, lock files (README's list). */
export const DEFAULT_SKIP_PATHS = [
  '**/*.md',
  '**/*.mdx',
  '**/*.rst',
  'docs/**',
  'doc/**',
  '**/test/**',
  '**/tests/**',
  '**/__tests__/**',
  '**/__snapshots__/**',
  '**/*.test.*',
  '**/*.spec.*',
  '.github/**',
  '**/package-lock.json',
  '**/yarn.lock',
  '**/pnpm-lock.yaml',
  '**/.gitignore'
]

export function readChangeSettings(read: InputReader, problems: InputProblems): ChangeSettings {
  const skipLabel = read(Inputs.SkipLabel).trim()
  const given = read(Inputs.SkipPaths)
    .split(/[\n,]/)
    .map(glob => glob.trim())
    .filter(Boolean)
  const bad = given.find(glob => glob.startsWith('/') || glob.includes('\\'))
  if (bad !== undefined) {
    const problem = `'${bad.slice(0, 80)}' is not a repository-relative glob: write paths as GitHub lists them, with forward slashes and no leading /, such as docs/** or **/*.md.`
    problems.add(new InputError(Inputs.SkipPaths, problem))
  }
  const sendDiff = flagInput(read, problems, Inputs.SendDiff, true)
  const changesPerJob = problems.check(() => integerInput(read, Inputs.ChangesPerJob, 10, 1, 50), 10)
  // 12 or #12; a lone '#' stays as given, so it is an error rather than the empty input.
  const issueRead: InputReader = name =>
    read(name)
      .trim()
      .replace(/^#(?=.)/, '')
  const trackingIssue =
    problems.check(() => integerInput(issueRead, Inputs.TrackingIssue, 0, 1, 999_999_999), 0) || undefined
  const batch = flagInput(read, problems, Inputs.BatchMerged, false)
  const historyBranch = readDataBranch(read, problems, Inputs.HistoryBranch)
  return {
    skipLabel,
    skipPaths: given.length > 0 ? given : DEFAULT_SKIP_PATHS,
    sendDiff,
    changesPerJob,
    trackingIssue,
    batch,
    ...(historyBranch !== undefined && { historyBranch })
  }
}
