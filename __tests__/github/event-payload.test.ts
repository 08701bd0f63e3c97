// The event payload's schemas (src/github/event-payload.ts) held to GitHub's own example payloads: every example of
// every event the action handles, from github.com and each GitHub Enterprise Server version in
// @octokit/webhooks-examples, read by readEvent as the runner hands it over, and what it returns compared with what
// the example holds, worked out here from the raw JSON. Then the schemas' leniency: a field read that GitHub gives
// otherwise is that field unknown, the rest read all the same, and no payload makes a parse throw.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import * as v from 'valibot'
import { EventPayload, PullRequestPayload, PushPayload } from '../../src/github/event-payload.js'
import { readEvent } from '../../src/github/event.js'

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
const PACKAGE = path.join(process.cwd(), 'node_modules/@octokit/webhooks-examples')
/** github.com, then each GitHub Enterprise Server version the package has examples of. */
const SERVERS = readdirSync(PACKAGE).filter(dir => dir === 'api.github.com' || dir.startsWith('ghes-'))
/** The events the action handles that have payloads (`pull_request_target` has `pull_request`'s; `schedule` none). */
const EVENTS = [
  'issues',
  'issue_comment',
  'pull_request',
  'push',
  'discussion',
  'discussion_comment',
  'workflow_dispatch'
]

const examplesOf = (server: string): { name: string; examples: Json[] }[] =>
  JSON.parse(readFileSync(path.join(PACKAGE, server, 'index.json'), 'utf8'))
const CASES = SERVERS.flatMap(server =>
  examplesOf(server)
    .filter(group => EVENTS.includes(group.name))
    .flatMap(group =>
      group.examples.flatMap((payload, i) =>
        (group.name === 'pull_request' ? ['pull_request', 'pull_request_target'] : [group.name]).map(name => ({
          label: `${server} ${name}${payload.action ? `.${String(payload.action)}` : ''} #${i + 1}`,
          name,
          payload
        }))
      )
    )
)

let dir: string
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'event-payload-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** readEvent of `payload` as the runner hands over an event `name`, the fields the payload decides. */
function read(name: string, payload: unknown) {
  const file = path.join(dir, 'event.json')
  writeFileSync(file, JSON.stringify(payload))
  const event = readEvent({ GITHUB_EVENT_PATH: file, GITHUB_EVENT_NAME: name })
  const { action, issueNumber, issue, comment, actor, actorType, repositoryPrivate, change } = event
  return { action, issueNumber, issue, comment, actor, actorType, repositoryPrivate, change }
}

/** A person as the payload names them; GitHub's null (a deleted account) is nobody. */
const person = (user: Json | null) => (user === null ? undefined : { login: user.login, type: user.type })

/** The change a payload holds, worked out from GitHub's documented fields. */
function changeOf(name: string, payload: Json) {
  if (name.startsWith('pull_request') && payload.action === 'closed') {
    const pull = payload.pull_request
    return {
      kind: 'pull',
      pull: {
        number: pull.number,
        title: pull.title,
        body: pull.body ?? '',
        url: pull.html_url,
        author: person(pull.user),
        labels: pull.labels.map((label: Json) => label.name),
        merged: pull.merged,
        mergedAt: pull.merged_at ?? undefined,
        mergeSha: pull.merge_commit_sha ?? undefined,
        baseRef: pull.base.ref,
        fork: pull.head.repo !== null && pull.head.repo.full_name !== payload.repository.full_name
      }
    }
  }
  if (name !== 'push') return undefined
  if (!payload.ref.startsWith('refs/heads/')) return { kind: 'tag' }
  return {
    kind: 'push',
    push: {
      branch: payload.ref.replace(/^refs\/heads\//, ''),
      before: payload.before,
      after: payload.after,
      deleted: payload.deleted,
      commits: payload.commits.map((commit: Json) => ({ sha: commit.id, message: commit.message })),
      url: payload.compare,
      // A pusher is named, not logged in: GitHub gives no type.
      pusher: { login: payload.pusher.name, type: 'User' }
    }
  }
}

describe("GitHub's example payloads", () => {
  it('are there for each server and event the action handles', () => {
    expect(SERVERS).toContain('api.github.com')
    expect(SERVERS.length).toBeGreaterThan(1)
    for (const name of [...EVENTS, 'pull_request_target']) {
      expect(CASES.filter(c => c.name === name && c.label.startsWith('api.github.com')).length).toBeGreaterThan(0)
    }
    // What the comparisons below rely on being among them: a body GitHub nulls, closed pull requests, pushes of a
    // branch and of a tag, comments.
    expect(CASES.some(c => c.payload.issue?.body === null)).toBe(true)
    expect(CASES.filter(c => c.payload.action === 'closed' && c.payload.pull_request).length).toBeGreaterThan(1)
    expect(CASES.some(c => c.name === 'push' && c.payload.ref.startsWith('refs/heads/'))).toBe(true)
    expect(CASES.some(c => c.name === 'push' && c.payload.ref.startsWith('refs/tags/'))).toBe(true)
    expect(CASES.filter(c => c.payload.comment).length).toBeGreaterThan(4)
  })

  it.each(CASES)('$label reads as what it holds', ({ name, payload }) => {
    const subject = payload.issue ?? payload.pull_request ?? payload.discussion
    expect(read(name, payload)).toStrictEqual({
      action: payload.action ?? '',
      issueNumber: subject?.number,
      issue: subject && { title: subject.title, body: subject.body ?? '', url: subject.html_url },
      comment: payload.comment && {
        id: payload.comment.id,
        body: payload.comment.body,
        author: person(payload.comment.user)
      },
      actor: payload.sender.login,
      actorType: payload.sender.type,
      repositoryPrivate: payload.repository.private,
      change: changeOf(name, payload)
    })
  })

  it('a schedule has no payload to read: every field unknown, none thrown', () => {
    expect(read('schedule', { schedule: '*/15 * * * *' })).toStrictEqual({
      action: '',
      issueNumber: undefined,
      issue: undefined,
      comment: undefined,
      actor: '',
      actorType: 'User',
      repositoryPrivate: undefined,
      change: undefined
    })
  })
})

/** GitHub's first example of event `name` that `pick` accepts. */
const example = (name: string, pick: (payload: Json) => boolean = () => true): Json =>
  CASES.find(c => c.name === name && pick(c.payload))!.payload

/**
 * How a field read is typed: `text` reads '' otherwise, `someText` undefined for anything but a non-empty string,
 * `flag` false for anything but true, `number`, `boolean`, `string` undefined otherwise; `required` makes the
 * object holding it unknown; `object` is a part, unknown when no object.
 */
type Kind = 'text' | 'someText' | 'flag' | 'number' | 'boolean' | 'string' | 'required' | 'object'
const UNKNOWN: Partial<Record<Kind, unknown>> = { text: '', flag: false }
function matches(kind: Kind, value: unknown): boolean {
  if (kind === 'text') return typeof value === 'string'
  if (kind === 'someText') return typeof value === 'string' && value !== ''
  if (kind === 'flag') return value === true
  return typeof value === kind
}

const at = (value: unknown, keys: string[]): unknown => keys.reduce<any>((part, key) => part?.[key], value) // eslint-disable-line @typescript-eslint/no-explicit-any
/** A deep copy of `value` without the field at `keys`. */
function without(value: unknown, keys: string[]): unknown {
  const copy = structuredClone(value) as Json
  const parent = at(copy, keys.slice(0, -1)) as Json | undefined
  const key = keys.at(-1)!
  if (Array.isArray(parent)) parent.splice(Number(key), 1)
  else if (parent) delete parent[key]
  return copy
}

const SCHEMAS: {
  name: string
  schema: v.GenericSchema
  payload: Json
  fields: [string, Kind, ((value: unknown) => boolean)?][]
}[] = [
  {
    name: 'EventPayload',
    schema: EventPayload,
    payload: example('issue_comment', p => p.action === 'edited'),
    fields: [
      ['action', 'text'],
      ['issue', 'object'],
      ['issue.number', 'number'],
      ['issue.title', 'text'],
      ['issue.body', 'text'],
      ['issue.html_url', 'text'],
      ['comment', 'object'],
      ['comment.id', 'required', value => typeof value === 'number'],
      ['comment.body', 'text'],
      ['comment.user', 'object'],
      ['comment.user.login', 'required', value => typeof value === 'string' && value !== ''],
      ['sender', 'object'],
      ['sender.login', 'string'],
      ['sender.type', 'string'],
      ['repository', 'object'],
      ['repository.private', 'boolean']
    ]
  },
  {
    name: 'PullRequestPayload',
    schema: PullRequestPayload,
    payload: example('pull_request', p => p.action === 'closed'),
    fields: [
      ['pull_request', 'object'],
      ['pull_request.number', 'required', value => Number.isSafeInteger(value) && (value as number) >= 1],
      ['pull_request.title', 'text'],
      ['pull_request.body', 'text'],
      ['pull_request.html_url', 'text'],
      ['pull_request.user', 'object'],
      ['pull_request.labels', 'object'],
      ['pull_request.merged_at', 'someText'],
      ['pull_request.merge_commit_sha', 'someText'],
      ['pull_request.base', 'object'],
      ['pull_request.base.ref', 'text'],
      ['pull_request.head', 'object'],
      ['pull_request.head.repo', 'object'],
      ['pull_request.head.repo.full_name', 'text'],
      ['repository', 'object'],
      ['repository.full_name', 'text']
    ]
  },
  {
    name: 'PushPayload',
    schema: PushPayload,
    payload: example('push', p => p.commits.length > 0),
    fields: [
      ['ref', 'text'],
      ['before', 'text'],
      ['after', 'text'],
      ['deleted', 'flag'],
      ['commits', 'object'],
      ['commits.0.id', 'required', value => typeof value === 'string'],
      ['commits.0.message', 'text'],
      ['compare', 'text'],
      ['pusher', 'object']
    ]
  }
]

describe.each(SCHEMAS)('$name', ({ schema, payload, fields }) => {
  const read = v.parse(schema, payload)

  const rows = fields.map(([field, kind, needs]) => ({ field, kind, needs }))
  it.each(rows)(
    '$field given any JSON value is read or unknown, the rest read all the same',
    ({ field, kind, needs }) => {
      const keys = field.split('.')
      // What the value may change: the field, or the object it is required in.
      const changes = kind === 'required' ? keys.slice(0, -1) : keys
      fc.assert(
        fc.property(fc.jsonValue(), value => {
          const changed = structuredClone(payload)
          ;(at(changed, keys.slice(0, -1)) as Json)[keys.at(-1)!] = value
          const out = v.parse(schema, changed)
          expect(without(out, changes)).toStrictEqual(without(read, changes))
          if (kind === 'required') {
            // A holder without its required field is unknown (a commit without an id dropped from the list).
            if (!needs!(value)) expect(at(out, changes)).toBeUndefined()
          } else if (kind !== 'object')
            expect(at(out, keys)).toStrictEqual(matches(kind, value) ? value : UNKNOWN[kind])
        })
      )
    }
  )

  it('reads any value at all without throwing, a payload that is no object as one with every field unknown', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.anything()), value => {
        const out = v.parse(schema, value)
        if (typeof value !== 'object' || value === null || Array.isArray(value))
          expect(out).toStrictEqual(v.parse(schema, {}))
      })
    )
  })
})
