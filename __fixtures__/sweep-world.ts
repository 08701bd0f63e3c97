// Threads for the sweep's tests: issue events as the runner gives them, and a short run's effect seeded directly (a job
// on the simulator, the working status comment as the short run renders it, the label), for tests of many threads.
import { renderStatus } from '../src/thread/status-body.js'
import { SWEEP_LABEL } from '../src/thread/labels.js'
import type { Simulator } from '../sim/server.js'
import type { FakeGitHub } from './fake-github.js'

export { SWEEP_LABEL }
export const BOT = 'github-actions[bot]'

const repository = { name: 'docs-site', owner: { login: 'acme' } }
const issue = (n: number) => ({
  number: n,
  title: `Document feature ${n}`,
  body: 'Please add it.',
  user: { login: 'writer' }
})

export const labeled = (n: number) => ({
  action: 'labeled',
  issue: issue(n),
  label: { name: 'docs' },
  sender: { login: 'writer', type: 'User' },
  repository
})

export const commented = (n: number, body: string, id: number) => ({
  action: 'created',
  issue: issue(n),
  comment: { id, body, user: { login: 'writer', type: 'User' } },
  sender: { login: 'writer', type: 'User' },
  repository
})

/** What a short run on #n leaves behind, without running one: returns the job's id. */
export async function seedShortRun(sim: Simulator, gh: FakeGitHub, n: number, runId = 5000 + n): Promise<string> {
  const response = await fetch(`${sim.url}/v2/agent/${sim.projectId}/job`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sim.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: `Document feature ${n}` })
  })
  if (response.status !== 201) throw new Error(`seedShortRun: create answered ${response.status}`)
  const { id } = (await response.json()) as { id: string }
  const runUrl = `https://github.com/acme/docs-site/actions/runs/${runId}`
  const sweep = { kind: 'handed', target: 0, intervalMs: 600_000 } as const
  const body = renderStatus({ state: 'working', jobId: id, runId, runUrl, followUp: false, sweep }).body
  gh.addComment(n, body, BOT)
  gh.label(n, SWEEP_LABEL)
  return id
}
