/**
 * The contributor tools few people need, installed on first use: mutation testing (StrykerJS) and
 * @github/local-action have their own package.json and lock file in tools/, so `npm ci` stays small and quiet on
 * Node 20. Both want Node 22 or newer: they install and run on the project's Node 24 (script/node24.ts), whatever
 * Node the shell has.
 *
 *   tsx script/tools.ts stryker run --mutate src/text/plural.ts      (npm run mutation -- …)
 *   tsx script/tools.ts local-action . src/main.ts .env              (npm run local-action)
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { findNode24 } from './node24.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const TOOLS_DIR = path.join(ROOT, 'tools')

/** What each tool runs: a package's bin under tools/, or a script of ours that loads the package (local-action). */
const TOOLS: Record<string, { pkg: string; script?: string }> = {
  stryker: { pkg: '@stryker-mutator/core' },
  'local-action': { pkg: '@github/local-action', script: path.join(ROOT, 'script', 'local-action.ts') }
}

/** Where an install of ours leaves the digest of the lock file it installed, in node_modules, which npm ci replaces. */
const STAMP = path.join('node_modules', '.lock-digest')

/** The digest of tools/package-lock.json's contents. */
function lockDigest(dir: string): string {
  return createHash('sha256')
    .update(readFileSync(path.join(dir, 'package-lock.json')))
    .digest('hex')
}

/**
 * Whether tools/ must be (re)installed: never installed, an install that did not finish (it has no stamp), or a lock
 * file whose contents changed since (a pull that bumps a tool). Contents, not file times: a checkout or a worktree
 * gives the lock file a new time without changing it.
 */
export function needsInstall(dir: string = TOOLS_DIR): boolean {
  const stamp = path.join(dir, STAMP)
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockDigest(dir)
}

/** Stamps a finished install with the lock file it installed. */
export function markInstalled(dir: string = TOOLS_DIR): void {
  writeFileSync(path.join(dir, STAMP), lockDigest(dir))
}

/** The environment of a tool: Node 24 first on PATH, so the processes it starts (npm, tsx, workers) are Node 24 too. */
export function node24Env(node24: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, PATH: [path.dirname(node24), env.PATH].filter(Boolean).join(path.delimiter) }
}

/** The file a package installed in tools/ runs as `name` (its package.json's bin). */
function binOf(pkg: string, name: string): string {
  const dir = path.join(TOOLS_DIR, 'node_modules', pkg)
  const { bin } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { bin: Record<string, string> }
  const file = bin[name]
  if (!file) throw new Error(`${pkg} in tools/ has no '${name}' command: run npm ci in tools/ again.`)
  return path.join(dir, file)
}

function exitWith(result: SpawnSyncReturns<Buffer>, what: string): never {
  if (result.error) throw new Error(`${what} could not start: ${result.error.message}`)
  if (result.signal) process.kill(process.pid, result.signal)
  process.exit(result.status ?? 1)
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const [name = '', ...args] = process.argv.slice(2)
  const tool = TOOLS[name]
  if (!tool) {
    console.error(`usage: tsx script/tools.ts <${Object.keys(TOOLS).join('|')}> [arguments]`)
    process.exit(2)
  }
  const node24 = findNode24()
  const env = node24Env(node24)
  if (needsInstall()) {
    console.error(
      `Installing the contributor tools in tools/ (first use, an unfinished install, or tools/package-lock.json changed): npm ci`
    )
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
    const install = spawnSync(npm, ['ci', '--prefix', TOOLS_DIR, '--no-audit', '--no-fund'], {
      cwd: TOOLS_DIR,
      env,
      stdio: 'inherit',
      shell: process.platform === 'win32'
    })
    if (install.status !== 0) exitWith(install, 'npm ci in tools/')
    markInstalled()
  }
  const argv = tool.script ? ['--import', 'tsx', tool.script, ...args] : [binOf(tool.pkg, name), ...args]
  exitWith(spawnSync(node24, argv, { cwd: ROOT, env, stdio: 'inherit' }), name)
}
