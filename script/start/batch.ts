/**
 * `npm start -- batch`: the week's merges as one docs job (batch-merged), against the simulator and the GitHub fake.
 * Three pull requests were merged in the last hours, one of them by Dependabot; the scheduled run gathers the other
 * two, sends them as one job and keeps the tracking issue's status comment, which names them.
 */
import { mergeIn, runChange, startChangeWorld, trackingIssuesOf } from '../../__fixtures__/change-world.js'
import type { ActionRun } from '../local-runner.js'
import { heading, showStates } from './show.js'

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

export async function batchDemo(): Promise<ActionRun> {
  const world = await startChangeWorld({ job: { durationMs: 2000 } })
  console.log(`The embedded simulator at ${world.sim.url} and a GitHub fake; merged this week:`)
  try {
    const merged = [
      { number: 101, title: 'Add --dry-run', merged_at: ago(180) },
      { number: 102, title: 'Add --verbose', merged_at: ago(120) },
      {
        number: 103,
        title: 'Bump dependencies',
        merged_at: ago(60),
        user: { login: 'dependabot[bot]', type: 'Bot' as const }
      }
    ]
    for (const pull of merged) {
      mergeIn(world, pull)
      console.log(`  #${pull.number} ${pull.title}${pull.user ? ` (by ${pull.user.login})` : ''}`)
    }
    const run = await runChange(
      world,
      {},
      'schedule',
      { 'batch-merged': 'true', 'poll-interval': '500ms' },
      { GITHUB_REF_NAME: 'main' }
    )
    const tracking = trackingIssuesOf(world)[0]
    if (tracking) {
      heading(`the tracking issue #${tracking.number} "${tracking.title}"`)
      showStates(world.gh, tracking.number, 'its status comment on')
    } else console.log('\n(no tracking issue was made: see the log below)')
    return run
  } finally {
    await world.sim.close()
    await world.gh.close()
  }
}
