import { Inputs } from '../action/names.js'
import { InputError } from '../action/errors.js'
import {
  booleanInput,
  checkCredential,
  InputProblems,
  integerInput,
  type InputReader
} from '../action/input-parsers.js'
import { addMask } from '../action/log.js'
import { PERMISSION_LEVELS, type PermissionLevel } from './permission.js'

/** How the run talks to the issue or PR that asked for it. */
export interface GitHubSettings {
  token: string
  /** Keep a status comment on the issue/PR (and react to the triggering comment). */
  comment: boolean
  /** Report to this issue/PR instead of the event's. */
  issueNumber?: number
  triggerPhrase: string
  minPermission: PermissionLevel
  allowedBots: string[]
  /** Answer a refused trigger with a comment too (else only a reaction and a log line). */
  replyOnRefusal: boolean
}

export function getGitHubSettings(read: InputReader): GitHubSettings {
  const problems = new InputProblems()
  const token = read(Inputs.GithubToken).trim()
  if (token) addMask(token)
  if (token) problems.check(() => checkCredential(Inputs.GithubToken, token), undefined)
  const comment = problems.check(() => booleanInput(read, Inputs.Comment, true), true)
  // A leading # is allowed (#42); then the shared whole-number parser, as for every numeric input.
  const issueRead: InputReader = name => read(name).trim().replace(/^#/, '')
  const issueNumber =
    problems.check(() => integerInput(issueRead, Inputs.IssueNumber, 0, 1, 999_999_999), 0) || undefined
  const triggerPhrase = read(Inputs.TriggerPhrase).trim() || '/docs'
  if (/\s/.test(triggerPhrase)) {
    problems.add(new InputError(Inputs.TriggerPhrase, 'must be one word without spaces, such as /docs.'))
  }
  const minText = read(Inputs.MinPermission).trim().toLowerCase() || 'write'
  const minPermission = PERMISSION_LEVELS.find(level => level === minText)
  if (!minPermission) {
    const problem = `'${minText}' is not a permission level; use one of ${PERMISSION_LEVELS.join(', ')}.`
    problems.add(new InputError(Inputs.MinPermission, problem))
  }
  const allowedBots = read(Inputs.AllowedBots)
    .split(/[\s,]+/)
    .filter(Boolean)
  const replyOnRefusal = problems.check(() => booleanInput(read, Inputs.ReplyOnRefusal, false), false)
  problems.throwIfAny()
  return {
    token,
    comment,
    issueNumber,
    triggerPhrase,
    minPermission: minPermission ?? 'write',
    allowedBots,
    replyOnRefusal
  }
}
