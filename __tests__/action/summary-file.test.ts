import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SUMMARY_LIMIT_BYTES, writeSummary } from '../../src/action/summary-file.js'
import { jest } from '@jest/globals'

describe('writeSummary', () => {
  const saved = process.env.GITHUB_STEP_SUMMARY
  // core.summary keeps the path it first saw: one file, emptied before each test.
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'summary-')), 'summary.md')
  beforeEach(() => {
    writeFileSync(file, '')
    process.env.GITHUB_STEP_SUMMARY = file
  })
  afterAll(() => {
    if (saved === undefined) delete process.env.GITHUB_STEP_SUMMARY
    else process.env.GITHUB_STEP_SUMMARY = saved
  })

  it('keeps the whole file under the limit in bytes across sections, and says where it cut', async () => {
    await Promise.all([
      writeSummary(`# first\n${'€'.repeat(200_000)}`),
      writeSummary(`# second\n${'€'.repeat(200_000)}`)
    ])
    const text = readFileSync(file, 'utf8')
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(SUMMARY_LIMIT_BYTES)
    expect(text).toContain('# first')
    expect(text).toContain('# second')
    expect(text).toContain('(cut')
    expect(text).not.toContain('\ufffd')
  })

  it('writes a section that fits unchanged', async () => {
    await writeSummary('## small')
    expect(readFileSync(file, 'utf8')).toBe('## small\n')
  })
})

describe('writeSummary, its two lines', () => {
  const saved = process.env.GITHUB_STEP_SUMMARY
  let out: string[]
  beforeEach(() => {
    out = []
    jest.spyOn(process.stdout, 'write').mockImplementation(chunk => (out.push(String(chunk)), true))
  })
  afterEach(() => {
    jest.restoreAllMocks()
    if (saved === undefined) delete process.env.GITHUB_STEP_SUMMARY
    else process.env.GITHUB_STEP_SUMMARY = saved
  })

  it('without a summary file: a debug line, and nothing written', async () => {
    delete process.env.GITHUB_STEP_SUMMARY
    await writeSummary('# report')
    expect(out).toEqual(['::debug::GITHUB_STEP_SUMMARY is not set: no job summary written.\n'])
  })

  it('a summary file the runner has not created yet is created, with the whole text', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'summary-')), 'summary.md')
    process.env.GITHUB_STEP_SUMMARY = file
    await writeSummary('# first section')
    expect(readFileSync(file, 'utf8')).toBe('# first section\n')
    expect(out).toStrictEqual([])
  })

  it('a summary already full: the section is left out, with one warning', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'summary-')), 'summary.md')
    writeFileSync(file, 'x'.repeat(SUMMARY_LIMIT_BYTES))
    process.env.GITHUB_STEP_SUMMARY = file
    await writeSummary('# one more section')
    expect(out).toEqual(['::warning::The job summary is full (1 MiB): a section was left out.\n'])
    expect(readFileSync(file, 'utf8')).not.toContain('one more section')
  })
})
