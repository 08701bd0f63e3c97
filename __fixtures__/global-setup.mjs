// Jest's global setup (plain ESM: Jest loads it natively, outside ts-jest's module mapping). The end-to-end tests run
// dist/index.js, so a bundle older than src/ would test old code: when the sources changed since the last
// `npm run bundle` (script/bundle-digest.ts), it is rebuilt first, with one line saying so; a build that fails stops
// the run with its output. Mutation runs test src/ in process (docs/testing.md) and skip this.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const run = (command, args) => execFileSync(command, args, { cwd: ROOT, stdio: 'pipe', encoding: 'utf8' })

export default function freshBundle() {
  if (process.env.DOCS_AGENT_IN_PROCESS === '1') return
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
