import * as core from '@actions/core'
import { runAgentJob, type AgentRequest } from './agent-run.js'
import { watchCancellation } from './cancellation.js'
import { Inputs, Outputs } from './constants.js'
import { formatDuration } from './duration.js'
import { getErrorMessage, InputError } from './errors.js'
import { connectGitHub } from './github/connect.js'
import { readEvent, type EventInfo } from './github/event.js'
import type { ThreadReporter } from './github/thread-reporter.js'
import { redact, type HttpOptions } from './http.js'
import { getSettings, type Settings } from './inputs.js'
import { info } from './log.js'
import { setJobOutputs } from './outputs.js'
import { planRun, type Plan } from './plan.js'
import { reportAgentRun, setCommentOutputs } from './report.js'
import { createServiceClient } from './service-client.js'

/**
 * The story of a run: read the event and the settings, decide what to do, drive the agent job while the issue shows
 * where it stands, report. Every error ends as one failed line; the key never appears in it.
 */
export async function run(): Promise<void> {
  const cancellation = watchCancellation()
  let apiKey = ''
  try {
    const event = readEvent()
    const settings = getSettings(undefined, { promptFromEvent: ['issues', 'issue_comment'].includes(event.name) })
    apiKey = settings.apiKey
    for (const warning of settings.warnings) core.warning(warning)

    const github = await connectGitHub(settings.github, event)
    const plan = await planRun(settings, event, github)
    core.setOutput(Outputs.Skipped, String(plan.kind === 'skip'))
    if (plan.kind === 'skip') return await skip(plan, github?.reporter)
    if (plan.kind === 'no-agent') {
      throw new InputError(
        Inputs.Prompt,
        "is empty and so is 'job-id': give a prompt to start a job, or job-id to wait for one."
      )
    }
    info(`Docs agent: ${plan.why}.`)
    const client = createServiceClient(httpOptions(settings, cancellation.signal), settings.projectId)
    await agentStep(plan.request, settings, event, {
      client,
      signal: cancellation.signal,
      reporter: github?.reporter,
      apiKey
    })
  } catch (error) {
    core.setFailed(redact(getErrorMessage(error), apiKey))
  } finally {
    cancellation.dispose()
  }
}

interface StepDeps {
  client: ReturnType<typeof createServiceClient>
  signal: AbortSignal
  reporter?: ThreadReporter
  apiKey: string
}

/** Runs the agent job with the thread kept up to date: 👀 and a working comment, then the final state. */
async function agentStep(request: AgentRequest, settings: Settings, event: EventInfo, deps: StepDeps): Promise<void> {
  const { reporter } = deps
  const eyes = reporter?.react('eyes')
  let jobId = 'jobId' in request ? request.jobId : undefined
  let working: Promise<unknown> | undefined
  try {
    const result = await runAgentJob({
      client: deps.client,
      request,
      wait: settings.wait,
      pollIntervalMs: settings.pollIntervalMs,
      deadline: Date.now() + settings.timeoutMs,
      signal: deps.signal,
      onStarted: job => {
        jobId = job.id
        setJobOutputs(job, false)
        const prompt = 'prompt' in request ? request.prompt : undefined
        working = reporter?.show({
          state: 'working',
          jobId,
          runId: event.runId,
          runUrl: event.runUrl,
          prompt,
          followUp: request.mode === 'message'
        })
      }
    })
    await Promise.all([eyes, working])
    await reportAgentRun(result, settings, event, reporter)
  } catch (error) {
    await Promise.all([eyes, working])
    const message = redact(getErrorMessage(error), deps.apiKey)
    await reporter?.show({ state: 'error', jobId, runId: event.runId, runUrl: event.runUrl, error: message })
    await reporter?.react('confused')
    setCommentOutputs(reporter)
    throw error
  }
}

async function skip(plan: Extract<Plan, { kind: 'skip' }>, reporter?: ThreadReporter): Promise<void> {
  info(plan.reason)
  if (plan.reply) {
    core.notice(plan.reason, { title: 'Docs agent not run' })
    await reporter?.reply(`🚫 ${plan.reply.replace(/[<>]/g, '')} The docs agent was not run.`)
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
