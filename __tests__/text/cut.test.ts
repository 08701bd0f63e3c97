import fc from 'fast-check'
import { cutToBytes, cutWithNote, excerpt, shorten } from '../../src/text/cut.js'

const NOTE = '…(cut)'
const bytes = (text: string) => Buffer.byteLength(text)

describe('cutToBytes', () => {
  it('cuts to the byte limit, note included, at a character boundary', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.nat({ max: 400 }), (text, max) => {
        const cut = cutToBytes(text, max, NOTE)
        if (bytes(text) <= max) return expect(cut).toBe(text)
        expect(bytes(cut)).toBeLessThanOrEqual(max)
        if (max < bytes(NOTE)) return expect(cut).toBe('')
        expect(cut.endsWith(NOTE)).toBe(true)
        const kept = cut.slice(0, -NOTE.length)
        expect(text.startsWith(kept)).toBe(true)
        // The longest such prefix: the next character would not fit.
        const next = [...text.slice(kept.length)][0] ?? ''
        expect(bytes(kept) + bytes(next) + bytes(NOTE)).toBeGreaterThan(max)
      })
    )
  })

  it('never splits a 3-byte "€" or a 4-byte emoji', () => {
    expect(cutToBytes('€€€', 8, '!')).toBe('€€!')
    expect(cutToBytes('😀😀', 7, '')).toBe('😀')
    expect(cutToBytes('€'.repeat(900_000), 1_000_000, NOTE)).not.toContain('\ufffd')
  })
})

describe('excerpt', () => {
  it('collapses white space and never splits a surrogate pair', () => {
    expect(excerpt(' a \n b ', 10)).toBe('a b')
    expect(excerpt('😀😀😀', 2)).toBe('😀…')
  })
})

const lonePair = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

describe('shorten', () => {
  it('keeps at most max characters, a prefix then …, never half a surrogate pair (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.integer({ min: 1, max: 70 }), (text, max) => {
        const out = shorten(text, max)
        const chars = Array.from(text)
        if (chars.length <= max) return expect(out).toBe(text)
        expect(Array.from(out)).toHaveLength(max)
        expect(out.endsWith('…')).toBe(true)
        expect(text.startsWith(out.slice(0, -1))).toBe(true)
        expect(out).not.toMatch(lonePair)
      })
    )
  })
})

describe('cutWithNote', () => {
  it('stays within max UTF-16 units with the note, never half a surrogate pair (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.integer({ min: 10, max: 90 }), (text, max) => {
        const out = cutWithNote(text, max, '…(cut)')
        if (text.length <= max) return expect(out).toBe(text)
        expect(out.length).toBeLessThanOrEqual(max)
        expect(out.endsWith('…(cut)')).toBe(true)
        expect(out).not.toMatch(lonePair)
      })
    )
  })
})

describe('the cuts at their exact limits', () => {
  it('text of exactly the limit is kept whole, in UTF-16 units and in bytes', () => {
    expect(cutWithNote('abcdefgh', 8, '…')).toBe('abcdefgh')
    expect(cutToBytes('abcdefgh', 8, '…')).toBe('abcdefgh')
    expect(cutToBytes('€€', 6, '.')).toBe('€€')
  })
  it('one over: cut so that the note fits, and no further', () => {
    expect(cutWithNote('abcdefghi', 8, '…')).toBe('abcdefg…')
    expect(cutToBytes('abcdefghi', 8, '.')).toBe('abcdefg.')
  })
  it('a cut that would split a surrogate pair takes the whole pair out, at both ends of the high-surrogate range', () => {
    const first = '\ud800\udc00' // U+10000: high surrogate 0xD800
    const last = '\udbff\udfff' // U+10FFFF: high surrogate 0xDBFF
    expect(cutWithNote(`abc${first}de`, 5, '…')).toBe('abc…')
    expect(cutWithNote(`abc${last}de`, 5, '…')).toBe('abc…')
    // A low surrogate or a plain character at the cut point is not moved.
    expect(cutWithNote(`ab${first}cde`, 5, '…')).toBe(`ab${first}…`)
    expect(cutWithNote('abc\ud7ffde', 5, '…')).toBe('abc\ud7ff…')
  })
})
