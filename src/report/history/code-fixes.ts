/**
 * The docs jobs merged code sent (ledger origin `change`, recorded by the agent action's history-branch): each with
 * its pull request, what became of it, and the changes it documents. They were sent for no measured gap, so there is
 * nothing to score before and after: the report lists them after the fixes it scores. Pure.
 */
import { pullOfKey } from '../../github/change.js'
import { plural } from '../../text/plural.js'
import type { FixLedger, FixRecord, FixState } from './format.js'
import { prRef } from './fix-lines.js'

/** The most jobs for code the report lists, the newest. */
export const MAX_CODE_FIX_LINES = 10

/** The most changes a line names; the rest are counted. */
const MAX_CHANGES_NAMED = 5

const LEAD: Record<FixState, string> = {
  open: 'Open',
  merged: 'Merged',
  closed: 'Closed unmerged',
  'no-pr': 'No pull request',
  unknown: 'Not known yet'
}

/** "Docs that followed code": one line a job, newest first; nothing when the ledger has none. */
export function renderCodeFixes(ledger: FixLedger | undefined, serverUrl?: string): string[] {
  const fixes = ledger?.fixes.filter(fix => fix.origin === 'change') ?? []
  if (fixes.length === 0) return []
  const lines = fixes.slice(0, MAX_CODE_FIX_LINES).map(fix => `- ${codeFixLine(fix, serverUrl)}`)
  const more = fixes.length - lines.length
  return [
    '### Docs that followed code',
    '',
    'The docs jobs merged code sent (docs that follow code, recorded on this branch), and what became of them.',
    '',
    ...lines,
    ...(more > 0 ? ['', `${plural(more, 'earlier job')} not listed.`] : [])
  ]
}

/**
 * `**Merged 2026-11-10:** #34, for #12 and #13.` with the pull request as prRef shows it; a job that committed straight
 * to its branch: `**Committed 2026-11-10:** a job sent 2026-11-09 (its newest commit abc1234), for #12.`
 */
function codeFixLine(fix: FixRecord, serverUrl?: string): string {
  const live = fix.state === 'merged' && fix.merged ? fix.merged.slice(0, 10) : undefined
  const lead = live === undefined ? LEAD[fix.state] : `${fix.commit === undefined ? 'Merged' : 'Committed'} ${live}`
  const sent = `a job sent ${fix.sent.slice(0, 10)}`
  const what =
    fix.pr !== undefined
      ? prRef(fix.pr, serverUrl)
      : fix.commit !== undefined && live !== undefined
        ? `${sent} (its newest commit ${commitRef(fix.commit, serverUrl)})`
        : sent
  return `**${lead}:** ${what}, for ${changesSaid(fix.changes ?? [])}.`
}

/**
 * A commit's short sha, linked only when its address is a commit on the server the workflow runs on (the ledger is
 * anyone's with write access: another address is not made live).
 */
export function commitRef(url: string, serverUrl = 'https://github.com'): string {
  const server = URL.canParse(serverUrl) ? new URL(serverUrl).origin : undefined
  const match = /^(https:\/\/[^/]+)\/[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+\/commit\/([0-9a-f]{40})$/.exec(url)
  if (!match || match[1]?.toLowerCase() !== server?.toLowerCase()) return 'on its branch'
  return `[\`${match[2]?.slice(0, 7)}\`](${url})`
}

/** The changes a job carries: `#12` (a pull request of this repository, in a code span: no reference made), a push. */
function changesSaid(keys: readonly string[]): string {
  if (keys.length === 0) return 'changes not recorded'
  const named = keys.slice(0, MAX_CHANGES_NAMED).map(key => {
    const pull = pullOfKey(key)
    return pull === undefined ? `a push \`${key.slice('push-'.length)}\`` : `\`#${pull}\``
  })
  const more = keys.length - named.length
  const all = more > 0 ? [...named, plural(more, 'more change')] : named
  const last = all.pop()
  return all.length === 0 ? `${last}` : `${all.join(', ')} and ${last}`
}
