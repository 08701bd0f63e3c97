// A change's facts from GitHub (src/agent/change/read-change.ts), against the fake GitHub over real HTTP through the
// run's own client: a pull request's files, paged and capped; the issues its body closes; the pull request a push came
// from; a push's range from the compare API. The parsers (changedFile, closedNumbers) are tried directly too.
import type { FakeGitHub } from '../../../__fixtures__/fake-github.js'
import { fakeSha, type FakeFileSeed } from '../../../__fixtures__/fake-github-pulls.js'
import { logLinesOfEachTest } from '../../../__fixtures__/log-lines.js'
import { runClient, runClientOfEachTest } from '../../../__fixtures__/octokit.js'
import type { PullFacts, PushFacts } from '../../../src/github/change.js'
import {
  changedFile,
  closedNumbers,
  linkedIssues,
  MAX_FILE_PAGES,
  MAX_LINKED_ISSUES,
  pullFiles,
  pullOfPush,
  readPullChange,
  readPushChange
} from '../../../src/agent/change/read-change.js'
import { ListingError } from '../../../src/github/pages.js'
import { GitHubUnavailableError } from '../../../src/github/request-guard.js'

const { start, client } = runClientOfEachTest()
const log = logLinesOfEachTest()

const repo = { owner: 'acme', repo: 'docs-site' }
const ZEROS = '0'.repeat(40)
const routes = (fake: FakeGitHub) => fake.requests.map(r => `${r.route} ${r.status}`)
const files = (count: number, from = 0): FakeFileSeed[] =>
  Array.from({ length: count }, (_, i) => ({ filename: `src/f${from + i}.ts`, additions: 1 }))

/** A merged pull request as a payload gives it. */
const pullFacts = (number: number, body = ''): PullFacts => ({
  number,
  title: `Change #${number}`,
  body,
  url: `https://github.com/acme/docs-site/pull/${number}`,
  author: { login: 'dev', type: 'User' },
  labels: [],
  merged: true,
  mergedAt: '2026-11-20T10:00:00Z',
  mergeSha: fakeSha(`merge ${number}`),
  baseRef: 'main',
  fork: false
})

/** A push as its payload gives it. */
const pushFacts = (before: string, after: string, commits: PushFacts['commits'] = []): PushFacts => ({
  branch: 'main',
  before,
  after,
  deleted: false,
  commits,
  url: 'https://github.com/acme/docs-site/compare/a...b'
})

describe('changedFile', () => {
  it('reads a file as the files and compare endpoints list it, a rename with its old name', () => {
    expect(
      changedFile({
        filename: 'src/new.ts',
        status: 'renamed',
        additions: 3,
        deletions: 1,
        patch: '@@ -1 +1 @@',
        previous_filename: 'src/old.ts'
      })
    ).toStrictEqual({
      path: 'src/new.ts',
      status: 'renamed',
      additions: 3,
      deletions: 1,
      patch: '@@ -1 +1 @@',
      previousPath: 'src/old.ts'
    })
    // GitHub leaves the patch out for binary and very large files: so does the file.
    expect(changedFile({ filename: 'logo.png', status: 'added', additions: 0, deletions: 0 })).toStrictEqual({
      path: 'logo.png',
      status: 'added',
      additions: 0,
      deletions: 0
    })
  })

  it('a file without a name is none; odd fields read as a modified file with no lines counted', () => {
    expect(changedFile({})).toBeUndefined()
    expect(changedFile({ filename: '' })).toBeUndefined()
    expect(changedFile({ filename: 7, status: 'added' })).toBeUndefined()
    expect(
      changedFile({ filename: 'a.ts', status: 3, additions: -2, deletions: '5', patch: 4, previous_filename: null })
    ).toStrictEqual({ path: 'a.ts', status: 'modified', additions: 0, deletions: 0 })
    expect(changedFile({ filename: 'a.ts', additions: Number.NaN, deletions: 2 })).toMatchObject({
      additions: 0,
      deletions: 2
    })
  })
})

describe('pullFiles', () => {
  it('reads every page of the files, 100 a page, and leaves out a file without a name', async () => {
    const fake = await start()
    fake.addPull({ number: 12, merged: true, files: [...files(149), { filename: '' }] })
    const read = await pullFiles(client(), repo, 12)
    expect(read.files).toHaveLength(149)
    expect(read.files[148]).toStrictEqual({ path: 'src/f148.ts', status: 'modified', additions: 1, deletions: 0 })
    expect(read.moreFiles).toBe(false)
    const lists = fake.requests.filter(r => r.route === 'listPullFiles')
    expect(lists.map(r => [r.path, r.query.per_page, r.query.page])).toEqual([
      ['/repos/acme/docs-site/pulls/12/files', '100', undefined],
      ['/repos/acme/docs-site/pulls/12/files', '100', '2']
    ])
  })

  it(`stops after ${MAX_FILE_PAGES} pages, and says more files only when the last page read was full`, async () => {
    const fake = await start()
    const read = async (count: number) => {
      fake.addPull({ number: 12, merged: true, files: files(count) })
      fake.requests.length = 0
      const { files: found, moreFiles } = await pullFiles(client(), repo, 12)
      return { count: found.length, moreFiles, pages: fake.requests.length }
    }
    expect(await read(350)).toEqual({ count: 300, moreFiles: true, pages: 3 })
    // Exactly 300: the cap was reached on a full page, and what lies after it is not asked.
    expect(await read(300)).toEqual({ count: 300, moreFiles: true, pages: 3 })
    expect(await read(250)).toEqual({ count: 250, moreFiles: false, pages: 3 })
    expect(await read(200)).toEqual({ count: 200, moreFiles: false, pages: 2 })
    expect(await read(0)).toEqual({ count: 0, moreFiles: false, pages: 1 })
  })

  it('a pull request GitHub does not have: one error naming the listing', async () => {
    await start()
    const error = await pullFiles(client(), repo, 40).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ListingError)
    expect(error).toMatchObject({
      status: 404,
      message: expect.stringMatching(/^GET \/repos\/acme\/docs-site\/pulls\/40\/files \(page 1\): Not Found/)
    })
  })
})

describe('closedNumbers', () => {
  it('reads each of GitHub’s closing keywords, in any case, with or without a colon', () => {
    const body = [
      'close #1',
      'Closes #2',
      'CLOSED #3',
      'fix #4',
      'Fixes: #5',
      'fixed  #6',
      'resolve #7',
      'Resolves:   #8',
      'resolved\t#9'
    ].join('\n')
    expect(closedNumbers(body, repo)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('each number once, in the order written; words that only contain a keyword, and other references, are not', () => {
    expect(closedNumbers('Fixes #12, closes #3 and fixes #12 again. Also resolves #3.', repo)).toEqual([12, 3])
    expect(closedNumbers('prefixes #3, unfixed #4, fixes#5, fixes #0, fixes #06, see #7, fixes #8x', repo)).toEqual([])
    expect(closedNumbers('Fixes:#3 and fixes :#4', repo)).toEqual([])
    expect(closedNumbers('fixes #1234567890 but not fixes #12345678901', repo)).toEqual([1234567890])
    expect(closedNumbers('', repo)).toEqual([])
  })

  it('a reference with its repository counts only for this one, in any case', () => {
    const here = { owner: 'acme-co', repo: 'docs.site_2' }
    const body = [
      'Fixes acme-co/docs.site_2#1',
      'fixes ACME-CO/Docs.Site_2#2',
      'fixes other/docs.site_2#3',
      'fixes acme-co/other#4',
      'fixes acme-co/docs.site_2x#5',
      'fixes x/acme-co/docs.site_2#6',
      'closes #7'
    ].join('\n')
    expect(closedNumbers(body, here)).toEqual([1, 2, 7])
  })
})

describe('linkedIssues', () => {
  it(`the titles of the issues the body closes, the pull request itself left out, ${MAX_LINKED_ISSUES} at most`, async () => {
    const fake = await start({ issues: { 3: { title: 'Crash on save', body: '' }, 9: { title: 'Typo', body: '' } } })
    const body = 'Fixes #12. Fixes #3, fixes #9, closes #4, closes #5, resolves #6, resolves #7.'
    expect(await linkedIssues(client(), repo, body, 12)).toEqual([
      { number: 3, title: 'Crash on save' },
      { number: 9, title: 'Typo' },
      { number: 4, title: 'Issue #4' },
      { number: 5, title: 'Issue #5' },
      { number: 6, title: 'Issue #6' }
    ])
    expect(fake.requests.map(r => r.path)).toEqual([3, 9, 4, 5, 6].map(n => `/repos/acme/docs-site/issues/${n}`))
    // Without a number of its own (a push's commits), every number counts.
    fake.requests.length = 0
    expect(await linkedIssues(client(), repo, 'Fixes #12')).toEqual([{ number: 12, title: 'Issue #12' }])
  })

  it('asks nothing when the body closes nothing', async () => {
    const fake = await start()
    expect(await linkedIssues(client(), repo, 'Refs #3: see also #4', 12)).toStrictEqual([])
    expect(fake.requests).toHaveLength(0)
  })

  it('leaves out an issue it cannot read, with a debug line, and reads the next', async () => {
    const fake = await start()
    fake.inject('getIssue', { kind: 'status', status: 404 })
    expect(await linkedIssues(client(), repo, 'Fixes #3, fixes #4', 12)).toEqual([{ number: 4, title: 'Issue #4' }])
    expect(routes(fake)).toEqual(['getIssue 404', 'getIssue 200'])
    expect(log.filter(line => line.startsWith('::debug::issue'))).toEqual([
      '::debug::issue #3, which the change says it closes, could not be read: left out of the prompt'
    ])
  })

  it('an issue whose title is not text is listed without one', async () => {
    const fake = await start()
    fake.inject('getIssue', { kind: 'status', status: 200, body: { number: 3, title: null } })
    expect(await linkedIssues(client(), repo, 'Fixes #3', 12)).toEqual([{ number: 3, title: '' }])
  })

  it('a GitHub that stopped answering ends the reading: its error goes up, and nothing more is asked', async () => {
    const fake = await start()
    const warned: string[] = []
    const hurried = runClient(fake, undefined, { requestTimeoutMs: 200, warn: line => warned.push(line) })
    fake.inject('getIssue', { kind: 'delay', ms: Infinity })
    await expect(linkedIssues(hurried, repo, 'Fixes #3, fixes #4', 12)).rejects.toBeInstanceOf(GitHubUnavailableError)
    expect(fake.requests.map(r => r.path)).toEqual(['/repos/acme/docs-site/issues/3'])
    expect(warned).toEqual([expect.stringContaining('GitHub did not answer GET /repos/acme/docs-site/issues/3')])
    expect(log.filter(line => line.startsWith('::debug::issue'))).toStrictEqual([])
  })
})

describe('readPullChange', () => {
  it('a merged pull request’s files and the issues it closes, no commits', async () => {
    const fake = await start()
    fake.addPull({
      number: 12,
      merged: true,
      files: [{ filename: 'src/api.ts', additions: 2, deletions: 1, patch: '@@ -1 +1,2 @@' }]
    })
    const pull = pullFacts(12, 'Fixes #3')
    expect(await readPullChange(client(), repo, pull)).toStrictEqual({
      source: { kind: 'pull', pull },
      files: [{ path: 'src/api.ts', status: 'modified', additions: 2, deletions: 1, patch: '@@ -1 +1,2 @@' }],
      moreFiles: false,
      commits: [],
      linkedIssues: [{ number: 3, title: 'Issue #3' }]
    })
  })

  it('says when the pull request has more files than it reads', async () => {
    const fake = await start()
    fake.addPull({ number: 12, merged: true, files: files(301) })
    const change = await readPullChange(client(), repo, pullFacts(12))
    expect([change.files.length, change.moreFiles]).toEqual([300, true])
  })
})

describe('pullOfPush', () => {
  const after = fakeSha('pushed')

  it('the merged pull request whose merge commit was pushed, before one that only carries the commit', async () => {
    const fake = await start()
    fake.addPull({ number: 5, merged: true, commits: [{ sha: after, message: 'Carried' }] })
    fake.addPull({ number: 6, merged: true, merge_commit_sha: after })
    expect((await pullOfPush(client(), repo, pushFacts(fakeSha('before'), after)))?.number).toBe(6)
    expect(fake.requests.map(r => r.path)).toEqual([`/repos/acme/docs-site/commits/${after}/pulls`])
  })

  it('else the one merged pull request that carries the pushed commit (a rebase), as a listing gives it', async () => {
    const fake = await start()
    fake.addPull({ number: 5, merged: true, title: 'Rebased', commits: [{ sha: after, message: 'Rebased' }] })
    expect(await pullOfPush(client(), repo, pushFacts(fakeSha('before'), after))).toEqual({
      number: 5,
      title: 'Rebased',
      body: '',
      url: 'https://github.com/acme/docs-site/pull/5',
      author: { login: 'acme', type: 'User' },
      labels: [],
      merged: true,
      mergedAt: fake.pulls.get(5)?.merged_at,
      mergeSha: fakeSha('merge 5'),
      baseRef: 'main',
      fork: false
    })
  })

  it('none when two merged pull requests carry it and neither merged it, or only an open one does', async () => {
    const fake = await start()
    fake.addPull({ number: 5, merged: true, commits: [{ sha: after, message: 'Shared' }] })
    fake.addPull({ number: 6, merged: true, commits: [{ sha: after, message: 'Shared' }] })
    expect(await pullOfPush(client(), repo, pushFacts(fakeSha('before'), after))).toBeUndefined()
    const other = fakeSha('other')
    fake.addPull({ number: 7, state: 'open', commits: [{ sha: other, message: 'Not merged yet' }] })
    expect(await pullOfPush(client(), repo, pushFacts(fakeSha('before'), other))).toBeUndefined()
    expect(routes(fake)).toEqual(['listCommitPulls 200', 'listCommitPulls 200'])
  })

  it('none for a push that names no commit, without asking', async () => {
    const fake = await start()
    expect(await pullOfPush(client(), repo, pushFacts(fakeSha('before'), ZEROS))).toBeUndefined()
    expect(fake.requests).toHaveLength(0)
  })

  it('a commit whose sha begins or ends with zeros is asked about', async () => {
    const fake = await start()
    for (const sha of [`0000${after.slice(4)}`, `${after.slice(0, 36)}0000`]) {
      fake.addPull({ number: 5, merged: true, merge_commit_sha: sha })
      expect((await pullOfPush(client(), repo, pushFacts(fakeSha('before'), sha)))?.number).toBe(5)
    }
  })

  it('an answer that is no list is no pull request; an entry without a number is passed over', async () => {
    const fake = await start()
    fake.inject('listCommitPulls', { kind: 'status', status: 200, body: { message: 'not a list' } })
    expect(await pullOfPush(client(), repo, pushFacts(fakeSha('before'), after))).toBeUndefined()
    const listed = { number: 9, merged_at: '2026-11-20T10:00:00Z', merge_commit_sha: fakeSha('merge 9') }
    fake.inject('listCommitPulls', { kind: 'status', status: 200, body: [{ title: 'no number' }, listed] })
    expect(await pullOfPush(client(), repo, pushFacts(fakeSha('before'), after))).toMatchObject({
      number: 9,
      merged: true
    })
  })
})

describe('readPushChange', () => {
  const before = fakeSha('before')
  const after = fakeSha('after')

  it('a new branch, or a push that names no commit, has no range: the payload’s commits, its files not known', async () => {
    const fake = await start()
    const commits = [{ sha: after, message: 'Fixes #3' }]
    for (const push of [
      pushFacts(ZEROS, after, commits),
      pushFacts('', after, commits),
      pushFacts(before, ZEROS, commits)
    ]) {
      expect(await readPushChange(client(), repo, push)).toStrictEqual({
        source: { kind: 'push', push },
        files: [],
        moreFiles: true,
        commits,
        linkedIssues: []
      })
    }
    expect(fake.requests).toHaveLength(0)
  })

  it('the range’s files and commits from the compare API, and the issues its commits close', async () => {
    const fake = await start()
    fake.addCompare(before, after, {
      commits: [
        { sha: fakeSha('one'), message: 'Save drafts\n\nFixes #3' },
        { sha: after, message: 'Closes #4' }
      ],
      files: [{ filename: 'src/save.ts', status: 'added', additions: 9, patch: '@@ +1,9 @@' }, { filename: '' }]
    })
    const push = pushFacts(before, after)
    expect(await readPushChange(client(), repo, push)).toStrictEqual({
      source: { kind: 'push', push },
      files: [{ path: 'src/save.ts', status: 'added', additions: 9, deletions: 0, patch: '@@ +1,9 @@' }],
      moreFiles: false,
      commits: [
        { sha: fakeSha('one'), message: 'Save drafts\n\nFixes #3' },
        { sha: after, message: 'Closes #4' }
      ],
      linkedIssues: [
        { number: 3, title: 'Issue #3' },
        { number: 4, title: 'Issue #4' }
      ]
    })
    const compare = fake.requests.find(r => r.route === 'compareCommits')
    expect([compare?.path, compare?.query]).toEqual([
      `/repos/acme/docs-site/compare/${before}...${after}`,
      { per_page: '100' }
    ])
  })

  it('the payload’s commits when it has some (each message whole), the issues they close', async () => {
    const fake = await start()
    fake.addCompare(before, after, { commits: [{ sha: after, message: 'Fixes #3' }], files: files(1) })
    const commits = [{ sha: after, message: 'Resolves #5' }]
    const change = await readPushChange(client(), repo, pushFacts(before, after, commits))
    expect([change.commits, change.linkedIssues]).toEqual([commits, [{ number: 5, title: 'Issue #5' }]])
  })

  it('300 files is as many as the compare API lists: more may have changed', async () => {
    const fake = await start()
    fake.addCompare(before, after, { commits: [{ sha: after, message: 'Big' }], files: files(301) })
    const big = await readPushChange(client(), repo, pushFacts(before, after))
    expect([big.files.length, big.moreFiles]).toEqual([300, true])
    fake.addCompare(before, after, { commits: [{ sha: after, message: 'Less' }], files: files(299) })
    const less = await readPushChange(client(), repo, pushFacts(before, after))
    expect([less.files.length, less.moreFiles]).toEqual([299, false])
  })

  it('a comparison without files has its files not known (never none); with none listed, none', async () => {
    const fake = await start()
    fake.addCompare(before, after)
    fake.inject('compareCommits', { kind: 'status', status: 200, body: { status: 'identical' } })
    const bare = await readPushChange(client(), repo, pushFacts(before, after))
    expect([bare.files, bare.commits, bare.moreFiles]).toEqual([[], [], true])
    fake.inject('compareCommits', { kind: 'status', status: 200, body: { files: [] } })
    expect((await readPushChange(client(), repo, pushFacts(before, after))).moreFiles).toBe(false)
  })

  it('a compare or a commit’s pull requests GitHub refuses: one error naming the call, its status kept', async () => {
    const fake = await start()
    fake.inject('compareCommits', { kind: 'status', status: 404, body: { message: 'Not Found' } })
    const compare = readPushChange(client(), repo, pushFacts(before, after))
    await expect(compare).rejects.toMatchObject({
      name: 'ListingError',
      message: `GET /repos/acme/docs-site/compare/${before}...${after}: Not Found`,
      status: 404
    })
    fake.inject('listCommitPulls', { kind: 'status', status: 422, body: { message: 'No commit found' } })
    await expect(pullOfPush(client(), repo, pushFacts(before, after))).rejects.toThrow(
      `GET /repos/acme/docs-site/commits/${after}/pulls: No commit found`
    )
  })

  it('a compare GitHub stops answering: the guard’s error goes up as it is, told once by the guard', async () => {
    const fake = await start()
    const hurried = runClient(fake, undefined, { requestTimeoutMs: 200, warn: () => undefined })
    fake.inject('compareCommits', { kind: 'delay', ms: Infinity })
    await expect(readPushChange(hurried, repo, pushFacts(before, after))).rejects.toBeInstanceOf(GitHubUnavailableError)
  })

  it('a comparison without commits, or a commit without its message, reads as empty', async () => {
    const fake = await start()
    fake.addCompare(before, after)
    fake.inject('compareCommits', { kind: 'status', status: 200, body: { commits: [{ sha: after }], files: [] } })
    expect((await readPushChange(client(), repo, pushFacts(before, after))).commits).toEqual([
      { sha: after, message: '' }
    ])
  })

  it('a sha beginning or ending with zeros is a range like any other', async () => {
    const fake = await start()
    const [from, to] = [`0000${before.slice(4)}`, `${after.slice(0, 36)}0000`]
    fake.addCompare(from, to, { commits: [{ sha: to, message: 'Zeros' }], files: files(1) })
    const change = await readPushChange(client(), repo, pushFacts(from, to))
    expect([change.files.length, change.commits]).toEqual([1, [{ sha: to, message: 'Zeros' }]])
  })
})
