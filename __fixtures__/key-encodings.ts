// A secret in every encoding the action promises to scrub (SECURITY.md, "What the action does with your secrets"):
// one deep — markdown escapes, %XX in either case, \uXXXX, \u{…}, \xXX, decimal, hex and named HTML references,
// invisible characters between its characters, base64 and base64url at each byte alignment — and nested (%255F,
// &#37;5F, \u0026#95;, an escaped escape). Attack tests have a hostile service or GitHub echo each of them.

const hex = (c: string): string => (c.codePointAt(0) ?? 0).toString(16)
const each = (secret: string, form: (c: string) => string): string => Array.from(secret, form).join('')
const base64At = (secret: string, prefix: string): string => Buffer.from(prefix + secret).toString('base64')

/** [how it is written, the secret so written]. */
export function keyEncodings(secret: string): [string, string][] {
  return [
    ['as is', secret],
    ['markdown-escaped', secret.replace(/_/g, '\\_')],
    ['every character escaped', each(secret, c => `\\${c}`)],
    ['%XX upper case', each(secret, c => `%${hex(c).toUpperCase().padStart(2, '0')}`)],
    ['%xx lower case, underscore only', secret.replace(/_/g, '%5f')],
    ['JSON \\u00XX', each(secret, c => `\\u${hex(c).padStart(4, '0')}`)],
    ['\\u{XX}', each(secret, c => `\\u{${hex(c)}}`)],
    ['\\xXX', each(secret, c => `\\x${hex(c).padStart(2, '0')}`)],
    ['&#NN;', each(secret, c => `&#${c.codePointAt(0)};`)],
    ['&#xXX;', each(secret, c => `&#x${hex(c)};`)],
    ['&lowbar;', secret.replace(/_/g, '&lowbar;')],
    ['zero-width spaces between', Array.from(secret).join('\u200b')],
    ['soft hyphens between', Array.from(secret).join('\u00ad')],
    ['base64', base64At(secret, '')],
    ['base64 after one byte', base64At(secret, 'B')],
    ['base64 after two bytes', base64At(secret, 'Be')],
    ['base64 of Bearer', base64At(secret, 'Bearer ')],
    ['base64url', base64At(secret, '?>').replace(/\+/g, '-').replace(/\//g, '_')],
    ['URL-encoded twice', secret.replace(/_/g, '%255F')],
    ['an HTML reference URL-encoded', secret.replace(/_/g, '&#37;5F')],
    ['a JSON escape of an HTML reference', secret.replace(/_/g, '\\u0026#95;')],
    ['an escaped escape', secret.replace(/_/g, '\\\\_')]
  ]
}
