// `npm test` leaves the system's temporary folder as it found it (issue 35): a Jest run of an end-to-end file, with
// its bundle runs, simulator and GitHub fake, leaves nothing in TMPDIR; a run killed halfway leaves one folder named
// after it, which the next run removes (__fixtures__/global-setup.mjs, script/temp-folders.mjs).
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const JEST = path.resolve('node_modules', 'jest', 'bin', 'jest.js')
/** Jest's own cache and the compile caches of Node and tsx are kept between runs on purpose: not a run's leftovers. */
const leftovers = (dir: string): string[] => readdirSync(dir).filter(name => !/^(jest_\w+|tsx-\d+)$/.test(name))

let dir: string
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'temp-folder-'))))
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Jest on one test file with TMPDIR set to `dir`; `killWhen` is asked every 10 ms whether to kill it now. */
function jest(file: string, killWhen?: () => boolean) {
  const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: dir, DOCS_AGENT_REBUILD_DIST: '' }
  for (const name of ['JEST_WORKER_ID', 'DOCS_AGENT_TESTS', 'DOCS_AGENT_IN_PROCESS']) delete env[name]
  const child = spawn(process.execPath, [JEST, '--ci', '--runInBand', file], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let text = ''
  const take = (chunk: Buffer) => void (text += chunk.toString('utf8'))
  child.stdout.on('data', take)
  child.stderr.on('data', take)
  const poll = killWhen && setInterval(() => killWhen() && child.kill('SIGKILL'), 10)
  return new Promise<{ code: number | null; pid: number; text: string }>(resolve =>
    child.on('close', code => {
      clearInterval(poll)
      resolve({ code, pid: child.pid as number, text })
    })
  )
}

describe('the temporary folder after a test run', () => {
  it('an end-to-end file that runs bundles leaves it as it was', async () => {
    const run = await jest('__tests__/e2e/fleet.test.ts')
    expect(run.text).toMatch(/Tests: +\d+ passed/)
    expect(run.code).toBe(0)
    expect(leftovers(dir)).toStrictEqual([])
  })

  it('a run killed halfway leaves one folder named after it, and the next run removes it', async () => {
    // Killed once its folder is there: the history file's bundle runs take many seconds after that.
    const first = await jest('__tests__/e2e/history.test.ts', () => leftovers(dir).length > 0)
    expect(first.code).toBeNull()
    expect(leftovers(dir)).toStrictEqual([expect.stringMatching(new RegExp(`^docs-agent-tests-${first.pid}-`))])
    const next = await jest('__tests__/script/temp-folders.test.ts')
    expect(next.code).toBe(0)
    expect(leftovers(dir)).toStrictEqual([])
  })
})
