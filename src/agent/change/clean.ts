/**
 * The authors' text of a change as the prompt may hold it (docs that follow code): the characters a reader on GitHub
 * could not see taken out (hidden.ts), then the run's secrets in every encoding (secrets.ts) and keys (redact.ts:
 * secretlint's rule set of secret formats, vendor prefixes, key-shaped runs) redacted, each counted in a tally. The
 * prompt cleans a text before it cuts it, so no cut leaves part of a key. Asynchronous, as the key rules are.
 */
import { scrub } from '../../action/secrets.js'
import { visiblePlainText } from '../../text/hidden.js'
import { redactKeys } from '../../text/redact-keys.js'

/** What the authors' text lost on its way in. */
export interface Tally {
  /** Characters (code points) a reader could not see. */
  hidden: number
  /** Secrets of the run (`***`) and keys (`[key]`) replaced. */
  redacted: number
}

/** What scrub() writes for a secret. */
const MASK = '***'

export const emptyTally = (): Tally => ({ hidden: 0, redacted: 0 })

/** Plain text with nothing hidden and nothing secret. */
export async function plain(text: string, tally: Tally): Promise<string> {
  const visible = visiblePlainText(text)
  tally.hidden += visible.removed
  return clean(visible.text, tally)
}

/** One line of plain text: no author can open a line of their own in the prompt. */
export async function oneLine(text: string, tally: Tally): Promise<string> {
  return (await plain(text, tally)).replace(/[\s\u2028\u2029]+/g, ' ').trim()
}

/** The run's secrets in every encoding, then keys: each counted. */
export async function clean(text: string, tally: Tally): Promise<string> {
  const keys = await redactKeys(withoutSecrets(text, tally))
  tally.redacted += keys.count
  return keys.text
}

/** The run's secrets in every encoding, counted by the masks scrub wrote (at least one when the text changed). */
export function withoutSecrets(text: string, tally: Tally): string {
  const scrubbed = scrub(text)
  if (scrubbed !== text) tally.redacted += Math.max(1, scrubbed.split(MASK).length - text.split(MASK).length)
  return scrubbed
}

export function add(to: Tally, from: Tally): void {
  to.hidden += from.hidden
  to.redacted += from.redacted
}
