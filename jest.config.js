// tsconfig.json is what the bundle (ncc) sees: src only. Type-checking and tests use tsconfig.check.json, which covers every folder.
// ESM + TypeScript through ts-jest (ts-jest's ESM support guide): run with NODE_OPTIONS=--experimental-vm-modules.

// The tests that run the committed bundle dist/ or read what it was built from: `npm run test:e2e` runs only these,
// `npm run test:unit` everything else, without rebuilding dist/ first (DOCS_AGENT_TESTS). `npm test` runs both.
const BUNDLE_TESTS = [
  '/__tests__/(e2e|attacks)/',
  '/__tests__/script/local-runner\\.test\\.ts$',
  '/__tests__/project/(bundle|licenses)\\.test\\.ts$'
]
const only = process.env.DOCS_AGENT_TESTS
if (only !== undefined && only !== 'unit' && only !== 'e2e')
  throw new Error(`DOCS_AGENT_TESTS is "${only}"; use unit, e2e, or leave it unset for every test`)

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
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
  // The end-to-end tests never run a bundle older than src/: rebuilt first when the sources changed (one line says so);
  // a unit run needs no bundle and skips it.
  ...(only === 'unit' ? {} : { globalSetup: '<rootDir>/__fixtures__/fresh-bundle.mjs' }),
  collectCoverageFrom: ['src/**/*.ts']
}
