// tsconfig.json is what the bundle (ncc) sees: src only. Type-checking and tests use tsconfig.check.json, which covers every folder.
// ESM + TypeScript through ts-jest (ts-jest's ESM support guide): run with NODE_OPTIONS=--experimental-vm-modules.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  // A mutation run's sandbox (npm run mutation) is a copy of the project: never its tests or its package.json.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/.stryker-tmp/'],
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
  // The end-to-end tests never run a bundle older than src/: rebuilt first when the sources changed (one line says so).
  globalSetup: '<rootDir>/__fixtures__/fresh-bundle.mjs',
  collectCoverageFrom: ['src/**/*.ts']
}
