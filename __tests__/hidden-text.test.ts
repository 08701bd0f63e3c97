import fc from 'fast-check'
import { describeRemoved, visibleMarkdown, visiblePlainText } from '../src/text/hidden.js'

const cp = (...codes: number[]) => String.fromCodePoint(...codes)
const range = (from: number, to: number) => fc.integer({ min: from, max: to }).map(c => cp(c))

/** One character from every class a reader cannot see (the emoji joiner and presentation selectors aside). */
const hiddenChar = fc.oneof(
  range(0xe0000, 0xe007f), // tag characters
  range(0xe0100, 0xe01ef), // supplementary variation selectors
  range(0xfe00, 0xfe0d), // variation selectors (not the presentation ones)
  fc.constantFrom(...'\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c'), // bidi controls
  fc.constantFrom(...'\u200b\u200c\u2060\u2061\u2062\u2063\u2064\ufeff\u00ad\u180e\u034f\u115f\u3164\uffa0'),
  range(0x00, 0x08), // C0 controls but tab and newline
  range(0x0b, 0x0c), // (a CR is a line end, not hidden)
  range(0x0e, 0x1f),
  range(0x7f, 0x9f), // DEL and C1 controls
  range(0xd800, 0xdbff) // lone (high) surrogates: two inserted side by side never pair
)
/** Visible characters that cannot start a comment or a definition (no `<`, no `[`). */
const visibleChar = fc.oneof(
  fc.constantFrom(...'abcxyz ABC\n\t.,:;!?-/()"\'>#*_`|~=+0123456789éж中'),
  fc.constantFrom('😀', '👩\u200d💻', '❤\ufe0f', '1\ufe0f\u20e3', 'e\u0301')
)
const visibleParts = fc.array(visibleChar, { maxLength: 40 })
/** Anything, biased towards the pieces that build hidden markdown. */
const markdownish = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 6 }),
      hiddenChar,
      visibleChar,
      fc.constantFrom('<!--', '-->', '<!', '--', '>', '[x]:', '[//]: #', ' ', '\n', '\n\n', '"t"', "'", '(', ')', '- ')
    ),
    { maxLength: 30 }
  )
  .map(parts => parts.join(''))

/** Hidden-class characters left in the output that are not the allowed emoji joiner or presentation selector. */
function strayHidden(text: string): string[] {
  const emoji =
    /\p{Emoji}\p{Emoji_Modifier}?[\uFE0E\uFE0F]?\p{Emoji_Modifier}?(?:\u200D(?=\p{Extended_Pictographic}))?/gu
  return [
    ...text.replace(emoji, 'E').matchAll(/[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}]|(?![\t\n])\p{Cc}/gu)
  ].map(m => m[0])
}

describe('visibleMarkdown', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(markdownish, text => {
        const once = visibleMarkdown(text)
        expect(visibleMarkdown(once.text)).toEqual({ text: once.text, removed: 0 })
      }),
      { numRuns: 2000 }
    )
  })

  it('leaves no hidden character but an emoji joiner or a presentation selector', () => {
    fc.assert(
      fc.property(markdownish, text => {
        expect(strayHidden(visibleMarkdown(text).text)).toStrictEqual([])
        expect(strayHidden(visiblePlainText(text).text)).toStrictEqual([])
      }),
      { numRuns: 2000 }
    )
  })

  it('keeps visible text whole and removes exactly the hidden characters put into it', () => {
    fc.assert(
      fc.property(visibleParts, fc.array(fc.tuple(fc.nat(), hiddenChar), { maxLength: 12 }), (parts, inserts) => {
        const text = parts.join('')
        expect(visibleMarkdown(text)).toEqual({ text, removed: 0 })
        // Between visible characters (an emoji sequence stays whole: a selector away from its emoji is stray).
        const mixed = [...parts]
        for (const [at, hidden] of inserts) mixed.splice(at % (mixed.length + 1), 0, hidden)
        expect(visibleMarkdown(mixed.join(''))).toEqual({ text, removed: inserts.length })
      })
    )
  })

  it.each([
    ['a\n\n[//]: # (SYSTEM: x)\nb', 'a\n\nb'],
    ['a\n\n[x]: <https://e.example> "t"', 'a\n\n'],
    ["a\n\n[x]: https://e.example\n  't'\nb", 'a\n\nb'],
    ['a\n\n[x]:\n  /url\n  (t)', 'a\n\n'],
    ['> [n]: # (x)\n- [m]: /u', ''],
    ['a<!-- x -->b<!---->c<!-->d<!--->e', 'abcde'],
    ['a\n<!--\nopen to the end', 'a\n'],
    ['<!<!-- -->-- -->x', 'x'],
    ['[^1]: a footnote shows', '[^1]: a footnote shows'],
    ['see [x]: y z', 'see [x]: y z'],
    ['flag 🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}', 'flag 🏴'],
    ['CRLF\r\nline\rend', 'CRLF\nline\nend'],
    ['lone\udc00 surrogates\ud800', 'lone surrogates']
  ])('%j → %j', (input, output) => {
    expect(visibleMarkdown(input).text).toBe(output)
  })

  it('counts code points, not line ends', () => {
    expect(visibleMarkdown('a\r\n\u{e0041}\u{e0042}').removed).toBe(2)
  })
})

describe('visiblePlainText', () => {
  it('keeps markdown (a title shows it as text) and removes invisible characters', () => {
    expect(visiblePlainText('a <!-- b --> [x]: y\u2066')).toEqual({ text: 'a <!-- b --> [x]: y', removed: 1 })
  })
})

describe('describeRemoved', () => {
  it('says how many characters were removed', () => {
    expect(describeRemoved(57)).toMatch(/^Removed 57 hidden characters from the prompt/)
    expect(describeRemoved(1)).toMatch(/^Removed 1 hidden character from the prompt/)
  })
})

describe('visibleMarkdown on comments nested to wear it out', () => {
  // Each pass removes the innermost comment and reveals the next: `<!<!-- x -->-- y -->` is `<!-- y -->` once the
  // inner one is gone. After eight passes everything from the first comment on is dropped.
  const nested = (depth: number): string => {
    let text = '<!-- x -->'
    for (let i = 1; i < depth; i++) text = `<!${text}-- y -->`
    return text
  }
  it('eight levels are undone one by one, and the text after them kept', () => {
    expect(visibleMarkdown(`keep ${nested(8)} tail`).text).toBe('keep  tail')
  })
  it('a ninth drops everything from the first comment on', () => {
    expect(visibleMarkdown(`keep ${nested(9)} tail`).text).toBe('keep ')
  })
})
