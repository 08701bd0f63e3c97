/**
 * The marker's texts: what the request asked (`about`) and the prompt's quote (`quote`), kept so the sweep, which never
 * saw the request, writes them again in the states it writes. Both are markdown as the status comment shows them
 * (escaped by their makers), URI-encoded in the marker, so no text can end the hidden comment or hold a field of its
 * own; each is bounded, so the marker stays far below GitHub's comment limit, and the body shows exactly what it holds.
 */
import { cutWithNote } from '../text/cut.js'
import { CUT_NOTE as COMMENT_CUT_NOTE } from './comment-size.js'
import { decodeComponent } from '../text/uri.js'

export interface MarkerText {
  /** What the request asked, as markdown its maker escaped (the report's gaps): shown in every state. */
  about?: string
  /** The prompt's quote (`> …` markdown) of a working state: shown when there is no `about`. */
  quote?: string
}

/** The most characters a text takes in the marker, URI-encoded. */
export const MAX_TEXT_ENCODED = 16_000

/** Where earlier versions wrote `about` in the body (still written there, for a sweep of an earlier version). */
export const ABOUT_MARK = '<!-- docs-agent-action:about -->'
/** Where earlier versions wrote the prompt's quote in a working state's body (still written there, as `about`). */
export const QUOTE_MARK = '<!-- docs-agent-action:prompt -->'

const MARKER_CUT_NOTE = '\n\n…(cut to fit the status comment’s marker)'
/** A UTF-16 unit that is half of no pair: URI encoding refuses it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * The marker with these texts in place of its own (a write says its texts afresh): each trimmed, a half surrogate pair
 * replaced, cut to fit MAX_TEXT_ENCODED; white space alone is no text.
 */
export function withText<M extends MarkerText>(m: M, text: MarkerText): M {
  const { about: _about, quote: _quote, ...rest } = m
  const about = bounded(text.about)
  const quote = bounded(text.quote)
  return { ...rest, ...(about !== undefined ? { about } : {}), ...(quote !== undefined ? { quote } : {}) } as M
}

function bounded(text: string | undefined): string | undefined {
  const trimmed = text?.replace(LONE_SURROGATE, '\ufffd').trim()
  if (!trimmed) return undefined
  if (encodeURIComponent(trimmed).length <= MAX_TEXT_ENCODED) return trimmed
  // The longest cut whose encoding fits (each unit encodes to at most 9 characters, so the answer is at least this).
  let low = Math.floor(MAX_TEXT_ENCODED / 9)
  let high = trimmed.length
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    if (encodeURIComponent(cutWithNote(trimmed, mid, MARKER_CUT_NOTE)).length <= MAX_TEXT_ENCODED) low = mid
    else high = mid - 1
  }
  return cutWithNote(trimmed, low, MARKER_CUT_NOTE)
}

/** ` about=…` and ` quote=…`, as the marker holds them (bounded again: a caller may pass any text). */
export function encodeText(m: MarkerText): string {
  const { about, quote } = withText<MarkerText>({}, m)
  return (
    (about !== undefined ? ` about=${encodeURIComponent(about)}` : '') +
    (quote !== undefined ? ` quote=${encodeURIComponent(quote)}` : '')
  )
}

/** The texts of a marker's fields; one that cannot be decoded is left out rather than guessed. */
export function decodeText(fields: ReadonlyMap<string, string>): MarkerText {
  return withText(
    {},
    { about: decodeComponent(fields.get('about') ?? ''), quote: decodeComponent(fields.get('quote') ?? '') }
  )
}

/**
 * The texts of a marker written by an earlier version, which kept them in the body after its marks: the note of a
 * comment cut to GitHub's limit removed. Read only for a marker without text fields (comments already on threads).
 */
export function legacyText(body: string): MarkerText {
  return withText({}, { about: after(body, ABOUT_MARK), quote: after(body, QUOTE_MARK) })
}

/** What follows a mark of ours on its own line to the end of the body. */
function after(body: string, mark: string): string | undefined {
  const at = body.indexOf(`\n${mark}\n`)
  return at < 0 ? undefined : body.slice(at + mark.length + 2).replace(COMMENT_CUT_NOTE, '')
}
