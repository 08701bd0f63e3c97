// Class 4 of issue 24: what a GitHub listing hands back cannot take the token elsewhere, loop the run, or end it with
// a line that names nothing. A hostile GitHub fake answers the listings (an issue's comments, the sweep's labelled
// threads) with a `Link: rel="next"` to another host that records whether the token reached it, a next link back to
// the same page, a 3xx without `Location`, and a refusal; the bundle runs against it as the runner runs it.
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { startHostileServer, json, type HostileServer } from '../../__fixtures__/hostile-server.js'
import { runnerCommands } from '../../__fixtures__/runner-commands.js'
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import { seedShortRun } from '../../__fixtures__/sweep-world.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { runAction, type RunOptions } from '../../script/local-runner.js'

const TOKEN = 'ghs_fake_token'
/** The test's own bound on a run that loops (the starting commit's bundle): a kill, as the runner's timeout would. */
const KILL_AFTER_MS = 15_000

let sim: Simulator
let gh: FakeGitHub
let elsewhere: HostileServer
beforeEach(async () => {
  sim = await startSimulator({ job: { durationMs: 300 } })
  gh = await startFakeGitHub()
  elsewhere = await startHostileServer((_request, response) => json(response, 200, []))
})
afterEach(async () => {
  await sim.close()
  await gh.close()
  await elsewhere.close()
})

const run = (inputs: Record<string, string>, options: RunOptions = {}) =>
  runAction(simInputs(sim, { 'github-token': TOKEN, ...inputs }), {
    ...options,
    env: { GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql`, ...options.env },
    signals: [{ afterMs: KILL_AFTER_MS, signal: 'SIGKILL' }]
  })
const sweep = () => run({}, { action: 'sweep', env: { GITHUB_EVENT_NAME: 'schedule' } })
const commands = (stdout: string, name: string) =>
  runnerCommands(stdout)
    .filter(c => c.name === name)
    .map(c => c.data)
const listings = () => gh.requests.filter(r => r.route === 'listComments')
const commentsPage = (link: string) => ({ kind: 'status' as const, status: 200, body: [], headers: { link } })

describe("a listing's next link", () => {
  it('to another host is not followed: the token never reaches it, and the job is still reported', async () => {
    const foreign = `<${elsewhere.url}/repos/acme/docs-site/issues/5/comments?page=2>; rel="next"`
    gh.inject('listComments', commentsPage(foreign), 20)
    const result = await run({ prompt: 'x', 'issue-number': '5' })
    expect(elsewhere.requests).toEqual([])
    expect(result.signal).toBeNull()
    expect(result.code).toBe(0)
    expect(result.outputs).toMatchObject({ status: 'completed', 'pr-link': expect.stringMatching(/^https:/) })
    expect(commands(result.stdout, 'warning')).toEqual([
      expect.stringContaining(
        `GET /repos/acme/docs-site/issues/5/comments: the next page GitHub named is on ${elsewhere.url}, not ${gh.url}; not followed`
      )
    ])
  }, 30_000)

  it('back to the page it came with is read once: no loop, the run ends on its own', async () => {
    const self = `<${gh.url}/repos/acme/docs-site/issues/5/comments?per_page=100>; rel="next"`
    gh.inject('listComments', commentsPage(self), 5000)
    const result = await run({ prompt: 'x', 'issue-number': '5' })
    expect(result.signal).toBeNull()
    expect(result.code).toBe(0)
    // One request per listing the run makes (find, converge after the create, converge before the last write).
    expect(listings().length).toBeLessThanOrEqual(3)
    expect(commands(result.stdout, 'warning')).toEqual([
      expect.stringContaining('GET /repos/acme/docs-site/issues/5/comments: the next page GitHub named after page 1')
    ])
    expect(result.outputs).toMatchObject({ status: 'completed' })
  }, 30_000)
})

describe("the sweep's listings", () => {
  it('a 3xx without Location ends the sweep with one line naming the call, not "page.data is not iterable"', async () => {
    await seedShortRun(sim, gh, 201)
    // 301 is in GitHub's REST description of this listing (moved_permanently); here it comes without a Location.
    gh.inject('listIssues', { kind: 'status', status: 301, body: { message: 'Moved Permanently' } })
    const result = await sweep()
    expect(result.code).toBe(1)
    expect(commands(result.stdout, 'error')).toEqual([
      "Could not list the issues labelled 'docs-agent: working': GET /repos/acme/docs-site/issues (page 1): GitHub answered GET /repos/acme/docs-site/issues with 301, a redirect without a Location to follow"
    ])
  })

  it('a refused listing of the threads names the call, and so does a refused listing of one thread', async () => {
    await seedShortRun(sim, gh, 201)
    gh.inject('listIssues', {
      kind: 'status',
      status: 403,
      body: { message: 'Resource not accessible by integration' }
    })
    const refused = await sweep()
    expect(refused.code).toBe(1)
    expect(commands(refused.stdout, 'error')).toEqual([
      "Could not list the issues labelled 'docs-agent: working': GET /repos/acme/docs-site/issues (page 1): Resource not accessible by integration"
    ])
    gh.inject('listComments', { kind: 'status', status: 302, body: { message: 'Found' } })
    const left = await sweep()
    expect(commands(left.stdout, 'warning')).toContainEqual(
      expect.stringMatching(
        /^Could not find the status comment on #201: GET \/repos\/acme\/docs-site\/issues\/201\/comments \(page 1\): GitHub answered GET \/repos\/acme\/docs-site\/issues\/201\/comments with 302, a redirect without a Location to follow\./
      )
    )
    expect(left.stdout).toContain('#201: GitHub could not list its comments; left for the next sweep.')
  })
})
