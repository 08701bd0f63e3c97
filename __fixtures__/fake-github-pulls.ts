// Pull requests of the fake GitHub: GET /repos/{owner}/{repo}/pulls/{number} (octokit.rest.pulls.get) answers the
// seeded issues marked `pull`, with their state; any other number is 404, as GitHub answers for a PR that is not there.
import type { FakeState, Reply, RouteCtx } from './fake-github-routes.js'

const NOT_FOUND: Reply = {
  status: 404,
  body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }
}

export function getPull({ state, params }: RouteCtx): Reply {
  const n = Number(params.number)
  const seed = state.issues[n]
  if (!seed?.pull) return NOT_FOUND
  const open = (seed.state ?? 'open') === 'open'
  const html = `https://github.com/${state.owner}/${state.repo}/pull/${n}`
  return {
    status: 200,
    body: {
      url: `${state.url}/repos/${state.owner}/${state.repo}/pulls/${n}`,
      html_url: html,
      id: 700_000 + n,
      node_id: `PR_fake${n}`,
      number: n,
      state: open ? 'open' : 'closed',
      title: seed.title,
      body: seed.body,
      merged: !open && seed.merged === true,
      merged_at: !open && seed.merged ? '2026-11-20T10:00:00Z' : null,
      closed_at: open ? null : '2026-11-20T10:00:00Z',
      user: { login: state.owner, type: 'User' }
    }
  }
}

/** Seeds or changes a pull request's state (a test closing or merging it between two runs). */
export function setPullState(state: FakeState, n: number, to: 'open' | 'closed', merged = false): void {
  const seed = state.issues[n] ?? { title: `Pull request #${n}`, body: '' }
  state.issues[n] = { ...seed, pull: true, state: to, merged }
}
