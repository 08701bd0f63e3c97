import { availableParallelism } from 'node:os'

// tsconfig.json is what the bundle (ncc) sees: src only. Type-checking and tests use tsconfig.check.json, which covers every folder.
// ESM + TypeScript through ts-jest (ts-jest's ESM support guide): run with NODE_OPTIONS=--experimental-vm-modules.

// The tests that run the committed bundle dist/ or read what it was built from: `npm run test:e2e` runs only these,
// `npm run test:unit` everything else, without rebuilding dist/ first (DOCS_AGENT_TESTS). `npm test` runs both.
export const BUNDLE_TESTS = [
  '/__tests__/(e2e|attacks)/',
  '/__tests__/script/(local-runner|test-clock)\\.test\\.ts$',
  '/__tests__/project/(bundle|licenses|temp-folder)\\.test\\.ts$'
]
const only = process.env.DOCS_AGENT_TESTS
if (only !== undefined && only !== 'unit' && only !== 'e2e')
  throw new Error(`DOCS_AGENT_TESTS is "${only}"; use unit, e2e, or leave it unset for every test`)

// The tests' clock (script/test-clock.mjs, __fixtures__/test-clock-setup.mjs): each test file, and each bundle it runs, starts at this instant and
// advances from there, whatever the machine's clock says. Another instant: `DOCS_AGENT_CLOCK=2026-11-30T23:59:30Z npm test`.
process.env.DOCS_AGENT_CLOCK ??= '2026-11-25T10:00:00Z'

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  // Twice the cores: the tests wait on loopback servers, bundle runs and timers far more than they compute (in band,
  // `npm test` kept one core half busy), and Jest's default on two cores is one worker. CONTRIBUTING.md has the budget.
  maxWorkers: Math.min(8, 2 * availableParallelism()),
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  setupFiles: ['<rootDir>/__fixtures__/test-clock-setup.mjs'],
  ...(only === 'e2e' ? { testRegex: BUNDLE_TESTS } : { testMatch: ['**/__tests__/**/*.test.ts'] }),
  // A mutation run's sandbox (npm run mutation) is a copy of the project: never its tests or its package.json.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/.stryker-tmp/', ...(only === 'unit' ? BUNDLE_TESTS : [])],
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp/'],
  // libphonenumber-js's ES build imports its metadata JSON without an import attribute, which Jest warns about each time.
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^libphonenumber-js/min$': '<rootDir>/node_modules/libphonenumber-js/min/index.cjs'
  },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.check.json' }]
  },
  testTimeout: 30000,
  // The run's own temporary folder, removed at its end; dist/ rebuilt first by `npm test` when the sources changed.
  globalSetup: '<rootDir>/__fixtures__/global-setup.mjs',
  globalTeardown: '<rootDir>/__fixtures__/global-teardown.mjs',
  collectCoverageFrom: ['src/**/*.ts']
}
