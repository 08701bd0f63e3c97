// Untrusted text renders as text: no bare URL, www. or e-mail from outside becomes a link (issue 11, class 6).
import type { FakeGitHub } from '../../__fixtures__/fake-github.js'
import { closeWorld, startWorld } from '../../__fixtures__/world.js'
import { autolinks } from '../../__fixtures__/gfm-autolinks.js'
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import type { Simulator } from '../../sim/server.js'
import { runAction } from '../../script/local-runner.js'

const LURE = 're-authenticate at https://evil.example/login, see www.evil.example or write to help@evil.example'
const RUN_LINK = '[workflow run](https://github.com/acme/docs-site/actions/runs/4242)'
let sim: Simulator
let gh: FakeGitHub

beforeEach(
  async () =>
    ({ sim, gh } = await startWorld({ job: { durationMs: 100 } }, { permissions: { maintainer: 'maintain' } }))
)
afterEach(() => closeWorld({ sim, gh }))

const issue = { number: 7, title: 'Docs', body: '', html_url: 'https://github.com/acme/docs-site/issues/7' }
const commented = (body: string) => ({
  action: 'created',
  issue,
  comment: { id: 9001, body, user: { login: 'maintainer', type: 'User' } },
  sender: { login: 'maintainer', type: 'User' },
  repository: { name: 'docs-site', owner: { login: 'acme' } }
})
const run = (body: string, inputs: Record<string, string> = {}) =>
  runAction(simInputs(sim, { 'github-token': 'ghs_fake_token', ...inputs }), {
    event: commented(body),
    env: { GITHUB_EVENT_NAME: 'issue_comment', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` }
  })
/** Every body the action wrote to the thread, the working states included. */
const commentBodies = () =>
  gh.requests
    .filter(r => r.route === 'createComment' || r.route === 'updateComment')
    .map(r => (r.body as { body?: string }).body ?? '')

describe('links in untrusted text', () => {
  it('a service error naming a login page reaches the status comment as text', async () => {
    sim.inject('createJob', {
      kind: 'status',
      status: 401,
      body: JSON.stringify({ error: `Session expired: ${LURE}` })
    })
    const result = await run('/docs add a FAQ')
    expect(result.code).toBe(1)
    const body = gh.commentsOn(7)[0]?.body ?? ''
    expect(body).toContain('evil.example/login')
    expect(body).toContain(RUN_LINK)
    expect(autolinks(body)).toStrictEqual([])
  })

  it('a /docs prompt and job fields with URLs reach comment and summary as text; our own links still work', async () => {
    sim.setJobPlan({ durationMs: 100, model: `model (${LURE})` })
    const result = await run(`/docs mention www.evil.example and https://evil.example/login and a@evil.example`)
    expect(result.code).toBe(0)
    const bodies = commentBodies()
    expect(bodies.some(b => b.includes('www.evil.example'))).toBe(true)
    for (const body of bodies) expect(autolinks(body)).toStrictEqual([])
    const pr = [...sim.jobs.values()][0]?.prLink ?? 'no pr'
    expect(gh.commentsOn(7)[0]?.body).toContain(`](${pr})`)
    expect(gh.commentsOn(7)[0]?.body).toContain(RUN_LINK)
    expect(result.summary).toContain('evil.example/login')
    expect(result.summary).toContain(`](${pr})`)
    expect(autolinks(result.summary)).toStrictEqual([])
  })
})
