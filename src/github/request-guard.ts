import { formatDuration } from '../action/duration.js'
import { sleep as realSleep, type Sleep } from '../action/sleep.js'
import { debug, warning } from '../action/log.js'
import { writeSummary } from '../action/summary-file.js'
import { missingPermission, permissionKey, permissionSummary, permissionWarning } from './missing-permission.js'

/** What bounds every GitHub request of a run. */
export interface GitHubLimits {
  /** One attempt, answer and body together (the request-timeout input, shared with the service). */
  requestTimeoutMs: number
  /** Epoch ms of the run's deadline (the timeout input): no rate-limit or retry wait may end after it. */
  deadline: number
  /** Aborts at the first cancel signal: from then on nothing waits. */
  cancelSignal: AbortSignal
  /** Aborts when the grace after cancelling ends: every GitHub request ends at once. */
  signal: AbortSignal
  now?: () => number
  sleep?: Sleep
  warn?: (message: string) => void
  /** Where a paragraph for the job summary goes (a missing permission); default the step's summary file. */
  summarize?: (markdown: string) => Promise<void>
}

export type Unavailability = 'timeout' | 'skipped' | 'cancelled'

/**
 * GitHub did not answer in time, was skipped after an earlier timeout, or the run was cancelled. Named AbortError
 * because @octokit/request rethrows an AbortError as it is, where it turns any other fetch failure into a
 * RequestError with status 500, which rate-limit and retry logic would repeat: a hang does not heal.
 */
export class GitHubUnavailableError extends Error {
  constructor(
    message: string,
    readonly reason: Unavailability
  ) {
    super(message)
    this.name = 'AbortError'
  }
}

/** The errors the guard warned about (a missing permission), for alreadyTold. */
const told = new WeakSet<object>()

/** Attempts after the first, as plugin-retry makes them; `request: { retries }` of a call overrides it. */
export const GITHUB_RETRIES = 3
const NO_BODY = new Set([101, 204, 205, 304])

/** plugin-retry's schedule (1 s, 4 s, 9 s), for a 5xx or a failed connection only; undefined: do not retry. */
export function retryDelayMs(error: unknown, attempt: number, retries: number): number | undefined {
  if (error instanceof GitHubUnavailableError || attempt >= retries) return undefined
  const status = (error as { status?: unknown } | undefined)?.status
  return typeof status === 'number' && status >= 500 ? (attempt + 1) ** 2 * 1000 : undefined
}

/** Why a wait of `waitMs` may not start now, or undefined when it may: it must end before the deadline. */
export function waitRefusal(now: number, waitMs: number, deadline: number, cancelled: boolean): string | undefined {
  if (cancelled) return 'the run was cancelled'
  if (now + waitMs > deadline) return "it would end after the run's timeout"
  return undefined
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>
interface RequestOptions {
  method?: string
  url?: string
  request?: { retries?: number; [option: string]: unknown }
}

/**
 * The one place every GitHub request passes: each attempt gets the request timeout and the run's signal (fetch), each
 * call is retried on 5xx only while the wait fits before the deadline (send), and after one timeout the run's other
 * GitHub calls are skipped with one warning, so a GitHub that hangs costs one request timeout, not one per call.
 */
export class GitHubGuard {
  private stalledOn?: string
  /** The permissions already warned about: once per run, whatever the number of calls GitHub refused for it. */
  private readonly missing = new Set<string>()
  /** A rate limit whose wait was refused: until then GitHub would refuse again, and asks not to be asked. */
  private limitedUntil = 0
  private limitedWrites = false
  private readonly now: () => number

  constructor(private readonly limits: GitHubLimits) {
    this.now = limits.now ?? Date.now
  }

  /** Why a rate-limit or retry wait of waitMs may not start now; undefined when it may. */
  refuseWait(waitMs: number): string | undefined {
    const { deadline, cancelSignal, signal } = this.limits
    return waitRefusal(this.now(), waitMs, deadline, cancelSignal.aborted || signal.aborted)
  }

  /**
   * GitHub asked to wait and the wait was refused: its calls (only writes, for a secondary limit on content creation)
   * are skipped until the wait would have ended, rather than asked again and refused again.
   */
  holdOff(waitMs: number, writesOnly: boolean): void {
    this.limitedUntil = Math.max(this.limitedUntil, this.now() + waitMs)
    this.limitedWrites = writesOnly
  }

  /** Wraps the transport: one attempt, headers and body, within the request timeout and the run's signal. */
  fetch(inner: Fetch): Fetch {
    return async (url, init = {}) => {
      const what = `${init.method ?? 'GET'} ${pathOf(url)}`
      this.check(what)
      const timeout = AbortSignal.timeout(this.limits.requestTimeoutMs)
      const signals = [this.limits.signal, timeout, ...(init.signal ? [init.signal] : [])]
      try {
        const response = await inner(url, { ...init, signal: AbortSignal.any(signals) })
        // Read the body here, under the same signal: Octokit would take a body cut off by the timeout for an empty one.
        const body = NO_BODY.has(response.status) ? null : await response.arrayBuffer()
        const copy = new Response(body, { status: response.status, statusText: response.statusText })
        response.headers.forEach((value, name) => copy.headers.append(name, value))
        return Object.defineProperty(copy, 'url', { value: response.url })
      } catch (error) {
        if (this.limits.signal.aborted) throw this.cancelled(what)
        if (timeout.aborted) throw this.stall(what)
        throw error
      }
    }
  }

  /** Wraps a whole Octokit call (its rate-limit waits too): retries, and no waiting past the run's end. */
  async send<O extends RequestOptions, T>(request: (options: O) => T | Promise<T>, options: O): Promise<T> {
    const what = `${options.method ?? 'GET'} ${pathOf(options.url ?? '')}`
    const retries = options.request?.retries ?? GITHUB_RETRIES
    for (let attempt = 0; ; attempt++) {
      this.check(what)
      try {
        return unredirected(await this.abortable((async () => request(options))(), what), what)
      } catch (error) {
        await this.tellMissingPermission(error, what)
        const delay = retryDelayMs(error, attempt, retries)
        if (delay === undefined || this.refuseWait(delay)) throw error
        debug(`${what} failed (status ${(error as { status?: number }).status}); retrying in ${delay} ms`)
        await (this.limits.sleep ?? realSleep)(delay, this.limits.cancelSignal).catch(() => Promise.reject(error))
      }
    }
  }

  /** A 403 that a `permissions:` line fixes: one warning per permission, in the log and the job summary. */
  private async tellMissingPermission(error: unknown, what: string): Promise<void> {
    const [method = '', path = ''] = what.split(' ')
    const missing = missingPermission(error, method, path)
    if (!missing) return
    told.add(error as object) // a 403 with a status: an object
    const key = permissionKey(missing)
    if (this.missing.has(key)) return
    this.missing.add(key)
    ;(this.limits.warn ?? warning)(permissionWarning(missing))
    await (this.limits.summarize ?? writeSummary)(permissionSummary(missing))
  }

  private check(what: string): void {
    if (this.limits.signal.aborted) throw this.cancelled(what)
    if (this.now() < this.limitedUntil && (!this.limitedWrites || !what.startsWith('GET '))) {
      throw new GitHubUnavailableError(
        `${what} skipped: GitHub asked to wait and the wait would end too late`,
        'skipped'
      )
    }
    if (this.stalledOn) {
      throw new GitHubUnavailableError(
        `${what} skipped: GitHub did not answer ${this.stalledOn} within ${this.timeoutText()}`,
        'skipped'
      )
    }
  }

  /** Ends the caller's wait when the run's signal aborts, even inside a rate-limit wait that cannot be stopped. */
  private abortable<T>(promise: Promise<T>, what: string): Promise<T> {
    const { signal } = this.limits
    let onAbort = (): void => undefined
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(this.cancelled(what))
      signal.addEventListener('abort', onAbort, { once: true })
    })
    return Promise.race([promise, aborted]).finally(() => signal.removeEventListener('abort', onAbort))
  }

  private cancelled(what: string): GitHubUnavailableError {
    return new GitHubUnavailableError(`${what} not answered: the run was cancelled`, 'cancelled')
  }

  private stall(what: string): GitHubUnavailableError {
    if (!this.stalledOn) {
      this.stalledOn = what
      const warn = this.limits.warn ?? warning
      warn(
        `GitHub did not answer ${what} within ${this.timeoutText()} (request-timeout). The run's other GitHub calls are skipped: a GitHub that hangs would cost this again on every call. The job's result is in the outputs and the job summary.`
      )
    }
    return new GitHubUnavailableError(`GitHub did not answer ${what} within ${this.timeoutText()}`, 'timeout')
  }

  private timeoutText(): string {
    return formatDuration(this.limits.requestTimeoutMs)
  }
}

/**
 * fetch follows a redirect that says where to: a 3xx that reaches Octokit had no usable `Location`, and Octokit would
 * hand its body on as the answer ("page.data is not iterable"). One error naming the call instead, never retried.
 */
function unredirected<T>(response: T, what: string): T {
  const status = (response as { status?: unknown } | undefined)?.status
  if (typeof status !== 'number' || status < 300 || status >= 400) return response
  const error = new Error(`GitHub answered ${what} with ${status}, a redirect without a Location to follow`)
  throw Object.assign(error, { name: 'HttpError', status })
}

/** The path of a request URL or route (`/repos/{owner}/{repo}/…`), for messages: never its query. */
function pathOf(url: string): string {
  return URL.canParse(url) ? new URL(url).pathname : url.replace(/[?#].*$/s, '')
}

/** The guard warned about this error, or the one it wraps (a listing's), already (a missing permission): its catcher
 *  logs it at debug level only. A WeakSet answers false for what is no object. */
export function alreadyTold(error: unknown): boolean {
  const cause = (error as { cause?: unknown } | null | undefined)?.cause
  return told.has(error as object) || told.has(cause as object)
}
