/** The fleet action's entry (fleet/action.yml → dist/fleet/index.js): its story is src/run/fleet.ts. */
import { run } from '../run/fleet.js'
import { start } from './start.js'

await start(run)
