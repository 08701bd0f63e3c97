// readEvent: the event as the runner hands it over (environment and GITHUB_EVENT_PATH), each field and its fallback.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { isPersonEvent, readEvent } from '../../src/github/event.js'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'event-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Writes the payload (an object as JSON, a string as is) and returns the environment pointing at it. */
function eventEnv(payload: object | string, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const file = path.join(dir, 'event.json')
  writeFileSync(file, typeof payload === 'string' ? payload : JSON.stringify(payload))
  return { GITHUB_EVENT_PATH: file, ...env }
}

describe('readEvent', () => {
  it('reads an issue comment event field by field', () => {
    const env = eventEnv(
      {
        action: 'edited',
        issue: { number: 7, title: 'Title', body: 'Body', html_url: 'https://github.com/acme/docs/issues/7' },
        comment: { id: 99, body: '/docs fix it', user: { login: 'outsider', type: 'User' } },
        sender: { login: 'octocat', type: 'User' },
        repository: { private: true }
      },
      {
        GITHUB_EVENT_NAME: 'issue_comment',
        GITHUB_REPOSITORY: 'acme/docs',
        GITHUB_SERVER_URL: 'https://ghe.example.com',
        GITHUB_RUN_ID: '1234',
        GITHUB_RUN_ATTEMPT: '3',
        GITHUB_ACTOR: 'someone-else'
      }
    )
    expect(readEvent(env)).toEqual({
      name: 'issue_comment',
      action: 'edited',
      owner: 'acme',
      repo: 'docs',
      issueNumber: 7,
      issue: { title: 'Title', body: 'Body', url: 'https://github.com/acme/docs/issues/7' },
      comment: { id: 99, body: '/docs fix it', author: { login: 'outsider', type: 'User' } },
      actor: 'octocat',
      actorType: 'User',
      runId: 1234,
      runAttempt: 3,
      runUrl: 'https://ghe.example.com/acme/docs/actions/runs/1234',
      repositoryPrivate: true
    })
  })

  it('falls back field by field when there is no event at all', () => {
    expect(readEvent({})).toEqual({
      name: '',
      action: '',
      owner: '',
      repo: '',
      issueNumber: undefined,
      issue: undefined,
      comment: undefined,
      actor: '',
      actorType: 'User',
      runId: 0,
      runAttempt: 1,
      runUrl: 'https://github.com///actions/runs/0',
      repositoryPrivate: undefined
    })
  })

  it("a comment's author: a bot's type kept, User by default, none for GitHub's null user (a deleted account)", () => {
    const authorOf = (user: unknown) =>
      readEvent(eventEnv({ action: 'created', comment: { id: 1, body: 'x', user } })).comment?.author
    expect(authorOf({ login: 'renovate[bot]', type: 'Bot' })).toStrictEqual({ login: 'renovate[bot]', type: 'Bot' })
    expect(authorOf({ login: 'jane' })).toStrictEqual({ login: 'jane', type: 'User' })
    expect(authorOf({ login: 'jane', type: '' })).toStrictEqual({ login: 'jane', type: 'User' })
    expect(authorOf({ login: 'jane', type: 3 })).toStrictEqual({ login: 'jane', type: 'User' })
    // A display name is no identity: a user without a login is nobody.
    expect(authorOf({ login: '', name: 'Jane' })).toBeUndefined()
    expect(authorOf({ login: 7 })).toBeUndefined()
    expect(authorOf(null)).toBeUndefined()
    expect(authorOf({ login: '' })).toBeUndefined()
    expect(readEvent(eventEnv({ action: 7 })).action).toBe('')
  })

  it('uses github.com when GITHUB_SERVER_URL is empty, and GITHUB_ACTOR when the payload has no sender', () => {
    const event = readEvent(
      eventEnv(
        {},
        { GITHUB_SERVER_URL: '', GITHUB_REPOSITORY: 'a/b', GITHUB_RUN_ID: '5', GITHUB_ACTOR: 'runner-actor' }
      )
    )
    expect(event.runUrl).toBe('https://github.com/a/b/actions/runs/5')
    expect(event.actor).toBe('runner-actor')
    expect(event.actorType).toBe('User')
  })

  it('reads a sender without a login as GITHUB_ACTOR, and a bot sender with its type', () => {
    expect(readEvent(eventEnv({ sender: { type: 'Bot' } }, { GITHUB_ACTOR: 'x' }))).toMatchObject({
      actor: 'x',
      actorType: 'Bot'
    })
  })

  it('takes the issue before the pull request, the pull request before the discussion', () => {
    const issue = { number: 1, title: 'issue', body: 'i', html_url: 'u1' }
    const pull = { number: 2, title: 'pull', body: 'p', html_url: 'u2' }
    const discussion = { number: 3, title: 'discussion', body: 'd', html_url: 'u3' }
    expect(readEvent(eventEnv({ issue, pull_request: pull, discussion })).issueNumber).toBe(1)
    expect(readEvent(eventEnv({ pull_request: pull, discussion })).issue).toEqual({
      title: 'pull',
      body: 'p',
      url: 'u2'
    })
    expect(readEvent(eventEnv({ discussion })).issueNumber).toBe(3)
  })

  it('reads a null body (an issue opened without text) and missing title and url as empty', () => {
    expect(readEvent(eventEnv({ issue: { number: 4, body: null } })).issue).toEqual({ title: '', body: '', url: '' })
  })

  it('keeps a comment only when its id is a number; a comment without body has an empty one', () => {
    expect(readEvent(eventEnv({ comment: { id: 8 } })).comment).toEqual({ id: 8, body: '' })
    expect(readEvent(eventEnv({ comment: { id: '8', body: 'x' } })).comment).toBeUndefined()
    expect(readEvent(eventEnv({ comment: { body: 'x' } })).comment).toBeUndefined()
  })

  it('reads repository.private only when it is a boolean (reader text is hidden otherwise)', () => {
    expect(readEvent(eventEnv({ repository: { private: false } })).repositoryPrivate).toBe(false)
    expect(readEvent(eventEnv({ repository: { private: 'false' } })).repositoryPrivate).toBeUndefined()
    expect(readEvent(eventEnv({ repository: {} })).repositoryPrivate).toBeUndefined()
  })

  it('reads a run id or attempt that is not a number as 0 and 1', () => {
    expect(readEvent({ GITHUB_RUN_ID: 'abc', GITHUB_RUN_ATTEMPT: 'x' })).toMatchObject({ runId: 0, runAttempt: 1 })
    expect(readEvent({ GITHUB_RUN_ATTEMPT: '0' }).runAttempt).toBe(1)
  })

  it('reads a missing or unreadable event file as an empty payload', () => {
    expect(readEvent({ GITHUB_EVENT_PATH: path.join(dir, 'missing.json'), GITHUB_ACTOR: 'a' })).toMatchObject({
      actor: 'a',
      issue: undefined
    })
    expect(readEvent(eventEnv('{ not json', { GITHUB_ACTOR: 'b' }))).toMatchObject({ actor: 'b', comment: undefined })
    expect(readEvent({ GITHUB_EVENT_PATH: '', GITHUB_ACTOR: 'c' }).actor).toBe('c')
    // JSON that is no object (GitHub writes none such): every field unknown, nothing thrown.
    for (const json of ['null', '[{"sender":{"login":"x"}}]', '"issue"', '7']) {
      expect(readEvent(eventEnv(json, { GITHUB_ACTOR: 'd' }))).toMatchObject({
        actor: 'd',
        action: '',
        issue: undefined
      })
    }
  })

  it('the change a merged pull request or a push carries, with the branch the run is on (GITHUB_REF_NAME)', () => {
    const closed = eventEnv(
      { action: 'closed', pull_request: { number: 5, title: 'Add a flag', merged: true, base: { ref: 'main' } } },
      { GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF_NAME: 'main' }
    )
    const pull = readEvent(closed)
    expect(pull.change?.kind === 'pull' && [pull.change.pull.number, pull.change.pull.merged]).toEqual([5, true])
    expect(pull.refName).toBe('main')
    // The same pull request still open, or labelled: no change yet.
    const opened = eventEnv({ action: 'opened', pull_request: { number: 5 } }, { GITHUB_EVENT_NAME: 'pull_request' })
    expect(readEvent(opened).change).toBeUndefined()
    const push = eventEnv(
      { ref: 'refs/heads/release', before: 'a1', after: 'b2', commits: [{ id: 'b2', message: 'Fix' }] },
      { GITHUB_EVENT_NAME: 'push', GITHUB_REF_NAME: 'release' }
    )
    const pushed = readEvent(push)
    expect(pushed.change?.kind === 'push' && [pushed.change.push.branch, pushed.change.push.commits]).toEqual([
      'release',
      [{ sha: 'b2', message: 'Fix' }]
    ])
    expect(pushed.refName).toBe('release')
    // A ref name the runner leaves empty is none.
    expect(readEvent(eventEnv({}, { GITHUB_EVENT_NAME: 'workflow_dispatch', GITHUB_REF_NAME: '' }))).toMatchObject({
      change: undefined,
      refName: undefined
    })
  })

  it('splits GITHUB_REPOSITORY at the first slash only for owner and repo', () => {
    expect(readEvent({ GITHUB_REPOSITORY: 'acme' })).toMatchObject({ owner: 'acme', repo: '' })
  })
})

describe('isPersonEvent', () => {
  it.each([
    ['issues', true],
    ['issue_comment', true],
    ['discussion', true],
    ['discussion_comment', true],
    ['pull_request', true],
    ['pull_request_target', true],
    ['pull_request_review_comment', true],
    ['schedule', false],
    ['workflow_dispatch', false],
    ['push', false],
    ['', false],
    ['my_pull_request', false]
  ])('%s → %s', (name, expected) => {
    expect(isPersonEvent(name)).toBe(expected)
  })
})
