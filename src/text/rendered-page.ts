/**
 * The page GitHub renders from an issue's or comment's markdown, as ONE HTML string, parsed ONCE as a browser parses
 * it (parse5). The author's raw HTML is written into the page as is and every other text escaped as cmark-gfm escapes
 * it, so an HTML comment, a tag or an attribute value an author leaves open at the end of a list item or a quote runs
 * on over the rest of the page, as on GitHub. Where the parse depends on something this renderer may not share with
 * GitHub's (a tag left open over the renderer's own markup, a comment closed by a later piece of raw HTML), it says
 * from which offset of the page the text is in doubt.
 */
import type { Nodes as HastNodes, Root as HastRoot } from 'hast'
import type { DefaultTreeAdapterMap } from 'parse5'
import { defaultTreeAdapter, html as parse5Html, parseFragment } from 'parse5'
import { find, html as htmlSchema } from 'property-information'
import { codePoints } from './hidden.js'

type Parse5Node = DefaultTreeAdapterMap['childNode']
export type Parse5Fragment = DefaultTreeAdapterMap['documentFragment']

/** A piece of the author's raw HTML, where it sits in the page, and the markdown node it came from. */
export interface RawPiece {
  start: number
  end: number
  node: Extract<HastNodes, { type: 'raw' }>
}

export interface RenderedPage {
  html: string
  raws: RawPiece[]
}

export interface ParsedPage {
  fragment: Parse5Fragment
  /** The offset of the page from which its text is in doubt (the page's length when none is). */
  doubtFrom: number
  /** Code points of the comments' text, but for the pieces in wholeComments (their caller counts their markdown). */
  commentText: number
  /** The pieces of raw HTML nothing of which is shown: comments, processing instructions, declarations, CDATA. */
  wholeComments: Set<RawPiece>
}

/** The void elements the markdown renderer writes (a line break, a rule, an image, a task box): no end tag. */
function isVoid(tagName: string): boolean {
  return ['br', 'hr', 'img', 'input'].includes(tagName)
}

/** The page as HTML: raw HTML as written, text and attribute values escaped as cmark-gfm does (`& < > "`). */
export function writePage(tree: HastRoot): RenderedPage {
  let html = ''
  const raws: RawPiece[] = []
  const write = (node: HastNodes): void => {
    if (node.type === 'raw') {
      raws.push({ start: html.length, end: html.length + node.value.length, node })
      html += node.value
    } else if (node.type === 'text') {
      html += escape(node.value)
    } else if (node.type === 'element') {
      html += `<${node.tagName}${attributes(node.properties)}>`
      node.children.forEach(write)
      if (!isVoid(node.tagName)) html += `</${node.tagName}>`
    } else if (node.type === 'root') {
      node.children.forEach(write)
    } // the renderer writes no comment, doctype or other node
  }
  write(tree)
  return { html, raws }
}

function attributes(properties: Record<string, unknown>): string {
  let written = ''
  for (const [key, value] of Object.entries(properties)) {
    if (value === undefined || value === null || value === false) continue
    const info = find(htmlSchema, key)
    const text = Array.isArray(value) ? value.join(info.commaSeparated ? ', ' : ' ') : value === true ? '' : value
    written += ` ${info.attribute}="${escape(String(text))}"`
  }
  return written
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

interface Token {
  start: number
  end: number
  kind: 'text' | 'tag' | 'comment' | 'bogus' | 'noscript'
  data?: string
}

/**
 * HTML parsed in a `div`, as GitHub shows a comment, each node where it is in the HTML. Scripting off, as a sanitiser
 * on a server parses (what follows a `<noscript>` is in doubt either way).
 */
function parseInDiv(html: string): Parse5Fragment {
  const context = defaultTreeAdapter.createElement('div', parse5Html.NS.HTML, [])
  return parseFragment(context, html, { sourceCodeLocationInfo: true, scriptingEnabled: false })
}

/** The page parsed once, with what in the parse is in doubt. */
export function parsePage(page: RenderedPage): ParsedPage {
  const fragment = parseInDiv(page.html)
  const end = page.html.length
  // A comment the page's end closes is located one past it: every token ends within the page.
  const tokens = tokensOf(fragment.childNodes, page.html)
    .map(token => ({ ...token, end: Math.min(token.end, end) }))
    .sort((a, b) => a.start - b.start)
  let doubtFrom = end
  const pieceAt = (offset: number) => {
    const raw = page.raws[lastStartingBy(page.raws, offset)]
    return raw && offset < raw.end ? raw : undefined
  }
  for (const token of tokens) {
    const piece = pieceAt(token.start)
    // A real comment ends only at `-->` or the page's end: running to the end, it hides what GitHub hides; ending in a
    // later piece of raw HTML, it ends there only if that piece is raw HTML on GitHub too, which is not known for
    // certain. A tag or a bogus comment (`<?`, `<!x`) ends at the next `>` or quote, which may be the renderer's own
    // markup, and this renderer's markup is not GitHub's. (Text read up to an end tag, `<script>` or `<textarea>`,
    // hides nothing on GitHub: cmark-gfm's tagfilter writes their start tags as text, `&lt;script>`.)
    const runsToEnd = token.kind === 'comment' && token.end === end
    // Text runs on over the renderer's markup as it does on GitHub: escaped, it changes nothing of the parse.
    const spills = token.kind !== 'text' && piece !== undefined && token.end > piece.end
    if (spills && !runsToEnd) doubtFrom = Math.min(doubtFrom, token.start)
    // A browser reads what follows `<noscript>` as text up to `</noscript>`, a sanitiser on a server as markup (a
    // comment opened in it runs on): which of the two GitHub's page follows is not known for certain.
    if (token.kind === 'noscript') doubtFrom = Math.min(doubtFrom, token.start)
  }
  const bounds = new Set([0, end, ...tokens.flatMap(token => [token.start, token.end])])
  const carried = tokens.filter(token => token.kind === 'text' || token.kind === 'comment')
  for (const raw of page.raws) {
    // A piece that ends inside a token the parser keeps no trace of (an end tag with attributes, a doctype) left the
    // tokenizer where this page's next characters may not be GitHub's. Text and comments never overlap: the last one
    // starting by the piece's end is the only one that can hold it (one starting there puts a bound there).
    const holder = carried[lastStartingBy(carried, raw.end)]
    const inside = holder !== undefined && raw.end < holder.end
    if (!inside && !bounds.has(raw.end)) doubtFrom = Math.min(doubtFrom, raw.start)
  }
  const wholeComments = new Set(page.raws.filter(raw => oneComment(raw.node.value) && unseenWhole(raw, tokens)))
  let commentText = 0
  for (const token of tokens) {
    if (token.data === undefined) continue
    const piece = pieceAt(token.start)
    if (piece && wholeComments.has(piece)) continue
    commentText += piece && token.end > piece.end ? textOf(token.data) : codePoints(token.data)
  }
  return { fragment, doubtFrom, commentText, wholeComments }
}

/**
 * HTML that is one comment (closed, or running to the end as `<!-->` and `<!--->` do too), processing instruction,
 * declaration or CDATA section, as written.
 */
function oneComment(html: string): boolean {
  return /^(?:<!--[\s\S]*?-->|<!--(?![\s\S]*-->)[\s\S]*|<\?[\s\S]*?\?>|<![A-Za-z][^>]*>|<!\[CDATA\[[\s\S]*?\]\]>)$/.test(
    html
  )
}

/**
 * A piece nothing of which is shown: only comments (or what the parser ignores, a doctype) start in it, none runs out
 * of it, and nothing but text around it (which the parser joins across an ignored doctype) runs into it.
 */
function unseenWhole(raw: RawPiece, tokens: Token[]): boolean {
  const before = tokens[lastStartingBy(tokens, raw.start - 1)]
  if (before && before.end > raw.start && before.kind !== 'text') return false
  for (let i = lastStartingBy(tokens, raw.start - 1) + 1; i < tokens.length && tokens[i]!.start < raw.end; i++) {
    if (tokens[i]!.data === undefined || tokens[i]!.end > raw.end) return false
  }
  return true
}

/** The index of the last of `sorted` (by start) that starts at or before `offset`; -1 when none does. */
function lastStartingBy(sorted: { start: number }[], offset: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (sorted[middle]!.start <= offset) low = middle + 1
    else high = middle
  }
  return low - 1
}

/** Every token the parse kept a trace of, where it is in the page. */
function tokensOf(nodes: Parse5Node[], html: string): Token[] {
  const tokens: Token[] = []
  const visit = (children: Parse5Node[]): void => {
    for (const node of children) {
      const at = node.sourceCodeLocation
      if ('tagName' in node) {
        // An element the parser made up (an implied tbody) has no tags of its own, only children.
        const { startTag, endTag } = node.sourceCodeLocation ?? {}
        if (startTag) tokens.push({ start: startTag.startOffset, end: startTag.endOffset, kind: 'tag' })
        // Read as text (a browser) or as markup (a sanitiser on a server), a noscript of text alone ends at its own end
        // tag either way; any other is in doubt.
        const plain = endTag && node.childNodes.every(child => child.nodeName === '#text')
        if (startTag && node.tagName === 'noscript' && !plain)
          tokens.push({ start: startTag.startOffset, end: startTag.endOffset, kind: 'noscript' })
        if (endTag) tokens.push({ start: endTag.startOffset, end: endTag.endOffset, kind: 'tag' })
        visit(node.childNodes)
        if (node.nodeName === 'template') visit((node as DefaultTreeAdapterMap['template']).content.childNodes)
      } else if (at && node.nodeName === '#text') {
        tokens.push({ start: at.startOffset, end: at.endOffset, kind: 'text' })
      } else if (at && node.nodeName === '#comment') {
        const real = html.startsWith('<!--', at.startOffset)
        tokens.push({ start: at.startOffset, end: at.endOffset, kind: real ? 'comment' : 'bogus', data: node.data })
      }
    }
  }
  visit(nodes)
  return tokens
}

/**
 * Drops every text node (and comment, which shows nothing either way) that reaches past `offset` of the page: from
 * there on, the text is in doubt. A template's content is left as it is: none of it is ever shown.
 */
export function dropTextFrom(fragment: Parse5Fragment, offset: number): void {
  const visit = (parent: { childNodes: Parse5Node[] }): void => {
    parent.childNodes = parent.childNodes.filter(node => {
      if (!('tagName' in node)) return (node.sourceCodeLocation?.endOffset ?? 0) <= offset
      visit(node)
      return true
    })
  }
  visit(fragment)
}

/** The text a comment's HTML would show: a comment running over the page holds the renderer's tags. */
function textOf(html: string): number {
  let count = 0
  const visit = (nodes: Parse5Node[]): void => {
    for (const node of nodes) {
      if ('tagName' in node) visit(node.childNodes)
      else if (node.nodeName === '#text') count += codePoints((node as DefaultTreeAdapterMap['textNode']).value)
    }
  }
  visit(parseInDiv(html).childNodes)
  return count
}
