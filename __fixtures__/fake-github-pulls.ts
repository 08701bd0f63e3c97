// Pull requests of the fake GitHub, one store for every kind of seed: the pulls the agent opened (setPull, only a
// state), seeded issues marked `pull`, and pull requests in full (addPull: author, labels, merge, base and head, files
// and commits) for docs that follow code. Here are that store and the shapes GitHub answers in (`pull-request`,
// `pull-request-simple`, `diff-entry`, `commit`, `repository`); fake-github-changes.ts holds the routes that read them.
// Top-level code here uses nothing of fake-github-routes.ts, which imports the route files for its table.
import { createHash } from 'node:crypto'
import { association, labelJson, repoApi, userJson, type FakeState } from './fake-github-routes.js'

export type FakeFileStatus = 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged'

/** One changed file of a pull request or a comparison. */
export interface FakeFileSeed {
  filename: string
  /** Default 'modified'. */
  status?: FakeFileStatus
  additions?: number
  deletions?: number
  /** The unified diff; left out (as GitHub does for binary and very large files) when not given. */
  patch?: string
  /** The file's name before a rename. */
  previous_filename?: string
  /** The blob's sha; default one made from the file name. */
  sha?: string
}

export interface FakeCommitSeed {
  sha: string
  message: string
  /** The author's login; null: an email GitHub links to no account (`author: null`). Default: the pull's author. */
  author?: string | null
  /** Default: the pull request's creation. */
  date?: string
}

export interface FakePullSeed {
  number: number
  /** Default `Pull request #<number>`. */
  title?: string
  body?: string | null
  /** The author; default the repository's owner. `type` defaults to Bot for a login ending in '[bot]'. */
  user?: { login: string; type?: 'User' | 'Bot' }
  /** Label names: each is put on #number and created in the repository when missing. */
  labels?: string[]
  /** Default 'open', or 'closed' when merged. */
  state?: 'open' | 'closed'
  merged?: boolean
  /** Default a fixed time after its creation when merged, else null. */
  merged_at?: string | null
  /** Default a sha made from the number when merged, else null. */
  merge_commit_sha?: string | null
  /** The branch it goes into; default 'main'. */
  base_ref?: string
  base_sha?: string
  /** Default `change-<number>`. */
  head_ref?: string
  /** Default the last commit's sha, else one made from the number. */
  head_sha?: string
  /** The head repository's full name; another than the fake's repository is a fork. Default the fake's. */
  head_repo?: string
  created_at?: string
  updated_at?: string
  draft?: boolean
  files?: FakeFileSeed[]
  commits?: FakeCommitSeed[]
}

/** A pull request as the fake keeps it: every field of its seed filled in. */
export interface FakePull {
  number: number
  title: string
  body: string | null
  user: { login: string; type: 'User' | 'Bot' }
  state: 'open' | 'closed'
  merged: boolean
  merged_at: string | null
  merge_commit_sha: string | null
  base_ref: string
  base_sha: string
  head_ref: string
  head_sha: string
  head_repo: string
  created_at: string
  updated_at: string
  closed_at: string | null
  draft: boolean
  files: FakeFileSeed[]
  commits: FakeCommitSeed[]
}

/** A seeded comparison (GET /compare/{base}...{head}). */
export interface FakeCompareSeed {
  /** Oldest first, as GitHub lists them. */
  commits?: FakeCommitSeed[]
  files?: FakeFileSeed[]
  /** Commits on base that head lacks; default 0 (status 'ahead', or 'identical' without commits). */
  behind_by?: number
}

export interface FakeCompare {
  base: string
  head: string
  commits: FakeCommitSeed[]
  files: FakeFileSeed[]
  behind_by: number
}

/** A 40-hex sha made from `text`: stable across runs. */
export const fakeSha = (text: string): string => createHash('sha1').update(text).digest('hex')
const iso = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
const EPOCH = Date.UTC(2026, 10, 1)
/** When pull request #n was opened unless its seed says: an hour apart, so listings sort by number. */
const openedAt = (n: number): string => iso(EPOCH + n * 3_600_000)
const HOUR = 3_600_000

/** Stores (or replaces) a pull request; its labels go on the issue of the same number. */
export function addPullTo(state: FakeState, seed: FakePullSeed): FakePull {
  const n = seed.number
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`addPull: number must be a positive integer, got ${n}`)
  const merged = seed.merged === true
  if (merged && seed.state === 'open') throw new Error(`addPull: #${n} cannot be open and merged`)
  const pullState = merged ? 'closed' : (seed.state ?? 'open')
  const created = seed.created_at ?? openedAt(n)
  const mergedAt = merged ? (seed.merged_at ?? iso(Date.parse(created) + HOUR)) : null
  const closedAt = pullState === 'closed' ? (mergedAt ?? iso(Date.parse(created) + HOUR)) : null
  const commits = seed.commits ?? []
  const user = seed.user ?? { login: state.owner }
  const pull: FakePull = {
    number: n,
    title: seed.title ?? `Pull request #${n}`,
    body: seed.body === undefined ? '' : seed.body,
    user: { login: user.login, type: user.type ?? (user.login.endsWith('[bot]') ? 'Bot' : 'User') },
    state: pullState,
    merged,
    merged_at: mergedAt,
    merge_commit_sha:
      seed.merge_commit_sha !== undefined ? seed.merge_commit_sha : merged ? fakeSha(`merge ${n}`) : null,
    base_ref: seed.base_ref ?? 'main',
    base_sha: seed.base_sha ?? fakeSha(`base ${n}`),
    head_ref: seed.head_ref ?? `change-${n}`,
    head_sha: seed.head_sha ?? commits.at(-1)?.sha ?? fakeSha(`head ${n}`),
    head_repo: seed.head_repo ?? `${state.owner}/${state.repo}`,
    created_at: created,
    updated_at: seed.updated_at ?? closedAt ?? created,
    closed_at: closedAt,
    draft: seed.draft ?? false,
    files: [...(seed.files ?? [])],
    commits: [...commits]
  }
  state.pulls.set(n, pull)
  delete state.issues[n]
  for (const name of seed.labels ?? []) {
    if (!state.repoLabels.has(name)) state.repoLabels.set(name, { color: 'ededed', description: null })
    state.issueLabels.set(n, new Set([...(state.issueLabels.get(n) ?? []), name]))
  }
  return pull
}

/** Seeds or changes a pull request's state (a test closing or merging it between two runs). */
export function setPullState(state: FakeState, n: number, to: 'open' | 'closed', merged = false): void {
  const pull = state.pulls.get(n)
  if (!pull) {
    const issue = state.issues[n]
    addPullTo(state, { number: n, title: issue?.title, body: issue?.body, state: to, merged })
    return
  }
  const now = iso(Date.now())
  pull.state = to
  pull.merged = to === 'closed' && merged
  pull.merged_at = pull.merged ? (pull.merged_at ?? now) : null
  pull.merge_commit_sha = pull.merged ? (pull.merge_commit_sha ?? fakeSha(`merge ${n}`)) : pull.merge_commit_sha
  pull.closed_at = to === 'closed' ? (pull.closed_at ?? now) : null
  pull.updated_at = now
}

const encodePath = (path: string): string => path.split('/').map(encodeURIComponent).join('/')

/** A changed file as GitHub's `diff-entry` schema has it, at commit `ref`. */
export function fileJson(state: FakeState, ref: string, file: FakeFileSeed) {
  const additions = file.additions ?? 0
  const deletions = file.deletions ?? 0
  const at = encodePath(file.filename)
  return {
    sha: file.sha ?? fakeSha(`${ref} ${file.filename}`),
    filename: file.filename,
    status: file.status ?? 'modified',
    additions,
    deletions,
    changes: additions + deletions,
    blob_url: `https://github.com/${state.owner}/${state.repo}/blob/${ref}/${at}`,
    raw_url: `https://github.com/${state.owner}/${state.repo}/raw/${ref}/${at}`,
    contents_url: `${repoApi(state)}/contents/${at}?ref=${ref}`,
    ...(file.patch === undefined ? {} : { patch: file.patch }),
    ...(file.previous_filename === undefined ? {} : { previous_filename: file.previous_filename })
  }
}

/** A commit as GitHub's `commit` schema has it (pull request commits, comparisons); `parent`: the commit before it. */
export function commitJson(state: FakeState, commit: FakeCommitSeed, parent: string, by: string, date: string) {
  const api = repoApi(state)
  const login = commit.author === undefined ? by : commit.author
  const person = {
    name: login ?? 'Someone',
    email: login ? `${login}@users.noreply.github.com` : 'someone@example.com',
    date: commit.date ?? date
  }
  const tree = fakeSha(`tree ${commit.sha}`)
  return {
    url: `${api}/commits/${commit.sha}`,
    sha: commit.sha,
    node_id: `C_fake${commit.sha.slice(0, 16)}`,
    html_url: `https://github.com/${state.owner}/${state.repo}/commit/${commit.sha}`,
    comments_url: `${api}/commits/${commit.sha}/comments`,
    commit: {
      url: `${api}/git/commits/${commit.sha}`,
      author: person,
      committer: person,
      message: commit.message,
      comment_count: 0,
      tree: { sha: tree, url: `${api}/git/trees/${tree}` },
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null }
    },
    author: login ? userJson(login) : null,
    committer: login ? userJson(login) : null,
    parents: [
      {
        sha: parent,
        url: `${api}/commits/${parent}`,
        html_url: `https://github.com/${state.owner}/${state.repo}/commit/${parent}`
      }
    ]
  }
}

/** `{o}/{r}` suffixes of a repository's URL templates, as GitHub's `repository` schema lists them. */
const REPO_URLS: Record<string, string> = {
  archive_url: '/{archive_format}{/ref}',
  assignees_url: '/assignees{/user}',
  blobs_url: '/git/blobs{/sha}',
  branches_url: '/branches{/branch}',
  collaborators_url: '/collaborators{/collaborator}',
  comments_url: '/comments{/number}',
  commits_url: '/commits{/sha}',
  compare_url: '/compare/{base}...{head}',
  contents_url: '/contents/{+path}',
  contributors_url: '/contributors',
  deployments_url: '/deployments',
  downloads_url: '/downloads',
  events_url: '/events',
  forks_url: '/forks',
  git_commits_url: '/git/commits{/sha}',
  git_refs_url: '/git/refs{/sha}',
  git_tags_url: '/git/tags{/sha}',
  hooks_url: '/hooks',
  issue_comment_url: '/issues/comments{/number}',
  issue_events_url: '/issues/events{/number}',
  issues_url: '/issues{/number}',
  keys_url: '/keys{/key_id}',
  labels_url: '/labels{/name}',
  languages_url: '/languages',
  merges_url: '/merges',
  milestones_url: '/milestones{/number}',
  notifications_url: '/notifications{?since,all,participating}',
  pulls_url: '/pulls{/number}',
  releases_url: '/releases{/id}',
  stargazers_url: '/stargazers',
  statuses_url: '/statuses/{sha}',
  subscribers_url: '/subscribers',
  subscription_url: '/subscription',
  tags_url: '/tags',
  teams_url: '/teams',
  trees_url: '/git/trees{/sha}'
}

/** A repository as GitHub's `repository` schema has it: the fake's own, or a fork of it (another full name). */
export function repositoryJson(state: FakeState, fullName: string) {
  const [owner = '', name = ''] = fullName.split('/')
  const api = `${state.url}/repos/${fullName}`
  const fork = fullName.toLowerCase() !== `${state.owner}/${state.repo}`.toLowerCase()
  const id = 300_000 + (Number.parseInt(fakeSha(fullName).slice(0, 6), 16) % 600_000)
  return {
    id,
    node_id: `R_fake${id}`,
    name,
    full_name: fullName,
    license: null,
    forks: 0,
    owner: userJson(owner),
    private: false,
    html_url: `https://github.com/${fullName}`,
    description: null,
    fork,
    url: api,
    ...Object.fromEntries(Object.entries(REPO_URLS).map(([field, tail]) => [field, `${api}${tail}`])),
    git_url: `git://github.com/${fullName}.git`,
    ssh_url: `git@github.com:${fullName}.git`,
    clone_url: `https://github.com/${fullName}.git`,
    svn_url: `https://github.com/${fullName}`,
    mirror_url: null,
    homepage: null,
    language: null,
    forks_count: 0,
    stargazers_count: 0,
    watchers_count: 0,
    size: 0,
    default_branch: 'main',
    open_issues_count: 0,
    has_issues: true,
    has_projects: false,
    has_wiki: false,
    has_pages: false,
    has_downloads: true,
    archived: false,
    disabled: false,
    visibility: 'public',
    pushed_at: iso(EPOCH),
    created_at: iso(EPOCH - 365 * 24 * HOUR),
    updated_at: iso(EPOCH),
    open_issues: 0,
    watchers: 0
  }
}

/**
 * A pull request as GitHub answers it: `full` as GET /pulls/{n} does (`pull-request`: with `merged`, counts and
 * `merged_by`), `simple` as a listing does (`pull-request-simple`: no `merged`, its `merged_at` says it). The listing's
 * schema wants a label's description as a string, so a label without one is given ''.
 */
export function pullJson(state: FakeState, pull: FakePull, kind: 'full' | 'simple') {
  const n = pull.number
  const api = repoApi(state)
  const html = `https://github.com/${state.owner}/${state.repo}/pull/${n}`
  const url = `${api}/pulls/${n}`
  const links = {
    issue_url: `${api}/issues/${n}`,
    commits_url: `${url}/commits`,
    review_comments_url: `${url}/comments`,
    review_comment_url: `${api}/pulls/comments{/number}`,
    comments_url: `${api}/issues/${n}/comments`,
    statuses_url: `${api}/statuses/${pull.head_sha}`
  }
  const labels = [...(state.issueLabels.get(n) ?? [])].map(name => {
    const label = labelJson(state, name)
    return kind === 'simple' ? { ...label, description: label.description ?? '' } : label
  })
  const headOwner = pull.head_repo.split('/')[0] ?? state.owner
  const simple = {
    url,
    id: 700_000 + n,
    node_id: `PR_fake${n}`,
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    ...links,
    number: n,
    state: pull.state,
    locked: false,
    title: pull.title,
    user: userJson(pull.user.login, pull.user.type),
    body: pull.body,
    labels,
    milestone: null,
    active_lock_reason: null,
    created_at: pull.created_at,
    updated_at: pull.updated_at,
    closed_at: pull.closed_at,
    merged_at: pull.merged_at,
    merge_commit_sha: pull.merge_commit_sha,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    head: {
      label: `${headOwner}:${pull.head_ref}`,
      ref: pull.head_ref,
      repo: repositoryJson(state, pull.head_repo),
      sha: pull.head_sha,
      user: userJson(headOwner)
    },
    base: {
      label: `${state.owner}:${pull.base_ref}`,
      ref: pull.base_ref,
      repo: repositoryJson(state, `${state.owner}/${state.repo}`),
      sha: pull.base_sha,
      user: userJson(state.owner)
    },
    _links: {
      self: { href: url },
      html: { href: html },
      issue: { href: links.issue_url },
      comments: { href: links.comments_url },
      review_comments: { href: links.review_comments_url },
      review_comment: { href: links.review_comment_url },
      commits: { href: links.commits_url },
      statuses: { href: links.statuses_url }
    },
    author_association: association(state, pull.user.login),
    auto_merge: null,
    draft: pull.draft
  }
  if (kind === 'simple') return simple
  const sum = (key: 'additions' | 'deletions'): number => pull.files.reduce((total, f) => total + (f[key] ?? 0), 0)
  return {
    ...simple,
    merged: pull.merged,
    mergeable: pull.state === 'open' ? true : null,
    rebaseable: pull.state === 'open' ? true : null,
    mergeable_state: pull.state === 'open' ? 'clean' : 'unknown',
    merged_by: pull.merged ? userJson(state.owner) : null,
    comments: state.comments.filter(c => c.issue_number === n).length,
    review_comments: 0,
    maintainer_can_modify: false,
    commits: pull.commits.length,
    additions: sum('additions'),
    deletions: sum('deletions'),
    changed_files: pull.files.length
  }
}
