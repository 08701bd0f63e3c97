/**
 * Gap keys: what the public status comment's marker (and the report's files) keep of a gap, so the next week's report
 * knows it was sent. A key is an HMAC of the gap's normalised text under a secret derived from the API key and the
 * project id: the same gap gets the same key every run of the repository, and someone who reads the marker cannot
 * recompute keys to confirm a guessed search term. Keys written by earlier versions (an unkeyed sha256) are still
 * recognised, never written again (`former`), so the gaps they name are not sent twice after an upgrade.
 */
import { createHash, createHmac } from 'node:crypto'
import { derivedKey } from '../action/derived-key.js'

// Strings are hashed as UTF-8 (node:crypto's default for a string).

/** Reader text as the key compares it: NFKC, lower case, white space collapsed. */
export const normalise = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()

/** Hex digits of a key: 64 bits, keyed. Earlier versions wrote 12 (48 bits, unkeyed). */
const KEY_DIGITS = 16
const FORMER_DIGITS = 12
/** Hex digits of a keying's id: an HMAC under the keying's secret, as every key is, so it tells no more of it. */
const KEYING_DIGITS = 8

export interface GapKeys {
  /** The key of a gap of `section` named by `text` (a search term, a page path, `category …`): `searches:3f9a…`. */
  of(section: string, text: string): string
  /** The key an earlier version wrote for the gap this run keyed `key`; the key itself for a key it did not make. */
  former(key: string): string
  /**
   * Which keying this is: 8 hex digits, the same for every run with the same secrets, another for a new API key (whose
   * keys are all new). A week's record keeps it, so weeks of two keyings are not compared.
   */
  readonly keying: string
}

/** What only the repository's runs have: the API key and the project id (both inputs of every run). */
export interface GapKeySecret {
  apiKey: string
  projectId: string
}

export function gapKeys(secret: GapKeySecret): GapKeys {
  // `v2` names this way of keying: changing it changes every key.
  const hmacKey = derivedKey('gap keys v2', secret.projectId, secret.apiKey)
  const formers = new Map<string, string>()
  return {
    of(section, text) {
      const normalised = normalise(text)
      const digest = createHmac('sha256', hmacKey).update(`${section}\0${normalised}`).digest('hex')
      const key = `${section}:${digest.slice(0, KEY_DIGITS)}`
      formers.set(key, formerKey(section, normalised))
      return key
    },
    former: key => formers.get(key) ?? key,
    keying: createHmac('sha256', hmacKey).update('keying').digest('hex').slice(0, KEYING_DIGITS)
  }
}

/** The unkeyed key earlier versions wrote (a sha256 of the normalised text): matched in their markers, never written. */
const formerKey = (section: string, normalised: string): string =>
  `${section}:${createHash('sha256').update(normalised).digest('hex').slice(0, FORMER_DIGITS)}`

/**
 * The keys of a run's gaps that were already sent: those the marker holds, under this version's key or (from an
 * earlier version's marker) under the former one.
 */
export function sentKeys(keys: GapKeys, gapKeysOfRun: readonly string[], inMarker: ReadonlySet<string>): Set<string> {
  return new Set(gapKeysOfRun.filter(key => inMarker.has(key) || inMarker.has(keys.former(key))))
}
