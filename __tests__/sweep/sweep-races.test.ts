// The sweep in process (src/sweep/sweep.ts) against the simulator and the fake GitHub over real HTTP, where a short
// run writes at the same moment: a follow-up sent while the sweep checked the job, a label put back after the sweep
// took it off; and which service errors stop the sweep and which only leave one thread for the next.
import { BOT, useSweepStep } from '../../__fixtures__/sweep-step.js'
import { createServiceClient, type ServiceClient } from '../../src/service/client.js'
import { SWEEP_CONCURRENCY, sweepStep } from '../../src/sweep/sweep.js'
import { SWEEP_LABEL } from '../../src/thread/labels.js'
import { marker, parseMarker, type StatusMarker } from '../../src/thread/marker.js'

/** Waits for `done` to hold, looking every few ms: an order of events, not a deadline (Jest's timeout ends a wait
 * that never ends, and the timer keeps no process alive after it). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise(resolve => setTimeout(resolve, 2).unref())
}

const w = useSweepStep()
const { files, shortRunOn, context, status, lines } = w

describe('a short run writing while the sweep works', () => {
  it('a follow-up sent while the job was checked: the thread is left as the short run wrote it, label kept', async () => {
    const jobs = await shortRunOn([7])
    const jobId = jobs.get(7) ?? ''
    // The follow-up's working comment lands while the sweep's GET of the job is on its way.
    let followed = 0
    const client = w.sweepClientWith(() => {
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
      followed++
    })
    const end = await sweepStep({ ...context([7]), client })
    expect(followed).toBe(1)
    expect(end.level).toBe('warning')
    expect(lines()).toContain(
      `#7: job ${jobId} is completed, but the thread changed while it was checked; left for the next sweep.`
    )
    expect(status(7)?.body).toContain('working on your follow-up')
    expect(w.world.gh.labelsOn(7)).toEqual([SWEEP_LABEL])
    expect(w.world.gh.reactions).toStrictEqual([])
  })

  it('a short run that labelled the thread again while the sweep took the label off gets it back', async () => {
    const jobs = await shortRunOn([7])
    const jobId = jobs.get(7) ?? ''
    // The short run's working comment lands while the label's removal is on its way: just before GitHub applies it.
    let wrote = 0
    w.world.gh.inject('removeLabel', {
      kind: 'before',
      run: () => {
        const comment = status(7)
        const m: StatusMarker = { jobId, runs: [{ runId: 109, jobId }], sweep: [77] }
        if (comment) comment.body = `${marker(m)}\n⏳ working on your follow-up`
        wrote++
      }
    })
    const end = await sweepStep(context([7]))
    expect(wrote).toBe(1)
    expect(end.level).toBe('success')
    expect(w.world.gh.labelsOn(7)).toEqual([SWEEP_LABEL])
    expect(w.world.gh.requests.filter(r => r.route === 'addLabels')).toHaveLength(1)
  })

  it('with nothing written since, the label stays off; the log line, the summary and the marker say it ended', async () => {
    const jobId = (await shortRunOn([7])).get(7) ?? ''
    const end = await sweepStep(context([7]))
    expect(w.world.gh.labelsOn(7)).toStrictEqual([])
    expect(w.world.gh.requests.filter(r => r.route === 'addLabels')).toHaveLength(0)
    const m = parseMarker(status(7)?.body ?? '')
    expect(m?.sweep).toBeUndefined()
    // The sweep is no run of the job's: the marker keeps the short run's run only.
    expect(m?.runs).toStrictEqual([{ runId: 107, jobId }])
    const pr = 'https://github.com/acme/docs/pull/7'
    expect(lines()).toContain(
      `#7: job ${jobId} is completed (pull request ${pr}): status comment finished, label removed.`
    )
    expect(end.message).toBe('Sweep of 1 labelled thread: 1 ended (comment finished).')
    expect(files.summary()).toBe(
      [
        '## 🧹 Docs agent sweep',
        '',
        'Sweep of 1 labelled thread: 1 ended \\(comment finished\\).',
        '',
        '| Thread | Job | Status | Pull request | Sweep |',
        '|---|---|---|---|---|',
        `| #7 | \`${jobId}\` | \`completed\` | [\`${pr}\`](${pr}) | finished |`,
        '',
        // The summary file ends each write with a newline of its own.
        ''
      ].join('\n')
    )
  })
})

describe('service errors in a sweep', () => {
  it('a 404 that names the project, not the job, stops the sweep instead of closing out every thread', async () => {
    const jobs = await shortRunOn([1, 2], false)
    w.world.sim.inject('getJob', { kind: 'status', status: 404, body: '{"error":"Project not found"}' }, 2)
    const end = await sweepStep(context([1, 2]))
    expect(end.level).toBe('failure')
    expect(lines().join('\n')).not.toContain('closed out')
    for (const [issue, jobId] of jobs) expect(parseMarker(status(issue)?.body ?? '')?.jobId).toBe(jobId)
  })

  it.each([401, 403, 429])('%s on a job stops the sweep: the threads after it are not checked', async code => {
    await shortRunOn([1, 2, 3, 4, 5, 6, 7, 8], false)
    w.world.sim.inject('getJob', { kind: 'status', status: code, body: '{"error":"no"}' })
    const end = await sweepStep(context([1, 2, 3, 4, 5, 6, 7, 8]))
    expect(end.level).toBe('failure')
    // The workers already under way finish their thread; none takes another.
    expect(w.world.sim.requests.filter(r => r.route === 'getJob').length).toBeLessThanOrEqual(SWEEP_CONCURRENCY)
  })

  it('a 400 on one job leaves that thread for the next sweep and checks the others', async () => {
    const jobs = await shortRunOn([1, 2, 3], false)
    w.world.sim.inject('getJob', { kind: 'status', status: 400, body: '{"error":"boom"}' })
    const end = await sweepStep(context([1, 2, 3]))
    expect(end.level).toBe('warning')
    expect(w.world.sim.requests.filter(r => r.route === 'getJob').length).toBeGreaterThanOrEqual(3)
    const said = lines().filter(line => /^#\d: /.test(line))
    expect(said).toHaveLength(3)
    expect(said.filter(line => line.includes('could not be checked'))).toHaveLength(1)
    expect(said.filter(line => /is still active\.$/.test(line))).toHaveLength(2)
    expect([...jobs.keys()].every(n => w.world.gh.labelsOn(n).includes(SWEEP_LABEL))).toBe(true)
  })

  it('at most SWEEP_CONCURRENCY threads are checked at once', async () => {
    const issues = [1, 2, 3, 4, 5, 6, 7, 8]
    await shortRunOn(issues, false)
    // Each GET of a job waits for the test to let it go, one at a time, and only once every worker that can be asking
    // is: a worker held there holds its thread, so the number asking at once is the number of workers.
    const sweepClient = w.sweepClient()
    const held: (() => void)[] = []
    let asking = 0
    let most = 0
    const client: ServiceClient = {
      ...sweepClient,
      getJob: async (jobId, deadline) => {
        most = Math.max(most, ++asking)
        await new Promise<void>(resolve => held.push(resolve))
        try {
          return await sweepClient.getJob(jobId, deadline)
        } finally {
          asking--
        }
      }
    }
    const sweeping = sweepStep({ ...context(issues), client })
    for (let released = 0; released < issues.length; released++) {
      await until(() => held.length >= Math.min(SWEEP_CONCURRENCY, issues.length - released))
      held.shift()?.()
    }
    await sweeping
    // The first SWEEP_CONCURRENCY asked side by side; each next one only once a worker was free.
    expect(most).toBe(SWEEP_CONCURRENCY)
    expect(w.world.sim.requests.filter(r => r.route === 'getJob')).toHaveLength(8)
  })
})

describe('what one thread can leave for the next sweep', () => {
  const said = () => lines().filter(line => /^#\d+: /.test(line))

  it('comments GitHub will not list: left, nothing asked of the service', async () => {
    await shortRunOn([7])
    w.world.gh.inject('listComments', { kind: 'status', status: 500 }, 10)
    const end = await sweepStep(context([7]))
    expect(end.level).toBe('warning')
    expect(said()).toEqual(['#7: GitHub could not list its comments; left for the next sweep.'])
    expect(w.world.sim.requests.filter(r => r.route === 'getJob')).toStrictEqual([])
  })

  it('a label with nothing to follow that GitHub will not take off: left', async () => {
    w.world.gh.label(7, SWEEP_LABEL)
    w.world.gh.inject('removeLabel', { kind: 'status', status: 403, body: { message: 'Forbidden' } }, 5)
    const end = await sweepStep(context([7]))
    expect(end.level).toBe('warning')
    expect(said()).toEqual(['#7: no job left to follow, but the label could not be removed.'])
  })

  it('a job still working whose comment GitHub will not edit: left, label kept', async () => {
    const jobs = await shortRunOn([7], false)
    w.world.gh.inject('updateComment', { kind: 'status', status: 403, body: { message: 'Forbidden' } }, 5)
    const end = await sweepStep(context([7]))
    expect(end.level).toBe('warning')
    expect(said()).toEqual([`#7: job ${jobs.get(7)} is active, but its status comment could not be edited.`])
    expect(w.world.gh.labelsOn(7)).toEqual([SWEEP_LABEL])
  })

  it('a job that ended without a pull request: finished, and the log line names none', async () => {
    const jobs = await shortRunOn([7], false)
    w.world.sim.finishJob(jobs.get(7) ?? '', 'completed', null)
    await sweepStep(context([7]))
    expect(said()).toEqual([`#7: job ${jobs.get(7)} is completed: status comment finished, label removed.`])
    expect(w.world.gh.reactions.map(r => r.content)).toEqual(['+1'])
  })

  it('a job the service no longer has: every waiting trigger gets 😕, and the thread forgets the job', async () => {
    const trigger = w.world.gh.addComment(7, '/docs more', 'octocat')
    const m: StatusMarker = { jobId: 'gone-job', runs: [{ runId: 1, jobId: 'gone-job' }], sweep: [0, trigger.id] }
    w.world.gh.addComment(7, `${marker(m)}\n⏳ working`, BOT)
    w.world.gh.label(7, SWEEP_LABEL)
    const end = await sweepStep(context([7]))
    expect(end.level).toBe('success')
    expect(said()).toEqual(['#7: job gone-job is not on the service (404): closed out, label removed.'])
    expect(w.world.gh.reactions.map(r => [r.content, r.target.kind]).sort()).toEqual([
      ['confused', 'comment'],
      ['confused', 'issue']
    ])
    expect(parseMarker(status(7)?.body ?? '')?.jobId).toBeUndefined()
    expect(w.world.gh.labelsOn(7)).toStrictEqual([])
  })

  it('a job the service no longer has, on a comment GitHub will not edit: left, label kept', async () => {
    const m: StatusMarker = { jobId: 'gone-job', runs: [{ runId: 1, jobId: 'gone-job' }], sweep: [0] }
    w.world.gh.addComment(7, `${marker(m)}\n⏳ working`, BOT)
    w.world.gh.label(7, SWEEP_LABEL)
    w.world.gh.inject('updateComment', { kind: 'status', status: 403, body: { message: 'Forbidden' } }, 5)
    const end = await sweepStep(context([7]))
    expect(end.level).toBe('warning')
    expect(said()).toEqual(['#7: job gone-job is not on the service, but the comment could not be edited.'])
    expect(w.world.gh.labelsOn(7)).toEqual([SWEEP_LABEL])
  })

  it('an api-url that redirects stops the sweep: the key is never sent on', async () => {
    await shortRunOn([1, 2, 3, 4, 5, 6, 7, 8], false)
    w.world.sim.inject('getJob', { kind: 'status', status: 302, headers: { location: 'https://elsewhere.example/' } })
    const end = await sweepStep(context([1, 2, 3, 4, 5, 6, 7, 8]))
    expect(end.level).toBe('failure')
    expect(end.message).toMatch(/^The sweep stopped: .*redirect/)
    expect(w.world.sim.requests.filter(r => r.route === 'getJob').length).toBeLessThanOrEqual(SWEEP_CONCURRENCY)
  })

  it('a cancel stops the sweep: no thread is taken after it', async () => {
    await shortRunOn([1, 2, 3, 4, 5, 6, 7, 8], false)
    const controller = new AbortController()
    // Never answered: only the cancel ends them, once every worker's GET has reached the service.
    w.world.sim.inject('getJob', { kind: 'delay', ms: Infinity }, 8)
    const getJobs = () => w.world.sim.requests.filter(r => r.route === 'getJob').length
    const stopping = until(() => getJobs() >= SWEEP_CONCURRENCY).then(() => controller.abort())
    // As main gives it: the client's requests end at the cancel too (and at nothing else: no timeout comes first).
    const client = createServiceClient(
      {
        baseUrl: w.world.sim.url,
        apiKey: w.world.sim.apiKey,
        requestTimeoutMs: 10 * 60_000,
        signal: controller.signal
      },
      w.world.sim.projectId
    )
    const end = await sweepStep({ ...context([1, 2, 3, 4, 5, 6, 7, 8]), signal: controller.signal, client })
    await stopping
    expect(end.level).toBe('failure')
    expect(end.message).toMatch(/^The sweep was cancelled\./)
    // The GETs under way were cut off, not answered: no thread was written.
    expect(lines().filter(line => /^#\d+: /.test(line))).toStrictEqual([])
    expect(getJobs()).toBe(SWEEP_CONCURRENCY)
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
    w.world.gh.addComment(7, `${marker(m)}\n✅ done`, BOT)
    w.world.gh.label(7, SWEEP_LABEL)
    w.world.gh.label(9, SWEEP_LABEL)
    const end = await sweepStep(context([7, 9]))
    expect(end.level).toBe('success')
    const [first, ...threads] = said()
    expect(first).toBe('Sweep: 2 labelled thread(s): #7, #9.')
    expect(end.message).toBe('Sweep of 2 labelled threads: 2 with nothing to follow.')
    // The threads are swept side by side: their lines come in either order.
    expect(threads.sort()).toEqual(['#7', '#9'].map(n => `${n}: no job left to follow here; label removed.`))
    expect(w.world.sim.requests).toStrictEqual([])
    expect([w.world.gh.labelsOn(7), w.world.gh.labelsOn(9)]).toEqual([[], []])
  })
})
