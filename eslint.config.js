import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', 'node_modules/**'] },
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
    // The simulator, scripts, benchmarks and tests are programs that talk to a person: console is their output.
    files: ['sim/**', 'script/**', 'bench/**', '__tests__/**', '__fixtures__/**'],
    rules: { 'no-console': 'off' }
  }
)
