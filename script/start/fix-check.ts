/**
 * `npm start -- fix-check`: the fix check against the embedded simulator and the GitHub fake (no key). A first report
 * run sends the top gap to the agent with the fix check on: it searches the live site first and keeps where the
 * results stood. The simulated job adds a page for it and opens pull request #7, which merges, and its deployment
 * makes the page live. A second run searches again: its "Searched again on the live site" part says where the page
 * ranks now and ranked before. Prints what each run did, then returns the second run for its log and summary.
 */
import { startFakeGitHub } from '../../__fixtures__/fake-github.js'
import { FIX_PAGE as PAGE, fixCheckInputs, fixJob, mergeFixPull } from '../../__fixtures__/fix-check-world.js'
import { startSimulator } from '../../sim/server.js'
import { runAction, type ActionRun } from '../local-runner.js'
import { heading } from './show.js'

export async function fixCheckDemo(): Promise<ActionRun> {
  // Its deployment live the moment the job ends.
  const sim = await startSimulator({ job: fixJob({ queuedMs: 0, buildMs: 0 }, 1000) })
  const gh = await startFakeGitHub()
  console.log(
    `The fix check against the embedded simulator at ${sim.url} and a GitHub fake (on your site it needs a merged fix: run the report with assistant-key and domain).`
  )
  try {
    const inputs = {
      'api-key': sim.apiKey,
      'project-id': sim.projectId,
      'api-url': sim.url,
      'poll-interval': '200ms',
      'github-token': 'ghs_fake_token',
      'issue-number': '12',
      ...fixCheckInputs(sim)
    }
    const weekly = (over: Record<string, string>) =>
      runAction(
        { ...inputs, ...over },
        {
          action: 'report',
          env: { GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` },
          event: { schedule: '0 8 * * 1', repository: { full_name: 'acme/docs-site', private: true } }
        }
      )
    heading('run 1: the report sends its top gap to the agent (fix-gaps), searching it first')
    const first = await weekly({ 'fix-gaps': 'true' })
    const prompt = String((sim.requests.find(r => r.route === 'createJob')?.body as { prompt?: string })?.prompt ?? '')
    console.log(prompt.split('\n').find(line => line.startsWith('## Gap 1')) ?? '(no gap sent: see the log)')
    console.log(`exit code ${first.code}; searches of the live site: ${countSearches()}`)
    // The agent's pull request adds the page; it merges now, and the job's deployment has made it live.
    mergeFixPull(gh, new Date(Date.now() - 60_000).toISOString())
    console.log(
      `#7 merged, adding guides/rotating-keys.mdx (the page ${PAGE}); the simulator deployed it as the job ended.`
    )
    heading('run 2: the next report searches the fix’s gap again')
    const second = await weekly({})
    const part = second.summary.split('\n### ').find(section => section.startsWith('Searched again'))
    console.log(part ? `### ${part.trim()}` : '(no "Searched again on the live site" part: see the log)')
    return second

    function countSearches(): number {
      return sim.requests.filter(r => r.route === 'search').length
    }
  } finally {
    await sim.close()
    await gh.close()
  }
}
