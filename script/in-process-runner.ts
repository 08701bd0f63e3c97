/**
 * Runs `run()` of the action's story (src/agent/story.ts, sweep.ts, report.ts or fleet.ts) in this process, with the same environment, files and result as the bundle runner
 * (script/local-runner.ts). The end-to-end scenarios run this way under mutation testing (DOCS_AGENT_IN_PROCESS=1,
 * docs/testing.md): a mutant of src/ never reaches dist/, so only in process can a scenario notice one.
 * One run at a time (the environment and stdout are the process's own); the cancel signals are emitted to the run's
 * handlers, never sent to this process, and SIGKILL — which no handler sees — abandons the run where it stands.
 */
import { run as agent } from '../src/agent/story.js'
import { run as fleet } from '../src/fleet/story.js'
import { run as report } from '../src/report/story.js'
import { run as sweep } from '../src/sweep/story.js'
// What the stories import on demand, loaded now too.
import '../src/report/step.js'
import '../src/github/octokit.js'
import '../src/github/identity.js'
import '../src/thread/issue-thread.js'
import type { ActionName, ActionRun, RunOptions } from './local-runner.js'
import { performance } from 'node:perf_hooks'
import { clockOf, instantOf } from './test-clock.mjs'

const STORIES: Record<ActionName, () => Promise<void>> = { agent, sweep, report, fleet }
import { collectRun } from './run-files.js'

export { tempFiles } from './run-files.js'

// src/ is loaded with the test file that runs it, before its first test, not by the first test that runs it: Stryker
// then knows module-level code (constants such as the reaction table) as run at load, and tests a mutant of it against
// every test, where it would otherwise count only that first test as covering it.

/** The variables a runner gives a step; a run starts with none of them but its own. */
const RUNNER_VARIABLE = /^(INPUT_|GITHUB_|RUNNER_|ACTIONS_)/

let queue: Promise<unknown> = Promise.resolve()

export function runInProcess(
  env: Record<string, string>,
  files: { outputFile: string; summaryFile: string; tempDir: string },
  options: RunOptions
): Promise<ActionRun> {
  const next = queue.then(() => runOnce(env, files, options))
  queue = next.catch(() => undefined)
  return next
}

async function runOnce(
  env: Record<string, string>,
  files: { outputFile: string; summaryFile: string; tempDir: string },
  options: RunOptions
): Promise<ActionRun> {
  const savedEnv = { ...process.env }
  for (const name of Object.keys(process.env)) if (RUNNER_VARIABLE.test(name)) delete process.env[name]
  Object.assign(process.env, env, { PATH: savedEnv.PATH ?? '' })
  const writeOut = process.stdout.write
  const writeErr = process.stderr.write
  let stdout = ''
  let stderr = ''
  let killed: NodeJS.Signals | null = null
  let abandon: (() => void) | undefined
  const abandoned = new Promise<void>(resolve => (abandon = resolve))
  const kill = (signal: NodeJS.Signals): void => {
    if (signal === 'SIGKILL') {
      killed = signal
      abandon?.()
    } else process.emit(signal as 'SIGINT')
  }
  process.stdout.write = ((chunk: string | Uint8Array) => {
    if (!killed) {
      stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
      options.onOutput?.(stdout, kill)
    }
    return true
  }) as typeof process.stdout.write
  process.stderr.write = ((chunk: string | Uint8Array) => {
    if (!killed) stderr += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
    return true
  }) as typeof process.stderr.write
  const timers = (options.signals ?? []).map(s => setTimeout(() => kill(s.signal), s.afterMs))
  // A run at its own instant moves the tests' clock there, and back (as far on as the run took) after it.
  const started = Date.now()
  const clock = options.clock === undefined ? undefined : clockOf(globalThis)
  const resume = clock ? clock.now() - performance.now() : 0
  if (clock && options.clock) clock.set(instantOf(options.clock, 'runAction({ clock })'))
  process.exitCode = undefined
  let code: number | null = 0
  try {
    await Promise.race([STORIES[options.action ?? 'agent'](), abandoned])
    code = killed ? null : Number(process.exitCode ?? 0)
  } finally {
    timers.forEach(clearTimeout)
    clock?.set(resume + performance.now())
    process.stdout.write = writeOut
    process.stderr.write = writeErr
    process.exitCode = undefined
    for (const name of Object.keys(process.env)) if (!(name in savedEnv)) delete process.env[name]
    Object.assign(process.env, savedEnv)
  }
  return collectRun(files, { code, signal: killed, stdout, stderr, startedAt: started })
}
