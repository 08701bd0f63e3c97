import { ServiceError } from './http.js'
import { info } from './log.js'
import type { AgentRunResult } from './outcome.js'
import type { AgentJob, ServiceClient } from './service-client.js'
import { waitForJob } from './wait.js'

/**
 * What to ask of the agent: a new job, a follow-up message to a job, or attaching to a job. `hiddenRemoved` counts the
 * characters a reader could not see that were taken out of the prompt (reported in the log and the job summary).
 */
export type AgentRequest =
  | { mode: 'create'; prompt: string; hiddenRemoved?: number }
  | { mode: 'message'; jobId: string; prompt: string; hiddenRemoved?: number }
  | { mode: 'attach'; jobId: string }

export interface AgentRunOptions {
  client: ServiceClient
  request: AgentRequest
  wait: boolean
  pollIntervalMs: number
  /** Epoch ms when the run gives up waiting. */
  deadline: number
  signal?: AbortSignal
  /** Called once the job is known, before the wait: publish its id at once so no later failure loses it. */
  onStarted?: (job: AgentJob) => void
}

/** Starts the job (create, follow-up message or attach), then waits for a final status unless told not to. */
export async function runAgentJob(options: AgentRunOptions): Promise<AgentRunResult> {
  const { client, request, deadline, signal } = options
  const started = Date.now()
  const job = await startJob(client, request, deadline)
  options.onStarted?.(job)
  const verb =
    request.mode === 'create' ? 'started' : request.mode === 'message' ? 'follow-up message sent' : 'attached'
  info(`Job ${job.id}: ${verb} (status ${job.status}).`)
  if (!options.wait) return { mode: request.mode, job, end: 'not-waited', elapsedMs: Date.now() - started }
  const waited = await waitForJob(client, job, {
    pollIntervalMs: options.pollIntervalMs,
    deadline,
    trustInitialStatus: request.mode !== 'message',
    signal,
    log: info
  })
  return { mode: request.mode, job: waited.job, end: waited.end, elapsedMs: Date.now() - started }
}

async function startJob(client: ServiceClient, request: AgentRequest, deadline: number): Promise<AgentJob> {
  try {
    switch (request.mode) {
      case 'create':
        return await client.createJob(request.prompt, deadline)
      case 'message':
        return await client.sendMessage(request.jobId, request.prompt, deadline)
      case 'attach':
        return await client.getJob(request.jobId, deadline)
    }
  } catch (error) {
    throw explainStartFailure(error, request)
  }
}

/** A POST that may have reached the service is never sent again; say what that means for the user. */
function explainStartFailure(error: unknown, request: AgentRequest): unknown {
  if (!(error instanceof ServiceError) || !error.mayHaveBeenProcessed || request.mode === 'attach') return error
  if (error.status !== undefined && error.status < 300) return error // a success whose body was unreadable says it all
  const advice =
    request.mode === 'create'
      ? 'The request may have reached the service, so it was not sent again (a second job would open a second pull request). A job may exist: look for it in the dashboard and re-run with job-id to wait for it.'
      : `The message may have reached job ${request.jobId}, so it was not sent again. Re-run with job-id: ${request.jobId} and no prompt to wait for the job.`
  return new ServiceError(`${error.message} ${advice}`, error.endpoint, error.kind, error.status, true)
}
