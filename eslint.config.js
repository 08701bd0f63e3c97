import js from '@eslint/js'
import jest from 'eslint-plugin-jest'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  // Everything .gitignore leaves out is not ours to lint (.tmp/ holds scratch files).
  { ignores: ['dist/**', 'coverage/**', 'node_modules/**', '.tmp/**', 'reports/**', '.stryker-tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error'] }]
    }
  },
  {
    // One sink to the runner: only src/action/ talks to it. Log lines and annotations go through action/log.ts,
    // outputs through action/outputs.ts (both scrub the run's secrets and keep untrusted text inert); action/settings.ts
    // reads inputs.
    files: ['src/**/*.ts'],
    ignores: ['src/action/**'],
    rules: {
      'no-console': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@actions/core',
              message:
                'Only src/action/ talks to the runner: write through action/log.ts, action/outputs.ts or writeSummary.'
            }
          ]
        }
      ]
    }
  },
  {
    // Jest plug-ins for mutation runs are CommonJS: jest and Stryker load them with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  },
  {
    // eslint-plugin-jest's recommended rules for the tests.
    files: ['__tests__/**'],
    ...jest.configs['flat/recommended'],
    rules: {
      ...jest.configs['flat/recommended'].rules,
      // Table rows and fast-check properties pick their oracle per case, and a child's memory is measured only outside
      // a mutation run (IN_PROCESS): the branch is the test's logic, and each test asserts unconditionally too.
      'jest/no-conditional-expect': 'off',
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect'] }],
      // local-runner.test.ts's bundleIt is `it`, skipped in a mutation run, which has no child process to watch.
      'jest/no-standalone-expect': ['error', { additionalTestBlockFunctions: ['bundleIt'] }]
    }
  },
  {
    // The simulator, scripts, benchmarks and tests are programs that talk to a person: console is their output.
    files: ['sim/**', 'script/**', 'bench/**', '__tests__/**', '__fixtures__/**'],
    rules: { 'no-console': 'off' }
  }
)
