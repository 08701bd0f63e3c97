import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  // Everything .gitignore leaves out is not ours to lint (.tmp/ holds scratch files).
  { ignores: ['dist/**', 'coverage/**', 'node_modules/**', '.tmp/**'] },
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
    // One sink to the runner: log lines, annotations and outputs go through src/log.ts and src/outputs.ts, which scrub
    // the run's secrets and keep untrusted text inert; src/inputs.ts reads inputs.
    files: ['src/**/*.ts'],
    ignores: ['src/log.ts', 'src/outputs.ts', 'src/inputs.ts'],
    rules: {
      'no-console': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@actions/core',
              message: 'Write through src/log.ts (log, annotations), src/outputs.ts (outputs) or writeSummary.'
            }
          ]
        }
      ]
    }
  },
  {
    // The simulator, scripts, benchmarks and tests are programs that talk to a person: console is their output.
    files: ['sim/**', 'script/**', 'bench/**', '__tests__/**', '__fixtures__/**'],
    rules: { 'no-console': 'off' }
  }
)
