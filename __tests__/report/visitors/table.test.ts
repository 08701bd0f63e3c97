import fc from 'fast-check'
import { StringPool } from '../../../src/report/visitors/string-pool.js'
import { comparePaths, VisitorTable } from '../../../src/report/visitors/table.js'
import { row, tableRows } from '../../../__fixtures__/visitors.js'

/** Any UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map(unit => String.fromCharCode(unit))
const anyString = fc.string({ unit: codeUnit, maxLength: 12 })
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

describe('VisitorTable', () => {
  it('keeps rows in the order added, across growth of its storage', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => row(`/p/${i}`, i * 3, i * 2, i))
    const table = VisitorTable.from(rows)
    expect(table.size).toBe(1000)
    expect(tableRows(table)).toEqual(rows)
    expect(table.countsAt(999)).toEqual({ human: 1998, ai: 999, total: 2997 })
  })

  it('stores a path once: the first row wins, add says false for the repeat', () => {
    const table = new VisitorTable()
    expect(table.add('/a', { human: 1, ai: 2, total: 3 })).toBe(true)
    expect(table.add('/a', { human: 9, ai: 9, total: 9 })).toBe(false)
    expect(tableRows(table)).toEqual([{ path: '/a', human: 1, ai: 2, total: 3 }])
  })

  it('looks paths up, with zeros and -1 for a page it does not have', () => {
    const table = VisitorTable.from([row('/a', 5, 4, 1), row('/b', 7)])
    expect(table.indexOf('/b')).toBe(1)
    expect(table.indexOf('/nope')).toBe(-1)
    expect(table.countsOf('/a')).toEqual({ human: 4, ai: 1, total: 5 })
    expect(table.countsOf('/nope')).toEqual({ human: 0, ai: 0, total: 0 })
  })

  it('holds counts beyond 32 bits exactly', () => {
    const big = Number.MAX_SAFE_INTEGER
    const table = VisitorTable.from([row('/a', big, 2 ** 32 + 1, big - 1)])
    expect(table.countsAt(0)).toEqual({ human: 2 ** 32 + 1, ai: big - 1, total: big })
  })

  it('orders by total descending, then path in code-unit order, and re-sorts after an add (property)', () => {
    const rows = fc.uniqueArray(
      fc.record({ path: fc.string({ maxLength: 5 }), total: fc.nat(30) }).map(r => row(r.path, r.total)),
      { selector: r => r.path, maxLength: 80 }
    )
    fc.assert(
      fc.property(rows, list => {
        const table = VisitorTable.from(list.slice(1))
        table.byTotal()
        if (list[0]) table.add(list[0].path, list[0])
        const expected = [...list]
          .sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
          .map(r => r.path)
        expect(Array.from(table.byTotal(), i => table.path(i))).toEqual(expected)
      })
    )
  })
})

describe('comparePaths', () => {
  it('orders by code unit: before, after, the same', () => {
    expect([comparePaths('/a', '/b'), comparePaths('/b', '/a'), comparePaths('/a', '/a')]).toStrictEqual([-1, 1, 0])
    expect(comparePaths('/Z', '/a')).toBe(-1)
  })
})

describe('StringPool', () => {
  it('round-trips any path exactly, also after a path that needs 16 bits per code unit', () => {
    const paths = [
      '',
      '/a',
      '/caf\u00e9',
      '/\u0000nul',
      `/${'x'.repeat(10_000)}`,
      '/日本語',
      '/\ud800lone',
      '/\udc00',
      '/😀'
    ]
    const table = new VisitorTable()
    for (const path of paths) table.add(path, { human: 1, ai: 0, total: 1 })
    expect(tableRows(table).map(r => r.path)).toEqual(paths)
    paths.forEach((path, i) => expect(table.indexOf(path)).toBe(i))
  })

  it('tells apart strings whose 32-bit FNV-1a hashes collide, of other and of equal length', () => {
    // Known FNV-1a 32 collisions: costarring/liquid (10 and 6 units), declinate/macallums (9 and 9).
    const pool = new StringPool()
    expect(['costarring', 'declinate'].map(text => pool.add(text))).toStrictEqual([0, 1])
    expect(pool.indexOf('liquid')).toBe(-1)
    expect(pool.indexOf('macallums')).toBe(-1)
    expect(['liquid', 'macallums', 'liquid'].map(text => pool.add(text))).toStrictEqual([2, 3, -1])
    expect(['costarring', 'declinate', 'liquid', 'macallums'].map(text => pool.indexOf(text))).toStrictEqual([
      0, 1, 2, 3
    ])
  })

  it('finds exactly the strings added, keeping the first index of each (property)', () => {
    fc.assert(
      fc.property(fc.array(anyString, { maxLength: 80 }), fc.array(anyString, { maxLength: 20 }), (added, probes) => {
        const pool = new StringPool()
        const first = new Map<string, number>()
        for (const text of added) {
          const index = pool.add(text)
          if (first.has(text)) expect(index).toBe(-1)
          else {
            expect(index).toBe(first.size)
            first.set(text, index)
          }
        }
        expect(pool.size).toBe(first.size)
        for (const [text, index] of first) {
          expect(pool.get(index)).toBe(text)
          expect(pool.indexOf(text)).toBe(index)
        }
        for (const text of probes) expect(pool.indexOf(text)).toBe(first.get(text) ?? -1)
      })
    )
  })

  it('orders strings as < does, by code unit (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(anyString, { minLength: 2, maxLength: 30 }), paths => {
        const pool = new StringPool()
        for (const path of paths) pool.add(path)
        for (let i = 0; i < paths.length; i++) {
          const j = (i * 7 + 3) % paths.length
          expect(Math.sign(pool.compare(i, j))).toBe(byCodeUnits(paths[i]!, paths[j]!))
        }
      })
    )
  })
})
