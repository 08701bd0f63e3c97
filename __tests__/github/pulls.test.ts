// src/github/pulls.ts: which pull request links GitHub's API can be asked about (the states are asked in
// report/gaps-in-flight.test.ts, against the fake GitHub), whether one was merged and when (pullMerge, here), and
// the files it changed (pullFiles, for the fix check).
import { logLinesOfEachTest } from '../../__fixtures__/log-lines.js'
import { runClientOfEachTest } from '../../__fixtures__/octokit.js'
import { PULL_FILES_PAGE, pullFiles, pullMerge, pullOf } from '../../src/github/pulls.js'

describe('pullOf', () => {
  it('only pull requests on the server the token talks to', () => {
    expect(pullOf('https://github.com/acme/docs/pull/12')).toEqual({ owner: 'acme', repo: 'docs', number: 12 })
    expect(pullOf('https://GitHub.com/acme/docs/pull/12')).toMatchObject({ number: 12 })
    expect(pullOf('https://ghe.acme.io/a/b/pull/3', 'https://ghe.acme.io')).toEqual({
      owner: 'a',
      repo: 'b',
      number: 3
    })
    expect(pullOf('https://ghe.acme.io/a/b/pull/3')).toBeUndefined()
    expect(pullOf('https://gitlab.com/a/b/-/merge_requests/3')).toBeUndefined()
    expect(pullOf('http://github.com/a/b/pull/3')).toBeUndefined()
    expect(pullOf('https://github.com/a/b/pull/3?x=1')).toBeUndefined()
    // The whole path is owner/repo/pull/n: nothing before it, nothing after it.
    expect(pullOf('https://github.com/a/b/pull/3/files')).toBeUndefined()
    expect(pullOf('https://github.com/x/a/b/pull/3')).toBeUndefined()
    expect(pullOf('https://github.com/a/b/issues/3')).toBeUndefined()
    expect(pullOf('not a url')).toBeUndefined()
  })
})

describe('pullMerge', () => {
  const { start, client } = runClientOfEachTest()
  const lines = logLinesOfEachTest()
  const link = (n: number): string => `https://github.com/acme/docs-site/pull/${n}`

  it('open, merged with when, closed without merging: one GET /pulls/{n} each', async () => {
    const gh = await start({
      pulls: [
        { number: 1 },
        { number: 2, merged: true, merged_at: '2026-11-20T10:00:00Z' },
        { number: 3, state: 'closed' }
      ]
    })
    expect(await pullMerge(client(), link(1))).toEqual({ state: 'open' })
    expect(await pullMerge(client(), link(2))).toEqual({ state: 'merged', mergedAt: '2026-11-20T10:00:00Z' })
    expect(await pullMerge(client(), link(3))).toEqual({ state: 'closed' })
    expect(gh.requests.map(r => `${r.method} ${r.path}`)).toEqual(
      [1, 2, 3].map(n => `GET /repos/acme/docs-site/pulls/${n}`)
    )
    expect(lines.filter(l => l.startsWith('::debug::pull request'))).toEqual([])
  })

  it('unreadable: not found, no token, another server; each with a debug line and no request it need not make', async () => {
    const gh = await start()
    expect(await pullMerge(client(), link(99))).toEqual({ state: 'unreadable' })
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^::debug::pull request ${link(99)} could not be read \\(Not Found.*\\): its merge is unknown$`)
      )
    )
    expect(await pullMerge(undefined, link(1))).toEqual({ state: 'unreadable' })
    expect(await pullMerge(client(), 'https://ghe.acme.io/acme/docs-site/pull/1')).toEqual({ state: 'unreadable' })
    expect(lines).toContainEqual(
      `::debug::pull request https://ghe.acme.io/acme/docs-site/pull/1 cannot be read with this token: its merge is unknown`
    )
    expect(gh.requests).toHaveLength(1)
  })

  it('a pull request on the server the token talks to', async () => {
    await start({ pulls: [{ number: 4, merged: true, merged_at: '2026-11-21T08:30:00Z' }] })
    const server = 'https://ghe.acme.io'
    expect(await pullMerge(client(), `${server}/acme/docs-site/pull/4`, server)).toEqual({
      state: 'merged',
      mergedAt: '2026-11-21T08:30:00Z'
    })
  })
})

describe('pullFiles', () => {
  const { start, client } = runClientOfEachTest()
  const link = (n: number): string => `https://github.com/acme/docs-site/pull/${n}`

  it('the files it changed but removed: one GET /pulls/{n}/files of a full page', async () => {
    const gh = await start({
      pulls: [
        {
          number: 5,
          merged: true,
          files: [
            { filename: 'docs/a.mdx', status: 'added' },
            { filename: 'docs/old.mdx', status: 'removed' },
            { filename: 'docs/b.md' },
            { filename: 'docs/c.mdx', status: 'renamed' }
          ]
        }
      ]
    })
    expect(await pullFiles(client(), link(5))).toStrictEqual({ files: ['docs/a.mdx', 'docs/b.md', 'docs/c.mdx'] })
    expect(gh.requests.map(r => [r.method, r.path, r.query.per_page])).toStrictEqual([
      ['GET', '/repos/acme/docs-site/pulls/5/files', String(PULL_FILES_PAGE)]
    ])
    expect(PULL_FILES_PAGE).toBe(100)
  })

  it('why not, without a request it need not make: another server, no token, GitHub refusing', async () => {
    const gh = await start()
    expect(await pullFiles(client(), 'https://ghe.acme.io/acme/docs-site/pull/1')).toStrictEqual({
      why: 'its pull request is not on the server this workflow runs on'
    })
    expect(await pullFiles(undefined, link(1))).toStrictEqual({ why: 'github-token is empty' })
    expect(gh.requests).toHaveLength(0)
    const refused = await pullFiles(client(), link(404))
    expect(refused).toStrictEqual({ why: expect.stringMatching(/^GitHub did not list its files: Not Found/) })
    const server = 'https://ghe.acme.io'
    expect(await pullFiles(client(), `${server}/acme/docs-site/pull/404`, server)).toStrictEqual(refused)
  })
})
