/**
 * Which report gaps the thread's jobs were sent, kept in the status comment's marker so the next week's report does not
 * send them again while their pull request is open. Only keys: short hashes, never reader text (the marker is public).
 */
import { decodeComponent } from '../text/uri.js'

/** The gap keys one job was sent (by its create and follow-ups), newest first. */
export interface SentGaps {
  jobId: string
  keys: string[]
}

/** The most gap keys the marker keeps, over all jobs; the oldest fall off. */
export const MAX_SENT_GAP_KEYS = 50
/** The most jobs whose gaps it keeps. */
export const MAX_SENT_GAP_JOBS = 10
/** What a gap key may look like: a hash, perhaps with its section (`searches:3f9a…`); anything else is not kept. */
const GAP_KEY = /^[A-Za-z0-9_.:/-]{1,64}$/

export const isGapKey = (key: string): boolean => GAP_KEY.test(key)

/**
 * Adds what a request sent to `jobId` (its group moves first, its new keys first), then keeps the caps: the oldest
 * keys of the oldest jobs fall off. Keys that do not look like gap keys are dropped.
 */
export function addSentGaps(sent: SentGaps[], jobId: string, keys: readonly string[]): SentGaps[] {
  const earlier = sent.find(s => s.jobId === jobId)?.keys ?? []
  const added = unique([...keys.filter(isGapKey), ...earlier])
  if (added.length === 0) return sent
  return capSent([{ jobId, keys: added }, ...sent.filter(s => s.jobId !== jobId)])
}

/** Two markers' memories of sent gaps (duplicates being merged): the first's order, keys of one job united. */
export function mergeSentGaps(first: SentGaps[], second: SentGaps[]): SentGaps[] {
  const merged = first.map(s => ({ jobId: s.jobId, keys: unique([...s.keys, ...(find(second, s.jobId) ?? [])]) }))
  return capSent([...merged, ...second.filter(s => find(first, s.jobId) === undefined)])
}

/** `J1:k1,k2;J2:k3`, every job id and key URI-encoded, so none can hold `;`, `,`, `:`, a space or `-->`. */
export function encodeSentGaps(sent: SentGaps[]): string {
  return sent.map(s => `${encodeURIComponent(s.jobId)}:${s.keys.map(k => encodeURIComponent(k)).join(',')}`).join(';')
}

/** Reads what encodeSentGaps wrote; a group or key it cannot read is left out rather than trusted. */
export function decodeSentGaps(text: string): SentGaps[] {
  const sent: SentGaps[] = []
  for (const group of text.split(';')) {
    const [job, keys, ...rest] = group.split(':')
    const jobId = job ? decodeComponent(job) : undefined
    if (jobId === undefined || keys === undefined || rest.length > 0 || find(sent, jobId)) continue
    const valid = keys
      .split(',')
      .map(decodeComponent)
      .filter((k): k is string => k !== undefined && isGapKey(k))
    if (valid.length > 0) sent.push({ jobId, keys: unique(valid) })
  }
  return capSent(sent)
}

function capSent(sent: SentGaps[]): SentGaps[] {
  let room = MAX_SENT_GAP_KEYS
  const kept: SentGaps[] = []
  for (const s of sent.slice(0, MAX_SENT_GAP_JOBS)) {
    const keys = s.keys.slice(0, room)
    if (keys.length === 0) break
    kept.push({ jobId: s.jobId, keys })
    room -= keys.length
  }
  return kept
}

const find = (sent: SentGaps[], jobId: string): string[] | undefined => sent.find(s => s.jobId === jobId)?.keys
const unique = (keys: string[]): string[] => [...new Set(keys)]
