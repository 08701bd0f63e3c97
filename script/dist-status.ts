/**
 * The last line of `npm run all` (and of `npm run bundle`): whether the rebuilt dist/ differs from what git holds, and
 * then what to do — commit it with the change, since users run the committed bundle and CI fails on a dist/ that a
 * fresh build would change. Outside a git work tree it says nothing.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The line for the files of dist/ that git sees changed; undefined when none is, or outside a git work tree. */
export function distStatusLine(root: string = ROOT): string | undefined {
  let porcelain: string
  try {
    porcelain = execFileSync('git', ['status', '--porcelain', '--', 'dist'], { cwd: root, encoding: 'utf8' })
  } catch {
    return undefined
  }
  const changed = porcelain.split('\n').filter(line => line.trim() !== '').length
  if (changed === 0) return undefined
  const files = changed === 1 ? '1 file' : `${changed} files`
  return `dist/ changed (${files}): commit it with your change (git add dist). Users run the committed bundle, and CI fails when dist/ differs from a fresh npm run bundle.`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const line = distStatusLine()
  console.log(line ?? 'dist/ is as committed: nothing to add.')
}
