// The end-to-end runner: a run that hangs fails its test saying what it was waiting for, never with a bare timeout.
import { readFileSync } from 'node:fs'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { hungRun, IN_PROCESS, runAction, WATCHDOG_MS } from '../../script/local-runner.js'

let sim: Simulator
afterEach(() => sim?.close())

// The watchdog stops a child process: a run in process (mutation testing) has none to stop.
const bundleIt = IN_PROCESS ? it.skip : it

// The watchdog is a real timer: it is given 10 s, some thirty times what the run takes to reach its wait on a busy
// machine, so the run is waiting when it fires. What the test checks is an order and a count, not a duration.
const WATCHDOG_TEST_MS = 10_000

bundleIt(
  'a run still waiting at the watchdog is stopped, and the error quotes its last line: what it waited for',
  async () => {
    sim = await startSimulator({ job: { durationMs: 60_000 } })
    const started = Date.now()
    let written = ''
    const error = await runAction(
      { 'api-key': sim.apiKey, 'project-id': sim.projectId, 'api-url': sim.url, prompt: 'x', 'poll-interval': '30s' },
      { watchdogMs: WATCHDOG_TEST_MS, onOutput: stdout => void (written = stdout) }
    ).then(
      () => undefined,
      (e: unknown) => e as Error
    )
    expect(error?.message).toMatch(/^dist\/index\.js was still running after 10 s and was stopped\./)
    expect(Date.now() - started).toBeGreaterThanOrEqual(WATCHDOG_TEST_MS)
    // Stopped while it waited: the job created, and not checked on (the first check was 30 s away).
    expect(sim.requests.map(r => r.route)).toEqual(['createJob'])
    // The last line the run wrote is the wait it was in, and the error quotes the lines it wrote last.
    expect(written).toMatch(/Job \S+ is active; checking every 30s\.\n$/)
    expect(error?.message).toMatch(/ {2}Job \S+ is active; checking every 30s\.\nGive the run more time/)
    const lastLines = written
      .split('\n')
      .filter(line => line.trim() !== '')
      .slice(-5)
    expect(error?.message).toContain(lastLines.map(line => `  ${line}`).join('\n'))
  },
  WATCHDOG_TEST_MS + 20_000
)

it('the watchdog fires before Jest would time the test out', () => {
  const config = readFileSync('jest.config.js', 'utf8')
  const testTimeout = Number(/testTimeout: (\d+)/.exec(config)?.[1])
  expect(WATCHDOG_MS).toBeLessThan(testTimeout)
})

it('keeps the last five lines and says when the run wrote nothing', () => {
  const lines = Array.from({ length: 8 }, (_, i) => `line ${i + 1}`).join('\n')
  expect(hungRun(25_000, `${lines}\n\n`, '')).toBe(
    [
      'dist/index.js was still running after 25 s and was stopped. It was waiting after its last line:',
      '  line 4',
      '  line 5',
      '  line 6',
      '  line 7',
      '  line 8',
      'Give the run more time with runAction({ watchdogMs }) and the test a longer timeout, or find what it waits for.'
    ].join('\n')
  )
  expect(hungRun(1000, '', '  \n')).toContain('\n  (it wrote nothing)\n')
})
