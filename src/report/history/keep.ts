/**
 * The project's history on the data branch (I/O): the past weeks and the fix ledger read before the report renders,
 * and the week, the ledger, the index and the roll-up written after it posts, as one commit that is made again on the
 * new head when another run moved the branch (github/data-branch.ts). A branch that exists must be a history branch
 * (it has index.json): the action never writes into a branch of code. Never throws for GitHub: what could not be
 * read or written is one warning, and the report goes on.
 */
import { DataBranchError, type DataBranch, type ReadFile } from '../../github/data-branch.js'
import { HISTORY_PATHS, type FixLedger, type HistoryIndex, type ProjectHeadline, type WeekRecord } from './format.js'
import { parseFixLedger, parseHistoryIndex, parseWeekRecord, type Parsed } from './parse.js'
import { rollupMarkdown, updateIndex } from './rollup.js'
import { compareWeeks } from './week.js'

/** What the history reads of the branch before the report renders. */
export interface PastHistory {
  /** The weeks before this one, oldest first, at most `weeks`. */
  weeks: WeekRecord[]
  ledger?: FixLedger
}

const WEEK_FILE = /^\d{4}-W\d{2}\.json$/

/** Why the branch is not one the history may use, or undefined: it is missing (made on write) or has index.json. */
const NOT_HISTORY = (branch: string): string =>
  `The branch ${branch} exists and is not a docs-health history (it has no index.json): the history is not read or written there. Name a branch of its own in history-branch.`

/**
 * The `count` weeks before `week` (this run's, which it rewrites) and the ledger. Undefined, with the reason, when
 * the branch cannot be read or is not a history branch; a file that cannot be read as this version's is skipped.
 */
export async function readPast(
  branch: DataBranch,
  context: { project: string; week: string; count: number; branchName: string; warn: (line: string) => void }
): Promise<PastHistory | undefined> {
  try {
    const { head, files } = await branch.readFolder(HISTORY_PATHS.weeks(context.project))
    if (head === undefined) return { weeks: [] }
    if ((await branch.readText(HISTORY_PATHS.index, head)) === undefined) {
      context.warn(NOT_HISTORY(context.branchName))
      return undefined
    }
    // A folder lists its files by name (git's tree order), and a week's name sorts as its week does.
    const ids = [...files.keys()]
      .filter(name => WEEK_FILE.test(name))
      .map(name => name.slice(0, -'.json'.length))
      .filter(id => compareWeeks(id, context.week) < 0)
      .slice(-context.count)
    const weeks: WeekRecord[] = []
    for (const id of ids) {
      const read = parseWeekRecord((await branch.readText(HISTORY_PATHS.week(context.project, id), head)) ?? '')
      if (read.value && read.value.week === id) weeks.push(read.value)
      else
        context.warn(
          `History: ${HISTORY_PATHS.week(context.project, id)} is skipped: ${read.reason ?? 'its week is another'}.`
        )
    }
    const ledgerText = await branch.readText(HISTORY_PATHS.fixes(context.project), head)
    const ledger = ledgerText === undefined ? undefined : usable(parseFixLedger(ledgerText), 'fixes', context.warn)
    return { weeks, ...(ledger ? { ledger } : {}) }
  } catch (error) {
    if (!(error instanceof DataBranchError)) throw error
    context.warn(`History: the branch ${context.branchName} could not be read: ${error.message}`)
    return undefined
  }
}

/** What one write puts on the branch: the week, and the ledger as a change of whatever ledger the head has. */
export interface WeekWrite {
  record: WeekRecord
  headline: ProjectHeadline
  /** The ledger to write, from the head's (another run may have added a fix meanwhile); undefined writes none. */
  ledger: (current: FixLedger | undefined) => FixLedger | undefined
}

/** Writes the week, the ledger, the index and its README as one commit. Returns the warning, or undefined when written. */
export async function writeWeek(branch: DataBranch, branchName: string, project: string, write: WeekWrite) {
  const { record } = write
  return commit(branch, branchName, `docs-health: ${project} ${record.week}`, async read => {
    const index = await historyIndex(read, branchName)
    const ledger = write.ledger(await currentLedger(read, project))
    const next = updateIndex(index, project, write.headline)
    return {
      [HISTORY_PATHS.week(project, record.week)]: json(record),
      ...(ledger ? { [HISTORY_PATHS.fixes(project)]: json(ledger) } : {}),
      [HISTORY_PATHS.index]: json(next),
      [HISTORY_PATHS.readme]: rollupMarkdown(next)
    }
  })
}

/** Writes the ledger alone (a job the report just sent), as a change of the head's. */
export async function writeLedger(
  branch: DataBranch,
  branchName: string,
  project: string,
  message: string,
  change: (current: FixLedger | undefined) => FixLedger
): Promise<string | undefined> {
  return commit(branch, branchName, message, async read => {
    await historyIndex(read, branchName)
    return { [HISTORY_PATHS.fixes(project)]: json(change(await currentLedger(read, project))) }
  })
}

async function commit(
  branch: DataBranch,
  branchName: string,
  message: string,
  change: (read: ReadFile) => Promise<Record<string, string>>
): Promise<string | undefined> {
  const result = await branch.commit(message, change)
  // A missing permission was also warned about once by the request guard, naming the line to add.
  // Every write here has files, so a result not written is a refusal.
  return result.written ? undefined : `History not written to ${branchName}: ${result.message}`
}

/**
 * The head's index; undefined on a new branch. A branch that has files but no index is not a history branch: the
 * change is refused (a README.md is what a branch of code has and a new history branch has not).
 */
async function historyIndex(read: ReadFile, branchName: string): Promise<HistoryIndex | undefined> {
  const text = await read(HISTORY_PATHS.index)
  if (text === undefined) {
    if ((await read(HISTORY_PATHS.readme)) !== undefined) throw new DataBranchError(NOT_HISTORY(branchName), 'failed')
    return undefined
  }
  const index = parseHistoryIndex(text)
  // A later version's index is left alone: this run does not write over it.
  if (index.newer)
    throw new DataBranchError(`its ${HISTORY_PATHS.index} is of a later format: ${index.reason}`, 'failed')
  return index.value
}

async function currentLedger(read: ReadFile, project: string): Promise<FixLedger | undefined> {
  const text = await read(HISTORY_PATHS.fixes(project))
  if (text === undefined) return undefined
  const ledger = parseFixLedger(text)
  if (ledger.newer)
    throw new DataBranchError(`its ${HISTORY_PATHS.fixes(project)} is of a later format: ${ledger.reason}`, 'failed')
  return ledger.value
}

function usable<T>(parsed: Parsed<T>, what: string, warn: (line: string) => void): T | undefined {
  if (parsed.value === undefined) warn(`History: the ${what} file is skipped: ${parsed.reason}.`)
  return parsed.value
}

/**
 * A history file's text: one field a line, and one item a line of a list or of an object of objects (a week's pages,
 * the ledger's jobs, the index's projects), so a diff of the branch shows what changed and a week stays small.
 */
export function json(value: object): string {
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
