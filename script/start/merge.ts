/**
 * `npm start -- merge`: docs that follow code against the simulator and the GitHub fake. Pull request #101 "Add
 * --dry-run" is merged; the bundle runs on its `pull_request` closed event, sends the change to the agent and waits;
 * the merged pull request's status comment goes from working to the docs pull request's link, and the tracking issue
 * remembers the job.
 */
import { mergeIn, runChange, startChangeWorld, trackingIssuesOf } from '../../__fixtures__/change-world.js'
import type { ActionRun } from '../local-runner.js'
import { heading, showStates } from './show.js'

export async function mergeDemo(): Promise<ActionRun> {
  const world = await startChangeWorld({ job: { durationMs: 2000 } })
  console.log(`The embedded simulator at ${world.sim.url} and a GitHub fake: pull request #101 "Add --dry-run" merges.`)
  try {
    const run = await runChange(world, mergeIn(world), 'pull_request', { 'poll-interval': '500ms' })
    showStates(world.gh, 101, 'status comment on the merged pull request')
    const tracking = trackingIssuesOf(world)[0]
    if (tracking) {
      heading(`the tracking issue #${tracking.number} "${tracking.title}"`)
      showStates(world.gh, tracking.number, 'its status comment on')
    }
    return run
  } finally {
    await world.sim.close()
    await world.gh.close()
  }
}
