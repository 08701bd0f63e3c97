import { getErrorMessage } from '../action/errors.js'
import type { RunSettings } from '../action/settings.js'
import type { EventInfo } from '../github/event.js'
import { completedWithoutPr, directCommits, type DirectCommits } from '../github/direct-commits.js'
import type { Octokit } from '../github/octokit.js'
import type { IssueThread } from '../thread/issue-thread.js'
import type { ServiceClient } from '../service/client.js'
import { JobMayExistError, runAgentJob, type AgentRequest } from '../job/job.js'
import type { AgentRunResult, OutcomeKind, OutcomeLevel } from '../job/outcome.js'
import { handToSweep, publishFailure, publishRun, setCommentOutputs, setJobOutputs, tellThread } from './publish.js'
import type { PromptSettings, WaitSettings } from './settings.js'
import type { StatusMarker } from '../thread/marker.js'
import { StatusThread, type Asked } from '../thread/status-thread.js'

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
  /**
   * The run's GitHub client, made when first asked (connect.ts, `githubLater`); undefined without a token. Asked only
   * for a job that completed without a pull request: its branch tells whether the agent committed straight to it.
   */
  github?: () => Promise<Octokit | undefined>
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
  /** A job that completed without a pull request: what its branch showed (the fix ledger records commits found). */
  found?: DirectCommits
  thread: () => Promise<void>
}

/**
 * Runs the agent job with the thread kept up to date: 👀 and a working comment, then the final state. The result goes
 * to the outputs and the summary here; the step's line and then the thread's final state come after, from step/frame.ts.
 */
export async function agentStep(request: AgentRequest, context: AgentStepContext): Promise<AgentStepEnd> {
  const { settings, event, issueThread, ledger } = context
  const eyes = issueThread?.react('eyes')
  const gapKeys = 'gapKeys' in request ? request.gapKeys : undefined
  // The short run: not waiting, on a thread, with a sweep to finish the comment (the sweep-interval input says so).
  const handOver = !settings.wait && issueThread ? settings.sweepIntervalMs : undefined
  const run = { runId: event.runId, runUrl: event.runUrl, gapKeys, subject: context.subject }
  // With a ledger, both comments say what its job carries: the asking thread's from the ledger's marker as last read.
  const about = ledger ? (id?: string) => ledger.about(id) : 'about' in request ? request.about : undefined
  const asking = issueThread && new StatusThread(issueThread, { ...run, about })
  const tracking =
    ledger && new StatusThread(ledger.thread, { ...run, about: ledger.about, since: ledger.since, shared: true })
  const claimer = tracking ?? asking
  let jobId = 'jobId' in request ? request.jobId : undefined
  let reached = false
  let working: Promise<unknown> | undefined
  let noted: Promise<unknown> | undefined
  let result: AgentRunResult
  try {
    result = await runAgentJob({
      client: context.client,
      request,
      wait: settings.wait,
      pollIntervalMs: settings.pollIntervalMs,
      deadline: context.deadline,
      signal: context.signal,
      // runAgentJob claims only before a create.
      claim: claimer ? () => claimer.claim(askedOf(request), context) : undefined,
      remembered: () => !settings.jobId && (issueThread ?? ledger?.thread)?.ref !== undefined,
      onStarted: (job, started) => {
        jobId = job.id
        reached = true
        setJobOutputs(job, false)
        working = asking?.working(job.id, askedOf(started), handOver)
        noted = tracking?.working(job.id, askedOf(started))
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
      await Promise.all([asking?.failed(message, jobId, reached), tracking?.failed(message, jobId, reached)])
      await issueThread?.react('confused')
      setCommentOutputs(issueThread)
    }
    return { level: 'failure', message, jobId, mode: request.mode, thread }
  }
  const hiddenRemoved = 'hiddenRemoved' in request ? request.hiddenRemoved : undefined
  const handed = handOver !== undefined && result.end === 'not-waited'
  // What the outcome says of a job without a pull request is what its branch showed, asked before anything is said.
  const found = result.end === 'final' ? await findOnRef(result.job, context) : undefined
  result = { ...result, hiddenRemoved, ...(handed ? { sweep: { intervalMs: handOver } } : {}), ...(found && { found }) }
  const outcome = await publishRun(result, settings, issueThread)
  const thread = async (): Promise<void> => {
    const [, written] = await Promise.all([eyes, working, noted])
    if (tracking && !handed) await tracking.final(result.job, outcome)
    if (!asking) return
    if (handed) return handToSweep(asking.thread, written !== undefined)
    await tellThread(result, outcome, asking)
  }
  const { level, message, title, kind } = outcome
  const prLink = result.job.prLink ?? undefined
  return {
    level,
    message,
    title,
    kind,
    mode: result.mode,
    jobId: result.job.id,
    prLink,
    thread,
    ...(found && { found })
  }
}

/**
 * For a job that completed without a pull request, the commits on its branch since it started (github/direct-commits.ts:
 * one request); undefined for any other job, without a request or a client made.
 */
export async function findOnRef(
  job: AgentRunResult['job'],
  context: Pick<AgentStepContext, 'github'> & { event: Pick<EventInfo, 'runUrl'> }
): Promise<DirectCommits | undefined> {
  if (!completedWithoutPr(job)) return undefined
  return directCommits(await context.github?.(), job, new URL(context.event.runUrl).origin)
}

/** What a request asked, as the working state quotes it (a change's comments say what the job carries instead). */
function askedOf(request: AgentRequest): Asked {
  return { prompt: 'prompt' in request ? request.prompt : undefined, followUp: request.mode === 'message' }
}
