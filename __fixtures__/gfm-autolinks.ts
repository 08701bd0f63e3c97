/**
 * The links GitHub would make by itself in rendered markdown: GFM's "autolinks (extension)" (www., http://, https://,
 * ftp://, e-mail with @, hence mailto: and xmpp: too), found outside code spans, HTML comments and explicit
 * `[text](url)` links. Stricter than GFM on purpose: it ignores the "preceded by" rule and reads escapes and character
 * references as decoded, as GitHub's second, transform-time autolinker does (for e-mail addresses at least).
 */

export interface Autolink {
  kind: 'url' | 'www' | 'email'
  text: string
}

const URL_AUTOLINK = /(?:https?|ftp):\/\/[\p{L}\p{N}_-]/giu
const WWW_AUTOLINK = /www\.[\p{L}\p{N}_-]/giu
const EMAIL_AUTOLINK = /[A-Za-z0-9._+-]+@[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+/g
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/

/** Every autolink in the markdown's plain text (see the module comment for what counts as plain text). */
export function autolinks(markdown: string): Autolink[] {
  const text = decodeReferences(plainText(markdown.replace(/<!--[\s\S]*?-->/g, ' ')))
  const found: Autolink[] = []
  for (const [kind, pattern] of [
    ['url', URL_AUTOLINK],
    ['www', WWW_AUTOLINK],
    ['email', EMAIL_AUTOLINK]
  ] as const) {
    for (const match of text.matchAll(pattern)) found.push({ kind, text: match[0] })
  }
  return found
}

// GitHub's issue and pull request references (`#12`, `owner/repo#12`, `GH-12`), found wherever they stand: stricter
// than GitHub, which wants no word character before them.
const REFERENCE = /(?:[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)?#\d+|\bGH-\d+/gi

/**
 * Every issue reference GitHub would link (and cross-reference) in the markdown's plain text: outside code spans and
 * explicit links, escapes resolved (GitHub renders `\#12` as `#12`, then links it) and character references decoded.
 */
export function references(markdown: string): string[] {
  const text = decodeReferences(plainText(markdown.replace(/<!--[\s\S]*?-->/g, ' ')))
  return [...text.matchAll(REFERENCE)].map(match => match[0])
}

/** The text outside code spans and explicit links, with backslash escapes resolved; each skipped span becomes a space. */
export function plainText(markdown: string): string {
  let out = ''
  let i = 0
  while (i < markdown.length) {
    const c = markdown[i] ?? ''
    if (c === '\\' && ASCII_PUNCTUATION.test(markdown[i + 1] ?? '')) {
      out += markdown[i + 1]
      i += 2
      continue
    }
    if (c === '`') {
      const end = codeSpanEnd(markdown, i)
      if (end > i) {
        out += ' '
        i = end
        continue
      }
      const run = /^`+/.exec(markdown.slice(i))?.[0] ?? '`'
      out += run
      i += run.length
      continue
    }
    if (c === '[') {
      const end = linkEnd(markdown, i)
      if (end > i) {
        out += ' '
        i = end
        continue
      }
    }
    out += c
    i++
  }
  return out
}

/** Where the code span opening at `start` ends (exclusive), or `start` when its backtick run is never closed. */
function codeSpanEnd(text: string, start: number): number {
  const run = /^`+/.exec(text.slice(start))?.[0] ?? ''
  const closer = new RegExp(`(?<!\`)${run}(?!\`)`, 'g')
  closer.lastIndex = start + run.length
  const match = closer.exec(text)
  return match ? match.index + run.length : start
}

/** Where an inline link `[text](url)` opening at `start` ends (exclusive), or `start` when there is none. */
function linkEnd(text: string, start: number): number {
  let depth = 0
  let i = start
  while (i < text.length) {
    const c = text[i]
    if (c === '\\') i += 2
    else if (c === '`') i = Math.max(codeSpanEnd(text, i), i + 1)
    else {
      if (c === '[') depth++
      if (c === ']' && --depth === 0) break
      if (c === '\n' && text[i + 1] === '\n') return start
      i++
    }
  }
  const destination = /^\]\(([^\s()]*)\)/.exec(text.slice(i))
  return destination ? i + destination[0].length : start
}

function decodeReferences(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }
  return text.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-z]+));/g, (whole, dec, hex, name) => {
    if (dec || hex) return String.fromCodePoint(Math.min(Number.parseInt(dec ?? hex, dec ? 10 : 16), 0x10ffff))
    return named[name as string] ?? whole
  })
}
