/** What every section shares: settings from the environment, timed child processes, the round trip, peak RSS. */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Simulator } from '../sim/server.js'
import { median } from './stats.js'

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number >= 0, got "${raw}"`)
  return value
}

/** BENCH_QUICK=1: fewer runs and no 100,000-row export, for a smoke run. */
export const QUICK = process.env.BENCH_QUICK === '1'
/** Latency the simulator adds to every answer in the start-up, overhead and lag sections. */
export const LATENCY_MS = envNumber('BENCH_LATENCY_MS', 0)
/** Latency of the analytics section (the issue asks for 30 ms). */
export const ANALYTICS_LATENCY_MS = envNumber('BENCH_ANALYTICS_LATENCY_MS', 30)
/** A comma-separated list from the environment, each item checked; an unknown one stops the bench before it starts. */
function envList<T>(name: string, parse: (item: string) => T | undefined, expected: string): T[] {
  return (process.env[name] ?? '')
    .split(',')
    .map(item => item.trim())
    .filter(Boolean)
    .map(item => {
      const value = parse(item)
      if (value === undefined) throw new Error(`${name} must be ${expected}, got "${item}"`)
      return value
    })
}

/** BENCH_ONLY=1,2: run only these sections (numbers as in the table). */
export const ONLY = envList(
  'BENCH_ONLY',
  item => (/^(?:[1-9]|10)$/.test(item) ? item : undefined),
  'section numbers 1–10, e.g. 4 or 1,3'
)
/** BENCH_ROWS=100000: the visitor row counts for section 4 (default 0, 250, 10,000 and, unless quick, 100,000). */
export const ROWS = envList(
  'BENCH_ROWS',
  item => (/^\d+$/.test(item) ? Number(item) : undefined),
  'whole row counts, e.g. 10000,100000'
)

export const progress = (line: string): void => console.error(`bench: ${line}`)

/** The inputs that point the bundle at a simulator (poll-interval below 1s is allowed against loopback only). */
export const simInputs = (sim: Simulator, over: Record<string, string> = {}): Record<string, string> => ({
  'api-key': sim.apiKey,
  'project-id': sim.projectId,
  'api-url': sim.url,
  timeout: '2m',
  ...over
})

export interface TimedProcess {
  /** Date.now() just before spawn() and when the process closed. */
  startedAt: number
  endedAt: number
  code: number | null
  stdout: string
  stderr: string
}

/** Runs one process to its end (killed after limitMs, so no run can hang the bench). */
export function timeProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  limitMs = 60_000
): Promise<TimedProcess> {
  return new Promise((resolve, reject) => {
    const startedAt = Date.now()
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs)
    child.on('error', error => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', code => {
      clearTimeout(timer)
      resolve({ startedAt, endedAt: Date.now(), code, stdout, stderr })
    })
  })
}

/** Median time of a plain fetch from this process to the simulator: "one round trip". */
export async function roundTrip(sim: Simulator, times = 20): Promise<number> {
  const samples: number[] = []
  for (let i = 0; i < times; i++) {
    const t0 = performance.now()
    const response = await fetch(`${sim.url}/v2/agent/${sim.projectId}/job/rtt-probe`, {
      headers: { authorization: `Bearer ${sim.apiKey}` }
    })
    await response.text()
    samples.push(performance.now() - t0)
  }
  sim.requests.splice(sim.requests.length - times, times)
  return median(samples)
}

const PRELOAD = `import { writeFileSync } from 'node:fs'
const file = process.env.BENCH_RSS_FILE
let sampled = 0
const sample = () => { sampled = Math.max(sampled, process.memoryUsage.rss()) }
setInterval(sample, 20).unref()
process.on('exit', () => {
  sample()
  writeFileSync(file, JSON.stringify({ sampled, maxRss: process.resourceUsage().maxRSS * 1024 }))
})
`

/** A preload (node --import) that records the process's peak RSS: sampled every 20 ms, and the kernel's maxRSS. */
export class PeakRss {
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'docs-agent-bench-'))
  private readonly preload = path.join(this.dir, 'peak-rss.mjs')
  private count = 0

  constructor() {
    writeFileSync(this.preload, PRELOAD)
  }

  /** Environment for one run, and a reader of its peak RSS (bytes) once the process has ended. */
  next(): { env: Record<string, string>; read: () => { sampled: number; maxRss: number } } {
    const file = path.join(this.dir, `rss-${++this.count}.json`)
    return {
      env: { NODE_OPTIONS: `--import=${this.preload}`, BENCH_RSS_FILE: file },
      read: () => JSON.parse(readFileSync(file, 'utf8')) as { sampled: number; maxRss: number }
    }
  }

  /** Removes the preload and the recorded files. */
  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true })
  }
}
