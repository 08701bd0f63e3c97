// A model of how the GitHub Actions runner reads workflow commands from a step's output, written from its source
// (actions/runner: src/Runner.Worker/ActionCommandManager.cs `TryProcessCommand`, src/Runner.Common/ActionCommand.cs
// `TryParseV2` / `TryParse`). The attack tests run the bundle and feed what it printed through this model, so "no
// text from outside can form a command" is checked against the runner's rules, not against our own escaping.
//
// What the runner does, and how it is modelled:
// - Output is read a line at a time (.NET StreamReader.ReadLine: a line ends at \n, \r or \r\n — not at U+0085 or
//   U+2028). Both stdout and stderr go through the same command manager.
// - TryParseV2: `message.TrimStart()` (.NET white space: Char.IsWhiteSpace, which includes U+0085 NEL and U+00A0, and
//   not U+FEFF), then `StartsWith("::")` and `IndexOf("::", 2)`; the name is cmdInfo up to the first space.
// - TryParse (legacy, tried when V2 fails): `IndexOf("##[")` **anywhere** in the line, then `IndexOf(']')`.
// - StartsWith(string) and IndexOf(string) are culture-sensitive in .NET and the runner does not set
//   InvariantGlobalization: under ICU, characters of zero collation weight (format characters such as U+200B, most
//   C0/C1 controls, default-ignorable code points) are skipped when matching. The model removes them before parsing,
//   which finds every command the runner could find and possibly more (a stricter oracle, never a looser one).
// - Command names are matched case-insensitively against the registered set; `stop-commands` pauses everything until
//   a command whose name is the token given as its data.

/** The commands the runner registers (ActionCommandManager + its extensions). */
export const REGISTERED_COMMANDS = [
  'stop-commands',
  'set-env',
  'set-output',
  'save-state',
  'add-mask',
  'add-path',
  'add-matcher',
  'remove-matcher',
  'warning',
  'error',
  'notice',
  'debug',
  'group',
  'endgroup',
  'echo'
] as const

export interface RunnerCommand {
  /** Lower-cased command name. */
  name: string
  data: string
  properties: Record<string, string>
  /** `v2` for `::name::`, `legacy` for `##[name]`. */
  syntax: 'v2' | 'legacy'
  /** The line as the action printed it. */
  line: string
  /** `resume` when it was the stop token ending a stop-commands block. */
  effect: 'run' | 'stop' | 'resume'
}

/** .NET Char.IsWhiteSpace: Unicode White_Space (Zs, Zl, Zp, U+0009–U+000D, U+0085). */
export const DOTNET_WHITESPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/

/** Characters ICU collation may ignore when .NET matches a string culture-sensitively (a superset, on purpose). */
export const COLLATION_IGNORABLE =
  // eslint-disable-next-line no-control-regex -- the controls are the point: ICU ignores them
  /[\p{Cf}\p{Default_Ignorable_Code_Point}\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/gu

export function dotnetTrimStart(text: string): string {
  let i = 0
  while (i < text.length && DOTNET_WHITESPACE.test(text[i] ?? '')) i++
  return text.slice(i)
}

/** StreamReader.ReadLine's split: \r\n, \r or \n end a line; nothing else does. */
export function runnerLines(output: string): string[] {
  const lines = output.split(/\r\n|\r|\n/)
  if (lines.at(-1) === '') lines.pop()
  return lines
}

interface Parsed {
  name: string
  data: string
  properties: Record<string, string>
  syntax: 'v2' | 'legacy'
}

const unescapeData = (s: string): string => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')

function parseV2(line: string, registered: Set<string>): Parsed | undefined {
  const message = dotnetTrimStart(line).replace(COLLATION_IGNORABLE, '')
  if (!message.startsWith('::')) return undefined
  const end = message.indexOf('::', 2)
  if (end < 0) return undefined
  const info = message.slice(2, end)
  const space = info.indexOf(' ')
  const name = (space < 0 ? info : info.slice(0, space)).toLowerCase()
  if (!name || !registered.has(name)) return undefined // new ActionCommand('') throws: no command
  const properties: Record<string, string> = {}
  if (space > 0) {
    for (const pair of info
      .slice(space + 1)
      .trim()
      .split(',')
      .filter(Boolean)) {
      const eq = pair.indexOf('=')
      if (eq > 0) properties[pair.slice(0, eq)] = pair.slice(eq + 1)
    }
  }
  return { name, data: unescapeData(message.slice(end + 2)), properties, syntax: 'v2' }
}

function parseLegacy(line: string, registered: Set<string>): Parsed | undefined {
  const message = line.replace(COLLATION_IGNORABLE, '')
  const prefix = message.indexOf('##[')
  if (prefix < 0) return undefined
  const rb = message.indexOf(']', prefix)
  if (rb < 0) return undefined
  const info = message.slice(prefix + 3, rb)
  const space = info.indexOf(' ')
  const name = (space < 0 ? info : info.slice(0, space)).toLowerCase()
  if (!name || !registered.has(name)) return undefined
  return { name, data: message.slice(rb + 1), properties: {}, syntax: 'legacy' }
}

/**
 * Every command the runner would act on (or that changes its stop state) in this output, in order. Lines read while
 * commands are stopped yield nothing unless they carry the resume token.
 */
export function runnerCommands(output: string): RunnerCommand[] {
  const registered = new Set<string>(REGISTERED_COMMANDS)
  const found: RunnerCommand[] = []
  let stopToken: string | undefined
  for (const line of runnerLines(output)) {
    if (!line) continue
    const parsed = parseV2(line, registered) ?? parseLegacy(line, registered)
    if (!parsed) continue
    const base = { ...parsed, line }
    if (stopToken !== undefined) {
      // An empty token (`::stop-commands::`) can never resume: the runner checks IsNullOrEmpty first.
      if (stopToken !== '' && parsed.name === stopToken.toLowerCase()) {
        registered.delete(stopToken.toLowerCase())
        stopToken = undefined
        found.push({ ...base, effect: 'resume' })
      }
      continue
    }
    if (parsed.name === 'stop-commands') {
      stopToken = parsed.data
      registered.add(parsed.data.toLowerCase())
      found.push({ ...base, effect: 'stop' })
      continue
    }
    found.push({ ...base, effect: 'run' })
  }
  return found
}
