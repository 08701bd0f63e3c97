// The events of docs that follow code, as GitHub sends them: its own example payloads (@octokit/webhooks-examples) of a
// pull request closed and of a push to a branch, with this test's repository, change and people put in. What the
// action reads of them is src/github/change.ts (eventChange); `eventFiles` hands one to a step in process as
// the runner does (GITHUB_EVENT_PATH), through the runner's own temp files (script/run-files.ts). A bundle run takes
// the payload itself: runAction(inputs, { event, env: { GITHUB_EVENT_NAME } }).
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PullRequestClosedEvent, PushEvent, User } from '@octokit/webhooks-types'
import { tempFiles } from '../script/run-files.js'
import { fakeSha, type FakePullSeed } from './fake-github-pulls.js'

type Payload = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
const EXAMPLES = JSON.parse(
  readFileSync(
    path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '..',
      'node_modules/@octokit/webhooks-examples/api.github.com/index.json'
    ),
    'utf8'
  )
) as { name: string; examples: Payload[] }[]

/** GitHub's first example of event `name` that `pick` accepts. */
function example(name: string, pick: (payload: Payload) => boolean): Payload {
  const found = EXAMPLES.find(group => group.name === name)?.examples.find(pick)
  if (!found) throw new Error(`@octokit/webhooks-examples has no ${name} example like that`)
  return found
}

/** A deep copy of `value` with `replace` applied to every string in it. */
const mapStrings = <T>(value: T, replace: (text: string) => string): T =>
  JSON.parse(JSON.stringify(value), (_key, v: unknown) => (typeof v === 'string' ? replace(v) : v)) as T

/** The examples' repository is Codertocat/Hello-World: every URL and name of it becomes owner/repo. */
const inRepository = (payload: Payload, owner: string, repo: string): Payload =>
  mapStrings(payload, text =>
    text === 'Hello-World' ? repo : text.replaceAll('Codertocat/Hello-World', `${owner}/${repo}`)
  )

export interface Person {
  login: string
  /** Default Bot for a login ending in '[bot]', else User. */
  type?: 'User' | 'Bot'
}

/** A person as a payload names them (GitHub's `sender` shape, the example's with this login). */
export function personJson({ login, type }: Person): User {
  const template = EXAMPLES.find(group => group.name === 'push')?.examples[0]?.sender as User
  const person = mapStrings(template, text => text.replaceAll('Codertocat', login))
  let id = 7
  for (const ch of login) id = (id * 31 + ch.codePointAt(0)!) % 90_000_000
  return { ...person, id: 1_000_000 + id, type: type ?? (login.endsWith('[bot]') ? 'Bot' : 'User') }
}

const ZEROS = '0'.repeat(40)

export interface MergedPullOptions {
  /** Default 'acme' / 'docs-site', the GitHub fake's defaults. */
  owner?: string
  repo?: string
  /** Default 12. */
  number?: number
  title?: string
  body?: string | null
  /** The author; default { login: 'dev' }. */
  user?: Person
  /** Label names. */
  labels?: string[]
  /** Default true; false: closed without merging. */
  merged?: boolean
  merged_at?: string
  merge_commit_sha?: string
  /** Default 'main'. */
  base_ref?: string
  head_ref?: string
  head_sha?: string
  /** The head repository's full name: another than owner/repo makes it a fork. Default owner/repo. */
  head_repo?: string
  /** Who closed or merged it; default { login: 'maintainer' }. */
  sender?: Person
}

/**
 * A `pull_request` (or `pull_request_target`: the same payload) `closed` event, merged unless `merged: false`,
 * built on GitHub's example.
 */
export function mergedPullEvent(options: MergedPullOptions = {}): PullRequestClosedEvent {
  const owner = options.owner ?? 'acme'
  const repo = options.repo ?? 'docs-site'
  const n = options.number ?? 12
  const merged = options.merged ?? true
  const headRepo = options.head_repo ?? `${owner}/${repo}`
  const headOwner = headRepo.split('/')[0] ?? owner
  const headRef = options.head_ref ?? `change-${n}`
  const closedAt = options.merged_at ?? '2026-11-20T10:00:00Z'
  const payload = inRepository(
    example('pull_request', e => e.action === 'closed' && !e.organization),
    owner,
    repo
  )
  const repository = { ...payload.repository, owner: personJson({ login: owner }), fork: false, default_branch: 'main' }
  const pull = payload.pull_request
  const api = `https://api.github.com/repos/${owner}/${repo}`
  const html = `https://github.com/${owner}/${repo}/pull/${n}`
  Object.assign(pull, {
    url: `${api}/pulls/${n}`,
    id: 700_000 + n,
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: `${api}/issues/${n}`,
    commits_url: `${api}/pulls/${n}/commits`,
    review_comments_url: `${api}/pulls/${n}/comments`,
    comments_url: `${api}/issues/${n}/comments`,
    number: n,
    state: 'closed',
    title: options.title ?? `Change #${n}`,
    body: options.body === undefined ? 'What changed, and why.' : options.body,
    user: personJson(options.user ?? { login: 'dev' }),
    labels: (options.labels ?? []).map((name, i) => ({
      id: 900_000 + i,
      node_id: `LA_example${i}`,
      url: `${api}/labels/${encodeURIComponent(name)}`,
      name,
      color: 'ededed',
      default: false,
      description: null
    })),
    created_at: '2026-11-19T10:00:00Z',
    updated_at: closedAt,
    closed_at: closedAt,
    // The example's people, other than its author, are not this change's.
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    mergeable: null,
    rebaseable: null,
    mergeable_state: 'unknown',
    merged,
    merged_at: merged ? closedAt : null,
    // The GitHub fake's default for the same pull request (addPull), so a test can seed it from the event.
    merge_commit_sha: options.merge_commit_sha ?? (merged ? fakeSha(`merge ${n}`) : null),
    merged_by: merged ? personJson(options.sender ?? { login: 'maintainer' }) : null,
    head: {
      ...pull.head,
      label: `${headOwner}:${headRef}`,
      ref: headRef,
      sha: options.head_sha ?? pull.head.sha,
      user: personJson({ login: headOwner }),
      repo:
        headRepo === `${owner}/${repo}`
          ? repository
          : {
              ...repository,
              id: repository.id + 1,
              name: headRepo.split('/')[1] ?? repo,
              full_name: headRepo,
              owner: personJson({ login: headOwner }),
              html_url: `https://github.com/${headRepo}`,
              fork: true
            }
    },
    base: {
      ...pull.base,
      label: `${owner}:${options.base_ref ?? 'main'}`,
      ref: options.base_ref ?? 'main',
      user: personJson({ login: owner }),
      repo: repository
    },
    _links: Object.fromEntries(
      Object.entries(pull._links as Record<string, { href: string }>).map(([rel, link]) => [
        rel,
        { href: link.href.replace(/\/(pull|pulls|issues)\/2(?=\/|$)/, `/$1/${n}`) }
      ])
    )
  })
  return {
    ...payload,
    number: n,
    repository,
    sender: personJson(options.sender ?? { login: 'maintainer' })
  } as PullRequestClosedEvent
}

export interface PushCommit {
  id: string
  message: string
  /** The author's login (the payload's `username`); default the pusher. */
  author?: string
}

export interface PushOptions {
  owner?: string
  repo?: string
  /** Default 'refs/heads/main'. */
  ref?: string
  /** Default a sha of 40 'a'. */
  before?: string
  /** Default the last commit's id (or 40 zeros when deleted). */
  after?: string
  /** Oldest first; default one commit. */
  commits?: PushCommit[]
  /** The push deleted the branch: no commits, `after` all zeros. */
  deleted?: boolean
  /** Default the compare page of before...after. */
  compare?: string
  /** Who pushed, as git names them; default { name: 'dev' }. */
  pusher?: { name: string; email?: string }
  /** Default the pusher as a user. */
  sender?: Person
}

/** A `push` event to a branch, built on GitHub's example of one. */
export function pushEvent(options: PushOptions = {}): PushEvent {
  const owner = options.owner ?? 'acme'
  const repo = options.repo ?? 'docs-site'
  const deleted = options.deleted ?? false
  const payload = inRepository(
    example('push', e => String(e.ref).startsWith('refs/heads/') && !e.deleted && e.commits.length > 0),
    owner,
    repo
  )
  const pusher = { name: options.pusher?.name ?? 'dev', email: options.pusher?.email ?? 'dev@example.com' }
  const given = deleted ? [] : (options.commits ?? [{ id: 'c'.repeat(40), message: 'Change the code' }])
  // The example's commit shape (id, tree_id, distinct, message, timestamp, url, author, committer, added, …).
  const commits: PushEvent['commits'] = given.map((c, i) => {
    const author = { name: c.author ?? pusher.name, email: pusher.email, username: c.author ?? pusher.name }
    return {
      id: c.id,
      distinct: true,
      tree_id: `${'e'.repeat(38)}${String(i).padStart(2, '0')}`,
      message: c.message,
      timestamp: '2026-11-20T10:00:00Z',
      url: `https://github.com/${owner}/${repo}/commit/${c.id}`,
      author,
      committer: author,
      added: [],
      removed: [],
      modified: []
    }
  })
  const before = options.before ?? 'a'.repeat(40)
  const after = options.after ?? (deleted ? ZEROS : (commits.at(-1)?.id ?? 'b'.repeat(40)))
  return {
    ...payload,
    ref: options.ref ?? 'refs/heads/main',
    before,
    after,
    created: before === ZEROS,
    deleted,
    forced: false,
    base_ref: null,
    compare:
      options.compare ?? `https://github.com/${owner}/${repo}/compare/${before.slice(0, 12)}...${after.slice(0, 12)}`,
    commits,
    head_commit: commits.at(-1) ?? null,
    repository: {
      ...payload.repository,
      owner: { ...personJson({ login: owner }), name: owner },
      default_branch: 'main'
    },
    pusher,
    sender: personJson(options.sender ?? { login: pusher.name })
  } as PushEvent
}

/** The event a step runs for, written where GITHUB_EVENT_PATH points (the runner's temp files); `remove` cleans up. */
export function eventFiles(
  name: 'pull_request' | 'pull_request_target' | 'push',
  payload: PullRequestClosedEvent | PushEvent
): { env: Record<string, string>; remove(): void } {
  const files = tempFiles(payload)
  return {
    env: {
      GITHUB_EVENT_NAME: name,
      GITHUB_EVENT_PATH: files.eventFile,
      GITHUB_REPOSITORY: payload.repository.full_name
    },
    remove: () => rmSync(files.tempDir, { recursive: true, force: true })
  }
}

/** The GitHub fake's pull request for this event's (addPull), to which a test adds files and commits. */
export function pullSeedOf(event: PullRequestClosedEvent): FakePullSeed {
  const pull = event.pull_request
  return {
    number: pull.number,
    title: pull.title,
    body: pull.body,
    user: { login: pull.user.login, type: pull.user.type === 'Bot' ? 'Bot' : 'User' },
    labels: pull.labels.map(label => label.name),
    state: 'closed',
    merged: pull.merged,
    merged_at: pull.merged_at,
    merge_commit_sha: pull.merge_commit_sha,
    base_ref: pull.base.ref,
    head_ref: pull.head.ref,
    head_sha: pull.head.sha,
    head_repo: pull.head.repo?.full_name
  }
}
