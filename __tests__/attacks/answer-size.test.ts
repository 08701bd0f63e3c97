// A hostile service whose answer never ends: the bundle must stop reading at its cap, fail clearly within the request
// timeout, and keep its memory bounded. The child's peak RSS is sampled from /proc while it runs; a child that passes
// the bound is killed at once (before the fix it grew to GBs), so the test never endangers the machine.
import { readdirSync, readFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { startHostileServer, type HostileServer } from '../../__fixtures__/hostile-server.js'
import { IN_PROCESS, runAction } from '../../script/local-runner.js'

const RSS_BOUND_KB = 300 * 1024

let hostile: HostileServer | undefined
afterEach(async () => {
  await hostile?.close()
  hostile = undefined
})

/** A JSON prefix, then filler for as long as the client reads. */
function endless(response: ServerResponse, status: number): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.write('{"id":"A","status":"active","model":"')
  const chunk = 'x'.repeat(256 * 1024)
  const pump = (): void => {
    while (!response.destroyed && response.write(chunk));
    if (!response.destroyed) response.once('drain', pump)
  }
  pump()
}

/** Pids of this process's children (the spawned bundle). */
function children(): number[] {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === process.pid) pids.push(Number(entry))
    } catch {
      // the process ended meanwhile
    }
  }
  return pids
}

const statusKb = (pid: number, field: 'VmHWM' | 'VmRSS'): number => {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return Number(match?.[1] ?? 0)
  } catch {
    return 0
  }
}

/** Samples the children's peak RSS every 20 ms; kills a child over the bound. */
function watchMemory(): { peakKb: () => number; stop: () => void } {
  let peak = 0
  const timer = setInterval(() => {
    for (const pid of children()) {
      const kb = Math.max(statusKb(pid, 'VmHWM'), statusKb(pid, 'VmRSS'))
      peak = Math.max(peak, kb)
      if (kb > RSS_BOUND_KB) process.kill(pid, 'SIGKILL')
    }
  }, 20)
  return { peakKb: () => peak, stop: () => clearInterval(timer) }
}

describe('an answer that never ends', () => {
  it.each([
    ['a poll (GET job)', 200, { 'job-id': 'A' }, /::error::Get job answered more than 1 MiB \(HTTP 200\)/],
    ['an error answer', 503, { 'job-id': 'A' }, /::error::Get job failed: HTTP 503, with an answer of more than 1 MiB/],
    [
      'a create (201)',
      201,
      { prompt: 'x' },
      /::error::Create job: the service created a job \(HTTP 201\), but its answer could not be read: it is more than 1 MiB/
    ]
  ])('%s: fails within the request timeout, clearly, with bounded memory', async (_name, status, inputs, error) => {
    hostile = await startHostileServer((_req, res) => endless(res, status))
    const memory = watchMemory()
    const run = await runAction({
      'api-key': 'mint_hostile_test_key',
      'project-id': 'proj',
      'api-url': hostile.url,
      'request-timeout': '10s',
      ...inputs
    }).finally(memory.stop)
    expect(run.signal).toBeNull()
    // A child's memory is measured; in process (mutation testing) there is no child to measure.
    if (!IN_PROCESS) {
      expect(memory.peakKb()).toBeGreaterThan(0)
      expect(memory.peakKb()).toBeLessThan(RSS_BOUND_KB)
    }
    expect(run.code).toBe(1)
    expect(run.durationMs).toBeLessThan(10_000)
    expect(run.stdout).toMatch(error)
    expect(hostile.requests).toHaveLength(1)
  })
})
