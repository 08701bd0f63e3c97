/**
 * Writes dist/licenses.txt: the licence of every npm package bundled into dist/, found from the bundle's source maps
 * (every bundled file is a source there). ncc's own --license output missed most packages, so we collect them here.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DIST = path.join(ROOT, 'dist')

export function bundledPackages(sources: string[]): string[] {
  const names = new Set<string>()
  for (const source of sources) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source.slice(source.lastIndexOf('node_modules/')))
    if (match?.[1]) names.add(match[1])
  }
  return [...names].sort()
}

function licenceText(dir: string): string {
  const file = readdirSync(dir).find(f => /^(licen[cs]e|copying)(\.|$)/i.test(f))
  return file ? readFileSync(path.join(dir, file), 'utf8').trim() : ''
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(fileURLToPath(import.meta.url))
if (isMain) {
  // Every bundle's maps: dist/ (the agent) and dist/sweep/, dist/report/, dist/fleet/ (the sub-actions).
  const sources = (readdirSync(DIST, { recursive: true }) as string[])
    .filter(f => f.endsWith('.js.map'))
    .flatMap(f => (JSON.parse(readFileSync(path.join(DIST, f), 'utf8')) as { sources: string[] }).sources)
  const blocks = bundledPackages(sources).map(name => {
    const dir = path.join(ROOT, 'node_modules', name)
    if (!existsSync(dir)) throw new Error(`bundled package ${name} is not in node_modules`)
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      version: string
      license?: string
    }
    const text = licenceText(dir) || `(no licence file; package.json says ${pkg.license ?? 'nothing'})`
    return `${name}@${pkg.version}\n${pkg.license ?? 'UNKNOWN'}\n${text}`
  })
  writeFileSync(path.join(DIST, 'licenses.txt'), `${blocks.join('\n\n---\n\n')}\n`)
  console.log(`dist/licenses.txt: ${blocks.length} bundled packages`)
}
