import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readEvent } from '../../src/github/event.js'
import { inlineReaderText, plainReaderText, readerPolicy, readerView } from '../../src/report/reader.js'
import { PERSONAL } from '../../sim/reader-text.js'

describe('plainReaderText', () => {
  it('one line for a data file: every run of white space one space, none at the ends, nothing escaped', () => {
    expect(plainReaderText(' How do I\n\n\texport *all*  pages? \r\n')).toBe('How do I export *all* pages?')
  })
})

describe('readerPolicy', () => {
  it.each([
    ['auto', true, true, 'private repository'],
    ['auto', false, false, 'public repository'],
    ['auto', undefined, false, 'repository visibility unknown'],
    ['show', false, true, 'reader-text: show'],
    ['show', undefined, true, 'reader-text: show'],
    ['hide', true, false, 'reader-text: hide']
  ] as const)('%s with private=%s: shown %s (%s)', (setting, isPrivate, shown, reason) => {
    expect(readerPolicy(setting, isPrivate)).toEqual({ shown, reason })
  })
})

describe('readerView', () => {
  it('hidden: every piece of reader text is the same placeholder naming the reason and the way to opt in', () => {
    const view = readerView(false, 'public repository')
    expect(view.shown).toBe(false)
    const placeholder = '_(reader text hidden: public repository; set reader-text: show)_'
    expect(view.inline(`write to ${PERSONAL.email}`)).toBe(placeholder)
    expect(view.inline('anything else', 10)).toBe(placeholder)
  })

  it('shown: redacted, escaped and cut', () => {
    const view = readerView(true, '')
    expect(view.shown).toBe(true)
    expect(view.inline(`Email me at ${PERSONAL.email} | ${PERSONAL.phone}`)).toBe(
      'Email me at \\[email\\] \\| \\[phone\\]'
    )
    expect(view.inline('a'.repeat(300))).toBe(`${'a'.repeat(119)}…`)
    expect(view.inline('a'.repeat(300), 20)).toBe(`${'a'.repeat(19)}…`)
  })
})

describe('inlineReaderText: each step', () => {
  it('removes hidden characters before redacting, so they cannot split an address or key past it', () => {
    expect(inlineReaderText('jane\u200b.doe@exa\u2060mple.com')).toBe('\\[email\\]')
    expect(inlineReaderText(`mint_live_3f9a\u200d8c7e6d5b4a392817a6b5`)).toBe('\\[key\\]')
    expect(inlineReaderText('+1 (415)\u00ad 555-0134')).toBe('\\[phone\\]')
    expect(inlineReaderText('a\u202eb\u2066c\u{e0041}d')).toBe('abcd')
  })

  it('puts it on one line with single spaces (U+2028 too); NEL, a control character, is removed', () => {
    expect(inlineReaderText('  one\n\ntwo\r\nthree\u2028four\u0085five\tsix  ')).toBe('one two three fourfive six')
  })

  it('cuts after redaction (a cut never leaves half an address) and counts characters, not UTF-16 units', () => {
    expect(inlineReaderText(`${'x'.repeat(10)} ${PERSONAL.email}`, 15)).toBe('x'.repeat(10) + ' \\[em…')
    expect(inlineReaderText('😀'.repeat(10), 5)).toBe('😀😀😀😀…')
  })

  it('escapes: no HTML, no table break, no emphasis, no reference or mention', () => {
    expect(inlineReaderText('<script>alert(1)</script> *bold* a|b')).toBe(
      '&lt;script&gt;alert\\(1\\)&lt;/script&gt; \\*bold\\* a\\|b'
    )
    expect(inlineReaderText('ask @octocat about #12 and GH-7 or acme/docs#3')).toBe(
      'ask `@octocat` about `#12` and `GH-7` or `acme/docs#3`'
    )
  })

  it('leaves no workflow command: :: is broken in plain text, ##[ in code spans', () => {
    expect(inlineReaderText('::error::boom')).toBe(':\\:error:\\:boom')
    expect(inlineReaderText('##[error]boom')).toBe('\\#\\#\\[error\\]boom')
    expect(inlineReaderText('##[error]@x')).toBe('`## [error]@x`')
    // A reference after punctuation is linkable too (one rule with escapeMarkdown's): its ##[ is broken as well.
    expect(inlineReaderText('(GH-12)##[error]')).toBe('`(GH-12)## [error]`')
  })

  it('keeps ordinary questions readable', () => {
    expect(inlineReaderText('why does 401 happen on v2.3.1 in 2026?')).toBe('why does 401 happen on v2.3.1 in 2026?')
    expect(inlineReaderText('rate limit 100/h on port 8080')).toBe('rate limit 100/h on port 8080')
  })
})

describe('readEvent: repositoryPrivate', () => {
  const dir = mkdtempSync(join(tmpdir(), 'event-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const read = (payload: unknown) => {
    const file = join(dir, 'event.json')
    writeFileSync(file, JSON.stringify(payload))
    return readEvent({ GITHUB_EVENT_PATH: file, GITHUB_REPOSITORY: 'acme/docs' }).repositoryPrivate
  }

  it.each([
    [{ repository: { private: true } }, true],
    [{ repository: { private: false } }, false],
    [{ repository: { private: 'true' } }, undefined],
    [{ repository: {} }, undefined],
    [{}, undefined]
  ])('%j → %s', (payload, expected) => expect(read(payload)).toBe(expected))

  it('is undefined without an event file', () => {
    expect(readEvent({ GITHUB_EVENT_PATH: join(dir, 'missing.json') }).repositoryPrivate).toBeUndefined()
  })
})
