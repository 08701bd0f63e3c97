import { code, escapeMarkdown, link, safeUrl } from '../src/render/markdown.js'
import { inert } from '../src/log.js'

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
    expect(escapeMarkdown('@octocat')).not.toBe('@octocat')
    expect(escapeMarkdown('[x](https://evil)')).toBe('\\[x\\]\\(https://evil\\)')
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
