// The tests' clock (script/test-clock.mjs): "now" starts where a test says and advances with monotonic time; the rest
// of Date is the real one; a bundle run starts at the test's now, or at the instant a test gives it.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { clockOf, installClock, instantOf } from '../../script/test-clock.mjs'
import { runAction } from '../../script/local-runner.js'

const RealDate = Date
const at = (iso: string) => RealDate.parse(iso)

describe('installClock', () => {
  const target = () => ({ Date: RealDate }) as unknown as typeof globalThis

  it('now, new Date() and Date() start at the instant given and advance with monotonic time', async () => {
    const t = target()
    const before = performance.now()
    installClock(t, at('2026-11-30T23:59:59.000Z'))
    const first = t.Date.now()
    await new Promise(resolve => setTimeout(resolve, 30))
    const second = new t.Date().getTime()
    const elapsed = performance.now() - before
    expect(first).toBeGreaterThanOrEqual(at('2026-11-30T23:59:59.000Z'))
    expect(second - at('2026-11-30T23:59:59.000Z')).toBeGreaterThanOrEqual(29)
    expect(second - at('2026-11-30T23:59:59.000Z')).toBeLessThanOrEqual(Math.ceil(elapsed))
    // Date() called bare gives the string of now, to the second.
    const text = (t.Date as unknown as () => string)()
    expect(typeof text).toBe('string')
    expect(RealDate.parse(text)).toBeGreaterThanOrEqual(at('2026-11-30T23:59:59.000Z'))
    expect(RealDate.parse(text)).toBeLessThanOrEqual(t.Date.now())
  })

  it('leaves every other use of Date as it is', () => {
    const t = target()
    installClock(t, at('2030-01-01T00:00:00Z'))
    expect(new t.Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z')
    expect(new t.Date('2026-11-29T12:00:00Z').getUTCDay()).toBe(0)
    expect(new t.Date(2026, 10, 30).getFullYear()).toBe(2026)
    expect(t.Date.UTC(2026, 10, 30)).toBe(at('2026-11-30T00:00:00Z'))
    expect(t.Date.parse('2026-11-30T00:00:00Z')).toBe(at('2026-11-30T00:00:00Z'))
    expect(new t.Date()).toBeInstanceOf(RealDate)
    expect(new t.Date() instanceof t.Date).toBe(true)
    class Later extends t.Date {}
    expect(new Later(5).getTime()).toBe(5)
  })

  it('set moves now to another instant, and a second install on the same globals only moves it', () => {
    const t = target()
    const clock = installClock(t, at('2026-11-30T10:00:00Z'))
    clock.set(at('2026-12-07T00:30:00Z'))
    expect(t.Date.now() - at('2026-12-07T00:30:00Z')).toBeLessThan(1000)
    expect(installClock(t, at('2026-01-01T00:00:00Z'))).toBe(clock)
    expect(new t.Date().getUTCFullYear()).toBe(2026)
    expect(new t.Date().getUTCMonth()).toBe(0)
    expect(clockOf(t)).toBe(clock)
    expect(clockOf(target())).toBeUndefined()
  })
})

describe('instantOf', () => {
  it.each(['2026-11-30T13:30:00Z', '2026-11-30T13:30Z', '2026-11-30T13:30:00.5Z'])('reads %s', text =>
    expect(instantOf(text)).toBe(at(text))
  )

  it.each(['', 'tomorrow', '2026-11-30', '2026-11-30T13:30:00+01:00', '2026-13-30T13:30:00Z'])(
    'refuses %j with one error naming the setting and an example',
    text =>
      expect(() => instantOf(text, 'DOCS_AGENT_CLOCK')).toThrow(
        `DOCS_AGENT_CLOCK is "${text}"; give an instant in UTC such as 2026-11-30T13:30:00Z`
      )
  )
})

describe('the tests run on it', () => {
  it('this test file runs on the suite’s clock (jest.config.js), not the machine’s', () => {
    const suite = instantOf(process.env.DOCS_AGENT_CLOCK)
    expect(clockOf(globalThis)).toBeDefined()
    // This file started at the suite's instant: it is far from any real "now" only if the suite's instant is.
    expect(Date.now() - suite).toBeGreaterThanOrEqual(0)
    expect(Date.now() - suite).toBeLessThan(performance.now() + 1000)
  })
})

describe('the preload a bundle runs with', () => {
  it('starts the child at the instant given as of its process start: no start-up time is lost', () => {
    const instant = at('2026-11-30T13:30:00.000Z')
    const out = execFileSync(
      process.execPath,
      [
        '--import',
        path.resolve('script/test-clock-preload.mjs'),
        '-e',
        'const p1 = performance.now(); const n = Date.now(); const p2 = performance.now(); console.log(p1, n, p2)'
      ],
      { env: { ...process.env, DOCS_AGENT_CLOCK: new RealDate(instant).toISOString() }, encoding: 'utf8' }
    )
    const [p1, now, p2] = out.trim().split(' ').map(Number) as [number, number, number]
    // Read between two readings of the process's own monotonic time since its start: now is the instant plus that.
    expect(now).toBeGreaterThanOrEqual(instant + Math.floor(p1))
    expect(now).toBeLessThanOrEqual(instant + p2)
  })
})

describe('a bundle run starts on the test’s clock', () => {
  it.each(['2026-11-30T00:30:00Z', '2027-03-01T23:59:00Z'])('at %s, as the fleet reads its hour', async clock => {
    const run = await runAction({ projects: '0'.repeat(24) }, { action: 'fleet', clock })
    expect(run.stdout).toContain(`UTC hour ${new RealDate(clock).getUTCHours()} starts`)
  })
})
