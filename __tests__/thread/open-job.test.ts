// What became of a job a thread sent work to, and whether it takes the next work as a follow-up
// (src/thread/open-job.ts): the pure decision, then the service (simulator) and GitHub (fake) over real HTTP:
// jobs active, finished with a pull request open, closed or unreadable, without one, gone; the thread's job as the
// follow-up of the report's gaps and of merged changes. Which gaps are in flight is report/gaps-in-flight.test.ts.
import { jobWorldOfEachTest } from '../../__fixtures__/job-world.js'
import { logLinesOfEachTest } from '../../__fixtures__/log-lines.js'
import { CancelledError } from '../../src/action/errors.js'
import { IssueThread } from '../../src/thread/issue-thread.js'
import { marker } from '../../src/thread/marker.js'
import {
  followUpJob,
  inFlight,
  isJobOpen,
  jobSources,
  jobState,
  type JobSources,
  type SentJobState
} from '../../src/thread/open-job.js'

describe('inFlight (pure)', () => {
  it.each<[SentJobState | undefined, boolean]>([
    [{ kind: 'active' }, true],
    [{ kind: 'final', pr: 'open' }, true],
    [{ kind: 'final', pr: 'unreadable' }, true],
    [{ kind: 'unknown' }, true],
    [undefined, true],
    [{ kind: 'final', pr: 'closed' }, false],
    [{ kind: 'final' }, false],
    [{ kind: 'gone' }, false]
  ])('%j → %s', (state, expected) => expect(inFlight(state)).toBe(expected))
})

describe('against the simulator and the fake GitHub', () => {
  const world = jobWorldOfEachTest()
  const log = logLinesOfEachTest()
  const cancelled = async (): Promise<never> => {
    throw new CancelledError()
  }
  const elsewhere = 'https://gitlab.com/acme/docs/-/merge_requests/4'

  /** Issue #9 with our status comment naming `jobId` as its job, read. */
  async function threadWithJob(jobId: string): Promise<IssueThread> {
    const { gh, octokit } = world
    gh.addComment(9, `${marker({ jobId, runs: [{ runId: 1, jobId }] })}\n⏳ working`, 'github-actions[bot]')
    const thread = new IssueThread(octokit, { owner: gh.owner, repo: gh.repo, issueNumber: 9 }, 'github-actions[bot]')
    await thread.existing()
    return thread
  }

  it('jobSources: the service until the run’s deadline, GitHub through the thread, none without one', async () => {
    const { sim, gh, client, octokit } = world
    const job = await client.createJob('gaps')
    sim.finishJob(job.id, 'completed', 'https://ghe.acme.io/acme/docs/pull/5')
    gh.setPull(5, 'open')
    const deadlines: (number | undefined)[] = []
    const service = {
      getJob: (id: string, deadline?: number) => (deadlines.push(deadline), client.getJob(id, deadline))
    }
    const deadline = Date.now() + 60_000
    const thread = new IssueThread(octokit, { owner: gh.owner, repo: gh.repo, issueNumber: 9 }, 'github-actions[bot]')
    const sources = jobSources(service, deadline, thread)
    expect(await sources.getJob(job.id)).toMatchObject({
      status: 'completed',
      prLink: 'https://ghe.acme.io/acme/docs/pull/5'
    })
    expect(deadlines).toEqual([deadline])
    expect(await sources.pullState?.('https://ghe.acme.io/acme/docs/pull/5', 'https://ghe.acme.io')).toBe('open')
    expect(await sources.pullState?.('https://ghe.acme.io/acme/docs/pull/5')).toBe('unreadable')
    expect(jobSources(service, deadline).pullState).toBeUndefined()
  })

  it('jobState: active; final with what GitHub says of its pull request, or without one; gone (404); unknown', async () => {
    const { sim, gh, client, octokit, from, pullNumber } = world
    const [active, open, closed, noPr, gitlab] = await Promise.all(
      [1, 2, 3, 4, 5].map(n => client.createJob(`state ${n}`))
    )
    for (const job of [open, closed]) sim.finishJob(job!.id, 'completed')
    sim.finishJob(noPr!.id, 'completed', null)
    sim.finishJob(gitlab!.id, 'failed', elsewhere)
    gh.setPull(pullNumber(open!.id), 'open')
    gh.setPull(pullNumber(closed!.id), 'closed', true)
    const state = async (id: string, sources = from(octokit)) => jobState(id, sources, {})
    expect(await state(active!.id)).toStrictEqual({ kind: 'active' })
    expect(await state(open!.id)).toStrictEqual({ kind: 'final', pr: 'open' })
    expect(await state(closed!.id)).toStrictEqual({ kind: 'final', pr: 'closed' })
    expect(await state(noPr!.id)).toStrictEqual({ kind: 'final' })
    expect(await state(gitlab!.id)).toStrictEqual({ kind: 'final', pr: 'unreadable' })
    // No GitHub to ask: its pull request cannot be read.
    expect(await state(open!.id, from(undefined))).toStrictEqual({ kind: 'final', pr: 'unreadable' })
    expect(await state('job_that_is_gone')).toStrictEqual({ kind: 'gone' })
    sim.inject('getJob', { kind: 'status', status: 500 }, 10)
    expect(await state(active!.id)).toStrictEqual({ kind: 'unknown' })
    expect(log.filter(line => line.startsWith('::debug::job '))).toEqual([
      expect.stringMatching(
        new RegExp(`^::debug::job ${active!.id}, sent work earlier, could not be read \\(.+\\): counted in flight$`)
      )
    ])
  })

  it('isJobOpen: an active job, or one whose pull request is open; not one closed, without one, gone or unreadable', async () => {
    const { sim, gh, client, octokit, from, pullNumber } = world
    const [active, open, closed, noPr] = await Promise.all([1, 2, 3, 4].map(n => client.createJob(`open ${n}`)))
    for (const job of [open, closed]) sim.finishJob(job!.id, 'completed')
    sim.finishJob(noPr!.id, 'completed', null)
    gh.setPull(pullNumber(open!.id), 'open')
    gh.setPull(pullNumber(closed!.id), 'closed', true)
    const openness = async (id: string) => isJobOpen(id, from(octokit))
    expect(await openness(active!.id)).toBe(true)
    expect(await openness(open!.id)).toBe(true)
    expect(await openness(closed!.id)).toBe(false)
    expect(await openness(noPr!.id)).toBe(false)
    expect(await openness('job_that_is_gone')).toBe(false)
    // A pull request it cannot read: a new job is safer than a follow-up into it.
    expect(await isJobOpen(open!.id, from(undefined))).toBe(false)
  })

  it('isJobOpen with unreadableIsOpen: a pull request it cannot read counts as open, and only that', async () => {
    const { sim, gh, client, octokit, from, pullNumber } = world
    const [gitlab, failing, closed, noPr] = await Promise.all([1, 2, 3, 4].map(n => client.createJob(`change ${n}`)))
    sim.finishJob(gitlab!.id, 'completed', elsewhere)
    sim.finishJob(failing!.id, 'completed')
    sim.finishJob(closed!.id, 'completed')
    sim.finishJob(noPr!.id, 'completed', null)
    gh.setPull(pullNumber(failing!.id), 'open')
    gh.setPull(pullNumber(closed!.id), 'closed', true)
    const unreadableIsOpen = { unreadableIsOpen: true }
    // On another host, without a token, or GitHub refusing to say (403): open.
    expect(await isJobOpen(gitlab!.id, from(octokit), unreadableIsOpen)).toBe(true)
    expect(await isJobOpen(failing!.id, from(undefined), unreadableIsOpen)).toBe(true)
    gh.inject('getPull', { kind: 'status', status: 403 })
    expect(await isJobOpen(failing!.id, from(octokit), unreadableIsOpen)).toBe(true)
    // Not by default, nor when said no.
    expect(await isJobOpen(gitlab!.id, from(octokit))).toBe(false)
    expect(await isJobOpen(gitlab!.id, from(octokit), { unreadableIsOpen: false })).toBe(false)
    // What can be read is what it is: closed, no pull request, gone, or a service that cannot tell.
    expect(await isJobOpen(closed!.id, from(octokit), unreadableIsOpen)).toBe(false)
    expect(await isJobOpen(noPr!.id, from(octokit), unreadableIsOpen)).toBe(false)
    expect(await isJobOpen('job_that_is_gone', from(octokit), unreadableIsOpen)).toBe(false)
    sim.inject('getJob', { kind: 'status', status: 500 }, 10)
    expect(await isJobOpen(gitlab!.id, from(octokit), unreadableIsOpen)).toBe(false)
  })

  it('isJobOpen reads a pull request on the server serverUrl names (GitHub Enterprise Server)', async () => {
    const { sim, gh, client, octokit, from } = world
    const job = await client.createJob('gaps')
    sim.finishJob(job.id, 'completed', 'https://ghe.acme.io/acme/docs/pull/7')
    gh.setPull(7, 'open')
    expect(await isJobOpen(job.id, from(octokit), { serverUrl: 'https://ghe.acme.io' })).toBe(true)
    expect(await isJobOpen(job.id, from(octokit))).toBe(false)
    expect(gh.requests.filter(r => r.route === 'getPull').map(r => r.path)).toEqual(['/repos/acme/docs/pulls/7'])
  })

  it('isJobOpen lets a cancel through', async () => {
    await expect(isJobOpen('j', { getJob: cancelled })).rejects.toBeInstanceOf(CancelledError)
  })

  it('followUpJob: the thread’s job while it is open; none without a job, or when it cannot be told (one warning)', async () => {
    const { sim, gh, client, octokit } = world
    const job = await client.createJob('gaps')
    const thread = { owner: gh.owner, repo: gh.repo, issueNumber: 9 }
    const issueThread = new IssueThread(octokit, thread, 'github-actions[bot]')
    const sources = jobSources(client, Date.now() + 60_000, issueThread)
    const asked: string[] = []
    const asking = { getJob: async (id: string) => (asked.push(id), client.getJob(id)) }
    expect(await followUpJob(undefined, asking)).toBeUndefined()
    expect(await followUpJob(issueThread, asking)).toBeUndefined() // no status comment: no job of the thread's
    expect(asked).toStrictEqual([]) // toEqual would pass over a job id of undefined
    gh.addComment(
      9,
      `${marker({ jobId: job.id, runs: [{ runId: 1, jobId: job.id }] })}\n⏳ working`,
      'github-actions[bot]'
    )
    await issueThread.existing()
    expect(await followUpJob(issueThread, sources)).toBe(job.id)
    sim.finishJob(job.id, 'completed', null)
    expect(await followUpJob(issueThread, sources)).toBeUndefined()
    // A cancel goes through: the run sends nothing more, so it warns of no new job either.
    await expect(followUpJob(issueThread, { getJob: cancelled })).rejects.toBeInstanceOf(CancelledError)
    expect(log.filter(l => l.startsWith('::warning::'))).toStrictEqual([])
  })

  it('followUpJob with unreadableIsOpen: the thread’s job whose pull request it cannot read takes the next work', async () => {
    const { sim, client, from } = world
    const job = await client.createJob('change 1')
    sim.finishJob(job.id, 'completed', elsewhere)
    const thread = await threadWithJob(job.id)
    expect(await followUpJob(thread, from(undefined), { unreadableIsOpen: true })).toBe(job.id)
    expect(await followUpJob(thread, from(undefined))).toBeUndefined()
  })

  it('followUpJob’s warning names the work that goes to a new job: merged changes, else gaps', async () => {
    const { sim, client } = world
    const job = await client.createJob('change 1')
    sim.finishJob(job.id, 'completed')
    const thread = await threadWithJob(job.id)
    const failing: JobSources = {
      getJob: id => client.getJob(id),
      pullState: async () => {
        throw new Error('the pull request could not be asked about')
      }
    }
    expect(await followUpJob(thread, failing, { work: 'merged changes', unreadableIsOpen: true })).toBeUndefined()
    expect(await followUpJob(thread, failing)).toBeUndefined()
    expect(log.filter(l => l.startsWith('::warning::'))).toEqual([
      '::warning::Could not read the state of the pull request on #9: the pull request could not be asked about. The merged changes go to a new job.',
      '::warning::Could not read the state of the pull request on #9: the pull request could not be asked about. The gaps go to a new job.'
    ])
  })
})
