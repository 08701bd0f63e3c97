// The sweep in process (src/agent/sweep.ts) against the simulator and the fake GitHub over real HTTP, where a short
// run writes at the same moment: a follow-up sent while the sweep checked the job, a label put back after the sweep
// took it off; and which service errors stop the sweep and which only leave one thread for the next.
import { jest } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { useStepFiles } from '../../__fixtures__/step-files.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { SWEEP_CONCURRENCY, sweepStep, type SweepContext } from '../../src/agent/sweep.js'
import { SWEEP_LABEL } from '../../src/github/labels.js'
import { marker, parseMarker, type StatusMarker } from '../../src/github/marker.js'
import { IssueThread } from '../../src/github/thread.js'
import { createServiceClient } from '../../src/service/client.js'

const BOT = 'github-actions[bot]'
const pause = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

const files = useStepFiles('sweep')
let gh: FakeGitHub
let sim: Simulator
let out: string[]
beforeEach(async () => {
  out = []
  jest.spyOn(process.stdout, 'write').mockImplementation(chunk => (out.push(String(chunk)), true))
  gh = await startFakeGitHub()
  sim = await startSimulator({ job: { durationMs: 60_000 } })
})
afterEach(async () => {
  jest.restoreAllMocks()
  await Promise.all([gh.close(), sim.close()])
})

const client = () =>
  createServiceClient(
    { baseUrl: sim.url, apiKey: sim.apiKey, requestTimeoutMs: 2000, backoff: { baseMs: 5, capMs: 20 } },
    sim.projectId
  )
// As main.ts makes the sweep's client: a 429 is not waited out.
const sweepClient = () =>
  createServiceClient(
    {
      baseUrl: sim.url,
      apiKey: sim.apiKey,
      requestTimeoutMs: 2000,
      backoff: { baseMs: 5, capMs: 20 },
      retryRateLimited: false
    },
    sim.projectId
  )
/** Threads as a short run leaves them: the status comment names the job and the waiting trigger, and the label. */
async function shortRunOn(issues: number[], finish = true): Promise<Map<number, string>> {
  const jobs = new Map<number, string>()
  for (const issue of issues) {
    const job = await client().createJob(`prompt ${issue}`)
    if (finish) sim.finishJob(job.id, 'completed', `https://github.com/acme/docs/pull/${issue}`)
    const m: StatusMarker = { jobId: job.id, runs: [{ runId: 100 + issue, jobId: job.id }], sweep: [0] }
    gh.addComment(issue, `${marker(m)}\n⏳ working`, BOT)
    gh.label(issue, SWEEP_LABEL)
    jobs.set(issue, job.id)
  }
  return jobs
}
const octokit = () => getOctokit('ghs_fake_token', { baseUrl: gh.url })
const context = (issues: number[]): SweepContext => ({
  settings: { failOnJobFailure: true, sweepIntervalMs: 600_000, timeoutMs: 60_000 },
  event: { runId: 900, runUrl: 'https://github.com/acme/docs-site/actions/runs/900' },
  client: sweepClient(),
  signal: new AbortController().signal,
  deadline: Date.now() + 60_000,
  threads: async () =>
    issues.map(n => new IssueThread(octokit(), { owner: gh.owner, repo: gh.repo, issueNumber: n }, BOT))
})
const status = (n: number) => gh.commentsOn(n).find(c => c.user.login === BOT)
const lines = () => out.join('').split('\n')

describe('a short run writing while the sweep works', () => {
  it('a follow-up sent while the job was checked: the thread is left as the short run wrote it, label kept', async () => {
    const jobs = await shortRunOn([7])
    const jobId = jobs.get(7) ?? ''
    sim.inject('getJob', { kind: 'delay', ms: 300 })
    // The follow-up's working comment lands while the sweep's GET of the job is on its way.
    const follow = (async () => {
      while (!sim.requests.some(r => r.route === 'getJob')) await pause(5)
      const comment = status(7)
      const m: StatusMarker = {
        jobId,
        runs: [
          { runId: 107, jobId },
          { runId: 108, jobId }
        ],
        sweep: [0, 55]
      }
      if (comment) comment.body = `${marker(m)}\n⏳ working on your follow-up`
    })()
    const end = await sweepStep(context([7]))
    await follow
    expect(end.level).toBe('warning')
    expect(lines()).toContain(
      `#7: job ${jobId} is completed, but the thread changed while it was checked; left for the next sweep.`
    )
    expect(status(7)?.body).toContain('working on your follow-up')
    expect(gh.labelsOn(7)).toEqual([SWEEP_LABEL])
    expect(gh.reactions).toStrictEqual([])
  })

  it('a short run that labelled the thread again while the sweep took the label off gets it back', async () => {
    const jobs = await shortRunOn([7])
    const jobId = jobs.get(7) ?? ''
    gh.inject('removeLabel', { kind: 'delay', ms: 300 })
    // The short run's working comment lands while the label's removal is on its way.
    const shortRun = (async () => {
      while (!gh.requests.some(r => r.route === 'removeLabel')) await pause(5)
      const comment = status(7)
      const m: StatusMarker = { jobId, runs: [{ runId: 109, jobId }], sweep: [77] }
      if (comment) comment.body = `${marker(m)}\n⏳ working on your follow-up`
    })()
    const end = await sweepStep(context([7]))
    await shortRun
    expect(end.level).toBe('success')
    expect(gh.labelsOn(7)).toEqual([SWEEP_LABEL])
    expect(gh.requests.filter(r => r.route === 'addLabels')).toHaveLength(1)
  })

  it('with nothing written since, the label stays off; the log line, the summary and the marker say it ended', async () => {
    const jobId = (await shortRunOn([7])).get(7) ?? ''
    const end = await sweepStep(context([7]))
    expect(gh.labelsOn(7)).toStrictEqual([])
    expect(gh.requests.filter(r => r.route === 'addLabels')).toHaveLength(0)
    const m = parseMarker(status(7)?.body ?? '')
    expect(m?.sweep).toBeUndefined()
    // The sweep is no run of the job's: the marker keeps the short run's run only.
    expect(m?.runs).toStrictEqual([{ runId: 107, jobId }])
    const pr = 'https://github.com/acme/docs/pull/7'
    expect(lines()).toContain(
      `#7: job ${jobId} is completed (pull request ${pr}): status comment finished, label removed.`
    )
    expect(end.message).toBe('Sweep of 1 labelled thread: 1 ended (comment finished).')
    expect(files.summary()).toContain(`| #7 | \`${jobId}\` | \`completed\` | [\`${pr}\`](${pr}) | finished |`)
  })
})

describe('service errors in a sweep', () => {
  it('a 404 that names the project, not the job, stops the sweep instead of closing out every thread', async () => {
    const jobs = await shortRunOn([1, 2], false)
    sim.inject('getJob', { kind: 'status', status: 404, body: '{"error":"Project not found"}' }, 2)
    const end = await sweepStep(context([1, 2]))
    expect(end.level).toBe('failure')
    expect(lines().join('\n')).not.toContain('closed out')
    for (const [issue, jobId] of jobs) expect(parseMarker(status(issue)?.body ?? '')?.jobId).toBe(jobId)
  })

  it.each([401, 403, 429])('%s on a job stops the sweep: the threads after it are not checked', async code => {
    await shortRunOn([1, 2, 3, 4, 5, 6, 7, 8], false)
    sim.inject('getJob', { kind: 'status', status: code, body: '{"error":"no"}' })
    const end = await sweepStep(context([1, 2, 3, 4, 5, 6, 7, 8]))
    expect(end.level).toBe('failure')
    // The workers already under way finish their thread; none takes another.
    expect(sim.requests.filter(r => r.route === 'getJob').length).toBeLessThanOrEqual(SWEEP_CONCURRENCY)
  })

  it('a 400 on one job leaves that thread for the next sweep and checks the others', async () => {
    const jobs = await shortRunOn([1, 2, 3], false)
    sim.inject('getJob', { kind: 'status', status: 400, body: '{"error":"boom"}' })
    const end = await sweepStep(context([1, 2, 3]))
    expect(end.level).toBe('warning')
    expect(sim.requests.filter(r => r.route === 'getJob').length).toBeGreaterThanOrEqual(3)
    const said = lines().filter(line => /^#\d: /.test(line))
    expect(said).toHaveLength(3)
    expect(said.filter(line => line.includes('could not be checked'))).toHaveLength(1)
    expect(said.filter(line => /is still active\.$/.test(line))).toHaveLength(2)
    expect([...jobs.keys()].every(n => gh.labelsOn(n).includes(SWEEP_LABEL))).toBe(true)
  })

  it('at most SWEEP_CONCURRENCY threads are checked at once', async () => {
    await shortRunOn([1, 2, 3, 4, 5, 6, 7, 8], false)
    sim.inject('getJob', { kind: 'delay', ms: 400 }, 8)
    await sweepStep(context([1, 2, 3, 4, 5, 6, 7, 8]))
    const at = sim.requests.filter(r => r.route === 'getJob').map(r => r.at)
    expect(at).toHaveLength(8)
    // Each slow GET holds its worker: the first SWEEP_CONCURRENCY overlap, the next one waits for a worker to free.
    const first = at[0] ?? 0
    expect((at[SWEEP_CONCURRENCY - 1] ?? 0) - first).toBeLessThan(300)
    expect((at[SWEEP_CONCURRENCY] ?? 0) - first).toBeGreaterThanOrEqual(395)
  })
})

describe('what one thread can leave for the next sweep', () => {
  const said = () => lines().filter(line => /^#\d+: /.test(line))

  it('comments GitHub will not list: left, nothing asked of the service', async () => {
    await shortRunOn([7])
    gh.inject('listComments', { kind: 'status', status: 500 }, 10)
    const end = await sweepStep(context([7]))
    expect(end.level).toBe('warning')
    expect(said()).toEqual(['#7: GitHub could not list its comments; left for the next sweep.'])
    expect(sim.requests.filter(r => r.route === 'getJob')).toStrictEqual([])
  })

  it('a label with nothing to follow that GitHub will not take off: left', async () => {
    gh.label(7, SWEEP_LABEL)
    gh.inject('removeLabel', { kind: 'status', status: 403, body: { message: 'Forbidden' } }, 5)
    const end = await sweepStep(context([7]))
    expect(end.level).toBe('warning')
    expect(said()).toEqual(['#7: no job left to follow, but the label could not be removed.'])
  })

  it('a job still working whose comment GitHub will not edit: left, label kept', async () => {
    const jobs = await shortRunOn([7], false)
    gh.inject('updateComment', { kind: 'status', status: 403, body: { message: 'Forbidden' } }, 5)
    const end = await sweepStep(context([7]))
    expect(end.level).toBe('warning')
    expect(said()).toEqual([`#7: job ${jobs.get(7)} is active, but its status comment could not be edited.`])
    expect(gh.labelsOn(7)).toEqual([SWEEP_LABEL])
  })

  it('a job that ended without a pull request: finished, and the log line names none', async () => {
    const jobs = await shortRunOn([7], false)
    sim.finishJob(jobs.get(7) ?? '', 'completed', null)
    await sweepStep(context([7]))
    expect(said()).toEqual([`#7: job ${jobs.get(7)} is completed: status comment finished, label removed.`])
    expect(gh.reactions.map(r => r.content)).toEqual(['+1'])
  })

  it('a job the service no longer has: every waiting trigger gets 😕, and the thread forgets the job', async () => {
    const trigger = gh.addComment(7, '/docs more', 'octocat')
    const m: StatusMarker = { jobId: 'gone-job', runs: [{ runId: 1, jobId: 'gone-job' }], sweep: [0, trigger.id] }
    gh.addComment(7, `${marker(m)}\n⏳ working`, BOT)
    gh.label(7, SWEEP_LABEL)
    const end = await sweepStep(context([7]))
    expect(end.level).toBe('success')
    expect(said()).toEqual(['#7: job gone-job is not on the service (404): closed out, label removed.'])
    expect(gh.reactions.map(r => [r.content, r.target.kind]).sort()).toEqual([
      ['confused', 'comment'],
      ['confused', 'issue']
    ])
    expect(parseMarker(status(7)?.body ?? '')?.jobId).toBeUndefined()
    expect(gh.labelsOn(7)).toStrictEqual([])
  })

  it('a job the service no longer has, on a comment GitHub will not edit: left, label kept', async () => {
    const m: StatusMarker = { jobId: 'gone-job', runs: [{ runId: 1, jobId: 'gone-job' }], sweep: [0] }
    gh.addComment(7, `${marker(m)}\n⏳ working`, BOT)
    gh.label(7, SWEEP_LABEL)
    gh.inject('updateComment', { kind: 'status', status: 403, body: { message: 'Forbidden' } }, 5)
    const end = await sweepStep(context([7]))
    expect(end.level).toBe('warning')
    expect(said()).toEqual(['#7: job gone-job is not on the service, but the comment could not be edited.'])
    expect(gh.labelsOn(7)).toEqual([SWEEP_LABEL])
  })

  it('an api-url that redirects stops the sweep: the key is never sent on', async () => {
    await shortRunOn([1, 2, 3, 4, 5, 6, 7, 8], false)
    sim.inject('getJob', { kind: 'status', status: 302, headers: { location: 'https://elsewhere.example/' } })
    const end = await sweepStep(context([1, 2, 3, 4, 5, 6, 7, 8]))
    expect(end.level).toBe('failure')
    expect(end.message).toMatch(/^The sweep stopped: .*redirect/)
    expect(sim.requests.filter(r => r.route === 'getJob').length).toBeLessThanOrEqual(SWEEP_CONCURRENCY)
  })

  it('a cancel stops the sweep: no thread is taken after it', async () => {
    await shortRunOn([1, 2, 3, 4, 5, 6, 7, 8], false)
    const controller = new AbortController()
    sim.inject('getJob', { kind: 'delay', ms: 300 }, 8)
    const stopping = pause(100).then(() => controller.abort())
    // As main gives it: the client's requests end at the cancel too.
    const client = createServiceClient(
      { baseUrl: sim.url, apiKey: sim.apiKey, requestTimeoutMs: 2000, signal: controller.signal },
      sim.projectId
    )
    const end = await sweepStep({ ...context([1, 2, 3, 4, 5, 6, 7, 8]), signal: controller.signal, client })
    await stopping
    expect(end.level).toBe('failure')
    expect(end.message).toMatch(/^The sweep was cancelled\./)
    // The GETs under way were cut off, not answered: no thread was written.
    expect(lines().filter(line => /^#\d+: /.test(line))).toStrictEqual([])
    expect(sim.requests.filter(r => r.route === 'getJob').length).toBeLessThanOrEqual(SWEEP_CONCURRENCY)
  })
})

describe('what the sweep says, and when it asks nothing', () => {
  const said = () => lines().filter(line => /^#\d+: |^Sweep: /.test(line))

  it('nothing labelled: one line', async () => {
    const end = await sweepStep(context([]))
    expect(end.level).toBe('success')
    expect(said()).toEqual(['Sweep: no issue or pull request is labelled for the sweep; nothing to check.'])
  })

  it('names the labelled threads, and takes the label off a thread whose job nobody waits for, asking the service nothing', async () => {
    const m: StatusMarker = { jobId: 'J1', runs: [{ runId: 1, jobId: 'J1' }] }
    gh.addComment(7, `${marker(m)}\n✅ done`, BOT)
    gh.label(7, SWEEP_LABEL)
    gh.label(9, SWEEP_LABEL)
    const end = await sweepStep(context([7, 9]))
    expect(end.level).toBe('success')
    const [first, ...threads] = said()
    expect(first).toBe('Sweep: 2 labelled thread(s): #7, #9.')
    expect(end.message).toBe('Sweep of 2 labelled threads: 2 with nothing to follow.')
    // The threads are swept side by side: their lines come in either order.
    expect(threads.sort()).toEqual(['#7', '#9'].map(n => `${n}: no job left to follow here; label removed.`))
    expect(sim.requests).toStrictEqual([])
    expect([gh.labelsOn(7), gh.labelsOn(9)]).toEqual([[], []])
  })
})
