/**
 * `npm start` (mode label): without MINTLIFY_API_KEY, the embedded simulator and the GitHub fake, and the bundle run
 * as the `docs` label on issue #42 starts it (create a job, wait, report): the status comment in each state it went
 * through (its final markdown last). With MINTLIFY_API_KEY, MINTLIFY_PROJECT_ID and MINTLIFY_PROMPT (environment or
 * .env): the real service with a prompt only (no GitHub: the real job opens a real pull request in your repository, so
 * a made-up issue on a fake GitHub would only mix real and made-up). There is no made-up prompt.
 */
import { startSimulator } from '../../sim/server.js'
import { DEMO_ISSUE, DEMO_LABEL, DEMO_USER, runLabelledIssue, startDemoGitHub } from '../demo.js'
import { runAction, type ActionRun } from '../local-runner.js'
import { heading, showStates } from './show.js'

export async function labelDemo(env: NodeJS.ProcessEnv): Promise<ActionRun> {
  if (env.MINTLIFY_API_KEY) {
    if (!env.MINTLIFY_PROJECT_ID || !env.MINTLIFY_PROMPT) {
      console.error(
        'With MINTLIFY_API_KEY set, also set MINTLIFY_PROJECT_ID and MINTLIFY_PROMPT (a real job opens a real PR).'
      )
      process.exit(2)
    }
    console.log('Running the action against the real service…')
    return runAction({
      'api-key': env.MINTLIFY_API_KEY,
      'project-id': env.MINTLIFY_PROJECT_ID,
      prompt: env.MINTLIFY_PROMPT,
      ...(env.MINTLIFY_API_URL ? { 'api-url': env.MINTLIFY_API_URL } : {})
    })
  }
  const sim = await startSimulator({ job: { durationMs: 3000 } })
  const gh = await startDemoGitHub()
  console.log(`No MINTLIFY_API_KEY set: running the action against the embedded simulator at ${sim.url}`)
  console.log(`and a GitHub fake at ${gh.url}, as @${DEMO_USER} labels issue #${DEMO_ISSUE.number} "${DEMO_LABEL}":`)
  console.log(`  #${DEMO_ISSUE.number} ${DEMO_ISSUE.title}`)
  try {
    const demo = await runLabelledIssue(sim, gh, { 'poll-interval': '1s' })
    showStates(gh, DEMO_ISSUE.number, 'status comment on')
    console.log(`\nreactions on #${DEMO_ISSUE.number}: ${demo.reactions.join(', ') || 'none'}`)
    heading('the final status comment, markdown as sent (the marker is hidden on GitHub)')
    console.log(demo.states.at(-1) ?? '(none)')
    return demo.run
  } finally {
    await sim.close()
    await gh.close()
  }
}
