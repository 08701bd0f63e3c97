import fc from 'fast-check'
import { VisitorTable } from '../../src/analytics/table.js'
import { row } from '../../__fixtures__/visitors.js'

describe('VisitorTable', () => {
  it('keeps rows in the order added, across growth of its storage', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => row(`/p/${i}`, i * 3, i * 2, i))
    const table = VisitorTable.from(rows)
    expect(table.size).toBe(1000)
    expect(table.toRows()).toEqual(rows)
    expect(table.countsAt(999)).toEqual({ human: 1998, ai: 999, total: 2997 })
  })

  it('stores a path once: the first row wins, add says false for the repeat', () => {
    const table = new VisitorTable()
    expect(table.add('/a', { human: 1, ai: 2, total: 3 })).toBe(true)
    expect(table.add('/a', { human: 9, ai: 9, total: 9 })).toBe(false)
    expect(table.toRows()).toEqual([{ path: '/a', human: 1, ai: 2, total: 3 }])
  })

  it('looks paths up, with zeros and -1 for a page it does not have', () => {
    const table = VisitorTable.from([row('/a', 5, 4, 1), row('/b', 7)])
    expect(table.indexOf('/b')).toBe(1)
    expect(table.indexOf('/nope')).toBe(-1)
    expect(table.totalOf('/nope')).toBe(0)
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
