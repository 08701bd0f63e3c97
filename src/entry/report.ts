/** The report action's entry (report/action.yml → dist/report/index.js): its story is src/run/report.ts. */
import { run } from '../run/report.js'
import { start } from './start.js'

await start(run)
