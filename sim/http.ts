/** Small HTTP helpers: reading a request body, describing and writing an answer. */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'

export const MAX_BODY_BYTES = 1024 * 1024

export interface Answer {
  status: number
  body: string
  contentType: string
  headers?: Record<string, string>
}

export function json(status: number, value: unknown, headers?: Record<string, string>): Answer {
  return {
    status,
    body: JSON.stringify(value),
    contentType: 'application/json; charset=utf-8',
    ...(headers ? { headers } : {})
  }
}

export function text(status: number, body: string, headers?: Record<string, string>): Answer {
  return { status, body, contentType: 'text/plain; charset=utf-8', ...(headers ? { headers } : {}) }
}

/** The whole body as UTF-8 text, or undefined when it is larger than MAX_BODY_BYTES (the rest is drained). */
export function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
    })
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** The recorded form of a body: parsed JSON when it parses, the raw text otherwise, undefined when empty. */
export function recordedBody(raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return raw
  }
}

/** Headers with lower-case names; repeated headers joined with ', '. */
export function flatHeaders(headers: IncomingHttpHeaders): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name.toLowerCase(),
      Array.isArray(value) ? value.join(', ') : value
    ])
  )
}

/** Query parameters; for a repeated name, the first value (as URLSearchParams.get reads it). */
export function firstValues(params: URLSearchParams): Record<string, string> {
  const entries: [string, string][] = []
  for (const [name, value] of params) if (!entries.some(([n]) => n === name)) entries.push([name, value])
  return Object.fromEntries(entries)
}

/** Writes an answer unless the client has gone away. */
export function send(res: ServerResponse, answer: Answer): void {
  if (res.destroyed || res.writableEnded || res.socket?.destroyed) return
  const body = Buffer.from(answer.body, 'utf8')
  const own = /^content-(type|length)$/i
  const extra = Object.entries(answer.headers ?? {}).filter(([name]) => !own.test(name))
  res.writeHead(answer.status, {
    ...Object.fromEntries(extra),
    'Content-Type': answer.contentType,
    'Content-Length': String(body.length)
  })
  res.end(body)
}
