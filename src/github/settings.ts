import { Inputs } from '../action/names.js'
import { InputError } from '../action/errors.js'
import {
  checkCredential,
  flagInput,
  type InputProblems,
  type InputReader,
  integerInput
} from '../action/input-parsers.js'
import { addMask } from '../action/log.js'
import { PERMISSION_LEVELS, type PermissionLevel } from './permission.js'

/** The token every GitHub call uses; empty when the workflow gave none. */
export interface TokenSettings {
  token: string
}

/** Where the run reports: the issue or PR that asked for it, or issue-number. */
export interface ThreadSettings extends TokenSettings {
  /** Keep a status comment on the issue/PR (and react to the triggering comment). */
  comment: boolean
  /** Report to this issue/PR instead of the event's. */
  issueNumber?: number
}

/** Who may start the agent from an issue, a comment or a pull request, and how a refusal is answered. */
export interface GateSettings {
  triggerPhrase: string
  minPermission: PermissionLevel
  allowedBots: string[]
  /** Answer a refused trigger with a comment too (else only a reaction and a log line). */
  replyOnRefusal: boolean
}

/** How the agent action talks to the issue or PR that asked for it. */
export type GitHubSettings = ThreadSettings & GateSettings

/** Reads github-token into `problems`: masked at once, checked as a credential. */
export function readTokenSettings(read: InputReader, problems: InputProblems): TokenSettings {
  const token = read(Inputs.GithubToken).trim()
  if (token) addMask(token)
  if (token) problems.check(() => checkCredential(Inputs.GithubToken, token), undefined)
  return { token }
}

/** Reads github-token, comment and issue-number into `problems`. */
export function readThreadSettings(read: InputReader, problems: InputProblems): ThreadSettings {
  const { token } = readTokenSettings(read, problems)
  const comment = flagInput(read, problems, Inputs.Comment, true)
  // A leading # is allowed (#42); then the shared whole-number parser, as for every numeric input.
  const issueRead: InputReader = name => read(name).trim().replace(/^#/, '')
  const issueNumber =
    problems.check(() => integerInput(issueRead, Inputs.IssueNumber, 0, 1, 999_999_999), 0) || undefined
  return { token, comment, issueNumber }
}

/** Reads trigger-phrase, min-permission, allowed-bots and reply-on-refusal into `problems`. */
export function readGateSettings(read: InputReader, problems: InputProblems): GateSettings {
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
  const replyOnRefusal = flagInput(read, problems, Inputs.ReplyOnRefusal, false)
  return { triggerPhrase, minPermission: minPermission ?? 'write', allowedBots, replyOnRefusal }
}
