// The one warning a root run that uses the sweep or report inputs prints (src/run/deprecated.ts), as tests find it.
import { runnerCommands } from './runner-commands.js'

/** The ::warning:: lines that say the root action's sweep or report inputs are deprecated. */
export const deprecationWarnings = (stdout: string): string[] =>
  runnerCommands(stdout)
    .filter(
      c => c.name === 'warning' && /^The root action's (sweep|report) inputs \(.*\) are deprecated: /.test(c.data)
    )
    .map(c => c.data)
