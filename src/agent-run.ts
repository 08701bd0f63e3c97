import * as core from '@actions/core'
import { ServiceError } from './http.js'
import type { Settings } from './inputs.js'
import { info } from './log.js'
import type { AgentRunResult } from './outcome.js'
import { setJobOutputs } from './outputs.js'
import type { AgentJob, ServiceClient } from './service-client.js'
import { waitForJob } from './wait.js'

export interface AgentRunContext {
  client: ServiceClient
  settings: Settings & { mode: Exclude<Settings['mode'], 'none'> }
  /** Epoch ms when the run gives up waiting. */
  deadline: number
  signal?: AbortSignal
}

/** Starts the job (create, follow-up message or attach), publishes its id at once, then waits unless told not to. */
export async function runAgentJob({ client, settings, deadline, signal }: AgentRunContext): Promise<AgentRunResult> {
  const started = Date.now()
  const job = await startJob(client, settings, deadline)
  setJobOutputs(job, false)
  info(`Job ${job.id}: ${describeStart(settings.mode)} (status ${job.status}).`)
  if (!settings.wait) return { mode: settings.mode, job, end: 'not-waited', elapsedMs: Date.now() - started }
  const waited = await waitForJob(client, job, {
    pollIntervalMs: settings.pollIntervalMs,
    deadline,
    trustInitialStatus: settings.mode !== 'message',
    signal,
    log: info
  })
  return { mode: settings.mode, job: waited.job, end: waited.end, elapsedMs: Date.now() - started }
}

function describeStart(mode: AgentRunContext['settings']['mode']): string {
  return mode === 'create' ? 'started' : mode === 'message' ? 'follow-up message sent' : 'attached'
}

async function startJob(
  client: ServiceClient,
  settings: AgentRunContext['settings'],
  deadline: number
): Promise<AgentJob> {
  try {
    switch (settings.mode) {
      case 'create':
        return await client.createJob(settings.prompt ?? '', deadline)
      case 'message':
        return await client.sendMessage(settings.jobId ?? '', settings.prompt ?? '', deadline)
      case 'attach':
        return await client.getJob(settings.jobId ?? '', deadline)
    }
  } catch (error) {
    throw explainStartFailure(error, settings)
  }
}

/** A POST that may have reached the service is never sent again; say what that means for the user. */
function explainStartFailure(error: unknown, settings: AgentRunContext['settings']): unknown {
  if (!(error instanceof ServiceError) || !error.mayHaveBeenProcessed || settings.mode === 'attach') return error
  const advice =
    settings.mode === 'create'
      ? 'The request may have reached the service, so it was not sent again (a second job would open a second pull request). A job may exist: look for it in the dashboard and re-run with job-id to wait for it.'
      : `The message may have reached job ${settings.jobId}, so it was not sent again. Re-run with job-id: ${settings.jobId} and no prompt to wait for the job.`
  core.debug(`start failed after the request may have been processed: ${error.kind}`)
  return new ServiceError(`${error.message} ${advice}`, error.endpoint, error.kind, error.status, true)
}
