/** Pure text cutting, every cut on a character boundary: no surrogate pair and no UTF-8 sequence is split. */

/** At most max characters (code points), the last one `…` when the text was cut. */
export function shorten(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length <= max ? text : `${chars.slice(0, Math.max(0, max - 1)).join('')}…`
}

/** Collapses white space and shortens to max characters. */
export function excerpt(text: string, max: number): string {
  return shorten(text.replace(/\s+/g, ' ').trim(), max)
}

/** At most max UTF-16 units (GitHub's comment limit counts them), note included, saying that it was cut. */
export function cutWithNote(text: string, max: number, note: string): string {
  if (text.length <= max) return text
  let end = max - note.length
  const unit = text.charCodeAt(end - 1)
  if (unit >= 0xd800 && unit <= 0xdbff) end-- // do not leave half a surrogate pair
  return text.slice(0, end) + note
}

/**
 * Cuts text to at most maxBytes of UTF-8, note included, never splitting a character; text that fits is returned as
 * is. Returns '' when not even the note fits.
 */
export function cutToBytes(text: string, maxBytes: number, note: string): string {
  const bytes = Buffer.from(text, 'utf8')
  if (bytes.length <= maxBytes) return text
  let end = maxBytes - Buffer.byteLength(note, 'utf8')
  if (end < 0) return ''
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end-- // a continuation byte: back to the character's start
  return bytes.subarray(0, end).toString('utf8') + note
}
