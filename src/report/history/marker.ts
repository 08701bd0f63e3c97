/**
 * The history's format marker (src/report/history/), and whose a branch is by it. Every file the history writes is a
 * JSON object that names its kind (`"format"`: `docs-health-week`, `docs-health-fixes`, `docs-health-index`) and the
 * version of the format (`"version"`, a whole number): `readMarker` reads that pair before any other field (parse.ts
 * then reads the fields). `branchClaim` is the ownership rule both writers of the branch follow (keep.ts, for the
 * report and for the agent action's ledger): a branch that exists is the history's only when its index.json carries
 * the index's marker; one that does not exist is made the history's by the first write. A file that merely exists is
 * no claim: a Pages site's index.json, a README, an empty branch or a branch of code is another's, never read as a
 * history nor written. Pure.
 */
import { laterMarker, READ_LIMITS, reasonOf, thisMarker } from './check.js'
import { HISTORY_VERSION } from './format.js'
import { check } from '../../service/schema.js'

/** The kinds of file the history writes: the `format` field of each. */
export type HistoryFormat = 'docs-health-week' | 'docs-health-fixes' | 'docs-health-index'

/**
 * A file's marker: of a version this code reads (`read`: which, with the file's fields, to be read), a later version's,
 * or none (and why).
 */
export type Marker =
  { version: 'this'; read: number; file: Record<string, unknown> } | { version: 'later' | 'none'; reason: string }

/**
 * The marker of a file's text, read as `format`: the file must be a JSON object (of at most READ_LIMITS.fileChars)
 * whose `format` is `format` and whose `version` is one this code reads (OLDEST_VERSION to HISTORY_VERSION), or a whole
 * number above (a later version).
 */
export function readMarker(text: string, format: HistoryFormat): Marker {
  if (text.length > READ_LIMITS.fileChars) return none(`larger than ${READ_LIMITS.fileChars} characters`)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return none('not JSON')
  }
  const later = check(laterMarker(format), value)
  if (later.ok)
    return {
      version: 'later',
      reason: `format version ${later.value.version}, newer than this action reads (${HISTORY_VERSION})`
    }
  const marker = check(thisMarker(format), value)
  return marker.ok
    ? { version: 'this', read: marker.value.version, file: value as Record<string, unknown> }
    : none(reasonOf(marker.issue))
}

const none = (reason: string): Marker => ({ version: 'none', reason })

/** index.json is on the branch, but GitHub's contents API gives no text of it (over 1 MB, a folder, a symlink). */
export const NO_TEXT = Symbol('no text')

/**
 * Whose a branch that exists is (one that does not is made the history's by its first write): `history` (its
 * index.json, given back as `index`, carries this version's marker; a field of it may still be malformed, and the next
 * write replaces it), `later` (a later version's index: left alone), or `another` (no marker: never read as a history,
 * never written), with why in words that follow "not a docs-health history".
 */
export type BranchClaim =
  { owner: 'history'; index: string } | { owner: 'later'; reason: string } | { owner: 'another'; reason: string }

/**
 * The ownership rule: whose a branch that exists is, by `index`, the text of its index.json at its head (undefined: no
 * such file, the branch may even be empty; NO_TEXT: a file GitHub gives no text of).
 */
export function branchClaim(index: string | undefined | typeof NO_TEXT): BranchClaim {
  if (index === undefined) return { owner: 'another', reason: 'it has no index.json' }
  if (index === NO_TEXT) return { owner: 'another', reason: 'its index.json is not a file GitHub gives the text of' }
  const marker = readMarker(index, 'docs-health-index')
  if (marker.version === 'this') return { owner: 'history', index }
  if (marker.version === 'later') return { owner: 'later', reason: marker.reason }
  return { owner: 'another', reason: `its index.json is not the history's: ${marker.reason}` }
}
