// Jest's test environment for mutation runs (stryker.config.mjs): once a test has failed under a mutant, the
// mutant is killed, so every later test of that mutant's run is skipped. Stryker's jest runner cannot bail
// (bail: false, facebook/jest#11766) and would otherwise run every covering test of every killed mutant.
// The mark lives in this (outer) realm, shared by the run's test files, and is keyed by the active mutant.
const { TestEnvironment } = require('jest-environment-node')

const ACTIVE_MUTANT = '__STRYKER_ACTIVE_MUTANT__'
const killed = { mutant: undefined }

module.exports = class BailOnKilledMutant extends TestEnvironment {
  async handleTestEvent(event) {
    const mutant = process.env[ACTIVE_MUTANT]
    if (mutant === undefined) return // the dry run: every test runs
    if (event.name === 'test_start' && killed.mutant === mutant) event.test.mode = 'skip'
    if (event.name === 'test_done' && event.test.errors.length > 0) killed.mutant = mutant
  }
}
