/**
 * The text a reader of a GitHub issue or comment sees, for markdown that could hide some (text/hidden.ts decides, and
 * loads this module only then: it is the larger part of what a run with such text loads). The markdown is rendered as
 * GitHub renders it — GFM and math parsed by micromark, raw HTML parsed as a browser does (parse5), then GitHub's
 * sanitiser rules (hast-util-sanitize's default schema is GitHub's) — and only text nodes are kept: comments,
 * processing instructions, declarations, CDATA, definitions, attributes (alt, title, name, srcset, …) and elements
 * GitHub drops never become text, and character references are decoded before invisible characters are removed.
 * Where GitHub's renderer is not known for certain, more is dropped (a mismatch must cost text, never leak it).
 */
import type { Element, ElementContent, Nodes as HastNodes, Root as HastRoot } from 'hast'
import type { Nodes as MdastNodes, Parents as MdastParents, Root as MdastRoot } from 'mdast'
import type { Position } from 'unist'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { mathFromMarkdown } from 'mdast-util-math'
import { newlineToBreak } from 'mdast-util-newline-to-break'
import { toHast } from 'mdast-util-to-hast'
import { fromParse5 } from 'hast-util-from-parse5'
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize'
import { toText } from 'hast-util-to-text'
import { gfm } from 'micromark-extension-gfm'
import { math } from 'micromark-extension-math'
import { codePoints, removeInvisible, type VisibleText } from './hidden.js'
import { dropTextFrom, parsePage, writePage } from './rendered-page.js'

// The rules are functions, not module constants: a rule is then read by every render that needs it (and every test
// that renders reaches it), while the module is loaded once, lazily.

/**
 * GitHub's sanitiser schema, with the elements whose content GitHub does not show as text removed with their content
 * instead of unwrapped (the Sanitize gem removes these contents; `rp` is the parenthesis a browser with ruby hides;
 * a `template`'s content is not its children, so unwrapping it leaves nothing).
 */
function schema(): Schema {
  const strip = ['script', 'style', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext', 'svg', 'math']
  strip.push('xmp', 'textarea', 'title', 'object', 'select', 'option', 'rp')
  return { ...defaultSchema, tagNames: (defaultSchema.tagNames ?? []).filter(name => name !== 'rp'), strip }
}

/** Code blocks GitHub draws as a map or a 3D model: their text is not shown. */
function drawnAsPicture(lang: string): boolean {
  return ['geojson', 'topojson', 'stl'].includes(lang)
}

/** Mermaid without its comments, directives and accessibility text, which are not drawn (accDescr can be a block). */
function mermaidDrawn(diagram: string): string {
  return diagram
    .replace(/^[ \t]*(?:%%.*|acc(?:Title|Descr)[ \t]*:.*|accDescr[ \t]*\{[\s\S]*?\})(?:\n|$)/gm, '')
    .replace(/\n$/, '')
}

/** Mermaid that can colour a label away or hide it in a tooltip: the diagram is dropped whole. */
function mermaidStyled(diagram: string): boolean {
  return /^[ \t]*(?:style|classDef|class|linkStyle|click|%%\{)\b|:::/m.test(diagram)
}

/** TeX that can hide or shrink text away (MathJax): math holding any of these is dropped whole. */
function texHides(tex: string | null | undefined): boolean {
  return /\\(?:[hv]?phantom|smash|color|textcolor|colorbox|fcolorbox|style|class|cssId|href|mathchoice|[lrc]lap|math[lrc]lap|raise|lower|moveleft|moveright|kern|mkern|hskip|mskip|hspace|tiny|scriptsize|scriptstyle|scriptscriptstyle|require|unicode|hidden|html[A-Za-z]*|bbox|mmlToken|toggle|texttip|mathtip)(?![a-zA-Z])/.test(
    tex ?? ''
  )
}

/** Attributes that hold an author's words (alt, title, name, srcset, …), as hast names them. */
function holdsWords(attribute: string): boolean {
  return ['alt', 'title', 'name', 'srcSet', 'value', 'label', 'summary', 'abbr', 'content', 'placeholder'].includes(
    attribute
  )
}

/**
 * The visible text of `markdown`, and how many characters of it were hidden. Markup nested a few thousand deep (`<b>`
 * 4,000 times fits in an issue or pull request body) overflows the stack of the tree walks: what GitHub shows of it is
 * not known for certain, so none of that text is sent, as for any text whose rendering is in doubt.
 */
export function renderVisibleText(markdown: string): VisibleText {
  try {
    return render(markdown)
  } catch (error) {
    if (error instanceof RangeError && /call stack/i.test(error.message))
      return { text: '', removed: codePoints(markdown) }
    throw error
  }
}

function render(markdown: string): VisibleText {
  const tree = fromMarkdown(markdown, {
    extensions: [gfm(), math()],
    mdastExtensions: [gfmFromMarkdown(), mathFromMarkdown()]
  })
  let hidden = hideInMarkdown(tree, markdown)
  newlineToBreak(tree) // GitHub shows a line break in an issue or comment as one
  // The whole page, parsed once: raw HTML left open in a list item or a quote runs on over the rest, as on GitHub.
  const page = parsePage(writePage(toHast(tree, { allowDangerousHtml: true }) as HastRoot))
  for (const piece of page.wholeComments) hidden += codePoints(sourceOf(piece.node, markdown))
  hidden += page.commentText
  const parsed = fromParse5(page.fragment) as HastRoot
  const before = textLength(parsed)
  dropTextFrom(page.fragment, page.doubtFrom) // what GitHub shows from there on is not known for certain
  const html = withoutComments(fromParse5(page.fragment) as HastRoot)
  hidden += before - textLength(html) + wordCharacters(html)
  const shown = sanitize(html, schema())
  hidden += Math.max(0, textLength(html) - textLength(shown))
  hidden += removeInvisibleText(shown)
  const visible = layout(toText(decorate(shown as HastRoot)))
  return { text: visible, removed: hidden }
}

/** Drops, in the markdown tree, what GitHub parses but does not show; returns how many characters that was. */
function hideInMarkdown(tree: MdastRoot, source: string): number {
  let hidden = 0
  const visit = (parent: MdastParents): void => {
    parent.children = parent.children.filter(child => {
      const unseen = unseenCharacters(child)
      if (unseen === 'all') {
        hidden += codePoints(sourceOf(child, source))
        return false
      }
      hidden += unseen
      if ('children' in child) visit(child)
      return true
    })
  }
  visit(tree)
  return hidden
}

/** 'all' for a node nothing of which is shown, else the count of its characters that are not shown. */
function unseenCharacters(node: MdastNodes): number | 'all' {
  switch (node.type) {
    case 'definition':
      return 'all'
    case 'text': // TeX that GitHub may render as math where this parser sees none ("$$" mid-paragraph) goes too
    case 'inlineMath':
    case 'math': // a block's first line ($$ \color…) is its meta
      return texHides(node.value) || ('meta' in node && texHides(node.meta)) ? 'all' : 0
    case 'code': {
      const lang = node.lang?.toLowerCase() ?? ''
      const hides =
        drawnAsPicture(lang) ||
        (lang === 'math' && (texHides(node.value) || texHides(node.meta))) ||
        (lang === 'mermaid' && mermaidStyled(node.value))
      if (hides) return 'all'
      // The info string after the language is not shown.
      let unseen = codePoints(node.meta ?? '')
      if (lang === 'mermaid') {
        const drawn = mermaidDrawn(node.value)
        unseen += codePoints(node.value) - codePoints(drawn)
        node.value = drawn
      }
      return unseen
    }
    default:
      return 0
  }
}

/** The markdown a node was parsed from (the parser always records where). */
function sourceOf(node: { position?: Position }, source: string): string {
  const { start, end } = node.position as Position
  return source.slice(start.offset, end.offset)
}

/**
 * Characters in the attributes that hold an author's words (alt, title, name, srcset, …), none of which is text.
 * Attributes the renderer itself sets (a task box's type, a table's align, a class) are not counted.
 */
function wordCharacters(node: HastNodes): number {
  if (!('children' in node)) return 0
  let sum = 0
  if (node.type === 'element') {
    for (const [name, value] of Object.entries(node.properties)) {
      if (holdsWords(name)) sum += codePoints(String(value))
    }
  }
  return node.children.reduce((total, child) => total + wordCharacters(child), sum)
}

/** Removes invisible characters from every text node (before the layout, which could drop some uncounted). */
function removeInvisibleText(node: HastNodes): number {
  if (node.type === 'text') {
    const visible = removeInvisible(node.value)
    const removed = codePoints(node.value) - codePoints(visible)
    node.value = visible
    return removed
  }
  if (!('children' in node)) return 0
  return node.children.reduce((sum, child) => sum + removeInvisibleText(child), 0)
}

/** Without its comments (counted already), the text on both sides of one joined: its white space is one run. */
function withoutComments<T extends HastRoot | Element>(node: T): T {
  const children: (typeof node.children)[number][] = []
  for (const child of node.children) {
    const last = children[children.length - 1]
    if (child.type === 'comment') continue
    if (child.type === 'text' && last?.type === 'text') last.value += child.value
    else children.push(child.type === 'element' ? withoutComments(child) : child)
  }
  node.children = children as T['children']
  return node
}

function textLength(node: HastNodes): number {
  if (node.type === 'text') return codePoints(node.value)
  if (!('children' in node)) return 0
  const content = node.type === 'element' && node.content ? textLength(node.content) : 0 // a template's
  return node.children.reduce((sum, child) => sum + textLength(child), content)
}

/** Marks kept as text so the agent reads the structure: list bullets, task boxes, headings, code. */
function decorate(tree: HastRoot): HastRoot {
  const visit = (node: HastRoot | Element): void => {
    let item = 0
    let afterBreak = false
    node.children = node.children.flatMap((child): ElementContent[] => {
      const breakBefore = afterBreak
      afterBreak = child.type === 'element' && child.tagName === 'br'
      // The line end after a <br> would read as a space at the next line's start.
      if (child.type === 'text' && breakBefore) return [text(child.value.replace(/^[ \t\n]+/, ''))]
      if (child.type !== 'element') return [child as ElementContent]
      visit(child)
      const { tagName } = child
      if (tagName === 'li') {
        item++
        const start = Number(node.type === 'element' && node.properties.start) || 1
        const bullet = node.type === 'element' && node.tagName === 'ol' ? `${start + item - 1}. ` : '- '
        // In a loose list the item's text is in a paragraph: the bullet goes on its line.
        const first = child.children.find(c => c.type === 'element' || c.value.trim())
        const line = first?.type === 'element' && first.tagName === 'p' ? first : child
        line.children.unshift(text(bullet))
      } else if (tagName === 'input') {
        // GitHub's schema keeps an input only as a disabled checkbox.
        return [text(child.properties.checked ? '[x]' : '[ ]')]
      } else if (/^h[1-6]$/.test(tagName)) {
        child.children.unshift(text(`${'#'.repeat(Number(tagName[1]))} `))
      } else if (tagName === 'pre') {
        const code = toText(child)
        if (!code.trim()) return []
        child.children = [text('```\n'), ...child.children, text(code.endsWith('\n') ? '```' : '\n```')]
      } else if (tagName === 'code' && !(node.type === 'element' && node.tagName === 'pre')) {
        child.children = [text('`'), ...child.children, text('`')]
      } else if (tagName === 'summary') {
        child.children.push({ type: 'element', tagName: 'br', properties: {}, children: [] })
      }
      return [child]
    })
  }
  visit(tree)
  return tree
}

function text(value: string): ElementContent {
  return { type: 'text', value }
}

/** Lines without the white space the layout leaves at their ends, and at most one blank line in a row. */
function layout(rendered: string): string {
  return rendered
    .split('\n')
    .map(line => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
