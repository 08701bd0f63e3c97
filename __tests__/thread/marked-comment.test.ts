// src/thread/marked-comment.ts: the one create, edit and delete of our marked comments, against the fake
// GitHub over real HTTP. The status and report comments' own paths are in status-comment*.test.ts and
// report-comment.test.ts.
import { jest } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { restoreEnvAfterEach } from '../../__fixtures__/env.js'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { createOnce, deleteComments, editComment } from '../../src/thread/marked-comment.js'
import { COMMENT_LIMIT, truncate } from '../../src/thread/comment-size.js'

const BOT = 'github-actions[bot]'
const ISSUE = 3
restoreEnvAfterEach('GITHUB_API_URL')

let gh: FakeGitHub
let octokit: ReturnType<typeof getOctokit>
let out: string[]
const thread = () => ({ owner: gh.owner, repo: gh.repo, issueNumber: ISSUE })
const routes = () => gh.requests.map(r => `${r.route} ${r.status}`)

beforeEach(async () => {
  out = []
  jest.spyOn(process.stdout, 'write').mockImplementation(chunk => (out.push(String(chunk)), true))
  gh = await startFakeGitHub()
  octokit = getOctokit('ghs_fake_token', { baseUrl: gh.url })
  process.env.GITHUB_API_URL = gh.url // a loopback GitHub: settles of 300 ms
})
afterEach(async () => {
  jest.restoreAllMocks()
  await gh.close()
})

describe('createOnce', () => {
  it('creates once, never asking GitHub’s client to retry, and says what it made', async () => {
    const made = await createOnce(octokit, thread(), 'test comment', 'body', async () => 'looked')
    const [comment] = gh.commentsOn(ISSUE)
    expect(made).toEqual({ created: { id: comment?.id, url: comment?.html_url, updatedAt: comment?.updated_at } })
    expect(comment?.body).toBe('body')
    expect(routes()).toEqual(['createComment 201'])
  })

  it('a 5xx after GitHub made it: looks, finds, posts no second one, and says so in the debug log', async () => {
    gh.inject('createComment', { kind: 'statusAfterApplying', status: 502 })
    const looked: number[] = []
    const made = await createOnce(octokit, thread(), 'test comment', 'body', async () => {
      looked.push(gh.commentsOn(ISSUE).length)
      return gh.commentsOn(ISSUE)[0]?.id
    })
    expect(made).toEqual({ found: gh.commentsOn(ISSUE)[0]?.id })
    expect(looked).toEqual([1])
    expect(gh.commentsOn(ISSUE)).toHaveLength(1)
    expect(out.filter(l => l.startsWith('::debug::creating the test comment failed'))).toHaveLength(1)
  })

  it('a 5xx that left nothing: looks four times, posts again; three attempts at most, then GitHub’s answer', async () => {
    gh.inject('createComment', { kind: 'status', status: 502 }, 3)
    let looks = 0
    const look = async () => void looks++
    await expect(createOnce(octokit, thread(), 'test comment', 'body', look)).rejects.toMatchObject({ status: 502 })
    expect(looks).toBe(8) // two failures looked at, four looks each; the third is thrown
    expect(routes().filter(r => r.startsWith('createComment'))).toHaveLength(3)
  })

  it('a 4xx is final: no look, no second create', async () => {
    gh.inject('createComment', { kind: 'status', status: 403, body: { message: 'Forbidden' } })
    const look = jest.fn(async () => 'x')
    await expect(createOnce(octokit, thread(), 'test comment', 'body', look)).rejects.toMatchObject({ status: 403 })
    expect(look).not.toHaveBeenCalled()
  })
})

describe('editComment and deleteComments', () => {
  it('an edit of a comment gone is false, or GitHub’s 404 on the last try; other answers are thrown', async () => {
    const c = gh.addComment(ISSUE, 'old', BOT)
    expect(await editComment(octokit, thread(), c.id, 'new')).toBe(true)
    expect(gh.commentsOn(ISSUE)[0]?.body).toBe('new')
    expect(await editComment(octokit, thread(), c.id + 1000, 'x')).toBe(false)
    await expect(editComment(octokit, thread(), c.id + 1000, 'x', true)).rejects.toMatchObject({ status: 404 })
    gh.inject('updateComment', { kind: 'status', status: 500 })
    await expect(editComment(octokit, thread(), c.id, 'x')).rejects.toMatchObject({ status: 500 })
  })

  it('deletes each; one already gone is fine, one GitHub refuses is a debug line naming it', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map(body => gh.addComment(ISSUE, body, BOT))
    gh.inject('deleteComment', { kind: 'status', status: 403, body: { message: 'Forbidden' } })
    await deleteComments(octokit, thread(), 'test comment', [a!.id, b!.id, c!.id + 1000, c!.id])
    expect(gh.commentsOn(ISSUE).map(x => x.body)).toEqual(['a'])
    expect(out.filter(l => l.startsWith('::debug::could not delete'))).toEqual([
      expect.stringMatching(new RegExp(`^::debug::could not delete duplicate test comment ${a!.id}: .*Forbidden`))
    ])
  })
})

describe('the comment size', () => {
  it('cuts to the limit with a note, never inside a surrogate pair', () => {
    expect(truncate('short')).toBe('short')
    const cut = truncate('😀'.repeat(COMMENT_LIMIT))
    expect(cut.length).toBeLessThanOrEqual(COMMENT_LIMIT)
    expect(cut.endsWith('\n\n…(cut to fit GitHub’s comment size limit)\n')).toBe(true)
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/)
  })
})
