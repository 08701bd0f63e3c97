/**
 * Noise control for docs that follow code, pure: a merged change is skipped (a line in the log, never a comment) when
 * it was not merged, its author is a bot not in allowed-bots (whoever merged it), it has the skip label, or every file
 * it touches is one that alone needs no docs update (skip-paths).
 */
import picomatch from 'picomatch'
import { botAllowed } from '../../github/permission.js'
import type { Author, ChangedFile, PullFacts } from '../../github/change.js'
import type { ChangeSettings } from './settings.js'

/** Whether GitHub names the author a bot: an app's account (`type: Bot`) or a login with the `[bot]` suffix. */
export function isBot(author: Author): boolean {
  return author.type === 'Bot' || /\[bot\]$/i.test(author.login)
}

/** Why the pull request is skipped before its files are read, or undefined: read them. */
export function pullSkipReason(
  pull: PullFacts,
  settings: Pick<ChangeSettings, 'skipLabel'>,
  allowedBots: string[]
): string | undefined {
  const name = `Pull request #${pull.number}`
  if (!pull.merged) return `${name} was closed without being merged: nothing to document.`
  const author = pull.author
  if (author && isBot(author) && !botAllowed(author.login, allowedBots)) {
    return `${name} is by the bot ${author.login}, which is not in allowed-bots: its change is not documented.`
  }
  const label = settings.skipLabel.toLowerCase()
  if (label && pull.labels.some(name => name.toLowerCase() === label)) {
    return `${name} has the label '${settings.skipLabel}' (skip-label): its change is not documented.`
  }
  return undefined
}

/**
 * Why the change is skipped for its files: none, or only files that skip-paths says need no docs update. A listing
 * that stopped before the last file says nothing of the rest, so it never skips.
 */
export function filesSkipReason(
  what: string,
  files: readonly ChangedFile[],
  moreFiles: boolean,
  skipPaths: readonly string[]
): string | undefined {
  if (moreFiles) return undefined
  if (files.length === 0) return `${what} changes no file: nothing to document.`
  const ignored = picomatch([...skipPaths], { dot: true })
  if (files.every(file => ignored(file.path))) {
    return `${what} touches only files that need no docs update (skip-paths: docs, tests, CI and lock files unless set): nothing to document.`
  }
  return undefined
}
