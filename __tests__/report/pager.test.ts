// The report's one pager (src/report/pager.ts), on pages made here: the order it asks in, each way it stops (the
// last page, a failed request, an empty page or a repeated place that says more, max-pages, the deadline) and where it
// says it stopped; and the offsets of an export paged by offset.
import { nextOffset, readPaged, type PagerOptions } from '../../src/report/pager.js'

interface Page {
  rows: string[]
  more: boolean
}

/** A pager over `pages` by offset (10 rows a page), remembering every offset asked for and every page handed on. */
function pager(pages: (Page | Error)[], over: Partial<PagerOptions<Page, number>> = {}) {
  const asked: number[] = []
  const seen: Page[] = []
  const options: PagerOptions<Page, number> = {
    first: 0,
    get: async offset => {
      asked.push(offset)
      const page = pages[offset / 10]
      if (page === undefined) throw new Error(`no page at ${offset}`)
      if (page instanceof Error) throw page
      return page
    },
    next: nextOffset(10, page => page.more),
    isEmpty: page => page.rows.length === 0,
    onPage: page => seen.push(page),
    maxPages: 10,
    ...over
  }
  return { asked, seen, read: () => readPaged(options) }
}

const full = (more: boolean, name = 'row'): Page => ({ rows: [name], more })

describe('readPaged', () => {
  it('asks one page after another until the service says there is no more, handing on each', async () => {
    const pages = [full(true, 'a'), full(true, 'b'), full(false, 'c')]
    const p = pager(pages)
    expect(await p.read()).toStrictEqual({ pages: 3 })
    expect(p.asked).toStrictEqual([0, 10, 20])
    expect(p.seen).toStrictEqual(pages)
  })

  it('a failed request stops it: the error as thrown, where it asked, and the pages read whole before it', async () => {
    const error = new Error('HTTP 500')
    const p = pager([full(true), full(true), error])
    expect(await p.read()).toStrictEqual({ pages: 2, stop: { kind: 'failed', error, at: 20 } })
    const first = pager([error])
    expect(await first.read()).toStrictEqual({ pages: 0, stop: { kind: 'failed', error, at: 0 } })
    expect(first.seen).toStrictEqual([])
  })

  it('an empty page that says more stops it where that page was; an empty last page is the end', async () => {
    const p = pager([full(true), { rows: [], more: true }, full(false)])
    expect(await p.read()).toStrictEqual({ pages: 2, stop: { kind: 'empty', at: 10 } })
    expect(p.asked).toStrictEqual([0, 10])
    expect(await pager([{ rows: [], more: false }]).read()).toStrictEqual({ pages: 1 })
  })

  it('a page that names itself as the next stops it as an empty one would (a cursor that does not move)', async () => {
    const p = pager([full(true), full(true)], { next: (page, at) => (page.more ? Math.min(at + 10, 10) : undefined) })
    expect(await p.read()).toStrictEqual({ pages: 2, stop: { kind: 'empty', at: 10 } })
    expect(p.asked).toStrictEqual([0, 10])
  })

  it('stops at maxPages while the service has more, and not when the last page is the max-th', async () => {
    const p = pager([full(true), full(true), full(true)], { maxPages: 2 })
    expect(await p.read()).toStrictEqual({ pages: 2, stop: { kind: 'max-pages' } })
    expect(p.asked).toStrictEqual([0, 10])
    expect(await pager([full(true), full(false)], { maxPages: 2 }).read()).toStrictEqual({ pages: 2 })
  })

  it('asks the first page even with maxPages 0 or a deadline passed', async () => {
    const p = pager([full(true), full(true)], { maxPages: 0, deadline: 0 })
    expect(await p.read()).toStrictEqual({ pages: 1, stop: { kind: 'max-pages' } })
    expect(p.asked).toStrictEqual([0])
  })

  it('asks no page once the deadline has passed, and one up to it', async () => {
    let clock = 100
    const pages = [full(true), full(true), full(true)]
    const p = pager(pages, { deadline: 102, now: () => clock++ })
    expect(await p.read()).toStrictEqual({ pages: 3, stop: { kind: 'deadline' } })
    expect(p.asked).toStrictEqual([0, 10, 20])
    // Without a deadline, time does not stop it.
    expect(await pager([full(true), full(false)], { now: () => Number.MAX_SAFE_INTEGER }).read()).toStrictEqual({
      pages: 2
    })
  })

  it('reads the clock with Date.now unless told otherwise', async () => {
    const past = pager([full(true), full(true)], { deadline: Date.now() - 1 })
    expect(await past.read()).toStrictEqual({ pages: 1, stop: { kind: 'deadline' } })
    const future = pager([full(true), full(false)], { deadline: Date.now() + 60_000 })
    expect(await future.read()).toStrictEqual({ pages: 2 })
  })
})

describe('nextOffset', () => {
  it('is `limit` rows on while the page says more, and the end otherwise', () => {
    const next = nextOffset(250, (page: Page) => page.more)
    expect(next(full(true), 0)).toBe(250)
    expect(next(full(true), 500)).toBe(750)
    expect(next(full(false), 500)).toBeUndefined()
  })
})
