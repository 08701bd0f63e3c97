/**
 * A data branch named by an input (the report's and the agent action's `history-branch`): a name git accepts for a
 * branch of its own, read and checked before any request.
 */
import { InputError } from '../action/errors.js'
import type { InputProblems, InputReader } from '../action/input-parsers.js'

/** The branch the input names (trimmed), or undefined when it is empty; a name git refuses is one error naming it. */
export function readDataBranch(read: InputReader, problems: InputProblems, input: string): string | undefined {
  const branch = read(input).trim()
  if (branch === '') return undefined
  const wrong = branchProblem(branch)
  if (!wrong) return branch
  problems.add(
    new InputError(
      input,
      `'${branch.slice(0, 100)}' ${wrong}: name a branch of its own for the history, such as docs-health-data.`
    )
  )
  return undefined
}

/** Why a name is not a branch this action may write to (git's ref rules, and no `refs/` prefix), or undefined. */
export function branchProblem(name: string): string | undefined {
  if (name.length > 100) return 'is longer than 100 characters'
  if (name.startsWith('refs/')) return 'is a full ref: give the branch name alone'
  // git check-ref-format: no control characters, space, ~ ^ : ? * [ \, no "..", "@{", "//", no leading "-" or ".".
  if ([...name].some(c => c <= ' ' || c === '\u007f') || /[~^:?*[\\]/.test(name))
    return 'holds a character a branch name cannot'
  if (/\.\.|@\{|\/\/|^[-./]|[./]$|\.lock$|\/\.|\.lock\//.test(name) || name === '@') {
    return 'is not a valid branch name'
  }
  return undefined
}
