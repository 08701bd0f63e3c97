// How values from outside are named in messages (src/text/quote.ts), counts with their nouns (plural.ts), and
// percent-decoding that never throws (uri.ts).
import { describeValue, quote } from '../../src/text/quote.js'
import { plural } from '../../src/text/plural.js'
import { decodeComponent } from '../../src/text/uri.js'

describe('quote', () => {
  it('keeps printable ASCII but the quote, the backslash and #, and escapes everything else per UTF-16 unit', () => {
    expect(quote('a b~')).toBe('"a b~"')
    expect(quote('##[error]')).toBe('"\\u0023\\u0023[error]"')
    expect(quote('é\n\u0085😀')).toBe('"\\u00e9\\u000a\\u0085\\ud83d\\ude00"')
    expect(quote('\u0000\u007f')).toBe('"\\u0000\\u007f"')
  })
  it('is at most 120 characters by default, cut with …', () => {
    const shown = quote('x'.repeat(130))
    expect(shown).toBe(`"${'x'.repeat(119)}…"`)
    expect(quote('x'.repeat(120))).toBe(`"${'x'.repeat(120)}"`)
  })
})

describe('describeValue', () => {
  it('names each kind of JSON value', () => {
    expect([undefined, null, -11, 0, true, false, [], [1], {}, { a: 1 }].map(describeValue)).toEqual([
      'missing',
      'null',
      '-11',
      '0',
      'true',
      'false',
      'an array',
      'an array',
      'an object',
      'an object'
    ])
  })
  it('quotes a string, cut at 60 characters', () => {
    expect(describeValue('yes')).toBe('"yes"')
    expect(describeValue('y'.repeat(80))).toBe(`"${'y'.repeat(59)}…"`)
  })
})

describe('plural', () => {
  it('adds s unless the count is one', () => {
    expect([0, 1, 2, -1].map(n => plural(n, 'gap'))).toEqual(['0 gaps', '1 gap', '2 gaps', '-1 gaps'])
  })
})

describe('decodeComponent', () => {
  it('decodes valid percent-encoding, and answers undefined for broken encoding instead of throwing', () => {
    expect(decodeComponent('%E2%82%AC%20x')).toBe('€ x')
    expect(decodeComponent('%E2%82')).toBeUndefined()
    expect(decodeComponent('100%')).toBeUndefined()
  })
})
