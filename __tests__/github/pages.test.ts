// src/github/pages.ts against a GitHub that pages forever, links relatively, or answers no list; nextLink's parsing.
import { restoreEnvAfterEach } from '../../__fixtures__/env.js'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { json, startHostileServer, type HostileServer } from '../../__fixtures__/hostile-server.js'
import { runClient } from '../../__fixtures__/octokit.js'
import { ListingError, listPages, MAX_PAGES, nextLink } from '../../src/github/pages.js'
import type { Octokit } from '../../src/github/octokit.js'

restoreEnvAfterEach('GITHUB_API_URL')

async function readAll(octokit: Octokit, url: string): Promise<unknown[][]> {
  const pages: unknown[][] = []
  for await (const page of listPages(octokit, { method: 'GET', url })) pages.push(page)
  return pages
}

describe('nextLink', () => {
  const at = 'https://api.github.com/repos/o/r/issues?page=1'
  it.each([
    ['<https://api.github.com/x?page=2>; rel="next"', 'https://api.github.com/x?page=2'],
    ['<https://a/p?page=1>; rel="prev", <https://a/p?page=3>; rel="next"', 'https://a/p?page=3'],
    ['<https://a/p?page=3>; rel="next last"', 'https://a/p?page=3'],
    ['<https://a/p?page=3>;rel=next', 'https://a/p?page=3'],
    ['<https://a/p?page=3>; REL="Next"', 'https://a/p?page=3'],
    ['</repos/o/r/issues?page=2>; rel="next"', 'https://api.github.com/repos/o/r/issues?page=2'],
    ['<https://a/p?page=9>; rel="last"', undefined],
    ['<https://a/p?page=9>; rel="nextish"', undefined],
    ['<https://a/p?page=3>; rel = "next"', 'https://a/p?page=3'],
    ['<https://a/p?page=3>; title="next"', undefined],
    ['<https://a/p?page=3>; title="x", <https://a/p?page=4>; rel="next"', 'https://a/p?page=4'],
    ['<http://[bad>; rel="next"', undefined],
    ['', undefined],
    [undefined, undefined]
  ])('%s → %s', (link, next) => {
    expect(nextLink(link, at)).toBe(next)
  })
})

describe('listPages', () => {
  let server: HostileServer | undefined
  let gh: FakeGitHub | undefined
  afterEach(async () => {
    await server?.close()
    await gh?.close()
  })

  it(`stops at ${MAX_PAGES} pages of a GitHub whose every page names a new next one`, async () => {
    server = await startHostileServer((request, response) => {
      const page = Number(new URL(request.path, 'http://x').searchParams.get('page') ?? '1')
      json(response, 200, [page], { link: `</items?page=${page + 1}>; rel="next"` })
    })
    gh = await startFakeGitHub()
    const octokit = runClient(gh)
    const read: unknown[][] = []
    const error = await (async () => {
      for await (const page of listPages(octokit, { method: 'GET', url: `${server?.url}/items` })) read.push(page)
    })().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ListingError)
    expect((error as Error).name).toBe('ListingError')
    expect((error as Error).message).toBe(`GET /items: more than ${MAX_PAGES} pages; stopped there`)
    expect(read).toHaveLength(MAX_PAGES)
    expect(server.requests).toHaveLength(MAX_PAGES)
    expect(read.at(-1)).toEqual([MAX_PAGES])
  })

  it('follows a relative next link on the same origin, and ends where there is no next', async () => {
    server = await startHostileServer((request, response) => {
      const page = Number(new URL(request.path, 'http://x').searchParams.get('page') ?? '1')
      json(response, 200, [page], page < 3 ? { link: `</items?page=${page + 1}>; rel="next"` } : {})
    })
    gh = await startFakeGitHub()
    expect(await readAll(runClient(gh), `${server.url}/items`)).toEqual([[1], [2], [3]])
  })

  it('an answer that is not a list is a ListingError naming the call and the status', async () => {
    server = await startHostileServer((_request, response) => json(response, 200, { message: 'not a list' }))
    gh = await startFakeGitHub()
    const error = await readAll(runClient(gh), `${server.url}/items?x=1`).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ListingError)
    expect(error).toMatchObject({ message: 'GET /items (page 1): GitHub answered 200 without a list', status: 200 })
  })

  it("a refusal keeps GitHub's status and text, and names the call and the page", async () => {
    gh = await startFakeGitHub({ maxPerPage: 1 })
    gh.addComment(3, 'a', 'someone')
    gh.addComment(3, 'b', 'someone')
    gh.inject('listComments', { kind: 'status', status: 404, body: { message: 'Not Found' } })
    const url = `${gh.url}/repos/acme/docs-site/issues/3/comments`
    const octokit = runClient(gh)
    const error = await readAll(octokit, url).catch((e: unknown) => e)
    expect(error).toMatchObject({
      message: 'GET /repos/acme/docs-site/issues/3/comments (page 1): Not Found',
      status: 404
    })
    expect(await readAll(octokit, url)).toEqual([
      [expect.objectContaining({ body: 'a' })],
      [expect.objectContaining({ body: 'b' })]
    ])
  })
})
