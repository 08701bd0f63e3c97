/**
 * What every action's run that sends a request shares: the settings read first and logged once at debug level, the
 * cancel watch, the service client and GitHub's limits built from the shared settings, the agent step's line, and the
 * one place a run fails. Each action's story is in its wing (agent/story.ts, sweep/story.ts, report/story.ts); only
 * this file ends the step. CONTRIBUTING.md, "Where things live", has the map.
 */
import { watchCancellation, type Cancellation } from '../action/cancellation.js'
import { formatDuration } from '../action/duration.js'
import { getErrorMessage } from '../action/errors.js'
import { fail, info, notice, warning } from '../action/log.js'
import { debugSettings, type RunSettings } from '../action/settings.js'
import type { AgentStepEnd } from './agent-step.js'
import type { GitHubLimits } from '../github/request-guard.js'
import { createServiceClient, type ServiceClient } from '../service/client.js'
import type { HttpOptions } from '../service/http.js'

/** What a story is given: the run's cancel, its deadline, and the service and GitHub bounded by both. */
export interface RunFrame {
  /** The service's signal: aborted at the first cancel. */
  signal: AbortSignal
  /** Epoch ms when the run stops waiting. */
  deadline: number
  limits: GitHubLimits
  /** A service client; `extra` changes its transport (a section's allowance, no 429 retry). */
  clientWith: (extra?: Partial<HttpOptions>) => ServiceClient
  /** The service transport's settings without a key or base URL, for a client of another of its APIs (discovery.ts). */
  http: Omit<HttpOptions, 'apiKey' | 'baseUrl'>
}

/**
 * Runs one action's story: its settings first (a bad input fails before any request), their warnings, then the story
 * in the frame. Every error ends as one failed line without the key; each failure is written once, here.
 */
export async function runStory<S extends RunSettings>(
  readSettings: () => S,
  story: (settings: S, frame: RunFrame) => Promise<void>
): Promise<void> {
  const cancellation = watchCancellation()
  try {
    const settings = readSettings()
    debugSettings(settings)
    for (const line of settings.warnings) warning(line)
    await story(settings, frameOf(settings, cancellation))
  } catch (error) {
    fail(getErrorMessage(error))
  } finally {
    cancellation.dispose()
  }
}

function frameOf(settings: RunSettings, cancellation: Cancellation): RunFrame {
  const deadline = Date.now() + settings.timeoutMs
  const limits: GitHubLimits = {
    // One knob for "one request": GitHub answers in about a second, so the service's 30 s default is ample for it too.
    requestTimeoutMs: settings.requestTimeoutMs,
    deadline,
    cancelSignal: cancellation.signal,
    signal: cancellation.githubSignal
  }
  const { apiKey: _key, baseUrl: _url, ...http } = httpOptions(settings, cancellation.signal)
  const clientWith = (extra: Partial<HttpOptions> = {}): ServiceClient =>
    createServiceClient({ ...httpOptions(settings, cancellation.signal), ...extra }, settings.projectId, {
      warn: message => warning(message)
    })
  return { signal: cancellation.signal, deadline, limits, clientWith, http }
}

/** Writes how the agent step ended as the step's line (a failure fails the step), then lets it tell the thread. */
export async function endStep(end: AgentStepEnd): Promise<void> {
  switch (end.level) {
    case 'success':
      info(end.message)
      break
    case 'notice':
      notice(end.message, end.title)
      break
    case 'warning':
      warning(end.message, end.title)
      break
    case 'failure':
      fail(end.message)
  }
  await end.thread()
}

function httpOptions(settings: RunSettings, signal: AbortSignal): HttpOptions {
  return {
    baseUrl: settings.apiUrl,
    apiKey: settings.apiKey,
    requestTimeoutMs: settings.requestTimeoutMs,
    signal,
    onRetry: retry =>
      info(
        // The reason is the error's own line, which already names the endpoint.
        `${retry.reason} Retrying in ${formatDuration(retry.delayMs)} (attempt ${retry.attempt + 1} of ${retry.maxAttempts}).`
      )
  }
}
