import { getOctokit } from '@actions/github'
import { startFakeGitHub, type FakeGitHub } from '../__fixtures__/fake-github.js'

const TOKEN = 'ghs_fake_token'
const BOT = 'github-actions[bot]'

let fake: FakeGitHub
let octokit: ReturnType<typeof getOctokit>
let repo: { owner: string; repo: string }

beforeEach(async () => {
  fake = await startFakeGitHub({
    tokens: { [TOKEN]: BOT, ghp_alice: 'alice' },
    permissions: { alice: 'maintain', bob: 'admin', carol: 'triage' },
    missingUsers: ['ghost'],
    issues: { 7: { title: 'Docs for the CLI', body: 'please', pull: true } }
  })
  octokit = getOctokit(TOKEN, { baseUrl: fake.url })
  repo = { owner: fake.owner, repo: fake.repo }
})

afterEach(async () => {
  await fake.close()
})

/** The error an octokit call rejects with (fails the test if it resolves). */
async function failure(
  p: Promise<unknown>
): Promise<{ status: number; message: string; response?: { headers: Record<string, string>; data: unknown } }> {
  try {
    await p
  } catch (err) {
    return err as { status: number; message: string; response?: { headers: Record<string, string>; data: unknown } }
  }
  throw new Error('expected the request to fail')
}

describe('fake GitHub: comments', () => {
  it('creates, lists, gets and updates a comment authored by the token login', async () => {
    const created = await octokit.rest.issues.createComment({ ...repo, issue_number: 3, body: 'hello' })
    expect(created.status).toBe(201)
    expect(created.data.user?.login).toBe(BOT)
    expect(created.data.user?.type).toBe('Bot')
    expect(created.data.html_url).toBe(`https://github.com/acme/docs-site/issues/3#issuecomment-${created.data.id}`)
    expect(created.headers['x-ratelimit-remaining']).toMatch(/^\d+$/)
    expect(created.headers['x-github-request-id']).toBeTruthy()

    const listed = await octokit.rest.issues.listComments({ ...repo, issue_number: 3 })
    expect(listed.data.map(c => c.body)).toEqual(['hello'])
    expect(listed.headers.link).toBeUndefined()

    const updated = await octokit.rest.issues.updateComment({ ...repo, comment_id: created.data.id, body: 'edited' })
    expect(updated.status).toBe(200)
    expect(updated.data.body).toBe('edited')
    const got = await octokit.rest.issues.getComment({ ...repo, comment_id: created.data.id })
    expect(got.data.body).toBe('edited')

    expect(fake.commentsOn(3)).toEqual([
      expect.objectContaining({ id: created.data.id, body: 'edited', issue_number: 3 })
    ])
    expect(fake.commentsOn(4)).toStrictEqual([])
    expect(fake.requests.map(r => `${r.route} ${r.status}`)).toEqual([
      'createComment 201',
      'listComments 200',
      'updateComment 200',
      'getComment 200'
    ])
    expect(fake.requests[0]?.body).toEqual({ body: 'hello' })
    expect(fake.requests[0]?.headers.authorization).toBe(`token ${TOKEN}`)
  })

  it('refuses to update another user’s comment (403) and answers 404 for unknown comments', async () => {
    const seeded = fake.addComment(3, 'from a human', 'alice')
    expect(seeded.user).toEqual({ login: 'alice', type: 'User' })
    expect(fake.addComment(3, 'from the bot', BOT).user.type).toBe('Bot')

    const denied = await failure(octokit.rest.issues.updateComment({ ...repo, comment_id: seeded.id, body: 'x' }))
    expect(denied.status).toBe(403)
    expect(denied.message).toContain('Resource not accessible by integration')
    expect(fake.comments[0]?.body).toBe('from a human')

    // alice may edit her own comment with her own token.
    const asAlice = getOctokit('ghp_alice', { baseUrl: fake.url })
    await asAlice.rest.issues.updateComment({ ...repo, comment_id: seeded.id, body: 'edited by alice' })
    expect(fake.comments[0]?.body).toBe('edited by alice')

    expect((await failure(octokit.rest.issues.updateComment({ ...repo, comment_id: 1, body: 'x' }))).status).toBe(404)
    expect((await failure(octokit.rest.issues.getComment({ ...repo, comment_id: 1 }))).status).toBe(404)
  })

  it('paginates 250 comments in creation order, 100 per page, following the Link header', async () => {
    for (let i = 0; i < 250; i++) fake.addComment(5, `comment ${i}`, i % 2 ? BOT : 'alice')
    fake.addComment(6, 'other issue', 'alice')

    const all = await octokit.paginate(octokit.rest.issues.listComments, { ...repo, issue_number: 5, per_page: 100 })
    expect(all).toHaveLength(250)
    expect(all.map(c => c.body)).toEqual(Array.from({ length: 250 }, (_, i) => `comment ${i}`))
    const pages = fake.requests.filter(r => r.route === 'listComments')
    expect(pages.map(r => [r.query.per_page, r.query.page ?? '1'])).toEqual([
      ['100', '1'],
      ['100', '2'],
      ['100', '3']
    ])

    const first = await octokit.rest.issues.listComments({ ...repo, issue_number: 5, per_page: 100 })
    expect(first.headers.link).toBe(
      `<${fake.url}/repos/acme/docs-site/issues/5/comments?per_page=100&page=2>; rel="next", ` +
        `<${fake.url}/repos/acme/docs-site/issues/5/comments?per_page=100&page=3>; rel="last"`
    )
  })

  it('defaults to 30 per page, caps per_page at 100 and works with paginate.iterator', async () => {
    for (let i = 0; i < 65; i++) fake.addComment(5, `c${i}`, 'alice')
    expect((await octokit.rest.issues.listComments({ ...repo, issue_number: 5 })).data).toHaveLength(30)
    expect((await octokit.rest.issues.listComments({ ...repo, issue_number: 5, per_page: 500 })).data).toHaveLength(65)

    const sizes: number[] = []
    const iterator = octokit.paginate.iterator(octokit.rest.issues.listComments, { ...repo, issue_number: 5 })
    for await (const page of iterator) sizes.push(page.data.length)
    expect(sizes).toEqual([30, 30, 5])
  })

  it('answers 422 for a body longer than 65536 characters and accepts exactly 65536', async () => {
    const tooLong = await failure(
      octokit.rest.issues.createComment({ ...repo, issue_number: 1, body: 'x'.repeat(65537) })
    )
    expect(tooLong.status).toBe(422)
    expect(tooLong.response?.data).toMatchObject({
      message: 'Validation Failed',
      errors: [
        {
          resource: 'IssueComment',
          code: 'custom',
          field: 'body',
          message: 'body is too long (maximum is 65536 characters)'
        }
      ]
    })
    expect(fake.comments).toHaveLength(0)
    await octokit.rest.issues.createComment({ ...repo, issue_number: 1, body: 'x'.repeat(65536) })
    expect(fake.comments).toHaveLength(1)
  })

  it('deletes a comment of the token login (204), refuses another’s (403), 404 once gone', async () => {
    const mine = await octokit.rest.issues.createComment({ ...repo, issue_number: 3, body: 'mine' })
    const theirs = fake.addComment(3, 'theirs', 'alice')
    expect((await octokit.rest.issues.deleteComment({ ...repo, comment_id: mine.data.id })).status).toBe(204)
    expect((await failure(octokit.rest.issues.deleteComment({ ...repo, comment_id: mine.data.id }))).status).toBe(404)
    expect((await failure(octokit.rest.issues.deleteComment({ ...repo, comment_id: theirs.id }))).status).toBe(403)
    expect(fake.commentsOn(3).map(c => c.body)).toEqual(['theirs'])
    expect(fake.requests.filter(r => r.route === 'deleteComment').map(r => r.status)).toEqual([204, 404, 403])
  })

  it('a listing lag leaves fresh comments out of listings (not of get) until it is lifted', async () => {
    fake.lagListing(60_000)
    const created = await octokit.rest.issues.createComment({ ...repo, issue_number: 3, body: 'fresh' })
    expect((await octokit.rest.issues.listComments({ ...repo, issue_number: 3 })).data).toStrictEqual([])
    expect((await octokit.rest.issues.getComment({ ...repo, comment_id: created.data.id })).data.body).toBe('fresh')
    fake.lagListing(0)
    const listed = await octokit.rest.issues.listComments({ ...repo, issue_number: 3 })
    expect(listed.data.map(c => c.body)).toEqual(['fresh'])
    expect(() => fake.lagListing(-1)).toThrow()
  })

  it('uses the pull request URL for comments on a seeded pull request', async () => {
    const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: 7, body: 'on a PR' })
    expect(data.html_url).toBe(`https://github.com/acme/docs-site/pull/7#issuecomment-${data.id}`)
  })
})

describe('fake GitHub: other routes', () => {
  it('answers collaborator permissions like GitHub (legacy permission + role_name) and 404 for missing users', async () => {
    const perm = async (username: string) =>
      (await octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username })).data
    expect(await perm('bob')).toMatchObject({ permission: 'admin', role_name: 'admin', user: { login: 'bob' } })
    expect(await perm('alice')).toMatchObject({ permission: 'write', role_name: 'maintain' })
    expect(await perm('carol')).toMatchObject({ permission: 'read', role_name: 'triage' })
    expect(await perm('stranger')).toMatchObject({ permission: 'none', role_name: 'none' })
    expect(await perm(BOT)).toMatchObject({ permission: 'none', user: { login: BOT, type: 'Bot' } })
    fake.setPermission('stranger', 'write')
    expect(await perm('stranger')).toMatchObject({ permission: 'write', role_name: 'write' })
    expect(() => fake.setPermission('stranger', 'owner')).toThrow(/unknown permission/)

    const missing = await failure(octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: 'ghost' }))
    expect(missing.status).toBe(404)
    expect(fake.requests.at(-1)).toMatchObject({
      route: 'getPermission',
      path: '/repos/acme/docs-site/collaborators/ghost/permission',
      status: 404
    })
  })

  it('records reactions on comments and issues; same reaction twice answers 200; unknown content 422', async () => {
    const c = fake.addComment(2, 'react to me', 'alice')
    const first = await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: c.id, content: 'eyes' })
    expect(first.status).toBe(201)
    expect(first.data).toMatchObject({ content: 'eyes', user: { login: BOT } })
    const again = await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: c.id, content: 'eyes' })
    expect(again.status).toBe(200)
    expect(again.data.id).toBe(first.data.id)
    const onIssue = await octokit.rest.reactions.createForIssue({ ...repo, issue_number: 2, content: 'rocket' })
    expect(onIssue.status).toBe(201)

    const bad = await failure(
      octokit.request(`POST /repos/acme/docs-site/issues/comments/${c.id}/reactions`, { content: 'thumbsup' })
    )
    expect(bad.status).toBe(422)
    const gone = await failure(
      octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: 1, content: 'eyes' })
    )
    expect(gone.status).toBe(404)

    expect(fake.reactions).toEqual([
      { id: first.data.id, content: 'eyes', user: { login: BOT }, target: { kind: 'comment', commentId: c.id } },
      { id: onIssue.data.id, content: 'rocket', user: { login: BOT }, target: { kind: 'issue', issueNumber: 2 } }
    ])
    const got = await octokit.rest.issues.getComment({ ...repo, comment_id: c.id })
    expect(got.data.reactions).toMatchObject({ total_count: 1, eyes: 1, rocket: 0 })
  })

  it('answers the GraphQL viewer query with the token login and errors for anything else', async () => {
    const res = await octokit.graphql<{ viewer: { login: string } }>('query { viewer { login } }')
    expect(res.viewer.login).toBe(BOT)
    const alice = getOctokit('ghp_alice', { baseUrl: fake.url })
    expect((await alice.graphql<{ viewer: { login: string } }>('{ viewer { login } }')).viewer.login).toBe('alice')

    await expect(octokit.graphql('{ repository(owner: "acme", name: "docs-site") { id } }')).rejects.toThrow(
      /unsupported query in fake/
    )
    expect(fake.requests.map(r => `${r.method} ${r.path} ${r.route}`)).toEqual([
      'POST /graphql graphql',
      'POST /graphql graphql',
      'POST /graphql graphql'
    ])
  })

  it('serves seeded issues and pull requests, and a generic issue otherwise', async () => {
    const pr = await octokit.rest.issues.get({ ...repo, issue_number: 7 })
    expect(pr.data).toMatchObject({
      number: 7,
      title: 'Docs for the CLI',
      body: 'please',
      html_url: 'https://github.com/acme/docs-site/pull/7'
    })
    expect(pr.data.pull_request).toBeDefined()
    const plain = await octokit.rest.issues.get({ ...repo, issue_number: 12 })
    expect(plain.data).toMatchObject({ number: 12, html_url: 'https://github.com/acme/docs-site/issues/12' })
    expect(plain.data.pull_request).toBeUndefined()
  })

  it('answers 401 Bad credentials for an unknown or missing token', async () => {
    const stranger = getOctokit('ghs_nope', { baseUrl: fake.url })
    const err = await failure(stranger.rest.issues.createComment({ ...repo, issue_number: 1, body: 'x' }))
    expect(err.status).toBe(401)
    expect(err.message).toContain('Bad credentials')
    const raw = await fetch(`${fake.url}/repos/acme/docs-site/issues/1/comments`)
    expect(raw.status).toBe(401)
    expect(raw.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await raw.json()).toMatchObject({ message: 'Bad credentials' })
    expect(fake.comments).toHaveLength(0)
    expect(fake.requests.map(r => r.status)).toEqual([401, 401])
  })

  it('answers 404 for another repository and for unknown routes (recorded as unknown)', async () => {
    const other = await failure(octokit.rest.issues.listComments({ owner: 'acme', repo: 'elsewhere', issue_number: 1 }))
    expect(other.status).toBe(404)
    const unknown = await failure(octokit.request('GET /repos/{owner}/{repo}/pulls', repo))
    expect(unknown.status).toBe(404)
    expect(unknown.message).toContain('Not Found')
    expect(fake.requests.map(r => [r.route, r.status])).toEqual([
      ['listComments', 404],
      ['unknown', 404]
    ])
  })
})

describe('fake GitHub: fault injection', () => {
  it('injects a 403 once, then serves normally', async () => {
    fake.inject('createComment', {
      kind: 'status',
      status: 403,
      body: { message: 'Resource not accessible by integration' }
    })
    const err = await failure(octokit.rest.issues.createComment({ ...repo, issue_number: 1, body: 'x' }))
    expect(err.status).toBe(403)
    expect(err.message).toContain('Resource not accessible by integration')
    expect(fake.comments).toHaveLength(0)
    await octokit.rest.issues.createComment({ ...repo, issue_number: 1, body: 'x' })
    expect(fake.comments).toHaveLength(1)
  })

  it('injects a secondary rate limit with headers, and 502s in FIFO order, only on the named route', async () => {
    fake.inject('listComments', {
      kind: 'status',
      status: 403,
      body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
      headers: { 'retry-after': '7' }
    })
    fake.inject('listComments', { kind: 'status', status: 502 }, 2)
    const list = () => octokit.rest.issues.listComments({ ...repo, issue_number: 1 })

    await octokit.rest.issues.getComment({ ...repo, comment_id: 1 }).catch(() => undefined) // other route: untouched
    const limited = await failure(list())
    expect(limited.status).toBe(403)
    expect(limited.message).toMatch(/secondary rate limit/)
    expect(limited.response?.headers['retry-after']).toBe('7')
    expect((await failure(list())).status).toBe(502)
    expect((await failure(list())).status).toBe(502)
    expect((await list()).status).toBe(200)
    expect(fake.requests.map(r => `${r.route} ${r.status}`)).toEqual([
      'getComment 404',
      'listComments 403',
      'listComments 502',
      'listComments 502',
      'listComments 200'
    ])
  })

  it('statusAfterApplying creates the comment although the client sees a 502', async () => {
    fake.inject('createComment', { kind: 'statusAfterApplying', status: 502 })
    const err = await failure(octokit.rest.issues.createComment({ ...repo, issue_number: 9, body: 'maybe lost' }))
    expect(err.status).toBe(502)
    expect(fake.commentsOn(9)).toEqual([
      expect.objectContaining({ body: 'maybe lost', user: { login: BOT, type: 'Bot' } })
    ])
    expect(fake.requests[0]).toMatchObject({ route: 'createComment', status: 502 })
  })
})

describe('fake GitHub: delay fault', () => {
  it('answers after the delay; Infinity never answers, until close', async () => {
    fake.inject('createComment', { kind: 'delay', ms: 50 })
    const created = await octokit.rest.issues.createComment({ ...repo, issue_number: 2, body: 'late' })
    expect(created.status).toBe(201)
    expect(fake.commentsOn(2)).toHaveLength(1)

    fake.inject('listComments', { kind: 'delay', ms: Infinity })
    const signal = AbortSignal.timeout(100)
    await expect(octokit.rest.issues.listComments({ ...repo, issue_number: 2, request: { signal } })).rejects.toThrow()
    expect(fake.requests.map(r => `${r.route} ${r.status}`)).toEqual(['createComment 201', 'listComments 0'])
  })
})

describe('startFakeGitHub', () => {
  it('refuses non-loopback hosts and closes idempotently', async () => {
    await expect(startFakeGitHub({ host: '0.0.0.0' })).rejects.toThrow(/non-loopback/)
    const other = await startFakeGitHub({ owner: 'o', repo: 'r' })
    expect(other.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    await other.close()
    await other.close()
    await expect(fetch(`${other.url}/graphql`, { method: 'POST' })).rejects.toThrow()
  })
})
