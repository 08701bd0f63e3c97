/**
 * `npm start -- sweep`: a short run and the sweep, against the simulator and the GitHub fake. The `docs` label on
 * issue #42 starts a job in a short run (wait: false) that ends in seconds, its comment saying the sweep follows the
 * job; once the job has ended, the scheduled sweep finishes the comment with the pull request's link and takes the
 * label off.
 */
import { startSimulator } from '../../sim/server.js'
import { DEMO_ISSUE, runLabelledIssue, startDemoGitHub } from '../demo.js'
import { runAction, type ActionRun } from '../local-runner.js'
import { heading, showStates } from './show.js'

const JOB_MS = 2000

export async function sweepDemo(): Promise<ActionRun> {
  const sim = await startSimulator({ job: { durationMs: JOB_MS } })
  const gh = await startDemoGitHub()
  console.log(
    `The embedded simulator at ${sim.url} and a GitHub fake: a short run on issue #${DEMO_ISSUE.number}, then the sweep.`
  )
  try {
    heading('the short run (wait: false, sweep-interval: 10m)')
    const short = await runLabelledIssue(sim, gh, { wait: 'false', 'sweep-interval': '10m' })
    console.log(
      `exit code ${short.run.code}; labels on #${DEMO_ISSUE.number}: ${gh.labelsOn(DEMO_ISSUE.number).join(', ') || 'none'}`
    )
    // The job runs on the simulator's clock; the sweep comes once it has ended, as a schedule would.
    const job = [...sim.jobs.values()][0]
    await new Promise(resolve => setTimeout(resolve, Math.max(0, (job?.finalAt ?? Date.now()) - Date.now()) + 100))
    heading('the sweep (its schedule, once the job has ended)')
    const sweep = await runAction(
      {
        'api-key': sim.apiKey,
        'project-id': sim.projectId,
        'api-url': sim.url,
        'github-token': 'ghs_fake_token',
        'sweep-interval': '10m'
      },
      {
        action: 'sweep',
        env: {
          GITHUB_EVENT_NAME: 'schedule',
          GITHUB_API_URL: gh.url,
          GITHUB_GRAPHQL_URL: `${gh.url}/graphql`,
          GITHUB_RUN_ID: '900'
        }
      }
    )
    console.log(
      `exit code ${sweep.code}; labels on #${DEMO_ISSUE.number}: ${gh.labelsOn(DEMO_ISSUE.number).join(', ') || 'none'}`
    )
    showStates(gh, DEMO_ISSUE.number, 'status comment on')
    return sweep
  } finally {
    await sim.close()
    await gh.close()
  }
}
