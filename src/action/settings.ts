import * as core from '@actions/core'
import { InputError } from './errors.js'
import { addMask, debug } from './log.js'
import {
  bareSecondsWarning,
  checkCredential,
  durationInput,
  type DurationFloor,
  type InputProblems,
  type InputReader
} from './input-parsers.js'
import { Inputs } from './names.js'

export type { InputReader } from './input-parsers.js'

export const DEFAULT_API_URL = 'https://api.mintlify.com'
export const ADMIN_KEY_PREFIX = 'mint_'
/** Key kinds that start with the admin prefix but cannot call the admin API (the published API keys documentation). */
export const WRONG_KEY_KINDS = [
  { prefix: 'mint_dsc_', kind: 'an assistant key (mint_dsc_…)' },
  { prefix: 'mint_us_', kind: 'an index key (mint_us_…)' }
] as const

/**
 * The settings every part of a run shares: the service's key, project and URL, and the run's time bounds. Each
 * feature and adapter reads its own inputs (step/settings.ts, github/settings.ts, report/settings.ts); agent/settings.ts
 * puts them together for each action, so nothing after its reader returns reads an input.
 */
export interface RunSettings {
  apiKey: string
  projectId: string
  /** Base URL without a trailing slash. */
  apiUrl: string
  timeoutMs: number
  requestTimeoutMs: number
  /** The shortest duration an input may give: below one second only against a loopback api-url (the simulator). */
  durationFloor: DurationFloor
  /** Things worth saying that do not stop the run (a key without the usual prefix, …). */
  warnings: string[]
}

/** Reads an input from the runner (`INPUT_<NAME>`). */
export const readActionInput: InputReader = name => core.getInput(name)

/** Loopback hosts, the only ones allowed over plain http (the tests' simulator). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
}

// Durations from 1s: the service documents no limit on GET job, and 1s (poll-interval) is its documented floor; 10ms only on loopback (tests, demo).
const SERVICE_FLOOR: DurationFloor = {
  ms: 1000,
  note: 'below 1s only against a loopback api-url, such as the simulator'
}
const LOOPBACK_FLOOR: DurationFloor = {
  ms: 10,
  note: 'below 1s because api-url is a loopback address; 1s against the service'
}

/** Reads the shared inputs into `problems`, so a user fixes every bad input in one go. */
export function readRunSettings(read: InputReader, problems: InputProblems): RunSettings {
  const warnings: string[] = []
  const apiKey = read(Inputs.ApiKey).trim()
  if (apiKey) maskKey(apiKey)
  problems.check(() => validateApiKey(apiKey, warnings), undefined)
  const projectId = problems.check(() => validateProjectId(read(Inputs.ProjectId), warnings), '')
  const apiUrl = problems.check(() => validateApiUrl(read(Inputs.ApiUrl) || DEFAULT_API_URL), DEFAULT_API_URL)
  const durationFloor = isLoopbackHost(new URL(apiUrl).hostname) ? LOOPBACK_FLOOR : SERVICE_FLOOR
  const duration = (name: string, fallback: string, max: number, fallbackMs: number): number =>
    problems.check(() => durationInput(read, name, fallback, durationFloor, max), fallbackMs)
  const timeoutMs = duration(Inputs.Timeout, '30m', 6 * 3_600_000, 30 * 60_000)
  const bareTimeout = bareSecondsWarning(read, Inputs.Timeout)
  if (bareTimeout) warnings.push(bareTimeout)
  const requestTimeoutMs = duration(Inputs.RequestTimeout, '30s', 5 * 60_000, 30_000)
  return { apiKey, projectId, apiUrl, timeoutMs, requestTimeoutMs, durationFloor, warnings }
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
  checkCredential(Inputs.ApiKey, apiKey)
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

/** Fields that hold a secret: written as `***` when set (`assistantKey`: the site's, for the fix check). */
const SECRET_FIELDS = new Set(['apiKey', 'assistantKey', 'token'])

/**
 * The settings as parsed, once, at debug level (a re-run with debug logging shows them): the key and every token
 * written as `***`, the warnings left out (each was its own line), sets and maps as lists.
 */
export function debugSettings(settings: object): void {
  const shown = JSON.stringify(settings, (field: string, value: unknown) => {
    if (SECRET_FIELDS.has(field)) return value === '' ? '' : '***'
    if (field === 'warnings') return undefined
    if (value instanceof Set || value instanceof Map) return [...value]
    if (value instanceof RegExp) return String(value)
    return value
  })
  debug(`Settings: ${shown}`)
}
