/** The action's entry point: everything happens in run(). */
import { run } from './main.js'

process.setSourceMapsEnabled(true)
await run()
