// What docs that follow code reads of a change, in the fake GitHub: a pull request (GET /pulls/{n}), its files and
// commits, the listing of pull requests (the batch mode's "merged since"), the pull requests of a commit (a push's
// pull request) and a comparison of two commits (a push's range). Each answers in GitHub's schema and pages as
// GitHub does, with its limits: 3,000 files and 250 commits for a pull request; 250 commits and 300 files for a
// comparison asked without paging, and with paging the files on the first page only.
// Top-level code here uses nothing of fake-github-routes.ts, which imports this file for its route table.
import {
  commitJson,
  fakeSha,
  fileJson,
  pullJson,
  type FakeCommitSeed,
  type FakeCompareSeed,
  type FakePull
} from './fake-github-pulls.js'
import { invalid, notFound, paged, type FakeState, type Handler, type RouteRow } from './fake-github-routes.js'

/** GitHub lists at most this many files of a pull request, and this many of its commits. */
export const PULL_FILES_MAX = 3000
export const PULL_COMMITS_MAX = 250
/** A comparison without paging lists this many commits (the newest), and any comparison this many files. */
export const COMPARE_COMMITS_MAX = 250
export const COMPARE_FILES_MAX = 300

const pullOf = (state: FakeState, number: string | undefined): FakePull | undefined => state.pulls.get(Number(number))

const getPull: Handler = ({ state, params }) => {
  const pull = pullOf(state, params.number)
  return pull ? { status: 200, body: pullJson(state, pull, 'full') } : notFound()
}

const listPullFiles: Handler = ({ state, params, query }) => {
  const pull = pullOf(state, params.number)
  if (!pull) return notFound()
  const reply = paged(state, `/pulls/${pull.number}/files`, query, pull.files.slice(0, PULL_FILES_MAX))
  return { ...reply, body: reply.body.map(file => fileJson(state, pull.head_sha, file)) }
}

/** Commits oldest first, each with the one before it (the pull's base for the first) as its parent. */
function commitsJson(state: FakeState, commits: FakeCommitSeed[], first: string, by: string, date: string) {
  return commits.map((commit, i) => commitJson(state, commit, i ? (commits[i - 1]?.sha ?? first) : first, by, date))
}

const listPullCommits: Handler = ({ state, params, query }) => {
  const pull = pullOf(state, params.number)
  if (!pull) return notFound()
  const all = commitsJson(state, pull.commits, pull.base_sha, pull.user.login, pull.created_at)
  return paged(state, `/pulls/${pull.number}/commits`, query, all.slice(0, PULL_COMMITS_MAX))
}

/** GitHub's default direction: newest first when sorting by creation (the default), oldest first otherwise. */
const listPulls: Handler = ({ state, query }) => {
  const which = query.state ?? 'open'
  if (!['open', 'closed', 'all'].includes(which)) return invalid('PullRequest', 'state')
  const sort = query.sort ?? 'created'
  if (!['created', 'updated', 'popularity', 'long-running'].includes(sort)) return invalid('PullRequest', 'sort')
  const direction = query.direction ?? (sort === 'created' ? 'desc' : 'asc')
  if (direction !== 'asc' && direction !== 'desc') return invalid('PullRequest', 'direction')
  const key = (pull: FakePull): string => (sort === 'updated' ? pull.updated_at : pull.created_at)
  const pulls = [...state.pulls.values()]
    .filter(pull => which === 'all' || pull.state === which)
    .filter(pull => query.base === undefined || pull.base_ref === query.base)
    .sort((a, b) => key(a).localeCompare(key(b)) || a.number - b.number)
  if (direction === 'desc') pulls.reverse()
  const reply = paged(state, '/pulls', query, pulls)
  return { ...reply, body: reply.body.map(pull => pullJson(state, pull, 'simple')) }
}

/**
 * The pull requests of a commit, as GitHub describes them: the merged one that brought it (by its merge commit or one
 * of its commits), or else the open ones that carry it. A pull request closed without merging is not listed.
 */
const listCommitPulls: Handler = ({ state, params, query }) => {
  const sha = (params.sha ?? '').toLowerCase()
  if (!/^[0-9a-f]{7,40}$/.test(sha))
    return invalid('Commit', 'sha', 'invalid', `No commit found for SHA: ${params.sha}`)
  const has = (candidate: string | null): boolean => candidate !== null && candidate.toLowerCase().startsWith(sha)
  const carries = (pull: FakePull): boolean => has(pull.head_sha) || pull.commits.some(c => has(c.sha))
  const all = [...state.pulls.values()]
  const merged = all.filter(pull => pull.merged && (has(pull.merge_commit_sha) || carries(pull)))
  const pulls = merged.length ? merged : all.filter(pull => pull.state === 'open' && carries(pull))
  const reply = paged(state, `/commits/${params.sha}/pulls`, query, pulls)
  return { ...reply, body: reply.body.map(pull => pullJson(state, pull, 'simple')) }
}

/** Stores a comparison of `base...head` (GET /compare/{base}...{head}). */
export function addCompareTo(state: FakeState, base: string, head: string, seed: FakeCompareSeed = {}): void {
  if (!base || !head || base.includes('...') || head.includes('...'))
    throw new Error(`addCompare: base and head must be refs or shas, got "${base}" and "${head}"`)
  state.compares.set(`${base}...${head}`, {
    base,
    head,
    commits: [...(seed.commits ?? [])],
    files: [...(seed.files ?? [])],
    behind_by: seed.behind_by ?? 0
  })
}

const shaOf = (ref: string): string => (/^[0-9a-f]{40}$/i.test(ref) ? ref : fakeSha(`ref ${ref}`))

const compareCommits: Handler = ({ state, params, query }) => {
  const basehead = params.basehead ?? ''
  const compare = state.compares.get(basehead)
  if (!compare) return notFound()
  const api = `${state.url}/repos/${state.owner}/${state.repo}`
  const html = `https://github.com/${state.owner}/${state.repo}/compare/${basehead}`
  const baseSha = shaOf(compare.base)
  const date = '2026-11-01T00:00:00Z'
  const all = commitsJson(state, compare.commits, baseSha, state.owner, date)
  const paging = query.per_page !== undefined || query.page !== undefined
  const page = paging ? paged(state, `/compare/${basehead}`, query, all) : undefined
  const firstPage = !paging || (Number.parseInt(query.page ?? '1', 10) || 1) <= 1
  const headSha = compare.commits.at(-1)?.sha ?? shaOf(compare.head)
  const ahead = compare.commits.length
  const behind = compare.behind_by
  const baseCommit = commitJson(
    state,
    { sha: baseSha, message: compare.base },
    fakeSha(`parent ${baseSha}`),
    state.owner,
    date
  )
  return {
    status: 200,
    headers: page?.headers,
    body: {
      url: `${api}/compare/${basehead}`,
      html_url: html,
      permalink_url: `https://github.com/${state.owner}/${state.repo}/compare/${state.owner}:${baseSha}...${state.owner}:${headSha}`,
      diff_url: `${html}.diff`,
      patch_url: `${html}.patch`,
      base_commit: baseCommit,
      merge_base_commit: baseCommit,
      status: behind ? (ahead ? 'diverged' : 'behind') : ahead ? 'ahead' : 'identical',
      ahead_by: ahead,
      behind_by: behind,
      total_commits: ahead,
      commits: page ? page.body : all.slice(-COMPARE_COMMITS_MAX),
      ...(firstPage
        ? { files: compare.files.slice(0, COMPARE_FILES_MAX).map(file => fileJson(state, headSha, file)) }
        : {})
    }
  }
}

const R = '^/repos/(?<owner>[^/]+)/(?<repo>[^/]+)'
export const CHANGE_ROUTES: RouteRow[] = [
  ['GET', new RegExp(`${R}/pulls$`), 'listPulls', listPulls],
  ['GET', new RegExp(`${R}/pulls/(?<number>\\d+)$`), 'getPull', getPull],
  ['GET', new RegExp(`${R}/pulls/(?<number>\\d+)/files$`), 'listPullFiles', listPullFiles],
  ['GET', new RegExp(`${R}/pulls/(?<number>\\d+)/commits$`), 'listPullCommits', listPullCommits],
  ['GET', new RegExp(`${R}/commits/(?<sha>[^/]+)/pulls$`), 'listCommitPulls', listCommitPulls],
  // Branch names may hold slashes: `compare/main...feature/docs`.
  ['GET', new RegExp(`${R}/compare/(?<basehead>.+?\\.\\.\\..+)$`), 'compareCommits', compareCommits]
]
