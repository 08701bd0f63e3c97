// The attack tests' oracle for "the key never leaves", independent of src/secrets.ts: it decodes what a reader or a
// program could decode (markdown escapes, %XX, \uXXXX, \xXX, HTML entities, invisible characters) and looks for the
// key, and looks for its base64 at every byte alignment. Returns how the key was found, or undefined.

const NAMED: Record<string, string> = { lowbar: '_', UnderBar: '_', hyphen: '-', dash: '-', period: '.', colon: ':' }

function decode(text: string): string {
  return text
    .replace(/[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, '')
    .replace(/\\u\{([0-9a-f]+)\}/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/\\u([0-9a-f]{4})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/\\x([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&([a-z]+);/gi, (m, name: string) => NAMED[name] ?? m)
    .replace(/(%[0-9a-f]{2})+/gi, m => {
      try {
        return decodeURIComponent(m)
      } catch {
        return m
      }
    })
    .replace(/\\(.)/g, '$1')
}

function base64Needles(key: string): string[] {
  const needles: string[] = []
  for (let offset = 0; offset < 3; offset++) {
    const padded = Buffer.concat([Buffer.alloc(offset), Buffer.from(key)])
    const encoded = padded.toString('base64')
    const stable = encoded.slice(Math.ceil((offset * 4) / 3), Math.floor((padded.length * 4) / 3))
    needles.push(stable, stable.replace(/\+/g, '-').replace(/\//g, '_'))
  }
  return needles
}

export function findKey(text: string, key: string): string | undefined {
  if (text.includes(key)) return 'as is'
  const decoded = decode(text)
  if (decoded.includes(key)) return 'encoded'
  // Decoding twice catches an escape of an escape (a markdown-escaped \u005f).
  if (decode(decoded).includes(key)) return 'encoded twice'
  if (base64Needles(key).some(needle => text.includes(needle))) return 'base64'
  return undefined
}
