import fc from 'fast-check'
import { findKey } from '../../__fixtures__/key-oracle.js'
import {
  addSecret,
  clearSecrets,
  parseJsonScrubbed,
  scrub,
  scrubJson,
  scrubJsonStrings
} from '../../src/action/secrets.js'

const KEY = 'mint_0123456789abcdefXYZ'
beforeEach(() => {
  clearSecrets()
  addSecret(KEY)
})
afterAll(() => clearSecrets())

const b64 = (prefix: string): string => Buffer.from(prefix + KEY).toString('base64')

describe('scrub', () => {
  it.each([
    ['as is', KEY],
    ['Bearer form', `Bearer ${KEY}`],
    ['markdown-escaped', KEY.replace('_', '\\_')],
    ['every character backslash-escaped', Array.from(KEY, c => `\\${c}`).join('')],
    ['URL-encoded underscore, lower and upper hex', KEY.replace('_', '%5f')],
    ['URL-encoded whole', Array.from(KEY, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('')],
    ['JSON \\u escape', KEY.replace('_', '\\u005F')],
    ['JS \\u{} escape', KEY.replace('m', '\\u{6d}')],
    ['\\x escape', KEY.replace('_', '\\x5f')],
    ['HTML decimal entity', KEY.replace('_', '&#95;')],
    ['HTML hex entity with zeros', KEY.replace('_', '&#x005F;')],
    ['HTML named entity', KEY.replace('_', '&lowbar;')],
    ['zero-width characters between', Array.from(KEY).join('\u200b')],
    ['base64', b64('')],
    ['base64 shifted by one byte', b64('a')],
    ['base64 shifted by two bytes', b64('ab')]
  ])('removes the key %s', (_name, form) => {
    const out = scrub(`before ${form} after`)
    expect(out).toContain('***')
    expect(findKey(out, KEY)).toBeUndefined()
    expect(out.startsWith('before ')).toBe(true)
  })

  // The word pass (below) would take each of these whole too: inside a word, only the key goes when the pattern
  // knows the encoding.
  it.each([
    ['markdown-escaped', KEY.replace('_', '\\_')],
    ['every character backslash-escaped', Array.from(KEY, c => `\\${c}`).join('')],
    ['URL-encoded underscore', KEY.replace('_', '%5f')],
    ['URL-encoded whole', Array.from(KEY, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('')],
    ['JSON \\u escape', KEY.replace('_', '\\u005F')],
    ['JS \\u{} escape', KEY.replace('m', '\\u{6d}')],
    ['\\x escape', KEY.replace('_', '\\x5f')],
    ['HTML decimal entity', KEY.replace('_', '&#95;')],
    ['HTML hex entity with zeros', KEY.replace('_', '&#x005F;')],
    ['HTML named entity', KEY.replace('_', '&lowbar;')],
    ['HTML named entity, the other name', KEY.replace('_', '&UnderBar;')],
    ['zero-width characters between', Array.from(KEY).join('\u200b')]
  ])('inside a word, removes the key %s and keeps the rest of the word', (_name, form) => {
    expect(scrub(`before x=${form}; after`)).toBe('before x=***; after')
  })

  it('leaves text without the key unchanged, also a prefix of the key', () => {
    expect(scrub('mint_0123 and more')).toBe('mint_0123 and more')
    expect(scrub('')).toBe('')
  })

  it('scrubs strings as JSON.parse decodes them', () => {
    const text = `{"a":"x ${KEY.replace('_', '\\u005f')}","b":["${KEY}"],"n":3}`
    expect(JSON.parse(text, scrubJsonStrings)).toEqual({ a: 'x ***', b: ['***'], n: 3 })
  })

  it('ignores values too short to be secrets', () => {
    addSecret('abc')
    expect(scrub('abc abc')).toBe('abc abc')
  })

  it('finds the key wherever it sits in arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        expect(findKey(scrub(before + KEY + after), KEY)).toBeUndefined()
      })
    )
  })
})

describe("two keys of the run: the admin key and the site's assistant key", () => {
  const ASSISTANT = 'mint_dsc_0123456789abcdefQRS'
  const forms = (key: string): string[] => [
    key,
    `Bearer ${key}`,
    key.replaceAll('_', '\\_'),
    Array.from(key, c => `%${c.charCodeAt(0).toString(16)}`).join(''),
    key.replaceAll('_', '\\u005f'),
    key.replaceAll('_', '&lowbar;'),
    key.replaceAll('_', '&#x5F;'),
    Array.from(key).join('\u2060'),
    Buffer.from(`a${key}`).toString('base64'),
    key.replaceAll('_', '%255F') // nested: the word goes whole
  ]

  it('each is scrubbed in every form, beside the other', () => {
    addSecret(ASSISTANT)
    for (const form of forms(ASSISTANT)) {
      const out = scrub(`admin ${KEY} site ${form} end`)
      expect(findKey(out, ASSISTANT)).toBeUndefined()
      expect(findKey(out, KEY)).toBeUndefined()
      expect(out).toMatch(/^admin \*\*\* site .*\*\*\*.* end$/)
    }
  })

  it('the assistant key holds the admin prefix, not the admin key: neither hides the other', () => {
    addSecret(ASSISTANT)
    expect(scrub(`${ASSISTANT} ${KEY}`)).toBe('*** ***')
    expect(scrub('mint_dsc_ and mint_')).toBe('mint_dsc_ and mint_')
  })
})

describe('scrub: nested encodings', () => {
  const each = (form: (c: string) => string) => KEY.replace(/_/g, form)
  it.each([
    ['URL-encoded twice', each(() => '%255F')],
    ['URL-encoded three times', each(() => '%25255F')],
    ['every character URL-encoded twice', Array.from(KEY, c => `%25${c.charCodeAt(0).toString(16)}`).join('')],
    ['the percent of a URL escape as an HTML reference', each(() => '&#37;5F')],
    ['the percent of a URL escape as a JSON escape', each(() => '\\u00255F')],
    ['a markdown escape URL-encoded', each(() => '%5C_')],
    ['a markdown escape escaped', each(() => '\\\\_')],
    ['an HTML reference URL-encoded', each(() => '%26%2395%3B')],
    ['an HTML reference JSON-escaped', each(() => '\\u0026#95;')],
    ['an HTML reference of an HTML reference', each(() => '&amp;#95;')],
    ['a named reference of a named reference', each(() => '&amp;lowbar;')],
    ['zero-width spaces between, as references', Array.from(KEY).join('&#8203;')]
  ])('removes the key %s, with the word it is in', (_name, form) => {
    const out = scrub(`before x="${form}", after`)
    expect(out).toBe('before *** after')
    expect(findKey(out, KEY)).toBeUndefined()
  })

  it('leaves words that decode to no secret as they are', () => {
    const text = 'a%2520b &amp;lt; \\\\n mint%255F0123 %E2%80%8B &#37;5F \\u0025'
    expect(scrub(text)).toBe(text)
  })

  it('never leaves the key readable to the oracle, whichever two encodings each character went through (property)', () => {
    const once: ((c: string) => string)[] = [
      c => c,
      c => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
      c => `&#${c.charCodeAt(0)};`,
      c => `&#x${c.charCodeAt(0).toString(16)};`,
      c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      c => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
      c => `\\${c}`
    ]
    const twice = (c: string, [a, b]: [number, number]) => Array.from(once[a]!(c), d => once[b]!(d)).join('')
    const encodings = fc.array(fc.tuple(fc.nat(once.length - 1), fc.nat(once.length - 1)), {
      minLength: KEY.length,
      maxLength: KEY.length
    })
    fc.assert(
      fc.property(encodings, fc.string(), (picks, around) => {
        const encoded = Array.from(KEY, (c, i) => twice(c, picks[i]!)).join('')
        expect(findKey(scrub(`${around} ${encoded} ${around}`), KEY)).toBeUndefined()
      })
    )
  })
})

describe('scrub: the word pass', () => {
  const NESTED = KEY.replace('_', '%255F')
  const hex = (code: number): string => code.toString(16).padStart(4, '0')

  it.each([
    0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2005, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f,
    0x3000
  ])('U+%s is white space: the words beside it are left', code => {
    const space = String.fromCharCode(code)
    expect(scrub(`before${space}${NESTED}${space}after`)).toBe(`before${space}***${space}after`)
  })

  it('any other character is part of the word, which goes whole', () => {
    // The neighbours of each white space range, controls and invisible characters included.
    const others = [0x08, 0x0e, 0x1f, 0x21, 0x84, 0x86, 0x9f, 0xa1, 0x167f, 0x1681, 0x1fff, 0x200b, 0x2027, 0x202e]
    for (const code of [...others, 0x2030, 0x205e, 0x2060, 0x2fff, 0x3001, 0xfeff]) {
      const other = String.fromCharCode(code)
      expect([hex(code), scrub(`before a${other}${NESTED}${other}b after`)]).toEqual([hex(code), 'before *** after'])
    }
  })

  it('a word at the very start or end of the text, or the whole text', () => {
    expect(scrub(NESTED)).toBe('***')
    expect(scrub(`${NESTED} after`)).toBe('*** after')
    expect(scrub(`before ${NESTED}`)).toBe('before ***')
  })

  it('only the words that decode to a secret go, whatever else the text holds', () => {
    expect(scrub(`a%2520b ${NESTED} &amp;lt; ${NESTED} \\u0025`)).toBe('a%2520b *** &amp;lt; *** \\u0025')
  })

  it('a key encoded one deep inside a word keeps the rest of the word: the pattern found it first', () => {
    expect(scrub(`key=${KEY.replace('_', '%5F')};`)).toBe('key=***;')
  })

  it.each([
    ['a \\u{…} escape', '\\u{25}5F'],
    ['a \\xXX escape', '\\x255F'],
    ['a hex reference', '&#x25;5F'],
    ['a hex reference in capitals, with zeros', '&#X0025;5F'],
    ['a decimal reference with zeros', '&#00037;5F'],
    ['a named percent', '&percnt;5F'],
    ['a named backslash', '&bsol;x5F'],
    ['a named number sign and semicolon', '&amp;&num;95&semi;'],
    ['a zero-width space inside an escape', '%25\u200b5F']
  ])('the percent of a URL escape as %s', (_name, form) => {
    expect(scrub(`before ${KEY.replace('_', form)} after`)).toBe('before *** after')
  })

  it('decodes four nestings, not a fifth: the pass stays bounded', () => {
    expect(scrub(`a ${KEY.replace('_', '%2525255F')} b`)).toBe('a *** b')
    const fifth = `a ${KEY.replace('_', '%252525255F')} b`
    expect(scrub(fifth)).toBe(fifth)
  })

  it('a run of percent escapes that is no UTF-8 is read byte by byte', () => {
    // %5A%FF is no UTF-8: its Z still counts, with ÿ after it.
    expect(scrub(`a ${KEY.replace('_', '%255F').replace(/Z$/, '%5A%FF')} b`)).toBe('a *** b')
  })

  it('a code point beyond U+10FFFF is no character: the word is left as written, and U+10FFFF itself is one', () => {
    const text = `x\\u{110000}&#x110000;&#1114112;${'y'.repeat(KEY.length)}`
    expect(scrub(text)).toBe(text)
    clearSecrets()
    addSecret('abcdef\u{10ffff}ghij')
    expect(scrub('a abcdef%5Cu{10FFFF}ghij b')).toBe('a *** b')
  })

  it('finds any of several secrets nested, the shorter one too', () => {
    addSecret('ghp_tokenvalue')
    expect(scrub('a ghp%255Ftokenvalue b')).toBe('a *** b')
  })
})

describe('parseJsonScrubbed', () => {
  it('decodes, then scrubs: a key written with JSON escapes only is found', () => {
    const escaped = Array.from(KEY, c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')
    expect(parseJsonScrubbed(`{"a":"${escaped}","b":"x\\/${KEY}"}`)).toEqual({ a: '***', b: 'x/***' })
  })

  it('a key written as is in JSON, with nothing encoded, is scrubbed too', () => {
    expect(parseJsonScrubbed(`{"a":"x ${KEY} y"}`)).toEqual({ a: 'x *** y' })
  })

  it('equals JSON.parse where no secret is written (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), value => {
        const text = JSON.stringify(value)
        expect(parseJsonScrubbed(text)).toEqual(JSON.parse(text))
      })
    )
  })

  it('never returns a decoded key, however the JSON writes it (property)', () => {
    const escapeSome = fc
      .array(fc.boolean(), { minLength: KEY.length, maxLength: KEY.length })
      .map(flags =>
        Array.from(KEY, (c, i) => (flags[i] ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c)).join('')
      )
    fc.assert(
      fc.property(escapeSome, fc.string(), (encoded, around) => {
        const parsed = parseJsonScrubbed(JSON.stringify({ s: around }).replace(/"}$/, `${encoded}"}`)) as { s: string }
        expect(parsed.s).not.toContain(KEY)
      })
    )
  })
})

describe('scrubJson', () => {
  it('scrubs every string at any depth, names too, and the JSON written stays JSON', () => {
    const escaped = KEY.replace(/_/g, '\\_')
    const value = { [KEY]: { note: `x ${escaped}`, rows: [[KEY, 1, true, null]] }, n: 2 }
    const scrubbed = scrubJson(value)
    expect(scrubbed).toEqual({ '***': { note: 'x ***', rows: [['***', 1, true, null]] }, n: 2 })
    // Scrubbing the text instead masks the whole line: the nested pass sees one word.
    expect(scrub(JSON.stringify({ a: escaped, b: 'kept' }))).toBe('***')
    expect(value[KEY]?.rows[0]?.[0]).toBe(KEY) // the value given is left as it was
  })

  it('leaves what is not a string, a list or a plain object as it is', () => {
    const bytes = Buffer.from(KEY)
    const date = new Date(0)
    expect(scrubJson({ bytes, date, n: 1 })).toEqual({ bytes, date, n: 1 })
    expect(scrubJson(bytes)).toBe(bytes)
  })
})

describe('scrub paths', () => {
  it('removes the plain key and its base64 without the encoded pattern, and encoded forms with it', () => {
    // The plain path (no backslash, %, & or hidden character) and the encoded one must agree on what they remove.
    expect(scrub(`a ${KEY} b ${b64('')} c`)).toBe('a *** b *** c')
    expect(scrub(`a ${KEY} b %5F c`)).toBe('a *** b %5F c')
    expect(scrub(`a ${KEY.replace('_', '%5F')} b`)).toBe('a *** b')
  })

  it('a secret holding a known one adds nothing; a shorter one replaces the longer', () => {
    addSecret(`Bearer ${KEY}`)
    expect(scrub(`Bearer ${KEY}`)).toBe('Bearer ***')
    clearSecrets()
    addSecret(`Bearer ${KEY}`)
    addSecret(KEY)
    expect(scrub(`x ${KEY} y`)).toBe('x *** y')
  })
})

describe('a secret with a character beyond the BMP', () => {
  const ASTRAL = 'tok_😀_0123456789abcdef'
  beforeEach(() => addSecret(ASTRAL))

  it('is found as is, as a \\u{…} escape, as the surrogate pair JSON writes, and as UTF-8 percent-encoding', () => {
    expect(scrub(`a ${ASTRAL} b`)).not.toContain('😀')
    expect(scrub(ASTRAL.replace('😀', '\\u{1F600}'))).toBe('***')
    expect(scrub(ASTRAL.replace('😀', '%F0%9F%98%80'))).toBe('***')
    expect(scrub(ASTRAL.replace('😀', '\\ud83d\\uDE00'))).toBe('***')
    const json = JSON.stringify({ echoed: ASTRAL }).replace('😀', '\\ud83d\\ude00')
    expect(JSON.stringify(parseJsonScrubbed(json))).toBe('{"echoed":"***"}')
  })
})

describe('addSecret', () => {
  beforeEach(() => clearSecrets())

  it('takes six characters and more; shorter values would scrub ordinary words', () => {
    addSecret('abcde')
    addSecret('uvwxyz')
    expect(scrub('abcde uvwxyz')).toBe('abcde ***')
  })

  it('keeps every secret; one that holds a known secret adds nothing, one that holds a new secret gives way to it', () => {
    addSecret('first-secret')
    addSecret('second-secret')
    expect(scrub('first-secret second-secret')).toBe('*** ***')
    addSecret('xxfirst-secretxx')
    expect(scrub('xxfirst-secretxx')).toBe('xx***xx')
    addSecret('cond-se')
    // Scrubbing the shorter one leaves no longer secret whole.
    expect(scrub('second-secret cond-se')).toBe('se***cret ***')
  })

  it('scrubs the longest first: of two overlapping secrets, the longer is never left partly readable', () => {
    addSecret('abcdefXYZ')
    addSecret('XYZ123456789')
    expect(scrub('abcdefXYZ123456789')).toBe('abcdef***')
  })
})

describe('the edges of the forms', () => {
  beforeEach(() => clearSecrets())

  it('a text that is the secret and nothing else, at the shortest length a secret may have', () => {
    addSecret('abcdef')
    expect(scrub('abcdef')).toBe('***')
    expect(scrub('abcd')).toBe('abcd')
  })

  it('\\xXX stands for a character up to 0xFF only: \\x100 is \\x10 then 0, not Ā', () => {
    addSecret('key\u00ff123456')
    addSecret('key\u0100654321')
    expect(scrub('key\\xff123456')).toBe('***')
    expect(scrub('key\\xFF123456')).toBe('***')
    expect(scrub('key\\x100654321')).toBe('key\\x100654321')
    expect(scrub('key\\u0100654321')).toBe('***')
    expect(scrub('x=key\\xff123456;')).toBe('x=***;')
  })

  it('a character below 0x10 is written with its leading zero: \\x05, %05', () => {
    addSecret('key\u0005abcdef')
    expect(scrub('x=key\\x05abcdef; x=key%05abcdef;')).toBe('x=***; x=***;')
  })

  it('a character of several UTF-8 bytes, percent-encoded byte by byte', () => {
    addSecret('clé-0123456789')
    expect(scrub('cl%C3%A9-0123456789')).toBe('***')
    expect(scrub('cl%c3%a9-0123456789')).toBe('***')
    expect(scrub('x=cl%C3%A9-0123456789;')).toBe('x=***;')
    expect(scrub('x=cl&#233;-0123456789; x=cl&#xe9;-0123456789;')).toBe('x=***; x=***;')
  })
})

describe('base64 and regular-expression characters', () => {
  beforeEach(() => clearSecrets())

  it('base64 with bytes after the key too, in both alphabets, where the key’s encoding holds + and /', () => {
    const key = 'mint_???>>>abc???>>>xyz'
    addSecret(key)
    for (const [before, after] of [
      ['', ''],
      ['x', 'tail'],
      ['xy', 'more bytes'],
      ['xyz', '!']
    ]) {
      const standard = Buffer.from(`${before}${key}${after}`).toString('base64')
      const url = Buffer.from(`${before}${key}${after}`).toString('base64url')
      expect(standard).toMatch(/[+/]/)
      expect(scrub(standard)).toContain('***')
      expect(scrub(url)).toContain('***')
      expect(findB64(scrub(standard), key)).toBe(false)
    }
  })

  it('a key with . + ( ) is found through the encoded path as well as as is', () => {
    const key = 'key.with+(parts)0'
    addSecret(key)
    expect(scrub(`a\\b ${key} c`)).toBe('a\\b *** c')
    expect(scrub(`${key.replace('.', '%2E')}`)).toBe('***')
    expect(scrub('key-with+(parts)0 keyXwith+(parts)0')).toBe('key-with+(parts)0 keyXwith+(parts)0')
  })

  it('clearSecrets forgets them all', () => {
    addSecret('forgotten-secret')
    clearSecrets()
    expect(scrub('forgotten-secret \\u0066')).toBe('forgotten-secret \\u0066')
  })
})

/** Whether the key can still be read back by decoding the text as base64 at any of the three alignments. */
function findB64(text: string, key: string): boolean {
  return [0, 1, 2, 3].some(skip => Buffer.from(text.slice(skip), 'base64').toString('latin1').includes(key))
}
