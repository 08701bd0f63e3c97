import { bytes } from '../../__fixtures__/committed-secrets.js'
import { isKey, KEY_RUN } from '../../src/text/key-shape.js'

// The shape rule for keys no format claims (src/text/key-shape.ts). Each verdict below is worked out by hand from the
// rule: a run's parts as camelCase reads them (a capital and lower-case letters, capitals, digits), their mean length,
// and its pieces between `-`, `_`, `/`, `+` and `=`. Pure.

describe('a run judged as a whole: its classes change every 2.5 characters or less', () => {
  it.each([
    // w|Ja|1|r|X|Utn|FEMI|K|7|MDENG|b|Px|R|fi|CYEX|4|MPLEKEY: 38 characters in 17 parts, 2.2 each, though `/` and
    // `+` cut it into pieces of 13, 7, 4 and 14 characters with one digit at most: each a word by itself.
    ['an AWS secret access key cut by / and +', 'wJa1rXUtnFEMI/K7MDENG/bPxR+fiCYEX4MPLEKEY', true],
    // ab|123 four times: 20 characters in 8 parts, 2.5 each; every piece a word.
    ['parts of 2.5 characters on average', 'ab-123-ab-123-ab-123-ab-123', true],
    // 21 characters in 8 parts: 2.625.
    ['parts of more than 2.5', 'ab-123-ab-123-ab-123-ab-1234', false],
    // Base64 with its padding: Zm|9v|Ym|Fy|LW|Jh|ei|1x|dXV4|LX|F1|dXo|t|Y|29y|Z2U|t|Z3|Jh|dWx0: 2 characters a part.
    ['padded base64', 'Zm9vYmFyLWJhei1xdXV4LXF1dXotY29yZ2UtZ3JhdWx0==', true]
  ])('%s: %j', (_what, run, key) => expect(isKey(run)).toBe(key))
})

describe('a piece that is no word makes the run a key', () => {
  it.each([
    // One piece of 24: 16 characters or more.
    ['hex digits', '3f9a8c7e6d5b4a392817a6b5', true],
    ['a commit SHA', '0123456789abcdef0123456789abcdef01234567', true],
    // 123e4567 has 7 digits: more than two.
    ['a UUID', '123e4567-e89b-12d3-a456-426614174000', true],
    // Pieces of 15 characters or less with two digits at most, or a number of four digits at most.
    ['a slug', 'getting-started-ab12cd-guide', false],
    ['a path', '/api-reference/v2/endpoints/create-agent-job', false],
    ['a constant', 'MINTLIFY_API_KEY_ROTATION_POLICY_2026', false]
  ])('%s: %j', (_what, run, key) => expect(isKey(run)).toBe(key))
})

describe('an identifier is a word however long', () => {
  it.each([
    // Canvas|Rendering|Context|2|D|Settings: words with a vowel, one acronym, one number.
    ['camelCase with a number', 'CanvasRenderingContext2DSettings', false],
    // Cipher|Cha|Cha|20|Poly|1305|Options: two numbers of four digits at most.
    ['two numbers', 'CipherChaCha20Poly1305Options', false],
    ['an acronym of five capitals', 'ParseHTTPSRequestHandler12', false],
    ['code pages in a path', 'MAPPINGS/VENDORS/MICSFT/WINDOWS/CP1252', false],
    // XMLHTTP: seven capitals.
    ['an acronym of six capitals or more is not', 'ParseXMLHTTPRequestHandler1', true],
    // Vector|3|Matrix|4|Quaternion|2|D: three numbers.
    ['three numbers are not', 'Vector3Matrix4Quaternion2D', true],
    // Config|V|12345: a number of five digits.
    ['a number of five digits is not', 'LoadBalancerConfigV12345', true],
    // Parse|Id|From|Request|Handler|1: 26 characters in 6 parts, no random run, but Id has two letters.
    ['words of two letters are not', 'ParseIdFromRequestHandler1', true],
    // Bcd|Fgh four times and 12: 26 characters in 9 parts, 2.9 each, and no vowel.
    ['words with no vowel are not', 'BcdFghBcdFghBcdFghBcdFgh12', true],
    // No capital: lower-case text with digits is no identifier.
    ['lower-case words with digits are not', 'loadbalancerconfigversion12', true]
  ])('%s: %j', (_what, run, key) => expect(isKey(run)).toBe(key))
})

describe('letters and digits both', () => {
  it.each([
    ['digits alone', '123456789012345678901234'],
    ['letters alone', 'qWeRtYuIoPaSdFgHjKlZxCvB'],
    ['letters and separators', 'aB/cD+eF/gH+iJ/kL+mN/oP']
  ])('%s: %j is no key', (_what, run) => expect(isKey(run)).toBe(false))
})

describe('the runs it judges', () => {
  it('are 24 characters or more of base64 or hex, with their padding', () => {
    expect('x aGVsbG8gd29ybGQgdGhpcyBpcyBh== y'.match(KEY_RUN)).toEqual(['aGVsbG8gd29ybGQgdGhpcyBpcyBh=='])
    expect('a 12345678901234567890123 b'.match(KEY_RUN)).toBeNull()
  })

  // Keys made of SHA-512 output, the same in every run: random as a key is, and a verdict that cannot change by chance.
  // Before issue 36 the rule judged pieces only: it missed 1,320 and 1,427 of these at 24 characters, 191 and 187 at 40.
  it.each([
    ['base64', 24, 66],
    ['base64', 40, 6],
    ['base64url', 24, 62],
    ['base64url', 40, 3],
    ['hex', 24, 0],
    ['hex', 40, 0]
  ] as const)('random %s keys of %i characters, 10,000 of them: at most %i missed', (encoding, length, most) => {
    const keys = Array.from({ length: 10_000 }, (_, i) =>
      bytes(`${encoding}:${length}:${i}`, length).toString(encoding)
    )
      .map(key => key.slice(0, length))
      .filter(key => /\d/.test(key) && /[a-z]/i.test(key))
    expect(keys.length).toBeGreaterThan(9_800)
    expect(keys.filter(key => !isKey(key)).length).toBeLessThanOrEqual(most)
  })
})
