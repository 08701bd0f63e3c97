// How a release is cut (script/release) and published (.github/workflows/release.yml), as SECURITY.md's "Verifying
// what you run" relies on them: the script refuses before tagging what would make a wrong release, and tags only the
// immutable vX.Y.Z (no major tag is made or moved); the workflow publishes only after dist/ rebuilt on a fresh runner
// is the tagged one. The script runs in a git repository of its own, with `npm` a stand-in for the bundle step that
// leaves dist/ as it is, or changes it.
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'

let root: string
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: root, encoding: 'utf8' })
/** `npm run bundle` as a stand-in: `fresh` leaves dist/ as committed, `stale` rewrites it. */
function npmStandIn(kind: 'fresh' | 'stale'): string {
  const bin = path.join(root, '.bin')
  mkdirSync(bin, { recursive: true })
  const body = kind === 'fresh' ? 'exit 0' : 'echo rebuilt > dist/index.js'
  writeFileSync(path.join(bin, 'npm'), `#!/usr/bin/env bash\n${body}\n`)
  chmodSync(path.join(bin, 'npm'), 0o755)
  return bin
}
function release(version: string, npm: 'fresh' | 'stale' = 'fresh') {
  const bin = npmStandIn(npm)
  git('add', '-A')
  git('commit', '-q', '--allow-empty', '-m', 'stand-in')
  return spawnSync('bash', ['script/release', version], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}` }
  })
}
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'release-'))
  mkdirSync(path.join(root, 'script'))
  mkdirSync(path.join(root, 'dist'))
  copyFileSync('script/release', path.join(root, 'script', 'release'))
  writeFileSync(path.join(root, 'dist', 'index.js'), 'bundle')
  writeFileSync(path.join(root, 'CHANGELOG.md'), '# Changelog\n\n## [Unreleased]\n\n## [1.2.0] - 2026-11-29\n\n- x\n')
  writeFileSync(path.join(root, '.gitignore'), '.bin/\n')
  git('init', '-q')
  git('add', '-A')
  git('commit', '-q', '-m', 'first')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('script/release', () => {
  it('tags the annotated vX.Y.Z on HEAD and nothing else, and prints the SHA users pin', () => {
    const done = release('1.2.0')
    expect(done.status).toBe(0)
    expect(git('tag', '--list').trim().split('\n')).toStrictEqual(['v1.2.0'])
    const sha = git('rev-parse', 'v1.2.0^{commit}').trim()
    expect(sha).toBe(git('rev-parse', 'HEAD').trim())
    expect(git('cat-file', '-t', 'v1.2.0').trim()).toBe('tag')
    expect(done.stdout).toContain(`users pin: OWNER/docs-agent-action@${sha} # v1.2.0`)
    expect(done.stdout).toContain('Push it with: git push origin v1.2.0')
  })

  it.each<[string, string, (r: typeof root) => void, number, RegExp]>([
    ['not a semantic version', 'v1.2', () => undefined, 2, /^usage: script\/release X\.Y\.Z/],
    ['a tag that exists', '1.2.0', () => git('tag', '-a', 'v1.2.0', '-m', 'v1.2.0'), 1, /Tag v1\.2\.0 exists already/],
    [
      'older than the latest',
      '1.2.0',
      () => git('tag', '-a', 'v1.3.0', '-m', 'v1.3.0'),
      1,
      /not newer than the latest release v1\.3\.0/
    ],
    ['no CHANGELOG section', '1.2.1', () => undefined, 1, /CHANGELOG\.md has no '## \[1\.2\.1\]' section/]
  ])('refuses %s, tagging nothing new', (_what, version, before, status, said) => {
    before(root)
    const tags = git('tag', '--list')
    const done = release(version)
    expect(done.status).toBe(status)
    expect(done.stderr).toMatch(said)
    expect(git('tag', '--list')).toBe(tags)
  })

  it('refuses a work tree that is not clean, and a dist/ the build changes', () => {
    npmStandIn('fresh')
    writeFileSync(path.join(root, 'CHANGELOG.md'), 'edited')
    const dirty = spawnSync('bash', ['script/release', '1.2.0'], { cwd: root, encoding: 'utf8' })
    expect([dirty.status, dirty.stderr.split('\n')[0]]).toStrictEqual([
      1,
      'The work tree is not clean: commit or stash first.'
    ])
    git('checkout', '--', 'CHANGELOG.md')
    const stale = release('1.2.0', 'stale')
    expect(stale.status).toBe(1)
    expect(stale.stderr).toContain('dist/ was stale: the rebuilt bundle differs. Commit it, then release.')
    expect(git('tag', '--list')).toBe('')
  })
})

describe('.github/workflows/release.yml', () => {
  const workflow = parse(readFileSync('.github/workflows/release.yml', 'utf8')) as {
    on: { push: { tags: string[] } }
    permissions: Record<string, string>
    jobs: { release: { permissions: Record<string, string>; steps: { uses?: string; run?: string }[] } }
  }
  it('runs for a pushed vX.Y.Z tag only, with write access for that job alone', () => {
    expect(workflow.on).toStrictEqual({ push: { tags: ['v[0-9]+.[0-9]+.[0-9]+'] } })
    expect(workflow.permissions).toStrictEqual({ contents: 'read' })
    expect(workflow.jobs.release.permissions).toStrictEqual({ contents: 'write' })
  })
  it('publishes the tag’s release only after dist/ rebuilt from a clean install is the tagged one', () => {
    const runs = workflow.jobs.release.steps.map(step => step.run ?? step.uses ?? '')
    const at = (text: string) => runs.findIndex(run => run.includes(text))
    expect(at('npm ci')).toBeGreaterThan(-1)
    expect(at('npm run bundle')).toBeGreaterThan(at('npm ci'))
    expect(runs[at('npm run bundle')]).toContain('git diff --exit-code --stat -- dist')
    expect(at('gh release create')).toBeGreaterThan(at('npm run bundle'))
    expect(runs[at('gh release create')]).toMatch(
      /gh release create "\$TAG" --verify-tag .*docs-agent-action-dist-\$TAG\.tar\.gz/
    )
    expect(runs.join('\n')).not.toMatch(/git tag|--force|push/)
  })
})
