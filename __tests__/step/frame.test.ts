// The frame every action's run shares (src/step/frame.ts), in process against the simulator over real HTTP: the
// cancel watch taken off when the story ends, however it ends; the service client's warnings in the log as warnings,
// once each; and the transport a story is given for another of the service's APIs, without a key or base URL.
import { jest } from '@jest/globals'
import { startSimulator, type Simulator } from '../../sim/server.js'
import type { RunSettings } from '../../src/action/settings.js'
import { runStory, type RunFrame } from '../../src/step/frame.js'

let sim: Simulator
let lines: string[]
beforeEach(async () => {
  lines = []
  jest.spyOn(process.stdout, 'write').mockImplementation(chunk => (lines.push(String(chunk)), true))
  sim = await startSimulator({ job: { durationMs: 60_000 } })
})
afterEach(async () => {
  jest.restoreAllMocks()
  process.exitCode = undefined
  await sim.close()
})

const settings = (): RunSettings => ({
  apiKey: sim.apiKey,
  projectId: sim.projectId,
  apiUrl: sim.url,
  timeoutMs: 60_000,
  requestTimeoutMs: 5_000,
  durationFloor: { ms: 10 },
  warnings: []
})

describe('runStory', () => {
  it('takes its cancel watch off when the story ends, and when it throws', async () => {
    const before = ['SIGINT', 'SIGTERM'].map(name => process.listenerCount(name))
    let during: number[] = []
    await runStory(settings, async () => {
      during = ['SIGINT', 'SIGTERM'].map(name => process.listenerCount(name))
    })
    expect(during).toStrictEqual(before.map(count => count + 1))
    expect(['SIGINT', 'SIGTERM'].map(name => process.listenerCount(name))).toStrictEqual(before)
    await runStory(settings, async () => {
      throw new Error('the story failed')
    })
    expect(['SIGINT', 'SIGTERM'].map(name => process.listenerCount(name))).toStrictEqual(before)
    expect(lines.join('')).toContain('::error::the story failed')
  })

  it("the service client's warnings reach the log as warnings, each once", async () => {
    const job = await (async () => {
      let made: { id: string } | undefined
      await runStory(settings, async (_s, frame) => void (made = await frame.clientWith().createJob('x')))
      return made
    })()
    // A pull request link the service should never give: refused, said as a warning.
    sim.finishJob(job?.id ?? '', 'completed', 'javascript:alert(1)')
    await runStory(settings, async (_s, frame: RunFrame) => {
      const client = frame.clientWith()
      await client.getJob(job?.id ?? '')
      await client.getJob(job?.id ?? '')
    })
    const warned = lines.filter(line => line.startsWith("::warning::The service's pull request link"))
    expect(warned).toHaveLength(1)
    expect(warned[0]).toContain('pr-link is left empty')
  })

  it('logs the settings once at debug level, the key as ***, before the story', async () => {
    let before: string[] = []
    await runStory(settings, async () => void (before = [...lines]))
    const debug = before.filter(line => line.startsWith('::debug::Settings: '))
    expect(debug).toHaveLength(1)
    expect(debug[0]).toContain('"apiKey":"***"')
    expect(lines.join('')).not.toContain(sim.apiKey)
  })

  it('says each retry of the service in the log: the reason, the wait and the attempt', async () => {
    let made: { id: string } | undefined
    await runStory(settings, async (_s, frame) => void (made = await frame.clientWith().createJob('x')))
    sim.inject('getJob', { kind: 'status', status: 503, body: '{"error":"busy"}' }, 1)
    await runStory(
      settings,
      async (_s, frame) => void (await frame.clientWith({ backoff: { baseMs: 5, capMs: 10 } }).getJob(made?.id ?? ''))
    )
    const retried = lines.filter(line => / Retrying in \S+ \(attempt 2 of \d+\)\.\n$/.test(line))
    expect(retried).toHaveLength(1)
    expect(retried[0]).toMatch(/^Get job failed: HTTP 503/)
  })

  it('gives the story the transport without the key or the base URL', async () => {
    let http: RunFrame['http'] | undefined
    await runStory(settings, async (_s, frame) => void (http = frame.http))
    expect(http).toMatchObject({ requestTimeoutMs: 5_000 })
    expect(http && 'apiKey' in http).toBe(false)
    expect(http && 'baseUrl' in http).toBe(false)
    expect(http?.signal).toBeInstanceOf(AbortSignal)
  })
})
