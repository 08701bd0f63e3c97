/** A bad input, found before any request: names the input and says what would be right. */
export class InputError extends Error {
  constructor(
    readonly input: string,
    readonly problem: string
  ) {
    super(`Input '${input}': ${problem}`)
    this.name = 'InputError'
  }
}

/** Several bad inputs at once: each keeps its own line, so the user fixes them all in one go. */
export class InputErrors extends Error {
  constructor(readonly errors: InputError[]) {
    super(errors.map(e => e.message).join('\n'))
    this.name = 'InputErrors'
  }
}

/** The wait was stopped by the runner (workflow cancelled). */
export class CancelledError extends Error {
  constructor(
    /** Cancelled while a request was in flight: a POST may still have reached the service. */
    readonly inFlight = false,
    message = 'The run was cancelled.'
  ) {
    super(message)
    this.name = 'CancelledError'
  }
}

/** The message of anything thrown, including non-Error throws (a string, an object, undefined). */
export function getErrorMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error) ?? String(error)
  } catch {
    return String(error)
  }
}
