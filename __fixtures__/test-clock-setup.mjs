// Jest's setup file for every test file: the tests' clock (script/test-clock.mjs) starts at DOCS_AGENT_CLOCK
// (jest.config.js) as the file starts, whatever the machine's clock says and however long its worker has run.
import { installClock, instantOf } from '../script/test-clock.mjs'

installClock(globalThis, instantOf(process.env.DOCS_AGENT_CLOCK))
