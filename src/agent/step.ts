import { JobMayExistError, runAgentJob, type AgentRequest } from './job.js'
import { getErrorMessage } from '../action/errors.js'
import type { EventInfo } from '../github/event.js'
import { claimThread } from '../github/thread-claim.js'
import type { ThreadReporter } from '../github/thread.js'
import type { Settings } from '../action/settings.js'
import type { AgentRunResult } from './outcome.js'
import { fail } from '../action/log.js'
import { setJobOutputs } from '../action/outputs.js'
import { reportAgentRun, reportToThread, setCommentOutputs } from './publish.js'
import type { ServiceClient } from '../service/client.js'

export interface StepContext {
  settings: Settings
  event: EventInfo
  client: ServiceClient
  signal: AbortSignal
  reporter?: ThreadReporter
  /** Epoch ms when the run stops waiting. */
  deadline: number
}

/** A failure already printed as the step's error line, before the thread was told: not to be printed again. */
export class ReportedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ReportedError'
  }
}

/**
 * Runs the agent job with the thread kept up to date: 👀 and a working comment, then the final state. The result goes
 * to the outputs, the summary and the step's result line before the thread is told, so GitHub can delay only itself.
 */
export async function agentStep(request: AgentRequest, context: StepContext): Promise<void> {
  const { settings, event, reporter } = context
  const eyes = reporter?.react('eyes')
  let jobId = 'jobId' in request ? request.jobId : undefined
  let reached = false
  let working: Promise<unknown> | undefined
  let result: AgentRunResult
  const view = (id?: string, started: AgentRequest = request) => ({
    state: 'working' as const,
    jobId: id,
    runId: event.runId,
    runUrl: event.runUrl,
    prompt: 'prompt' in started ? started.prompt : undefined,
    followUp: started.mode === 'message'
  })
  try {
    result = await runAgentJob({
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
  } catch (error) {
    const message = getErrorMessage(error)
    fail(message)
    setCommentOutputs(reporter)
    // The thread's updates come one after another: the error state must not be overtaken by the working comment.
    await Promise.all([eyes, working])
    if (error instanceof JobMayExistError) [reached, jobId] = [true, error.jobId]
    const { runId, runUrl } = event
    await reporter?.show({ state: 'error', jobId, runId, runUrl, error: message, reached })
    await reporter?.react('confused')
    setCommentOutputs(reporter)
    throw new ReportedError(message)
  }
  const hiddenRemoved = 'hiddenRemoved' in request ? request.hiddenRemoved : undefined
  result = { ...result, hiddenRemoved }
  const outcome = await reportAgentRun(result, settings, reporter)
  await Promise.all([eyes, working])
  if (reporter) await reportToThread(result, outcome, event, reporter)
}
