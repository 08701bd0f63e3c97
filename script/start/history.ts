/**
 * `npm start -- history`: the docs-health report kept week by week (history-branch), against the simulator and the
 * GitHub fake: three weekly runs, the last showing "Over time" across the three weeks kept on the data branch.
 */
import { startFakeGitHub } from '../../__fixtures__/fake-github.js'
import { startSimulator } from '../../sim/server.js'
import { scheduledReport } from '../../__fixtures__/report-run.js'
import type { ActionRun } from '../local-runner.js'
import { heading } from './show.js'

const BRANCH = 'docs-health-data'
const DAY = 86_400_000

/** The last three whole weeks, Monday to Monday (UTC), oldest first. */
function lastWeeks(now = Date.now()): { 'date-from': string; 'date-to': string }[] {
  const today = new Date(now)
  const monday =
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - ((today.getUTCDay() + 6) % 7) * DAY
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  return [3, 2, 1].map(back => ({
    'date-from': day(monday - back * 7 * DAY),
    'date-to': day(monday - (back - 1) * 7 * DAY)
  }))
}

export async function historyDemo(): Promise<ActionRun> {
  const sim = await startSimulator({})
  const gh = await startFakeGitHub()
  console.log(`The embedded simulator at ${sim.url} and a GitHub fake: three weekly reports with history-branch.`)
  try {
    let last: ActionRun | undefined
    for (const week of lastWeeks()) {
      // A scheduled run on issue 12 of a private repository (report-run.ts), its week given.
      last = await scheduledReport(
        sim,
        gh,
        { ...week, report: 'views,searches,feedback', 'history-branch': BRANCH },
        true
      )
      console.log(`week ${week['date-from']} → ${week['date-to']}: exit code ${last.code}`)
    }
    heading(`the data branch ${BRANCH}`)
    for (const file of [...gh.branchFiles(BRANCH).keys()].sort()) console.log(`  ${file}`)
    const part = last?.summary.split('\n### ').find(section => section.startsWith('Over time'))
    heading('the third report: Over time')
    console.log(part ? `### ${part.trim()}` : '(no "Over time" part: see the log)')
    return last as ActionRun
  } finally {
    await sim.close()
    await gh.close()
  }
}
