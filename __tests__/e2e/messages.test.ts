import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { runAction, type ActionRun } from '../../script/local-runner.js'

/**
 * The messages a newcomer tripped on (issue 25, item 5), through the bundle: each error or warning in its exact words,
 * as the runner shows it, and the bad inputs refused before the service or GitHub is asked anything.
 */
let sim: Simulator
let gh: FakeGitHub
beforeEach(async () => {
  sim = await startSimulator({ rateLimit: { analytics: 0, agent: 0 }, job: { durationMs: 100 } })
  gh = await startFakeGitHub()
})
afterEach(async () => {
  await sim.close()
  await gh.close()
})

const github = (event: string, payload: Record<string, unknown> = {}) => ({
  env: { GITHUB_EVENT_NAME: event, GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` },
  event: { repository: { full_name: 'acme/docs-site', private: false }, ...payload }
})
const lines = (run: ActionRun, kind: 'error' | 'warning') =>
  run.stdout.split('\n').filter(line => line.startsWith(`::${kind}::`))

/** A bad input: exit 1, the one error line, and no request to the service or GitHub. */
async function refused(inputs: Record<string, string>): Promise<string> {
  const run = await runAction(
    simInputs(sim, { 'github-token': 'ghs_fake_token', ...inputs }),
    github('workflow_dispatch')
  )
  expect(run.code).toBe(1)
  expect(sim.requests).toHaveLength(0)
  expect(gh.requests).toHaveLength(0)
  const errors = lines(run, 'error')
  expect(errors).toHaveLength(1)
  return errors[0] ?? ''
}

describe('errors, before any request', () => {
  it('poll-interval below 1s against the service says why, as action.yml documents it', async () => {
    const error = await refused({ prompt: 'x', 'api-url': 'https://api.mintlify.com', 'poll-interval': '500ms' })
    expect(error).toBe(
      "::error::Input 'poll-interval': 500ms is out of range; use between 1s and 10m (below 1s only against a loopback api-url, such as the simulator)."
    )
  })

  it('a job-id that is a path is refused, not sent to the service to answer 404', async () => {
    expect(await refused({ 'job-id': 'acme/docs-site/jobs/42' })).toBe(
      `::error::Input 'job-id': "acme/docs-site/jobs/42" is not a job id: give the id alone, as the job-id output of the run that started the job shows it, or the job's API URL ending in /v2/agent/<project-id>/job/<id>.`
    )
  })

  it("a job-id that is a URL of another kind, or of another project's job, is refused too", async () => {
    expect(await refused({ prompt: 'more', 'job-id': 'https://dashboard.mintlify.com/acme/agent/42' })).toMatch(
      /^::error::Input 'job-id': "https:\/\/dashboard\.mintlify\.com\/acme\/agent\/42" is not a job id: give the id alone/
    )
    expect(await refused({ 'job-id': `${sim.url}/v2/agent/other/job/42` })).toBe(
      `::error::Input 'job-id': is the URL of a job in project "other", not in 'project-id' ("${sim.projectId}"); use the project-id the job was started with.`
    )
  })

  it('nothing to do names every way to give the run work', async () => {
    // Since the split (issue 26) the report and the sweep are sub-actions: the message names them, not root inputs.
    expect(await refused({ prompt: '' })).toBe(
      "::error::Input 'prompt': is empty and so is 'job-id', and the run has no other work: give a prompt to start a job (with 'job-id' to send it as a follow-up, or 'job-id' alone to wait for a running job), or run on an issues event (a label added) or an issue comment starting with /docs. For a report use the report action (OWNER/docs-agent-action/report@SHA); to finish short runs on a schedule, the sweep action (OWNER/docs-agent-action/sweep@SHA)."
    )
  })
})

describe('a job-id given as the job API URL', () => {
  it('attaches to that job: every request names the id alone', async () => {
    const first = await runAction(simInputs(sim, { prompt: 'Document the flag' }))
    const id = first.outputs['job-id'] ?? ''
    expect(id).not.toBe('')
    const before = sim.requests.length
    const run = await runAction(simInputs(sim, { 'job-id': `${sim.url}/v2/agent/${sim.projectId}/job/${id}` }))
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`Docs agent: resuming job ${id} (job-id input).`)
    expect(run.outputs).toMatchObject({ 'job-id': id, status: 'completed' })
    const after = sim.requests.slice(before)
    expect(after.length).toBeGreaterThan(0)
    expect(after.map(r => `${r.route} ${r.path}`)).toEqual(
      after.map(() => `getJob /v2/agent/${sim.projectId}/job/${id}`)
    )
  })
})

describe('warnings that do not stop the run', () => {
  it('a bare timeout: 30 is 30 seconds, and the warning says what to write', async () => {
    const run = await runAction(simInputs(sim, { prompt: 'x', timeout: '30' }))
    expect(run.code).toBe(0)
    expect(lines(run, 'warning')).toStrictEqual([
      "::warning::Input 'timeout': a bare 30 means 30 seconds; write 30m for 30 minutes or 30s to keep seconds."
    ])
  })

  it('fix-gaps without issue-number warns once per run, and the next run sends the same gaps again', async () => {
    const inputs = simInputs(sim, { report: 'searches', 'fix-gaps': 'true', 'github-token': 'ghs_fake_token' })
    const options = { ...github('schedule'), action: 'report' as const }
    const runs = [await runAction(inputs, options), await runAction(inputs, options)]
    const prompts = sim.requests.filter(r => r.route === 'createJob').map(r => JSON.stringify(r.body))
    expect(prompts).toHaveLength(2)
    expect(prompts[1]).toBe(prompts[0])
    for (const run of runs) {
      expect(run.code).toBe(0)
      expect(lines(run, 'warning')).toStrictEqual([
        "::warning::Input 'fix-gaps' is true without 'issue-number': the gaps sent are remembered only on a tracking issue, so every run sends the same gaps again (a new job and pull request each time). Set 'issue-number' to an issue that tracks the docs' health."
      ])
    }
  })
})
