/** The agent action's entry (action.yml → dist/index.js): its story is src/run/agent.ts. */
import { run } from '../run/agent.js'
import { start } from './start.js'

await start(run)
