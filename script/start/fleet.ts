/**
 * `npm start -- fleet`: the fleet's plan for 60 docs sites (no request is sent): how many waves, this hour's, and
 * each report's budget within the organisation's allowance, as its job summary shows it.
 */
import { runAction, type ActionRun } from '../local-runner.js'
import { heading } from './show.js'

export async function fleetDemo(): Promise<ActionRun> {
  const projects = Array.from({ length: 60 }, (_, i) => (i + 1).toString(16).padStart(24, '0'))
  console.log('The fleet action plans the reports of 60 projects; it sends no request (hour: 2, the third wave).')
  const run = await runAction(
    { projects: projects.join('\n'), hour: '2' },
    { action: 'fleet', env: { GITHUB_EVENT_NAME: 'schedule' } }
  )
  heading('the matrix of this hour (the output the report jobs run)')
  console.log(run.outputs.matrix ?? '(none)')
  return run
}
