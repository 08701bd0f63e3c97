/**
 * The change a run documents, gathered from the event and GitHub: skipped early where the event alone says so (a
 * deleted branch, a pull request closed unmerged, by a bot, labelled), else read (read-change.ts) and skipped when
 * it touches only skip-paths files. A push that came from a merged pull request is that pull request's change, so a
 * workflow on both events documents it once.
 */
import { info } from '../../action/log.js'
import { changeKey, type Change, type EventChange, type PullFacts } from '../../github/change.js'
import { pullOfPush, readPullChange, readPushChange } from './read-change.js'
import type { ChangeSession } from '../../step/connect.js'
import type { ChangeSettings } from './settings.js'
import { filesSkipReason, pullSkipReason } from './skip.js'

export type Gathered = { kind: 'skip'; reason: string } | { kind: 'change'; change: Change }

export type SkipSettings = Pick<ChangeSettings, 'skipLabel' | 'skipPaths'> & { allowedBots: string[] }

/** A change with code to document: a pull request closed, or a push to a branch (not a tag). */
export type CodeChange = Exclude<EventChange, { kind: 'tag' }>

export const TAG_PUSHED = 'A tag was pushed, not a branch: nothing to document.'

/** Why the event's change is skipped before any request, or undefined: gather it. */
export function earlySkip(change: CodeChange, settings: SkipSettings): string | undefined {
  switch (change.kind) {
    case 'push':
      return change.push.deleted ? `The branch ${change.push.branch} was deleted: nothing to document.` : undefined
    case 'pull':
      return pullSkipReason(change.pull, settings, settings.allowedBots)
  }
}

/** The change with its files, or why it is skipped. */
export async function gatherChange(
  session: ChangeSession,
  change: CodeChange,
  settings: SkipSettings
): Promise<Gathered> {
  const early = earlySkip(change, settings)
  if (early !== undefined) return { kind: 'skip', reason: early }
  const { octokit, repo } = session
  const documented = (read: Change, what: string): Gathered => {
    const why = filesSkipReason(what, read.files, read.moreFiles, settings.skipPaths)
    return why === undefined ? { kind: 'change', change: read } : { kind: 'skip', reason: why }
  }
  const readPull = async (pull: PullFacts): Promise<Gathered> =>
    documented(await readPullChange(octokit, repo, pull), `Pull request #${pull.number}`)
  if (change.kind === 'pull') return readPull(change.pull)
  const pull = await pullOfPush(octokit, repo, change.push)
  if (pull === undefined) {
    return documented(await readPushChange(octokit, repo, change.push), `The push to ${change.push.branch}`)
  }
  const why = pullSkipReason(pull, settings, settings.allowedBots)
  return why === undefined ? readPull(pull) : { kind: 'skip', reason: why }
}

/** The most merged pull requests one batch sends: the rest wait for the next batch (the window ends before them). */
export const MAX_BATCH = 30

/**
 * A batch's changes: of the pull requests merged in the window (oldest first), those not carried already and not
 * skipped, MAX_BATCH at most. `until` (epoch ms) ends at the first one left for the next batch. Each skip is a log line.
 */
export async function gatherBatch(
  session: ChangeSession,
  pulls: readonly PullFacts[],
  settings: SkipSettings,
  carried: readonly string[],
  until: number
): Promise<{ changes: Change[]; until: number }> {
  const changes: Change[] = []
  for (const pull of pulls) {
    if (changes.length >= MAX_BATCH) return { changes, until: Date.parse(pull.mergedAt ?? '') || until }
    if (carried.includes(changeKey({ kind: 'pull', pull }))) {
      info(`Pull request #${pull.number} was sent to the docs agent already: not sent again.`)
      continue
    }
    const gathered = await gatherChange(session, { kind: 'pull', pull }, settings)
    if (gathered.kind === 'skip') info(gathered.reason)
    else changes.push(gathered.change)
  }
  return { changes, until }
}
