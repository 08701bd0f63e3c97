/**
 * Pure text (src/text/): escaping for GitHub-flavoured markdown (this file), cutting on character boundaries (cut.ts),
 * quoting values from outside in messages (quote.ts), removing what a reader cannot see (hidden.ts), and redacting
 * personal data and key-like tokens (redact.ts). No I/O; it imports nothing outside this folder, so every layer may use it.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * Text that renders literally in markdown: no HTML, no emphasis, no links, no mentions, no table breaks. A word that
 * GitHub could autolink (a URL, www., an e-mail address), that holds a mention, or that is an issue reference (`#12`,
 * `GH-12`, `owner/repo#12`) goes into a code span, where neither autolinker GitHub runs (GFM's at parse time, its own
 * afterwards) makes links or cross-references; escaping the ':' or the '#' would not stop the latter.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\r\n|\r|\n/g, ' ')
    .split(/([^\s|]+)/u) // words, and between them white space and pipes, which are never linkable
    .map(part => (isLinkable(part) ? linkableWord(part) : escapePlain(part)))
    .join('')
}

/** A linkable word in a code span, the sentence's punctuation after it left outside: `#42`: rather than `#42:`. */
function linkableWord(word: string): string {
  const core = word.replace(/[.,:;!?]+$/u, '')
  const after = word.slice(core.length)
  return isLinkable(core) ? `${code(core)}${escapePlain(after)}` : code(word)
}

/** Whether GitHub could make a link or a reference of this word (LINKABLE): such a word goes in a code span. */
export const isLinkable = (word: string): boolean => LINKABLE.test(word)

// GFM autolinks begin with a scheme's "://" (http, https, ftp), "www." or an e-mail's "@" (mailto: and xmpp: too);
// GitHub's references are `#12`, `owner/repo#12` and `GH-12` (GitHub renders `\#12` as `#12`, then links it).
const LINKABLE = /:\/\/|www\.|@|#\d|(?<![a-z0-9_])gh-\d/i

function escapePlain(text: string): string {
  // Markdown's punctuation first: an entity added after stays whole (`&\#39;` would show a reader "&#39;").
  return text.replace(/([\\`*_{}[\]()#+!|~])/g, '\\$1').replace(/[&<>"']/g, c => HTML_ESCAPES[c] ?? c)
}

/** A value for a table cell: escaped, on one line. */
export const cell = (text: string): string => escapeMarkdown(text)

/** Inline code that cannot be broken out of: the fence is longer than any run of backticks inside. */
export function code(text: string): string {
  const flat = text.replace(/\r\n|\r|\n/g, ' ')
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map(run => run.length))
  const fence = '`'.repeat(longest + 1)
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat === '' ? ' ' : ''
  // | would still split a table row inside a code span.
  return `${fence}${pad}${flat.replace(/\|/g, '\\|')}${pad}${fence}`
}

/** A link only when the URL is http(s); otherwise the text alone. Characters that end a markdown link are encoded. */
export function link(text: string, url: string | null | undefined): string {
  const safe = safeUrl(url)
  return safe ? `[${escapeMarkdown(text)}](${safe})` : escapeMarkdown(text)
}

export function safeUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined
  return parsed.href.replace(/[()<>\s"'`|]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
}
