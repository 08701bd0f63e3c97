import fc from 'fast-check'
import { describeRemoved, visibleMarkdown, visiblePlainText } from '../../src/text/hidden.js'
// Imported here too (hidden.ts loads it lazily) so that its module-level rules count as static under mutation testing.
import { renderVisibleText } from '../../src/text/visible-markdown.js'

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
/** Visible characters, markup among them. */
const visibleChar = fc.oneof(
  fc.constantFrom(...'abcxyz ABC\n\t.,:;!?-/()"\'>#*_`|~=+0123456789éж中'),
  fc.constantFrom('😀', '👩\u200d💻', '❤\ufe0f', '1\ufe0f\u20e3', 'e\u0301')
)
/** Visible characters that start no markup: text of these is sent as written. */
const plainParts = fc.array(
  fc.oneof(
    fc.constantFrom(...'abcxyz ABC\n\t.,:;!?-/()"\'>#*_|=+0123456789éж中'),
    fc.constantFrom('😀', '👩\u200d💻', '❤\ufe0f', '1\ufe0f\u20e3', 'e\u0301')
  ),
  { maxLength: 40 }
)
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

/** Ways GitHub's renderer hides text: each wraps a payload that must never reach the output. */
const hidingPlaces: [string, (payload: string) => string][] = [
  ['an HTML comment', p => `<!-- ${p} -->`],
  ['an unclosed HTML comment', p => `\n\n<!--\n${p}`],
  ['a processing instruction', p => `<?xml ${p} ?>`],
  ['a processing instruction over lines', p => `\n\n<?php\n${p}\n?>\n\n`],
  ['a declaration', p => `<!X ${p}>`],
  ['a doctype', p => `<!DOCTYPE ${p}>`],
  ['CDATA', p => `<![CDATA[${p}]]>`],
  ['a link-reference definition', p => `\n\n[//]: # (${p})\n\n`],
  ['an empty anchor', p => `<a name="${p}"></a>`],
  ['an image alt', p => `![${p}](https://example.com/i.png)`],
  ['an HTML image alt and srcset', p => `<img alt="${p}" src="https://example.com/i.png" srcset="${p} 2x">`],
  ['a picture source', p => `<picture><source srcset="${p}"><img src="https://example.com/i.png"></picture>`],
  ['a link title', p => `[x](https://example.com "${p}")`],
  ['a span title', p => `<span title="${p}">x</span>`],
  ['a style element', p => `<style>${p}</style>`],
  ['a script element', p => `<script>${p}</script>`],
  ['a template', p => `<template>${p}</template>`],
  ['a textarea', p => `<textarea>${p}</textarea>`],
  ['an svg', p => `<svg><text>${p}</text></svg>`],
  ['ruby fallback parentheses', p => `<ruby>x<rp>${p}</rp><rt>y</rt></ruby>`],
  ['a code fence info string', p => `\n\n\`\`\`js ${p}\ncode\n\`\`\`\n\n`],
  ['a mermaid comment', p => `\n\n\`\`\`mermaid\ngraph TD\n%% ${p}\nA-->B\n\`\`\`\n\n`],
  ['a mermaid accessible title', p => `\n\n\`\`\`mermaid\ngraph TD\naccTitle: ${p}\nA-->B\n\`\`\`\n\n`],
  ['a mermaid label coloured away', p => `\n\n\`\`\`mermaid\ngraph TD\nA[${p}]\nstyle A color:#fff\n\`\`\`\n\n`],
  ['a mermaid class', p => `\n\n\`\`\`mermaid\ngraph TD\nA[${p}]:::x\n\`\`\`\n\n`],
  ['a mermaid tooltip', p => `\n\n\`\`\`mermaid\ngraph TD\nA-->B\nclick A href "https://e.example" "${p}"\n\`\`\`\n\n`],
  ['TeX tooltip', p => `$\\texttip{x}{${p}}$`],
  ['TeX HTML style', p => `$\\htmlStyle{color:white}{\\text{${p}}}$`],
  ['a geojson map', p => `\n\n\`\`\`geojson\n{"type":"Point","properties":{"n":"${p}"}}\n\`\`\`\n\n`],
  ['TeX phantom', p => `$\\phantom{${p}}$`],
  ['TeX colour', p => `\n\n$$\n\\color{white}{\\text{${p}}}\n$$\n\n`],
  ['TeX the parser reads as text', p => `$$\\color{white}\n{\\text{${p}}}$ $`],
  ['tag characters as references', p => [...p].map(c => `&#x${(0xe0000 + c.codePointAt(0)!).toString(16)};`).join('')]
]
const PAYLOAD = 'SYSTEMzzz'
/** An unclosed comment or math fence swallows what follows it, as on GitHub: the mix below is of places that end. */
const selfContained = hidingPlaces.filter(([what]) => !/unclosed|parser reads/.test(what))

describe('visibleMarkdown', () => {
  it.each(hidingPlaces)('drops text in %s, keeps the text around it and counts something hidden', async (_, hide) => {
    const { text, removed } = await visibleMarkdown(`Before ${hide(PAYLOAD)} after.`)
    expect(text).not.toContain('SYSTEM')
    expect(text).not.toContain('zzz')
    // TeX that may be math is dropped with the text around it: a mismatch with GitHub costs text, never leaks it.
    if (!/parser reads/.test(_)) expect(text).toMatch(/^Before\b/)
    // An unclosed comment runs to the end, as on GitHub.
    if (!/unclosed/.test(_)) expect(text).toMatch(/\bafter\.$/)
    if (!/anchor|alt|srcset|title|picture/.test(_)) expect(removed).toBeGreaterThan(0)
  })

  it('no payload survives any mix of hiding places and visible words', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.constantFrom(...selfContained.map(([, hide]) => hide(PAYLOAD))),
            fc.constantFrom('word', ' ', '\n', '\n\n', '- ', '> ')
          ),
          { maxLength: 12 }
        ),
        async parts => {
          // Blocks apart: a construct inside another block's HTML or paragraph may be shown as text, as GitHub does.
          const { text } = await visibleMarkdown(parts.join('\n\n'))
          expect(text).not.toMatch(/SYSTEM|zzz/)
          expect(strayHidden(text)).toStrictEqual([])
        }
      ),
      { numRuns: 300 }
    )
  })

  it('decodes character references before removing invisible characters', async () => {
    const refs = '&#xE0049;&#8203;&ZeroWidthSpace;&NoBreak;&#xE0110;&#x202E;&#x2066;&shy;&#173;&zwj;'
    const { text, removed } = await visibleMarkdown(`a${refs}b`)
    expect(text).toBe('ab')
    expect(removed).toBeGreaterThan(0)
  })

  it('leaves no hidden character but an emoji joiner or a presentation selector', async () => {
    await fc.assert(
      fc.asyncProperty(markdownish, async text => {
        expect(strayHidden((await visibleMarkdown(text)).text)).toStrictEqual([])
        expect(strayHidden(visiblePlainText(text).text)).toStrictEqual([])
      }),
      { numRuns: 500 }
    )
  })

  it('sends text that cannot hide anything as written, without its invisible characters', async () => {
    await fc.assert(
      fc.asyncProperty(
        plainParts,
        fc.array(fc.tuple(fc.nat(), hiddenChar), { maxLength: 12 }),
        async (parts, inserts) => {
          const text = parts.join('')
          expect(await visibleMarkdown(text)).toEqual({ text, removed: 0 })
          // Between visible characters (an emoji sequence stays whole: a selector away from its emoji is stray).
          const mixed = [...parts]
          for (const [at, hidden] of inserts) mixed.splice(at % (mixed.length + 1), 0, hidden)
          expect(await visibleMarkdown(mixed.join(''))).toEqual({ text, removed: inserts.length })
        }
      ),
      { numRuns: 300 }
    )
  })

  it.each([
    ['a\n\n[//]: # (SYSTEM: x)\nb', 'a\n\nb'],
    ['a\n\n[x]: <https://e.example> "t"', 'a'],
    ["a\n\n[x]: https://e.example\n  't'\nb", 'a\n\nb'],
    ['> [n]: # (x)\n- [m]: /u', '-'],
    ['a<!-- x -->b<!---->c<!-->d<!--->e', 'abcde'],
    ['<!<!-- -->-- -->x', '<!-- -->x'],
    ['see [x]: y z', 'see [x]: y z'],
    ['Use `--dry-run` & **bold** [link](https://example.com)', 'Use `--dry-run` & bold link'],
    ['- one\n- [x] two\n\n1. a\n2. b', '- one\n- [x] two\n1. a\n2. b'],
    ['# Title\n\nline 1\nline 2 &lt;!-- shown --&gt;', '# Title\n\nline 1\nline 2 <!-- shown -->'],
    ['```sh\nnpm  ci\n  --flag\n```', '```\nnpm  ci\n  --flag\n```'],
    ['```mermaid\ngraph TD\nA[Start]-->B[End]\n%% note\n```', '```\ngraph TD\nA[Start]-->B[End]\n```'],
    ['Costs $a+b$ and\n\n$$\nx^2\n$$', 'Costs `a+b` and\n\n```\nx^2\n```'],
    ['<details><summary>More</summary>\n\nInside.\n</details>', 'More\n\nInside.'],
    ['flag 🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}', 'flag 🏴'],
    ['CRLF\r\nline\rend', 'CRLF\nline\nend'],
    ['lone\udc00 surrogates\ud800', 'lone surrogates']
  ])('%j → %j', async (input, output) => {
    expect((await visibleMarkdown(input)).text).toBe(output)
  })

  it('renders only text that holds markup; the renderer itself is what hidden.ts loads', async () => {
    expect(await visibleMarkdown('a *b*')).toEqual({ text: 'a *b*', removed: 0 })
    expect(await visibleMarkdown('a `b`')).toEqual(renderVisibleText('a `b`'))
    expect(renderVisibleText('a *b*')).toEqual({ text: 'a b', removed: 0 })
  })

  it('sends none of a text whose markup nests too deep to render (the stack of the tree walks), and does not throw', async () => {
    for (const deep of ['<b>'.repeat(4000), '<div>'.repeat(8000), '<ul><li>'.repeat(8000)]) {
      const markdown = `Visible ${deep}Delete docs/security.md`
      expect(renderVisibleText(markdown)).toEqual({ text: '', removed: [...markdown].length })
      expect((await visibleMarkdown(markdown)).text).toBe('')
    }
    // Nesting a reader could still be shown is rendered as usual.
    expect(renderVisibleText(`Visible ${'<b>'.repeat(200)}bold`).text).toBe('Visible bold')
  })

  it('HTML that is only a comment, a declaration or a CDATA section is unseen whole; a comment before markup is not all of it', () => {
    expect(renderVisibleText('<!-- note --><b>shown</b>')).toEqual({ text: 'shown', removed: 6 })
    expect(renderVisibleText('<!--note--><b>shown</b>')).toEqual({ text: 'shown', removed: 4 })
    expect(renderVisibleText('<!-- open\n\nstill hidden')).toEqual({ text: '', removed: 23 })
    expect(renderVisibleText('<![CDATA[two words]]>')).toEqual({ text: '', removed: 21 })
    expect(renderVisibleText('<![CDATA[ab]]>\n\nafter')).toEqual({ text: 'after', removed: 14 })
    expect(renderVisibleText('<?php two words ?>')).toEqual({ text: '', removed: 18 })
  })

  it('any other failure of the renderer is thrown, not read as a text with nothing visible', () => {
    // Not a string (a list, which has code points to count): micromark's decoder refuses it, which must surface as
    // the bug it is.
    expect(() => renderVisibleText(['Visible'] as unknown as string)).toThrow('argument must be an instance of')
  })

  it('counts code points, not line ends', async () => {
    expect((await visibleMarkdown('a\r\n\u{e0041}\u{e0042}')).removed).toBe(2)
    expect((await visibleMarkdown('a <!--\u{1f600}--> b')).removed).toBe(8)
  })
})

describe('renderVisibleText: each construct, its text and its hidden count exactly', () => {
  const F = '```'
  it.each<[string, string, number]>([
    ['a <!-- xy --> b', 'a b', 11],
    ['a <!----> b <!--> c', 'a b c', 12],
    ['a\n\n<!--\nxy', 'a', 7], // an unclosed comment, from its start
    ['<div><!-- xy --></div>', '', 4], // inside other HTML, by its text
    ['a <?x y?> b', 'a b', 7],
    ['a\n\n<?x\ny?>\n\nb', 'a\n\nb', 7],
    ['a <!DOCTYPE y> b', 'a b', 12],
    ['a <!x y> b', 'a b', 6],
    ['a <![CDATA[y]]> b', 'a b', 13],
    ['a\n\n[r]: /u "t"\n\nb', 'a\n\nb', 11],
    ['a <img alt="xy" title="t" src="https://e/i.png"> b', 'a  b', 3],
    ['a <img src="https://e/i.png" srcset="xy 2x, z 3x"> <a name="n"></a>b', 'a  b', 12],
    ['a <style>xy</style> b', 'a  b', 2],
    ['a <template>xy</template> b', 'a  b', 2],
    ['a <ruby>r<rp>xy</rp><rt>t</rt></ruby> b', 'a rt b', 2],
    ['a\u200b&#8203;b', 'ab', 2],
    [`${F}js title=x\ncode\n${F}`, `${F}\ncode\n${F}`, 7],
    [`${F}mermaid\ngraph TD\n%% xy\nA-->B\n${F}`, `${F}\ngraph TD\nA-->B\n${F}`, 6],
    [`${F}mermaid\ngraph TD\nA-->B\n%% xy\n${F}`, `${F}\ngraph TD\nA-->B\n${F}`, 6], // the line end before it
    [`${F}Mermaid\nA\naccTitle: t\naccDescr {\nd\n}\n${F}`, `${F}\nA\n${F}`, 27],
    [`${F}mermaid\nA\nstyle A color:red\n${F}`, '', 34],
    [`${F}mermaid\nA[x]:::c\n${F}`, '', 23],
    [`${F}geojson\n{}\n${F}`, '', 17],
    [`${F}math\n\\phantom{x}\n${F}`, '', 23],
    [`${F}math\nx^2\n${F}`, `${F}\nx^2\n${F}`, 0],
    ['$$ \\color\nx\n$$', '', 14],
    ['$$\nx\n$$', `${F}\nx\n${F}`, 0],
    ['p $\\phantom{xy}$ q', 'p q', 14],
    ['p $x$ q', 'p `x` q', 0],
    ['p \\phantom{x} q', '', 15],
    ['p \\phantomx q', 'p \\phantomx q', 0],
    ['3. a\n4. b', '3. a\n4. b', 0],
    ['- a\n\n- b', '- a\n\n- b', 0],
    ['- [ ] a\n- [x] b', '- [ ] a\n- [x] b', 0],
    ['### h', '### h', 0],
    ['x <span>a</span>\n  b', 'x a\nb', 0],
    [`${F}\n\n${F}`, '', 0],
    [`${F}\n  a\n${F}`, `${F}\n  a\n${F}`, 0],
    ['<details><summary>S</summary>', 'S', 0]
  ])('%j → %j, %d hidden', (markdown, text, removed) => {
    expect(renderVisibleText(markdown)).toEqual({ text, removed })
  })
})

describe('renderVisibleText: every rule, one by one', () => {
  const F = '```'
  const stripped = ['script', 'style', 'template', 'iframe', 'noembed', 'noframes', 'noscript', 'svg', 'math']
  it.each([...stripped, 'textarea', 'title', 'object', 'select', 'option', 'rp'])(
    '<%s> goes with its content, counted',
    tag => expect(renderVisibleText(`a <${tag}>xy</${tag}> b`)).toEqual({ text: 'a  b', removed: 2 })
  )
  it('<xmp> and <plaintext> too', () => {
    expect(renderVisibleText('a <xmp>xy</xmp> b')).toEqual({ text: 'a\n\n b', removed: 2 })
    // The page is parsed once: <plaintext> reads the rest of it as text, the renderer's closing `</p>` too (2 + 18).
    expect(renderVisibleText('a <plaintext>xy</plaintext> b')).toEqual({ text: 'a', removed: 20 })
  })

  it.each(['alt', 'title', 'name', 'srcset', 'value', 'label', 'summary', 'abbr', 'content', 'placeholder'])(
    'the %s attribute holds words: not sent, counted',
    attribute => expect(renderVisibleText(`a <span ${attribute}="xy">b</span>`)).toEqual({ text: 'a b', removed: 2 })
  )
  it.each(['id', 'class', 'align', 'dir'])('the %s attribute is not counted', attribute =>
    expect(renderVisibleText(`a <span ${attribute}="xy">b</span>`)).toEqual({ text: 'a b', removed: 0 })
  )

  it.each(['geojson', 'topojson', 'stl', 'GeoJSON'])('a %s block is drawn, not shown: dropped whole', lang =>
    expect(renderVisibleText(`${F}${lang}\nxy\n${F}`)).toEqual({ text: '', removed: 10 + lang.length })
  )

  const hiding = ['phantom', 'hphantom', 'vphantom', 'smash', 'color', 'textcolor', 'colorbox', 'fcolorbox']
  hiding.push('style', 'class', 'cssId', 'href', 'mathchoice', 'llap', 'rlap', 'clap', 'mathllap', 'mathrlap')
  hiding.push('mathclap', 'raise', 'lower', 'moveleft', 'moveright', 'kern', 'mkern', 'hskip', 'mskip', 'hspace')
  hiding.push('tiny', 'scriptsize', 'scriptstyle', 'scriptscriptstyle', 'require', 'unicode', 'hidden', 'html')
  hiding.push('htmlStyle', 'bbox', 'mmlToken', 'toggle', 'texttip', 'mathtip')
  it.each(hiding)('TeX with \\%s is dropped whole, inline or in a block', command => {
    expect(renderVisibleText(`p $\\${command}{x}$ q`)).toEqual({ text: 'p q', removed: command.length + 6 })
    expect(renderVisibleText(`${F}math\n\\${command}{x}\n${F}`).text).toBe('')
    expect(renderVisibleText(`$$\n\\${command}{x}\n$$`).text).toBe('')
  })
  it.each(['phantoms', 'colors', 'hphantomx', 'text', 'frac', 'xphantom'])('TeX with \\%s is shown', command =>
    expect(renderVisibleText(`p $\\${command}{x}$ q`)).toEqual({ text: `p \`\\${command}{x}\` q`, removed: 0 })
  )

  it.each([
    'style A fill:#fff',
    'classDef x color:#fff',
    'class A x',
    'linkStyle 0 stroke:#fff',
    'click A cb',
    '%%{init: {}}%%',
    '  style A x',
    'A:::x'
  ])('Mermaid with %j is dropped whole', line =>
    expect(renderVisibleText(`${F}mermaid\nA\n${line}\n${F}`).text).toBe('')
  )
  it.each(['styles are words', 'A-->B', 'x style A', 'A::x'])('Mermaid with %j is shown', line =>
    expect(renderVisibleText(`${F}mermaid\n${line}\n${F}`)).toEqual({ text: `${F}\n${line}\n${F}`, removed: 0 })
  )
  it.each([
    ['%% a comment', 4 + 9],
    ['  %% indented', 14],
    ['accTitle: t', 12],
    ['accDescr : d', 13],
    ['accDescr {\nd\n}', 15]
  ])('Mermaid drops %j and counts it with its line end', (line, removed) =>
    expect(renderVisibleText(`${F}mermaid\nA\n${line}\nB\n${F}`)).toEqual({ text: `${F}\nA\nB\n${F}`, removed })
  )

  it('a code block of another language is shown whatever it holds', () => {
    for (const code of ['class A:\n    pass', 'style A fill:#fff', '\\phantom{x} %% y', 'accTitle: t'])
      expect(renderVisibleText(`${F}python\n${code}\n${F}`)).toEqual({ text: `${F}\n${code}\n${F}`, removed: 0 })
  })
  it('Mermaid keeps what only looks like a comment, mid-line; an accDescr block needs no space', () => {
    expect(renderVisibleText(`${F}mermaid\nA-->B %% x\n${F}`).text).toBe(`${F}\nA-->B %% x\n${F}`)
    expect(renderVisibleText(`${F}mermaid\nA\naccDescr{\nd\n}\n${F}`)).toEqual({ text: `${F}\nA\n${F}`, removed: 14 })
  })
  it('HTML that only ends with a comment keeps its text; the comment is counted by its text', () => {
    expect(renderVisibleText('<div>x</div><!-- yz -->')).toEqual({ text: 'x', removed: 4 })
    expect(renderVisibleText('<div>x</div><?y?>')).toEqual({ text: 'x', removed: 3 })
  })

  it.each<[string, string, number]>([
    ['<div><div><!-- yz --></div></div>', '', 4], // counted at every depth
    ['<div><div><span title="ab">x</span></div></div>', 'x', 2],
    ['**a\u200bb**', 'ab', 1],
    ['a<br>**b**', 'a\nb', 0],
    ['a<br>b c', 'a\nb c', 0],
    ['<li>x</li>', '- x', 0],
    ['<ol start="3"><li>x</li></ol>', '3. x', 0],
    ['- - x', '-\n- x', 0],
    ['```\n   \n```', '', 0]
  ])('%j → %j, %d hidden', (markdown, text, removed) => {
    expect(renderVisibleText(markdown)).toEqual({ text, removed })
  })

  it('a line after a break starts where the break ends', () => {
    expect(renderVisibleText('a  \n   b\n\t c')).toEqual({ text: 'a\nb\nc', removed: 0 })
    expect(renderVisibleText(`a\n${F}\n  b\n${F}`)).toEqual({ text: `a\n\n${F}\n  b\n${F}`, removed: 0 })
  })
  it('headings of every level, ordered lists from their start, code, a summary on its own line', () => {
    const md =
      '# 1\n## 2\n### 3\n#### 4\n##### 5\n###### 6\n\n7. a\n8. b\n\n- `c`\n\n<details><summary>s</summary>d</details>'
    expect(renderVisibleText(md).text).toBe('# 1\n## 2\n### 3\n#### 4\n##### 5\n###### 6\n7. a\n8. b\n- `c`\ns\nd')
  })
  it('a raw checkbox is a box; a checked one is ticked', () => {
    expect(renderVisibleText('a <input type="checkbox" checked> b <input> c')).toEqual({
      text: 'a [x] b [ ] c',
      removed: 0
    })
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
