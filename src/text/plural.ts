/** `1 request`, `2 requests`: a count with its noun, plural unless the count is 1 (nouns with a plain `s` plural). */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}
