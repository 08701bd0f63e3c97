// Markdown escaping (src/text/markdown.ts, pure): what escaped text can no longer do, which URLs make a link and how
// characters that end a markdown link are encoded, code spans of empty or multi-line text, escaped text rendered by a
// markdown parser, and inert workflow commands.
import fc from 'fast-check'
import { autolinks, plainText, references } from '../../__fixtures__/gfm-autolinks.js'
import { code, escapeMarkdown, link, safeUrl } from '../../src/text/markdown.js'
import { inert } from '../../src/action/log.js'
import { marked } from 'marked'

describe('escapeMarkdown', () => {
  it('leaves no raw HTML', () => {
    const out = escapeMarkdown('<img src=x onerror=alert(1)><script>x</script>')
    expect(out).not.toMatch(/<[a-z/]/i)
    expect(out).toContain('&lt;img')
  })
  it('keeps a table row whole: pipes escaped, newlines folded', () => {
    const out = escapeMarkdown('a|b\nc\r\nd')
    expect(out).toBe('a\\|b c d')
  })
  it('breaks @mentions and links', () => {
    expect(escapeMarkdown('@octocat')).toBe('`@octocat`')
    expect(escapeMarkdown('[x](https://evil)')).toBe('`[x](https://evil)`')
    expect(escapeMarkdown('[x] (y)')).toBe('\\[x\\] \\(y\\)')
  })
  it('puts what GitHub would autolink into code spans, the rest stays plain', () => {
    expect(escapeMarkdown('re-authenticate at https://evil.example/login now')).toBe(
      're-authenticate at `https://evil.example/login` now'
    )
    expect(escapeMarkdown('see www.evil.example|mail a@evil.example')).toBe(
      'see `www.evil.example`\\|mail `a@evil.example`'
    )
    expect(escapeMarkdown('`x` https://e.example/`y`')).toBe('\\`x\\` `` https://e.example/`y` ``')
  })
  it('puts issue references into code spans: #12, owner/repo#12, GH-12 (any case, after punctuation), not C# or AGH-1', () => {
    expect(escapeMarkdown('see #12, acme/docs#3 and GH-4')).toBe('see `#12`, `acme/docs#3` and `GH-4`')
    // The sentence's punctuation stays outside the span, unless the word is linkable only with it.
    expect(escapeMarkdown('issue #42: fixed; see https://x.io/a?b. and @mona!?')).toBe(
      'issue `#42`: fixed; see `https://x.io/a?b`. and `@mona`\\!?'
    )
    expect(escapeMarkdown('www.: and #1..')).toBe('`www.:` and `#1`..')
    expect(escapeMarkdown('(gh-5) x_GH-6 AGH-7 C# #x')).toBe('`(gh-5)` x\\_GH-6 AGH-7 C\\# \\#x')
    expect(references(escapeMarkdown('#1 a/b#2 GH-3 (#4) &#35;5'))).toStrictEqual([])
    expect(references('\\#12 GH-3 `#4`')).toStrictEqual(['#12', 'GH-3'])
  })
  it('never leaves an autolink, whatever the text', () => {
    const piece = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 8 }),
      fc.constantFrom('https://', 'HTTP://', 'ftp://', 'www.', 'WWW.', '@', 'mailto:', 'evil.example', 'a', '.', '/'),
      fc.constantFrom('#1', '#', '1', 'GH-2', 'gh-', 'acme/docs#3', '&#35;', '&#'),
      fc.constantFrom(' ', '\n', '|', '`', '\\', '<', '>', '(', ')', '[', ']', '*', '_', '~', '&', ';', '#')
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), pieces => {
        const text = pieces.join('')
        expect(autolinks(escapeMarkdown(text))).toStrictEqual([])
        expect(references(escapeMarkdown(text))).toStrictEqual([])
        expect(autolinks(link(text, 'https://github.com/acme/docs/pull/1'))).toStrictEqual([])
        // Outside code spans (where < is literal) no tag can open; no line break ends a table row.
        expect(plainText(escapeMarkdown(text))).not.toMatch(/<[a-z/!?]/i)
        expect(escapeMarkdown(text)).not.toMatch(/[\r\n]/)
      }),
      { numRuns: 3000 }
    )
  })

  it('turns the HTML-significant characters into entities', () => {
    expect(escapeMarkdown(`a & b "c" 'd' <e>`)).toBe('a &amp; b &quot;c&quot; &#39;d&#39; &lt;e&gt;')
  })
})

describe('the autolink oracle', () => {
  it.each([
    ['see https://evil.example/login', ['https://e']],
    ['(www.evil.example)', ['www.e']],
    ['mail a.b+c@evil.example now', ['a.b+c@evil.example']],
    ['https\\://evil.example', ['https://e']],
    ['x &#64; y a&#64;evil.example', ['a@evil.example']]
  ])('finds the links in %j', (markdown, found) => {
    expect(autolinks(markdown).map(l => l.text)).toEqual(found)
  })
  it.each([
    '`https://evil.example` and ``www.evil.example``',
    '[`https://evil.example`](https://evil.example) <!-- a@evil.example -->',
    'a@b no-dot, www, https:/ x'
  ])('finds none in %j', markdown => {
    expect(autolinks(markdown)).toStrictEqual([])
  })
})

describe('code', () => {
  it('uses a fence longer than any backtick run inside', () => {
    expect(code('a``b')).toBe('```a``b```')
    expect(code('`x`')).toBe('`` `x` ``')
  })
  it('escapes pipes so a table cell stays whole', () => {
    expect(code('a|b')).toBe('`a\\|b`')
  })

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

describe('link and safeUrl', () => {
  it('links only http(s) URLs', () => {
    expect(link('x', 'javascript:alert(1)')).toBe('x')
    expect(link('PR', 'https://github.com/acme/docs/pull/1')).toBe('[PR](https://github.com/acme/docs/pull/1)')
  })
  it('encodes characters that would end the link', () => {
    expect(safeUrl('https://example.com/a)b(c d')).toBe('https://example.com/a%29b%28c%20d')
  })
})

describe('inert', () => {
  it.each(['::add-mask::x', '  ::set-output name=a::b', '::stop-commands::tok', '::error::boom'])(
    'neutralises the workflow command %j and keeps its text',
    line => {
      const out = inert(`first\n${line}\nlast`)
      for (const l of out.split('\n')) expect(l.trimStart()).not.toMatch(/^(::|##\[)/)
      expect(out).toContain(line.trim())
    }
  )
  it('breaks the legacy prefix wherever it is', () => {
    expect(inert('a ##[set-output name=a]b')).toBe('a ##\\[set-output name=a]b')
  })
  it('leaves ordinary text alone', () => {
    expect(inert('a :: b\nc')).toBe('a :: b\nc')
  })
})

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
