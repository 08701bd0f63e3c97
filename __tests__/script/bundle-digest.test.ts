// The end-to-end tests never run a bundle older than src/ (script/bundle-digest.ts, __fixtures__/global-setup.mjs).
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { BUNDLES, bundleState, DIGEST_FILE, sourceDigest } from '../../script/bundle-digest.js'

let root: string
const write = (file: string, text: string): void => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), text)
}
const built = (): void => write(DIGEST_FILE, `${sourceDigest(root)}\n`)

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'digest-'))
  write('package.json', JSON.stringify({ scripts: { bundle: 'ncc build src/index.ts -o dist' } }))
  write('package-lock.json', '{}')
  write('tsconfig.json', '{}')
  write('src/index.ts', "import { run } from './main.js'\nrun()\n")
  write('src/main.ts', "export const run = () => console.log('checking every 5s')\n")
  for (const bundle of BUNDLES) write(bundle, 'bundle')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

it('a bundle built from the sources as they are is current', () => {
  built()
  expect(bundleState(root)).toBe('current')
})

it('one word changed in src/ makes it stale', () => {
  built()
  write('src/main.ts', "export const run = () => console.log('checking each 5s')\n")
  expect(bundleState(root)).toBe('stale')
})

it.each([
  ['a new file in a folder of src/', 'src/action/new.ts', 'export {}'],
  ['the lock file (a runtime dependency)', 'package-lock.json', '{"packages":{"node_modules/ofetch":{}}}'],
  ['a patch of a dependency', 'patches/ofetch+1.5.1.patch', 'diff'],
  ['the compiler options', 'tsconfig.json', '{"compilerOptions":{}}']
])('%s makes it stale', (_what, file, text) => {
  built()
  write(file, text)
  expect(bundleState(root)).toBe('stale')
})

it('another bundle command makes it stale; other scripts and files outside the inputs do not', () => {
  built()
  write('package.json', JSON.stringify({ scripts: { bundle: 'ncc build src/index.ts -o dist', test: 'jest' } }))
  write('README.md', 'words')
  write('__tests__/x.test.ts', 'it()')
  expect(bundleState(root)).toBe('current')
  write('package.json', JSON.stringify({ scripts: { bundle: 'ncc build src/index.ts -o dist --minify' } }))
  expect(bundleState(root)).toBe('stale')
})

it('a development-only package bumped in the lock file is the same bundle', () => {
  write('package-lock.json', '{"packages":{"node_modules/jest":{"version":"30.0.0","dev":true}}}')
  built()
  write('package-lock.json', '{"packages":{"node_modules/jest":{"version":"30.1.0","dev":true}}}')
  expect(bundleState(root)).toBe('current')
  write('package-lock.json', '{"packages":{"node_modules/jest":{"version":"30.1.0"}}}')
  expect(bundleState(root)).toBe('stale')
})

it('a Windows checkout (CRLF line ends) has the same digest', () => {
  const lf = sourceDigest(root)
  write('src/main.ts', "export const run = () => console.log('checking every 5s')\r\n")
  expect(sourceDigest(root)).toBe(lf)
})

it('a renamed file is another source even with the same bytes', () => {
  const before = sourceDigest(root)
  rmSync(path.join(root, 'src/main.ts'))
  write('src/main2.ts', "export const run = () => console.log('checking every 5s')\n")
  expect(sourceDigest(root)).not.toBe(before)
})

it('no digest (a build from before the digest) is stale; no dist/index.js is missing', () => {
  expect(bundleState(root)).toBe('stale')
  built()
  unlinkSync(path.join(root, 'dist/index.js'))
  expect(bundleState(root)).toBe('missing')
})

it.each(['dist/sweep/index.js', 'dist/report/index.js', 'dist/fleet/index.js'])(
  'a sub-action bundle not built (%s) is missing too',
  bundle => {
    built()
    expect(bundleState(root)).toBe('current')
    unlinkSync(path.join(root, bundle))
    expect(bundleState(root)).toBe('missing')
  }
)
