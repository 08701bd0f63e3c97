// How values from outside are named in messages (src/text/quote.ts).
import { describeValue, quote } from '../../src/text/quote.js'

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
