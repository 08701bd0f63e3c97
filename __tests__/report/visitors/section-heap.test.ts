// The visitors section (src/report/visitors/section.ts) keeps V8's young generation small before its export holds
// many strings: heap.ts's flag is not readable back from JavaScript, so this test puts a recorder in heap.js's place
// and checks the section calls it before the first request. What the flag does is measured in project/heap.test.ts.
import { jest } from '@jest/globals'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { weekSettings } from '../../../__fixtures__/visitors.js'
import { HIDDEN, sectionRun } from '../../../__fixtures__/sections.js'
import { startSimulator, type Simulator } from '../../../sim/server.js'

const calls: number[] = []
let sim: Simulator
jest.unstable_mockModule('../../../src/report/visitors/heap.js', () => ({
  keepYoungGenerationSmall: () => {
    calls.push(sim.requests.length)
    return true
  }
}))
const { run } = await import('../../../src/report/visitors/section.js')

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'visitors-heap-'))
})
afterEach(async () => {
  await sim?.close()
  await rm(dir, { recursive: true, force: true })
})

it('keeps the young generation small once, before the export sends its first request', async () => {
  sim = await startSimulator({ visitorRows: 300 })
  const result = await run(sectionRun(sim, dir, 20, HIDDEN).run, { visitors: weekSettings() })
  expect(result.failed).toBeUndefined()
  expect(sim.requests.length).toBeGreaterThan(0)
  expect(calls).toStrictEqual([0])
})
