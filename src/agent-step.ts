import { runAgentJob, type AgentRequest } from './agent-run.js'
import { getErrorMessage } from './errors.js'
import type { EventInfo } from './github/event.js'
import type { ThreadReporter } from './github/thread-reporter.js'
import { redact } from './http.js'
import type { Settings } from './inputs.js'
import { setJobOutputs } from './outputs.js'
import { reportAgentRun, setCommentOutputs } from './report.js'
import type { ServiceClient } from './service-client.js'

export interface StepContext {
  settings: Settings
  event: EventInfo
  client: ServiceClient
  signal: AbortSignal
  reporter?: ThreadReporter
  /** Epoch ms when the run stops waiting. */
  deadline: number
}

/** Runs the agent job with the thread kept up to date: 👀 and a working comment, then the final state. */
export async function agentStep(request: AgentRequest, context: StepContext): Promise<void> {
  const { settings, event, reporter } = context
  const eyes = reporter?.react('eyes')
  let jobId = 'jobId' in request ? request.jobId : undefined
  let working: Promise<unknown> | undefined
  try {
    const result = await runAgentJob({
      client: context.client,
      request,
      wait: settings.wait,
      pollIntervalMs: settings.pollIntervalMs,
      deadline: context.deadline,
      signal: context.signal,
      onStarted: job => {
        jobId = job.id
        setJobOutputs(job, false)
        working = reporter?.show({
          state: 'working',
          jobId,
          runId: event.runId,
          runUrl: event.runUrl,
          prompt: 'prompt' in request ? request.prompt : undefined,
          followUp: request.mode === 'message'
        })
      }
    })
    await Promise.all([eyes, working])
    const hiddenRemoved = 'hiddenRemoved' in request ? request.hiddenRemoved : undefined
    await reportAgentRun({ ...result, hiddenRemoved }, settings, event, reporter)
  } catch (error) {
    await Promise.all([eyes, working])
    const message = redact(getErrorMessage(error), settings.apiKey)
    await reporter?.show({ state: 'error', jobId, runId: event.runId, runUrl: event.runUrl, error: message })
    await reporter?.react('confused')
    setCommentOutputs(reporter)
    throw error
  }
}
