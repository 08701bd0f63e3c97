/**
 * The sweep step in process (src/sweep/sweep.ts) against the simulator and the fake GitHub over real HTTP: a fresh
 * world per test, threads as a short run leaves them, the sweep's context as main.ts builds it, and what it printed.
 */
import { afterEach, beforeEach, jest } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { startFakeGitHub, type FakeGitHub } from './fake-github.js'
import { useStepFiles } from './step-files.js'
import { startSimulator, type Simulator } from '../sim/server.js'
import type { SweepContext } from '../src/sweep/sweep.js'
import { SWEEP_LABEL } from '../src/thread/labels.js'
import { marker, type StatusMarker } from '../src/thread/marker.js'
import { IssueThread } from '../src/thread/issue-thread.js'
import { createServiceClient, type ServiceClient } from '../src/service/client.js'

export const BOT = 'github-actions[bot]'

export function useSweepStep() {
  const files = useStepFiles('sweep')
  const world = { gh: undefined as unknown as FakeGitHub, sim: undefined as unknown as Simulator, out: [] as string[] }
  beforeEach(async () => {
    world.out = []
    jest.spyOn(process.stdout, 'write').mockImplementation(chunk => (world.out.push(String(chunk)), true))
    world.gh = await startFakeGitHub()
    world.sim = await startSimulator({ job: { durationMs: 60_000 } })
  })
  afterEach(async () => {
    jest.restoreAllMocks()
    await Promise.all([world.gh.close(), world.sim.close()])
  })

  const client = () =>
    createServiceClient(
      {
        baseUrl: world.sim.url,
        apiKey: world.sim.apiKey,
        requestTimeoutMs: 2000,
        backoff: { baseMs: 5, capMs: 20 }
      },
      world.sim.projectId
    )
  // As main.ts makes the sweep's client: a 429 is not waited out.
  const sweepClient = () =>
    createServiceClient(
      {
        baseUrl: world.sim.url,
        apiKey: world.sim.apiKey,
        requestTimeoutMs: 2000,
        backoff: { baseMs: 5, capMs: 20 },
        retryRateLimited: false
      },
      world.sim.projectId
    )
  /**
   * The sweep's client, with `meanwhile` run while each GET of a job is under way: after the service answered it, before
   * the sweep has the answer. Another hand's write made there lands while the sweep checks the job, every time.
   */
  const sweepClientWith = (meanwhile: (jobId: string) => void): ServiceClient => {
    const client = sweepClient()
    return {
      ...client,
      getJob: async (jobId, deadline) => {
        const job = await client.getJob(jobId, deadline)
        meanwhile(jobId)
        return job
      }
    }
  }
  /** Threads as a short run leaves them: the status comment names the job and the waiting trigger, and the label. */
  async function shortRunOn(issues: number[], finish = true, after = ''): Promise<Map<number, string>> {
    const jobs = new Map<number, string>()
    for (const issue of issues) {
      const job = await client().createJob(`prompt ${issue}`)
      if (finish) world.sim.finishJob(job.id, 'completed', `https://github.com/acme/docs/pull/${issue}`)
      const m: StatusMarker = { jobId: job.id, runs: [{ runId: 100 + issue, jobId: job.id }], sweep: [0] }
      world.gh.addComment(issue, `${marker(m)}\n⏳ working${after}`, BOT)
      world.gh.label(issue, SWEEP_LABEL)
      jobs.set(issue, job.id)
    }
    return jobs
  }
  const octokit = () => getOctokit('ghs_fake_token', { baseUrl: world.gh.url })
  const context = (issues: number[]): SweepContext => ({
    settings: { failOnJobFailure: true, sweepIntervalMs: 600_000, timeoutMs: 60_000 },
    event: { runId: 900, runUrl: 'https://github.com/acme/docs-site/actions/runs/900' },
    client: sweepClient(),
    signal: new AbortController().signal,
    deadline: Date.now() + 60_000,
    threads: async () =>
      issues.map(n => new IssueThread(octokit(), { owner: world.gh.owner, repo: world.gh.repo, issueNumber: n }, BOT))
  })
  const status = (n: number) => world.gh.commentsOn(n).find(c => c.user.login === BOT)
  const lines = () => world.out.join('').split('\n')
  /** The sweep's one line per thread. */
  const said = () => lines().filter(line => /^#\d+: /.test(line))
  return { world, files, client, sweepClient, sweepClientWith, shortRunOn, context, status, lines, said }
}
