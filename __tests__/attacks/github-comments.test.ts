// Class 4 of issue 24: one comment, whatever GitHub's answers. A create GitHub applied but answered 502, behind a
// listing that lags the create (read-after-write), two report runs for one range at once, and a status or report
// comment GitHub answers with `user: null` (issue 36): through the bundle, the thread keeps one status comment and one
// job, one report comment per range; an author-less marker that is not our own sealed one is still not trusted.
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import { commented, labeled } from '../../__fixtures__/sweep-world.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { IN_PROCESS, runAction } from '../../script/local-runner.js'

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

const report = (from = '2026-11-16', to = '2026-11-23', issue = 12) =>
  runAction(
    simInputs(sim, {
      'github-token': TOKEN,
      'issue-number': String(issue),
      report: 'searches',
      'date-from': from,
      'date-to': to
    }),
    {
      action: 'report',
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
    expect(ours(12)[0]?.body).toMatch(/^<!-- docs-agent-action:report 2026-11-16\.\.2026-11-23 seal=[0-9a-f]{32} -->/)
  })
})

describe('two report runs for one range at once', () => {
  it('leave one report comment, holding a whole report', async () => {
    // Both runs list the issue before either create lands: GitHub answers the creates late.
    gh.inject('createComment', { kind: 'delay', ms: 1500 }, 2)
    const [a, b] = await Promise.all([report(), report()])
    expect([a?.code, b?.code]).toEqual([0, 0])
    // In process (mutation testing) runs take turns (script/in-process-runner.ts): the second edits the first's.
    expect(creates()).toHaveLength(IN_PROCESS ? 1 : 2)
    expect(ours(12)).toHaveLength(1)
    expect(ours(12)[0]?.body).toMatch(/^<!-- docs-agent-action:report 2026-11-16\.\.2026-11-23 seal=\w{32} -->\n## /)
  })
})

describe('a status comment GitHub answers with user: null (as for a deleted account)', () => {
  const run = (event: unknown) =>
    runAction(simInputs(sim, { 'github-token': TOKEN }), { event, env: env('issue_comment') })
  const sent = () => sim.requests.filter(r => r.route === 'sendMessage')

  it("is still the thread's when its seal holds: the next /docs follows its job up, no second comment or job", async () => {
    const first = await runAction(simInputs(sim, { 'github-token': TOKEN }), { event: labeled(7), env: env('issues') })
    const [status] = ours(7)
    expect(first.code).toBe(0)
    gh.hideAuthor(status?.id ?? 0)
    const trigger = gh.addComment(7, '/docs also document --verbose', 'writer')
    const next = await run(commented(7, trigger.body, trigger.id))
    expect(next.code).toBe(0)
    expect(sim.jobs.size).toBe(1)
    expect(sent()).toHaveLength(1)
    expect(next.outputs['job-id']).toBe(first.outputs['job-id'])
    expect(creates()).toHaveLength(1)
    expect(gh.commentsOn(7).filter(c => c.user.login === BOT)).toEqual([status])
  })

  it('the sweep finishes it as well, and takes the label off', async () => {
    sim.setJobPlan({ durationMs: 60_000 })
    const inputs = { 'github-token': TOKEN, 'sweep-interval': '10m' }
    const short = await runAction(simInputs(sim, { ...inputs, wait: 'false' }), {
      event: labeled(7),
      env: env('issues')
    })
    expect(short.code).toBe(0)
    gh.hideAuthor(ours(7)[0]?.id ?? 0)
    sim.finishJob(short.outputs['job-id'] ?? '', 'completed')
    const swept = await runAction(simInputs(sim, inputs), { action: 'sweep', env: env('schedule') })
    expect(swept.code).toBe(0)
    expect(ours(7)).toHaveLength(1)
    expect(ours(7)[0]?.body).toContain('**Docs pull request opened:**')
    expect(gh.labelsOn(7)).toStrictEqual([])
  })

  it('an author-less marker is not trusted otherwise: copied to another thread, or changed', async () => {
    await runAction(simInputs(sim, { 'github-token': TOKEN }), { event: labeled(7), env: env('issues') })
    const body = ours(7)[0]?.body ?? ''
    expect(body).toMatch(/^<!-- docs-agent-action:status job=\S+ run=4242 seal=[0-9a-f]{32} -->/)
    gh.addComment(8, body, '')
    gh.addComment(9, body.replace(/job=[^ ]+/, 'job=stolen'), '')
    for (const n of [8, 9]) {
      const trigger = gh.addComment(n, '/docs add a page', 'writer')
      const result = await run(commented(n, trigger.body, trigger.id))
      expect(result.code).toBe(0)
      expect(ours(n)).toHaveLength(1)
    }
    expect(sent()).toHaveLength(0)
    expect(sim.jobs.size).toBe(3)
  })
})

describe('a report comment GitHub answers with user: null (as for a deleted account)', () => {
  const MARKER = /^<!-- docs-agent-action:report 2026-11-16\.\.2026-11-23 seal=([0-9a-f]{32}) -->\n## /
  const touched = (id: number) => gh.requests.filter(r => r.path.endsWith(`/issues/comments/${id}`))

  it('is still ours when its seal holds: the next run for the range edits it, no second comment', async () => {
    const first = await report()
    const [comment] = ours(12)
    expect(first.code).toBe(0)
    gh.hideAuthor(comment?.id ?? 0)
    const again = await report()
    expect(again.code).toBe(0)
    expect(ours(12).map(c => c.id)).toEqual([comment?.id])
    expect(creates()).toHaveLength(1)
    expect(touched(comment?.id ?? 0).map(r => `${r.route} ${r.status}`)).toEqual(['updateComment 200'])
    expect(ours(12)[0]?.body).toMatch(MARKER)
  })

  it('an author-less look-alike whose seal does not hold is left alone: no seal, a forged one, ours moved', async () => {
    expect((await report()).code).toBe(0)
    const seal = MARKER.exec(ours(12)[0]?.body ?? '')?.[1]
    expect(seal).toMatch(/^[0-9a-f]{32}$/)
    const range = '2026-11-09..2026-11-16'
    const lookAlikes = [
      [12, `<!-- docs-agent-action:report ${range} -->\nforged`],
      [12, `<!-- docs-agent-action:report ${range} seal=${'0'.repeat(32)} -->\nforged`],
      [12, `<!-- docs-agent-action:report ${range} seal=${seal} -->\nforged`],
      [13, ours(12)[0]?.body ?? '']
    ] as const
    // Written by an outsider, whose account is then deleted: GitHub names no author.
    const forged = lookAlikes.map(([n, body]) => gh.addComment(n, body, 'mallory'))
    for (const c of forged) gh.hideAuthor(c.id)
    const runs = [await report('2026-11-09', '2026-11-16'), await report('2026-11-16', '2026-11-23', 13)]
    expect(runs.map(r => r.code)).toEqual([0, 0])
    expect(creates().map(r => r.status)).toEqual([201, 201, 201])
    expect(forged.flatMap(c => touched(c.id))).toStrictEqual([])
    expect(forged.map(c => gh.comments.find(kept => kept.id === c.id)?.body)).toEqual(lookAlikes.map(([, b]) => b))
    expect(ours(12).map(c => parseRange(c.body))).toEqual(['2026-11-16..2026-11-23', range])
    expect(ours(13).map(c => parseRange(c.body))).toEqual(['2026-11-16..2026-11-23'])
  })
})

const parseRange = (body: string) => /^<!-- docs-agent-action:report (\S+) /.exec(body)?.[1]
