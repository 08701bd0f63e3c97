// The tests' clock: every test, the simulator, the GitHub fake and every bundle a test runs see the same date and hour,
// whatever the machine's clock says, so no verdict depends on when `npm test` runs (issue 35). It starts at
// DOCS_AGENT_CLOCK (an ISO instant; jest.config.js sets the default) when the process starts and advances with the
// process's own monotonic time, never with the machine's wall clock: faketime, a clock step or a midnight in the
// middle of a run change nothing. Only `Date` moves; timers run in real time.
//
// Installed twice over: by Jest's setup file __fixtures__/test-clock-setup.mjs (each test file's globals, from the
// file's start), and by `node --import script/test-clock-preload.mjs` in each bundle a test runs
// (script/local-runner.ts), which is given the instant at its spawn in DOCS_AGENT_CLOCK, so parent and child agree.
// The action's code reads `Date` as ever: this is the tests' faketime, not a hook in the action.

import { performance } from 'node:perf_hooks'

const KEY = Symbol.for('docs-agent.test-clock')

/** Milliseconds since the epoch of an ISO instant given in `name`; a clear error when it is not one. */
export function instantOf(text, name = 'DOCS_AGENT_CLOCK') {
  const ms = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(text ?? '') ? Date.parse(text) : NaN
  if (Number.isNaN(ms)) throw new Error(`${name} is "${text}"; give an instant in UTC such as 2026-11-30T13:30:00Z`)
  return ms
}

/**
 * Replaces `target.Date` with one whose "now" (`Date.now()`, `new Date()`, `Date()`) is `startMs` when `performance.now()`
 * read `mark` (by default, at this call), advancing with it. Everything else (`Date.UTC`, `Date.parse`, `new Date(ms)`,
 * `instanceof`) is the real Date's. Returns the clock, whose `set(ms)` moves "now" to another instant from then on.
 */
export function installClock(target, startMs, mark = performance.now()) {
  if (target[KEY]) {
    target[KEY].set(startMs)
    return target[KEY]
  }
  const RealDate = target.Date
  const monotonic = () => performance.now()
  const clock = {
    base: startMs,
    mark,
    now: () => Math.floor(clock.base + (monotonic() - clock.mark)),
    set(ms) {
      clock.base = ms
      clock.mark = monotonic()
    }
  }
  target.Date = new Proxy(RealDate, {
    construct: (Real, args, newTarget) =>
      Reflect.construct(Real, args.length === 0 ? [clock.now()] : args, newTarget === target.Date ? Real : newTarget),
    apply: () => new RealDate(clock.now()).toString(),
    get: (Real, name, receiver) => (name === 'now' ? clock.now : Reflect.get(Real, name, receiver))
  })
  Object.defineProperty(target, KEY, { value: clock })
  return clock
}

/** The clock installed on `target`, if any: its `now()` is what the next bundle run is started at. */
export const clockOf = target => target[KEY]

/** This test file's clock (Jest's setup file installs it); an error saying how to get one when there is none. */
export function testClock(target = globalThis) {
  const clock = clockOf(target)
  if (!clock) throw new Error('no test clock: run the tests through jest.config.js (its setupFiles install it)')
  return clock
}
