/**
 * `npm start`: runs the bundled action as a workflow would.
 * - Without MINTLIFY_API_KEY: starts the embedded simulator, runs dist/index.js against it (create a job, wait,
 *   report), prints the outputs and the job summary, and stops the simulator.
 * - With MINTLIFY_API_KEY, MINTLIFY_PROJECT_ID and MINTLIFY_PROMPT (environment or .env): runs against the real
 *   service. A real job opens a real pull request, so there is no made-up prompt: MINTLIFY_PROMPT must be given.
 * - `npm start -- report` (or MINTLIFY_REPORT=all, or a list of sections): the docs-health report of the last 7 days
 *   instead of a job, against the simulator or, with a key, the real service (it only reads analytics).
 */
import { existsSync } from 'node:fs'
import { startSimulator } from '../sim/server.js'
import { runAction, type ActionRun } from './local-runner.js'

if (existsSync('.env')) process.loadEnvFile('.env')

const env = process.env
const report = process.argv[2] === 'report' ? (env.MINTLIFY_REPORT ?? 'all') : env.MINTLIFY_REPORT
// A private repository's event shows reader text (redacted); the demo shows what a private repository would see.
const reportInputs = report ? { report, 'reader-text': env.MINTLIFY_READER_TEXT ?? 'show' } : undefined
let run: ActionRun
if (env.MINTLIFY_API_KEY && reportInputs) {
  if (!env.MINTLIFY_PROJECT_ID) {
    console.error('With MINTLIFY_API_KEY set, also set MINTLIFY_PROJECT_ID.')
    process.exit(2)
  }
  console.log('Running the docs-health report against the real service (it reads analytics only)…')
  run = await runAction({
    'api-key': env.MINTLIFY_API_KEY,
    'project-id': env.MINTLIFY_PROJECT_ID,
    ...reportInputs,
    ...(env.MINTLIFY_API_URL ? { 'api-url': env.MINTLIFY_API_URL } : {})
  })
} else if (env.MINTLIFY_API_KEY) {
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
      'api-url': sim.url,
      ...(reportInputs ?? { prompt: 'Document the new --dry-run flag of the CLI', 'poll-interval': '1s' })
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
