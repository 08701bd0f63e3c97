import { jest } from '@jest/globals'
import { getEventListeners } from 'node:events'
import fc from 'fast-check'
import { restoreEnvAfterEach } from '../../__fixtures__/env.js'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { virtualClock } from '../../__fixtures__/virtual-clock.js'
import { watchCancellation } from '../../src/action/cancellation.js'
import { createOctokit, loopbackGitHub } from '../../src/github/octokit.js'
import {
  GITHUB_RETRIES,
  GitHubGuard,
  GitHubUnavailableError,
  retryDelayMs,
  waitRefusal,
  type GitHubLimits
} from '../../src/github/request-guard.js'

restoreEnvAfterEach('GITHUB_API_URL')

const HOUR = 3_600_000
const never = new AbortController().signal

function limits(over: Partial<GitHubLimits> = {}): GitHubLimits & { warnings: string[]; slept: number[] } {
  const warnings: string[] = []
  const slept: number[] = []
  return {
    requestTimeoutMs: 30_000,
    deadline: Date.now() + HOUR,
    cancelSignal: never,
    signal: never,
    warn: line => warnings.push(line),
    sleep: async ms => void slept.push(ms),
    warnings,
    slept,
    ...over
  }
}

/** A transport that answers only when the request's signal aborts, with the signal's reason, as fetch does. */
const hangingFetch = (calls: string[] = []) =>
  ((url: string, init?: RequestInit) => {
    calls.push(url)
    return new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
    })
  }) as (url: string, init?: RequestInit) => Promise<Response>

const rejection = async (promise: Promise<unknown>): Promise<GitHubUnavailableError> => {
  try {
    await promise
  } catch (error) {
    return error as GitHubUnavailableError
  }
  throw new Error('expected a rejection')
}

describe('retryDelayMs', () => {
  it("follows plugin-retry's schedule for 5xx while attempts are left, and nothing else", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.nat(10), fc.nat(10), (status, attempt, retries) => {
        const delay = retryDelayMs({ status }, attempt, retries)
        expect(delay).toBe(status >= 500 && attempt < retries ? (attempt + 1) ** 2 * 1000 : undefined)
      })
    )
  })

  it('never retries a request that timed out, was skipped or was cancelled: a hang does not heal', () => {
    for (const reason of ['timeout', 'skipped', 'cancelled'] as const) {
      const error = Object.assign(new GitHubUnavailableError('x', reason), { status: 500 })
      expect(retryDelayMs(error, 0, GITHUB_RETRIES)).toBeUndefined()
    }
  })
})

describe('waitRefusal', () => {
  it('allows a wait exactly when it ends by the deadline and the run is not cancelled', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e7), fc.nat(1e9), fc.boolean(), (now, wait, deadline, cancelled) => {
        const refusal = waitRefusal(now, wait, deadline, cancelled)
        expect(refusal === undefined).toBe(!cancelled && now + wait <= deadline)
      })
    )
  })

  it('allows a wait that ends exactly at the deadline, not one a millisecond later, and says why it refuses', () => {
    expect(waitRefusal(1_000, 9_000, 10_000, false)).toBeUndefined()
    expect(waitRefusal(1_000, 9_001, 10_000, false)).toBe("it would end after the run's timeout")
    expect(waitRefusal(1_000, 0, 10_000, true)).toBe('the run was cancelled')
  })
})

describe('retryDelayMs at its edges', () => {
  it('does not retry what is not an HTTP error with a numeric 5xx status', () => {
    expect(retryDelayMs(undefined, 0, 3)).toBeUndefined()
    expect(retryDelayMs(null, 0, 3)).toBeUndefined()
    expect(retryDelayMs({ status: '502' }, 0, 3)).toBeUndefined()
    expect(retryDelayMs(new Error('socket hang up'), 0, 3)).toBeUndefined()
    expect(retryDelayMs({ status: 500 }, 2, 3)).toBe(9_000)
    expect(retryDelayMs({ status: 599 }, 3, 3)).toBeUndefined()
  })
})

describe('GitHubGuard.fetch', () => {
  it('passes a failed connection on as it is (neither cancelled nor a time-out) and asks again on the next call', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })
    let calls = 0
    const fetch = new GitHubGuard(limits()).fetch(async () => {
      calls++
      throw refused
    })
    await expect(fetch('https://api.github.com/repos/a/b', {})).rejects.toBe(refused)
    await expect(fetch('https://api.github.com/repos/a/b', {})).rejects.toBe(refused)
    expect(calls).toBe(2)
  })

  it('times out a request that never answers, warns once, then skips every later request without sending it', async () => {
    const calls: string[] = []
    const l = limits({ requestTimeoutMs: 100 })
    const fetch = new GitHubGuard(l).fetch(hangingFetch(calls))
    const first = await rejection(fetch('https://api.github.com/graphql?x=1', { method: 'POST' }))
    expect(first).toMatchObject({ name: 'AbortError', reason: 'timeout' })
    expect(first.message).toBe('GitHub did not answer POST /graphql within 0.1s')
    const later = await rejection(fetch('https://api.github.com/repos/a/b/issues/1/comments'))
    expect(later).toMatchObject({ reason: 'skipped' })
    expect(later.message).toMatch(
      /^GET \/repos\/a\/b\/issues\/1\/comments skipped: GitHub did not answer POST \/graphql/
    )
    expect(calls).toHaveLength(1)
    expect(l.warnings).toEqual([expect.stringMatching(/^GitHub did not answer POST \/graphql within 0\.1s/)])
  })

  it('warns once when requests in flight together all time out, each failing as a time-out', async () => {
    const l = limits({ requestTimeoutMs: 100 })
    const fetch = new GitHubGuard(l).fetch(hangingFetch())
    const failed = await Promise.all([
      rejection(fetch('https://api.github.com/a', {})),
      rejection(fetch('https://api.github.com/b', {}))
    ])
    expect(failed.map(e => e.reason)).toEqual(['timeout', 'timeout'])
    expect(l.warnings).toEqual([expect.stringMatching(/^GitHub did not answer GET \/a within 0\.1s/)])
  })

  it('times out a body that never ends, rather than handing Octokit an empty body', async () => {
    const l = limits({ requestTimeoutMs: 20 })
    // Headers at once, then a body that ends only in the error fetch gives it when the request's signal aborts.
    const fetch = new GitHubGuard(l).fetch(async (_url, init) => {
      const body = new ReadableStream({
        start: controller => init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason))
      })
      return new Response(body, { status: 200 })
    })
    expect(await rejection(fetch('https://api.github.com/user'))).toMatchObject({ reason: 'timeout' })
  })

  it("aborts at the run's signal, and sends nothing once it has aborted", async () => {
    const run = new AbortController()
    const calls: string[] = []
    const l = limits({ signal: run.signal })
    const fetch = new GitHubGuard(l).fetch(hangingFetch(calls))
    const pending = rejection(fetch('https://api.github.com/user'))
    run.abort()
    expect(await pending).toMatchObject({ reason: 'cancelled' })
    expect(await rejection(fetch('https://api.github.com/user'))).toMatchObject({ reason: 'cancelled' })
    expect(calls).toHaveLength(1)
    expect(l.warnings).toStrictEqual([])
  })

  it('hands back the whole answer: status, headers, url and body', async () => {
    const fetch = new GitHubGuard(limits()).fetch(async () => {
      const response = new Response('{"a":1}', { status: 201, headers: { 'x-ratelimit-remaining': '7' } })
      return Object.defineProperty(response, 'url', { value: 'https://api.github.com/x' })
    })
    const response = await fetch('https://api.github.com/x')
    expect(response.status).toBe(201)
    expect(response.url).toBe('https://api.github.com/x')
    expect(response.headers.get('x-ratelimit-remaining')).toBe('7')
    expect(await response.json()).toEqual({ a: 1 })
  })
})

describe('GitHubGuard.send', () => {
  const failing = (statuses: number[]) => {
    const seen: number[] = []
    const request = async () => {
      const status = statuses[seen.length] ?? 200
      seen.push(status)
      if (status >= 400) throw Object.assign(new Error(`HTTP ${status}`), { status })
      return status
    }
    return { seen, request }
  }

  it('retries a 5xx on the 1 s, 4 s, 9 s schedule, then gives up', async () => {
    const l = limits()
    const { seen, request } = failing([502, 503, 500, 502, 200])
    await expect(new GitHubGuard(l).send(request, { method: 'GET', url: '/x' })).rejects.toMatchObject({ status: 502 })
    expect(seen).toEqual([502, 503, 500, 502])
    expect(l.slept).toEqual([1000, 4000, 9000])
  })

  it('honours request.retries, and does not retry a 4xx', async () => {
    const none = failing([502])
    await expect(
      new GitHubGuard(limits()).send(none.request, { method: 'POST', url: '/x', request: { retries: 0 } })
    ).rejects.toMatchObject({ status: 502 })
    expect(none.seen).toEqual([502])
    const forbidden = failing([403])
    await expect(new GitHubGuard(limits()).send(forbidden.request, { url: '/x' })).rejects.toMatchObject({
      status: 403
    })
    expect(forbidden.seen).toEqual([403])
  })

  it("does not wait past the run's deadline, nor at all once cancelled", async () => {
    // On a clock the test controls: the 1 s wait fits in the 2 s left, the 4 s after it (at 1 s) does not.
    const clock = virtualClock()
    const late = limits({ deadline: clock.now() + 2000, now: clock.now, sleep: clock.sleep })
    const first = failing([502, 502, 200])
    await expect(new GitHubGuard(late).send(first.request, { url: '/x' })).rejects.toMatchObject({ status: 502 })
    expect(clock.slept).toEqual([1000])
    expect(first.seen).toEqual([502, 502])
    const cancel = new AbortController()
    cancel.abort()
    const cancelled = limits({ cancelSignal: cancel.signal })
    const second = failing([502, 200])
    await expect(new GitHubGuard(cancelled).send(second.request, { url: '/x' })).rejects.toMatchObject({ status: 502 })
    expect(cancelled.slept).toStrictEqual([])
  })

  it('leaves no listener on the run’s signal once a call is over, however many calls there were', async () => {
    const run = new AbortController()
    const guard = new GitHubGuard(limits({ signal: run.signal }))
    for (let i = 0; i < 20; i++) await guard.send(async () => 'ok', { url: '/x' })
    await guard
      .send(async () => Promise.reject(Object.assign(new Error('no'), { status: 404 })), { url: '/x' })
      .catch(() => undefined)
    expect(getEventListeners(run.signal, 'abort')).toHaveLength(0)
  })

  it('names a call by its route without the query or fragment', async () => {
    const guard = new GitHubGuard(limits())
    guard.holdOff(60_000, false)
    await expect(
      guard.send(async () => 'ok', { method: 'GET', url: '/repos/{owner}/{repo}/issues?labels=x&state=all#top' })
    ).rejects.toThrow(/^GET \/repos\/\{owner\}\/\{repo\}\/issues skipped: GitHub asked to wait/)
    await expect(guard.send(async () => 'ok', { url: 'https://api.github.com/graphql?x=1' })).rejects.toThrow(
      /^GET \/graphql skipped/
    )
  })

  it('gives up with the error GitHub gave when the wait before a retry is cancelled', async () => {
    const l = limits({ sleep: async () => Promise.reject(new Error('cancelled while waiting')) })
    const { seen, request } = failing([502, 200])
    await expect(new GitHubGuard(l).send(request, { url: '/x' })).rejects.toMatchObject({ status: 502 })
    expect(seen).toEqual([502])
  })

  it("ends the caller's wait at the run's signal, even while the request itself cannot be stopped", async () => {
    const run = new AbortController()
    const pending = rejection(
      new GitHubGuard(limits({ signal: run.signal })).send(() => new Promise(() => undefined), { url: '/x' })
    )
    run.abort()
    expect(await pending).toMatchObject({ reason: 'cancelled', message: 'GET /x not answered: the run was cancelled' })
  })
})

describe('watchCancellation', () => {
  it('stops the service at the first signal and GitHub after the grace, or at the second signal', async () => {
    const first = watchCancellation(['SIGUSR2'], 10)
    process.emit('SIGUSR2')
    expect([first.signal.aborted, first.githubSignal.aborted]).toEqual([true, false])
    await new Promise(resolve => first.githubSignal.addEventListener('abort', resolve))
    first.dispose()
    const second = watchCancellation(['SIGUSR2'], HOUR)
    process.emit('SIGUSR2')
    process.emit('SIGUSR2')
    expect([second.signal.aborted, second.githubSignal.aborted]).toEqual([true, true])
    second.dispose()
  })

  it('dispose removes its handlers and aborts every GitHub request that is left', () => {
    const before = process.listenerCount('SIGUSR2')
    const cancellation = watchCancellation(['SIGUSR2'])
    expect(process.listenerCount('SIGUSR2')).toBe(before + 1)
    cancellation.dispose()
    expect(process.listenerCount('SIGUSR2')).toBe(before)
    expect([cancellation.signal.aborted, cancellation.githubSignal.aborted]).toEqual([false, true])
  })
})

describe('loopbackGitHub', () => {
  it.each(['http://127.0.0.1:5000', 'http://localhost:1/api/v3', 'http://[::1]:8080'])('%s is loopback', url =>
    expect(loopbackGitHub(url)).toBe(true)
  )
  it.each(['https://api.github.com', 'https://ghe.acme.internal/api/v3', 'https://127.0.0.1.evil.com', '', 'x'])(
    '%s is not',
    url => expect(loopbackGitHub(url)).toBe(false)
  )
  it('reads GITHUB_API_URL when called without one: unset is not loopback', () => {
    delete process.env.GITHUB_API_URL
    expect(loopbackGitHub()).toBe(false)
    process.env.GITHUB_API_URL = 'http://127.0.0.1:9'
    expect(loopbackGitHub()).toBe(true)
  })
})

describe('createOctokit against the fake GitHub', () => {
  let gh: FakeGitHub
  beforeEach(async () => {
    gh = await startFakeGitHub()
  })
  afterEach(async () => {
    await gh.close()
  })
  const octokit = (l: GitHubLimits) => {
    const client = createOctokit('ghs_fake_token', l)
    return { client, repo: { owner: gh.owner, repo: gh.repo, baseUrl: gh.url } }
  }
  const limited = {
    kind: 'status' as const,
    status: 403,
    body: { message: 'You have exceeded a secondary rate limit.' },
    headers: { 'retry-after': '45' }
  }

  it('refuses a secondary-rate-limit wait that would end after the deadline: the call fails at once', async () => {
    gh.inject('createComment', limited)
    const { client, repo } = octokit(limits({ deadline: Date.now() + 10_000 }))
    await expect(
      client.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        ...repo,
        issue_number: 1,
        body: 'x'
      })
    ).rejects.toMatchObject({ status: 403 })
    expect(gh.requests.map(r => r.status)).toEqual([403])
  })

  it('spaces writes 1 s apart as for real GitHub, and not when GITHUB_API_URL is a loopback GitHub', async () => {
    // Two writes sent at once; the fake (in this process) notes when each arrives. plugin-throttling starts the second
    // a second after the first: at least 500 ms apart at the fake even when the first one's trip is the slower. Unspaced,
    // both leave in the same tick and arrive within the few milliseconds the loop takes to read them, 500 ms at most.
    const gapOfTwoWritesAtOnce = async (): Promise<number> => {
      const { client, repo } = octokit(limits())
      const from = gh.requests.length
      const react = () =>
        client
          .request('POST /repos/{owner}/{repo}/issues/{issue_number}/reactions', {
            ...repo,
            issue_number: 1,
            content: '+1'
          })
          .catch(() => undefined)
      await Promise.all([react(), react()])
      const [first, second] = gh.requests.slice(from)
      return Math.abs((second?.at ?? 0) - (first?.at ?? 0))
    }
    delete process.env.GITHUB_API_URL
    expect(await gapOfTwoWritesAtOnce()).toBeGreaterThanOrEqual(500)
    process.env.GITHUB_API_URL = gh.url
    expect(await gapOfTwoWritesAtOnce()).toBeLessThan(500)
  })

  it('waits a rate limit out twice at most: the third answer is final, and the log says why', async () => {
    const lines: string[] = []
    jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown) => {
      lines.push(String(chunk))
      return true
    }) as typeof process.stdout.write)
    gh.inject('createComment', { ...limited, headers: { 'retry-after': '1' } }, 3)
    process.env.GITHUB_API_URL = gh.url // unspaced writes: only the rate-limit waits take time
    const { client, repo } = octokit(limits())
    try {
      await expect(
        client.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
          ...repo,
          issue_number: 1,
          body: 'x'
        })
      ).rejects.toMatchObject({ status: 403 })
    } finally {
      jest.restoreAllMocks()
    }
    expect(gh.requests.map(r => r.status)).toEqual([403, 403, 403])
    const said = lines
      .join('')
      .split('\n')
      .filter(line => line.startsWith('GitHub secondary rate limit'))
    expect(said).toEqual([
      expect.stringMatching(/^GitHub secondary rate limit on POST .*; retrying in 1s\.$/),
      expect.stringMatching(/^GitHub secondary rate limit on POST .*; retrying in 1s\.$/),
      expect.stringMatching(
        /^GitHub secondary rate limit on POST .*: not waiting 1s, it was waited out twice already\.$/
      )
    ])
  })

  it('after a refused wait, skips what GitHub would refuse until then: writes for a secondary limit, all for a primary one', async () => {
    const { client, repo } = octokit(limits({ deadline: Date.now() + 10_000 }))
    const post = () =>
      client.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        ...repo,
        issue_number: 1,
        body: 'x'
      })
    const get = () =>
      client.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', { ...repo, issue_number: 1 })
    gh.inject('createComment', limited)
    await expect(post()).rejects.toMatchObject({ status: 403 })
    await expect(post()).rejects.toMatchObject({ reason: 'skipped' })
    await expect(get()).resolves.toMatchObject({ status: 200 })
    expect(gh.requests.map(r => `${r.route} ${r.status}`)).toEqual(['createComment 403', 'listComments 200'])

    const reset = String(Math.ceil(Date.now() / 1000) + 3600)
    const primary = {
      kind: 'status' as const,
      status: 403,
      body: { message: 'API rate limit exceeded for installation.' },
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset }
    }
    const { client: other } = octokit(limits({ deadline: Date.now() + 10_000 }))
    gh.inject('listComments', primary)
    const list = () =>
      other.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', { ...repo, issue_number: 1 })
    await expect(list()).rejects.toMatchObject({ status: 403 })
    await expect(list()).rejects.toMatchObject({ reason: 'skipped' })
    expect(gh.requests.map(r => `${r.route} ${r.status}`).slice(2)).toEqual(['listComments 403'])
  })

  it('talks to GITHUB_API_URL as read when the client is made, api.github.com when it is unset or empty', () => {
    const baseUrl = () => createOctokit('ghs_fake_token', limits()).request.endpoint.DEFAULTS.baseUrl
    process.env.GITHUB_API_URL = gh.url
    expect(baseUrl()).toBe(gh.url)
    process.env.GITHUB_API_URL = ''
    expect(baseUrl()).toBe('https://api.github.com')
    delete process.env.GITHUB_API_URL
    expect(baseUrl()).toBe('https://api.github.com')
  })

  it('after one timeout, the next call never reaches GitHub', async () => {
    gh.inject('graphql', { kind: 'delay', ms: Infinity })
    const l = limits({ requestTimeoutMs: 50 })
    const { client, repo } = octokit(l)
    await expect(client.graphql('query { viewer { login } }', { baseUrl: gh.url })).rejects.toMatchObject({
      reason: 'timeout'
    })
    await expect(
      client.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', { ...repo, issue_number: 1 })
    ).rejects.toMatchObject({ reason: 'skipped' })
    expect(gh.requests.map(r => r.route)).toEqual(['graphql'])
    expect(l.warnings).toHaveLength(1)
  })
})

describe('a refused rate-limit wait', () => {
  it('skips further writes (secondary) or every call (primary) until the wait would have ended', async () => {
    let now = 1_000
    const limits = {
      requestTimeoutMs: 1000,
      deadline: 10_000,
      cancelSignal: new AbortController().signal,
      signal: new AbortController().signal,
      now: () => now,
      warn: () => undefined
    }
    const guard = new GitHubGuard(limits)
    const calls: string[] = []
    const send = (method: string) =>
      guard.send(o => (calls.push(o.method), 'ok'), { method, url: '/repos/a/b/issues/1/comments' })
    guard.holdOff(45_000, true)
    await expect(send('POST')).rejects.toThrow(/skipped: GitHub asked to wait/)
    await expect(send('GET')).resolves.toBe('ok')
    now += 45_000
    await expect(send('POST')).resolves.toBe('ok')
    guard.holdOff(5_000, false)
    await expect(send('GET')).rejects.toThrow(/skipped/)
    expect(calls).toEqual(['GET', 'POST'])
  })
})
