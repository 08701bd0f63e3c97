/** Runs the committed bundle as the GitHub runner does: INPUT_* (hyphens kept, action.yml defaults applied), GITHUB_OUTPUT,
 * GITHUB_STEP_SUMMARY and GITHUB_EVENT_PATH files. Used by `npm start` and the end-to-end tests. */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parse } from 'yaml'
import { bundleRefusal, bundleState } from './bundle-digest.js'
import { findNode24 } from './node24.js'
import { collectRun, tempFiles } from './run-files.js'
import { clockOf, instantOf } from './test-clock.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** The runtime action.yml declares (node24): the platform's package from the npm registry, or this Node when it is 24. */
export const NODE24 = findNode24()
/** The four actions of this repository: action.yml at the root, and one folder per sub-action. */
export type ActionName = 'agent' | 'sweep' | 'report' | 'fleet'
const folder = (action: ActionName): string => (action === 'agent' ? '' : action)
/** The bundle the action's action.yml names (runs.main). */
export const bundleOf = (action: ActionName): string => path.join(ROOT, 'dist', folder(action), 'index.js')
/** Runs are `run()` of src/ in this process, not the bundle in a child (mutation testing: docs/testing.md). */
export const IN_PROCESS = process.env.DOCS_AGENT_IN_PROCESS === '1'
// Loaded with the test file, so src/ is too (script/in-process-runner.ts says why).
const inProcess = IN_PROCESS ? await import('./in-process-runner.js') : undefined

interface ActionYml {
  inputs: Record<string, { default?: string; required?: boolean }>
  outputs: Record<string, { description: string }>
}
const actionYmls = new Map<ActionName, ActionYml>()
/** The action's action.yml, parsed (read once). */
export function actionYmlOf(action: ActionName = 'agent'): ActionYml {
  let yml = actionYmls.get(action)
  if (!yml) {
    yml = parse(readFileSync(path.join(ROOT, folder(action), 'action.yml'), 'utf8')) as ActionYml
    actionYmls.set(action, yml)
  }
  return yml
}

export interface ActionRun {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  /** Every byte the action wrote: stdout, stderr, outputs file and summary file. */
  everything: string
  durationMs: number
  tempDir: string
}

export interface RunOptions {
  /** Which action runs: the agent (root action.yml, the default), the sweep, the report or the fleet's plan. */
  action?: ActionName
  /** Another build of the action's bundle (bench/startup-ab.ts compares an older one); not checked for staleness. */
  bundle?: string
  /** Extra environment (GITHUB_API_URL, GITHUB_EVENT_NAME, …). */
  env?: Record<string, string>
  /** The event payload, written to GITHUB_EVENT_PATH. */
  event?: unknown
  /** Send these signals at these times (ms after start), as the runner does on cancel. */
  signals?: { afterMs: number; signal: NodeJS.Signals }[]
  /** Resolve as soon as stdout contains this text, then keep collecting: for tests that act mid-run. */
  onOutput?: (stdout: string, kill: (signal: NodeJS.Signals) => void) => void
  /** Under Jest, a run still going after this long is killed and fails its test saying what it was waiting for. */
  watchdogMs?: number
  /** The instant the run starts at (ISO, UTC), for a test whose subject is the date or hour; by default the tests'
   *  clock (script/test-clock.mjs) as it reads now, and the machine's clock outside the tests. */
  clock?: string
}

/** The tests' clock, loaded into each bundle a test runs (`node --import`), so the bundle's "now" is the test's. */
const TEST_CLOCK = pathToFileURL(path.join(ROOT, 'script', 'test-clock-preload.mjs')).href

/** The instant a run starts at: the option's, or the tests' clock's now; undefined on the machine's clock (`npm start`). */
export function runClock(options: Pick<RunOptions, 'clock'>): number | undefined {
  return options.clock !== undefined ? instantOf(options.clock, 'runAction({ clock })') : clockOf(globalThis)?.now()
}

/** Below Jest's testTimeout (jest.config.js, 30 s), so a hung run fails with its last lines, not a bare timeout. */
export const WATCHDOG_MS = 25_000
const UNDER_JEST = process.env.JEST_WORKER_ID !== undefined

/** Inputs become INPUT_<NAME> with the name upper-cased and hyphens kept; action.yml defaults apply first. */
export function inputEnv(inputs: Record<string, string>, action: ActionName = 'agent'): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [name, spec] of Object.entries(actionYmlOf(action).inputs)) {
    if (spec.default !== undefined && !spec.default.includes('${{')) env[`INPUT_${name.toUpperCase()}`] = spec.default
  }
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
  return env
}

export { parseOutputFile } from './run-files.js'

/** Runs the committed bundle on Node 24 exactly as the runner does, and collects everything it wrote.
 *  With DOCS_AGENT_IN_PROCESS=1 (mutation testing, docs/testing.md) the same run is `run()` of src/ in this process. */
export async function runAction(inputs: Record<string, string>, options: RunOptions = {}): Promise<ActionRun> {
  if (!IN_PROCESS && !options.bundle) refuseOldBundle()
  const { tempDir, outputFile, summaryFile, eventFile } = tempFiles(options.event)
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: tempDir,
    RUNNER_TEMP: tempDir,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_REPOSITORY: 'acme/docs-site',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_ACTOR: 'octocat',
    GITHUB_WORKFLOW: 'docs',
    ...inputEnv(inputs, options.action),
    ...options.env
  }
  if (inProcess) return inProcess.runInProcess(env, { tempDir, outputFile, summaryFile }, options)
  const started = Date.now()
  const clock = runClock(options)
  const bundle = options.bundle ?? bundleOf(options.action ?? 'agent')
  const args = clock === undefined ? [bundle] : ['--import', TEST_CLOCK, bundle]
  const child = spawn(NODE24, args, {
    env: clock === undefined ? env : { ...env, DOCS_AGENT_CLOCK: new Date(clock).toISOString() },
    cwd: tempDir,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  const kill = (signal: NodeJS.Signals): void => void child.kill(signal)
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk
    options.onOutput?.(stdout, kill)
  })
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const timers = (options.signals ?? []).map(s => setTimeout(() => kill(s.signal), s.afterMs))
  let hung = false
  const watchdogMs = options.watchdogMs ?? WATCHDOG_MS
  if (UNDER_JEST) timers.push(setTimeout(() => ((hung = true), kill('SIGKILL')), watchdogMs))
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>(resolve =>
    child.on('close', (c, s) => resolve([c, s]))
  )
  timers.forEach(clearTimeout)
  if (hung) throw new Error(hungRun(watchdogMs, stdout, stderr))
  return collectRun({ tempDir, outputFile, summaryFile }, { code, signal, stdout, stderr, startedAt: started })
}

let bundleChecked = false

/** The bundle must be built from today's sources (script/bundle-digest.ts): checked once per process. */
function refuseOldBundle(): void {
  if (bundleChecked) return
  const refusal = bundleRefusal(bundleState(ROOT))
  if (refusal) throw new Error(refusal)
  bundleChecked = true
}

/** What a run killed by the watchdog was doing: its last log lines, the last one being what it waited for. */
export function hungRun(watchdogMs: number, stdout: string, stderr: string): string {
  const lines = `${stdout}${stderr}`.split('\n').filter(line => line.trim() !== '')
  const last = lines.slice(-5).map(line => `  ${line}`)
  return [
    `dist/index.js was still running after ${watchdogMs / 1000} s and was stopped. It was waiting after its last line:`,
    ...(last.length > 0 ? last : ['  (it wrote nothing)']),
    'Give the run more time with runAction({ watchdogMs }) and the test a longer timeout, or find what it waits for.'
  ].join('\n')
}
