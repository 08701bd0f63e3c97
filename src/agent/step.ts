import { getErrorMessage } from '../action/errors.js'
import type { RunSettings } from '../action/settings.js'
import type { EventInfo } from '../github/event.js'
import { claimThread } from '../github/thread/claim.js'
import type { IssueThread } from '../github/thread/issue-thread.js'
import type { ServiceClient } from '../service/client.js'
import { JobMayExistError, runAgentJob, type AgentRequest } from './job.js'
import type { AgentRunResult, OutcomeLevel } from './outcome.js'
import { handToSweep, publishRun, setCommentOutputs, setJobOutputs, tellThread } from './publish.js'
import type { PromptSettings, WaitSettings } from './settings.js'
import { statusWrite, type StatusView } from './status-body.js'
import type { CommentRef } from '../github/thread/status-comment.js'

/** What the agent step needs of the run (run/agent.ts and run/report.ts give it). */
export interface AgentStepContext {
  settings: WaitSettings & Pick<PromptSettings, 'jobId'> & Pick<RunSettings, 'timeoutMs'>
  event: EventInfo
  client: ServiceClient
  signal: AbortSignal
  issueThread?: IssueThread
  /** Epoch ms when the run stops waiting. */
  deadline: number
}

/**
 * How the agent step ends: the step's line, which run/frame.ts writes, and the thread's update, which it starts only after
 * writing it, so GitHub can delay only itself.
 */
export interface AgentStepEnd {
  level: OutcomeLevel
  message: string
  title?: string
  thread: () => Promise<void>
}

/**
 * Runs the agent job with the thread kept up to date: 👀 and a working comment, then the final state. The result goes
 * to the outputs and the summary here; the step's line and then the thread's final state come after, from run/frame.ts.
 */
export async function agentStep(request: AgentRequest, context: AgentStepContext): Promise<AgentStepEnd> {
  const { settings, event, issueThread } = context
  const eyes = issueThread?.react('eyes')
  let jobId = 'jobId' in request ? request.jobId : undefined
  let reached = false
  let working: Promise<unknown> | undefined
  let result: AgentRunResult
  const gapKeys = 'gapKeys' in request ? request.gapKeys : undefined
  const about = 'about' in request ? request.about : undefined
  // The short run: not waiting, on a thread, with a sweep to finish the comment (the sweep-interval input says so).
  const handOver =
    !settings.wait && settings.sweepIntervalMs !== undefined && issueThread ? settings.sweepIntervalMs : undefined
  const view = (id?: string, started: AgentRequest = request): StatusView => ({
    state: 'working' as const,
    jobId: id,
    runId: event.runId,
    runUrl: event.runUrl,
    prompt: 'prompt' in started ? started.prompt : undefined,
    followUp: started.mode === 'message',
    gapKeys,
    about,
    ...(handOver !== undefined && id !== undefined && issueThread
      ? { sweep: { kind: 'handed' as const, target: issueThread.target, intervalMs: handOver } }
      : {})
  })
  try {
    result = await runAgentJob({
      client: context.client,
      request,
      wait: settings.wait,
      pollIntervalMs: settings.pollIntervalMs,
      deadline: context.deadline,
      signal: context.signal,
      claim:
        issueThread && request.mode === 'create'
          ? () => claimThread(issueThread, statusWrite(view()), context)
          : undefined,
      remembered: () => !settings.jobId && issueThread?.ref !== undefined,
      onStarted: (job, started) => {
        jobId = job.id
        reached = true
        setJobOutputs(job, false)
        working = issueThread && show(issueThread, view(job.id, started), handOver !== undefined)
      }
    })
  } catch (error) {
    const message = getErrorMessage(error)
    setCommentOutputs(issueThread)
    const thread = async (): Promise<void> => {
      // The thread's updates come one after another: the error state must not be overtaken by the working comment.
      await Promise.all([eyes, working])
      if (error instanceof JobMayExistError) [reached, jobId] = [true, error.jobId]
      const { runId, runUrl } = event
      const view: StatusView = { state: 'error', jobId, runId, runUrl, error: message, reached, gapKeys, about }
      await issueThread?.show(statusWrite(view))
      await issueThread?.react('confused')
      setCommentOutputs(issueThread)
    }
    return { level: 'failure', message, thread }
  }
  const hiddenRemoved = 'hiddenRemoved' in request ? request.hiddenRemoved : undefined
  const handed = handOver !== undefined && result.end === 'not-waited'
  result = { ...result, hiddenRemoved, ...(handed ? { sweep: { intervalMs: handOver } } : {}) }
  const outcome = await publishRun(result, settings, issueThread)
  const thread = async (): Promise<void> => {
    const [, written] = await Promise.all([eyes, working])
    if (!issueThread) return
    if (handed) return handToSweep(issueThread, written !== undefined)
    await tellThread(result, outcome, { ...event, gapKeys, about }, issueThread)
  }
  return { level: outcome.level, message: outcome.message, title: outcome.title, thread }
}

/**
 * Writes the working state. Leaving the job to the sweep, the write is settled (github/thread/issue-thread.ts): a burst of short
 * runs each writes the marker, and each one's trigger and run must survive the others' writes.
 */
function show(issueThread: IssueThread, view: StatusView, handOver: boolean): Promise<CommentRef | undefined> {
  if (!handOver) return issueThread.show(statusWrite(view))
  const { target } = issueThread
  return issueThread.showSettled(
    statusWrite(view),
    marker => Boolean(marker.sweep?.includes(target)) && marker.runs.some(run => run.runId === view.runId)
  )
}
