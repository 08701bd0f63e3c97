import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import type { VisitorExport } from '../../../src/report/visitors/export.js'
import { csvField, writeVisitorFiles } from '../../../src/report/visitors/files.js'
import type { VisitorRow } from '../../../src/service/client.js'

import fc from 'fast-check'
import { formulaCells, parseCsv } from '../../../__fixtures__/csv.js'
import { period as onePage, row, tableRows } from '../../../__fixtures__/visitors.js'
const period = (rows: VisitorRow[], totals = { human: 90, ai: 40, total: 100 }): VisitorExport => onePage(rows, totals)
const range = { dateFrom: '2026-11-15', dateTo: '2026-11-22' }
const previousRange = { dateFrom: '2026-11-08', dateTo: '2026-11-15' }

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'visitors-test-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('csvField', () => {
  it.each([
    ['/plain', '/plain'],
    ['a,b', '"a,b"'],
    ['a;b', '"a;b"'],
    ["/a;=cmd|' /C calc'!A0;", `"/a;'=cmd|' /C calc'!A0;'"`],
    ['x;"=1', `"x;'""=1"`],
    ['x\n-1', `"x\n'-1"`],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1', "'+1"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    [42, '42'],
    [-3, '-3'] // a number is a number: only text is neutralised
  ])('%j → %s', (value, out) => expect(csvField(value)).toBe(out))

  it('no text makes a formula cell where the separator is , or ;, in any column, and fields read back (property)', () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 4 }),
      fc.constantFrom(',', ';', '"', '=', '+', '-', '@', '\t', '\r', '\n', "'", '|', '!', ' ')
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.array(piece, { maxLength: 6 }), (a, b) => {
        const fields = [a.join(''), b.join('')]
        const line = fields.map(field => csvField(field)).join(',') + '\r\n'
        for (const separator of [',', ';']) expect(formulaCells(line, separator)).toStrictEqual([])
        // Read where the separator is `,`: one row of the two fields, changed only by the `'` put before cells.
        const [row, ...more] = parseCsv(line)
        expect(more).toStrictEqual([])
        expect(row?.map(f => f.replaceAll("'", ''))).toStrictEqual(fields.map(f => f.replaceAll("'", '')))
      }),
      { numRuns: 2000 }
    )
  })
})

describe('writeVisitorFiles', () => {
  const current = period([row('/b', 5, 4, 2), row('=cmd|x', 9), row('/a,"q"', 5), row('/both', 7)])
  const previous = period([row('/both', 3, 2, 1), row('/gone', 4)], { human: 70, ai: 20, total: 80 })

  it('writes a CSV with previous-period columns, RFC 4180 quoting and formulas neutralised', async () => {
    const { csvPath } = await writeVisitorFiles(dir, { range, previousRange, current, previous })
    const text = await readFile(csvPath, 'utf8')
    expect(text.startsWith('path,human,ai,total,previous_human,previous_ai,previous_total\r\n')).toBe(true)
    expect(parseCsv(text)).toEqual([
      ['path', 'human', 'ai', 'total', 'previous_human', 'previous_ai', 'previous_total'],
      ["'=cmd|x", '9', '0', '9', '0', '0', '0'],
      ['/both', '7', '0', '7', '2', '1', '3'],
      ['/a,"q"', '5', '0', '5', '0', '0', '0'],
      ['/b', '4', '2', '5', '0', '0', '0'],
      ['/gone', '0', '0', '0', '4', '0', '4']
    ])
  })

  it('leaves the previous columns empty without a comparison', async () => {
    const { csvPath } = await writeVisitorFiles(dir, { range, current: period([row('/x', 1)]) })
    expect(parseCsv(await readFile(csvPath, 'utf8'))[1]).toEqual(['/x', '1', '0', '1', '', '', ''])
  })

  it('writes JSON with the range, the service totals, every row and the previous period', async () => {
    const { jsonPath } = await writeVisitorFiles(dir, { range, previousRange, current, previous })
    const json = JSON.parse(await readFile(jsonPath, 'utf8'))
    expect(json).toEqual({
      range: { dateFrom: '2026-11-15', dateTo: '2026-11-22', dateToExclusive: true },
      totals: { human: 90, ai: 40, total: 100 },
      requests: 1,
      partial: false,
      rowCount: 4,
      rows: tableRows(current.table),
      previous: {
        range: { dateFrom: '2026-11-08', dateTo: '2026-11-15', dateToExclusive: true },
        totals: { human: 70, ai: 20, total: 80 },
        requests: 1,
        partial: false,
        rowCount: 2,
        rows: tableRows(previous.table)
      }
    })
  })

  it('writes into a new folder per run, so concurrent runs never collide', async () => {
    const [a, b] = await Promise.all([
      writeVisitorFiles(dir, { range, current }),
      writeVisitorFiles(dir, { range, current: period([]) })
    ])
    expect(dirname(a.jsonPath)).not.toBe(dirname(b.jsonPath))
    expect(dirname(a.jsonPath).startsWith(dir)).toBe(true)
    // A folder of its own right under the given one, named for what it holds.
    expect(relative(dir, dirname(a.jsonPath))).toMatch(/^visitors-[^/\\]{6}$/)
    expect(JSON.parse(await readFile(b.jsonPath, 'utf8')).rows).toStrictEqual([])
  })

  it('writes 100,000 rows, each exactly once', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => row(`/p/${i}`, i % 977, i % 977, i % 13))
    const { jsonPath, csvPath } = await writeVisitorFiles(dir, {
      range,
      current: { ...period(rows), partial: true, partialReason: 'max-pages' }
    })
    const json = JSON.parse(await readFile(jsonPath, 'utf8'))
    expect(json.rows).toEqual(rows)
    expect(json.partialReason).toBe('max-pages')
    const lines = (await readFile(csvPath, 'utf8')).split('\r\n')
    expect(lines).toHaveLength(100_002)
    expect(lines[1]).toMatch(/^\/p\/\d+,976,\d+,976,,,$/)
    expect(lines[100_001]).toBe('')
    expect(new Set(lines.slice(1, -1).map(line => line.split(',')[0])).size).toBe(100_000)
  })

  it('a page of the previous period that is the first of this one is not listed as gone', async () => {
    const { csvPath } = await writeVisitorFiles(dir, {
      range,
      previousRange,
      current: period([row('/first', 2), row('/second', 1)]),
      previous: period([row('/first', 1), row('/old', 1)])
    })
    expect(parseCsv(await readFile(csvPath, 'utf8')).map(r => r[0])).toStrictEqual([
      'path',
      '/first',
      '/second',
      '/old'
    ])
  })

  it('the files are readable by all and writable by the runner only, even under a permissive umask', async () => {
    const before = process.umask(0)
    try {
      const { jsonPath, csvPath } = await writeVisitorFiles(dir, { range, current })
      for (const file of [jsonPath, csvPath]) expect((await stat(file)).mode & 0o777).toBe(0o644)
    } finally {
      process.umask(before)
    }
  })

  it('fails clearly when the folder cannot be written', async () => {
    const file = join(dir, 'not-a-folder')
    await writeFile(file, 'x')
    await expect(writeVisitorFiles(join(file, 'sub'), { range, current })).rejects.toThrow(/ENOTDIR|EEXIST/)
  })
})
