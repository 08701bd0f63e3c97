/**
 * The seal of our markers (the status marker, and the report's marker of a range): an HMAC of the marker line and the
 * thread it is on, keyed by a secret of the run that stays the same from run to run (a key derived from the service's
 * API key, action/derived-key.ts), a key and a message of its own for each kind of marker. GitHub answers
 * `user: null` for a comment whose author it no longer names; such a comment is trusted as ours only when its seal
 * holds. An outsider can write a marker, and then delete the account that wrote it, but cannot seal one: a marker
 * changed by a character, copied to another thread, or of another kind, does not hold. The one thing a seal cannot
 * tell is a copy of one of our own markers on the same thread: that copy says only what our comment said.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { derivedKey } from '../action/derived-key.js'
import type { Thread } from './our-comments.js'

/** The markers that carry a seal: `<!-- docs-agent-action:<kind> … -->` at the start of a comment. */
export type MarkerKind = 'status' | 'report'

/** ` seal=<32 hex>` as the marker's last field; older readers of the status marker ignore a field they do not know. */
const SEAL = / seal=([0-9a-f]{32})(?= -->)/
const FIRST_LINE: Record<MarkerKind, RegExp> = {
  status: /^<!-- docs-agent-action:status[^\n]*? -->/,
  report: /^<!-- docs-agent-action:report [^\n]*? -->/
}

export type Sealer = (body: string) => string
export type SealCheck = (body: string) => boolean

/** The status seal's bytes are those of the first sealed markers (`status seal`), so existing comments still hold. */
function digest(kind: MarkerKind, key: string, thread: Thread, markerLine: string): string {
  const where = `${thread.owner}/${thread.repo}#${thread.issueNumber}`.toLowerCase()
  return createHmac('sha256', derivedKey(`${kind} seal`, key))
    .update(`docs-agent-action ${kind} seal\0${where}\0${markerLine}`, 'utf8')
    .digest('hex')
    .slice(0, 32)
}

/** Seals the `kind` marker at the start of each body written to `thread`; a body without one is left as it is. */
export function sealer(kind: MarkerKind, key: string, thread: Thread): Sealer {
  return body => {
    const first = FIRST_LINE[kind].exec(body)?.[0]
    if (first === undefined || !key) return body
    const line = first.replace(SEAL, '')
    return `${line.slice(0, -' -->'.length)} seal=${digest(kind, key, thread, line)} -->${body.slice(first.length)}`
  }
}

/**
 * Whether the body's `kind` marker carries a seal made with `key` (never an empty one) for `thread` over exactly this
 * marker.
 */
export function sealChecker(kind: MarkerKind, key: string, thread: Thread): SealCheck {
  return body => {
    const [first] = FIRST_LINE[kind].exec(body) ?? ['']
    const seal = SEAL.exec(first)?.[1]
    if (!key || seal === undefined) return false
    return timingSafeEqual(Buffer.from(seal), Buffer.from(digest(kind, key, thread, first.replace(SEAL, ''))))
  }
}
