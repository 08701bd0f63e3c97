// Jest's test environment for mutation runs (stryker.config.mjs).
// - The dry run (no active mutant) writes which test file holds which test (.mutation-tests.jsonl in the sandbox):
//   sequencer.cjs then leaves out the files that hold none of a mutant's covering tests instead of loading them.
// - Once a test has failed under a mutant, the mutant is killed: every later test of that mutant's run is skipped,
//   and runner.cjs loads no further test file.
//   Stryker's jest runner cannot bail (bail: false, facebook/jest#11766) and would run every covering test.
// The kill mark lives in this (outer) realm, shared by the run's test files, and is keyed by the active mutant.
const { appendFileSync } = require('node:fs')
const path = require('node:path')
const { TestEnvironment } = require('jest-environment-node')

const ACTIVE_MUTANT = '__STRYKER_ACTIVE_MUTANT__'
const INDEX = '.mutation-tests.jsonl'
// Shared with runner.cjs, which stops loading test files once the mutant is killed.
const killed = (globalThis[Symbol.for('docs-agent-action.mutation.killed')] ??= { mutant: undefined })

// Jest's full name of a test, as Stryker puts it in testNamePattern: the describe titles and the test's, by spaces.
const fullName = block => (block?.parent ? `${fullName(block.parent)} ${block.name}`.trimStart() : '')

class MutationEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context)
    this.testPath = context.testPath
    this.indexFile = path.join(config.projectConfig.rootDir, INDEX)
    this.names = []
  }

  async handleTestEvent(event) {
    const mutant = process.env[ACTIVE_MUTANT]
    if (mutant === undefined) {
      if (event.name === 'test_start') this.names.push(fullName(event.test))
      return
    }
    if (event.name === 'test_start' && killed.mutant === mutant) event.test.mode = 'skip'
    if (event.name === 'test_done' && event.test.errors.length > 0) killed.mutant = mutant
  }

  async teardown() {
    if (process.env[ACTIVE_MUTANT] === undefined && this.names.length > 0)
      appendFileSync(this.indexFile, `${JSON.stringify({ file: this.testPath, names: this.names })}\n`)
    await super.teardown()
  }
}

module.exports = MutationEnvironment
module.exports.killedMutant = () => killed.mutant
