// A clock the test controls, for the `now`/`sleep` options src modules take and the simulator's `now`
// (SimOptions.now): time moves only when the code under test sleeps on it or the test advances it, so a wait of minutes
// costs no real time, a round trip costs 0 ms, and no assertion races the machine. Events set with `at` (a cancel, a
// job finishing) run when the clock reaches their time, inside the sleep that passes it: a sleep given a signal that
// such an event aborts ends there, at that time, with CancelledError, as the real sleep (src/action/sleep.ts) does.
import { CancelledError } from '../src/action/errors.js'
import type { Sleep } from '../src/action/sleep.js'

/** A fixed start (a Monday, 09:00 UTC), far from any month or year end, whatever the machine's date. */
export const VIRTUAL_EPOCH = Date.parse('2026-11-02T09:00:00Z')

export interface VirtualClock {
  now: () => number
  sleep: Sleep
  /** Runs `run` when the clock reaches `time` (epoch ms of the virtual clock). */
  at: (time: number, run: () => void) => void
  /** Moves the clock on by `ms`, running the events it passes. */
  advance: (ms: number) => void
  /** Every sleep asked for, in ms, in order. */
  slept: number[]
}

export function virtualClock(start = VIRTUAL_EPOCH): VirtualClock {
  let time = start
  /** By time. */
  const events: { time: number; run: () => void }[] = []
  const slept: number[] = []

  /** Moves to `end`, running the events up to it in order; false when one aborted `signal` (the clock stays there). */
  const moveTo = (end: number, signal?: AbortSignal): boolean => {
    for (let next = events[0]; next !== undefined && next.time <= end; next = events[0]) {
      events.shift()
      time = Math.max(time, next.time)
      next.run()
      if (signal?.aborted) return false
    }
    time = Math.max(time, end)
    return true
  }
  const finite = (ms: number, what: string): number => {
    if (!Number.isFinite(ms)) throw new RangeError(`${what}: a virtual clock moves by finite steps, got ${ms}`)
    return Math.max(0, ms)
  }

  return {
    now: () => time,
    sleep: async (ms, signal) => {
      slept.push(ms)
      if (signal?.aborted) throw new CancelledError()
      if (!moveTo(time + finite(ms, 'sleep'), signal)) throw new CancelledError()
    },
    at: (at, run) => {
      events.push({ time: at, run })
      events.sort((x, y) => x.time - y.time) // stable: events at one time run in the order they were set
    },
    advance: ms => void moveTo(time + finite(ms, 'advance')),
    slept
  }
}
