// Which report gaps are still in flight on a thread: the pure decision, then the service (simulator) and GitHub (fake)
// over real HTTP: jobs active, finished with a PR open or closed, without a PR, gone, or on a host we cannot read. What
// became of one job, and whether it takes the next work, is github/thread/open-job.test.ts.
import { jest } from '@jest/globals'
import { jobWorldOfEachTest } from '../../__fixtures__/job-world.js'
import { findKeysInFlight, gapKeysInFlight, keysInFlight } from '../../src/report/gaps-in-flight.js'
import { jobSources, type SentJobState } from '../../src/thread/open-job.js'
import { CancelledError } from '../../src/action/errors.js'
import { marker } from '../../src/thread/marker.js'
import { IssueThread } from '../../src/thread/issue-thread.js'

describe('keysInFlight (pure)', () => {
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
  const world = jobWorldOfEachTest()

  it('keeps the keys of a job still active and of one whose PR is open; drops closed, merged, no-PR and gone jobs', async () => {
    const { sim, gh, client, octokit, from, pullNumber } = world
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
    const { sim, gh, client, octokit, from, pullNumber } = world
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
    const { sim, octokit, from } = world
    const lines: string[] = []
    jest.spyOn(process.stdout, 'write').mockImplementation(chunk => (lines.push(String(chunk)), true))
    sim.inject('getJob', { kind: 'status', status: 500 }, 10)
    expect(await findKeysInFlight([{ jobId: 'j', keys: ['k'] }], from(octokit))).toEqual(['k'])
    expect(lines.filter(l => l.startsWith('::debug::job '))).toEqual([
      expect.stringMatching(/^::debug::job j, sent work earlier, could not be read \(.+\): counted in flight\n$/)
    ])
  })

  it('says which pull request it cannot read with this token, and which one GitHub would not answer for', async () => {
    const { sim, client, octokit, from } = world
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
  })

  it('IssueThread.gapKeysInFlight reads the keys from our status comment’s marker, never from another’s', async () => {
    const { gh, client, octokit } = world
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
})
