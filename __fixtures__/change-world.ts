// The world of docs that follow code, shared by its end-to-end tests, its attacks and its bench: the simulator and the
// GitHub fake, code and docs in one repository (acme/docs), so the fake also answers for the docs pull requests the
// simulator's jobs open (https://github.com/acme/docs/pull/<job number>). Issue #500 exists, so the tracking issue the
// action opens (#501) is no number a test's pull request takes.
import { startSimulator, type SimOptions } from '../sim/server.js'
import { TRACKING_LABEL } from '../src/agent/change/tracking.js'
import { runAction, type ActionRun, type RunOptions } from '../script/local-runner.js'
import { mergedPullEvent, pullSeedOf, type MergedPullOptions } from './change-events.js'
import { startFakeGitHub, type FakeGitHubOptions } from './fake-github.js'
import type { FakeFileSeed } from './fake-github-pulls.js'
import type { World } from './world.js'

export const CHANGE_TOKEN = 'ghs_fake_token'
export const ACTIONS_LOGIN = 'github-actions[bot]'

/** A source file's change with a small diff: what a merged pull request changes unless a test says otherwise. */
export const SOURCE_FILE: FakeFileSeed = {
  filename: 'src/cli.ts',
  status: 'modified',
  additions: 2,
  deletions: 0,
  patch: '@@ -1,2 +1,4 @@\n+export const DRY_RUN = "--dry-run"\n+// prints what would change without writing\n'
}

export async function startChangeWorld(sim: SimOptions = {}, github: FakeGitHubOptions = {}): Promise<World> {
  const issues = { 500: { title: 'An older issue', body: '' }, ...github.issues }
  return {
    sim: await startSimulator(sim),
    gh: await startFakeGitHub({ owner: 'acme', repo: 'docs', ...github, issues })
  }
}

export type Merged = MergedPullOptions & { files?: FakeFileSeed[] }

/** A merged pull request the fake knows (files and all; #101 "Add --dry-run" unless said) and GitHub's event for it. */
export function mergeIn(world: World, options: Merged = {}) {
  const { files = [SOURCE_FILE], ...rest } = options
  const event = mergedPullEvent({ owner: 'acme', repo: 'docs', number: 101, title: 'Add --dry-run', ...rest })
  world.gh.addPull({ ...pullSeedOf(event), files })
  return event
}

/**
 * Runs the agent's bundle on `event` as the runner would, against the world (inputs and environment added); `watchdogMs`
 * for a run that waits out GitHub's retry schedule.
 */
export function runChange(
  world: World,
  event: unknown,
  eventName = 'pull_request',
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
  options: Pick<RunOptions, 'watchdogMs'> = {}
): Promise<ActionRun> {
  const { sim, gh } = world
  return runAction(
    {
      'api-key': sim.apiKey,
      'project-id': sim.projectId,
      'api-url': sim.url,
      'poll-interval': '50ms',
      'github-token': CHANGE_TOKEN,
      ...inputs
    },
    {
      ...options,
      event,
      env: {
        GITHUB_EVENT_NAME: eventName,
        GITHUB_REPOSITORY: 'acme/docs',
        GITHUB_API_URL: gh.url,
        GITHUB_GRAPHQL_URL: `${gh.url}/graphql`,
        ...env
      }
    }
  )
}

export const jobsOf = (world: World) => [...world.sim.jobs.values()]
/** The comments the action's login wrote on an issue or pull request. */
export const oursOn = (world: World, issue: number) =>
  world.gh.commentsOn(issue).filter(c => c.user.login === ACTIONS_LOGIN)
export const trackingIssuesOf = (world: World) =>
  world.gh.issuesCreated.filter(i => i.labels.some(l => l.name === TRACKING_LABEL))
/** The number of the docs pull request a job opened (the simulator's https://github.com/acme/docs/pull/<n>). */
export const docsPullOf = (prLink: string | null | undefined): number =>
  Number(/\/pull\/(\d+)$/.exec(prLink ?? '')?.[1])
