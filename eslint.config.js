import js from '@eslint/js'
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
    // The simulator, scripts, benchmarks and tests are programs that talk to a person: console is their output.
    files: ['sim/**', 'script/**', 'bench/**', '__tests__/**', '__fixtures__/**'],
    rules: { 'no-console': 'off' }
  }
)
