import { getErrorMessage } from '../action/errors.js'
import type { RunSettings } from '../action/settings.js'
import type { EventInfo } from '../github/event.js'
import { claimThread } from '../thread/claim.js'
import type { IssueThread } from '../thread/issue-thread.js'
import type { ServiceClient } from '../service/client.js'
import { JobMayExistError, runAgentJob, type AgentRequest } from '../job/job.js'
import type { AgentRunResult, OutcomeKind, OutcomeLevel } from '../job/outcome.js'
import { handToSweep, publishFailure, publishRun, setCommentOutputs, setJobOutputs, tellThread } from './publish.js'
import type { PromptSettings, WaitSettings } from './settings.js'
import { statusWrite, type StatusView } from '../thread/status-body.js'
import type { CommentRef } from '../thread/status-comment.js'
import type { StatusMarker } from '../thread/marker.js'
import type { StatusWrite } from '../thread/issue-thread.js'

/** What the agent step needs of the run (agent/story.ts and report/story.ts give it). */
export interface AgentStepContext {
  settings: WaitSettings & Pick<PromptSettings, 'jobId'> & Pick<RunSettings, 'timeoutMs'>
  event: EventInfo
  client: ServiceClient
  signal: AbortSignal
  issueThread?: IssueThread
  /** Epoch ms when the run stops waiting. */
  deadline: number
  /** Where the job is remembered apart from the thread that asked (merged changes: the tracking issue). */
  ledger?: Ledger
  /** What the request is about, for the comment's wording: a merged change ('no docs change needed'). */
  subject?: 'change'
}

/**
 * The tracking issue of merged changes, beside the thread of the change that asked: a create claims it (a concurrent
 * merge's run joins the job instead of starting a second), and it is told the job and its end, without reactions.
 * `about`: what the job carries (the pull requests, `#12, #15`), from the marker as it stands at the write (another
 * merge's run may have added to it), else as last read.
 */
export interface Ledger {
  thread: IssueThread
  about: (jobId: string | undefined, marker?: StatusMarker) => string
  /** A batch: those merged until then (epoch seconds) were gathered; the ledger's marker keeps it for the next. */
  since?: number
}

/**
 * How the agent step ends: the step's line, which step/frame.ts writes, and the thread's update, which it starts only after
 * writing it, so GitHub can delay only itself.
 */
export interface AgentStepEnd {
  level: OutcomeLevel
  message: string
  title?: string
  /** How the job ended for this run (undefined: the step failed) and what the run asked of it. */
  kind?: OutcomeKind
  mode?: AgentRequest['mode']
  /** The job the run concerned, when known, and its pull request. */
  jobId?: string
  prLink?: string
  thread: () => Promise<void>
}

/**
 * Runs the agent job with the thread kept up to date: 👀 and a working comment, then the final state. The result goes
 * to the outputs and the summary here; the step's line and then the thread's final state come after, from step/frame.ts.
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
  const handOver = !settings.wait && issueThread ? settings.sweepIntervalMs : undefined
  const { ledger, subject } = context
  // With a ledger, both comments say what its job carries (the ledger's marker as last read).
  const aboutJob = (id?: string): string | undefined => (ledger ? ledger.about(id) : about)
  const view = (id?: string, started: AgentRequest = request, sweep = true): StatusView => ({
    state: 'working' as const,
    jobId: id,
    runId: event.runId,
    runUrl: event.runUrl,
    // Not shown where `about` is (a change's comments say what the job carries, never its diff).
    prompt: 'prompt' in started ? started.prompt : undefined,
    followUp: started.mode === 'message',
    gapKeys,
    about: aboutJob(id),
    subject,
    ...(sweep && handOver !== undefined && id !== undefined && issueThread
      ? { sweep: { kind: 'handed' as const, target: issueThread.target, intervalMs: handOver } }
      : {})
  })
  const claimOn = ledger?.thread ?? issueThread
  // A write to the ledger: a batch's time, and what its job carries as the marker holds it when written.
  const onLedger = (v: StatusView): StatusWrite => {
    const dated: StatusView = ledger?.since === undefined ? v : { ...v, since: ledger.since }
    const jobId = v.state === 'final' ? v.job.id : v.jobId
    const write = statusWrite(dated)
    if (!ledger) return write
    return {
      ...write,
      render: previous => statusWrite({ ...dated, about: ledger.about(jobId, previous) }).render(previous)
    }
  }
  let noted: Promise<unknown> | undefined
  try {
    result = await runAgentJob({
      client: context.client,
      request,
      wait: settings.wait,
      pollIntervalMs: settings.pollIntervalMs,
      deadline: context.deadline,
      signal: context.signal,
      // runAgentJob claims only before a create; a claim has no job yet, so it never hands one to the sweep.
      claim: claimOn ? () => claimThread(claimOn, onLedger(view(undefined)), context) : undefined,
      remembered: () => !settings.jobId && (issueThread ?? ledger?.thread)?.ref !== undefined,
      onStarted: (job, started) => {
        jobId = job.id
        reached = true
        setJobOutputs(job, false)
        working = issueThread && show(issueThread, view(job.id, started), handOver !== undefined)
        noted = ledger && noteJob(ledger.thread, onLedger(view(job.id, started, false)), job.id, gapKeys ?? [])
      }
    })
  } catch (error) {
    const message = getErrorMessage(error)
    await publishFailure(message, error instanceof JobMayExistError ? error.jobId : jobId)
    setCommentOutputs(issueThread)
    const thread = async (): Promise<void> => {
      // The thread's updates come one after another: the error state must not be overtaken by the working comment.
      await Promise.all([eyes, working, noted])
      if (error instanceof JobMayExistError) [reached, jobId] = [true, error.jobId]
      const { runId, runUrl } = event
      const about = aboutJob(jobId)
      const view: StatusView = { state: 'error', jobId, runId, runUrl, error: message, reached, gapKeys, about }
      await Promise.all([issueThread?.show(statusWrite(view)), ledger?.thread.show(onLedger(view))])
      await issueThread?.react('confused')
      setCommentOutputs(issueThread)
    }
    return { level: 'failure', message, jobId, mode: request.mode, thread }
  }
  const hiddenRemoved = 'hiddenRemoved' in request ? request.hiddenRemoved : undefined
  const handed = handOver !== undefined && result.end === 'not-waited'
  result = { ...result, hiddenRemoved, ...(handed ? { sweep: { intervalMs: handOver } } : {}) }
  const outcome = await publishRun(result, settings, issueThread)
  const thread = async (): Promise<void> => {
    const [, written] = await Promise.all([eyes, working, noted])
    const told = { ...event, gapKeys, about: aboutJob(result.job.id), subject }
    if (ledger && !handed) await ledger.thread.show(onLedger({ state: 'final', job: result.job, outcome, ...told }))
    if (!issueThread) return
    if (handed) return handToSweep(issueThread, written !== undefined)
    await tellThread(result, outcome, told, issueThread)
  }
  const { level, message, title, kind } = outcome
  const prLink = result.job.prLink ?? undefined
  return { level, message, title, kind, mode: result.mode, jobId: result.job.id, prLink, thread }
}

/**
 * Writes the working state. Leaving the job to the sweep, the write is settled (thread/issue-thread.ts): a burst of short
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

/**
 * Tells the ledger the job and what this run sent it. Other merges' runs write the same comment at the same moment:
 * the write is settled until the marker holds this run's keys with the job (issue-thread.ts, showSettled).
 */
function noteJob(
  ledger: IssueThread,
  write: StatusWrite,
  jobId: string,
  keys: readonly string[]
): Promise<CommentRef | undefined> {
  return ledger.showSettled(write, marker =>
    keys.every(key => marker.gaps?.some(sent => sent.jobId === jobId && sent.keys.includes(key)))
  )
}
