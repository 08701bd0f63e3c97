/**
 * What an answer's body says: read without trusting its size (a body that never ends must not fill the memory), and
 * an error answer's own words and what its 404 did not find.
 */
import { parseJsonScrubbed, scrub } from '../action/secrets.js'
import { excerpt } from '../text/cut.js'

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
  if (Number(declaredLength) > max) return stop() // Number(null) is 0
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

/** The service's own words: `error` (+ `details[].message`) of a JSON body, or the text of a plain body. */
export function serviceMessage(text: string): string {
  const trimmed = text.trim()
  try {
    const body = parseJsonScrubbed(trimmed) as { error?: unknown; message?: unknown; details?: unknown }
    const main = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : ''
    const details = Array.isArray(body.details)
      ? body.details.map(d => (d && typeof d.message === 'string' ? d.message : ''))
      : []
    const joined = [main, ...details].filter(Boolean).join('; ')
    if (joined) return excerpt(joined, 300)
  } catch {
    // not JSON: plain text or an HTML page
  }
  if (/^<(!doctype|html)/i.test(trimmed)) return 'an HTML error page'
  return excerpt(scrub(trimmed), 300)
}

/** What a 404 did not find: the project, the job, or the address itself (not the service's JSON error). */
export type Missing = 'project' | 'job' | 'address' | 'unknown'

/**
 * What a 404 answer says was not found. The service answers its own 404s with a JSON error naming it (the published
 * documents: "Job not found"; an unknown project: "Project not found"). Any other answer (an HTML page, plain text,
 * nothing) comes from something else at that address: the path is unknown there. A JSON error naming neither: unknown.
 */
export function missingOf(text: string, said: string): Missing {
  if (!isJsonError(text)) return 'address'
  if (/\bproject\b/i.test(said)) return 'project'
  return /\bjob\b/i.test(said) ? 'job' : 'unknown'
}

/** Whether a body is a JSON object carrying an `error` or `message` text, as the service's own errors do. */
function isJsonError(text: string): boolean {
  try {
    const body = Object(JSON.parse(text)) as { error?: unknown; message?: unknown } // null: {}
    return typeof body.error === 'string' || typeof body.message === 'string'
  } catch {
    return false
  }
}
