// Node's fetch, not ofetch: its retry ignores Retry-After and cancel, re-sends a POST that may have landed (issue 37).
import { CancelledError } from '../action/errors.js'
import { sleep as realSleep, type Sleep } from '../action/sleep.js'
import { addSecret, parseJsonScrubbed, scrub } from '../action/secrets.js'
import { excerpt } from '../text/cut.js'
import { MiB, missingOf, readCapped, serviceMessage, sizeText, UnexpectedBody, type Missing } from './read-body.js'
import { mayHaveProcessed, neverLeft, parseRetryAfter, retriesStatus, retryWait, type BackoffOptions } from './retry.js'

export { MiB, serviceMessage, UnexpectedBody, type Missing }

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
  /** How retries judge the request; `sentAs: 'POST'` sends a read (a search) as POST and retries it as a GET. */
  method: 'GET' | 'POST'
  sentAs?: 'POST'
  /** Path below the base URL, with every parameter already encoded. */
  path: string
  query?: Record<string, string | number | undefined>
  body?: unknown
  /** Epoch ms after which no retry is attempted and no sleep may end. */
  deadline?: number
  /** Advice per status code, appended to the error message; `notFound`: for a 404 in the service's own words. */
  hints?: Partial<Record<number, string>>
  notFound?: string
  /** Checks the parsed JSON of a success answer and returns what the caller needs; throws UnexpectedBody. */
  read?: (body: unknown) => T
  /** The most bytes of an answer that are read (default 1 MiB): a larger answer fails and is not repeated. */
  maxBodyBytes?: number
  /** What a POST answered 2xx but unreadable did (how to pick it up is the caller's to say: kind 'unreadable'). */
  unreadable?: { done: string }
}

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

const PROJECT_HINT = "Check project-id (copy it from the dashboard's API keys page; it is not the docs subdomain)."
const DEFAULT_HINTS: Record<number, string> = {
  400: 'The service rejected the request as invalid.',
  401: 'Check that api-key is a valid, unexpired admin API key (it starts with mint_).',
  403: "The key lacks the scope (read for GET, write otherwise), the key's IP allow-list blocks this runner, or the plan has no API access (Pro or Enterprise).",
  404: PROJECT_HINT,
  429: 'Rate limited by the service.'
}

interface Failure {
  error: ServiceError
  retryable: boolean
  retryAfterMs?: number
}

/** Sends one request with a fresh per-attempt timeout, retrying what retry.ts says is safe to retry. */
export async function request<T>(options: HttpOptions, spec: RequestSpec<T>): Promise<T> {
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? realSleep
  addSecret(options.apiKey) // whoever built these options, the key is a secret of the run
  const maxAttempts = spec.method === 'GET' ? (options.getAttempts ?? 6) : (options.postAttempts ?? 3)
  const { backoff, random, maxRetryAfterMs } = options
  const { deadline } = spec
  if (!options.signal?.aborted) options.beforeAttempt?.(spec.endpoint)
  for (let attempt = 1; ; attempt++) {
    const outcome = await attemptOnce<T>(options, spec, now)
    if (outcome.ok) return outcome.value
    const { error, retryable, retryAfterMs } = outcome.failure
    if (!retryable || attempt >= maxAttempts) throw error
    const wait = retryWait({ attempt, retryAfterMs, maxRetryAfterMs, backoff, random, deadline, now: now() })
    if ('refused' in wait) throw withNote(error, wait.refused, wait.outOfTime)
    // Asked before the wait: a retry the caller's budget has no room for ends with the error that needed it.
    try {
      options.beforeAttempt?.(spec.endpoint)
    } catch (refused) {
      throw withNote(error, (refused as Error).message.replace(/\.$/, ''))
    }
    options.onRetry?.({ endpoint: spec.endpoint, attempt, maxAttempts, delayMs: wait.ms, reason: error.message })
    await sleep(wait.ms, options.signal)
  }
}

type Outcome<T> = { ok: true; value: T } | { ok: false; failure: Failure }

async function attemptOnce<T>(options: HttpOptions, spec: RequestSpec<T>, now: () => number): Promise<Outcome<T>> {
  if (options.signal?.aborted) throw new CancelledError()
  const remaining = spec.deadline === undefined ? Infinity : Math.max(1000, spec.deadline - now())
  const timeoutMs = Math.min(options.requestTimeoutMs, remaining)
  const timeout = AbortSignal.timeout(timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  let response: Response
  try {
    response = await fetch(urlOf(options.baseUrl, spec), {
      method: spec.sentAs ?? spec.method,
      headers: {
        Authorization: `Bearer ${options.apiKey}`,
        Accept: 'application/json',
        'User-Agent': options.userAgent ?? 'docs-agent-action',
        ...(spec.body === undefined ? {} : { 'Content-Type': 'application/json' })
      },
      body: JSON.stringify(spec.body), // undefined for none
      redirect: 'manual', // the key goes to api-url only
      signal
    })
  } catch (cause) {
    if (options.signal?.aborted) throw new CancelledError(true)
    return { ok: false, failure: networkFailure(options, spec, cause, timeout.aborted, timeoutMs) }
  }
  const status = response.status
  const success = status < 300 // fetch resolves with no 1xx
  const maxBytes = spec.maxBodyBytes ?? MiB
  let text: string | undefined
  try {
    // The per-attempt signal still runs: a body that trickles is cut at the timeout, one that floods at the cap.
    text = await readCapped(response.body, maxBytes, response.headers.get('content-length'))
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

/** The base URL (its path kept), the path as the client encoded it, and the query without its undefined values. */
function urlOf(baseUrl: string, spec: RequestSpec<unknown>): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(spec.query ?? {})) if (value !== undefined) query.append(name, `${value}`)
  const search = query.toString()
  return `${baseUrl.replace(/\/+$/, '')}${spec.path}${search ? `?${search}` : ''}`
}

/** An answer over the cap is never retried: it would be as large again. */
function tooLarge<T>(spec: RequestSpec<T>, status: number, maxBytes: number): Outcome<T> {
  const size = `more than ${sizeText(maxBytes)}`
  if (status < 300) {
    if (spec.method === 'POST') return unreadable(spec, status, `it is ${size}`)
    const message = `${spec.endpoint} answered ${size} (HTTP ${status}); the rest was not read and the request is not repeated.`
    return malformed(spec, status, message)
  }
  const message = `${spec.endpoint} failed: HTTP ${status}, with an answer of ${size} that was not read; the request is not repeated.`
  const error = new ServiceError(message, spec.endpoint, 'http', status, mayHaveProcessed(spec.method, status))
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

/** An answer of 300 or more: a redirect, or an error in the service's words with advice for its status. */
function httpFailure<T>(
  spec: RequestSpec<T>,
  status: number,
  text: string,
  headers: Headers,
  now: () => number,
  options: HttpOptions
): Failure {
  if (status < 400) {
    const message = `${spec.endpoint} answered with a redirect (HTTP ${status}); redirects are not followed, so the API key is never sent to another address. Check api-url.`
    return { error: new ServiceError(message, spec.endpoint, 'redirect', status), retryable: false }
  }
  const said = serviceMessage(text)
  const missing = status === 404 ? missingOf(text, said) : undefined
  const hint = missing
    ? notFoundHint(spec, missing, options.baseUrl)
    : (spec.hints?.[status] ?? DEFAULT_HINTS[status] ?? (status >= 500 ? 'The service had an internal error.' : ''))
  const message = `${spec.endpoint} failed: HTTP ${status}${said ? ` "${said}"` : ''}. ${hint}`.trim()
  return {
    error: new ServiceError(message, spec.endpoint, 'http', status, mayHaveProcessed(spec.method, status), missing),
    retryable: retriesStatus(spec.method, status, options.retryRateLimited),
    retryAfterMs: parseRetryAfter(headers.get('retry-after'), now())
  }
}

/** Who a 404 blames: api-url when the answer is not the service's JSON error, else project-id or the endpoint's hint. */
function notFoundHint<T>(spec: RequestSpec<T>, missing: Missing, baseUrl: string): string {
  const url = scrub(baseUrl)
  if (missing !== 'address' && spec.notFound) return spec.notFound
  switch (missing) {
    case 'address':
      return `The address is unknown there (the answer is not the service's JSON error): check api-url (${url}); leave it out for the service's own.`
    case 'project':
      return PROJECT_HINT
    case 'job':
      return spec.hints?.[404] ?? PROJECT_HINT
    case 'unknown':
      return `The service did not say what it did not find: check api-url (${url}; leave it out for the service's own), then project-id.`
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
  const notSent = neverLeft(code)
  const what = timedOut ? `no answer within ${Math.round(ms / 1000)}s` : `network error ${code ?? 'unknown'}`
  const message = `${spec.endpoint} failed: ${what} (${scrub(options.baseUrl)}).`
  const error = new ServiceError(message, spec.endpoint, timedOut ? 'timeout' : 'network', undefined, !notSent)
  return { error, retryable: spec.method === 'GET' || notSent }
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
