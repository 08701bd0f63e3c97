import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SUMMARY_LIMIT_BYTES, writeSummary } from '../../src/action/summary-file.js'

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
