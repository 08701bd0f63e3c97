/**
 * `npm start -- <mode>`: runs the committed bundle as a workflow would, against the embedded simulator and a GitHub
 * fake (or, for label and report, the real service with MINTLIFY_API_KEY: script/start/label.ts, report.ts), prints
 * what the mode shows (each state of a status comment, a report's part), then the action's log, outputs and job
 * summary. One module a mode in script/start/. `npm start -- --help` lists them; an unknown one lists them on stderr
 * and exits 2. A bundle older than src/ is refused in one line naming `npm run bundle`.
 */
import { existsSync } from 'node:fs'
import { bundleRefusal, bundleState } from './bundle-digest.js'
import { readableLog } from './demo.js'
import type { ActionRun } from './local-runner.js'
import { heading } from './start/show.js'

if (existsSync('.env')) process.loadEnvFile('.env')
// Ctrl-C or a kill ends the demo through process.exit, so the run's temporary files go with it (script/run-files.ts).
process.once('SIGINT', () => process.exit(130))
process.once('SIGTERM', () => process.exit(143))

type Demo = (env: NodeJS.ProcessEnv) => Promise<ActionRun>
/** What each mode shows, and its module (loaded when chosen); `raw`: the log as printed, not as the runner shows it. */
const MODES: Record<string, { what: string; run: () => Promise<Demo>; raw?: boolean }> = {
  label: {
    what: 'an issue labelled docs: the job, its status comment in each state, the pull request (the default)',
    run: async () => (await import('./start/label.js')).labelDemo
  },
  merge: {
    what: 'a merged pull request documented: its status comment reaching the docs PR link',
    run: async () => (await import('./start/merge.js')).mergeDemo
  },
  batch: {
    what: "the week's merged pull requests as one docs job, named on a tracking issue",
    run: async () => (await import('./start/batch.js')).batchDemo
  },
  sweep: {
    what: 'a short run that ends in seconds, then the sweep that finishes its status comment',
    run: async () => (await import('./start/sweep.js')).sweepDemo
  },
  report: {
    what: 'the docs-health report of the last 7 days (MINTLIFY_REPORT: which sections)',
    run: async () => (await import('./start/report.js')).reportDemo,
    raw: true
  },
  history: {
    what: 'three weekly reports kept on a data branch, the last with its "Over time" part',
    run: async () => (await import('./start/history.js')).historyDemo
  },
  'fix-check': {
    what: 'a fix searched on the live site before it is sent and again after it merged (assistant-key)',
    run: async () => (await import('./start/fix-check.js')).fixCheckDemo
  },
  fleet: {
    what: "the fleet's plan for 60 docs sites: waves, this hour's matrix, each report's budget",
    run: async () => (await import('./start/fleet.js')).fleetDemo
  }
}
const mode = process.argv[2] ?? 'label'
if (!Object.hasOwn(MODES, mode) || process.argv.length > 3) {
  const help = mode === '--help' || mode === 'help'
  const list = Object.entries(MODES).map(([name, { what }]) => `  npm start -- ${name.padEnd(10)} ${what}`)
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

const chosen = MODES[mode] as (typeof MODES)[string]
const run = await (await chosen.run())(process.env)
heading("the action's log")
// A report's log is shown as it always was; a job's as the runner's page shows it.
const log = run.stdout + run.stderr
process.stdout.write(chosen.raw ? log : readableLog(log))
heading('outputs')
for (const [name, value] of Object.entries(run.outputs)) console.log(`${name.padEnd(18)} ${value}`)
heading('job summary (markdown)')
console.log(run.summary)
console.log(`exit code ${run.code} after ${(run.durationMs / 1000).toFixed(1)}s`)
process.exitCode = run.code ?? 1
