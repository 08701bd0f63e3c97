// Attack on the general escaping (issue 24, section 2), through the bundle: issue references in text the action
// escapes — an issue body quoted in the status comment, an assistant category in the public report — must not become
// live links and cross-references (`#12`, `owner/repo#12`, `GH-3`). GitHub renders `\#12` as `#12` and then links it,
// so a backslash is no escape for them; the oracle reads the text GitHub would, outside code spans and links.
import { references } from '../../__fixtures__/gfm-autolinks.js'
import { closeWorld, startWorld, type World } from '../../__fixtures__/world.js'
import { runAction, type ActionName } from '../../script/local-runner.js'

let world: World
beforeEach(async () => {
  world = await startWorld(
    { rateLimit: { analytics: 0, agent: 0 }, job: { durationMs: 100 } },
    { permissions: { maintainer: 'maintain' } }
  )
})
afterEach(() => closeWorld(world))

const REFERENCES = ['#12', 'acme/billing#3', 'GH-4']
const LURE = `see ${REFERENCES[0]}, ${REFERENCES[1]} and ${REFERENCES[2]}`

const run = (inputs: Record<string, string>, eventName: string, event: unknown, action: ActionName = 'agent') =>
  runAction(
    {
      'api-key': world.sim.apiKey,
      'project-id': world.sim.projectId,
      'api-url': world.sim.url,
      'github-token': 'ghs_fake_token',
      ...inputs
    },
    {
      action,
      event,
      env: { GITHUB_EVENT_NAME: eventName, GITHUB_API_URL: world.gh.url, GITHUB_GRAPHQL_URL: `${world.gh.url}/graphql` }
    }
  )

/** Every body the action wrote to GitHub, the working states included. */
const bodies = () =>
  world.gh.requests
    .filter(r => r.route === 'createComment' || r.route === 'updateComment')
    .map(r => (r.body as { body?: string }).body ?? '')

describe('issue references in escaped text', () => {
  it('an issue body quoted in the status comment links and cross-references nothing', async () => {
    const issue = { number: 7, title: `Billing (${LURE})`, body: `Please document it, ${LURE}.`, html_url: '' }
    const event = {
      action: 'labeled',
      issue,
      label: { name: 'docs' },
      sender: { login: 'maintainer', type: 'User' },
      repository: { name: 'docs-site', owner: { login: 'acme' } }
    }
    const result = await run({ 'poll-interval': '50ms' }, 'issues', event)
    expect(result.code).toBe(0)
    const written = bodies()
    expect(written.join('\n')).toMatch(/acme\/billing\\?#3/)
    for (const body of written) expect(references(body)).toStrictEqual([])
  })

  it("an assistant category in a public repository's report (always shown) links and cross-references nothing", async () => {
    const turn = (i: number) => ({
      id: `01JD0000000000000000000${i}`,
      timestamp: '2026-11-20T10:00:00.000Z',
      query: `question ${i}`,
      response: 'r',
      sources: [],
      resolutionStatus: 'unanswered',
      queryCategory: `Billing ${LURE}`,
      pageUrl: null
    })
    const page = { conversations: [1, 2, 3].map(turn), nextCursor: null, hasMore: false }
    world.sim.inject('assistant', { kind: 'status', status: 200, body: JSON.stringify(page) })
    const result = await run(
      { report: 'assistant', 'issue-number': '12', 'date-from': '2026-11-16', 'date-to': '2026-11-23' },
      'schedule',
      { schedule: '0 8 * * 1', repository: { private: false } },
      'report'
    )
    expect(result.code).toBe(0)
    const report = world.gh.commentsOn(12)[0]?.body ?? ''
    expect(report).toMatch(/acme\/billing\\?#3/)
    expect(references(report)).toStrictEqual([])
    expect(result.summary).toMatch(/acme\/billing\\?#3/)
    expect(references(result.summary)).toStrictEqual([])
  })
})
