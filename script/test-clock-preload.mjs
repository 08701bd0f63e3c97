// `node --import` for each bundle a test runs (script/local-runner.ts): the tests' clock (test-clock.mjs) at the instant
// the parent gave at spawn, as of the process's start (performance.now() 0), so the time a busy machine takes to start
// Node is not lost and parent and child agree to a few milliseconds.
import { installClock, instantOf } from './test-clock.mjs'

installClock(globalThis, instantOf(process.env.DOCS_AGENT_CLOCK), 0)
