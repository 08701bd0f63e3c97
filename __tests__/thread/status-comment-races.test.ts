// The status comment when other runs (or GitHub) get in the way, against the fake GitHub over real HTTP: a create our
// listing does not show yet, duplicates that become the current comment, a ghost author, the guard's retries kept off
// a create, and what the log says. The ordinary paths are in status-comment.test.ts.
import { jest } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { restoreEnvAfterEach } from '../../__fixtures__/env.js'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { marker, type StatusMarker } from '../../src/thread/marker.js'
import { GitHubGuard } from '../../src/github/request-guard.js'
import { StatusComment } from '../../src/thread/status-comment.js'
import { testClock } from '../../script/test-clock.mjs'

const BOT = 'github-actions[bot]'
const ISSUE = 7
const body = (m: StatusMarker): string => `${marker(m)}\nstatus`
/** What a render gives the comment: the body, and the marker it carries. */
const rendered = (m: StatusMarker) => ({ body: body(m), marker: m })
const M1: StatusMarker = { jobId: 'J1', runs: [{ runId: 1, jobId: 'J1' }] }
const M2: StatusMarker = { jobId: 'J2', runs: [{ runId: 2, jobId: 'J2' }] }

const HOUR = 60 * 60 * 1000

restoreEnvAfterEach('GITHUB_API_URL')

describe('StatusComment when others get in the way', () => {
  let gh: FakeGitHub
  let octokit: ReturnType<typeof getOctokit>
  let comment: StatusComment
  let out: string[]
  beforeEach(async () => {
    out = []
    jest.spyOn(process.stdout, 'write').mockImplementation(chunk => (out.push(String(chunk)), true))
    gh = await startFakeGitHub()
    // A loopback GitHub: a create answered 5xx is looked for again 300 ms apart (our-comments.ts), not real GitHub's 2 s.
    process.env.GITHUB_API_URL = gh.url
    octokit = getOctokit('ghs_fake_token', { baseUrl: gh.url })
    comment = new StatusComment(octokit, { owner: gh.owner, repo: gh.repo, issueNumber: ISSUE }, BOT)
  })
  afterEach(async () => {
    jest.restoreAllMocks()
    await gh.close()
  })
  const ids = () => gh.commentsOn(ISSUE).map(c => c.id)
  const remove = (id: number) => octokit.rest.issues.deleteComment({ owner: gh.owner, repo: gh.repo, comment_id: id })

  it('a create the listing does not show yet, next to an older comment of ours, is still dropped', async () => {
    // The fake measures its listing lag on Date, the tests' clock (script/test-clock.mjs): moved on an hour after the
    // older comment, with a lag of half an hour, that one is listed and ours is not, however slow the machine.
    const older = gh.addComment(ISSUE, body(M2), BOT)
    testClock().set(Date.now() + HOUR)
    gh.lagListing(HOUR / 2)
    const { ref, moved } = await comment.write(() => rendered(M1))
    expect(moved).toBe(true)
    expect(ref.id).toBe(older.id)
    expect(ids()).toHaveLength(2)
    // The listing the write settled on still leaves ours out (the clock only moves on).
    const listed = await octokit.rest.issues.listComments({ owner: gh.owner, repo: gh.repo, issue_number: ISSUE })
    expect(listed.data.map(c => c.id)).toEqual([older.id])
    await comment.dropDuplicates()
    expect(ids()).toEqual([older.id])
  })

  it('a duplicate that became the current comment (the older one was deleted) is never deleted', async () => {
    const a = gh.addComment(ISSUE, body(M1), BOT)
    const b = gh.addComment(ISSUE, body(M2), BOT)
    await comment.converge()
    await remove(a.id)
    const { ref } = await comment.write(() => rendered(M1))
    expect(ref.id).toBe(b.id)
    await comment.dropDuplicates()
    expect(ids()).toEqual([b.id])
  })

  it('duplicates left when every comment is gone and the new create failed: dropped without a current one', async () => {
    const a = gh.addComment(ISSUE, body(M1), BOT)
    const b = gh.addComment(ISSUE, body(M2), BOT)
    await comment.converge()
    await remove(a.id)
    await remove(b.id)
    gh.inject('createComment', { kind: 'status', status: 403 })
    await expect(comment.write(() => rendered(M1))).rejects.toMatchObject({ status: 403 })
    expect(comment.ref).toBeUndefined()
    await expect(comment.dropDuplicates()).resolves.toBeUndefined()
  })

  it('read before any find; a comment whose author is a deleted user (null) is not ours', async () => {
    const ours = gh.addComment(ISSUE, body(M1), BOT)
    await expect(comment.read(ours.id)).resolves.toMatchObject({ id: ours.id, marker: M1 })
    expect(comment.ref).toBeUndefined()
    gh.inject('getComment', { kind: 'status', status: 200, body: { id: 5, user: null, body: body(M1), html_url: 'u' } })
    await expect(comment.read(5)).resolves.toBeUndefined()
  })

  it('a create answered 5xx is looked for, and the log says so', async () => {
    gh.inject('createComment', { kind: 'status', status: 502 })
    await comment.write(() => rendered(M1))
    expect(out.filter(l => l.startsWith('::debug::'))).toEqual([
      expect.stringMatching(
        /^::debug::creating the status comment failed \(Bad Gateway.*\); checking whether it exists/
      )
    ])
  })

  it('through the request guard, a create is never retried blindly: one POST, one comment', async () => {
    const slept: number[] = []
    const guard = new GitHubGuard({
      requestTimeoutMs: 5000,
      deadline: Date.now() + 60_000,
      cancelSignal: new AbortController().signal,
      signal: new AbortController().signal,
      sleep: async ms => void slept.push(ms),
      warn: () => undefined
    })
    const guarded = getOctokit('ghs_fake_token', { baseUrl: gh.url, request: { fetch: guard.fetch(fetch) } })
    guarded.hook.wrap('request', (request, options) => guard.send(request, options))
    gh.inject('createComment', { kind: 'statusAfterApplying', status: 502 })
    const viaGuard = new StatusComment(guarded, { owner: gh.owner, repo: gh.repo, issueNumber: ISSUE }, BOT)
    await viaGuard.write(() => rendered(M1))
    expect(gh.requests.filter(r => r.route === 'createComment')).toHaveLength(1)
    expect(ids()).toHaveLength(1)
    expect(slept).toStrictEqual([])
  })
})
