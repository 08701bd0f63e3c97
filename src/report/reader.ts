/**
 * Whether the report shows reader text (search terms, assistant questions, feedback comments), and the one way it is
 * shown: `ReaderView.inline`. Reader text is personal and untrusted; a public repository's comments and summaries are
 * public, so by default it is shown only in a private repository, and then redacted, stripped, cut and escaped.
 */
import type { PageView, ReaderView } from './section.js'
import { shorten } from '../text/cut.js'
import { visiblePlainText } from '../text/hidden.js'
import { code, escapeMarkdown, isLinkable } from '../text/markdown.js'
import { redact } from '../text/redact.js'

export type ReaderSetting = 'auto' | 'show' | 'hide'

export interface ReaderPolicy {
  shown: boolean
  /** Why, in a few words for the log and the placeholder: "private repository", "reader-text: show". */
  reason: string
}

/** `auto` shows reader text only when the event says the repository is private; unknown counts as public. */
export function readerPolicy(setting: ReaderSetting, repositoryPrivate: boolean | undefined): ReaderPolicy {
  if (setting === 'show') return { shown: true, reason: 'reader-text: show' }
  if (setting === 'hide') return { shown: false, reason: 'reader-text: hide' }
  if (repositoryPrivate === true) return { shown: true, reason: 'private repository' }
  return { shown: false, reason: repositoryPrivate === false ? 'public repository' : 'repository visibility unknown' }
}

export const DEFAULT_INLINE_CHARS = 120

/** The view sections render reader text through; hidden, every piece is the same placeholder saying why. */
export function readerView(shown: boolean, reasonIfHidden: string): ReaderView {
  if (!shown) {
    const placeholder = `_(reader text hidden: ${escapeMarkdown(reasonIfHidden)}; set reader-text: show)_`
    return { shown, inline: () => placeholder }
  }
  return {
    shown,
    inline: (text, maxChars = DEFAULT_INLINE_CHARS) => inlineReaderText(text, maxChars),
    plain: (text, maxChars = 500) => plainReaderText(text, maxChars)
  }
}

const PATH_CHARS = 120
const HIDDEN_PATH = '_(address hidden: not a page of the site)_'

/**
 * A page of the site for a table cell: redacted all the same, a code span nothing can break out of, cut; no `##[` in
 * it (a space breaks the runner's legacy match, as escapeReaderText does), for a path is anyone's (a history file's).
 */
export const pagePath = (path: string): string => code(plainReaderText(path, PATH_CHARS).replace(/##\[/g, '## ['))

/**
 * Page paths as the report shows them: every one redacted, on one line, cut, in a code span; one that is not a page of
 * the site (`sitePages`) is reader text, and hidden (a placeholder) where reader text is.
 */
export function pageView(shown: boolean, sitePages: { has(path: string): boolean }): PageView {
  const known = (path: string) => sitePages.has(path)
  const plain = (path: string) => (shown || known(path) ? plainReaderText(path, PATH_CHARS) : undefined)
  return {
    known,
    plain,
    inline: path => (shown || known(path) ? pagePath(path) : HIDDEN_PATH)
  }
}

/** For the data files (JSON, CSV): the same redaction on one line, cut, but not markdown-escaped. */
export function plainReaderText(text: string, maxChars = 500): string {
  const { text: redacted } = redact(visiblePlainText(text).text)
  return shorten(redacted.replace(/\s+/g, ' ').trim(), maxChars)
}

/**
 * Hidden characters go first, so a zero-width space cannot split an e-mail address past redaction (hidden removal
 * joins what it splits); then redaction, one line, the cut, and escaping.
 */
export function inlineReaderText(text: string, maxChars = DEFAULT_INLINE_CHARS): string {
  const visible = visiblePlainText(text).text
  const { text: redacted } = redact(visible)
  return escapeReaderText(shorten(redacted.replace(/\s+/g, ' ').trim(), maxChars))
}

/**
 * escapeMarkdown's rules, plus: no `::` left to open a workflow command at a line's start (`:\:` renders the same),
 * and no `##[` in a code span, where a backslash would show (a space breaks the runner's legacy `##[` match).
 */
export function escapeReaderText(text: string): string {
  return text
    .split(/([^\s|]+)/u) // words, and between them white space and pipes, which are never linkable
    .map(part =>
      isLinkable(part) ? code(part.replace(/##\[/g, '## [')) : escapeMarkdown(part).replace(/:(?=:)/g, ':\\')
    )
    .join('')
}
