// src/github/direct-commits.ts: whether a job that completed without a pull request committed straight to its branch,
// asked of the fake GitHub over HTTP with the run's own client: the three answers, one request at most, never a throw;
// and the files such a commit changed (commitFiles, for the fix check).
import { runClientOfEachTest } from '../../__fixtures__/octokit.js'
import {
  COMMITS_PAGE,
  commitFiles,
  completedWithoutPr,
  directCommits,
  repositoryOf,
  sinceOf,
  type JobOnRef
} from '../../src/github/direct-commits.js'

const SERVER = 'https://github.com'
const DOCS = 'https://github.com/acme/docs'
const STARTED = '2026-11-25T10:00:00.500Z'
const job = (over: Partial<JobOnRef> = {}): JobOnRef => ({
  status: 'completed',
  prLink: null,
  source: { repository: DOCS, ref: 'main' },
  createdAt: STARTED,
  ...over
})

describe('which repositories and instants GitHub is asked about', () => {
  it('a repository on the server the token talks to, https, owner and name only', () => {
    expect(repositoryOf(DOCS, SERVER)).toEqual({ owner: 'acme', repo: 'docs' })
    expect(repositoryOf('https://GitHub.com/acme/docs.git', SERVER)).toEqual({ owner: 'acme', repo: 'docs' })
    expect(repositoryOf('https://github.com/acme/docs/', SERVER)).toEqual({ owner: 'acme', repo: 'docs' })
    expect(repositoryOf('https://ghe.acme.io/a/b', 'https://ghe.acme.io')).toEqual({ owner: 'a', repo: 'b' })
    for (const elsewhere of [
      'https://ghe.acme.io/a/b',
      'http://github.com/a/b',
      'https://gitlab.com/a/b',
      'https://github.com/a/b/tree/main',
      'https://github.com/a',
      'https://github.com/a/b?x=1',
      'https://github.com/a/b#x',
      'https://user:pw@github.com/a/b',
      'acme/docs',
      'not a url'
    ])
      expect(repositoryOf(elsewhere, SERVER)).toBeUndefined()
    expect(repositoryOf(DOCS, 'not a url')).toBeUndefined()
  })

  it('since: the start to the whole second, so a commit in that second counts; none without a date', () => {
    expect(sinceOf(STARTED)).toBe('2026-11-25T10:00:00Z')
    expect(sinceOf('2026-11-25T10:00:07Z')).toBe('2026-11-25T10:00:07Z')
    expect(sinceOf(undefined)).toBeUndefined()
    expect(sinceOf('yesterday')).toBeUndefined()
  })

  it('only a completed job without a pull request is checked', () => {
    expect(completedWithoutPr(job())).toBe(true)
    expect(completedWithoutPr(job({ prLink: undefined }))).toBe(true)
    expect(completedWithoutPr(job({ prLink: `${DOCS}/pull/3` }))).toBe(false)
    expect(completedWithoutPr(job({ status: 'failed' }))).toBe(false)
    expect(completedWithoutPr(job({ status: 'archived' }))).toBe(false)
  })
})

describe('directCommits against GitHub', () => {
  const { start, client } = runClientOfEachTest()
  const listings = (gh: { requestCounts: () => Partial<Record<string, number>> }) => gh.requestCounts().listCommits ?? 0

  async function docsRepository() {
    const gh = await start()
    gh.addRepository('acme/docs')
    gh.pushFiles('main', { 'index.mdx': 'old' }, 'before the job', {
      repository: 'acme/docs',
      date: '2026-11-25T09:00:00Z'
    })
    return gh
  }

  it('commits on the branch since the job started: committed, newest first, each linked on the server', async () => {
    const gh = await docsRepository()
    const first = gh.pushFiles('main', { 'a.mdx': 'a' }, 'agent: a', {
      repository: 'acme/docs',
      date: '2026-11-25T10:00:00Z'
    })
    const second = gh.pushFiles('main', { 'b.mdx': 'b' }, 'agent: b', {
      repository: 'acme/docs',
      date: '2026-11-25T10:05:00Z'
    })
    gh.pushFiles('other', { 'c.mdx': 'c' }, 'another branch', { repository: 'acme/docs', date: '2026-11-25T10:06:00Z' })
    expect(await directCommits(client(), job(), SERVER)).toEqual({
      kind: 'committed',
      repository: DOCS,
      ref: 'main',
      commits: [
        { sha: second, url: `${DOCS}/commit/${second}`, date: '2026-11-25T10:05:00Z' },
        { sha: first, url: `${DOCS}/commit/${first}`, date: '2026-11-25T10:00:00Z' }
      ],
      more: false
    })
    const asked = gh.requests.filter(r => r.route === 'listCommits')
    expect(asked).toHaveLength(1)
    expect(asked[0]?.path).toBe('/repos/acme/docs/commits')
    expect(asked[0]?.query).toEqual({ sha: 'main', since: '2026-11-25T10:00:00Z', per_page: String(COMMITS_PAGE) })
  })

  it('a full page: more, read as "100 or more"; one page only', async () => {
    const gh = await docsRepository()
    for (let i = 0; i < COMMITS_PAGE + 1; i++)
      gh.pushFiles('main', { [`p${i}.mdx`]: 'x' }, `c${i}`, { repository: 'acme/docs', date: '2026-11-25T11:00:00Z' })
    const found = await directCommits(client(), job(), SERVER)
    expect(found).toMatchObject({ kind: 'committed', more: true })
    expect(found?.kind === 'committed' && found.commits).toHaveLength(COMMITS_PAGE)
    expect(listings(gh)).toBe(1)
  })

  it('none since the job started: none, checked', async () => {
    const gh = await docsRepository()
    expect(await directCommits(client(), job(), SERVER)).toEqual({ kind: 'none', repository: DOCS, ref: 'main' })
    expect(listings(gh)).toBe(1)
  })

  it('a repository the token cannot see (404) or may not read (403): unknown, unreadable, saying so', async () => {
    const gh = await start()
    expect(await directCommits(client(), job(), SERVER)).toEqual({
      kind: 'unknown',
      repository: DOCS,
      ref: 'main',
      reason: 'unreadable',
      why: "GitHub answered 404: this run's token cannot see it, or it has no such branch"
    })
    gh.addRepository('acme/docs')
    gh.inject('listCommits', { kind: 'status', status: 403 })
    expect(await directCommits(client(), job(), SERVER)).toMatchObject({
      reason: 'unreadable',
      why: "GitHub answered 403: this run's token may not read it"
    })
  })

  it('GitHub failing: unknown, failed, with its status; never a throw', async () => {
    const gh = await docsRepository()
    gh.inject('listCommits', { kind: 'status', status: 502 }, 10)
    expect(await directCommits(client(), job(), SERVER)).toEqual({
      kind: 'unknown',
      repository: DOCS,
      ref: 'main',
      reason: 'failed',
      why: 'GitHub answered 502'
    })
  })

  it('an empty repository (409): unknown, failed', async () => {
    const gh = await start()
    gh.addRepository('acme/docs')
    expect(await directCommits(client(), job(), SERVER)).toMatchObject({ reason: 'failed', why: 'GitHub answered 409' })
  })

  it('GitHub unreachable: unknown, failed, with the error', async () => {
    const gh = await start()
    await gh.close()
    const found = await directCommits(client(), job(), SERVER)
    expect(found).toMatchObject({ kind: 'unknown', reason: 'failed', why: expect.stringMatching(/^GitHub failed: ./) })
  })

  it('what cannot be asked is not: another server, no branch, no repository, no start, no token; no request', async () => {
    const gh = await docsRepository()
    expect(
      await directCommits(
        client(),
        job({ source: { repository: 'https://gitlab.com/acme/docs', ref: 'main' } }),
        SERVER
      )
    ).toEqual({
      kind: 'unknown',
      repository: 'https://gitlab.com/acme/docs',
      ref: 'main',
      reason: 'elsewhere',
      why: 'it is not a GitHub repository on github.com'
    })
    expect(await directCommits(client(), job({ source: { repository: DOCS, ref: null } }), SERVER)).toEqual({
      kind: 'unknown',
      repository: DOCS,
      reason: 'no-source',
      why: 'the service did not say which branch'
    })
    expect(await directCommits(client(), job({ source: undefined }), SERVER)).toEqual({
      kind: 'unknown',
      reason: 'no-source',
      why: 'the service did not say which repository'
    })
    expect(await directCommits(client(), job({ createdAt: undefined }), SERVER)).toMatchObject({
      reason: 'no-source',
      why: 'the service did not say when the job started'
    })
    expect(await directCommits(undefined, job(), SERVER)).toMatchObject({
      reason: 'no-token',
      why: 'github-token is empty'
    })
    expect(await directCommits(client(), job({ prLink: `${DOCS}/pull/3` }), SERVER)).toBeUndefined()
    expect(await directCommits(client(), job({ status: 'failed' }), SERVER)).toBeUndefined()
    expect(listings(gh)).toBe(0)
  })
})

describe('commitFiles', () => {
  const { start, client } = runClientOfEachTest()

  it('the files a commit changed but removed: one GET /commits/{sha} in its repository', async () => {
    const gh = await start()
    gh.addRepository('acme/docs')
    gh.pushFiles('main', { 'old.mdx': 'x', 'keep.mdx': 'k' }, 'before', { repository: 'acme/docs' })
    const sha = gh.pushFiles('main', { 'old.mdx': null, 'guides/new.mdx': 'new', 'keep.mdx': 'edited' }, 'docs', {
      repository: 'acme/docs'
    })
    const before = gh.requests.length
    expect(await commitFiles(client(), `${DOCS}/commit/${sha}`, SERVER)).toStrictEqual({
      files: ['guides/new.mdx', 'keep.mdx']
    })
    expect(gh.requests.slice(before).map(r => [r.method, r.path])).toStrictEqual([
      ['GET', `/repos/acme/docs/commits/${sha}`]
    ])
  })

  it('why not, without a request it need not make: another server, no commit page, no token, GitHub refusing', async () => {
    const gh = await start()
    const sha = 'a'.repeat(40)
    const elsewhere = { why: 'its commit is not on the server this workflow runs on' }
    expect(await commitFiles(client(), `https://ghe.acme.io/acme/docs/commit/${sha}`, SERVER)).toStrictEqual(elsewhere)
    expect(await commitFiles(client(), `${DOCS}/commit/abc`, SERVER)).toStrictEqual(elsewhere)
    expect(await commitFiles(client(), `${DOCS}/pull/3`, SERVER)).toStrictEqual(elsewhere)
    expect(await commitFiles(client(), `${DOCS}/commit/${sha}/extra`, SERVER)).toStrictEqual(elsewhere)
    expect(await commitFiles(client(), `see ${DOCS}/commit/${sha}`, SERVER)).toStrictEqual(elsewhere)
    expect(await commitFiles(undefined, `${DOCS}/commit/${sha}`, SERVER)).toStrictEqual({
      why: 'github-token is empty'
    })
    expect(gh.requests).toHaveLength(0)
    const refused = await commitFiles(client(), `${DOCS}/commit/${sha}`, SERVER)
    expect(refused).toStrictEqual({ why: expect.stringMatching(/^GitHub did not give its commit's files: Not Found/) })
  })
})
