// Jest's test runner for mutation runs (stryker.config.mjs): runs the test files one after another, as Stryker asks
// (runInBand), and once a test has failed under the active mutant (environment.cjs marks it), reports every later
// file as run with no test instead of loading it. The mutant is killed already; loading the rest (the scenarios load
// all of src/ and start servers) was most of a killed mutant's time. Stryker's jest runner cannot bail (bail: false).
const { default: TestRunner } = require('jest-runner')
const { createEmptyTestResult } = require('@jest/test-result')
const { killedMutant } = require('./environment.cjs')

const ACTIVE_MUTANT = '__STRYKER_ACTIVE_MUTANT__'

// A file not loaded, as jest reports a file whose tests were all skipped (jest fails a file that reports no test).
const skippedFile = testFilePath => ({
  ...createEmptyTestResult(),
  testFilePath,
  skipped: true,
  numPendingTests: 1,
  testResults: [
    {
      ancestorTitles: [],
      duration: 0,
      failureDetails: [],
      failureMessages: [],
      fullName: 'not loaded: the mutant was already killed',
      numPassingAsserts: 0,
      status: 'pending',
      title: 'not loaded: the mutant was already killed'
    }
  ]
})

module.exports = class MutationRunner {
  isSerial = true
  supportsEventEmitters = true

  constructor(globalConfig, context) {
    this.inner = new TestRunner(globalConfig, context)
    this.listeners = new Map()
  }

  on(eventName, listener) {
    const own = this.listeners.get(eventName) ?? new Set()
    own.add(listener)
    this.listeners.set(eventName, own)
    const off = this.inner.on(eventName, listener)
    return () => {
      own.delete(listener)
      off()
    }
  }

  async emit(eventName, args) {
    for (const listener of this.listeners.get(eventName) ?? []) await listener(args)
  }

  async runTests(tests, watcher, options) {
    if (!options.serial) return this.inner.runTests(tests, watcher, options)
    for (const test of tests) {
      const mutant = process.env[ACTIVE_MUTANT]
      if (mutant !== undefined && killedMutant() === mutant) {
        await this.emit('test-file-start', [test])
        await this.emit('test-file-success', [test, skippedFile(test.path)])
      } else {
        await this.inner.runTests([test], watcher, options)
      }
    }
  }
}
