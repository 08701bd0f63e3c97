/**
 * What a reader of GitHub cannot see never becomes part of a prompt. Plain text (an issue title) loses its invisible
 * characters. Markdown (an issue body, a comment, the prompt input) becomes the text a reader of it sees on GitHub:
 * when it holds a character that markup starts with, it is rendered as GitHub renders it (text/visible-markdown.ts,
 * loaded only then); text without any is shown as written, so only its invisible characters go.
 */

/** Text as sent, and how many characters (code points) were removed from it because a reader could not see them. */
export interface VisibleText {
  text: string
  removed: number
}

// Kept: one presentation selector (U+FE0E/F) after an emoji and a joiner between emoji (❤️, 👩‍💻) shape what is drawn.
const EMOJI = String.raw`\p{Emoji}\p{Emoji_Modifier}?[\uFE0E\uFE0F]?\p{Emoji_Modifier}?(?:\u200D(?=\p{Extended_Pictographic}))?`
// Format (bidi, zero-width, tags), default-ignorable (variation selectors, fillers), lone surrogates, controls but \t \n.
const INVISIBLE = String.raw`[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}]|(?![\t\n])\p{Cc}`
const CHARACTERS = new RegExp(`(${EMOJI})|${INVISIBLE}`, 'gu')

/**
 * Markdown without these characters cannot hide text: no HTML, comment or character reference (`<`, `&`), no
 * definition, image, link or footnote (`[`), no math (`$`), no code fence whose info string or diagram hides text.
 */
const MARKUP = /[<&[$`~]/

/** Removes invisible characters: for plain text such as an issue title (GitHub renders titles as text). */
export function visiblePlainText(text: string): VisibleText {
  const normalized = normalizeLineEnds(text)
  const visible = removeInvisible(normalized)
  return { text: visible, removed: codePoints(normalized) - codePoints(visible) }
}

/** The text a reader sees when GitHub renders `markdown` in an issue or a comment. */
export async function visibleMarkdown(markdown: string): Promise<VisibleText> {
  const normalized = normalizeLineEnds(markdown)
  if (!MARKUP.test(normalized)) return visiblePlainText(normalized)
  const { renderVisibleText } = await import('./visible-markdown.js')
  return renderVisibleText(normalized)
}

/** The log and summary line for a prompt that lost hidden text. */
export function describeRemoved(removed: number): string {
  const what = removed === 1 ? 'character' : 'characters'
  return `Removed ${removed} hidden ${what} from the prompt: only the text a reader of it sees on GitHub is sent (no invisible characters, HTML comments, attributes, link-reference definitions or other markup GitHub does not show).`
}

export function removeInvisible(text: string): string {
  return text.replace(CHARACTERS, (match, emoji: string | undefined) => emoji ?? '')
}

export function codePoints(text: string): number {
  let count = 0
  for (const _ of text) count++
  return count
}

/** A CRLF is no hidden character. */
function normalizeLineEnds(text: string): string {
  return text.replace(/\r\n?/g, '\n')
}
