// Temporary folders named after their process: a run removes its own; the next run removes what a killed one left.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ownTempFolder, removeOrphans } from '../../script/temp-folders.mjs'

let dir: string
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'temp-folders-'))))
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** The id of a process that has ended: one that ran and exited. */
const endedPid = (): number => spawnSync(process.execPath, ['-e', '0']).pid as number

describe('removeOrphans', () => {
  it('removes the folders of ended processes and keeps those of running ones, this one and other names', () => {
    const gone = endedPid()
    const names = [
      `docs-agent-e2e-${gone}-aaaaaa`,
      `docs-agent-e2e-${process.pid}-bbbbbb`,
      `docs-agent-e2e-${process.ppid}-cccccc`,
      `docs-agent-e2e-dddddd`,
      `docs-agent-tests-${gone}-eeeeee`,
      `other-${gone}-ffffff`
    ]
    names.forEach(name => mkdirSync(path.join(dir, name, 'inside'), { recursive: true }))
    expect(removeOrphans('docs-agent-e2e-', dir)).toStrictEqual([`docs-agent-e2e-${gone}-aaaaaa`])
    expect(readdirSync(dir).sort()).toStrictEqual(names.slice(1).sort())
  })
})

describe('ownTempFolder', () => {
  it('makes a folder named after this process, first removing what an ended one left', () => {
    const left = path.join(dir, `docs-agent-e2e-${endedPid()}-zzzzzz`)
    mkdirSync(left)
    const made = ownTempFolder('docs-agent-e2e-', dir)
    expect(path.basename(made)).toMatch(new RegExp(`^docs-agent-e2e-${process.pid}-\\w{6}$`))
    expect(existsSync(made)).toBe(true)
    expect(existsSync(left)).toBe(false)
  })

  it('a process killed before it could remove its folder leaves an orphan the next process removes', () => {
    const killed = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { ownTempFolder } = await import(${JSON.stringify(path.resolve('script/temp-folders.mjs'))}); ownTempFolder('docs-agent-e2e-', ${JSON.stringify(dir)}); process.kill(process.pid, 'SIGKILL')`
      ],
      { encoding: 'utf8' }
    )
    expect(killed.signal).toBe('SIGKILL')
    expect(readdirSync(dir)).toStrictEqual([expect.stringMatching(new RegExp(`^docs-agent-e2e-${killed.pid}-`))])
    expect(removeOrphans('docs-agent-e2e-', dir)).toHaveLength(1)
    expect(readdirSync(dir)).toStrictEqual([])
  })
})
