// The last line of `npm run all` and `npm run bundle` (script/dist-status.ts), in a git repository of its own: silent
// while dist/ is as committed, and naming how many of its files changed, and what to do, once a build changed them.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { distStatusLine } from '../../script/dist-status.js'

let root: string
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: root, stdio: 'ignore' })
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'dist-status-'))
  mkdirSync(path.join(root, 'dist'))
  writeFileSync(path.join(root, 'dist', 'index.js'), 'one')
  writeFileSync(path.join(root, 'README.md'), 'x')
  git('init', '-q')
  git('add', '.')
  git('commit', '-q', '-m', 'first')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('distStatusLine', () => {
  it('says nothing while dist/ is as committed, whatever else changed', () => {
    writeFileSync(path.join(root, 'README.md'), 'changed')
    expect(distStatusLine(root)).toBeUndefined()
  })

  it('names the files of dist/ a build changed or added, and that they go in the commit', () => {
    writeFileSync(path.join(root, 'dist', 'index.js'), 'two')
    expect(distStatusLine(root)).toBe(
      'dist/ changed (1 file): commit it with your change (git add dist). Users run the committed bundle, and CI fails when dist/ differs from a fresh npm run bundle.'
    )
    writeFileSync(path.join(root, 'dist', '12.index.js'), 'chunk')
    expect(distStatusLine(root)).toMatch(/^dist\/ changed \(2 files\): commit it/)
  })

  it('says nothing outside a git work tree', () => {
    rmSync(path.join(root, '.git'), { recursive: true })
    writeFileSync(path.join(root, 'dist', 'index.js'), 'two')
    expect(distStatusLine(root)).toBeUndefined()
  })
})
