// A job summary over GitHub's 1 MiB limit is dropped whole: the cap counts UTF-8 bytes (issue 11, class 6).
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { runAction } from '../../script/local-runner.js'

const MIB = 1024 * 1024
let sim: Simulator

beforeEach(async () => {
  sim = await startSimulator({ job: { durationMs: 100 }, visitorRows: 300, rateLimit: { analytics: 0 } })
})
afterEach(async () => {
  await sim.close()
})

describe('the job summary size', () => {
  // 349k "€" is 1,047,000 bytes: the largest job answer the 1 MiB body cap lets through, and 349k characters, far under
  // a cap that counts characters; with the visitors section the summary passes 1 MiB.
  it('a job whose model is 349k "€" (1 MiB) leaves a summary under 1 MiB that still has the result', async () => {
    sim.setJobPlan({ durationMs: 100, model: '€'.repeat(349_000) })
    const run = await runAction(simInputs(sim, { prompt: 'x' }))
    expect(run.code).toBe(0)
    expect(run.outputs.status).toBe('completed')
    const bytes = Buffer.byteLength(run.summary)
    expect(bytes).toBeLessThanOrEqual(MIB)
    expect(bytes).toBeGreaterThan(MIB / 2)
    expect(run.summary).toContain('Pull request opened')
    expect(run.summary).toContain('(cut')
    expect(run.summary).not.toContain('\ufffd')
  })
})
