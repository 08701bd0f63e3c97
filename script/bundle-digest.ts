/**
 * Whether dist/ was built from the sources as they are now. `npm run bundle` ends by writing the digest of what it
 * built from (`tsx script/bundle-digest.ts --write`); the end-to-end tests and `npm start` compare it with the digest
 * of today's sources, so they never run a bundle older than src/ without saying so. A digest, not file times: a fresh
 * clone or a branch switch gives every file the time of the checkout.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** What ncc and the licence list read: every byte that can change dist/ (and the lock file's runtime part, below). */
const INPUTS = ['src', 'patches', 'tsconfig.json', 'script/bundle.ts', 'script/licenses.ts']
export const DIGEST_FILE = 'dist/source-digest.txt'

/** One line naming the command that makes dist/ current. */
export const STALE_LINE = 'dist/ was built from older sources than src/ holds now: run `npm run bundle`.'
/** One line naming the command that makes dist/ when a bundle is not there. */
export const MISSING_LINE = 'A bundle of dist/ is missing: run `npm run bundle`.'

/** The line a run of the bundle refuses with, or undefined when dist/ is current. */
export const bundleRefusal = (state: BundleState): string | undefined =>
  state === 'missing' ? MISSING_LINE : state === 'stale' ? STALE_LINE : undefined

/** SHA-256 of the bundle's inputs: paths and contents, line ends made LF (a Windows checkout builds the same bundle). */
export function sourceDigest(root: string = ROOT): string {
  const hash = createHash('sha256')
  for (const file of INPUTS.flatMap(input => filesUnder(root, input))) {
    hash.update(`${file}\0`)
    hash.update(readFileSync(path.join(root, file), 'utf8').replace(/\r\n/g, '\n'))
    hash.update('\0')
  }
  // The packages the bundle can hold: the lock file less what only development needs (a test tool bumped is the same
  // bundle, so dist/ need not change for it).
  hash.update(runtimeLock(root))
  // The bundle command itself: another ncc flag is another bundle.
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts?: { bundle?: string }
  }
  hash.update(manifest.scripts?.bundle ?? '')
  return hash.digest('hex')
}

/** The lock file's entries that are not development-only, as JSON; '' when there is no lock file. */
function runtimeLock(root: string): string {
  const file = path.join(root, 'package-lock.json')
  if (!existsSync(file)) return ''
  const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages?: Record<string, { dev?: boolean }> }
  return JSON.stringify(Object.entries(lock.packages ?? {}).filter(([, entry]) => entry.dev !== true))
}

export type BundleState = 'current' | 'stale' | 'missing'

/** The bundles `npm run bundle` writes: the agent's at the root (action.yml), one folder per sub-action. */
export const BUNDLES = ['dist/index.js', 'dist/sweep/index.js', 'dist/report/index.js', 'dist/fleet/index.js'] as const

/** `missing`: a bundle is not there; `stale`: built from other sources than today's (or by a build that wrote no digest). */
export function bundleState(root: string = ROOT): BundleState {
  if (BUNDLES.some(bundle => !existsSync(path.join(root, bundle)))) return 'missing'
  const file = path.join(root, DIGEST_FILE)
  const built = existsSync(file) ? readFileSync(file, 'utf8').trim() : ''
  return built === sourceDigest(root) ? 'current' : 'stale'
}

/** Files of an input, relative to the root with `/`, in a stable order; a missing input adds nothing. */
function filesUnder(root: string, input: string): string[] {
  const full = path.join(root, input)
  if (!existsSync(full)) return []
  if (!statSync(full).isDirectory()) return [input]
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

// `--write`: the last step of `npm run bundle`; `--state`: prints current, stale or missing (Jest's global setup).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === '--write') writeFileSync(path.join(ROOT, DIGEST_FILE), `${sourceDigest()}\n`)
  if (process.argv[2] === '--state') console.log(bundleState())
}
