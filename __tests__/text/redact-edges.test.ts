// Redaction at the edges of its rules: a prefixed key without digits counts from 30 characters, a long run is a key
// by its pieces (length 16, up to two digits, a year), a phone has 7 to 15 digits, and only a link gives back its
// trailing punctuation. Pure.
import { redact } from '../../src/text/redact.js'

describe('redact at its edges', () => {
  it.each([
    ['a prefixed key of 29 characters without a digit is a word', 'mint_' + 'a'.repeat(24), 'mint_' + 'a'.repeat(24)],
    ['from 30 characters it is a key', 'mint_' + 'a'.repeat(25), '[key]'],
    ['a run of digits alone is no key', '123456789012345678901234', '123456789012345678901234'],
    ['a piece of 16 or more characters is not a word', 'abcdefghijklmnopqrstuvw1', '[key]'],
    ['a piece of exactly 16 is not either', 'abcdefghijklmno1-abcdefgh', '[key]'],
    ['a piece that only starts like a year is not a year', 'docs-2024abcdefg123-setup', '[key]'],
    ['pieces with two digits each are words (a slug)', 'getting-started-ab12cd-guide', 'getting-started-ab12cd-guide'],
    ['six digits are a code, not a phone', '+12 3456', '+12 3456'],
    ['seven digits are a phone', '+12 34567', '[phone]'],
    ['fifteen digits are a phone', '+123 456 789 012 345', '[phone]'],
    // More than E.164's fifteen is two numbers run together: they go whole (erring wide; see redact.ts).
    ['sixteen go too, as numbers run together', '+123 456 789 012 3456', '[phone]'],
    ['a phone ending in a bracket keeps no bracket', 'call +44 (20) (12345) now', 'call [phone] now'],
    ['a link gives back all its trailing punctuation', 'see https://x.example/a).', 'see [link]).'],
    ['every key in a text, not only the first', `mint_${'a1'.repeat(8)} and sk-${'b2'.repeat(8)}`, '[key] and [key]'],
    ['every e-mail address, in any case', 'A@X.EXAMPLE or b@y.example', '[email] or [email]'],
    ['a JWT after a word and a space', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2ln', 'Bearer [key]'],
    ['a bare domain with a port and a path', 'see docs.example.com:8080/setup', 'see [link]'],
    // Pieces found one after another stay apart, each with its label; a number two finders find is one piece.
    ['a phone right after a key', 'ghp_abcdefghijklmnopqrstuvwxyz0123456789+14155550134', '[key][phone]'],
    [
      'a phone right before a key',
      'call +44 (20) (12345)ghp_abcdefghijklmnopqrstuvwxyz0123456789',
      'call [phone][key]'
    ],
    ['a number both finders find', 'ring (+44) 20 7946 0958 now', 'ring [phone] now'],
    ['a number only the finder finds, after another piece', 'jane@example.com or 4155550134', '[email] or [phone]']
  ])('%s', (_what, text, expected) => {
    expect(redact(text)).toEqual({
      text: expected,
      count: expected.match(/\[(?:email|phone|link|key)\]/g)?.length ?? 0
    })
  })
})
