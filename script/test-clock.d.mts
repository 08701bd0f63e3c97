/** The tests' clock (script/test-clock.mjs): its types for the TypeScript that uses it. */
export interface TestClock {
  /** "Now" in milliseconds since the epoch. */
  now(): number
  /** Moves "now" to `ms`, advancing from there. */
  set(ms: number): void
}
export function instantOf(text: string | undefined, name?: string): number
export function installClock(target: typeof globalThis, startMs: number, mark?: number): TestClock
export function clockOf(target: typeof globalThis): TestClock | undefined
/** This test file's clock; throws when none is installed. */
export function testClock(target?: typeof globalThis): TestClock
