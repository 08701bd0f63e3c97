// Attack: the runner's cancel signals at awkward moments, against the bundle — SIGTERM as the first signal, SIGINT in
// the middle of a long Retry-After wait, SIGTERM hard on SIGINT's heels — and what docs/reliability.md
// ("Cancellation") promises each time: the wait stops at once, the outputs, the summary and one error line are written
// before any GitHub call, the status comment says "cancelled" when the grace allows, and the process ends on its own.
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { hostileInputs, startHostileService, type HostileService } from '../../__fixtures__/hostile-service.js'
import { runnerCommands } from '../../__fixtures__/runner-commands.js'
import { runAction, type ActionRun } from '../../script/local-runner.js'

let service: HostileService
let gh: FakeGitHub
beforeEach(async () => {
  gh = await startFakeGitHub({ permissions: { writer: 'write' } })
})
afterEach(async () => {
  await service.close()
  await gh.close()
})

const onThread = { 'github-token': 'ghs_fake_token', 'issue-number': '5' }
const githubEnv = () => ({ GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` })
const errors = (run: ActionRun) =>
  runnerCommands(run.stdout)
    .filter(c => c.name === 'error')
    .map(c => c.data)
/** Sends the signals, in order, once stdout holds `text`: each `afterMs` after the text was seen. */
const signalsOnceItPrints = (text: string, signals: { afterMs: number; signal: NodeJS.Signals }[]) => {
  let armed = false
  return (stdout: string, kill: (signal: NodeJS.Signals) => void) => {
    if (armed || !stdout.includes(text)) return
    armed = true
    for (const { afterMs, signal } of signals) setTimeout(() => kill(signal), afterMs)
  }
}
const getsAfter = (service: HostileService, run: () => Promise<ActionRun>) =>
  run().then(r => [r, service.calls.get] as const)

describe('the first signal stops the wait, whichever it is', () => {
  it('SIGTERM first (a runner or container stopping the step): as SIGINT, the comment says cancelled', async () => {
    service = await startHostileService({ job: () => ({ id: 'job-1', status: 'active' }) })
    const run = await runAction(hostileInputs(service, { prompt: 'x', ...onThread }), {
      env: githubEnv(),
      onOutput: signalsOnceItPrints('checking every', [{ afterMs: 300, signal: 'SIGTERM' }])
    })
    expect(run.signal).toBeNull()
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ 'job-id': 'job-1', status: 'active' })
    expect(errors(run)).toEqual([
      expect.stringMatching(/^The run was cancelled while job job-1 was active\..*job-id: job-1/)
    ])
    expect(run.summary).toContain('Cancelled')
    expect(gh.commentsOn(5).map(c => c.body)).toEqual([
      expect.stringMatching(/Cancelled.*keeps running on the service/)
    ])
  })

  it('SIGINT during a 60 s Retry-After wait: the sleep is cut, nothing more is asked, the result is written', async () => {
    service = await startHostileService({
      errors: { get: [() => ({ status: 429, body: 'Too many requests', headers: { 'retry-after': '60' } })] },
      job: () => ({ id: 'job-1', status: 'active' })
    })
    const [run, gets] = await getsAfter(service, () =>
      runAction(hostileInputs(service, { prompt: 'x', ...onThread, timeout: '10m' }), {
        env: githubEnv(),
        onOutput: signalsOnceItPrints('Retrying in 1m', [{ afterMs: 100, signal: 'SIGINT' }])
      })
    )
    expect(gets).toBe(1)
    expect(run.signal).toBeNull()
    expect(run.outputs).toMatchObject({ 'job-id': 'job-1', status: 'active', 'timed-out': 'false' })
    expect(errors(run)).toEqual([expect.stringMatching(/^The run was cancelled while job job-1 was active/)])
    expect(gh.commentsOn(5).map(c => c.body)).toEqual([expect.stringMatching(/Cancelled/)])
  })

  it('SIGINT during the create’s Retry-After wait: no job is created afterwards', async () => {
    service = await startHostileService({
      errors: { create: [() => ({ status: 429, body: 'Too many', headers: { 'retry-after': '60' } })] }
    })
    const run = await runAction(hostileInputs(service, { prompt: 'x', timeout: '10m' }), {
      onOutput: signalsOnceItPrints('Retrying in 1m', [{ afterMs: 100, signal: 'SIGINT' }])
    })
    expect(run.signal).toBeNull()
    expect(run.code).toBe(1)
    expect(service.calls.create).toBe(1)
    expect(run.outputs['job-id']).toBeUndefined()
    expect(errors(run)).toEqual(['The run was cancelled before the request was sent: no job was started.'])
  })
})

describe('SIGTERM hard on SIGINT’s heels', () => {
  it('ends GitHub’s grace at once, yet outputs, summary and the error line are all written', async () => {
    service = await startHostileService({ job: () => ({ id: 'job-1', status: 'active' }) })
    // Every comment write hangs: only the outputs and summary, written first, can hold the result.
    gh.inject('updateComment', { kind: 'delay', ms: Infinity }, 5)
    const run = await runAction(hostileInputs(service, { prompt: 'x', ...onThread }), {
      env: githubEnv(),
      onOutput: signalsOnceItPrints('checking every', [
        { afterMs: 200, signal: 'SIGINT' },
        { afterMs: 300, signal: 'SIGTERM' }
      ])
    })
    expect(run.signal).toBeNull()
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ 'job-id': 'job-1', status: 'active' })
    expect(run.summary).toContain('Cancelled')
    expect(errors(run)).toEqual([expect.stringMatching(/^The run was cancelled while job job-1 was active/)])
  })
})
