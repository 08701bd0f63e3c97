// Which report gaps are still in flight on a thread: the pure decision, then the service (simulator) and GitHub (fake)
// over real HTTP: jobs active, finished with a PR open or closed, without a PR, gone, or on a host we cannot read.
import { jest } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { createServiceClient, type ServiceClient } from '../../src/service/client.js'
import { findKeysInFlight, gapKeysInFlight, keysInFlight } from '../../src/report/gaps-in-flight.js'
import {
  followUpJob,
  inFlight,
  isJobOpen,
  jobSources,
  type JobSources,
  type SentJobState
} from '../../src/github/thread/open-job.js'
import { pullState } from '../../src/github/pulls.js'
import { CancelledError } from '../../src/action/errors.js'
import { marker } from '../../src/github/thread/marker.js'
import { IssueThread } from '../../src/github/thread/issue-thread.js'

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

  it('keysInFlight: the keys of jobs in flight, newest job first, each once', () => {
    const sent = [
      { jobId: 'c', keys: ['k5', 'k1'] },
      { jobId: 'b', keys: ['k3'] },
      { jobId: 'a', keys: ['k1', 'k2'] }
    ]
    const states = new Map<string, SentJobState>([
      ['c', { kind: 'active' }],
      ['b', { kind: 'final', pr: 'closed' }],
      ['a', { kind: 'final', pr: 'open' }]
    ])
    expect(keysInFlight(sent, states)).toEqual(['k5', 'k1', 'k2'])
    expect(keysInFlight([], states)).toStrictEqual([])
  })
})

describe('findKeysInFlight against the simulator and the fake GitHub', () => {
  let sim: Simulator
  let gh: FakeGitHub
  let client: ServiceClient
  let octokit: ReturnType<typeof getOctokit>
  const getJob = (id: string) => client.getJob(id)
  /** The service, and GitHub through this token (none: no pull request can be read). */
  const from = (o: typeof octokit | undefined): JobSources => ({
    getJob,
    pullState: o && ((link, serverUrl) => pullState(o, link, serverUrl))
  })

  beforeEach(async () => {
    sim = await startSimulator({ job: { durationMs: 60_000 } })
    // The simulator's pull requests are https://github.com/acme/docs/pull/<job number>.
    gh = await startFakeGitHub({ owner: 'acme', repo: 'docs' })
    client = createServiceClient(
      { baseUrl: sim.url, apiKey: sim.apiKey, requestTimeoutMs: 2000, backoff: { baseMs: 5, capMs: 20 } },
      sim.projectId
    )
    octokit = getOctokit('ghs_fake_token', { baseUrl: gh.url })
  })
  afterEach(async () => {
    jest.restoreAllMocks()
    await sim.close()
    await gh.close()
  })

  const pullNumber = (id: string) => Number(/\/pull\/(\d+)$/.exec(sim.jobs.get(id)?.prLink ?? '')?.[1])

  it('keeps the keys of a job still active and of one whose PR is open; drops closed, merged, no-PR and gone jobs', async () => {
    const [active, open, closed, merged, noPr] = await Promise.all(
      [1, 2, 3, 4, 5].map(n => client.createJob(`gaps ${n}`))
    )
    for (const job of [open, closed, merged]) sim.finishJob(job!.id, 'completed')
    sim.finishJob(noPr!.id, 'completed', null)
    gh.setPull(pullNumber(open!.id), 'open')
    gh.setPull(pullNumber(closed!.id), 'closed')
    gh.setPull(pullNumber(merged!.id), 'closed', true)
    const sent = [
      { jobId: active!.id, keys: ['a1', 'a2'] },
      { jobId: open!.id, keys: ['o1'] },
      { jobId: closed!.id, keys: ['c1'] },
      { jobId: merged!.id, keys: ['m1'] },
      { jobId: noPr!.id, keys: ['n1'] },
      { jobId: 'job_that_is_gone', keys: ['g1'] }
    ]
    expect(await findKeysInFlight(sent, from(octokit))).toEqual(['a1', 'a2', 'o1'])
    const pulls = gh.requests.filter(r => r.route === 'getPull').map(r => r.path)
    expect(pulls).toHaveLength(3)
    expect(pulls).toContain(`/repos/acme/docs/pulls/${pullNumber(open!.id)}`)

    gh.setPull(pullNumber(open!.id), 'closed', true)
    expect(await findKeysInFlight(sent, from(octokit))).toEqual(['a1', 'a2'])
  })

  it('a PR it cannot read counts as open, with a debug line: another host, no access, a failing GitHub, no token', async () => {
    const lines: string[] = []
    jest.spyOn(process.stdout, 'write').mockImplementation(chunk => (lines.push(String(chunk)), true))
    const [gitlab, failing, missing] = await Promise.all([1, 2, 3].map(n => client.createJob(`gaps ${n}`)))
    sim.finishJob(gitlab!.id, 'completed', 'https://gitlab.com/acme/docs/-/merge_requests/4')
    sim.finishJob(failing!.id, 'completed')
    sim.finishJob(missing!.id, 'completed') // never seeded in the fake: pulls.get answers 404
    gh.setPull(pullNumber(failing!.id), 'closed')
    gh.inject('getPull', { kind: 'status', status: 403 }) // the first pulls.get: failing's
    const sent = [gitlab!, failing!, missing!].map((job, i) => ({ jobId: job.id, keys: [`k${i}`] }))
    expect(await findKeysInFlight(sent, from(octokit))).toEqual(['k0', 'k1', 'k2'])
    expect(gh.requests.filter(r => r.route === 'getPull').map(r => r.status)).toEqual([403, 404])
    expect(lines.filter(l => l.startsWith('::debug::') && l.includes('count as in flight'))).toHaveLength(3)
    // Without a token nothing can be read; once GitHub answers, the closed PR's gaps are no longer in flight.
    lines.length = 0
    expect(await findKeysInFlight(sent.slice(1, 2), from(undefined))).toEqual(['k1'])
    expect(lines).toEqual([
      `::debug::pull request ${sim.jobs.get(failing!.id)?.prLink} cannot be read with this token: its gaps count as in flight\n`
    ])
    expect(await findKeysInFlight(sent.slice(1, 2), from(octokit))).toStrictEqual([])
  })
  it('a job the service cannot tell about (a 500) counts as in flight, and the debug log says which and why', async () => {
    const lines: string[] = []
    jest.spyOn(process.stdout, 'write').mockImplementation(chunk => (lines.push(String(chunk)), true))
    sim.inject('getJob', { kind: 'status', status: 500 }, 10)
    expect(await findKeysInFlight([{ jobId: 'j', keys: ['k'] }], from(octokit))).toEqual(['k'])
    expect(lines.filter(l => l.startsWith('::debug::job '))).toEqual([
      expect.stringMatching(/^::debug::job j, sent work earlier, could not be read \(.+\): counted in flight\n$/)
    ])
  })

  it('says which pull request it cannot read with this token, and which one GitHub would not answer for', async () => {
    const lines: string[] = []
    jest.spyOn(process.stdout, 'write').mockImplementation(chunk => (lines.push(String(chunk)), true))
    const [gitlab, missing] = await Promise.all([1, 2].map(n => client.createJob(`gaps ${n}`)))
    const elsewhere = 'https://gitlab.com/acme/docs/-/merge_requests/4'
    sim.finishJob(gitlab!.id, 'completed', elsewhere)
    sim.finishJob(missing!.id, 'completed')
    const sent = [gitlab!, missing!].map((job, i) => ({ jobId: job.id, keys: [`k${i}`] }))
    expect(await findKeysInFlight(sent, from(octokit))).toEqual(['k0', 'k1'])
    const link = sim.jobs.get(missing!.id)?.prLink
    expect(lines.filter(l => l.startsWith('::debug::pull request'))).toEqual([
      `::debug::pull request ${elsewhere} cannot be read with this token: its gaps count as in flight\n`,
      expect.stringMatching(
        new RegExp(`^::debug::pull request ${link} could not be read \\(.+\\): its gaps count as in flight\n$`)
      )
    ])
  })

  it('lets a cancel through instead of counting the job in flight', async () => {
    const cancelled = async (): Promise<never> => {
      throw new CancelledError()
    }
    await expect(findKeysInFlight([{ jobId: 'j', keys: ['k'] }], { getJob: cancelled })).rejects.toBeInstanceOf(
      CancelledError
    )
    await expect(isJobOpen('j', { getJob: cancelled })).rejects.toBeInstanceOf(CancelledError)
  })

  it('isJobOpen: an active job, or one whose pull request is open; not one closed, without one, gone or unreadable', async () => {
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

  it('IssueThread.gapKeysInFlight reads the keys from our status comment’s marker, never from another’s', async () => {
    const job = await client.createJob('gaps')
    const thread = { owner: gh.owner, repo: gh.repo, issueNumber: 9 }
    const sentMarker = marker({
      jobId: job.id,
      runs: [{ runId: 1, jobId: job.id }],
      gaps: [{ jobId: job.id, keys: ['s1'] }]
    })
    gh.addComment(9, `${sentMarker}\nforged`, 'alice')
    const issueThread = new IssueThread(octokit, thread, 'github-actions[bot]')
    const sources = (t: IssueThread) => jobSources(client, Date.now() + 60_000, t)
    expect(await gapKeysInFlight(issueThread, sources(issueThread))).toStrictEqual([])
    gh.addComment(9, `${sentMarker}\n⏳ working`, 'github-actions[bot]')
    const ours = new IssueThread(octokit, thread, 'github-actions[bot]')
    expect(await gapKeysInFlight(ours, sources(ours))).toEqual(['s1'])
  })

  it('followUpJob: the thread’s job while it is open; none without a job, or when it cannot be told (one warning)', async () => {
    const lines: string[] = []
    jest.spyOn(process.stdout, 'write').mockImplementation(chunk => (lines.push(String(chunk)), true))
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
    const cancelled = async (): Promise<never> => {
      throw new CancelledError()
    }
    expect(await followUpJob(issueThread, { getJob: cancelled })).toBeUndefined()
    expect(lines.filter(l => l.startsWith('::warning::'))).toEqual([
      expect.stringContaining('Could not read the state of the pull request on #9')
    ])
  })
})
