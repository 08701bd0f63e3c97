/** Collapses white space and cuts to max characters, never splitting a surrogate pair. */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  const chars = Array.from(flat)
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`
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
