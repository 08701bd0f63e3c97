/** Reading an answer's body without trusting its size: a body that never ends must not fill the memory. */

export const MiB = 1024 * 1024

/** Thrown by a body check (RequestSpec.read): what is wrong with the body, e.g. `totals.total is -11`. */
export class UnexpectedBody extends Error {
  constructor(readonly what: string) {
    super(what)
    this.name = 'UnexpectedBody'
  }
}

/** Reads a body up to `max` bytes; undefined when it is larger (declared or actual), having stopped reading it. */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null | undefined,
  max: number,
  declaredLength: string | null
): Promise<string | undefined> {
  if (!body) return ''
  const reader = body.getReader()
  const stop = (): undefined => void reader.cancel().catch(() => undefined)
  if (declaredLength !== null && Number(declaredLength) > max) return stop()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) return stop()
    chunks.push(value)
  }
  return Buffer.concat(chunks, size).toString('utf8')
}

/** `1 MiB`, `8 MiB`, or kB for a cap that is not a whole number of MiB. */
export const sizeText = (bytes: number): string =>
  bytes % MiB === 0 ? `${bytes / MiB} MiB` : `${Math.ceil(bytes / 1024)} kB`
