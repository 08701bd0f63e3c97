import { JobMayExistError, runAgentJob, type AgentRequest } from './agent-run.js'
import { getErrorMessage } from './errors.js'
import type { EventInfo } from './github/event.js'
import { claimThread } from './github/thread-claim.js'
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
  let reached = false
  let working: Promise<unknown> | undefined
  const view = (id?: string, started: AgentRequest = request) => ({
    state: 'working' as const,
    jobId: id,
    runId: event.runId,
    runUrl: event.runUrl,
    prompt: 'prompt' in started ? started.prompt : undefined,
    followUp: started.mode === 'message'
  })
  try {
    const result = await runAgentJob({
      client: context.client,
      request,
      wait: settings.wait,
      pollIntervalMs: settings.pollIntervalMs,
      deadline: context.deadline,
      signal: context.signal,
      claim: reporter && request.mode === 'create' ? () => claimThread(reporter, view(), context) : undefined,
      remembered: () => !settings.jobId && reporter?.ref !== undefined,
      onStarted: (job, started) => {
        jobId = job.id
        reached = true
        setJobOutputs(job, false)
        working = reporter?.show(view(job.id, started))
      }
    })
    await Promise.all([eyes, working])
    await reportAgentRun(result, settings, event, reporter)
  } catch (error) {
    await Promise.all([eyes, working])
    const message = redact(getErrorMessage(error), settings.apiKey)
    if (error instanceof JobMayExistError) [reached, jobId] = [true, error.jobId]
    const { runId, runUrl } = event
    await reporter?.show({ state: 'error', jobId, runId, runUrl, error: message, reached })
    await reporter?.react('confused')
    setCommentOutputs(reporter)
    throw error
  }
}
