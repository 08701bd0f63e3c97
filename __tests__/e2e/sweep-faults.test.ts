// The sweep under faults, through the bundle: a cancel mid-sweep, the service's transient errors and rate limit,
// a comment GitHub refuses to edit, and bad inputs said before any request.
import type { FakeGitHub } from '../../__fixtures__/fake-github.js'
import { runnerCommands } from '../../__fixtures__/runner-commands.js'
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import { BOT, seedShortRun, SWEEP_LABEL } from '../../__fixtures__/sweep-world.js'
import { closeWorld, startWorld } from '../../__fixtures__/world.js'
import { parseMarker } from '../../src/thread/marker.js'
import type { Simulator } from '../../sim/server.js'
import { runAction } from '../../script/local-runner.js'

const TOKEN = 'ghs_fake_token'
let sim: Simulator
let gh: FakeGitHub

beforeEach(async () => ({ sim, gh } = await startWorld({ job: { durationMs: 60_000 } })))
afterEach(() => closeWorld({ sim, gh }))

const sweep = (
  over: Record<string, string> = {},
  onOutput?: (out: string, kill: (s: NodeJS.Signals) => void) => void
) =>
  runAction(simInputs(sim, { 'github-token': TOKEN, ...over }), {
    action: 'sweep',
    env: { GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` },
    onOutput
  })
const status = (n: number) => gh.commentsOn(n).find(c => c.user.login === BOT)?.body ?? ''
const gets = () => sim.requests.filter(r => r.route === 'getJob')
const finished = (n: number) => status(n).includes('**Docs pull request opened:**')

async function seedFinished(count: number): Promise<number[]> {
  const numbers = Array.from({ length: count }, (_, i) => 201 + i)
  const jobs = await Promise.all(numbers.map(n => seedShortRun(sim, gh, n)))
  for (const id of jobs) sim.finishJob(id, 'completed')
  return numbers
}

describe('cancelling a sweep', () => {
  it('SIGINT mid-sweep leaves every comment consistent, and the next sweep finishes the rest', async () => {
    const numbers = await seedFinished(12)
    sim.inject('getJob', { kind: 'delay', ms: 400 }, 12)
    let signalled = false
    const run = await sweep({}, (out, kill) => {
      if (signalled || !/^#\d+: /m.test(out)) return
      signalled = true
      kill('SIGINT')
    })
    expect(run.code).toBe(1)
    expect(runnerCommands(run.stdout).find(c => c.name === 'error')?.data).toMatch(/^The sweep was cancelled\./)
    // Each thread is as a short run left it (working, followed, labelled) or finished (unfollowed, unlabelled).
    for (const n of numbers) {
      const followed = parseMarker(status(n))?.sweep !== undefined
      expect([n, followed, gh.labelsOn(n).includes(SWEEP_LABEL), finished(n)]).toEqual([
        n,
        followed,
        followed,
        !followed
      ])
      if (followed) expect(status(n)).toContain('the sweep checks it every 10m and finishes this comment')
    }
    const done = numbers.filter(finished).length
    expect(done).toBeGreaterThan(0)
    expect(done).toBeLessThan(numbers.length)
    const again = await sweep()
    expect(again.code).toBe(0)
    expect(numbers.filter(finished)).toEqual(numbers)
    expect(numbers.flatMap(n => gh.labelsOn(n))).toStrictEqual([])
  })
})

describe('faults the wait loop survives', () => {
  it('a GET answered 503 twice is retried, and the thread is finished', async () => {
    const [n] = await seedFinished(1)
    sim.inject('getJob', { kind: 'status', status: 503 }, 2)
    const run = await sweep()
    expect(run.code).toBe(0)
    expect(gets().map(r => r.status)).toEqual([503, 503, 200])
    expect(finished(n ?? 0)).toBe(true)
  })

  it('the service’s rate limit (429) stops the sweep at once: nothing waited out, threads kept for the next', async () => {
    const numbers = await seedFinished(3)
    sim.inject('getJob', { kind: 'status', status: 429, headers: { 'Retry-After': '60' } }, 3)
    const run = await sweep({ 'request-timeout': '5s' })
    expect(run.code).toBe(1)
    expect(
      gets()
        .map(r => r.status)
        .filter(s => s !== 429)
    ).toStrictEqual([])
    expect(runnerCommands(run.stdout).find(c => c.name === 'error')?.data).toMatch(/The sweep stopped: .*HTTP 429/)
    expect(numbers.filter(finished)).toStrictEqual([])
    expect(numbers.map(n => gh.labelsOn(n))).toEqual(numbers.map(() => [SWEEP_LABEL]))
  })

  it('a 404 that is not the service’s JSON error (a page at a wrong address) stops the sweep: no thread closed out', async () => {
    const numbers = await seedFinished(2)
    const before = numbers.map(status)
    sim.inject('getJob', { kind: 'status', status: 404, body: '<html>Not Found</html>', contentType: 'text/html' }, 2)
    const run = await sweep()
    expect(run.code).toBe(1)
    expect(runnerCommands(run.stdout).find(c => c.name === 'error')?.data).toMatch(
      /^The sweep stopped: Get job failed: HTTP 404 "an HTML error page"\. .*check api-url/
    )
    expect(numbers.map(status)).toEqual(before)
    expect(numbers.map(n => gh.labelsOn(n))).toEqual(numbers.map(() => [SWEEP_LABEL]))
    expect(numbers.map(n => parseMarker(status(n))?.jobId)).toEqual(numbers.map(() => expect.any(String)))
  })

  it('a comment GitHub refuses to edit keeps its label, and the next sweep finishes it', async () => {
    const [n = 0] = await seedFinished(1)
    gh.inject('updateComment', { kind: 'status', status: 403 })
    const first = await sweep()
    expect(first.code).toBe(0)
    expect(
      runnerCommands(first.stdout)
        .filter(c => c.name === 'warning')
        .map(c => c.data)
    ).toEqual([
      expect.stringMatching(/Could not write the status comment on #201/),
      expect.stringMatching(/^Sweep of 1 labelled thread: 1 left for the next sweep\.$/)
    ])
    expect(finished(n)).toBe(false)
    expect(gh.labelsOn(n)).toEqual([SWEEP_LABEL])
    expect((await sweep()).code).toBe(0)
    expect(finished(n)).toBe(true)
    expect(gh.labelsOn(n)).toStrictEqual([])
  })
})

describe('bad inputs, said before any request', () => {
  it('sweep with no github-token', async () => {
    const run = await sweep({ 'github-token': '' })
    expect(run.code).toBe(1)
    expect(
      runnerCommands(run.stdout)
        .filter(c => c.name === 'error')
        .map(c => c.data)
    ).toEqual([expect.stringMatching(/^Input 'github-token': is empty, and the sweep needs it/)])
    expect(sim.requests).toHaveLength(0)
    expect(gh.requests).toHaveLength(0)
  })
})
