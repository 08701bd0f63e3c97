/**
 * `npm run test:budget`: what the test suite costs, against the budget CONTRIBUTING.md states — `npm run test:unit`
 * within 2 minutes and `npm test` within 6 on two quiet cores — and where the time goes (the slowest files and tests).
 * A measurement, never a test: no test's verdict depends on how fast the machine is. Exits 1 when a budget is missed.
 * `--only unit` or `--only all` runs one of the two.
 */
import { spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import path from 'node:path'
import { ownTempFolder } from './temp-folders.mjs'

/** The budgets, in seconds of wall time on two quiet cores (CONTRIBUTING.md). */
export const BUDGETS = { unit: { script: 'test:unit', seconds: 120 }, all: { script: 'test', seconds: 360 } } as const
type Suite = keyof typeof BUDGETS

interface JestJson {
  numTotalTests: number
  numFailedTests: number
  testResults: {
    name: string
    startTime: number
    endTime: number
    assertionResults: { title: string; status?: string; duration?: number | null }[]
  }[]
}

/** One line per slow file or test: seconds, then the name relative to the project. */
export function slowest(json: JestJson, count: number): { files: string[]; tests: string[] } {
  const rel = (name: string) => path.relative(process.cwd(), name)
  const files = json.testResults
    .map(r => ({ ms: r.endTime - r.startTime, name: rel(r.name) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(f => `${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.name}`)
  const tests = json.testResults
    .flatMap(r => r.assertionResults.map(a => ({ ms: a.duration ?? 0, name: `${rel(r.name)} › ${a.title}` })))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(t => `${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name.slice(0, 140)}`)
  return { files, tests }
}

async function measure(suite: Suite, dir: string): Promise<boolean> {
  const { script, seconds } = BUDGETS[suite]
  const output = path.join(dir, `${suite}.json`)
  const started = performance.now()
  // Not `npm run --silent`: it sets npm_config_loglevel=silent for the tests, whose own npm commands then print nothing.
  const code = await new Promise<number | null>(resolve =>
    spawn('npm', ['run', script, '--', '--json', `--outputFile=${output}`], { stdio: 'ignore' }).on('close', resolve)
  )
  const wall = (performance.now() - started) / 1000
  const json = JSON.parse(readFileSync(output, 'utf8')) as JestJson
  const within = wall <= seconds
  console.log(
    `npm run ${script}: ${wall.toFixed(0)} s for ${json.numTotalTests} tests in ${json.testResults.length} files ` +
      `(budget ${seconds} s: ${within ? 'met' : 'MISSED'}); ${json.numFailedTests} failed, exit code ${code}`
  )
  for (const r of json.testResults)
    for (const a of r.assertionResults.filter(a => a.status === 'failed'))
      console.log(`  failed: ${path.relative(process.cwd(), r.name)} › ${a.title}`)
  const { files, tests } = slowest(json, 10)
  console.log(`  slowest files:\n${files.map(l => `    ${l}`).join('\n')}`)
  console.log(`  slowest tests:\n${tests.map(l => `    ${l}`).join('\n')}\n`)
  return within && code === 0
}

if (process.argv[1] === import.meta.filename) {
  const only = process.argv.indexOf('--only')
  const suites: Suite[] = only > 0 ? [process.argv[only + 1] as Suite] : ['unit', 'all']
  if (suites.some(suite => !(suite in BUDGETS))) {
    console.error(`--only takes unit or all, not "${process.argv[only + 1] ?? ''}"`)
    process.exit(2)
  }
  console.log(
    `${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(1)} at the start (the budgets are for two quiet cores)\n`
  )
  const dir = ownTempFolder('docs-agent-test-budget-')
  try {
    let ok = true
    for (const suite of suites) ok = (await measure(suite, dir)) && ok
    process.exitCode = ok ? 0 : 1
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
