import { CancelledError } from '../action/errors.js'
import { ServiceError } from '../service/http.js'
import { info } from '../action/log.js'
import { resumeHint, type AgentRunResult, type Rerun } from './outcome.js'
import { isFinal, type AgentJob, type ServiceClient } from '../service/client.js'
import { waitForJob } from './wait.js'

/**
 * What to ask of the agent: a new job, a follow-up message to a job, or attaching to a job. `hiddenRemoved` counts the
 * characters a reader could not see that were taken out of the prompt (reported in the log and the job summary).
 * `gapKeys`: the report gaps the prompt carries, which the thread's marker keeps with the job (never resent while open).
 */
export type AgentRequest =
  | { mode: 'create'; prompt: string; hiddenRemoved?: number; gapKeys?: string[]; about?: string }
  | { mode: 'message'; jobId: string; prompt: string; hiddenRemoved?: number; gapKeys?: string[]; about?: string }
  | { mode: 'attach'; jobId: string }

/** What a prompt carries to the job: its text, and what the status comment shows of where it came from. */
export type Sent = Omit<Extract<AgentRequest, { mode: 'create' }>, 'mode'>

/**
 * The one place a prompt becomes a request: a follow-up to `jobId` when there is one (the thread's job, job-id, or
 * the job still open on the report's tracking issue), else a new job. The events' prompts and fix-gaps both come here.
 */
export function promptRequest(sent: Sent, jobId?: string): AgentRequest {
  return jobId ? { mode: 'message', jobId, ...sent } : { mode: 'create', ...sent }
}

export interface AgentRunOptions {
  client: ServiceClient
  request: AgentRequest
  wait: boolean
  pollIntervalMs: number
  /** Epoch ms when the run gives up waiting. */
  deadline: number
  signal?: AbortSignal
  /**
   * Before a create: claims the thread for this run. Returns the job a concurrent run is starting on the same thread,
   * to send the prompt to as a follow-up instead of starting a second job.
   */
  claim?: () => Promise<string | undefined>
  /** Whether something a re-run of this run reads (the thread's marker) remembers the job: decides the advice. */
  remembered?: () => boolean
  /** Called once the job is known, before the wait: publish its id at once so no later failure loses it. */
  onStarted?: (job: AgentJob, request: AgentRequest) => void
}

/** A start request failed, yet it may have reached the service (or surely did: a 2xx whose body was unreadable). */
export class JobMayExistError extends Error {
  constructor(
    message: string,
    /** The job the request was about, when known (a follow-up's job). */
    readonly jobId?: string
  ) {
    super(message)
    this.name = 'JobMayExistError'
  }
}

/** Starts the job (create, follow-up message or attach), then waits for a final status unless told not to. */
export async function runAgentJob(options: AgentRunOptions): Promise<AgentRunResult> {
  const { client, deadline, signal } = options
  const started = Date.now()
  const request = await joinOrCreate(options)
  const rerun = (): Rerun => rerunEffect(request, options.remembered?.() ?? false)
  const job = await startJob(client, request, deadline, rerun)
  options.onStarted?.(job, request)
  const verb =
    request.mode === 'create' ? 'started' : request.mode === 'message' ? 'follow-up message sent' : 'attached'
  info(`Job ${job.id}: ${verb} (status ${job.status}).`)
  const result = { mode: request.mode, job, elapsedMs: 0, rerun: rerun() }
  // Not waiting, a job found already ended (attached to; a follow-up's answer may still show its last run) is final.
  const ended = request.mode !== 'message' && isFinal(job.status)
  if (!options.wait) return { ...result, end: ended ? 'final' : 'not-waited', elapsedMs: Date.now() - started }
  const waited = await waitForJob(client, job, {
    pollIntervalMs: options.pollIntervalMs,
    deadline,
    trustInitialStatus: request.mode !== 'message',
    signal,
    log: info
  }).catch((error: unknown) => {
    throw explainWaitFailure(error, job.id, rerun())
  })
  return { ...result, job: waited.job, end: waited.end, elapsedMs: Date.now() - started, rerun: rerun() }
}

/** A create on a thread another run is starting a job on becomes a follow-up to that job. */
async function joinOrCreate(options: AgentRunOptions): Promise<AgentRequest> {
  const { request } = options
  if (request.mode !== 'create' || !options.claim) return request
  const jobId = await options.claim()
  if (jobId === undefined) return request
  info(`Another run on this thread started job ${jobId} at the same time: this prompt goes to it as a follow-up.`)
  const { prompt, gapKeys } = request
  return { mode: 'message', jobId, prompt, ...(gapKeys ? { gapKeys } : {}) }
}

/** What re-running this run would do: only attach where the request is an attach or the thread remembers the run. */
export function rerunEffect(request: AgentRequest, remembered: boolean): Rerun {
  if (request.mode === 'attach' || remembered) return 'attaches'
  return request.mode === 'create' ? 'starts-second-job' : 'resends-message'
}

async function startJob(
  client: ServiceClient,
  request: AgentRequest,
  deadline: number,
  rerun: () => Rerun
): Promise<AgentJob> {
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
    throw explainStartFailure(error, request, rerun())
  }
}

/**
 * A poll that failed for good (its retry budget spent, a refusal, an answer it could not read) leaves a job that may
 * still be running: the error names it and how to pick it up. A job the service says is gone (404) is not running.
 */
export function explainWaitFailure(error: unknown, jobId: string, rerun: Rerun): unknown {
  if (!(error instanceof ServiceError) || error.missing === 'job') return error
  return new Error(`${error.message} Job ${jobId} may still be running on the service. ${resumeHint(jobId, rerun)}`)
}

/** How far a failed POST got: processed but unreadable, maybe processed, cut off by a cancel; undefined: not sent. */
function reach(error: unknown): 'unread' | 'maybe' | 'cancelled' | undefined {
  if (error instanceof CancelledError) return error.inFlight ? 'cancelled' : undefined
  if (!(error instanceof ServiceError)) return undefined
  if (error.kind === 'malformed' || error.kind === 'unreadable') return 'unread'
  return error.mayHaveBeenProcessed ? 'maybe' : undefined
}

/** A POST that may have reached the service is never sent again; say so, and how to pick the job up, in one line. */
export function explainStartFailure(error: unknown, request: AgentRequest, rerun: Rerun): unknown {
  const how = reach(error)
  if (request.mode === 'attach') return error
  if (error instanceof CancelledError && how === undefined) {
    // Cancelled before the request left: say that nothing was started, not a bare "cancelled".
    const what = request.mode === 'create' ? 'no job was started' : `job ${request.jobId} was not sent the message`
    return new CancelledError(false, `The run was cancelled before the request was sent: ${what}.`)
  }
  if (how === undefined) return error
  // The HTTP layer already said that the request was processed and its answer unreadable: only the hint is missing.
  if (error instanceof ServiceError && error.kind === 'unreadable') {
    const jobId = request.mode === 'message' ? request.jobId : undefined
    return new JobMayExistError(`${error.message} ${resumeHint(jobId, rerun)}`, jobId)
  }
  const said = error instanceof ServiceError ? `${error.message} ` : ''
  if (request.mode === 'create') {
    const hint = resumeHint(undefined, rerun)
    const text = {
      unread: `${said}The service accepted the request, so the job was created, but its id could not be read. ${hint}`,
      cancelled: `Cancelled while the create request was in flight: it may have reached the service, so a job may exist. ${hint}`,
      maybe: `${said}The request may have reached the service, so it was not sent again (a second job would open a second pull request). A job may exist. ${hint}`
    }[how]
    return new JobMayExistError(text)
  }
  const { jobId } = request
  const hint = resumeHint(jobId, rerun)
  const text = {
    unread: `${said}The service accepted the message to job ${jobId}, but its answer could not be read. ${hint}`,
    cancelled: `Cancelled while the message to job ${jobId} was in flight: it may have reached the job. ${hint}`,
    maybe: `${said}The message may have reached job ${jobId}, so it was not sent again. ${hint}`
  }[how]
  return new JobMayExistError(text, jobId)
}
