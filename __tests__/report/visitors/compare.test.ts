import fc from 'fast-check'
import { aiShare, compareVisitors } from '../../../src/report/visitors/compare.js'
import type { VisitorExport } from '../../../src/report/visitors/export.js'
import type { VisitorRow } from '../../../src/service/client.js'

import { period as onePage, row } from '../../../__fixtures__/visitors.js'
const period = (rows: VisitorRow[], totals = { human: 1000, ai: 500, total: 1200 }): VisitorExport =>
  onePage(rows, totals)

/** The obvious way: a move for every changed page, sorted by change (sign 1: rises) then path, cut to top. */
function referenceMoves(now: VisitorRow[], was: VisitorRow[], top: number, sign: 1 | -1) {
  const zero = { human: 0, ai: 0, total: 0 }
  const counts = (r?: VisitorRow) => (r ? { human: r.human, ai: r.ai, total: r.total } : { ...zero })
  const previous = new Map(was.map(r => [r.path, r]))
  const current = new Map(now.map(r => [r.path, r]))
  const paths = [...new Set([...now.map(r => r.path), ...was.map(r => r.path)])]
  return paths
    .map(path => ({ path, current: counts(current.get(path)), previous: counts(previous.get(path)) }))
    .map(m => ({ ...m, delta: m.current.total - m.previous.total }))
    .filter(m => sign * m.delta > 0)
    .sort((a, b) => sign * (b.delta - a.delta) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .slice(0, top)
}

describe('compareVisitors', () => {
  it('sorts unsorted rows itself: total desc, ties by path asc, at most top', () => {
    const rows = [row('/c', 5), row('/a', 50), row('/z', 7), row('/b', 50), row('/y', 1), row('/d', 7)]
    const { topPages } = compareVisitors(period(rows), undefined, 4)
    expect(topPages.map(p => p.path)).toEqual(['/a', '/b', '/d', '/z'])
    expect(topPages[0]).toEqual({ path: '/a', human: 50, ai: 0, total: 50 })
  })

  it('takes the totals from the service, never the sum of the rows', () => {
    const current = period([row('/a', 10, 6, 5), row('/b', 20, 15, 8)], { human: 900, ai: 300, total: 1100 })
    const previous = period([row('/a', 4)], { human: 800, ai: 100, total: 850 })
    const { totals } = compareVisitors(current, previous)
    expect(totals.current).toEqual({ human: 900, ai: 300, total: 1100 })
    expect(totals.previous).toEqual({ human: 800, ai: 100, total: 850 })
    expect(totals.delta).toEqual({ human: 100, ai: 200, total: 250 })
    expect(totals.aiShare).toBeCloseTo(0.25)
    expect(totals.previousAiShare).toBeCloseTo(100 / 900)
  })

  it('AI share is 0 when nobody visited', () => {
    expect(aiShare({ human: 0, ai: 0, total: 0 })).toBe(0)
    expect(compareVisitors(period([], { human: 0, ai: 0, total: 0 })).totals.aiShare).toBe(0)
  })

  it('AI share is AI over human plus AI: a half when they are equal', () => {
    expect(aiShare({ human: 5, ai: 5, total: 8 })).toBe(0.5)
    expect(aiShare({ human: 3, ai: 1, total: 4 })).toBe(0.25)
  })

  it('gives each top page its previous counts and change; absent before counts as 0', () => {
    const current = period([row('/a', 30), row('/new', 20)])
    const previous = period([row('/a', 10, 7, 4)])
    const { topPages } = compareVisitors(current, previous)
    expect(topPages).toEqual([
      { path: '/a', human: 30, ai: 0, total: 30, previous: { human: 7, ai: 4, total: 10 }, delta: 20 },
      { path: '/new', human: 20, ai: 0, total: 20, previous: { human: 0, ai: 0, total: 0 }, delta: 20 }
    ])
  })

  it('no previous period: no change columns and no movers', () => {
    const result = compareVisitors(period([row('/a', 3)]))
    expect(result.topPages[0]).not.toHaveProperty('delta')
    expect(result.totals.previous).toBeUndefined()
    expect(result.risers).toStrictEqual([])
    expect(result.fallers).toStrictEqual([])
  })

  it('risers and fallers: biggest absolute change first, pages missing in a period count as 0, no zero change', () => {
    const current = period([row('/up', 100), row('/same', 40), row('/new', 60), row('/down', 5), row('/tie', 60)])
    const previous = period([row('/up', 10), row('/same', 40), row('/down', 50), row('/gone', 45), row('/tie', 0)])
    const { risers, fallers } = compareVisitors(current, previous, 10)
    expect(risers.map(m => [m.path, m.delta])).toEqual([
      ['/up', 90],
      ['/new', 60],
      ['/tie', 60]
    ])
    expect(fallers.map(m => [m.path, m.delta])).toEqual([
      ['/down', -45],
      ['/gone', -45]
    ])
    expect(fallers[1]).toMatchObject({ current: { total: 0 }, previous: { total: 45 } })
  })

  it('keeps movers within top', () => {
    const current = period(Array.from({ length: 30 }, (_, i) => row(`/p${i}`, i + 1)))
    const { risers, fallers } = compareVisitors(current, period([]), 5)
    expect(risers.map(m => m.delta)).toEqual([30, 29, 28, 27, 26])
    expect(fallers).toStrictEqual([])
  })

  it('at 100,000 rows, finds the same top pages and movers as sorting every change', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => row(`/page/${(i * 7919) % 100_000}`, (i * 31) % 5000))
    const before = rows.slice(0, 50_000).map(r => ({ ...r, total: (r.total * 7) % 5003 }))
    const result = compareVisitors(period(rows), period(before), 10)
    expect(result.topPages).toHaveLength(10)
    expect(result.topPages[0]?.total).toBe(4999)
    expect(result.risers).toEqual(referenceMoves(rows, before, 10, 1))
    expect(result.fallers).toEqual(referenceMoves(rows, before, 10, -1))
  })

  it('risers and fallers are what sorting every change gives (property)', () => {
    const rows = fc.uniqueArray(
      fc.record({ path: fc.string({ maxLength: 4 }), total: fc.nat(20) }).map(r => row(r.path, r.total, r.total, 1)),
      { selector: r => r.path, maxLength: 40 }
    )
    fc.assert(
      fc.property(rows, rows, fc.integer({ min: 0, max: 12 }), (now, was, top) => {
        const { risers, fallers } = compareVisitors(period(now), period(was), top)
        expect(risers).toEqual(referenceMoves(now, was, top, 1))
        expect(fallers).toEqual(referenceMoves(now, was, top, -1))
      })
    )
  })

  it('top pages are the largest totals, in order (property)', () => {
    const rows = fc.uniqueArray(
      fc.record({ path: fc.string({ maxLength: 6 }), total: fc.nat(50) }).map(r => row(r.path, r.total)),
      { selector: r => r.path, maxLength: 60 }
    )
    fc.assert(
      fc.property(rows, fc.integer({ min: 1, max: 20 }), (list, top) => {
        const { topPages } = compareVisitors(period(list), undefined, top)
        expect(topPages).toHaveLength(Math.min(top, list.length))
        const sorted = list.map(r => r.total).sort((a, b) => b - a)
        expect(topPages.map(p => p.total)).toEqual(sorted.slice(0, top))
        for (let i = 1; i < topPages.length; i++) {
          const [a, b] = [topPages[i - 1]!, topPages[i]!]
          if (a.total === b.total) expect(a.path < b.path).toBe(true)
        }
      })
    )
  })
})
