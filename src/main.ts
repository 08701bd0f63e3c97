import * as core from '@actions/core'
import { runAgentJob } from './agent-run.js'
import { watchCancellation } from './cancellation.js'
import { getErrorMessage } from './errors.js'
import { getSettings, type Settings } from './inputs.js'
import { redact, type HttpOptions } from './http.js'
import { info } from './log.js'
import { reportAgentRun } from './report.js'
import { createServiceClient } from './service-client.js'
import { formatDuration } from './duration.js'

/** The story of a run: read the settings, drive the agent job, report it. Every error ends as one failed line. */
export async function run(): Promise<void> {
  const cancellation = watchCancellation()
  let apiKey = ''
  try {
    const settings = getSettings()
    apiKey = settings.apiKey
    for (const warning of settings.warnings) core.warning(warning)

    const deadline = Date.now() + settings.timeoutMs
    const client = createServiceClient(httpOptions(settings, cancellation.signal), settings.projectId)
    if (settings.mode !== 'none') {
      const result = await runAgentJob({
        client,
        settings: { ...settings, mode: settings.mode },
        deadline,
        signal: cancellation.signal
      })
      await reportAgentRun(result, settings)
    }
  } catch (error) {
    core.setFailed(redact(getErrorMessage(error), apiKey))
  } finally {
    cancellation.dispose()
  }
}

function httpOptions(settings: Settings, signal: AbortSignal): HttpOptions {
  return {
    baseUrl: settings.apiUrl,
    apiKey: settings.apiKey,
    requestTimeoutMs: settings.requestTimeoutMs,
    signal,
    onRetry: retry =>
      info(
        `${retry.endpoint}: ${retry.reason} Retrying in ${formatDuration(retry.delayMs)} (attempt ${retry.attempt + 1} of ${retry.maxAttempts}).`
      )
  }
}
