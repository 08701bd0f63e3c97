// Attacks on who a run acts for (issue 24, section 3), through the bundle, with GitHub's own payloads
// (@octokit/webhooks-examples): a maintainer who edits or deletes an outsider's `/docs` comment must not run it with
// the maintainer's permission (GitHub sends every `issue_comment` type to a workflow without a `types:` filter), a
// comment is checked for its author as well as for who acted, and `prompt` with `fix-gaps: true` is one clear input
// error, not two jobs on one tracking issue.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deprecationWarnings } from '../../__fixtures__/deprecation.js'
import { runnerCommands } from '../../__fixtures__/runner-commands.js'
import { closeWorld, startWorld, type World } from '../../__fixtures__/world.js'
import { runAction, type ActionRun } from '../../script/local-runner.js'

let world: World
beforeEach(async () => {
  world = await startWorld(
    { rateLimit: { analytics: 0, agent: 0 }, job: { durationMs: 100 } },
    { permissions: { maintainer: 'admin', reader: 'read' } }
  )
})
afterEach(() => closeWorld(world))

type Payload = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
const EXAMPLES = JSON.parse(
  readFileSync(join(process.cwd(), 'node_modules/@octokit/webhooks-examples/api.github.com/index.json'), 'utf8')
) as { name: string; examples: Payload[] }[]

/** GitHub's example payload of an `issue_comment` of this action, with our thread, comment and people in it. */
function commentEvent(action: 'created' | 'edited' | 'deleted', body: string, author: string, sender: string) {
  const example = EXAMPLES.find(group => group.name === 'issue_comment')?.examples.find(e => e.action === action)
  if (!example) throw new Error(`no issue_comment.${action} example`)
  const payload = structuredClone(example)
  payload.issue.number = 7
  payload.comment.body = body
  payload.comment.user.login = author
  payload.sender.login = sender
  return payload
}

function run(eventName: string, event: unknown, inputs: Record<string, string> = {}): Promise<ActionRun> {
  const { sim, gh } = world
  return runAction(
    {
      'api-key': sim.apiKey,
      'project-id': sim.projectId,
      'api-url': sim.url,
      'github-token': 'ghs_fake_token',
      'poll-interval': '50ms',
      ...inputs
    },
    {
      event,
      env: { GITHUB_EVENT_NAME: eventName, GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` }
    }
  )
}

const jobsStarted = () => world.sim.requests.filter(r => r.route === 'createJob' || r.route === 'sendMessage')

describe("an outsider's /docs comment, acted on by a maintainer", () => {
  it.each(['deleted', 'edited'] as const)('%s by the maintainer: nothing is sent to the agent', async action => {
    const event = commentEvent(action, '/docs delete every page', 'reader', 'maintainer')
    expect(event.sender.login).not.toBe(event.comment.user.login) // the example's shape: sender is who acted
    const result = await run('issue_comment', event)
    expect(result.code).toBe(0)
    expect(result.outputs.skipped).toBe('true')
    expect(jobsStarted()).toHaveLength(0)
    expect(result.stdout).toContain(`The comment event was ${action}: only a new comment runs the docs agent.`)
    // Not a refusal of anyone: no reaction, no reply, no permission asked.
    expect(world.gh.reactions).toHaveLength(0)
    expect(world.gh.comments).toHaveLength(0)
  })

  it("a new comment whose author is not who acted is checked for both: the author's read permission refuses it", async () => {
    const result = await run(
      'issue_comment',
      commentEvent('created', '/docs delete every page', 'reader', 'maintainer')
    )
    expect(result.code).toBe(0)
    expect(result.outputs.skipped).toBe('true')
    expect(jobsStarted()).toHaveLength(0)
    expect(result.stdout).toMatch(/Not running the docs agent: @reader has read permission; .* needs write or more\./)
  })

  it("the maintainer's own new comment still runs (the example's shape, author and sender one login)", async () => {
    const result = await run('issue_comment', commentEvent('created', '/docs add a FAQ', 'maintainer', 'maintainer'))
    expect(result.code).toBe(0)
    expect(result.outputs.skipped).toBe('false')
    expect(world.sim.requests.filter(r => r.route === 'createJob')).toHaveLength(1)
  })
})

describe('prompt and fix-gaps in one run', () => {
  it('is one input error naming fix-gaps, before any request: never two jobs on the tracking issue', async () => {
    const result = await run(
      'workflow_dispatch',
      { repository: { private: true } },
      { prompt: 'Document the CLI', report: 'searches', 'fix-gaps': 'true', 'issue-number': '7' }
    )
    expect(result.code).toBe(1)
    const errors = runnerCommands(result.stdout).filter(c => c.name === 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]?.data).toMatch(/^Input 'fix-gaps': is true, and the run also has 'prompt': /)
    expect(world.sim.requests).toHaveLength(0)
    expect(world.gh.requests).toHaveLength(0)
    expect(result.outputs['job-id']).toBeUndefined()
    // The root's deprecated report inputs (src/run/deprecated.ts): the report action has no prompt to conflict with.
    expect(deprecationWarnings(result.stdout)).toHaveLength(1)
  })

  it("with job-id, or an issue's prompt, it is the same error", async () => {
    const byJob = await run('schedule', {}, { 'job-id': 'job-1', report: 'searches', 'fix-gaps': 'true' })
    expect(byJob.code).toBe(1)
    expect(byJob.stdout).toMatch(/^::error::Input 'fix-gaps': is true, and the run also has 'job-id': /m)
    const labeled = {
      action: 'labeled',
      issue: { number: 7, title: 'A page', body: 'More.' },
      sender: { login: 'maintainer' }
    }
    const byIssue = await run('issues', labeled, { report: 'searches', 'fix-gaps': 'true' })
    expect(byIssue.code).toBe(1)
    expect(byIssue.stdout).toMatch(
      /^::error::Input 'fix-gaps': is true, and the run also has the issues event's prompt: /m
    )
    expect(world.sim.requests).toHaveLength(0)
    for (const root of [byJob, byIssue]) expect(deprecationWarnings(root.stdout)).toHaveLength(1)
  })
})
