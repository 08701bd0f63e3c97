/**
 * `npm start`: runs the bundled action as a workflow would.
 * - Without MINTLIFY_API_KEY: starts the embedded simulator and the GitHub fake, runs dist/index.js as the `docs`
 *   label on an issue starts it (create a job, wait, report), and prints the status comment as the issue shows it in
 *   each state it went through (its final markdown last), then the log, the outputs and the job summary.
 * - With MINTLIFY_API_KEY, MINTLIFY_PROJECT_ID and MINTLIFY_PROMPT (environment or .env): runs against the real
 *   service with a prompt only (no GitHub: the real job opens a real pull request in your repository, so a made-up
 *   issue on a fake GitHub would only mix real and made-up). There is no made-up prompt: MINTLIFY_PROMPT must be given.
 * - `npm start -- report` (or MINTLIFY_REPORT=all, or a list of sections): the docs-health report of the last 7 days
 *   instead of a job, against the simulator or, with a key, the real service (it only reads analytics).
 * - `npm start -- fix-check`: two report runs against the simulator, a fix searched before and after (script/start/).
 * - `npm start -- --help` lists the modes; an unknown one lists them and exits 2.
 */
import { existsSync } from 'node:fs'
import { startSimulator } from '../sim/server.js'
import { bundleRefusal, bundleState } from './bundle-digest.js'
import {
  DEMO_ISSUE,
  DEMO_LABEL,
  DEMO_USER,
  readableLog,
  runLabelledIssue,
  startDemoGitHub,
  visibleMarkdown
} from './demo.js'
import { runAction, type ActionRun } from './local-runner.js'
import { fixCheckDemo } from './start/fix-check.js'

if (existsSync('.env')) process.loadEnvFile('.env')
// Ctrl-C or a kill ends the demo through process.exit, so the run's temporary files go with it (script/run-files.ts).
process.once('SIGINT', () => process.exit(130))
process.once('SIGTERM', () => process.exit(143))

/** What `npm start -- <mode>` shows; no mode: the labelled issue. */
const MODES: Record<string, string> = {
  label: 'an issue labelled docs: the job, its status comment in each state, the pull request (the default)',
  report: 'the docs-health report of the last 7 days (MINTLIFY_REPORT: which sections)',
  'fix-check': 'a fix searched on the live site before it is sent and again after it merged (assistant-key)'
}
const mode = process.argv[2] ?? 'label'
if (!(mode in MODES) || process.argv.length > 3) {
  const help = mode === '--help' || mode === 'help'
  const list = Object.entries(MODES).map(([name, what]) => `  npm start -- ${name.padEnd(10)} ${what}`)
  ;(help ? console.log : console.error)(
    [`${help ? 'Modes' : `Unknown mode: ${process.argv.slice(2).join(' ')}. Modes`} of npm start:`, ...list].join('\n')
  )
  process.exit(help ? 0 : 2)
}

// The bundle is what a runner runs: an old one would show what src/ no longer does, so it is refused in one line.
const refusal = bundleRefusal(bundleState())
if (refusal) {
  console.error(refusal)
  process.exit(1)
}

const env = process.env
const report = mode === 'report' ? (env.MINTLIFY_REPORT ?? 'all') : env.MINTLIFY_REPORT
// A private repository's event shows reader text (redacted); the demo shows what a private repository would see.
const reportInputs = report ? { report, 'reader-text': env.MINTLIFY_READER_TEXT ?? 'show' } : undefined
const heading = (title: string): void => console.log(`\n── ${title} ${'─'.repeat(Math.max(3, 50 - title.length))}`)
let run: ActionRun
if (mode === 'fix-check') {
  run = await fixCheckDemo(heading)
} else if (env.MINTLIFY_API_KEY && reportInputs) {
  if (!env.MINTLIFY_PROJECT_ID) {
    console.error('With MINTLIFY_API_KEY set, also set MINTLIFY_PROJECT_ID.')
    process.exit(2)
  }
  console.log('Running the docs-health report against the real service (it reads analytics only)…')
  run = await runAction(
    {
      'api-key': env.MINTLIFY_API_KEY,
      'project-id': env.MINTLIFY_PROJECT_ID,
      ...reportInputs,
      ...(env.MINTLIFY_API_URL ? { 'api-url': env.MINTLIFY_API_URL } : {})
    },
    { action: 'report' }
  )
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
} else if (reportInputs) {
  const sim = await startSimulator({ job: { durationMs: 3000 } })
  console.log(`No MINTLIFY_API_KEY set: running the action against the embedded simulator at ${sim.url}`)
  try {
    run = await runAction(
      { 'api-key': sim.apiKey, 'project-id': sim.projectId, 'api-url': sim.url, ...reportInputs },
      { action: 'report' }
    )
  } finally {
    await sim.close()
  }
} else {
  const sim = await startSimulator({ job: { durationMs: 3000 } })
  const gh = await startDemoGitHub()
  console.log(`No MINTLIFY_API_KEY set: running the action against the embedded simulator at ${sim.url}`)
  console.log(`and a GitHub fake at ${gh.url}, as @${DEMO_USER} labels issue #${DEMO_ISSUE.number} "${DEMO_LABEL}":`)
  console.log(`  #${DEMO_ISSUE.number} ${DEMO_ISSUE.title}`)
  try {
    const demo = await runLabelledIssue(sim, gh, { 'poll-interval': '1s' })
    run = demo.run
    demo.states.forEach((body, i) => {
      const when = i === 0 ? 'created' : i === demo.states.length - 1 ? 'edited, final' : 'edited'
      heading(`status comment on #${DEMO_ISSUE.number}, state ${i + 1} of ${demo.states.length} (${when})`)
      console.log(visibleMarkdown(body))
    })
    if (demo.states.length === 0) console.log('\n(no status comment was written on the issue: see the log below)')
    console.log(`\nreactions on #${DEMO_ISSUE.number}: ${demo.reactions.join(', ') || 'none'}`)
    heading('the final status comment, markdown as sent (the marker is hidden on GitHub)')
    console.log(demo.states.at(-1) ?? '(none)')
  } finally {
    await sim.close()
    await gh.close()
  }
}

console.log("\n── the action's log ──────────────────────────────")
// The report's log is shown as it always was; a job's as the runner's page shows it.
const log = run.stdout + run.stderr
process.stdout.write(reportInputs ? log : readableLog(log))
console.log('\n── outputs ──────────────────────────────────────')
for (const [name, value] of Object.entries(run.outputs)) console.log(`${name.padEnd(18)} ${value}`)
console.log('\n── job summary (markdown) ───────────────────────')
console.log(run.summary)
console.log(`exit code ${run.code} after ${(run.durationMs / 1000).toFixed(1)}s`)
process.exitCode = run.code ?? 1
