// `npm run mutation` (docs/testing.md): StrykerJS mutates src/ and runs the in-process tests against each mutant.
// Slow (a few mutants a minute on 2 cores), so not part of .ci/run; scope a run with `-- --mutate src/service/http.ts`.
// Stryker lives in tools/ (installed on first use by script/tools.ts, run on Node 24); it finds its jest runner next to
// itself there, and the project's jest and ts-jest in this folder's node_modules.
import { fileURLToPath, URL } from 'node:url'

// The end-to-end scenarios run in process under mutation testing (script/in-process-runner.ts): the bundle they
// spawn otherwise is built from src/ before any mutant, so they could never notice one. The workers inherit this.
process.env.DOCS_AGENT_IN_PROCESS = '1'
const here = file => fileURLToPath(new URL(file, import.meta.url))

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: ['src/**/*.ts', '!src/entry/index.ts', '!src/entry/start.ts'],
  testRunner: 'jest',
  // The project's jest set-up is ESM through ts-jest: the test processes need the VM modules flag.
  testRunnerNodeArgs: ['--experimental-vm-modules', '--no-warnings'],
  jest: {
    configFile: 'jest.config.js',
    config: {
      // These check the bundle, the lock file or a child Node, which no mutant of src/ reaches.
      testPathIgnorePatterns: [
        '/node_modules/',
        '<rootDir>/__tests__/project/(bundle|licenses|node24|install|heap|temp-folder)\\.test\\.ts$',
        '<rootDir>/__tests__/script/tools\\.test\\.ts$',
        '<rootDir>/__tests__/sim/cli\\.test\\.ts$'
      ],
      // Only the files holding a mutant's covering tests, quick ones first; a killed mutant skips the rest (script/mutation/).
      testEnvironment: here('./script/mutation/environment.cjs'),
      testSequencer: here('./script/mutation/sequencer.cjs'),
      runner: here('./script/mutation/runner.cjs')
    }
  },
  // Each mutant runs only the tests that reach it.
  coverageAnalysis: 'perTest',
  // Results of unchanged mutants and tests are reused from the last run (the file is kept out of git).
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  concurrency: 2,
  timeoutMS: 10000,
  // live: each mutant's result as it is tested (script/mutation/live-reporter.mjs).
  appendPlugins: [here('./script/mutation/live-reporter.mjs')],
  reporters: ['clear-text', 'progress', 'html', 'json', 'live'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // tools/ is Stryker's own install: the sandbox needs none of it.
  ignorePatterns: ['dist', 'coverage', '.tmp', 'tools'],
  cleanTempDir: 'always'
}
