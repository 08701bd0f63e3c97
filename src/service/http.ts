import { ofetch } from 'ofetch'
import { CancelledError } from '../action/errors.js'
import { backoffDelay, DEFAULT_BACKOFF, parseRetryAfter, type BackoffOptions } from './retry.js'
import { sleep as realSleep, type Sleep } from '../action/sleep.js'
import { addSecret, parseJsonScrubbed, scrub } from '../action/secrets.js'
import { excerpt } from '../text/cut.js'
import { MiB, readCapped, sizeText, UnexpectedBody } from './read-body.js'

export { MiB, UnexpectedBody }

/** How the HTTP layer behaves; the service client fills it from settings, tests shorten it. */
export interface HttpOptions {
  baseUrl: string
  apiKey: string
  requestTimeoutMs: number
  /** Attempts for a GET (its error budget) before the error is final. */
  getAttempts?: number
  /** Attempts for a POST, used only where the request surely was not processed (429, connection refused). */
  postAttempts?: number
  /** The longest Retry-After we sleep through; a longer one fails at once with a clear message. */
  maxRetryAfterMs?: number
  backoff?: BackoffOptions
  signal?: AbortSignal
  sleep?: Sleep
  random?: () => number
  now?: () => number
  onRetry?: (info: RetryInfo) => void
  /** Called before every attempt, retries included; may throw to stop the request unsent (a report's request budget). */
  beforeAttempt?: (endpoint: string) => void
  /** Whether a 429 is retried (default true); a report that must not spend the organisation's hourly budget says false. */
  retryRateLimited?: boolean
  userAgent?: string
}

export interface RetryInfo {
  endpoint: string
  attempt: number
  maxAttempts: number
  delayMs: number
  reason: string
}

export interface RequestSpec<T = unknown> {
  /** How the endpoint is named in messages, e.g. `GET job`. */
  endpoint: string
  method: 'GET' | 'POST'
  /** Path below the base URL, with every parameter already encoded. */
  path: string
  query?: Record<string, string | number | undefined>
  body?: unknown
  /** Epoch ms after which no retry is attempted and no sleep may end. */
  deadline?: number
  /** Advice per status code, appended to the error message. */
  hints?: Partial<Record<number, string>>
  /** Checks the parsed JSON of a success answer and returns what the caller needs; throws UnexpectedBody. */
  read?: (body: unknown) => T
  /** The most bytes of an answer that are read (default 1 MiB): a larger answer fails and is not repeated. */
  maxBodyBytes?: number
  /** For a POST: what a success answer means, and what to do when its body cannot be read (it is never re-sent). */
  /** What a POST answered 2xx but unreadable did (how to pick it up is the caller's to say: kind 'unreadable'). */
  unreadable?: { done: string }
}

/** What a 404 did not find: the project, the job, or the address itself (not the service's JSON error). */
export type Missing = 'project' | 'job' | 'address' | 'unknown'

/** `unreadable`: a POST answered 2xx (so processed) whose answer could not be read. */
export type ServiceErrorKind = 'http' | 'network' | 'timeout' | 'malformed' | 'unreadable' | 'redirect'

/** A failed request, as one clear line. Carries no headers and no key. */
export class ServiceError extends Error {
  constructor(
    message: string,
    readonly endpoint: string,
    readonly kind: ServiceErrorKind,
    readonly status?: number,
    /** True when the request may have reached the service (a POST must then not be sent again). */
    readonly mayHaveBeenProcessed = false,
    /** For a 404: what the service said it did not find ('address': the answer was not the service's own error). */
    readonly missing?: Missing,
    /** True when a retry was due but would have ended after the deadline: the run's time ran out, not the budget. */
    readonly outOfTime = false
  ) {
    super(message)
    this.name = 'ServiceError'
  }
}

const DEFAULT_HINTS: Record<number, string> = {
  400: 'The service rejected the request as invalid.',
  401: 'Check that api-key is a valid, unexpired admin API key (it starts with mint_).',
  403: "The key lacks the scope (read for GET, write otherwise), the key's IP allow-list blocks this runner, or the plan has no API access (Pro or Enterprise).",
  404: "Check project-id (copy it from the dashboard's API keys page; it is not the docs subdomain).",
  429: 'Rate limited by the service.'
}

const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT'])

interface Failure {
  error: ServiceError
  retryable: boolean
  retryAfterMs?: number
}

/** Sends one request with a fresh per-attempt timeout, retrying what is safe to retry (see docs/reliability.md). */
export async function request<T>(options: HttpOptions, spec: RequestSpec<T>): Promise<T> {
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? realSleep
  addSecret(options.apiKey) // whoever built these options, the key is a secret of the run
  const maxAttempts = spec.method === 'GET' ? (options.getAttempts ?? 6) : (options.postAttempts ?? 3)
  if (!options.signal?.aborted) options.beforeAttempt?.(spec.endpoint)
  for (let attempt = 1; ; attempt++) {
    const outcome = await attemptOnce<T>(options, spec, now)
    if (outcome.ok) return outcome.value
    const { error, retryable, retryAfterMs } = outcome.failure
    if (!retryable || attempt >= maxAttempts) throw error
    const maxRetryAfterMs = options.maxRetryAfterMs ?? 5 * 60_000
    if (retryAfterMs !== undefined && retryAfterMs > maxRetryAfterMs) {
      throw withNote(
        error,
        `the service asked to wait ${Math.ceil(retryAfterMs / 1000)}s (Retry-After); not waiting that long`
      )
    }
    const delayMs = retryAfterMs ?? backoffDelay(attempt, options.backoff ?? DEFAULT_BACKOFF, options.random)
    if (spec.deadline !== undefined && now() + delayMs >= spec.deadline) {
      throw withNote(error, `a retry in ${Math.ceil(delayMs / 1000)}s would end after the timeout`, true)
    }
    // Asked before the wait: a retry the caller's budget has no room for ends with the error that needed it.
    try {
      options.beforeAttempt?.(spec.endpoint)
    } catch (refused) {
      throw withNote(error, (refused as Error).message.replace(/\.$/, ''))
    }
    options.onRetry?.({ endpoint: spec.endpoint, attempt, maxAttempts, delayMs, reason: error.message })
    await sleep(delayMs, options.signal)
  }
}

type Outcome<T> = { ok: true; value: T } | { ok: false; failure: Failure }

async function attemptOnce<T>(options: HttpOptions, spec: RequestSpec<T>, now: () => number): Promise<Outcome<T>> {
  if (options.signal?.aborted) throw new CancelledError()
  const remaining = spec.deadline === undefined ? Infinity : Math.max(1000, spec.deadline - now())
  const timeoutMs = Math.min(options.requestTimeoutMs, remaining)
  const timeout = AbortSignal.timeout(timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  let response
  try {
    response = await ofetch.raw<ReadableStream<Uint8Array>, 'stream'>(spec.path, {
      baseURL: options.baseUrl,
      method: spec.method,
      query: spec.query,
      body: spec.body as Record<string, unknown> | undefined,
      headers: {
        Authorization: `Bearer ${options.apiKey}`,
        Accept: 'application/json',
        'User-Agent': options.userAgent ?? 'docs-agent-action'
      },
      responseType: 'stream',
      retry: 0,
      redirect: 'manual',
      ignoreResponseError: true,
      signal
    })
  } catch (cause) {
    if (options.signal?.aborted) throw new CancelledError(true)
    return { ok: false, failure: networkFailure(options, spec, cause, timeout.aborted, timeoutMs) }
  }
  const status = response.status
  const success = status >= 200 && status < 300
  const maxBytes = spec.maxBodyBytes ?? MiB
  let text: string | undefined
  try {
    // The per-attempt signal still runs: a body that trickles is cut at the timeout, one that floods at the cap.
    text = await readCapped(response._data ?? response.body, maxBytes, response.headers.get('content-length'))
  } catch (cause) {
    if (options.signal?.aborted) throw new CancelledError()
    if (success && spec.method === 'POST') {
      const why = timeout.aborted ? `no more within ${Math.round(timeoutMs / 1000)}s` : (errorCode(cause) ?? 'unknown')
      return unreadable(spec, status, `the answer broke off (${why})`)
    }
    return { ok: false, failure: networkFailure(options, spec, cause, timeout.aborted, timeoutMs) }
  }
  if (text === undefined) return tooLarge(spec, status, maxBytes)
  if (success) return parseBody<T>(spec, status, text)
  return { ok: false, failure: httpFailure(spec, status, text, response.headers, now, options) }
}

/** An answer over the cap is never retried: it would be as large again. */
function tooLarge<T>(spec: RequestSpec<T>, status: number, maxBytes: number): Outcome<T> {
  const size = `more than ${sizeText(maxBytes)}`
  if (status >= 200 && status < 300) {
    if (spec.method === 'POST') return unreadable(spec, status, `it is ${size}`)
    const message = `${spec.endpoint} answered ${size} (HTTP ${status}); the rest was not read and the request is not repeated.`
    return malformed(spec, status, message)
  }
  const message = `${spec.endpoint} failed: HTTP ${status}, with an answer of ${size} that was not read; the request is not repeated.`
  const mayHaveBeenProcessed = spec.method === 'POST' && (status >= 500 || status === 408)
  const error = new ServiceError(message, spec.endpoint, 'http', status, mayHaveBeenProcessed)
  return { ok: false, failure: { error, retryable: false } }
}

function parseBody<T>(spec: RequestSpec<T>, status: number, text: string): Outcome<T> {
  let body: unknown
  try {
    // Strings are scrubbed as they are decoded: `mint\u005f…` is the key once parsed.
    body = parseJsonScrubbed(text)
  } catch {
    // Scrubbed whole, then cut: a cut must not leave half a key.
    const shown = excerpt(scrub(text), 80) || 'empty'
    if (spec.method === 'POST') return unreadable(spec, status, `it is not JSON (${shown})`)
    const message = `${spec.endpoint} answered HTTP ${status} with a body that is not JSON (${shown}).`
    return malformed(spec, status, message)
  }
  if (!spec.read) return { ok: true, value: body as T }
  try {
    return { ok: true, value: spec.read(body) }
  } catch (error) {
    if (!(error instanceof UnexpectedBody)) throw error
    if (spec.method === 'POST') return unreadable(spec, status, error.what)
    const message = `${spec.endpoint} answered with an unexpected body: ${error.what}.`
    return malformed(spec, status, message)
  }
}

const malformed = <T>(spec: RequestSpec<T>, status: number, message: string): Outcome<T> => ({
  ok: false,
  failure: { error: new ServiceError(message, spec.endpoint, 'malformed', status), retryable: false }
})

/** A POST answered with success, so it was processed: say so; the caller says how to pick up what it did. */
function unreadable<T>(spec: RequestSpec<T>, status: number, what: string): Outcome<T> {
  const done = spec.unreadable?.done ?? 'the service accepted the request'
  const message = `${spec.endpoint}: ${done} (HTTP ${status}), but its answer could not be read: ${what}.`
  const error = new ServiceError(message, spec.endpoint, 'unreadable', status, true)
  return { ok: false, failure: { error, retryable: false } }
}

function httpFailure<T>(
  spec: RequestSpec<T>,
  status: number,
  text: string,
  headers: Headers,
  now: () => number,
  options: HttpOptions
): Failure {
  const said = serviceMessage(text)
  if (status >= 300 && status < 400) {
    const message = `${spec.endpoint} answered with a redirect (HTTP ${status}); redirects are not followed, so the API key is never sent to another address. Check api-url.`
    return { error: new ServiceError(message, spec.endpoint, 'redirect', status), retryable: false }
  }
  const hint =
    status === 404
      ? notFoundHint(spec, text, said, options.baseUrl)
      : (spec.hints?.[status] ?? DEFAULT_HINTS[status] ?? (status >= 500 ? 'The service had an internal error.' : ''))
  const message = `${spec.endpoint} failed: HTTP ${status}${said ? ` "${said}"` : ''}. ${hint}`.trim()
  const transient = status === 408 || status === 429 || status >= 500
  // A POST is repeated only on 429: the service refused it, so nothing was processed.
  const retryable =
    status === 429 && options.retryRateLimited === false ? false : spec.method === 'GET' ? transient : status === 429
  const mayHaveBeenProcessed = spec.method === 'POST' && status !== 429 && (status >= 500 || status === 408)
  const missing = status === 404 ? missingOf(text, said) : undefined
  return {
    error: new ServiceError(message, spec.endpoint, 'http', status, mayHaveBeenProcessed, missing),
    retryable,
    retryAfterMs: transient ? parseRetryAfter(headers.get('retry-after'), now()) : undefined
  }
}

/**
 * Who a 404 blames. The service answers its own 404s with a JSON error naming what it did not find (the published
 * documents: "Job not found"; an unknown project: "Project not found"): then project-id, or the endpoint's hint (job-id).
 * An answer that is not such a JSON error (an HTML page, plain text, nothing) comes from something else at that address:
 * the path itself is unknown there, so api-url is wrong. A JSON error that names neither leaves both possible.
 */
function notFoundHint<T>(spec: RequestSpec<T>, text: string, said: string, baseUrl: string): string {
  const projectHint = DEFAULT_HINTS[404] ?? ''
  const url = scrub(baseUrl)
  switch (missingOf(text, said)) {
    case 'address':
      return `The address is unknown there (the answer is not the service's JSON error): check api-url (${url}); leave it out for the service's own.`
    case 'project':
      return projectHint
    case 'job':
      return spec.hints?.[404] ?? projectHint
    case 'unknown':
      return `The service did not say what it did not find: check api-url (${url}; leave it out for the service's own), then project-id.`
  }
}

/** What a 404 answer says was not found; only a JSON error naming the job (not the project) is a job that is gone. */
function missingOf(text: string, said: string): Missing {
  if (!isJsonError(text)) return 'address'
  if (/\bproject\b/i.test(said)) return 'project'
  return /\bjob\b/i.test(said) ? 'job' : 'unknown'
}

/** Whether a body is a JSON object carrying an `error` or `message` text, as the service's own errors do. */
function isJsonError(text: string): boolean {
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown } | null
    return typeof body?.error === 'string' || typeof body?.message === 'string'
  } catch {
    return false
  }
}

function networkFailure<T>(
  options: HttpOptions,
  spec: RequestSpec<T>,
  cause: unknown,
  timedOut: boolean,
  ms: number
): Failure {
  const code = errorCode(cause)
  const notSent = code !== undefined && NOT_SENT_CODES.has(code)
  const what = timedOut ? `no answer within ${Math.round(ms / 1000)}s` : `network error ${code ?? 'unknown'}`
  const message = `${spec.endpoint} failed: ${what} (${scrub(options.baseUrl)}).`
  const error = new ServiceError(message, spec.endpoint, timedOut ? 'timeout' : 'network', undefined, !notSent)
  return { error, retryable: spec.method === 'GET' || notSent }
}

/** The service's own words: `error` (+ `details[].message`) of a JSON body, or the text of a plain body. */
export function serviceMessage(text: string): string {
  const trimmed = text.trim()
  if (trimmed === '') return ''
  try {
    const body = parseJsonScrubbed(trimmed) as { error?: unknown; message?: unknown; details?: unknown }
    const main = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : ''
    const details = Array.isArray(body.details)
      ? body.details.map(d => (d && typeof d.message === 'string' ? d.message : '')).filter(Boolean)
      : []
    const joined = [main, ...details].filter(Boolean).join('; ')
    if (joined) return excerpt(joined, 300)
  } catch {
    // not JSON: plain text or an HTML page
  }
  if (/^<(!doctype|html)/i.test(trimmed)) return 'an HTML error page'
  return excerpt(scrub(trimmed), 300)
}

function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string') return code
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}

function withNote(error: ServiceError, note: string, outOfTime = false): ServiceError {
  return new ServiceError(
    `${error.message} Not retried: ${note}.`,
    error.endpoint,
    error.kind,
    error.status,
    error.mayHaveBeenProcessed,
    error.missing,
    outOfTime
  )
}
