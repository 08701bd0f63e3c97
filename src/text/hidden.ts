/**
 * What a reader of GitHub cannot see never becomes part of a prompt: invisible characters everywhere, and in markdown
 * also HTML comments and link-reference definitions (which render nothing). Removal is deliberately wider than
 * GitHub's renderer (also inside code, also where a definition would not parse): a mismatch must cost text, never leak.
 */

/** Text as sent, and how many characters (code points) were removed from it. */
export interface VisibleText {
  text: string
  removed: number
}

// Kept: one presentation selector (U+FE0E/F) after an emoji and a joiner between emoji (❤️, 👩‍💻) shape what is drawn.
const EMOJI = String.raw`\p{Emoji}\p{Emoji_Modifier}?[\uFE0E\uFE0F]?\p{Emoji_Modifier}?(?:\u200D(?=\p{Extended_Pictographic}))?`
// Format (bidi, zero-width, tags), default-ignorable (variation selectors, fillers), lone surrogates, controls but \t \n.
const INVISIBLE = String.raw`[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}]|(?![\t\n])\p{Cc}`
const CHARACTERS = new RegExp(`(${EMOJI})|${INVISIBLE}`, 'gu')

// CommonMark: <!-->, <!---> or <!-- … -->; unclosed, to the end of the text (an HTML block runs on to the end).
const HTML_COMMENT = /<!--(?:-?>|[\s\S]*?(?:-->|$))/g
const ALL_FROM_FIRST_COMMENT = /<!--[\s\S]*$/

// [label]: destination "title" on one line or split over two, also in a blockquote or list item. No footnotes ([^1]).
const CONTAINER = String.raw`^(?:[ \t]*(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t])))*[ \t]*`
const LABEL = String.raw`\[(?!\^)(?:[^[\]\\\n]|\\[\s\S]|\n(?![ \t>]*\n)){1,999}\]:`
const BREAK = String.raw`[ \t]*(?:\n[ \t>]*)?`
const DESTINATION = String.raw`(?:<(?:[^<>\\\n]|\\.)*>|[^\s<]\S*)`
const TITLE_TEXT = (close: string): string => String.raw`(?:[^\\\n` + close + String.raw`]|\\[\s\S]|\n(?![ \t>]*\n))*`
const TITLE =
  String.raw`(?:(?:[ \t]+|[ \t]*\n[ \t>]*)(?:"` +
  TITLE_TEXT('"') +
  `"|'` +
  TITLE_TEXT("'") +
  String.raw`'|\(` +
  TITLE_TEXT(')') +
  String.raw`\)))?`
const DEFINITION = new RegExp(`${CONTAINER}${LABEL}${BREAK}${DESTINATION}${TITLE}[ \\t]*(?:\\n|$)`, 'gm')

/** Passes after which a text that keeps forming new comments (nested `<!<!-- -->-- -->`) loses all from the first. */
const MAX_PASSES = 8

/** Removes invisible characters: for plain text such as an issue title (GitHub renders titles as text). */
export function visiblePlainText(text: string): VisibleText {
  return measure(text, removeInvisible)
}

/** Removes what rendered markdown does not show: invisible characters, HTML comments, link-reference definitions. */
export function visibleMarkdown(text: string): VisibleText {
  return measure(text, normalized => {
    let current = normalized
    for (let pass = 0; ; pass++) {
      const comments = pass < MAX_PASSES ? HTML_COMMENT : ALL_FROM_FIRST_COMMENT
      const next = removeInvisible(current).replace(comments, '').replace(DEFINITION, '')
      if (next === current) return next
      current = next
    }
  })
}

/** The log and summary line for a prompt that lost hidden text. */
export function describeRemoved(removed: number): string {
  const what = removed === 1 ? 'character' : 'characters'
  return `Removed ${removed} hidden ${what} from the prompt: text a reader cannot see (invisible characters, HTML comments, link-reference definitions) is not sent.`
}

function removeInvisible(text: string): string {
  return text.replace(CHARACTERS, (match, emoji: string | undefined) => emoji ?? '')
}

/** Line ends are normalised first (a CRLF is no hidden character); the count is in code points. */
function measure(text: string, strip: (normalized: string) => string): VisibleText {
  const normalized = text.replace(/\r\n?/g, '\n')
  const visible = strip(normalized)
  return { text: visible, removed: codePoints(normalized) - codePoints(visible) }
}

function codePoints(text: string): number {
  let count = 0
  for (const _ of text) count++
  return count
}
