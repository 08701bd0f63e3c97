/** A URI component decoded, or undefined when it is not valid percent-encoding (read from text anyone may write). */
export function decodeComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}
