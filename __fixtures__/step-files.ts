/**
 * The runner's files for a test that runs a step in process: GITHUB_OUTPUT, GITHUB_STEP_SUMMARY and RUNNER_TEMP in a
 * fresh folder for each test, read back, and the environment restored after it.
 */
import { afterEach, beforeEach } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseOutputFile } from '../script/run-files.js'

const NAMES = ['GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY', 'RUNNER_TEMP'] as const

export function useStepFiles(prefix: string) {
  let dir = ''
  const saved = Object.fromEntries(NAMES.map(name => [name, process.env[name]]))
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`))
    for (const [name, file] of [
      ['GITHUB_OUTPUT', 'output'],
      ['GITHUB_STEP_SUMMARY', 'summary']
    ] as const) {
      process.env[name] = path.join(dir, file)
      writeFileSync(process.env[name] ?? '', '')
    }
    process.env.RUNNER_TEMP = dir
  })
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true })
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
  })
  return {
    dir: () => dir,
    outputs: () => parseOutputFile(readFileSync(path.join(dir, 'output'), 'utf8')),
    summary: () => readFileSync(path.join(dir, 'summary'), 'utf8')
  }
}
