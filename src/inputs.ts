import * as core from '@actions/core'
import { ADMIN_KEY_PREFIX, DEFAULT_API_URL, Inputs, WRONG_KEY_KINDS } from './constants.js'
import { parseDuration } from './duration.js'
import { InputError, InputErrors } from './errors.js'
import { PERMISSION_LEVELS, type PermissionLevel } from './github/permission.js'

/** What the run does with the agent: start a job, send a follow-up message, attach to a running job, or nothing. */
export type AgentMode = 'create' | 'message' | 'attach' | 'none'

/** Every setting of a run, typed and validated. Nothing after getSettings() reads an input. */
export interface Settings {
  apiKey: string
  projectId: string
  /** Base URL without a trailing slash. */
  apiUrl: string
  mode: AgentMode
  prompt?: string
  jobId?: string
  wait: boolean
  pollIntervalMs: number
  timeoutMs: number
  requestTimeoutMs: number
  failOnJobFailure: boolean
  github: GitHubSettings
  /** Things worth saying that do not stop the run (a key without the usual prefix, …). */
  warnings: string[]
}

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
}

export interface SettingsContext {
  /** The event can supply the prompt (issues, issue_comment, …): a missing prompt input is then no error. */
  promptFromEvent?: boolean
}

export type InputReader = (name: string) => string

const readActionInput: InputReader = name => core.getInput(name)

/** Loopback hosts, the only ones allowed over plain http (the tests' simulator). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
}

/**
 * Reads and validates all inputs. Collects every problem and throws them together (InputErrors),
 * so a user fixes all of them in one go; nothing is sent to the service before this returns.
 */
export function getSettings(read: InputReader = readActionInput, context: SettingsContext = {}): Settings {
  const errors: InputError[] = []
  const warnings: string[] = []
  const check = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn()
    } catch (error) {
      if (error instanceof InputError) errors.push(error)
      else if (error instanceof InputErrors) errors.push(...error.errors)
      else throw error
      return fallback
    }
  }

  const apiKey = read(Inputs.ApiKey).trim()
  if (apiKey) maskKey(apiKey)
  check(() => validateApiKey(apiKey, warnings), undefined)
  const projectId = check(() => validateProjectId(read(Inputs.ProjectId), warnings), '')
  const apiUrl = check(() => validateApiUrl(read(Inputs.ApiUrl) || DEFAULT_API_URL), DEFAULT_API_URL)
  const loopback = isLoopbackHost(new URL(apiUrl).hostname)

  const rawPrompt = read(Inputs.Prompt)
  if (rawPrompt !== '' && rawPrompt.trim() === '') {
    errors.push(
      new InputError(Inputs.Prompt, 'is only whitespace. Give the instruction for the agent, or leave it out.')
    )
  }
  const prompt = rawPrompt.trim() || undefined
  const jobId = read(Inputs.JobId).trim() || undefined
  const mode: AgentMode = prompt ? (jobId ? 'message' : 'create') : jobId ? 'attach' : 'none'

  // Below one second only against a loopback api-url (the simulator), so tests and the demo run fast.
  const minPoll = loopback ? 10 : 1000
  const pollIntervalMs = check(() => durationInput(read, Inputs.PollInterval, '5s', minPoll, 10 * 60_000), 5000)
  const timeoutMs = check(() => durationInput(read, Inputs.Timeout, '30m', minPoll, 6 * 3_600_000), 30 * 60_000)
  const requestTimeoutMs = check(() => durationInput(read, Inputs.RequestTimeout, '30s', minPoll, 5 * 60_000), 30_000)
  const wait = check(() => booleanInput(read, Inputs.Wait, true), true)
  const failOnJobFailure = check(() => booleanInput(read, Inputs.FailOnJobFailure, true), true)

  const github = check(() => githubSettings(read), {} as GitHubSettings)

  if (mode === 'none' && !context.promptFromEvent && errors.length === 0) {
    errors.push(
      new InputError(
        Inputs.Prompt,
        "is empty and so is 'job-id': give a prompt to start a job, a prompt and job-id to send a follow-up, or job-id alone to wait for a running job."
      )
    )
  }
  if (errors.length > 0) throw errors.length === 1 ? errors[0] : new InputErrors(errors)
  return {
    apiKey,
    projectId,
    apiUrl,
    mode,
    prompt,
    jobId,
    wait,
    pollIntervalMs,
    timeoutMs,
    requestTimeoutMs,
    failOnJobFailure,
    github,
    warnings
  }
}

/** Masks the key in the log, also in the form it takes in the Authorization header. */
export function maskKey(apiKey: string): void {
  core.setSecret(apiKey)
  core.setSecret(`Bearer ${apiKey}`)
}

function validateApiKey(apiKey: string, warnings: string[]): void {
  if (!apiKey) {
    throw new InputError(Inputs.ApiKey, 'is required: pass an admin API key, e.g. ${{ secrets.MINTLIFY_API_KEY }}.')
  }
  for (const wrong of WRONG_KEY_KINDS) {
    if (apiKey.startsWith(wrong.prefix)) {
      throw new InputError(
        Inputs.ApiKey,
        `is ${wrong.kind}, which cannot call the agent or analytics API. Create an admin API key (mint_…) on the dashboard's API keys page.`
      )
    }
  }
  if (/\s/.test(apiKey)) throw new InputError(Inputs.ApiKey, 'contains white space; copy the key again, whole.')
  if (!apiKey.startsWith(ADMIN_KEY_PREFIX)) {
    warnings.push(
      `Input '${Inputs.ApiKey}' does not start with '${ADMIN_KEY_PREFIX}', the prefix of admin API keys; the service may refuse it.`
    )
  }
}

function validateProjectId(raw: string, warnings: string[]): string {
  const projectId = raw.trim()
  if (!projectId) {
    throw new InputError(Inputs.ProjectId, "is required: copy the project id from the dashboard's API keys page.")
  }
  if (/[\s\p{Cc}]/u.test(projectId)) {
    throw new InputError(
      Inputs.ProjectId,
      "contains white space or control characters; copy it again from the dashboard's API keys page."
    )
  }
  if (!/^[0-9a-f]{24}$/i.test(projectId)) {
    warnings.push(
      `Input '${Inputs.ProjectId}' is not a 24-character hex id as the dashboard shows it (it is not the docs subdomain).`
    )
  }
  return projectId
}

function validateApiUrl(raw: string): string {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw new InputError(Inputs.ApiUrl, `is not a URL; use ${DEFAULT_API_URL} or leave it out.`)
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new InputError(
      Inputs.ApiUrl,
      'must not carry credentials, a query or a fragment; give only scheme, host and path.'
    )
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new InputError(
      Inputs.ApiUrl,
      'must use https (plain http is allowed only for localhost/127.0.0.1 test servers).'
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError(Inputs.ApiUrl, `must be an https URL, e.g. ${DEFAULT_API_URL}.`)
  }
  return url.href.replace(/\/+$/, '')
}

function durationInput(read: InputReader, name: string, fallback: string, minMs: number, maxMs: number): number {
  const text = read(name).trim() || fallback
  const ms = parseDuration(text)
  if (ms === undefined) {
    throw new InputError(
      name,
      `'${text}' is not a duration; use seconds (5), or a number with a unit: 500ms, 5s, 1m, 1h.`
    )
  }
  if (ms < minMs || ms > maxMs) {
    throw new InputError(name, `${text} is out of range; use between ${describeMs(minMs)} and ${describeMs(maxMs)}.`)
  }
  return ms
}

function describeMs(ms: number): string {
  if (ms < 1000) return `${ms}ms`
  if (ms < 60_000) return `${ms / 1000}s`
  if (ms < 3_600_000) return `${ms / 60_000}m`
  return `${ms / 3_600_000}h`
}

function githubSettings(read: InputReader): GitHubSettings {
  const errors: InputError[] = []
  const collect = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn()
    } catch (error) {
      if (!(error instanceof InputError)) throw error
      errors.push(error)
      return fallback
    }
  }
  const token = read(Inputs.GithubToken).trim()
  if (token) core.setSecret(token)
  const comment = collect(() => booleanInput(read, Inputs.Comment, true), true)
  const issueText = read(Inputs.IssueNumber).trim().replace(/^#/, '')
  const issueNumber = collect(() => {
    if (issueText === '') return undefined
    if (!/^\d{1,9}$/.test(issueText) || Number(issueText) < 1) {
      throw new InputError(
        Inputs.IssueNumber,
        `'${issueText}' is not an issue or pull request number; use a number such as 42.`
      )
    }
    return Number(issueText)
  }, undefined)
  const triggerPhrase = read(Inputs.TriggerPhrase).trim() || '/docs'
  if (/\s/.test(triggerPhrase)) {
    errors.push(new InputError(Inputs.TriggerPhrase, 'must be one word without spaces, such as /docs.'))
  }
  const minText = read(Inputs.MinPermission).trim().toLowerCase() || 'write'
  const minPermission = PERMISSION_LEVELS.find(level => level === minText)
  if (!minPermission) {
    errors.push(
      new InputError(
        Inputs.MinPermission,
        `'${minText}' is not a permission level; use one of ${PERMISSION_LEVELS.join(', ')}.`
      )
    )
  }
  const allowedBots = read(Inputs.AllowedBots)
    .split(/[\s,]+/)
    .map(name => name.trim())
    .filter(Boolean)
  if (errors.length > 0) throw errors.length === 1 ? errors[0] : new InputErrors(errors)
  return { token, comment, issueNumber, triggerPhrase, minPermission: minPermission ?? 'write', allowedBots }
}

const TRUE = ['true', 'yes', 'on', '1']
const FALSE = ['false', 'no', 'off', '0']

function booleanInput(read: InputReader, name: string, fallback: boolean): boolean {
  const text = read(name).trim().toLowerCase()
  if (text === '') return fallback
  if (TRUE.includes(text)) return true
  if (FALSE.includes(text)) return false
  throw new InputError(name, `'${read(name).trim()}' is not a boolean; use true or false.`)
}
