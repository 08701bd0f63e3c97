/**
 * One pager for the report's paged exports (the views and visitors exports by offset, searches and assistant by
 * cursor): one request at a time, each page handed on as it comes, until the service says there is no more or a
 * stopping rule holds. It says why it stopped and leaves the words to the caller, whose reasons differ.
 */

/** Why paging stopped before the service's last page; `at` is where the request that stopped it asked. */
export type PagerStop<C> =
  /** The request failed: the error as thrown (the caller tells a service failure from a bug). */
  | { kind: 'failed'; error: unknown; at: C }
  /** The page had no rows, or named itself as the next, yet said there was more: paging on would never end. */
  | { kind: 'empty'; at: C }
  /** `maxPages` were read and the service had more. */
  | { kind: 'max-pages' }
  /** The deadline passed before the next page. */
  | { kind: 'deadline' }

export interface Paged<C> {
  /** Pages read whole (the request that failed is not one). */
  pages: number
  stop?: PagerStop<C>
}

export interface PagerOptions<P, C> {
  /** Where the first request asks: offset 0, or no cursor. */
  first: C
  get: (at: C) => Promise<P>
  /** Where the page after this one is, or undefined when this one was the last. */
  next: (page: P, at: C) => C | undefined
  isEmpty: (page: P) => boolean
  /** Each page, as soon as it is read (the caller keeps it, or only what it needs of it). */
  onPage: (page: P) => void
  /** At least one page is always asked for. */
  maxPages: number
  /** Epoch ms: no page is asked for once it has passed (the first one always is). */
  deadline?: number
  now?: () => number
}

/** Reads pages one request at a time; see PagerStop for every way it stops early. */
export async function readPaged<P, C>(opts: PagerOptions<P, C>): Promise<Paged<C>> {
  const now = opts.now ?? Date.now
  let at = opts.first
  for (let pages = 0; ;) {
    let page: P
    try {
      page = await opts.get(at)
    } catch (error) {
      return { pages, stop: { kind: 'failed', error, at } }
    }
    pages++
    opts.onPage(page)
    const following = opts.next(page, at)
    if (following === undefined) return { pages }
    if (opts.isEmpty(page) || following === at) return { pages, stop: { kind: 'empty', at } }
    if (pages >= opts.maxPages) return { pages, stop: { kind: 'max-pages' } }
    if (now() >= (opts.deadline ?? Infinity)) return { pages, stop: { kind: 'deadline' } }
    at = following
  }
}

/** The next offset of an export paged by offset: `limit` rows on, while the page says there are more. */
export const nextOffset =
  <P>(limit: number, hasMore: (page: P) => boolean) =>
  (page: P, offset: number): number | undefined =>
    hasMore(page) ? offset + limit : undefined
