// The two servers a job a thread sent work to lives between (src/thread/open-job.ts, src/report/gaps-in-flight.ts):
// the service simulator, whose jobs run a minute and, finished, link https://github.com/acme/docs/pull/<job number>,
// and the GitHub fake that answers for those pull requests; with the service client and a plain Octokit on them.
import { afterEach, beforeEach, jest } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { startFakeGitHub, type FakeGitHub } from './fake-github.js'
import { startSimulator, type Simulator } from '../sim/server.js'
import { createServiceClient, type ServiceClient } from '../src/service/client.js'
import { pullState } from '../src/github/pulls.js'
import type { Octokit } from '../src/github/octokit.js'
import type { JobSources } from '../src/thread/open-job.js'

export interface JobWorld {
  sim: Simulator
  gh: FakeGitHub
  client: ServiceClient
  octokit: Octokit
  /** The service, and GitHub through this token (none: no pull request can be read). */
  from(octokit: Octokit | undefined): JobSources
  /** The number of the pull request the simulator linked to finished job `id` (NaN without one). */
  pullNumber(id: string): number
}

/**
 * Starts both servers before each test of the calling file and closes them after it (mocks restored too). The object
 * returned is the running test's world: read its fields inside a test.
 */
export function jobWorldOfEachTest(): JobWorld {
  const world = {} as JobWorld
  beforeEach(async () => {
    const sim = await startSimulator({ job: { durationMs: 60_000 } })
    const gh = await startFakeGitHub({ owner: 'acme', repo: 'docs' })
    const client = createServiceClient(
      { baseUrl: sim.url, apiKey: sim.apiKey, requestTimeoutMs: 2000, backoff: { baseMs: 5, capMs: 20 } },
      sim.projectId
    )
    Object.assign(world, {
      sim,
      gh,
      client,
      octokit: getOctokit('ghs_fake_token', { baseUrl: gh.url }),
      from: (o: Octokit | undefined): JobSources => ({
        getJob: id => client.getJob(id),
        pullState: o && ((link, serverUrl) => pullState(o, link, serverUrl))
      }),
      pullNumber: (id: string) => Number(/\/pull\/(\d+)$/.exec(sim.jobs.get(id)?.prLink ?? '')?.[1])
    })
  })
  afterEach(async () => {
    jest.restoreAllMocks()
    await world.sim.close()
    await world.gh.close()
  })
  return world
}
