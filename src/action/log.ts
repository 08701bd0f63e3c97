import * as core from '@actions/core'
import { format } from 'node:util'
import { addSecret, scrub } from './secrets.js'

/**
 * The one way text reaches the runner's log. Every line is scrubbed of the run's secrets and made inert under the
 * runner's own command rules (actions/runner, ActionCommand.TryParseV2 / TryParse, modelled in
 * __fixtures__/runner-commands.ts): a line is a command when it starts with `::` after .NET's TrimStart — whose
 * white space includes U+0085 and U+00A0 — or holds the legacy `##[` anywhere; the runner matches culture-sensitively,
 * so characters of zero collation weight (zero-width, controls) are skipped and could hide either. Here invisible
 * characters are shown as `\u{…}`, a line that starts like a command gets a visible `» ` first, and every `##[`
 * becomes `##\[`. Annotations and debug lines are commands of our own (`::error::…`): their text is scrubbed and its
 * invisible characters shown; @actions/core escapes their line breaks, so nothing inside can start a new line.
 */

/** Characters a reader cannot see or that end a line somewhere (NEL, LS, PS): shown as `\u{…}` in the log. */
const INVISIBLE = /(?![\t\n])[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2028\u2029]/gu
/** .NET Char.IsWhiteSpace, left after INVISIBLE is shown: what TrimStart skips before `::`. */
const COMMAND_START = /^[\t \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]*::/
const LEGACY_PREFIX = /##\[/g

const showInvisible = (text: string): string =>
  text.replace(INVISIBLE, c => `\\u{${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}}`)

/** Text the runner reads as plain log lines, never as a command, with no secret in it. */
export function inert(text: string): string {
  return showInvisible(scrub(text).replace(/\r\n?/g, '\n'))
    .split('\n')
    .map(line => (COMMAND_START.test(line) ? `» ${line}` : line).replace(LEGACY_PREFIX, '##\\['))
    .join('\n')
}

/** The text of an annotation or debug line: no secret, nothing invisible, no legacy prefix (in case a runner ever
 *  falls back to the legacy parser for a `::` line it does not act on, as it does not for `notice` today). */
const annotation = (text: string): string => showInvisible(scrub(text)).replace(LEGACY_PREFIX, '##\\[')

export function info(text: string): void {
  core.info(inert(text))
}

export function debug(text: string): void {
  core.debug(annotation(text))
}

export function notice(text: string, title?: string): void {
  core.notice(annotation(text), title ? { title: annotation(title) } : {})
}

export function warning(text: string, title?: string): void {
  core.warning(annotation(text), title ? { title: annotation(title) } : {})
}

/** Fails the step with one error annotation (process exit code 1). */
export function fail(text: string): void {
  core.setFailed(annotation(text))
}

/** Masks a secret in the runner's log and scrubs it, in every encoding, from everything this action writes. */
export function addMask(secret: string): void {
  if (!secret) return
  core.setSecret(secret)
  addSecret(secret)
}

/**
 * Sends what any library of the bundle prints to the console through this sink, so it too is scrubbed and inert:
 * @octokit/request printed a deprecated endpoint's headers with console.warn (now given the log; this is the net).
 * The entry point calls it once; console.debug becomes a debug line, every other method a plain line.
 */
export function routeConsole(target: Console = console): void {
  const line = (...args: unknown[]): void => info(format(...args))
  Object.assign(target, {
    log: line,
    info: line,
    warn: line,
    error: line,
    debug: (...args: unknown[]) => debug(format(...args))
  })
}
