/**
 * `npm run local-action` (CONTRIBUTING's local loop): @github/local-action, installed on first use in tools/ by
 * script/tools.ts, runs src/main.ts with the inputs of .env, on Node 24. Its own command always exits 0, even when
 * the action failed (its core.setFailed only records the failure): this runs the same program and exits 1 then.
 *   tsx script/local-action.ts . src/main.ts .env
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'
import { pathToFileURL } from 'node:url'
import { envFileMissing, githubFakeNeeded } from './local-loop.js'
import { TOOLS_DIR } from './tools.js'

const SOURCE = path.join(TOOLS_DIR, 'node_modules', '@github', 'local-action', 'src')
const load = (file: string) => import(pathToFileURL(path.join(SOURCE, file)).href)

// What local-action's bin sets before it starts the same program: the action's folder (its first argument that is
// one) and the package manager that installed the action's dependencies, which it stubs.
process.env.TARGET_ACTION_PATH = path.resolve(process.argv[2] ?? '.')
process.env.NODE_PACKAGE_MANAGER = 'npm'
process.env.NODE_NO_WARNINGS = '1'

// The .env local-action reads (its third argument): an event that talks to GitHub needs the GitHub fake first.
const envFile = process.argv[4]
const missing = envFile === undefined ? undefined : envFileMissing(envFile, existsSync)
if (missing) {
  console.error(missing)
  process.exit(2)
}
const settings = envFile ? parseEnv(readFileSync(envFile, 'utf8')) : {}
const needed = githubFakeNeeded({ ...settings })
if (needed) {
  console.error(needed)
  process.exit(2)
}

const { makeProgram } = (await load('command.ts')) as {
  makeProgram: () => Promise<{ parseAsync: () => Promise<unknown> }>
}
const { CoreMeta } = (await load('stubs/core/core.ts')) as { CoreMeta: { exitCode: number } }
await (await makeProgram()).parseAsync()
if (CoreMeta.exitCode !== 0) console.error('local-action: the action failed (exit code 1).')
process.exitCode = CoreMeta.exitCode
