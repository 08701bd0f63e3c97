// The in-process runner that mutation testing runs the end-to-end scenarios with (DOCS_AGENT_IN_PROCESS=1): it must
// give the same result as the bundle and leave this process as it found it.
import { startSimulator, type Simulator } from '../../sim/server.js'
import { inputEnv } from '../../script/local-runner.js'
import { runInProcess, tempFiles } from '../../script/in-process-runner.js'

let sim: Simulator
beforeEach(async () => {
  sim = await startSimulator({ job: { durationMs: 30 } })
})
afterEach(() => sim.close())

function inProcess(inputs: Record<string, string>, env: Record<string, string> = {}) {
  const files = tempFiles({})
  return runInProcess(
    {
      GITHUB_OUTPUT: files.outputFile,
      GITHUB_STEP_SUMMARY: files.summaryFile,
      GITHUB_EVENT_PATH: files.eventFile,
      GITHUB_EVENT_NAME: 'workflow_dispatch',
      GITHUB_REPOSITORY: 'acme/docs-site',
      RUNNER_TEMP: files.tempDir,
      ...inputEnv({ 'api-key': sim.apiKey, 'project-id': sim.projectId, 'api-url': sim.url, ...inputs }),
      ...env
    },
    files,
    {}
  )
}

it('runs src/main.ts with the inputs, and collects its log, outputs and summary', async () => {
  const run = await inProcess({ prompt: 'Document the flag', 'poll-interval': '20ms' })
  const job = [...sim.jobs.values()][0]
  expect(run.code).toBe(0)
  expect(job?.prompt).toBe('Document the flag')
  expect(run.outputs).toMatchObject({ 'job-id': job?.id, status: 'completed' })
  expect(run.summary).toContain(`| Job id | \`${job?.id}\` |`)
  expect(run.stdout).toMatch(/active → completed/)
})

it('a failed run has exit code 1, and this process keeps its own exit code and environment', async () => {
  const before = { ...process.env }
  const run = await inProcess({ prompt: 'x', 'api-key': 'mint_wrong_key_for_this_test' })
  expect(run.code).toBe(1)
  expect(run.stdout).toMatch(/^::error::/m)
  expect(process.exitCode ?? 0).toBe(0)
  expect(process.env).toEqual(before)
  expect(Object.keys(process.env).filter(name => name.startsWith('INPUT_'))).toStrictEqual([])
})

it('runs one at a time: two runs asked for together do not share inputs', async () => {
  const [a, b] = await Promise.all([
    inProcess({ prompt: 'first', wait: 'false' }),
    inProcess({ prompt: 'second', wait: 'false' })
  ])
  expect([a.code, b.code]).toEqual([0, 0])
  expect([...sim.jobs.values()].map(job => job.prompt).sort()).toEqual(['first', 'second'])
  expect(a.outputs['job-id']).not.toBe(b.outputs['job-id'])
})

it('a run takes its cancel handlers with it, whether it ends well or fails (main disposes of its cancellation)', async () => {
  const handlers = () => ['SIGINT', 'SIGTERM'].map(name => process.listenerCount(name))
  const before = handlers()
  expect((await inProcess({ prompt: 'x', 'poll-interval': '20ms' })).code).toBe(0)
  expect(handlers()).toEqual(before)
  expect((await inProcess({ prompt: 'x', 'api-key': 'mint_wrong_key_for_this_test' })).code).toBe(1)
  expect(handlers()).toEqual(before)
})
