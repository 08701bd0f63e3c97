// The status comment's verbs (src/thread/status-thread.ts) against the fake GitHub over real HTTP: what each verb
// leaves in the thread's memory (the marker GitHub holds, read back here from GitHub's copy), the phase each write
// takes, what a tracking issue's `about` is computed from, and which writes are settled against other runs.
import { jest } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { restoreEnvAfterEach } from '../../__fixtures__/env.js'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { describeOutcome } from '../../src/job/outcome.js'
import { IssueThread, type StatusWrite } from '../../src/thread/issue-thread.js'
import { marker, parseMarker, type StatusMarker } from '../../src/thread/marker.js'
import { StatusThread, type StatusRun } from '../../src/thread/status-thread.js'
import type { AgentJob } from '../../src/service/client.js'

const BOT = 'github-actions[bot]'
const ISSUE = 7
const RUN = { runId: 42, runUrl: 'https://github.com/acme/docs-site/actions/runs/42' }
const DEADLINE = Date.parse('2100-01-01T00:00:00Z')

restoreEnvAfterEach('GITHUB_API_URL')

let gh: FakeGitHub
let issueThread: IssueThread
let phases: StatusWrite['phase'][]
beforeEach(async () => {
  jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
  gh = await startFakeGitHub()
  process.env.GITHUB_API_URL = gh.url // loopback GitHub: the settle is the short one (thread/our-comments.ts)
  const octokit = getOctokit('ghs_fake_token', { baseUrl: gh.url })
  issueThread = new IssueThread(octokit, { owner: gh.owner, repo: gh.repo, issueNumber: ISSUE }, BOT, 0)
  phases = []
  const show = issueThread.show.bind(issueThread)
  jest.spyOn(issueThread, 'show').mockImplementation(write => (phases.push(write.phase), show(write)))
})
afterEach(async () => {
  jest.restoreAllMocks()
  await gh.close()
})

/** The marker GitHub holds now, read from GitHub's own copy of the comment. */
const held = (): StatusMarker | undefined => parseMarker(gh.commentsOn(ISSUE)[0]?.body ?? '')
const bodyHeld = (): string => gh.commentsOn(ISSUE)[0]?.body ?? ''
/** A thread whose status comment already holds `m`, found as a run finds it. */
async function holding(m: StatusMarker): Promise<void> {
  gh.addComment(ISSUE, `${marker(m)}\nworking`, BOT)
  await issueThread.existing()
}
const status = (run: Partial<StatusRun> = {}) => new StatusThread(issueThread, { ...RUN, ...run })
const done: AgentJob = { id: 'J1', status: 'completed', prLink: 'https://github.com/acme/docs/pull/3' }
const outcome = describeOutcome({ mode: 'create', job: done, end: 'final', elapsedMs: 0 }, true, 60_000)

describe('StatusThread', () => {
  it('claim: a pending write, the prompt quoted; the thread is ours, so no job to follow', async () => {
    await expect(status().claim({ prompt: 'Add docs', followUp: false }, { deadline: DEADLINE })).resolves.toBe(
      undefined
    )
    expect(phases).toEqual(['claim'])
    expect(held()).toMatchObject({ pending: 42, runs: [] })
    expect(bodyHeld()).toContain('> Add docs')
  })

  it('working: the run recorded with its job and its gaps; a follow-up says so', async () => {
    await holding({ jobId: 'J0', runs: [{ runId: 7, jobId: 'J0' }] })
    await status({ gapKeys: ['g1'] }).working('J1', { prompt: 'More', followUp: true })
    expect(phases).toEqual(['working'])
    expect(held()).toEqual({
      jobId: 'J1',
      runs: [
        { runId: 42, jobId: 'J1' },
        { runId: 7, jobId: 'J0' }
      ],
      gaps: [{ jobId: 'J1', keys: ['g1'] }],
      quote: '> More'
    })
    expect(bodyHeld()).toContain('working on your follow-up')
  })

  it('working, handed to the sweep: the trigger waits in the marker and the write is read back once settled', async () => {
    await status().working('J1', { followUp: false }, 600_000)
    expect(held()?.sweep).toEqual([0])
    expect(bodyHeld()).toContain('the sweep checks it every 10m')
    const reads = gh.requests.filter(r => r.route === 'getComment')
    expect(reads).toHaveLength(1)
  })

  it('working on a shared thread: settled until the marker holds this run’s gaps with the job', async () => {
    await status({ gapKeys: ['g1', 'g2'], shared: true }).working('J1', { followUp: false })
    expect(held()?.gaps).toEqual([{ jobId: 'J1', keys: ['g1', 'g2'] }])
    expect(gh.requests.filter(r => r.route === 'getComment')).toHaveLength(1)
  })

  it('working on a thread nobody else writes: one write, never read back', async () => {
    await status({ gapKeys: ['g1'] }).working('J1', { followUp: false })
    expect(gh.requests.filter(r => r.route === 'getComment')).toStrictEqual([])
  })

  it('final: the last word, the run kept; by the sweep, no run of its own and the sweep’s wait over', async () => {
    await holding({ jobId: 'J1', runs: [{ runId: 7, jobId: 'J1' }], sweep: [0] })
    await status({ bySweep: true }).final(done, outcome)
    expect(phases).toEqual(['last'])
    expect(held()).toEqual({ jobId: 'J1', runs: [{ runId: 7, jobId: 'J1' }] })
    expect(bodyHeld()).toContain('https://github.com/acme/docs/pull/3')
    await status().final(done, outcome)
    expect(held()?.runs).toEqual([
      { runId: 42, jobId: 'J1' },
      { runId: 7, jobId: 'J1' }
    ])
  })

  it('failed: a request that may have reached the service is remembered, one that surely did not is not', async () => {
    await holding({ jobId: 'J0', runs: [{ runId: 7, jobId: 'J0' }] })
    await status().failed('boom', undefined, false)
    expect(phases).toEqual(['last'])
    expect(held()).toEqual({ jobId: 'J0', runs: [{ runId: 7, jobId: 'J0' }] })
    expect(bodyHeld()).toContain('boom')
    await status().failed('boom', 'J2', true)
    expect(held()?.runs[0]).toEqual({ runId: 42, jobId: 'J2' })
  })

  it('gone: the thread forgets its job and says why', async () => {
    await holding({ jobId: 'J1', runs: [{ runId: 7, jobId: 'J1' }], sweep: [0] })
    await status({ bySweep: true }).gone('J1')
    expect(held()?.jobId).toBeUndefined()
    expect(held()?.sweep).toBeUndefined()
    expect(bodyHeld()).toContain('was not found')
  })

  it('checked: still working at the time given, the quote kept, no run recorded', async () => {
    await holding({ jobId: 'J1', runs: [{ runId: 7, jobId: 'J1' }], sweep: [0] })
    await status({ bySweep: true }).checked('J1', '> kept', Date.UTC(2026, 10, 24, 10, 5), 3_600_000)
    expect(held()).toEqual({ jobId: 'J1', runs: [{ runId: 7, jobId: 'J1' }], sweep: [0], quote: '> kept' })
    expect(bodyHeld()).toContain('last checked 2026-11-24 10:05 UTC')
    expect(bodyHeld()).toContain('every 1h')
  })

  it('about: computed at each write from the job and the marker as GitHub holds it then', async () => {
    const seen: [string | undefined, StatusMarker | undefined][] = []
    const about = (jobId: string | undefined, previous?: StatusMarker) => (
      seen.push([jobId, previous]),
      `carries ${previous?.runs.length ?? 0}`
    )
    await holding({ jobId: 'J0', runs: [{ runId: 7, jobId: 'J0' }] })
    await status({ about }).working('J1', { prompt: 'never shown', followUp: false })
    expect(seen).toEqual([['J1', { jobId: 'J0', runs: [{ runId: 7, jobId: 'J0' }] }]])
    expect(held()?.about).toBe('carries 1')
    expect(bodyHeld()).not.toContain('never shown')
    await status({ about: 'fixed' }).final(done, outcome)
    expect(held()?.about).toBe('fixed')
  })
})
