// Class 4 of issue 24: one comment, whatever GitHub's answers. A create GitHub applied but answered 502, behind a
// listing that lags the create (read-after-write), and two report runs for one range at once: through the bundle,
// the thread ends with one status comment, one report comment per range.
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import { labeled } from '../../__fixtures__/sweep-world.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { runAction } from '../../script/local-runner.js'

const TOKEN = 'ghs_fake_token'
const BOT = 'github-actions[bot]'
/** Shorter than the listing's settle against a loopback GitHub (4 looks 300 ms apart, src/github/our-comments.ts). */
const LAG_MS = 600

let sim: Simulator
let gh: FakeGitHub
beforeEach(async () => {
  sim = await startSimulator({ rateLimit: { analytics: 0, agent: 0 }, job: { durationMs: 200 } })
  gh = await startFakeGitHub({ permissions: { writer: 'write' } })
})
afterEach(async () => {
  await sim.close()
  await gh.close()
})

const env = (name: string) => ({
  GITHUB_EVENT_NAME: name,
  GITHUB_API_URL: gh.url,
  GITHUB_GRAPHQL_URL: `${gh.url}/graphql`
})
const ours = (n: number) => gh.commentsOn(n).filter(c => c.user.login === BOT)
const creates = () => gh.requests.filter(r => r.route === 'createComment')

const report = () =>
  runAction(
    simInputs(sim, {
      'github-token': TOKEN,
      'issue-number': '12',
      report: 'searches',
      'date-from': '2026-11-16',
      'date-to': '2026-11-23'
    }),
    {
      env: env('schedule'),
      event: { schedule: '0 8 * * 1', repository: { full_name: 'acme/docs-site', private: false } }
    }
  )

describe('a create answered 502 after GitHub made it, behind a listing that lags', () => {
  it('the status comment: one, not a second one posted because the listing did not show the first yet', async () => {
    gh.lagListing(LAG_MS)
    gh.inject('createComment', { kind: 'statusAfterApplying', status: 502 })
    const result = await runAction(simInputs(sim, { 'github-token': TOKEN }), { event: labeled(7), env: env('issues') })
    expect(result.code).toBe(0)
    expect(creates().map(r => r.status)).toEqual([502])
    expect(ours(7)).toHaveLength(1)
    expect(ours(7)[0]?.body).toContain('**Docs pull request opened:**')
    expect(result.outputs['comment-id']).toBe(String(ours(7)[0]?.id))
  })

  it('the report comment: one for the range', async () => {
    gh.lagListing(LAG_MS)
    gh.inject('createComment', { kind: 'statusAfterApplying', status: 502 })
    const result = await report()
    expect(result.code).toBe(0)
    expect(creates().map(r => r.status)).toEqual([502])
    expect(ours(12)).toHaveLength(1)
    expect(ours(12)[0]?.body).toMatch(/^<!-- docs-agent-action:report 2026-11-16\.\.2026-11-23 -->/)
  })
})

describe('two report runs for one range at once', () => {
  it('leave one report comment, holding a whole report', async () => {
    // Both runs list the issue before either create lands: GitHub answers the creates late.
    gh.inject('createComment', { kind: 'delay', ms: 1500 }, 2)
    const [a, b] = await Promise.all([report(), report()])
    expect([a?.code, b?.code]).toEqual([0, 0])
    expect(creates()).toHaveLength(2)
    expect(ours(12)).toHaveLength(1)
    expect(ours(12)[0]?.body).toMatch(/^<!-- docs-agent-action:report 2026-11-16\.\.2026-11-23 -->\n## /)
  })
})
