// How the settings tests read inputs: a map as the InputReader, and one part's reader run into its own problem list.
import { InputProblems, type InputReader } from '../src/action/input-parsers.js'

/** Inputs by name; '' for any other, as the runner gives an input nobody set. */
export const reader =
  (inputs: Record<string, string>): InputReader =>
  name =>
    inputs[name] ?? ''

/** Runs one part's reader (agent, github, report) alone: its problems thrown together, as the action's reader does. */
export function readPart<T>(part: (problems: InputProblems) => T): T {
  const problems = new InputProblems()
  const settings = part(problems)
  problems.throwIfAny()
  return settings
}
