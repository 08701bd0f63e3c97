import * as core from '@actions/core'
import { getVisitorSettings, type VisitorSettings } from '../visitors/settings.js'
import { ADMIN_KEY_PREFIX, DEFAULT_API_URL, Inputs, WRONG_KEY_KINDS } from './names.js'
import { InputError } from './errors.js'
import { addMask } from './log.js'
import { getGitHubSettings, type GitHubSettings } from '../github/settings.js'
import { booleanInput, durationInput, InputProblems, type InputReader } from './input-parsers.js'

export type { InputReader } from './input-parsers.js'
export type { GitHubSettings } from '../github/settings.js'

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
  visitors: VisitorSettings
  /** Things worth saying that do not stop the run (a key without the usual prefix, …). */
  warnings: string[]
}

export interface SettingsContext {
  /** The event can supply the prompt (issues, issue_comment, …): a missing prompt input is then no error. */
  promptFromEvent?: boolean
  /** The clock for the visitors' default date range. */
  now?: Date
}

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
  const problems = new InputProblems()
  const warnings: string[] = []

  const apiKey = read(Inputs.ApiKey).trim()
  if (apiKey) maskKey(apiKey)
  problems.check(() => validateApiKey(apiKey, warnings), undefined)
  const projectId = problems.check(() => validateProjectId(read(Inputs.ProjectId), warnings), '')
  const apiUrl = problems.check(() => validateApiUrl(read(Inputs.ApiUrl) || DEFAULT_API_URL), DEFAULT_API_URL)
  const loopback = isLoopbackHost(new URL(apiUrl).hostname)

  const rawPrompt = read(Inputs.Prompt)
  if (rawPrompt !== '' && rawPrompt.trim() === '') {
    problems.add(
      new InputError(Inputs.Prompt, 'is only whitespace. Give the instruction for the agent, or leave it out.')
    )
  }
  const prompt = rawPrompt.trim() || undefined
  const jobId = read(Inputs.JobId).trim() || undefined
  const mode: AgentMode = prompt ? (jobId ? 'message' : 'create') : jobId ? 'attach' : 'none'

  // Below one second only against a loopback api-url (the simulator), so tests and the demo run fast.
  const minMs = loopback ? 10 : 1000
  const duration = (name: string, fallback: string, max: number, fallbackMs: number): number =>
    problems.check(() => durationInput(read, name, fallback, minMs, max), fallbackMs)
  const pollIntervalMs = duration(Inputs.PollInterval, '5s', 10 * 60_000, 5000)
  const timeoutMs = duration(Inputs.Timeout, '30m', 6 * 3_600_000, 30 * 60_000)
  const requestTimeoutMs = duration(Inputs.RequestTimeout, '30s', 5 * 60_000, 30_000)
  const wait = problems.check(() => booleanInput(read, Inputs.Wait, true), true)
  const failOnJobFailure = problems.check(() => booleanInput(read, Inputs.FailOnJobFailure, true), true)
  const github = problems.check(() => getGitHubSettings(read), {} as GitHubSettings)
  const visitors = problems.check(() => getVisitorSettings(read, context.now ?? new Date()), {} as VisitorSettings)

  if (mode === 'none' && !context.promptFromEvent && !visitors.enabled && problems.empty) {
    const problem =
      "is empty and so is 'job-id': give a prompt to start a job, a prompt and job-id to send a follow-up, job-id alone to wait for a running job, or visitor-summary: true for a visitors report."
    problems.add(new InputError(Inputs.Prompt, problem))
  }
  problems.throwIfAny()
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
    visitors,
    warnings
  }
}

/** Masks the key in the log, also in the form it takes in the Authorization header. */
export function maskKey(apiKey: string): void {
  addMask(apiKey)
  addMask(`Bearer ${apiKey}`)
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
