// Short runs and the sweep (issue 14), through the bundle with the simulator and the fake GitHub: a short run
// (wait: false + sweep-interval) starts the job and labels the thread; a scheduled sweep polls each labelled thread's
// job once and finishes its status comment as a waiting run would.
import type { FakeGitHub } from '../../__fixtures__/fake-github.js'
import { closeWorld, startWorld } from '../../__fixtures__/world.js'
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import { parseMarker } from '../../src/thread/marker.js'
import type { Simulator } from '../../sim/server.js'
import { runAction, type ActionRun } from '../../script/local-runner.js'
import { commented, labeled, seedShortRun, SWEEP_LABEL } from '../../__fixtures__/sweep-world.js'

const TOKEN = 'ghs_fake_token'
const BOT = 'github-actions[bot]'
let sim: Simulator
let gh: FakeGitHub

beforeEach(
  async () =>
    ({ sim, gh } = await startWorld(
      { job: { durationMs: 60_000 } },
      { permissions: { writer: 'write' }, maxPerPage: 15 }
    ))
)
afterEach(() => closeWorld({ sim, gh }))

const env = (runId: number, eventName: string) => ({
  GITHUB_EVENT_NAME: eventName,
  GITHUB_API_URL: gh.url,
  GITHUB_GRAPHQL_URL: `${gh.url}/graphql`,
  GITHUB_RUN_ID: String(runId)
})
const shortRun = (event: unknown, eventName = 'issues', runId = 100): Promise<ActionRun> =>
  runAction(simInputs(sim, { 'github-token': TOKEN, wait: 'false', 'sweep-interval': '10m' }), {
    event,
    env: env(runId, eventName)
  })
const sweep = (
  over: Record<string, string> = {},
  onOutput?: (out: string, kill: (s: NodeJS.Signals) => void) => void
) =>
  runAction(simInputs(sim, { 'github-token': TOKEN, 'sweep-interval': '10m', ...over }), {
    action: 'sweep',
    env: env(900, 'schedule'),
    onOutput
  })

const calls = (route: string) => sim.requests.filter(r => r.route === route)
const status = (n: number) => gh.commentsOn(n).find(c => c.user.login === BOT)
const reactionsOn = (target: { commentId?: number; issue?: number }) =>
  gh.reactions
    .filter(r =>
      r.target.kind === 'comment' ? r.target.commentId === target.commentId : r.target.issueNumber === target.issue
    )
    .map(r => r.content)
    .sort()

describe('a short run', () => {
  it('starts the job, says the sweep follows it, labels the thread, and ends without polling', async () => {
    const run = await shortRun(labeled(7))
    expect(run.code).toBe(0)
    const jobId = run.outputs['job-id'] ?? ''
    expect(sim.jobs.get(jobId)?.status).toBe('active')
    expect(calls('getJob')).toHaveLength(0)
    const body = status(7)?.body ?? ''
    expect(body).toContain('**The docs agent is working on it**')
    expect(body).toContain('the sweep checks it every 10m and finishes this comment')
    expect(parseMarker(body)).toMatchObject({ jobId, sweep: [0] })
    expect(gh.labelsOn(7)).toEqual([SWEEP_LABEL])
    expect(reactionsOn({ issue: 7 })).toEqual(['eyes'])
    expect(run.outputs['comment-id']).toBe(String(status(7)?.id))
    expect(run.stdout).toMatch(/the sweep checks it every 10m and finishes the status comment when it ends/)
  })

  it('creates the label where GitHub will not create it on the fly', async () => {
    await gh.close()
    gh = await (
      await import('../../__fixtures__/fake-github.js')
    ).startFakeGitHub({
      labelsMustExist: true,
      permissions: { writer: 'write' }
    })
    expect((await shortRun(labeled(7))).code).toBe(0)
    expect(gh.repoLabels.get(SWEEP_LABEL)?.description).toMatch(/sweep/)
    expect(gh.labelsOn(7)).toEqual([SWEEP_LABEL])
  })
})

describe('a burst of /docs comments (short runs, no concurrency group)', () => {
  it('five /docs comments in a row each reach the job exactly once, and each gets its reaction from the sweep', async () => {
    const jobId = (await shortRun(labeled(7))).outputs['job-id'] ?? ''
    const triggers = [1, 2, 3, 4, 5].map(i => gh.addComment(7, `/docs step ${i}`, 'writer'))
    // Without a concurrency group GitHub starts every run at once: none is cancelled as a replaced pending run.
    const runs = await Promise.all(
      triggers.map((t, i) => shortRun(commented(7, t.body, t.id), 'issue_comment', 301 + i))
    )
    expect(runs.map(r => r.code)).toEqual([0, 0, 0, 0, 0])
    expect(calls('createJob')).toHaveLength(1)
    expect(calls('sendMessage')).toHaveLength(5)
    expect([...(sim.jobs.get(jobId)?.messages ?? [])].sort()).toEqual([1, 2, 3, 4, 5].map(i => `step ${i}`))
    expect(gh.commentsOn(7).filter(c => c.user.login === BOT)).toHaveLength(1)
    expect([...(parseMarker(status(7)?.body ?? '')?.sweep ?? [])].sort()).toEqual(
      [0, ...triggers.map(t => t.id)].sort()
    )
    sim.finishJob(jobId, 'completed')
    expect((await sweep()).code).toBe(0)
    for (const t of triggers) expect(reactionsOn({ commentId: t.id })).toEqual(['eyes', 'rocket'])
    expect(reactionsOn({ issue: 7 })).toEqual(['eyes', 'rocket'])
    expect(gh.labelsOn(7)).toStrictEqual([])
  })

  it('a waiting run that sees the job end answers the triggers the sweep was waiting for, and takes the label off', async () => {
    const jobId = (await shortRun(labeled(7))).outputs['job-id'] ?? ''
    sim.setJobPlan({ durationMs: 200 })
    const trigger = gh.addComment(7, '/docs and wait for it', 'writer')
    const waited = await runAction(simInputs(sim, { 'github-token': TOKEN }), {
      event: commented(7, trigger.body, trigger.id),
      env: env(400, 'issue_comment')
    })
    expect(waited.code).toBe(0)
    expect(waited.outputs['job-id']).toBe(jobId)
    expect(reactionsOn({ issue: 7 })).toEqual(['eyes', 'rocket'])
    expect(reactionsOn({ commentId: trigger.id })).toEqual(['eyes', 'rocket'])
    expect(parseMarker(status(7)?.body ?? '')?.sweep).toBeUndefined()
    expect(gh.labelsOn(7)).toStrictEqual([])
  })
})

describe('the sweep', () => {
  it('finishes the comment with the PR link, reacts, clears the label; a second sweep asks the service nothing', async () => {
    const started = await shortRun(labeled(7))
    const jobId = started.outputs['job-id'] ?? ''
    sim.finishJob(jobId, 'completed')
    const first = await sweep()
    expect(first.code).toBe(0)
    // The sweep action declares no skipped output (the agent's: a run its trigger did not start); the root's did.
    expect(first.outputs.skipped).toBeUndefined()
    expect(calls('getJob')).toHaveLength(1)
    const body = status(7)?.body ?? ''
    expect(body).toContain('**Docs pull request opened:**')
    expect(body).toContain(`(${sim.jobs.get(jobId)?.prLink})`)
    expect(parseMarker(body)?.sweep).toBeUndefined()
    expect(parseMarker(body)?.jobId).toBe(jobId)
    expect(gh.labelsOn(7)).toStrictEqual([])
    expect(reactionsOn({ issue: 7 })).toEqual(['eyes', 'rocket'])
    expect(first.summary).toContain('| #7 |')
    const before = sim.requests.length
    const second = await sweep()
    expect(second.code).toBe(0)
    expect(sim.requests).toHaveLength(before)
    expect(second.stdout).toMatch(/no issue or pull request is labelled/)
  })

  it('a short run given the job-id of a job that already ended reports its result at once, asking once', async () => {
    const jobId = (await shortRun(labeled(7))).outputs['job-id'] ?? ''
    sim.finishJob(jobId, 'completed')
    const prLink = String(sim.jobs.get(jobId)?.prLink)
    const before = calls('getJob').length
    const run = await runAction(
      simInputs(sim, { 'github-token': TOKEN, wait: 'false', 'sweep-interval': '10m', 'job-id': jobId }),
      { event: {}, env: env(101, 'workflow_dispatch') }
    )
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ 'job-id': jobId, status: 'completed', 'pr-link': prLink })
    expect(run.summary).toContain(prLink)
    expect(run.stdout).not.toMatch(/not wait|the sweep checks it/)
    expect(calls('getJob')).toHaveLength(before + 1)
  })

  it('a job still running keeps its comment, prompt quote included, and says when the sweep last checked it', async () => {
    await shortRun(labeled(7))
    const quote = (status(7)?.body ?? '').split('\n').filter(line => line.startsWith('> '))
    expect(quote.join('\n')).toContain('Document feature 7')
    const run = await sweep()
    expect(run.code).toBe(0)
    const body = status(7)?.body ?? ''
    expect(body).toMatch(
      /still working on it\*\* — job `[^`]+`, last checked \d{4}-\d\d-\d\d \d\d:\d\d UTC by the \[workflow run\]\(https:\/\/github\.com\/acme\/docs-site\/actions\/runs\/900\) \(the sweep checks it every 10m\)/
    )
    expect(body.split('\n').filter(line => line.startsWith('> '))).toEqual(quote)
    expect(gh.labelsOn(7)).toEqual([SWEEP_LABEL])
    expect(reactionsOn({ issue: 7 })).toEqual(['eyes'])
  })

  it('writes the same end state as a waiting run, word for word but for the run it links', async () => {
    sim.setJobPlan({ durationMs: 200 })
    const waited = await runAction(simInputs(sim, { 'github-token': TOKEN }), {
      event: labeled(7),
      env: env(100, 'issues')
    })
    expect(waited.code).toBe(0)
    sim.setJobPlan({ durationMs: 60_000 })
    const started = await shortRun(labeled(8), 'issues', 200)
    sim.finishJob(started.outputs['job-id'] ?? '', 'completed')
    expect((await sweep()).code).toBe(0)
    const plain = (n: number): string => {
      const job = [...sim.jobs.values()].find(j => status(n)?.body.includes(j.id))
      return (status(n)?.body ?? '')
        .replace(/^<!--.*-->\n/, '')
        .replaceAll(job?.id ?? '?', 'JOB')
        .replaceAll(job?.prLink ?? '?', 'PR')
        .replace(/actions\/runs\/\d+/g, 'actions/runs/N')
    }
    expect(plain(8)).toBe(plain(7))
    expect(reactionsOn({ issue: 8 })).toEqual(reactionsOn({ issue: 7 }))
  })

  it('sweeps 20 open jobs on two pages of labelled threads with one GET each', async () => {
    const numbers = Array.from({ length: 20 }, (_, i) => 101 + i)
    const jobs = await Promise.all(numbers.map(n => seedShortRun(sim, gh, n)))
    jobs.filter((_, i) => i % 2 === 0).forEach(id => sim.finishJob(id, 'completed'))
    const run = await sweep()
    expect(run.code).toBe(0)
    expect(gh.requests.filter(r => r.route === 'listIssues')).toHaveLength(2)
    expect(
      calls('getJob')
        .map(r => r.path.split('/').pop())
        .sort()
    ).toEqual([...jobs].sort())
    numbers.forEach((n, i) => {
      const body = status(n)?.body ?? ''
      if (i % 2 === 0) {
        expect(body).toContain('Docs pull request opened')
        expect(gh.labelsOn(n)).toStrictEqual([])
      } else {
        expect(body).toMatch(/still working on it\*\* — job `[^`]+`, last checked \d{4}-\d\d-\d\d \d\d:\d\d UTC/)
        expect(gh.labelsOn(n)).toEqual([SWEEP_LABEL])
      }
    })
    expect(run.stdout).toMatch(/10 ended \(comment finished\), 10 still working/)
  })

  it('closes out a job the service no longer has (404): said on the thread, label removed, forgotten', async () => {
    const started = await shortRun(labeled(7))
    sim.jobs.delete(started.outputs['job-id'] ?? '')
    const run = await sweep()
    expect(run.code).toBe(0)
    const body = status(7)?.body ?? ''
    expect(body).toContain("**The docs agent's job was not found**")
    expect(parseMarker(body)?.jobId).toBeUndefined()
    expect(gh.labelsOn(7)).toStrictEqual([])
    expect(reactionsOn({ issue: 7 })).toEqual(['confused', 'eyes'])
    const trigger = gh.addComment(7, '/docs try again', 'writer')
    expect((await shortRun(commented(7, trigger.body, trigger.id), 'issue_comment', 300)).code).toBe(0)
    expect(calls('createJob')).toHaveLength(2)
    expect(calls('sendMessage')).toHaveLength(0)
  })

  it('a label added by hand, or a marker in someone else’s comment, makes it poll nothing and take the label off', async () => {
    gh.addComment(7, '<!-- docs-agent-action:status job=planted run=1 sweep=0 -->\nnot ours', 'writer')
    gh.label(7, SWEEP_LABEL)
    gh.label(8, SWEEP_LABEL)
    const run = await sweep()
    expect(run.code).toBe(0)
    expect(sim.requests).toHaveLength(0)
    expect([gh.labelsOn(7), gh.labelsOn(8)]).toEqual([[], []])
    expect(
      gh.requests.filter(r => r.method === 'PATCH' || (r.method === 'POST' && r.route !== 'graphql'))
    ).toStrictEqual([])
  })

  it('stops at a project the service does not know, touching no thread', async () => {
    await shortRun(labeled(7))
    const before = status(7)?.body
    const run = await sweep({ 'project-id': 'ffffffffffffffffffffffff' })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::The sweep stopped: Get job failed: HTTP 404 "Project not found"/)
    expect(status(7)?.body).toBe(before)
    expect(gh.labelsOn(7)).toEqual([SWEEP_LABEL])
  })
})
