/**
 * `npm start`: runs the bundled action as a workflow would.
 * - Without MINTLIFY_API_KEY: starts the embedded simulator, runs dist/index.js against it (create a job, wait,
 *   report), prints the outputs and the job summary, and stops the simulator.
 * - With MINTLIFY_API_KEY, MINTLIFY_PROJECT_ID and MINTLIFY_PROMPT (environment or .env): runs against the real
 *   service. A real job opens a real pull request, so there is no made-up prompt: MINTLIFY_PROMPT must be given.
 */
import { existsSync } from 'node:fs'
import { startSimulator } from '../sim/server.js'
import { runAction, type ActionRun } from './local-runner.js'

if (existsSync('.env')) process.loadEnvFile('.env')

const env = process.env
let run: ActionRun
if (env.MINTLIFY_API_KEY) {
  if (!env.MINTLIFY_PROJECT_ID || !env.MINTLIFY_PROMPT) {
    console.error(
      'With MINTLIFY_API_KEY set, also set MINTLIFY_PROJECT_ID and MINTLIFY_PROMPT (a real job opens a real PR).'
    )
    process.exit(2)
  }
  console.log('Running the action against the real service…')
  run = await runAction({
    'api-key': env.MINTLIFY_API_KEY,
    'project-id': env.MINTLIFY_PROJECT_ID,
    prompt: env.MINTLIFY_PROMPT,
    ...(env.MINTLIFY_API_URL ? { 'api-url': env.MINTLIFY_API_URL } : {})
  })
} else {
  const sim = await startSimulator({ job: { durationMs: 3000 } })
  console.log(`No MINTLIFY_API_KEY set: running the action against the embedded simulator at ${sim.url}`)
  try {
    run = await runAction({
      'api-key': sim.apiKey,
      'project-id': sim.projectId,
      prompt: 'Document the new --dry-run flag of the CLI',
      'api-url': sim.url,
      'poll-interval': '1s'
    })
  } finally {
    await sim.close()
  }
}

console.log("\n── the action's log ──────────────────────────────")
process.stdout.write(run.stdout + run.stderr)
console.log('\n── outputs ──────────────────────────────────────')
for (const [name, value] of Object.entries(run.outputs)) console.log(`${name.padEnd(18)} ${value}`)
console.log('\n── job summary (markdown) ───────────────────────')
console.log(run.summary)
console.log(`exit code ${run.code} after ${(run.durationMs / 1000).toFixed(1)}s`)
process.exitCode = run.code ?? 1
