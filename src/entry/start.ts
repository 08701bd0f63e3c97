/** What the entry does around its action's run: the console routed to the log, and a clean exit. */
import { routeConsole } from '../action/log.js'

export async function start(run: () => Promise<void>): Promise<void> {
  routeConsole()
  await run()
  // run() has written everything and aborted every GitHub request; what may still hold the event loop is no work of
  // the step (plugin-throttling's Bottleneck timers of a rate-limit wait, idle keep-alive sockets): do not let it hold it.
  setTimeout(() => process.exit(), 200).unref()
}
