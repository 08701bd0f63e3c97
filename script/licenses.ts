/**
 * Writes dist/licenses.txt: the licence of every npm package bundled into dist/, as dist/contents.json lists them (from
 * the build's source maps, script/bundle.ts). ncc's own --license output missed most packages, so we collect them here.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FileContents } from './bundle.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DIST = path.join(ROOT, 'dist')

function licenceText(dir: string): string {
  const file = readdirSync(dir).find(f => /^(licen[cs]e|copying)(\.|$)/i.test(f))
  return file ? readFileSync(path.join(dir, file), 'utf8').trim() : ''
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(fileURLToPath(import.meta.url))
if (isMain) {
  const contents = JSON.parse(readFileSync(path.join(DIST, 'contents.json'), 'utf8')) as Record<string, FileContents>
  const packages = [...new Set(Object.values(contents).flatMap(file => file.packages))].sort()
  const blocks = packages.map(name => {
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
