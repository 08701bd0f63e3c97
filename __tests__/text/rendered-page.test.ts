import type { Root } from 'hast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { toHast } from 'mdast-util-to-hast'
import { parsePage, writePage } from '../../src/text/rendered-page.js'
import { renderVisibleText } from '../../src/text/visible-markdown.js'

const written = (markdown: string) => writePage(toHast(fromMarkdown(markdown), { allowDangerousHtml: true }) as Root)
const parsed = (markdown: string) => {
  const page = written(markdown)
  return { page, ...parsePage(page) }
}

describe('writePage', () => {
  it('writes raw HTML as is and where it is, text and attribute values escaped as cmark-gfm does', () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'raw', value: '<!-- "x" -->' },
        {
          type: 'element',
          tagName: 'p',
          properties: {
            className: ['a', 'b'],
            title: 'q"<>&',
            hidden: false,
            id: undefined,
            dataNote: null,
            accept: ['x', 'y']
          },
          children: [{ type: 'text', value: `a<b>&"c'` }]
        },
        // Nodes the markdown renderer never makes (the author's comments are raw HTML): nothing is written for them.
        { type: 'comment', value: 'x' },
        { type: 'doctype' },
        { type: 'element', tagName: 'input', properties: { type: 'checkbox', checked: true }, children: [] },
        ...['br', 'hr', 'img'].map(tagName => ({ type: 'element' as const, tagName, properties: {}, children: [] })),
        { type: 'raw', value: '<b>' }
      ]
    }
    const page = writePage(tree)
    expect(page.html).toBe(
      '<!-- "x" --><p class="a b" title="q&quot;&lt;&gt;&amp;" accept="x, y">a&lt;b&gt;&amp;&quot;c\'</p>' +
        '<input type="checkbox" checked=""><br><hr><img><b>'
    )
    expect(page.raws.map(({ start, end }) => page.html.slice(start, end))).toStrictEqual(['<!-- "x" -->', '<b>'])
  })
})

describe('parsePage', () => {
  it('nothing is in doubt when raw HTML closes what it opens, or leaves a comment open to the end', () => {
    for (const markdown of ['a <!-- x --> <b>b</b>', '<div>\nsome text\n\nmore', '- <!--\n\nxy', '> a\n\n<!-- x']) {
      const { page, doubtFrom } = parsed(markdown)
      expect(doubtFrom).toBe(page.html.length)
    }
  })

  it.each([
    ['a tag left open over the renderer’s markup', "a\n\n- <div title='\n\nb"],
    ['a bogus comment that ends at the renderer’s `>`', 'a\n\n- <?x\n\nb'],
    ['a comment closed by a later piece of raw HTML', 'a\n\n> <!--\n\nb\n\n<!-- -->\n\nc'],
    ['an end tag left open (the parser keeps no trace of it)', 'a\n\n- </div x="\n\nb'],
    ['a tag left open in a template', 'a\n\n<template>\n<div title="\n\nb'],
    ['a noscript holding markup', 'a <noscript><b>x</b></noscript> b'],
    ['a noscript holding text and markup', 'a <noscript>x<b>y</b></noscript> b'],
    // The bogus comment runs on from inside its piece: the piece's own text before it is in doubt too.
    ['a bogus comment after other HTML of its piece', 'a\n\n<div>\n<?x\n\nb']
  ])('%s: in doubt from where that piece of raw HTML starts', (_, markdown) => {
    const { page, doubtFrom } = parsed(markdown)
    const first = page.raws[0]!
    expect(doubtFrom).toBe(first.start)
  })

  it.each([
    ['after a table’s start', '<table>x<tr>yy\n\nafter', 'xyy\n\nafter'],
    // The tree holds the fostered text (and the paragraph after it) before the table, its caption after them.
    ['after a table’s caption', '<table><caption>c</caption>xx\n\nafter', 'xx\n\nafter\n\nc']
  ])('text a table fosters out runs on over its piece as text, %s: nothing in doubt', (_, markdown, text) => {
    const { page, doubtFrom } = parsed(markdown)
    expect(doubtFrom).toBe(page.html.length)
    expect(renderVisibleText(markdown).text).toBe(text)
  })

  it('a noscript of text alone is not in doubt', () => {
    const { page, doubtFrom } = parsed('a <noscript>x</noscript> b')
    expect(doubtFrom).toBe(page.html.length)
  })

  it('counts a comment inside other HTML by its text, one running over the page by the text it swallows', () => {
    expect(parsed('<div><!-- xy --></div>').commentText).toBe(4)
    // `<!--` then the renderer's `\n</li>\n</ul>\n<p>xy</p>`: four line ends and xy.
    expect(parsed('- <!--\n\nxy').commentText).toBe(6)
    expect(parsed('- <!--\n\nxy').wholeComments.size).toBe(0)
    // One ending within its piece is counted as written, markup and all; one in a template's content too.
    expect(parsed('<div><!-- <b>x</b> --></div>').commentText).toBe(10)
    expect(parsed('<div><!-- <b>x</b> -->').commentText).toBe(10)
    expect(parsed('<div><template><!-- xy --></template></div>').commentText).toBe(4)
  })

  it('a piece that is one comment, processing instruction, declaration or CDATA section is whole, not its text', () => {
    const pieces = ['<!-- x -->', '<?x y?>', '<!DOCTYPE x>', '<!x y>', '<![CDATA[x]]>']
    for (const [markdown, piece] of [...pieces.map(p => [`a ${p} b`, p]), ['a\n\n<!--\nx', '<!--\nx']]) {
      const { wholeComments, commentText } = parsed(markdown!)
      expect([...wholeComments].map(raw => raw.node.value)).toStrictEqual([piece])
      expect(commentText).toBe(0)
    }
    // Right after an element it is whole all the same.
    expect([...parsed('a <b>x</b><!-- c --> d').wholeComments].map(raw => raw.node.value)).toStrictEqual(['<!-- c -->'])
    // A comment with markup after it on its line, or a piece another comment swallows, is not.
    expect(parsed('<!-- x --><b>y</b>').wholeComments.size).toBe(0)
    expect(parsed('a\n\n- <!--\n\n<!-- x -->').wholeComments.size).toBe(0)
  })

  it('a piece that is a comment and a stray end tag is not one comment: the comment is counted by its text', () => {
    for (const markdown of ['<!-- x --></div>', '</div><!-- x -->']) {
      const { wholeComments, commentText } = parsed(markdown)
      expect(wholeComments.size).toBe(0)
      expect(commentText).toBe(3)
    }
  })

  it.each([
    ['<?x > y ?>', 'y ?>'],
    ['a <?x > y ?> b', 'a y ?> b'],
    // In emphasis: the walk meets the `</em>` before the text, the tokens are put back in the page's order.
    ['*a <?x > y ?> b*', 'a y ?> b'],
    ['<![CDATA[ x > y ]]>', 'y ]]>']
  ])('%j ends at its first `>`, as a browser reads it: the piece is not whole, %j shows', (markdown, text) => {
    expect(parsed(markdown).wholeComments.size).toBe(0)
    expect(renderVisibleText(markdown).text).toBe(text)
  })
})

describe('the visible text of a page in doubt', () => {
  it.each([
    ["a\n\n- <div title='\n\nb'>c", 'a\n\n-'],
    ['a\n\n> <!--\n\nb\n\n<!-- -->\n\nc', 'a'],
    ['a\n\n- <?x\n\nb', 'a\n\n-']
  ])('%j → %j', (markdown, text) => {
    const { text: shown, removed } = renderVisibleText(markdown)
    expect(shown).toBe(text)
    expect(removed).toBeGreaterThan(0)
  })

  it('a noscript holding markup: the text before it is kept, the rest is in doubt', () => {
    expect(renderVisibleText('a <noscript><b>x</b></noscript> b').text).toBe('a')
  })

  it('an end tag left open hides the rest, as on GitHub (its attributes are no text to count)', () => {
    expect(renderVisibleText('a\n\n- </div x="\n\nb"\n\nc').text).toBe('a\n\n-')
  })

  it('text after raw HTML that closes what it opens is kept', () => {
    expect(renderVisibleText('<div align="center">\nsome text\n\nmore').text).toBe('some text\n\nmore')
  })
})
