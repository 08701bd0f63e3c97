// Attacks on who a run acts for (issue 24, section 3), through the bundle, with GitHub's own payloads
// (@octokit/webhooks-examples): a maintainer who edits or deletes an outsider's `/docs` comment must not run it with
// the maintainer's permission (GitHub sends every `issue_comment` type to a workflow without a `types:` filter), a
// comment is checked for its author as well as for who acted.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
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
