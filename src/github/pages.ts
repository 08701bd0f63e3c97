/**
 * Every page of a GitHub listing, following the `Link: rel="next"` GitHub answers, within bounds an answer cannot move:
 * a next page on another origin than the first is not requested (the token would go with it), a page already read is
 * not read again (a next link pointing back loops forever), and a listing stops at MAX_PAGES. An answer that is not a
 * list (a redirect without `Location`) is one clear error, and every failure names the call it comes from.
 */
import { getErrorMessage } from '../action/errors.js'
import type { Octokit } from './octokit.js'
import { GitHubUnavailableError } from './request-guard.js'

/** 100 pages of 100: the most a listing reads (an issue's comments, the sweep's labelled threads). */
export const MAX_PAGES = 100

/** What octokit's endpoint methods (`octokit.rest.issues.listComments.endpoint(params)`) give for the first page. */
export interface FirstPage {
  method: string
  url: string
  headers?: Record<string, string | number | undefined>
}

/** The listing could not be read whole: says which call, and why. `status` is GitHub's, when it answered one. */
export class ListingError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** GitHub's own error, when it answered one: a missing permission was told by the guard (request-guard.ts). */
    cause?: unknown
  ) {
    super(message, { cause })
    this.name = 'ListingError'
  }
}

/** The `rel="next"` target of a Link header, resolved against the page it came with; undefined when there is none. */
export function nextLink(link: string | undefined, current: string): string | undefined {
  if (!link) return undefined
  for (const match of link.matchAll(/<([^<>]*)>([^,<]*)/g)) {
    const [target, params] = [match[1] as string, match[2] as string]
    const rel = /;\s*rel\s*=\s*"?([^";]*)"?/i.exec(params)?.[1] ?? ''
    if (rel.toLowerCase().split(/\s+/).includes('next') && URL.canParse(target, current))
      return new URL(target, current).href
  }
  return undefined
}

/** Yields each page's items, oldest page first; throws a ListingError (or what the guard threw) when it cannot go on. */
export async function* listPages<T>(octokit: Octokit, first: FirstPage): AsyncGenerator<T[]> {
  const start = new URL(first.url)
  const what = `GET ${start.pathname}`
  const seen = new Set<string>()
  let url = start.href
  for (let page = 1; ; page++) {
    seen.add(url)
    let response: { status: number; data: unknown; headers: { link?: string } }
    try {
      response = await octokit.request({ method: first.method, url, headers: first.headers })
    } catch (error) {
      // A stall, a skip or a cancel is the guard's, said once there: kept as it is.
      if (error instanceof GitHubUnavailableError) throw error
      const status = (error as { status?: unknown }).status
      throw new ListingError(`${what} (page ${page}): ${getErrorMessage(error)}`, Number(status) || undefined, error)
    }
    if (!Array.isArray(response.data)) {
      throw new ListingError(
        `${what} (page ${page}): GitHub answered ${response.status} without a list`,
        response.status
      )
    }
    yield response.data as T[]
    const next = nextLink(response.headers.link, url)
    if (next === undefined) return
    const to = new URL(next)
    if (to.origin !== start.origin) {
      throw new ListingError(
        `${what}: the next page GitHub named is on ${to.origin}, not ${start.origin}; not followed, so the token does not go there`
      )
    }
    if (seen.has(to.href)) {
      throw new ListingError(`${what}: the next page GitHub named after page ${page} was already read; stopped there`)
    }
    if (page >= MAX_PAGES) throw new ListingError(`${what}: more than ${MAX_PAGES} pages; stopped there`)
    url = to.href
  }
}
