/** Fault injection: per-route FIFO queues of faults, and the answers the pre-processing faults give. */
import type { Fault, RouteName } from './types.js'

export const DEFAULT_MALFORMED_BODY = '<html>oops</html>'

/** What to answer instead of the real answer (before or after processing, depending on the fault's kind). */
export interface CannedAnswer {
  status: number
  body: string
  contentType: string
  headers?: Record<string, string>
}

export class FaultQueue {
  private readonly queues = new Map<RouteName | '*', Fault[]>()

  inject(route: RouteName | '*', fault: Fault, times = 1): void {
    checkFault(fault)
    if (!Number.isSafeInteger(times) || times < 1) throw new RangeError(`times must be an integer >= 1, got ${times}`)
    const queue = this.queues.get(route) ?? []
    for (let i = 0; i < times; i++) queue.push({ ...fault })
    this.queues.set(route, queue)
  }

  /** The next fault for a request of `route`: the route's own queue first, then the '*' queue. */
  take(route: RouteName): Fault | undefined {
    return this.queues.get(route)?.shift() ?? this.queues.get('*')?.shift()
  }
}

function checkFault(fault: Fault): void {
  if (fault.kind === 'status' || fault.kind === 'echoAuth') {
    const status = fault.status ?? 500
    if (!Number.isInteger(status) || status < 200 || status > 599)
      throw new RangeError(`invalid fault status ${status}`)
  }
  if (fault.kind === 'delay' && !(fault.ms >= 0)) throw new RangeError(`invalid fault delay ${fault.ms}`)
}

function looksLikeJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** The answer of a 'status' fault: the given body (default a JSON error) and content type (default guessed). */
export function statusAnswer(fault: Extract<Fault, { kind: 'status' }>): CannedAnswer {
  const body = fault.body ?? JSON.stringify({ error: `Simulated HTTP ${fault.status}` })
  const contentType =
    fault.contentType ??
    (looksLikeJson(body) ? 'application/json' : body.trimStart().startsWith('<') ? 'text/html' : 'text/plain')
  return { status: fault.status, body, contentType, ...(fault.headers ? { headers: { ...fault.headers } } : {}) }
}

/** An error answer that repeats the Authorization header, as a careless service or proxy might. */
export function echoAuthAnswer(
  fault: Extract<Fault, { kind: 'echoAuth' }>,
  authorization: string | undefined
): CannedAnswer {
  return {
    status: fault.status ?? 500,
    body: JSON.stringify({ error: `bad auth ${authorization ?? ''}` }),
    contentType: 'application/json'
  }
}

/** A 200 whose body is not the expected JSON. */
export function malformedAnswer(fault: Extract<Fault, { kind: 'malformed' }>): CannedAnswer {
  const body = fault.body ?? DEFAULT_MALFORMED_BODY
  return { status: 200, body, contentType: looksLikeJson(body) ? 'application/json' : 'text/html' }
}
