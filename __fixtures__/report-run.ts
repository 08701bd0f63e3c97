// A docs-health report run as the attack tests start it: the week 2026-11-16 → 23 against the simulator, on a
// schedule, reporting to tracking issue 12 on the GitHub fake, and everything such a run wrote.
import type { Simulator } from '../sim/server.js'
import { runAction, type ActionRun } from '../script/local-runner.js'
import type { FakeGitHub } from './fake-github.js'
import { reportFilesText } from './report-files.js'
import { simInputs } from './sim-inputs.js'

/** The report's week, as the simulator's data has it. */
export const WEEK = { 'date-from': '2026-11-16', 'date-to': '2026-11-23' }

/** Runs the report action on a schedule, reporting to issue 12, on a repository that is private or public. */
export function scheduledReport(
  sim: Simulator,
  gh: FakeGitHub,
  inputs: Record<string, string>,
  isPrivate: boolean
): Promise<ActionRun> {
  return runAction(simInputs(sim, { ...WEEK, 'github-token': 'ghs_fake_token', 'issue-number': '12', ...inputs }), {
    action: 'report',
    env: { GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` },
    event: { schedule: '0 8 * * 1', repository: { full_name: 'acme/docs-site', private: isPrivate } }
  })
}

/** Log, outputs, summary, every file of the report and every comment on the fake: all a reader of the run could see. */
export function everythingWritten(run: ActionRun, gh: FakeGitHub): string {
  return [run.everything, reportFilesText(run), ...gh.comments.map(c => c.body)].join('\n')
}

/** The prompt of the one job the run started. */
export function onlyJobPrompt(sim: Simulator): string {
  const created = sim.requests.filter(r => r.route === 'createJob')
  if (created.length !== 1) throw new Error(`expected one job created, saw ${created.length}`)
  return String((created[0]?.body as { prompt: string }).prompt)
}
