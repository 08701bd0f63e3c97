/**
 * `npm run bench`: measures the committed bundle (dist/index.js, Node 24) against the simulator on loopback and prints
 * one table (figure, value, target, mark). BENCH_QUICK=1 for a smoke run; BENCH_LATENCY_MS sets the simulator's
 * latency for sections 1–3 (default 0), BENCH_ANALYTICS_LATENCY_MS for section 4 (default 30); BENCH_ONLY=4 runs one
 * section (6: the docs-health report, 7: waiting against short runs and the sweep, 8: docs that follow code, 9: the docs-health history, 10: the fix check), BENCH_ROWS=100000 sets section 4's sizes.
 * `npm run bench -- --write` also writes the sections run into docs/figures/bench.json (bench/figures.ts), which
 * `npm run docs` renders into docs/performance.md.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { NODE24 } from '../script/local-runner.js'
import { measureAnalytics } from './analytics.js'
import { measureBundle } from './bundle.js'
import { measureChanges } from './changes.js'
import { figureWriter } from './figures.js'
import { measureFixCheck } from './fix-check.js'
import { measureHealth } from './health.js'
import { measureHistory } from './history.js'
import { measureLag } from './lag.js'
import { ANALYTICS_LATENCY_MS, LATENCY_MS, ONLY, progress, QUICK } from './proc.js'
import { measureOverhead, measureStartup } from './startup.js'
import { measureSweep } from './sweep.js'
import { table, type Row } from './stats.js'

if (!existsSync(NODE24)) throw new Error(`Node 24 is missing at ${NODE24}: run npm ci`)
const figures = process.argv.includes('--write')
  ? figureWriter(execFileSync(NODE24, ['--version'], { encoding: 'utf8' }).trim())
  : undefined
const started = Date.now()
progress(
  `${QUICK ? 'quick' : 'full'} run; latency ${LATENCY_MS} ms (sections 1–3), ${ANALYTICS_LATENCY_MS} ms (section 4)`
)
const rows: Row[] = []
const sections = [
  ['1', measureStartup],
  ['2', measureOverhead],
  ['3', measureLag],
  ['4', measureAnalytics],
  ['5', measureBundle],
  ['6', measureHealth],
  ['7', measureSweep],
  ['8', measureChanges],
  ['9', measureHistory],
  ['10', measureFixCheck]
] as const
for (const [number, section] of sections) {
  if (ONLY.length > 0 && !ONLY.includes(number)) continue
  figures?.started(number)
  rows.push(...(await section()))
}
console.log(table(rows))
const misses = rows.filter(r => r.pass === false).length
console.log(
  `\n${rows.filter(r => r.pass !== undefined).length} targets, ${misses} missed; ${((Date.now() - started) / 1000).toFixed(0)} s in all (Node ${process.version} runs the bench, ${NODE24} runs the action).`
)
if (figures) progress(`figures written to ${figures.write(rows)}: run npm run docs`)
