/**
 * The project's history on the data branch (I/O): the past weeks and the fix ledger read before the report renders,
 * and the week, the ledger, the index and the roll-up written after it posts, as one commit that is made again on the
 * new head when another run moved the branch (github/data-branch.ts). A branch that exists must be the history's by
 * its marker (marker.ts, `branchClaim`: an index.json of `docs-health-index`), when it is read and again in each
 * write: the action never writes into another's branch (code, a Pages site with an index.json of its own), and its
 * first write, whatever it holds, makes a new branch the history's (index.json and README.md). A file it cannot read as
 * this version's (malformed, too large for the contents API) is skipped with one warning; one a later version wrote
 * is left as it is (a later index keeps this version off the branch). Never throws for GitHub: what could not be read
 * or written is one warning, and the report goes on.
 */
import { debug } from '../../action/log.js'
import { scrubJson } from '../../action/secrets.js'
import { DataBranchError, UnreadableFile, type DataBranch, type ReadFile } from '../../github/data-branch.js'
import { HISTORY_PATHS, HISTORY_VERSION } from './format.js'
import type { FixLedger, HistoryIndex, ProjectHeadline, WeekRecord } from './format.js'
import { branchClaim, NO_TEXT, type BranchClaim } from './marker.js'
import { parseFixLedger, parseHistoryIndex, parseWeekRecord, type Parsed } from './parse.js'
import { rollupMarkdown, updateIndex } from './rollup.js'
import { compareWeeks } from './week.js'

/** What the history reads of the branch before the report renders. */
export interface PastHistory {
  /** The weeks before this one, oldest first, at most `weeks`. */
  weeks: WeekRecord[]
  /** Older weeks the ledger's fixes are judged on, oldest first (read for the scoring, not shown). */
  older?: WeekRecord[]
  ledger?: FixLedger
  /** This week's file is on the branch already (a re-run): the write reads it, to leave a later version's be. */
  rerun?: true
}

const WEEK_FILE = /^\d{4}-W\d{2}\.json$/

/** Why the branch is not one the history may use: it exists without the history's marker (`why`). */
const NOT_HISTORY = (branch: string, why: string): string =>
  `The branch ${branch} exists and is not a docs-health history (${why}): the history is not read or written there. Name a branch of its own in history-branch.`

/**
 * The `count` weeks before `week` (this run's, which it rewrites) and the ledger. Undefined, with the reason, when
 * the branch cannot be read, is not a history branch, or its index is of a later version; a file that cannot be read
 * as this version's is skipped, one warning each.
 */
export async function readPast(
  branch: DataBranch,
  context: {
    project: string
    week: string
    count: number
    branchName: string
    warn: (line: string) => void
    /** Weeks the ledger's fixes are judged on (score.ts), read besides the last `count`. */
    judgedOn?: (ledger: FixLedger | undefined) => readonly string[]
  }
): Promise<PastHistory | undefined> {
  const { project, warn } = context
  try {
    const head = await branch.readHead()
    if (head === undefined) return { weeks: [] }
    // At most three requests, whatever the number of weeks: the head, then the index, the ledger and the weeks'
    // folder at once, then the weeks the report and the ledger's fixes need at once (data-branch.ts, snapshot).
    const folder = HISTORY_PATHS.weeks(project)
    const first = await branch.snapshot(head, {
      files: [{ path: HISTORY_PATHS.index }, { path: HISTORY_PATHS.fixes(project) }],
      folders: [folder]
    })
    const claim = await claimOf(first.read)
    if (claim.owner === 'another') {
      warn(NOT_HISTORY(context.branchName, claim.reason))
      return undefined
    }
    if (claim.owner === 'later') {
      warn(`History: ${LATER(HISTORY_PATHS.index, claim.reason)}: this version neither reads nor writes the branch.`)
      return undefined
    }
    // The history's by its marker; a field of it this version cannot read is the next write's to replace.
    const index = parseHistoryIndex(claim.index)
    if (index.reason !== undefined)
      warn(`History: ${HISTORY_PATHS.index} is skipped: ${index.reason}; the next write replaces it.`)
    const ledger = await readParsed(first.read, HISTORY_PATHS.fixes(project), parseFixLedger)
    const files = await first.folder(folder)
    // A folder lists its files by name (git's tree order), and a week's name sorts as its week does.
    const before = [...files.keys()]
      .filter(name => WEEK_FILE.test(name))
      .map(name => name.slice(0, -'.json'.length))
      .filter(id => compareWeeks(id, context.week) < 0)
    const judged = new Set(context.judgedOn?.(ledger?.value) ?? [])
    const recent = new Set(context.count > 0 ? before.slice(-context.count) : [])
    const ids = before.filter(id => recent.has(id) || judged.has(id))
    const path = (id: string): string => HISTORY_PATHS.week(project, id)
    const wanted = ids.map(id => ({ path: path(id), size: files.get(`${id}.json`)?.size }))
    const { read } = await branch.snapshot(head, { files: wanted })
    const weeks: WeekRecord[] = []
    for (const id of ids) {
      const week = await readParsed(read, path(id), parseWeekRecord)
      if (week?.value && week.value.week === id) weeks.push(week.value)
      else warn(`History: ${path(id)} is skipped: ${week?.reason ?? 'its week is another'}.`)
    }
    if (ledger?.reason !== undefined)
      warn(
        `History: ${HISTORY_PATHS.fixes(project)} is skipped: ${ledger.reason}${ledger.newer ? '; it is left as it is' : ''}.`
      )
    const rerun = files.has(`${context.week}.json`)
    const older = weeks.filter(week => !recent.has(week.week))
    return {
      weeks: weeks.filter(week => recent.has(week.week)),
      ...(older.length > 0 ? { older } : {}),
      ...(ledger?.value ? { ledger: ledger.value } : {}),
      ...(rerun ? { rerun } : {})
    }
  } catch (error) {
    if (!(error instanceof DataBranchError)) throw error
    const why = `History: the branch ${context.branchName} could not be read: ${error.message}`
    // A missing permission or a timeout: the guard warned of it once, naming the permission or the call.
    if (error.reason === 'skipped' || error.reason === 'permission') debug(why)
    else warn(why)
    return undefined
  }
}

/** A file read and parsed; undefined when it is not there. One GitHub gives no text of is read as malformed. */
async function readParsed<T>(
  read: ReadFile,
  path: string,
  parse: (text: string) => Parsed<T>
): Promise<Parsed<T> | undefined> {
  let text: string | undefined
  try {
    text = await read(path)
  } catch (error) {
    if (error instanceof UnreadableFile) return { reason: TOO_LARGE, newer: false }
    throw error
  }
  return text === undefined ? undefined : parse(text)
}

const TOO_LARGE = "GitHub's contents API gives no text of it (over 1 MB, or not a file)"
const LATER = (path: string, reason: string): string => `${path} is of a later format (${reason})`

/** What one write puts on the branch: the week, and the ledger as a change of whatever ledger the head has. */
export interface WeekWrite {
  record: WeekRecord
  headline: ProjectHeadline
  /** The ledger to write, from the head's (another run may have added a fix meanwhile); undefined writes none. */
  ledger: (current: FixLedger | undefined) => FixLedger | undefined
  /** The week's file was on the branch when the history was read: one of a later version is left as it is. */
  rerun?: boolean
}

/**
 * What a write left undone: `warning`, a line for the log (none where GitHub's guard already warned, once, of a
 * missing permission or a timeout); `notKept`, why the week was not kept, for the report's reader.
 */
export interface WriteOutcome {
  warning?: string
  notKept?: NotKept
}

/** Why a week was not kept: the token may not write (`permission`), GitHub did not answer in time, or it refused. */
export interface NotKept {
  reason: 'permission' | 'skipped' | 'failed'
  /** GitHub's words (untrusted text): the request and its answer. */
  message: string
}

/**
 * Writes the week, the ledger, the index and its README as one commit. A re-run's week that a later version wrote is
 * left as it is (one warning), and the rest written.
 */
export async function writeWeek(
  branch: DataBranch,
  branchName: string,
  project: string,
  write: WeekWrite
): Promise<WriteOutcome> {
  const { record } = write
  const path = HISTORY_PATHS.week(project, record.week)
  let later: string | undefined
  const reads = [HISTORY_PATHS.index, HISTORY_PATHS.fixes(project), ...(write.rerun ? [path] : [])]
  const refused = await commit(
    branch,
    branchName,
    `docs-health: ${project} ${record.week}`,
    reads,
    async (read, head) => {
      const index = await historyIndex(read, head, branchName)
      const current = await currentLedger(read, project)
      const week = write.rerun ? await readParsed(read, path, parseWeekRecord) : undefined
      later = week?.newer ? week.reason : undefined
      // A ledger of a later version is left as it is (the read said so).
      const ledger = current === 'newer' ? undefined : write.ledger(current)
      const next = updateIndex(index, project, write.headline)
      return {
        ...(later === undefined ? { [path]: json(record) } : {}),
        ...(ledger ? { [HISTORY_PATHS.fixes(project)]: json(ledger) } : {}),
        [HISTORY_PATHS.index]: json(next),
        [HISTORY_PATHS.readme]: rollupMarkdown(next)
      }
    }
  )
  if (refused.notKept !== undefined || later === undefined) return refused
  return { warning: `History: ${LATER(path, later)}: it is left as it is.` }
}

/**
 * Writes the ledger alone (a job the report just sent), as a change of the head's; on a new branch (the week's write
 * failed) with an index of no project and its README, so that the branch is a history branch. Nothing over a ledger of
 * a later version.
 */
export async function writeLedger(
  branch: DataBranch,
  branchName: string,
  project: string,
  message: string,
  change: (current: FixLedger | undefined) => FixLedger
): Promise<string | undefined> {
  const reads = [HISTORY_PATHS.index, HISTORY_PATHS.fixes(project)]
  const outcome = await commit(branch, branchName, message, reads, async (read, head) => {
    await historyIndex(read, head, branchName)
    const current = await currentLedger(read, project)
    if (current === 'newer') return {}
    const index: HistoryIndex = { format: 'docs-health-index', version: HISTORY_VERSION, projects: {} }
    return {
      [HISTORY_PATHS.fixes(project)]: json(change(current)),
      ...(head === undefined
        ? { [HISTORY_PATHS.index]: json(index), [HISTORY_PATHS.readme]: rollupMarkdown(index) }
        : {})
    }
  })
  return outcome.warning
}

async function commit(
  branch: DataBranch,
  branchName: string,
  message: string,
  reads: readonly string[],
  change: (read: ReadFile, head?: string) => Promise<Record<string, string>>
): Promise<WriteOutcome> {
  const result = await branch.commit(message, change, reads)
  // Empty: a ledger of a later version left as it is, with nothing else to write.
  if (result.written || result.reason === 'empty') return {}
  // A missing permission or a timeout: the guard warned of it once, naming the permission or the call.
  if (result.reason === 'skipped' || result.reason === 'permission') {
    debug(`History not written to ${branchName}: ${result.message}`)
    return { notKept: { reason: result.reason, message: result.message } }
  }
  const notKept = { reason: 'failed' as const, message: result.message }
  return { warning: `History not written to ${branchName}: ${result.message}`, notKept }
}

/**
 * The head's index; undefined on a new branch, or when a field of it cannot be read as this version's (the write
 * replaces it). A branch that exists without the history's marker is another's (it may have been made or replaced
 * since the read): the change is refused, as is one over a later version's index.
 */
async function historyIndex(
  read: ReadFile,
  head: string | undefined,
  branchName: string
): Promise<HistoryIndex | undefined> {
  // A new branch: this write makes it the history's.
  if (head === undefined) return undefined
  const claim = await claimOf(read)
  if (claim.owner === 'another') throw new DataBranchError(NOT_HISTORY(branchName, claim.reason), 'failed')
  if (claim.owner === 'later') throw new DataBranchError(`its ${LATER(HISTORY_PATHS.index, claim.reason)}`, 'failed')
  return parseHistoryIndex(claim.index).value
}

/** Whose the branch `read` reads at its head is, by its index.json (marker.ts). */
async function claimOf(read: ReadFile): Promise<BranchClaim> {
  try {
    return branchClaim(await read(HISTORY_PATHS.index))
  } catch (error) {
    if (error instanceof UnreadableFile) return branchClaim(NO_TEXT)
    throw error
  }
}

/** The head's ledger: undefined when there is none or it cannot be read as this version's; `newer`: leave it be. */
async function currentLedger(read: ReadFile, project: string): Promise<FixLedger | 'newer' | undefined> {
  const ledger = await readParsed(read, HISTORY_PATHS.fixes(project), parseFixLedger)
  return ledger?.newer ? 'newer' : ledger?.value
}

/**
 * A history file's text: one field a line, and one item a line of a list or of an object of objects (a week's pages,
 * the ledger's jobs, the index's projects), so a diff of the branch shows what changed and a week stays small. Every
 * string is scrubbed of the run's secrets first (`***`), a name read from the branch too: the file stays JSON.
 */
export function json(record: object): string {
  const value = scrubJson(record)
  const item = (inner: unknown): string => `  ${JSON.stringify(inner)}`
  const field = ([key, inner]: [string, unknown]): string => {
    const name = JSON.stringify(key)
    if (Array.isArray(inner) && inner.length > 0) return `${name}: [\n${inner.map(item).join(',\n')}\n ]`
    const entries = Object.entries(inner ?? {})
    if (entries.length > 1 && entries.every(([, v]) => v !== null && typeof v === 'object')) {
      return `${name}: {\n${entries.map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(',\n')}\n }`
    }
    return `${name}: ${JSON.stringify(inner)}`
  }
  return `{\n ${Object.entries(value).map(field).join(',\n ')}\n}\n`
}
