// A code change as the event gives it (src/github/change.ts), pure: a pull request from a payload or a listing
// (a listing has `merged_at` but no `merged`), a fork told by its head's repository, odd or missing fields read as
// nothing; which events carry a change; the key a change is remembered by and the pull request a key names.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import {
  authorOf,
  changeKey,
  eventChange,
  isChangeKey,
  pullFacts,
  pullOfKey,
  type PullFacts,
  type PushFacts
} from '../../src/github/change.js'

type Payload = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
const EXAMPLES = JSON.parse(
  readFileSync(join(process.cwd(), 'node_modules/@octokit/webhooks-examples/api.github.com/index.json'), 'utf8')
) as { name: string; examples: Payload[] }[]

/** GitHub's own example payload of an event, copied so a test may change it. */
function example(name: string, pick: (payload: Payload) => boolean): Payload {
  const found = EXAMPLES.find(group => group.name === name)?.examples.find(pick)
  if (!found) throw new Error(`no ${name} example`)
  return structuredClone(found)
}

/** The `pull_request.closed` example, merged (GitHub's example was closed unmerged). */
function mergedPayload(): Payload {
  const payload = example('pull_request', p => p.action === 'closed')
  payload.pull_request.merged = true
  payload.pull_request.merged_at = '2019-05-15T15:20:40Z'
  return payload
}

const pushPayload = (): Payload => example('push', p => p.ref === 'refs/heads/master')

/** A listing entry (`GET /pulls`) as GitHub gives it: no `merged` field. */
const listed = (fields: Payload = {}): Payload => ({
  number: 12,
  title: 'Add the export endpoint',
  body: 'Fixes #3',
  html_url: 'https://github.com/o/r/pull/12',
  user: { login: 'ana', type: 'User' },
  labels: [{ name: 'feature' }],
  merged_at: '2026-11-20T10:00:00Z',
  merge_commit_sha: 'abc123def4567890',
  base: { ref: 'main' },
  head: { repo: { full_name: 'o/r' } },
  ...fields
})

const aPull = (number: number): PullFacts => ({
  number,
  title: '',
  body: '',
  url: '',
  labels: [],
  merged: true,
  baseRef: 'main',
  fork: false
})
const aPush = (after: string): PushFacts => ({
  branch: 'main',
  before: '',
  after,
  deleted: false,
  commits: [],
  url: ''
})

describe('pullFacts', () => {
  it('reads GitHub’s pull_request payload whole', () => {
    const payload = mergedPayload()
    expect(pullFacts(payload.pull_request, payload.repository.full_name)).toStrictEqual({
      number: 2,
      title: 'Update the README with new information.',
      body: 'This is a pretty simple change that we need to pull into master.',
      url: 'https://github.com/Codertocat/Hello-World/pull/2',
      author: { login: 'Codertocat', type: 'User' },
      labels: ['bug'],
      merged: true,
      mergedAt: '2019-05-15T15:20:40Z',
      mergeSha: 'c4295bd74fb0f4fda03689c3df3f2803b658fd85',
      baseRef: 'master',
      fork: false
    })
  })

  it('a payload’s merged field decides, whatever merged_at says', () => {
    expect(pullFacts({ ...listed(), merged: false })?.merged).toBe(false)
    expect(pullFacts({ ...listed({ merged_at: null }), merged: true })?.merged).toBe(true)
    // Only the boolean true counts: a text "true" is no payload GitHub writes.
    expect(pullFacts({ ...listed(), merged: 'true' })?.merged).toBe(false)
  })

  it('a listing has no merged field: its merged_at says whether it was merged', () => {
    expect(pullFacts(listed())).toMatchObject({ merged: true, mergedAt: '2026-11-20T10:00:00Z' })
    for (const mergedAt of [null, undefined, '', 12]) {
      const facts = pullFacts(listed({ merged_at: mergedAt }))
      expect(facts?.merged).toBe(false)
      expect(facts?.mergedAt).toBeUndefined()
    }
  })

  it('a fork is a head repository other than the base, its name compared without case', () => {
    expect(pullFacts(listed({ head: { repo: { full_name: 'mallory/r' } } }), 'o/r')?.fork).toBe(true)
    expect(pullFacts(listed({ head: { repo: { full_name: 'O/R' } } }), 'o/R')?.fork).toBe(false)
    expect(pullFacts(listed(), 'o/r')?.fork).toBe(false)
  })

  it('without the base repository, or the head’s, it is not known as a fork', () => {
    expect(pullFacts(listed({ head: { repo: { full_name: 'mallory/r' } } }))?.fork).toBe(false)
    expect(pullFacts(listed({ head: { repo: { full_name: 'mallory/r' } } }), '')?.fork).toBe(false)
    // A fork since deleted: GitHub gives its head no repository.
    expect(pullFacts(listed({ head: { repo: null } }), 'o/r')?.fork).toBe(false)
    expect(pullFacts(listed({ head: null }), 'o/r')?.fork).toBe(false)
  })

  it('a pull request needs a whole number of 1 or more', () => {
    for (const number of [0, -1, 1.5, '12', null, undefined, Number.NaN, 2 ** 53]) {
      expect(pullFacts(listed({ number }))).toBeUndefined()
    }
    expect(pullFacts(listed({ number: 1 }))?.number).toBe(1)
    expect(pullFacts(listed({ number: Number.MAX_SAFE_INTEGER }))?.number).toBe(Number.MAX_SAFE_INTEGER)
  })

  it('what is not an object is no pull request', () => {
    for (const value of [null, undefined, 12, 'pr', [listed()], Object.assign([], listed())]) {
      expect(pullFacts(value)).toBeUndefined()
    }
  })

  it('odd or missing fields read as empty, never as another type', () => {
    const facts = pullFacts({
      number: 7,
      title: 7,
      body: null,
      html_url: {},
      user: 'ana',
      labels: [{ name: 'docs' }, 'bare', { name: 3 }, null, { name: '' }, ['x'], { name: 'Skip' }],
      merge_commit_sha: '',
      base: 'main'
    })
    expect(facts).toStrictEqual({
      number: 7,
      title: '',
      body: '',
      url: '',
      author: undefined,
      labels: ['docs', 'Skip'],
      merged: false,
      mergedAt: undefined,
      mergeSha: undefined,
      baseRef: '',
      fork: false
    })
    expect(pullFacts({ number: 7, labels: { name: 'docs' } })?.labels).toEqual([])
  })
})

describe('authorOf', () => {
  it('a user’s login and type; a type GitHub leaves out is a user', () => {
    expect(authorOf({ login: 'renovate[bot]', type: 'Bot' })).toStrictEqual({ login: 'renovate[bot]', type: 'Bot' })
    expect(authorOf({ login: 'ana' })).toStrictEqual({ login: 'ana', type: 'User' })
    expect(authorOf({ login: 'ana', type: '' })).toStrictEqual({ login: 'ana', type: 'User' })
    expect(authorOf({ login: 'ana', type: 3 })).toStrictEqual({ login: 'ana', type: 'User' })
  })

  it('a pusher has a name, no login', () => {
    expect(authorOf(pushPayload().pusher)).toStrictEqual({ login: 'Codertocat', type: 'User' })
    expect(authorOf({ login: '', name: 'Codertocat' })).toStrictEqual({ login: 'Codertocat', type: 'User' })
    expect(authorOf({ login: 'ana', name: 'Ana' })?.login).toBe('ana')
  })

  it('nobody, when the payload names no one (a deleted account) or is no object', () => {
    for (const value of [
      null,
      undefined,
      'ana',
      {},
      { login: '' },
      { login: 5, name: 6 },
      Object.assign(['x'], { login: 'ana' }),
      // no JSON holds a function: it is no object to read a login from
      Object.assign(() => 'ana', { login: 'ana' })
    ]) {
      expect(authorOf(value)).toBeUndefined()
    }
  })
})

describe('eventChange', () => {
  it.each(['pull_request', 'pull_request_target'])('%s closed: the pull request, merged or not', name => {
    const payload = mergedPayload()
    expect(eventChange(name, 'closed', payload)).toStrictEqual({
      kind: 'pull',
      pull: pullFacts(payload.pull_request, 'Codertocat/Hello-World')
    })
    const closed = example('pull_request', p => p.action === 'closed')
    expect(eventChange(name, 'closed', closed)).toMatchObject({ kind: 'pull', pull: { number: 2, merged: false } })
  })

  it.each(['pull_request', 'pull_request_target'])('%s of another action carries no change', name => {
    for (const action of ['opened', 'synchronize', 'labeled', 'reopened', '']) {
      expect(eventChange(name, action, mergedPayload())).toBeUndefined()
    }
  })

  it('a closed pull request from a fork says so, told by the payload’s repository', () => {
    const payload = mergedPayload()
    payload.pull_request.head.repo.full_name = 'mallory/Hello-World'
    expect(eventChange('pull_request_target', 'closed', payload)).toMatchObject({ pull: { fork: true } })
    delete payload.repository
    expect(eventChange('pull_request_target', 'closed', payload)).toMatchObject({ pull: { fork: false } })
  })

  it('a closed pull request event without a readable pull request carries none', () => {
    expect(eventChange('pull_request', 'closed', { pull_request: { number: 'x' } })).toBeUndefined()
    expect(eventChange('pull_request', 'closed', undefined)).toBeUndefined()
    expect(eventChange('pull_request', 'closed', 'payload')).toBeUndefined()
  })

  it('other events carry no change, whatever their payload holds', () => {
    expect(eventChange('issues', 'closed', mergedPayload())).toBeUndefined()
    expect(eventChange('issue_comment', 'created', mergedPayload())).toBeUndefined()
    expect(eventChange('workflow_dispatch', '', pushPayload())).toBeUndefined()
    expect(eventChange('schedule', '', { ref: 'refs/heads/main' })).toBeUndefined()
  })

  it('a push to a branch: its branch, commits, compare page and pusher', () => {
    expect(eventChange('push', '', pushPayload())).toStrictEqual({
      kind: 'push',
      push: {
        branch: 'master',
        before: '0000000000000000000000000000000000000000',
        after: '6113728f27ae82c7b1a177c8d03f9e96e0adf246',
        deleted: false,
        commits: [{ sha: '6113728f27ae82c7b1a177c8d03f9e96e0adf246', message: 'Initial commit' }],
        url: 'https://github.com/Codertocat/Hello-World/commit/6113728f27ae82c7b1a177c8d03f9e96e0adf246',
        pusher: { login: 'Codertocat', type: 'User' }
      }
    })
  })

  it('a branch with slashes is named whole', () => {
    const payload = { ...pushPayload(), ref: 'refs/heads/release/v2' }
    expect(eventChange('push', '', payload)).toMatchObject({ push: { branch: 'release/v2' } })
  })

  it('a push of a tag, or of no ref, is a tag: nothing to document', () => {
    const tag = example('push', p => p.ref === 'refs/tags/simple-tag')
    expect(eventChange('push', '', tag)).toStrictEqual({ kind: 'tag' })
    expect(eventChange('push', '', { ...pushPayload(), ref: undefined })).toStrictEqual({ kind: 'tag' })
    expect(eventChange('push', '', { ...pushPayload(), ref: 'refs/pull/3/head' })).toStrictEqual({ kind: 'tag' })
    expect(eventChange('push', '', { ...pushPayload(), ref: 'main' })).toStrictEqual({ kind: 'tag' })
  })

  it('a deleted branch says so; only the boolean true deletes', () => {
    const deleted = { ...pushPayload(), deleted: true, after: '0'.repeat(40), commits: [] }
    expect(eventChange('push', '', deleted)).toMatchObject({ push: { deleted: true, commits: [] } })
    expect(eventChange('push', '', { ...pushPayload(), deleted: 'true' })).toMatchObject({ push: { deleted: false } })
  })

  it('commits without an id are dropped; a missing message is empty', () => {
    const payload = {
      ...pushPayload(),
      commits: [
        { id: 'a1', message: 'first' },
        { message: 'no id' },
        { id: 42, message: 'numeric id' },
        null,
        'c3',
        { id: 'b2' },
        { id: 'c3', message: ['x'] }
      ]
    }
    expect(eventChange('push', '', payload)).toMatchObject({
      push: {
        commits: [
          { sha: 'a1', message: 'first' },
          { sha: 'b2', message: '' },
          { sha: 'c3', message: '' }
        ]
      }
    })
    expect(eventChange('push', '', { ...pushPayload(), commits: { id: 'a1' } })).toMatchObject({
      push: { commits: [] }
    })
  })

  it('a push without a payload to read is a tag: nothing to document', () => {
    for (const payload of [undefined, null, 'refs/heads/main', ['refs/heads/main']]) {
      expect(eventChange('push', '', payload)).toStrictEqual({ kind: 'tag' })
    }
  })

  it('a push payload with its fields missing reads as empty ones', () => {
    expect(eventChange('push', '', { ref: 'refs/heads/main' })).toStrictEqual({
      kind: 'push',
      push: { branch: 'main', before: '', after: '', deleted: false, commits: [], url: '', pusher: undefined }
    })
  })
})

describe('isChangeKey', () => {
  it('a pull request’s key, or a push’s with 7 to 12 hex digits of its commit', () => {
    for (const key of ['pr-1', 'pr-12', 'push-6113728', 'push-6113728f27ae', 'push-0000000']) {
      expect(isChangeKey(key)).toBe(true)
    }
  })

  it('anything else, such as a report gap’s key, is not', () => {
    for (const key of [
      '3f9a1c2b',
      'searches:3f9a1c2b',
      'pr-0',
      'pr-x',
      'push-611372',
      'push-6113728f27ae8',
      'push-6113728F',
      'push-6113728g',
      'xpush-6113728',
      'push-6113728 ',
      'push-',
      ''
    ]) {
      expect(isChangeKey(key)).toBe(false)
    }
  })
})

describe('changeKey and pullOfKey', () => {
  it('a pull request is pr- and its number; a push, push- and the first 12 characters of its commit', () => {
    expect(changeKey({ kind: 'pull', pull: aPull(12) })).toBe('pr-12')
    expect(changeKey({ kind: 'push', push: aPush('6113728f27ae82c7b1a177c8d03f9e96e0adf246') })).toBe(
      'push-6113728f27ae'
    )
  })

  it('a pull request’s key names its number, whatever number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999_999 }), number => {
        expect(pullOfKey(changeKey({ kind: 'pull', pull: aPull(number) }))).toBe(number)
      })
    )
  })

  it('a push’s key names no pull request', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{40}$/), sha => {
        expect(pullOfKey(changeKey({ kind: 'push', push: aPush(sha) }))).toBeUndefined()
      })
    )
  })

  it('only pr- and a number without a leading zero, of at most 10 digits', () => {
    expect(pullOfKey('pr-1')).toBe(1)
    expect(pullOfKey('pr-9999999999')).toBe(9_999_999_999)
    for (const key of ['pr-0', 'pr-012', 'pr-', 'pr-12345678901', 'xpr-12', 'pr-12x', 'PR-12', 'pr-1 ', 'pr--1']) {
      expect(pullOfKey(key)).toBeUndefined()
    }
  })
})
