// Escaping at its edges: which URLs make a link and how characters that end a markdown link are encoded; code spans
// of empty or multi-line text; escaped text rendered by a markdown parser. Pure.
import { marked } from 'marked'
import { code, escapeMarkdown, link, safeUrl } from '../../src/text/markdown.js'

describe('safeUrl', () => {
  it('keeps http and https, with the characters that end a link encoded in upper-case hex', () => {
    expect(safeUrl('http://x.example/a')).toBe('http://x.example/a')
    expect(safeUrl('https://x.example/a_(b)|c')).toBe('https://x.example/a_%28b%29%7Cc')
  })

  it.each(['ftp://x.example/a', 'javascript:alert(1)', 'mailto:a@x.example', 'not a url', '', null, undefined])(
    'refuses %j',
    url => expect(safeUrl(url)).toBeUndefined()
  )

  it('link: a link only for a safe URL, else the escaped text alone', () => {
    expect(link('the *docs*', 'http://x.example/')).toBe('[the \\*docs\\*](http://x.example/)')
    expect(link('the *docs*', 'javascript:alert(1)')).toBe('the \\*docs\\*')
  })
})

describe('code', () => {
  it('puts text on one line with a space for each line break', () => {
    expect(code('a\nb\r\nc\rd')).toBe('`a b c d`')
  })

  it('pads an empty span, and one that starts or ends with a backtick', () => {
    expect(code('')).toBe('`  `')
    expect(code('`x')).toBe('`` `x ``')
    expect(code('x`')).toBe('`` x` ``')
    expect(code('x')).toBe('`x`')
  })
})

describe('escapeMarkdown', () => {
  it('turns the HTML-significant characters into entities', () => {
    expect(escapeMarkdown(`a & b "c" 'd' <e>`)).toBe('a &amp; b &quot;c&quot; &#39;d&#39; &lt;e&gt;')
  })
})

describe('escaped text renders as the text itself', () => {
  // A word GitHub would link (`&#39;` holds the reference #39) is in a code span: it reads the same.
  it.each([`it's "quoted" & <b>bold</b>`, '# not a heading', '&#39; typed by hand', 'a_b*c [x](y) `z` | ~', 'see #12'])(
    '%j',
    text => {
      const shown = (marked.parseInline(escapeMarkdown(text)) as string).replace(/<\/?code>/g, '')
      const decoded = shown.replace(
        /&(#39|quot|amp|lt|gt);/g,
        (_m, e: string) => ({ '#39': "'", quot: '"', amp: '&', lt: '<', gt: '>' })[e] ?? ''
      )
      expect(decoded).toBe(text)
    }
  )
})
