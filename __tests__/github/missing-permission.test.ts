// A 403 that the workflow's `permissions:` fixes: named once per permission, in the log and the job summary.
import { restoreEnvAfterEach } from '../../__fixtures__/env.js'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { createOctokit } from '../../src/github/octokit.js'
import {
  missingPermission,
  permissionKey,
  permissionSummary,
  permissionWarning
} from '../../src/github/missing-permission.js'
import { alreadyTold, type GitHubLimits } from '../../src/github/request-guard.js'

restoreEnvAfterEach('GITHUB_API_URL')
const never = new AbortController().signal
const refusal = (headers: Record<string, unknown> = {}, message = 'Resource not accessible by integration') => ({
  status: 403,
  message,
  response: { headers }
})
const COMMENTS = '/repos/{owner}/{repo}/issues/{issue_number}/comments'

describe('missingPermission', () => {
  it("reads GitHub's accepted sets: any one does, scopes written as a workflow writes them", () => {
    const header = { 'x-accepted-github-permissions': 'issues=write; pull_requests=write' }
    expect(missingPermission(refusal(header), 'POST', COMMENTS)).toEqual({
      sets: ['issues: write', 'pull-requests: write'],
      refused: `POST ${COMMENTS}`
    })
  })

  it('a set of several permissions is one alternative, joined by "and"', () => {
    const header = { 'x-accepted-github-permissions': 'contents=read,pull_requests=write;repository_projects=admin' }
    expect(missingPermission(refusal(header), 'GET', '/x')?.sets).toEqual([
      'contents: read and pull-requests: write',
      'repository-projects: admin'
    ])
  })

  it('drops what is not a scope and an access (the header is GitHub text that reaches the log)', () => {
    const header = {
      'x-accepted-github-permissions': '::error::pwned; issues=write; Issues=write; issues=own; a=read,b; ; x=read'
    }
    expect(missingPermission(refusal(header), 'POST', COMMENTS)?.sets).toEqual(['issues: write', 'x: read'])
  })

  it('keeps four sets at most', () => {
    const header = { 'x-accepted-github-permissions': 'a=read; b=read; c=read; d=read; e=read' }
    expect(missingPermission(refusal(header), 'GET', '/x')?.sets).toEqual(['a: read', 'b: read', 'c: read', 'd: read'])
  })

  it.each([
    ['POST', COMMENTS, 'issues: write'],
    ['GET', '/repos/acme/docs-site/issues/7/comments', 'issues: read'],
    ['DELETE', '/repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', 'issues: write'],
    ['POST', '/repos/{owner}/{repo}/labels', 'issues: write'],
    ['GET', '/repos/{owner}/{repo}/pulls/{pull_number}', 'pull-requests: read'],
    ['PUT', '/repos/{owner}/{repo}/contents/{path}', 'contents: write'],
    ['POST', '/repos/{owner}/{repo}/git/refs', 'contents: write']
  ])('without the header (GitHub Enterprise Server), %s %s needs %s', (method, path, set) => {
    expect(missingPermission(refusal(), method, path)).toEqual({ sets: [set], refused: `${method} ${path}` })
  })

  it('is nothing for another status, another 403, a route of no known scope, or no error at all', () => {
    const header = { 'x-accepted-github-permissions': 'issues=write' }
    expect(missingPermission({ ...refusal(header), status: 404 }, 'POST', COMMENTS)).toBeUndefined()
    expect(missingPermission({ ...refusal(header), status: '403' }, 'POST', COMMENTS)).toBeUndefined()
    expect(missingPermission(refusal({}, 'API rate limit exceeded'), 'POST', COMMENTS)).toBeUndefined()
    expect(missingPermission(refusal({}), 'POST', '/graphql')).toBeUndefined()
    expect(missingPermission(refusal({}), 'POST', '/repos/a/b/releases')).toBeUndefined()
    expect(missingPermission(refusal({ 'x-accepted-github-permissions': 42 }), 'POST', '/graphql')).toBeUndefined()
    expect(missingPermission(undefined, 'POST', COMMENTS)).toBeUndefined()
    expect(missingPermission({ status: 403 }, 'POST', COMMENTS)).toBeUndefined()
  })

  it('a listing route ends at the scope: /pulls, /issues, /contents are theirs too', () => {
    expect(missingPermission(refusal(), 'GET', '/repos/a/b/pulls')?.sets).toEqual(['pull-requests: read'])
    expect(missingPermission(refusal(), 'GET', '/repos/a/b/issues')?.sets).toEqual(['issues: read'])
    expect(missingPermission(refusal(), 'GET', '/repos/a/b/contents')?.sets).toEqual(['contents: read'])
  })

  it('an error with no response still names the route scope (the header is only read when there is one)', () => {
    const error = { status: 403, message: 'Resource not accessible by integration' }
    expect(missingPermission(error, 'PATCH', '/repos/a/b/issues/comments/1')?.sets).toEqual(['issues: write'])
  })

  it('a path of the same words elsewhere is no scope: the route is anchored at /repos/{owner}/{repo}/', () => {
    expect(missingPermission(refusal(), 'POST', '/x/repos/a/b/pulls/1')).toBeUndefined()
    expect(missingPermission(refusal(), 'POST', '/x/repos/a/b/issues/1')).toBeUndefined()
    expect(missingPermission(refusal(), 'POST', '/x/repos/a/b/git/refs')).toBeUndefined()
    expect(missingPermission(refusal(), 'POST', '/repos/a/b/pullsx')).toBeUndefined()
    expect(missingPermission(refusal(), 'POST', '/repos/a/b/contentsx')).toBeUndefined()
    expect(missingPermission(refusal(), 'POST', '/orgs/acme/issues')).toBeUndefined()
    expect(missingPermission(refusal(), 'POST', '/repos/acme/docs/issuesx')).toBeUndefined()
    expect(missingPermission(refusal(), 'POST', '/repos/acme/docs/x/pulls')).toBeUndefined()
  })
})

describe('the words', () => {
  const missing = { sets: ['issues: write', 'pull-requests: write'], refused: `POST ${COMMENTS}` }

  it('the log line names what was refused and the line to add', () => {
    expect(permissionWarning(missing)).toBe(
      `The workflow's token lacks a permission: GitHub refused POST ${COMMENTS} (403). Add "issues: write" to the job's "permissions:" (or "pull-requests: write"). The run goes on; what it could not write there is in the outputs and the job summary.`
    )
    expect(permissionWarning({ sets: ['contents: write'], refused: 'PUT /x' })).toContain(
      'Add "contents: write" to the job\'s "permissions:". The run goes on'
    )
  })

  it('the summary says the same with code spans', () => {
    expect(permissionSummary(missing)).toBe(
      `⚠️ **The workflow's token lacks a permission.** GitHub refused \`POST ${COMMENTS}\`. Add \`issues: write\` to the job's \`permissions:\` (or \`pull-requests: write\`).`
    )
    expect(permissionSummary({ sets: ['contents: write'], refused: 'PUT /x' })).toBe(
      "⚠️ **The workflow's token lacks a permission.** GitHub refused `PUT /x`. Add `contents: write` to the job's `permissions:`."
    )
    expect(permissionSummary({ sets: ['a: read', 'b: read', 'c: read'], refused: 'GET /x' })).toMatch(
      /Add `a: read` to the job's `permissions:` \(or `b: read`, or `c: read`\)\.$/
    )
  })

  it('one key per permission, whatever was refused', () => {
    expect(permissionKey(missing)).toBe(permissionKey({ ...missing, refused: 'PATCH /y' }))
    expect(permissionKey(missing)).not.toBe(permissionKey({ ...missing, sets: ['issues: write'] }))
    expect(permissionKey({ ...missing, sets: ['a', 'b'] })).not.toBe(permissionKey({ ...missing, sets: ['ab'] }))
  })
})

describe('the guard tells a missing permission once per run', () => {
  let gh: FakeGitHub
  afterEach(() => gh.close())

  it('three refused writes of one permission, then one of another: two warnings, two summary paragraphs', async () => {
    gh = await startFakeGitHub({ tokenPermissions: { issues: 'read' } })
    process.env.GITHUB_API_URL = gh.url
    const warnings: string[] = []
    const summary: string[] = []
    const limits: GitHubLimits = {
      requestTimeoutMs: 5000,
      deadline: Date.now() + 60_000,
      cancelSignal: never,
      signal: never,
      warn: line => warnings.push(line),
      summarize: async markdown => void summary.push(markdown)
    }
    const octokit = createOctokit('ghs_fake_token', limits)
    const repo = { owner: gh.owner, repo: gh.repo }
    const errors: unknown[] = []
    for (const issue_number of [1, 2, 3]) {
      await octokit.rest.issues.createComment({ ...repo, issue_number, body: 'x' }).catch(e => errors.push(e))
    }
    await octokit.rest.pulls.get({ ...repo, pull_number: 1 }).catch(e => errors.push(e))
    expect(errors).toHaveLength(4)
    expect(errors.every(alreadyTold)).toBe(true)
    // A listing wraps GitHub's error as its cause (pages.ts): still told.
    expect(alreadyTold(new Error('GET … (page 1)', { cause: errors[0] }))).toBe(true)
    expect(warnings).toEqual([
      expect.stringContaining('Add "issues: write" to the job\'s "permissions:" (or "pull-requests: write")'),
      expect.stringContaining('Add "pull-requests: read" to the job\'s "permissions:".')
    ])
    expect(summary).toHaveLength(2)
    // Each refusal was one request: a 403 is not retried.
    expect(gh.requests.filter(r => r.status === 403)).toHaveLength(4)
  })

  it('another 403 is not told: its catcher warns as before', async () => {
    gh = await startFakeGitHub()
    process.env.GITHUB_API_URL = gh.url
    gh.inject('createComment', { kind: 'status', status: 403, body: { message: 'Must have admin rights' } })
    const warnings: string[] = []
    const octokit = createOctokit('ghs_fake_token', {
      requestTimeoutMs: 5000,
      deadline: Date.now() + 60_000,
      cancelSignal: never,
      signal: never,
      warn: line => warnings.push(line)
    })
    const error = await octokit.rest.issues
      .createComment({ owner: gh.owner, repo: gh.repo, issue_number: 1, body: 'x' })
      .catch((e: unknown) => e)
    expect(alreadyTold(error)).toBe(false)
    expect(warnings).toEqual([])
  })
})

describe('alreadyTold', () => {
  it('follows the causes a wrapper keeps, a few deep, and is false for what is no object', () => {
    expect(alreadyTold(undefined)).toBe(false)
    expect(alreadyTold('text')).toBe(false)
    expect(alreadyTold(new Error('x', { cause: new Error('y') }))).toBe(false)
    expect(alreadyTold(null)).toBe(false)
    expect(alreadyTold(Object.assign(new Error('x'), { cause: 'text' }))).toBe(false)
  })
})
