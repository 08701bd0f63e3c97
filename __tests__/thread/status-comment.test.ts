// The living status comment in process, against the fake GitHub over real HTTP: found by marker *and* author through
// every page, created once (a 5xx create is looked for before posting again), edited in place, duplicates settled.
import { jest } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { restoreEnvAfterEach } from '../../__fixtures__/env.js'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { marker, parseMarker, type StatusMarker } from '../../src/thread/marker.js'
import { GitHubGuard } from '../../src/github/request-guard.js'
import { StatusComment } from '../../src/thread/status-comment.js'

const BOT = 'github-actions[bot]'
const ISSUE = 7
const body = (m: StatusMarker, text = 'status'): string => `${marker(m)}\n${text}`
/** What a render gives the comment: the body, and the marker it carries. */
const rendered = (m: StatusMarker, text = 'status') => ({ body: body(m, text), marker: m })
const M1: StatusMarker = { jobId: 'J1', runs: [{ runId: 1, jobId: 'J1' }] }
const M2: StatusMarker = { jobId: 'J2', runs: [{ runId: 2, jobId: 'J2' }] }

restoreEnvAfterEach('GITHUB_API_URL')

describe('StatusComment against the fake GitHub', () => {
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
  const routes = (from = 0) => gh.requests.slice(from).map(r => `${r.route} ${r.status}`)
  const bodies = () => gh.commentsOn(ISSUE).map(c => c.body)

  it('find: the oldest comment of ours with a marker, on any page; a marker by anyone else is not trusted', async () => {
    await expect(comment.find()).resolves.toBeUndefined()
    expect(comment.ref).toBeUndefined()
    gh.addComment(ISSUE, body(M2), 'mallory')
    gh.addComment(ISSUE, 'no marker here', BOT)
    for (let i = 0; i < 120; i++) gh.addComment(ISSUE, `chatter ${i}`, 'someone')
    const ours = gh.addComment(ISSUE, body(M1), BOT)
    gh.addComment(ISSUE, body(M2), BOT)
    gh.addComment(8, body(M2), BOT)
    const from = gh.requests.length
    const found = await comment.find()
    expect(found).toEqual({ id: ours.id, url: ours.html_url, marker: M1, updatedAt: ours.updated_at, body: ours.body })
    expect(comment.ref).toEqual(found)
    expect(gh.requests.slice(from).map(r => [r.route, r.query.page ?? '1', r.query.per_page])).toEqual([
      ['listComments', '1', '100'],
      ['listComments', '2', '100']
    ])
  })

  it('find keeps what it had when the listing shows nothing (a listing that lags a create)', async () => {
    const { ref } = await comment.write(() => rendered(M1))
    gh.lagListing(60_000)
    await expect(comment.find()).resolves.toBeUndefined()
    expect(comment.ref).toEqual(ref)
  })

  it('write: creates once, then edits that comment in place, each render seeing the marker as it stands', async () => {
    const seen: (StatusMarker | undefined)[] = []
    const first = await comment.write(prev => (seen.push(prev), rendered(M1, 'working')))
    expect(first.moved).toBe(false)
    const [created] = gh.commentsOn(ISSUE)
    expect(first.ref).toMatchObject({ id: created?.id, url: created?.html_url, marker: M1 })
    expect(first.ref.updatedAt).toBe(created?.updated_at)
    const second = await comment.write(prev => (seen.push(prev), rendered({ ...M1, pending: 3 }, 'done')))
    expect(second).toEqual({
      ref: { ...first.ref, marker: { ...M1, pending: 3 }, body: body({ ...M1, pending: 3 }, 'done') },
      moved: false
    })
    expect(seen).toEqual([undefined, M1])
    expect(bodies()).toEqual([body({ ...M1, pending: 3 }, 'done')])
    expect(routes()).toEqual(['createComment 201', 'listComments 200', 'updateComment 200'])
  })

  it('a create GitHub applied but answered 5xx is found by its marker, not posted twice', async () => {
    gh.inject('createComment', { kind: 'statusAfterApplying', status: 502 })
    const { ref, moved } = await comment.write(() => rendered(M1))
    expect(moved).toBe(false)
    expect(bodies()).toEqual([body(M1)])
    expect(ref).toMatchObject({ id: gh.commentsOn(ISSUE)[0]?.id, marker: M1 })
    expect(routes()).toEqual(['createComment 502', 'listComments 200', 'listComments 200'])
  })

  it('a create that failed 5xx and left nothing is posted again, three attempts at most', async () => {
    gh.inject('createComment', { kind: 'status', status: 503 })
    await comment.write(() => rendered(M1))
    expect(bodies()).toEqual([body(M1)])
    expect(routes()).toEqual([
      'createComment 503',
      ...Array<string>(4).fill('listComments 200'),
      'createComment 201',
      'listComments 200'
    ])

    const again = new StatusComment(octokit, { owner: gh.owner, repo: gh.repo, issueNumber: 9 }, BOT)
    gh.inject('createComment', { kind: 'status', status: 500 }, 3)
    const from = gh.requests.length
    await expect(again.write(() => rendered(M1))).rejects.toMatchObject({ status: 500 })
    expect(routes(from).filter(r => r.startsWith('create'))).toHaveLength(3)
    expect(gh.commentsOn(9)).toStrictEqual([])
  })

  it('a create refused 4xx is final: no listing, no second post', async () => {
    gh.inject('createComment', { kind: 'status', status: 403 })
    await expect(comment.write(() => rendered(M1))).rejects.toMatchObject({ status: 403 })
    expect(routes()).toEqual(['createComment 403'])
  })

  it('a create GitHub never answered (the guard timed it out) is final too: it may still land', async () => {
    const guard = new GitHubGuard({
      requestTimeoutMs: 2000, // the create never answers; 2 s lets it reach the fake first on a busy machine
      deadline: Date.now() + 60_000,
      cancelSignal: new AbortController().signal,
      signal: new AbortController().signal,
      warn: () => undefined
    })
    const guarded = getOctokit('ghs_fake_token', { baseUrl: gh.url, request: { fetch: guard.fetch(fetch) } })
    guarded.hook.wrap('request', (request, options) => guard.send(request, options))
    gh.inject('createComment', { kind: 'delay', ms: Infinity })
    const slow = new StatusComment(guarded, { owner: gh.owner, repo: gh.repo, issueNumber: ISSUE }, BOT)
    await expect(slow.write(() => rendered(M1))).rejects.toMatchObject({ reason: 'timeout' })
    expect(gh.requests.map(r => r.route)).toEqual(['createComment'])
  })

  it('a failed create that finds another run’s comment of ours moves to it (our body is not written there)', async () => {
    const older = gh.addComment(ISSUE, body(M2), BOT)
    gh.inject('createComment', { kind: 'status', status: 502 })
    const { ref, moved } = await comment.write(() => rendered(M1))
    expect(moved).toBe(true)
    expect(ref).toMatchObject({ id: older.id, marker: M2 })
    expect(bodies()).toEqual([body(M2)])
  })

  it('a create next to an older comment of ours settles on the older one, merging markers; the new one is dropped', async () => {
    const older = gh.addComment(ISSUE, body(M2), BOT)
    const { ref, moved } = await comment.write(() => rendered(M1))
    expect(moved).toBe(true)
    expect(ref).toEqual({
      id: older.id,
      url: older.html_url,
      updatedAt: older.updated_at,
      // The body as it was read; the marker merged with what this run wrote.
      body: older.body,
      marker: { ...M1, runs: [...M1.runs, ...M2.runs] }
    })
    expect(gh.commentsOn(ISSUE)).toHaveLength(2)
    await comment.dropDuplicates()
    expect(gh.commentsOn(ISSUE).map(c => c.id)).toEqual([older.id])
    const from = gh.requests.length
    await comment.dropDuplicates()
    expect(routes(from)).toStrictEqual([])
  })

  it('converge: later comments of ours become duplicates; an empty listing changes nothing', async () => {
    const a = gh.addComment(ISSUE, body(M1), BOT)
    const b = gh.addComment(ISSUE, body(M2), BOT)
    await expect(comment.converge()).resolves.toBe(false)
    expect(comment.ref).toMatchObject({ id: a.id, marker: M1 })
    await comment.dropDuplicates()
    expect(gh.commentsOn(ISSUE).map(c => c.id)).toEqual([a.id])
    expect(gh.requests.filter(r => r.route === 'deleteComment').map(r => r.path)).toEqual([
      `/repos/${gh.owner}/${gh.repo}/issues/comments/${b.id}`
    ])
    gh.lagListing(60_000)
    await expect(comment.converge()).resolves.toBe(false)
    expect(comment.ref).toMatchObject({ id: a.id })
  })

  it('dropDuplicates: one already gone is fine; another failure is only a debug line', async () => {
    gh.addComment(ISSUE, body(M1), BOT)
    const b = gh.addComment(ISSUE, body(M2), BOT)
    const c = gh.addComment(ISSUE, body(M2), BOT)
    await comment.converge()
    gh.inject('deleteComment', { kind: 'status', status: 404 })
    gh.inject('deleteComment', { kind: 'status', status: 500 })
    await expect(comment.dropDuplicates()).resolves.toBeUndefined()
    expect(gh.commentsOn(ISSUE).map(x => x.id)).toContain(c.id)
    expect(out.filter(l => l.startsWith('::debug::'))).toEqual([
      expect.stringContaining(`could not delete duplicate comment ${c.id}: `)
    ])
    expect(out.join('')).not.toContain(`comment ${b.id}`)
  })

  it('an edit answered 404 (another run deleted it) goes to the comment that remains; three tries at most', async () => {
    const a = gh.addComment(ISSUE, body(M1), BOT)
    await comment.find()
    gh.inject('updateComment', { kind: 'status', status: 404 })
    const { ref } = await comment.write(() => rendered(M2))
    expect(ref.id).toBe(a.id)
    expect(bodies()).toEqual([body(M2)])
    expect(routes()).toEqual(['listComments 200', 'updateComment 404', 'listComments 200', 'updateComment 200'])

    gh.inject('updateComment', { kind: 'status', status: 404 }, 3)
    const from = gh.requests.length
    await expect(comment.write(() => rendered(M1))).rejects.toMatchObject({ status: 404 })
    expect(routes(from).filter(r => r.startsWith('update'))).toHaveLength(3)
  })

  it('an edit that fails otherwise is thrown at once', async () => {
    await comment.write(() => rendered(M1))
    gh.inject('updateComment', { kind: 'status', status: 500 })
    const from = gh.requests.length
    await expect(comment.write(() => rendered(M2))).rejects.toMatchObject({ status: 500 })
    expect(routes(from)).toEqual(['updateComment 500'])
  })

  it('read: our comment afresh (and the next write builds on it); gone, not ours or unmarked is undefined', async () => {
    const { ref } = await comment.write(() => rendered(M1))
    gh.comments[0]!.body = body(M2)
    const fresh = await comment.read(ref.id)
    expect(fresh).toMatchObject({ id: ref.id, url: ref.url, marker: M2 })
    expect(comment.ref?.marker).toEqual(M2)
    const theirs = gh.addComment(ISSUE, body(M1), 'mallory')
    await expect(comment.read(theirs.id)).resolves.toBeUndefined()
    const unmarked = gh.addComment(ISSUE, 'hello', BOT)
    await expect(comment.read(unmarked.id)).resolves.toBeUndefined()
    await expect(comment.read(123)).resolves.toBeUndefined()
    const other = gh.addComment(ISSUE, body(M1), BOT)
    await expect(comment.read(other.id)).resolves.toMatchObject({ id: other.id, marker: M1 })
    expect(comment.ref?.id).toBe(ref.id)
    gh.inject('getComment', { kind: 'status', status: 500 })
    await expect(comment.read(ref.id)).rejects.toMatchObject({ status: 500 })
  })

  it('parseMarker reads back every body this file writes', () => {
    expect(parseMarker(body(M1))).toEqual(M1)
  })
})
