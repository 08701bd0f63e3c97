/**
 * Start-up of two builds of the agent bundle side by side: spawn → first request to the simulator, runs alternating so
 * load on a shared machine falls on both alike. `npx tsx bench/startup-ab.ts <old dist/index.js> [runs]`, e.g. after
 * `git archive <rev> dist | tar -x -C /tmp/old`. Prints each build's median and its ratio to a bare Node 24 fetch.
 */
import { tmpdir } from 'node:os'
import { startSimulator, type Simulator } from '../sim/server.js'
import { NODE24, runAction } from '../script/local-runner.js'
import { timeProcess } from './proc.js'
import { median } from './stats.js'

const [oldBundle, runsText = '15'] = process.argv.slice(2)
if (!oldBundle) throw new Error('usage: tsx bench/startup-ab.ts <old dist/index.js> [runs]')
const BASELINE = `fetch(process.argv[1], { headers: { authorization: 'Bearer ' + process.argv[2] } }).then(r => r.text())`

async function firstRequest(sim: Simulator, start: () => Promise<unknown>): Promise<number> {
  const before = sim.requests.length
  const spawnedAt = Date.now()
  await start()
  const first = sim.requests[before]
  if (!first) throw new Error('no request reached the simulator')
  return first.at - spawnedAt
}

const sim = await startSimulator({ job: { durationMs: 0 }, rateLimit: { agent: 0, analytics: 0 } })
const inputs = { 'api-url': sim.url, 'api-key': sim.apiKey, 'project-id': sim.projectId, prompt: 'bench start-up' }
const times: Record<'old' | 'new' | 'fetch', number[]> = { old: [], new: [], fetch: [] }
try {
  for (let i = -2; i < Number(runsText); i++) {
    const runs = {
      old: () => firstRequest(sim, () => runAction({ ...inputs, 'poll-interval': '10ms' }, { bundle: oldBundle })),
      new: () => firstRequest(sim, () => runAction({ ...inputs, 'poll-interval': '10ms' })),
      fetch: () =>
        firstRequest(sim, () =>
          timeProcess(NODE24, ['-e', BASELINE, `${sim.url}/v2/agent/${sim.projectId}/job/x`, sim.apiKey], {
            PATH: process.env.PATH ?? '',
            HOME: tmpdir()
          })
        )
    }
    const order = (['old', 'new', 'fetch'] as const)
      .slice(i % 3)
      .concat((['old', 'new', 'fetch'] as const).slice(0, i % 3 < 0 ? 0 : i % 3))
    for (const name of order) {
      const ms = await runs[name]()
      if (i >= 0) times[name].push(ms)
    }
  }
} finally {
  await sim.close()
}
const base = median(times.fetch)
for (const name of ['old', 'new'] as const)
  console.log(
    `${name}: median ${median(times[name])} ms, ${(median(times[name]) / base).toFixed(2)}× a bare fetch (${base} ms)`
  )
