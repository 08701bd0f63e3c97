// Jest's global setup (plain ESM: Jest loads it natively, outside ts-jest's module mapping), run once before any test.
// 1. The run's own temporary folder: TMPDIR points every test, worker and child into it, and global-teardown.mjs removes
//    it, so `npm test` leaves the system's temporary folder as it found it; one left by a run that was killed is removed
//    by the next (script/temp-folders.mjs).
// 2. A fresh bundle: the end-to-end tests run dist/index.js, so a bundle older than src/ would test old code. Only
//    `npm test` and `npm run test:e2e` (DOCS_AGENT_REBUILD_DIST=1) rebuild it, one line saying so, and only when a test
//    that runs it is selected; any other run of a bundle test fails at once naming `npm run bundle`
//    (script/local-runner.ts), and a unit test never writes dist/. Mutation runs test src/ in process and skip this.
import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { BUNDLE_TESTS } from '../jest.config.js'
import { ownTempFolder } from '../script/temp-folders.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const run = (command, args) => execFileSync(command, args, { cwd: ROOT, stdio: 'pipe', encoding: 'utf8' })

export default function globalSetup(globalConfig) {
  const folder = ownTempFolder('docs-agent-tests-')
  process.env.DOCS_AGENT_TESTS_TMPDIR = folder
  process.env.TMPDIR = folder
  if (process.env.DOCS_AGENT_REBUILD_DIST === '1' && bundleTestSelected(globalConfig)) freshBundle()
}

/** Whether the run's test path patterns select a test that runs dist/ (BUNDLE_TESTS). */
export function bundleTestSelected(globalConfig) {
  if (process.env.DOCS_AGENT_IN_PROCESS === '1' || process.env.DOCS_AGENT_TESTS === 'unit') return false
  const selected = globalConfig.testPathPatterns?.toExecutor({ rootDir: ROOT })
  return readdirSync(path.join(ROOT, '__tests__'), { recursive: true })
    .map(file => path.join(ROOT, '__tests__', String(file)))
    .filter(file => file.endsWith('.test.ts') && BUNDLE_TESTS.some(pattern => new RegExp(pattern).test(file)))
    .some(file => selected === undefined || selected.isMatch(file))
}

function freshBundle() {
  const state = run(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['script/bundle-digest.ts', '--state']).trim()
  if (state === 'current') return
  const why = state === 'missing' ? 'is missing' : 'was built from older sources than src/'
  process.stderr.write(`\ndist/ ${why}: rebuilding it (npm run bundle) before the end-to-end tests run it.\n`)
  try {
    run('npm', ['run', '--silent', 'bundle'])
  } catch (error) {
    throw new Error(
      `npm run bundle failed, so the end-to-end tests cannot run:\n${error.stdout ?? ''}${error.stderr ?? ''}`
    )
  }
}
