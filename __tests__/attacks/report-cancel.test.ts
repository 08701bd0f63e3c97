// Class 4 of issue 24: a cancel mid-report keeps what was read. The runner's cancel (SIGINT, SIGTERM 7.5 s later, a
// kill 2.5 s after that) reaches the bundle while one section's request hangs and the others have answered: the
// outputs, the job summary, the files and the tracking issue's comment hold the sections read, marked partial, and
// the step fails with one line saying it was cancelled, as an agent run does.
import { existsSync } from 'node:fs'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { runnerCommands } from '../../__fixtures__/runner-commands.js'
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { runAction } from '../../script/local-runner.js'
import { cancelOnceReady, type RunnerCancel } from '../../__fixtures__/runner-cancel.js'

const BOT = 'github-actions[bot]'
let sim: Simulator
let gh: FakeGitHub
let cancel: RunnerCancel | undefined
beforeEach(async () => {
  sim = await startSimulator({ rateLimit: { analytics: 0, agent: 0 }, job: { durationMs: 200 } })
  gh = await startFakeGitHub()
})
afterEach(async () => {
  cancel?.dispose()
  await sim.close()
  await gh.close()
})

/** Every request the simulator was sent has been answered, but the assistant's questions, which hang. */
const onlyQuestionsHang = () =>
  sim.requests.some(r => r.route === 'callerStats' && r.status === 200) &&
  sim.requests.some(r => r.route === 'assistant') &&
  sim.requests.every(r => r.route === 'assistant' || r.status !== 0)

const reportRun = (inputs: Record<string, string>) => {
  // The runner's cancel, a second after every other request was answered and the assistant's hangs: the run holds
  // what it read however slowly the machine ran up to then.
  const runnerCancel = (cancel = cancelOnceReady(onlyQuestionsHang))
  const result = runAction(
    simInputs(sim, {
      'github-token': 'ghs_fake_token',
      'issue-number': '12',
      'date-from': '2026-11-16',
      'date-to': '2026-11-23',
      ...inputs
    }),
    {
      action: 'report',
      env: { GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` },
      event: { schedule: '0 8 * * 1', repository: { full_name: 'acme/docs-site', private: false } },
      onOutput: runnerCancel.onOutput
    }
  )
  return result.then(run => ({ run, signalledAt: runnerCancel.signalledAt(), endedAt: Date.now() }))
}

describe('SIGINT during a report', () => {
  it('writes what was read, marked partial: outputs, summary, file and comment, and one cancelled line', async () => {
    sim.inject('assistant', { kind: 'delay', ms: 60_000 })
    const { run, signalledAt, endedAt } = await reportRun({ report: 'views, searches, assistant' })
    expect(signalledAt).toBeGreaterThan(0)
    expect(run.signal).toBeNull()
    expect(endedAt - signalledAt).toBeLessThan(5000)
    expect(run.code).toBe(1)
    expect(
      runnerCommands(run.stdout)
        .filter(c => c.name === 'error')
        .map(c => c.data)
    ).toEqual([
      'The run was cancelled during the docs-health report: the sections read by then are in the outputs, the job summary and the report file, marked partial.'
    ])
    expect(run.outputs).toMatchObject({ 'report-partial': 'true', 'report-gaps': expect.stringMatching(/^[1-9]/) })
    expect(Number(run.outputs['report-requests'])).toBeGreaterThanOrEqual(3)
    expect(existsSync(run.outputs['report-file'] ?? '')).toBe(true)
    for (const text of [run.summary, gh.commentsOn(12).find(c => c.user.login === BOT)?.body ?? '']) {
      expect(text).toContain('### Searches')
      expect(text).toContain('### Page views')
      expect(text).toContain('> **Assistant** is partial: questions: the run was cancelled')
    }
  }, 30_000)

  it('with fix-gaps, starts no job after the cancel', async () => {
    sim.inject('assistant', { kind: 'delay', ms: 60_000 })
    const { run } = await reportRun({ report: 'views, searches, assistant', 'fix-gaps': 'true' })
    expect(run.code).toBe(1)
    expect(run.outputs['report-partial']).toBe('true')
    expect(sim.requests.filter(r => r.route === 'createJob')).toHaveLength(0)
    expect(run.outputs['job-id'] ?? '').toBe('')
  }, 30_000)
})
