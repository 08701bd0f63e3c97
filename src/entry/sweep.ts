/** The sweep action's entry (sweep/action.yml → dist/sweep/index.js): its story is src/run/sweep.ts. */
import { run } from '../run/sweep.js'
import { start } from './start.js'

await start(run)
