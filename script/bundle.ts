/**
 * `npm run bundle`: dist/ as the runner loads it. One ncc build of src/entry/index.ts (the four actions' stories are
 * chunks of it, so every shared chunk is in dist/ once), every chunk minified (ncc minifies only the entry), and for
 * each sub-action a dist/<action>/index.js that names it and imports ../index.js. The source maps are read here and
 * not kept: the action never registers them (a user's stack trace is rebuilt from the tagged source, which builds the
 * same dist/), and what they told — which packages and sources each file holds — is written to dist/contents.json for
 * the licences (script/licenses.ts) and the start-path tests. Ends with the licences and the sources' digest.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { transformSync } from 'esbuild'
import { ACTION_NAMES, subActionFile } from '../src/entry/action-of.js'
import { distStatusLine } from './dist-status.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DIST = path.join(ROOT, 'dist')
export const CONTENTS_FILE = 'dist/contents.json'

/** What one file of dist/ holds: the npm packages and the project's own sources bundled into it. */
export interface FileContents {
  packages: string[]
  sources: string[]
}

/** The packages and project sources a source map names (ncc's `webpack://` paths, relative to the project). */
export function contentsOf(sources: string[]): FileContents {
  const packages = new Set<string>()
  const own = new Set<string>()
  for (const source of sources) {
    const at = source.lastIndexOf('node_modules/')
    const name = at >= 0 ? /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source.slice(at))?.[1] : undefined
    if (name) packages.add(name)
    else if (at < 0 && /(^|\/)src\/.+\.ts$/.test(source)) own.add(source.slice(source.lastIndexOf('src/')))
  }
  return { packages: [...packages].sort(), sources: [...own].sort() }
}

function bundle(): void {
  rmSync(DIST, { recursive: true, force: true })
  const ncc = path.join(ROOT, 'node_modules', '.bin', 'ncc')
  execFileSync(
    ncc,
    ['build', 'src/entry/index.ts', '-o', 'dist', '--minify', '--source-map', '--no-source-map-register'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit']
    }
  )
  const contents: Record<string, FileContents> = {}
  for (const file of readdirSync(DIST)
    .filter(f => f.endsWith('.js'))
    .sort()) {
    const map = path.join(DIST, `${file}.map`)
    contents[file] = contentsOf((JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources)
    rmSync(map)
    const code = readFileSync(path.join(DIST, file), 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n')
    // The entry comes minified from ncc; a chunk does not. Both keep their exports' names (ESM).
    const minified =
      file === 'index.js' ? code : transformSync(code, { minify: true, format: 'esm', target: 'node20' }).code
    writeFileSync(path.join(DIST, file), minified)
  }
  for (const action of ACTION_NAMES) {
    if (action === 'agent') continue
    mkdirSync(path.join(DIST, action))
    writeFileSync(path.join(DIST, action, 'index.js'), subActionFile(action))
  }
  writeFileSync(path.join(ROOT, CONTENTS_FILE), `${JSON.stringify(contents, null, 1)}\n`)
  for (const step of ['script/licenses.ts', 'script/bundle-digest.ts'])
    execFileSync(process.execPath, ['--import', 'tsx', step, ...(step.endsWith('digest.ts') ? ['--write'] : [])], {
      cwd: ROOT,
      stdio: 'inherit'
    })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  bundle()
  const line = distStatusLine(ROOT)
  if (line) console.log(line)
}
