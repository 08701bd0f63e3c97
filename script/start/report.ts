/**
 * `npm start -- report` (or MINTLIFY_REPORT=all, or a list of sections): the docs-health report of the last 7 days,
 * against the simulator or, with MINTLIFY_API_KEY and MINTLIFY_PROJECT_ID, the real service (it only reads analytics).
 * Reader text is shown, redacted, as a private repository's report shows it (MINTLIFY_READER_TEXT to change it).
 */
import { startSimulator } from '../../sim/server.js'
import { runAction, type ActionRun } from '../local-runner.js'

export async function reportDemo(env: NodeJS.ProcessEnv): Promise<ActionRun> {
  const inputs = { report: env.MINTLIFY_REPORT ?? 'all', 'reader-text': env.MINTLIFY_READER_TEXT ?? 'show' }
  if (env.MINTLIFY_API_KEY) {
    if (!env.MINTLIFY_PROJECT_ID) {
      console.error('With MINTLIFY_API_KEY set, also set MINTLIFY_PROJECT_ID.')
      process.exit(2)
    }
    console.log('Running the docs-health report against the real service (it reads analytics only)…')
    return runAction(
      {
        'api-key': env.MINTLIFY_API_KEY,
        'project-id': env.MINTLIFY_PROJECT_ID,
        ...inputs,
        ...(env.MINTLIFY_API_URL ? { 'api-url': env.MINTLIFY_API_URL } : {})
      },
      { action: 'report' }
    )
  }
  const sim = await startSimulator({ job: { durationMs: 3000 } })
  console.log(`No MINTLIFY_API_KEY set: running the action against the embedded simulator at ${sim.url}`)
  try {
    return await runAction(
      { 'api-key': sim.apiKey, 'project-id': sim.projectId, 'api-url': sim.url, ...inputs },
      { action: 'report' }
    )
  } finally {
    await sim.close()
  }
}
