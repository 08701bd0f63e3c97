// `npm run mutation` (docs/testing.md): StrykerJS mutates src/ and runs the in-process tests against each mutant.
// Slow (a few mutants a minute on 2 cores), so not part of .ci/run; scope a run with `-- --mutate src/service/http.ts`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: ['src/**/*.ts', '!src/index.ts'],
  testRunner: 'jest',
  // The project's jest set-up is ESM through ts-jest: the test processes need the VM modules flag.
  testRunnerNodeArgs: ['--experimental-vm-modules', '--no-warnings'],
  jest: {
    configFile: 'jest.config.js',
    config: {
      // These spawn dist/ or another process, which no mutant of src/ reaches: they could never kill one.
      testPathIgnorePatterns: [
        '/node_modules/',
        '<rootDir>/__tests__/e2e/',
        '<rootDir>/__tests__/attacks/',
        '<rootDir>/__tests__/(bundle|licenses|node24|heap)\\.test\\.ts$',
        '<rootDir>/__tests__/sim/cli\\.test\\.ts$'
      ]
    }
  },
  // Each mutant runs only the tests that reach it.
  coverageAnalysis: 'perTest',
  // Results of unchanged mutants and tests are reused from the last run (the file is kept out of git).
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  concurrency: 2,
  timeoutMS: 10000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  ignorePatterns: ['dist', 'coverage', '.tmp'],
  cleanTempDir: 'always'
}
