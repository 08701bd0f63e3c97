/** How values from outside are shown in messages: quoted, cut short, and with nothing invisible or command-like left. */

import { shorten } from './cut.js'

const SAFE = /^[\x20-\x7e]$/

/**
 * Quotes text as a JSON-style string of at most `max` characters, escaping everything outside printable ASCII (line
 * breaks, NEL, bidi and zero-width characters) as \uXXXX, and `#` too, so `##[command]` cannot survive.
 */
export function quote(text: string, max = 120): string {
  const body = Array.from(shorten(text, max))
    .map(ch => {
      if (ch === '…' || (SAFE.test(ch) && ch !== '"' && ch !== '\\' && ch !== '#')) return ch
      return Array.from({ length: ch.length }, (_, i) => `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`).join(
        ''
      )
    })
    .join('')
  return `"${body}"`
}

/** A JSON value named for a message: `missing`, `null`, `-11`, `"yes"`, `an array`, `an object`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing'
  if (value === null) return 'null'
  if (typeof value === 'string') return quote(value, 60)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return 'an array'
  return 'an object'
}
