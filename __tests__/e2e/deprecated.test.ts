// Old-style root workflows (sweep: true, visitor-summary: true, report + fix-gaps) against the sub-action workflows
// that replace them (issue 26), through the bundles, each in a fresh world of its own (the simulator and the GitHub
// fake): the same outputs, and the root run has exactly one more warning, naming the sub-action and the inputs used.
import { deprecationWarnings } from '../../__fixtures__/deprecation.js'
import { runnerCommands } from '../../__fixtures__/runner-commands.js'
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import { labeled } from '../../__fixtures__/sweep-world.js'
import { closeWorld, startWorld, type World } from '../../__fixtures__/world.js'
import { actionYmlOf, runAction, type ActionName, type ActionRun } from '../../script/local-runner.js'

const worlds: World[] = []
afterEach(async () => {
  await Promise.all(worlds.splice(0).map(closeWorld))
})

const TOKEN = 'ghs_fake_token'
const WEEK = { 'date-from': '2026-11-16', 'date-to': '2026-11-23' }
const schedule = (world: World, env: Record<string, string> = {}) => ({
  env: {
    GITHUB_EVENT_NAME: 'schedule',
    GITHUB_API_URL: world.gh.url,
    GITHUB_GRAPHQL_URL: `${world.gh.url}/graphql`,
    ...env
  },
  event: { schedule: '0 8 * * 1', repository: { full_name: 'acme/docs-site', private: false } }
})

interface Scenario {
  /** Sets the world up as the workflows found it (the same for both runs). */
  seed?: (world: World) => Promise<void>
  root: Record<string, string>
  sub: Record<string, string>
  action: Exclude<ActionName, 'agent'>
}

/** One run in a fresh world; the world stays open until the test ends. */
async function runIn(scenario: Scenario, which: 'root' | 'sub', env: Record<string, string> = {}) {
  const world = await startWorld(
    { rateLimit: { analytics: 0, agent: 0 }, job: { durationMs: 200 } },
    { permissions: { writer: 'write' } }
  )
  worlds.push(world)
  await scenario.seed?.(world)
  const inputs = simInputs(world.sim, { 'github-token': TOKEN, ...scenario[which] })
  const action = which === 'root' ? 'agent' : scenario.action
  return { world, run: await runAction(inputs, { action, ...schedule(world, env) }) }
}

/**
 * What differs by nature between two runs: the temp folder and the random suffixes of the folders made in it
 * (mkdtemp), the ids the simulator makes, the time a job was created.
 */
function normalised(run: ActionRun, world: World): Record<string, string> {
  const jobIds = [...world.sim.jobs.keys()]
  const plain = (value: string): string =>
    jobIds
      .reduce((text, id, i) => text.replaceAll(id, `<job ${i}>`), value.replaceAll(run.tempDir, '<temp>'))
      .replace(/(?<=^<temp>\/.*-)[A-Za-z0-9]{6}(?=\/|$)/g, 'XXXXXX')
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>')
  return Object.fromEntries(Object.entries(run.outputs).map(([name, value]) => [name, plain(value)]))
}

const warningLines = (run: ActionRun) => run.stdout.split('\n').filter(line => line.startsWith('::warning::'))

/** Both runs, compared: returns the root run's deprecation warning. */
async function compare(scenario: Scenario): Promise<{ root: ActionRun; sub: ActionRun; warning: string }> {
  const root = await runIn(scenario, 'root')
  const sub = await runIn(scenario, 'sub')
  expect(root.run.code).toBe(0)
  expect(sub.run.code).toBe(0)
  // The root declares outputs its sub-actions do not (skipped): the sub-action's own outputs are the same.
  const declared = Object.keys(actionYmlOf(scenario.action).outputs ?? {})
  const rootOutputs = normalised(root.run, root.world)
  const shared = Object.fromEntries(Object.entries(rootOutputs).filter(([name]) => declared.includes(name)))
  expect(shared).toStrictEqual(normalised(sub.run, sub.world))
  expect(Object.keys(rootOutputs).filter(name => !declared.includes(name))).toStrictEqual(['skipped'])
  expect(rootOutputs.skipped).toBe('false')
  // Exactly one warning more, and it is the deprecation; the sub-action run has none.
  const rootWarnings = warningLines(root.run)
  const subWarnings = warningLines(sub.run)
  expect(rootWarnings).toHaveLength(subWarnings.length + 1)
  expect(deprecationWarnings(sub.run.stdout)).toStrictEqual([])
  const deprecations = deprecationWarnings(root.run.stdout)
  expect(deprecations).toHaveLength(1)
  const others = rootWarnings.filter(line => !line.includes("The root action's"))
  expect(others).toStrictEqual(subWarnings)
  return { root: root.run, sub: sub.run, warning: deprecations[0] ?? '' }
}

const VISITORS: Scenario = {
  root: { 'visitor-summary': 'true', ...WEEK, 'issue-number': '12' },
  sub: { report: 'visitors', ...WEEK, 'issue-number': '12' },
  action: 'report'
}

describe('an old-style root workflow and its sub-action workflow, in equal fresh worlds', () => {
  it('a weekly visitors report (visitor-summary: true): the same outputs, one warning more', async () => {
    const { root, warning } = await compare(VISITORS)
    expect(root.outputs['visitors-total']).toMatch(/^\d+$/)
    expect(warning).toBe(
      "The root action's report inputs (visitor-summary) are deprecated: use OWNER/docs-agent-action/report@v1, with the same inputs (visitor-summary: true is report: visitors there). They keep working through v1."
    )
  })

  it('a docs-health report with fix-gaps on tracking issue 12: the same outputs and the same one job', async () => {
    const inputs = { report: 'searches,feedback,assistant', 'fix-gaps': 'true', ...WEEK, 'issue-number': '12' }
    const { root, warning } = await compare({ root: inputs, sub: inputs, action: 'report' })
    expect(root.outputs).toMatchObject({ status: 'completed', 'report-partial': 'false' })
    expect(Number(root.outputs['report-gaps'])).toBeGreaterThan(0)
    expect(worlds.map(w => w.sim.requests.filter(r => r.route === 'createJob').length)).toStrictEqual([1, 1])
    expect(warning).toMatch(
      /^The root action's report inputs \(report, fix-gaps\) are deprecated: use OWNER\/docs-agent-action\/report@v1, with the same inputs\./
    )
  })

  it('a sweep over threads a short run labelled (sweep: true): the same outputs and the same comments', async () => {
    const seed = async ({ sim, gh }: World): Promise<void> => {
      sim.setJobPlan({ durationMs: 60_000 })
      const jobIds: string[] = []
      for (const n of [7, 8]) {
        const short = await runAction(
          simInputs(sim, { 'github-token': TOKEN, wait: 'false', 'sweep-interval': '10m' }),
          {
            event: labeled(n),
            env: { GITHUB_EVENT_NAME: 'issues', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` }
          }
        )
        expect(short.code).toBe(0)
        jobIds.push(short.outputs['job-id'] ?? '')
      }
      sim.finishJob(jobIds[0] ?? '', 'completed')
    }
    const inputs = { 'sweep-interval': '10m' }
    const { root, warning } = await compare({ seed, root: { sweep: 'true', ...inputs }, sub: inputs, action: 'sweep' })
    expect(root.stdout).toContain('still working')
    // The comments as a reader sees them, less what differs by nature: the marker, the job ids, the time checked.
    const shown = (body: string): string =>
      body
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/\b[0-9a-f]{24}\b/g, '<job>')
        .replace(/\d{2}:\d{2}/g, '')
    const comments = worlds.map(({ gh }) => [7, 8].map(n => gh.commentsOn(n).map(c => shown(c.body))))
    expect(comments[0]?.[0]?.join()).toContain('**Docs pull request opened:**')
    expect(comments[0]).toStrictEqual(comments[1])
    expect(worlds.map(({ gh }) => [gh.labelsOn(7).length, gh.labelsOn(8).length])).toStrictEqual([
      [0, 1],
      [0, 1]
    ])
    expect(warning).toBe(
      "The root action's sweep inputs (sweep) are deprecated: use OWNER/docs-agent-action/sweep@v1, which is the sweep, with the same other inputs. They keep working through v1."
    )
  })
})

describe('the sub-action the warning names', () => {
  it("is this action's own repository and ref, as the runner gives them", async () => {
    const env = { GITHUB_ACTION_REPOSITORY: 'acme/docs-agent-action', GITHUB_ACTION_REF: 'v1.4.0' }
    const { run } = await runIn(VISITORS, 'root', env)
    expect(run.code).toBe(0)
    expect(deprecationWarnings(run.stdout)).toStrictEqual([
      expect.stringContaining('use acme/docs-agent-action/report@v1.4.0, with the same inputs')
    ])
  })

  it.each([['::error::x'], ['v1 with spaces'], ['v1%0A::error::forged']])(
    'a ref that is no plain ref (%j) falls back to the placeholder, and forges nothing',
    async ref => {
      const env = { GITHUB_ACTION_REPOSITORY: 'acme/docs-agent-action', GITHUB_ACTION_REF: ref }
      const { run } = await runIn(VISITORS, 'root', env)
      expect(run.code).toBe(0)
      expect(deprecationWarnings(run.stdout)).toStrictEqual([
        expect.stringContaining('use acme/docs-agent-action/report@v1, with the same inputs')
      ])
      expect(runnerCommands(run.stdout).filter(c => c.name === 'error')).toStrictEqual([])
      expect(run.stdout).not.toContain(ref)
    }
  )
})
