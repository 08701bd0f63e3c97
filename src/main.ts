import { agentStep, ReportedError } from './agent/step.js'
import { watchCancellation } from './action/cancellation.js'
import { Inputs, Outputs } from './action/names.js'
import { formatDuration } from './action/duration.js'
import { getErrorMessage, InputError } from './action/errors.js'
import { connectGitHub } from './github/connect.js'
import { readEvent } from './github/event.js'
import { describeRemoved } from './text/hidden.js'
import type { ThreadReporter } from './github/thread.js'
import type { HttpOptions } from './service/http.js'
import { getSettings, type Settings } from './action/settings.js'
import { fail, info, notice, warning } from './action/log.js'
import { setOutput } from './action/outputs.js'
import { planRun, type Plan } from './agent/decide.js'
import { createServiceClient } from './service/client.js'
import { visitorsStep } from './visitors/step.js'

/**
 * The story of a run: read the event and the settings, decide what to do, then drive the agent job (while the issue
 * shows where it stands) and the visitors report side by side. Every error ends as one failed line without the key.
 */
export async function run(): Promise<void> {
  const cancellation = watchCancellation()
  try {
    const event = readEvent()
    const settings = getSettings(undefined, { promptFromEvent: ['issues', 'issue_comment'].includes(event.name) })
    for (const line of settings.warnings) warning(line)
    const deadline = Date.now() + settings.timeoutMs

    const github = await connectGitHub(settings.github, event, {
      // One knob for "one request": GitHub answers in about a second, so the service's 30 s default is ample for it too.
      requestTimeoutMs: settings.requestTimeoutMs,
      deadline,
      cancelSignal: cancellation.signal,
      signal: cancellation.githubSignal
    })
    const plan = await planRun(settings, event, github)
    setOutput(Outputs.Skipped, String(plan.kind === 'skip'))
    if (plan.kind === 'skip') return await skip(plan, github?.reporter)
    if (plan.kind === 'no-agent' && !settings.visitors.enabled) {
      throw new InputError(
        Inputs.Prompt,
        "is empty and so is 'job-id': give a prompt to start a job, or job-id to wait for one."
      )
    }

    const client = createServiceClient(httpOptions(settings, cancellation.signal), settings.projectId, {
      warn: message => warning(message)
    })
    const context = {
      settings,
      event,
      client,
      signal: cancellation.signal,
      reporter: github?.reporter,
      deadline
    }
    const steps: Promise<void>[] = []
    if (plan.kind === 'agent') {
      info(`Docs agent: ${plan.why}.`)
      const hiddenRemoved = 'hiddenRemoved' in plan.request ? plan.request.hiddenRemoved : 0
      if (hiddenRemoved) info(describeRemoved(hiddenRemoved))
      steps.push(agentStep(plan.request, context))
    }
    if (settings.visitors.enabled) steps.push(visitorsStep(context))
    const failures = (await Promise.allSettled(steps))
      .flatMap(r => (r.status === 'rejected' ? [r.reason as unknown] : []))
      .filter(reason => !(reason instanceof ReportedError))
    if (failures.length > 0) throw new Error(failures.map(getErrorMessage).join('\n'))
  } catch (error) {
    fail(getErrorMessage(error))
  } finally {
    cancellation.dispose()
  }
}

async function skip(plan: Extract<Plan, { kind: 'skip' }>, reporter?: ThreadReporter): Promise<void> {
  info(plan.reason)
  if (plan.reply) {
    notice(plan.reason, 'Docs agent not run')
    await reporter?.post(`🚫 ${plan.reply.replace(/[<>]/g, '')} The docs agent was not run.`)
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
