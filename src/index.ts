/** The action's entry point: everything happens in run(). */
import { routeConsole } from './action/log.js'
import { run } from './main.js'

process.setSourceMapsEnabled(true)
routeConsole()
await run()
// run() has written everything and aborted every GitHub request; what may still hold the event loop is no work of the
// step (plugin-throttling's Bottleneck timers of a rate-limit wait, idle keep-alive sockets): do not let it hold the step.
setTimeout(() => process.exit(), 200).unref()
