/**
 * The story of a run (src/main.ts, the top layer with index.ts and settings.ts): read the event and the settings, ask
 * GitHub what deciding needs, decide, then run the agent step and the visitors step side by side, and end the step.
 * A sweep (`sweep: true`, on a schedule) is a run of its own: it finishes the status comments short runs left.
 * Only this file ends the step: the features return how they ended. Layers below, each importing only the ones after
 * it: the features agent/ and visitors/ (never each other), then github/ and service/ (never each other), then
 * action/ (what the runner gives and takes) and text/ (pure text). CONTRIBUTING.md, "Where things live", has the map.
 */
import { watchCancellation } from './action/cancellation.js'
import { formatDuration } from './action/duration.js'
import { getErrorMessage } from './action/errors.js'
import { fail, info, notice, warning } from './action/log.js'
import { writeSummary } from './action/summary-file.js'
import { decide, fixGapsConflict, hasAgentWork, nothingToDo, type Plan } from './agent/decide.js'
import { setSkippedOutput } from './agent/publish.js'
import type { AgentRequest } from './agent/job.js'
import { readSaid } from './agent/said.js'
import { agentStep, type AgentStepEnd } from './agent/step.js'
import { sweepStep } from './agent/sweep.js'
import { connectGitHub, labelledThreads } from './github/connect.js'
import { readEvent, type EventInfo } from './github/event.js'
import { gatherFacts } from './github/facts.js'
import type { GitHubLimits } from './github/request-guard.js'
import type { IssueThread } from './github/thread/issue-thread.js'
import type { HttpOptions } from './service/http.js'
import { createServiceClient, type ServiceClient } from './service/client.js'
import { getSettings, type Settings } from './settings.js'
import { describeRemoved } from './text/hidden.js'
import { escapeMarkdown } from './text/markdown.js'
import { plural } from './text/plural.js'

/** What every step of a run is given. */
export interface StepContext {
  settings: Settings
  event: EventInfo
  client: ServiceClient
  signal: AbortSignal
  issueThread?: IssueThread
  /** Epoch ms when the run stops waiting. */
  deadline: number
}

/** Every error ends as one failed line without the key; each failure is written once, here. */
export async function run(): Promise<void> {
  const cancellation = watchCancellation()
  try {
    const event = readEvent()
    const settings = getSettings()
    const said = await readSaid(settings.promptInput, event, settings.github.triggerPhrase)
    // Nothing to do is a bad input, found before any request.
    if (!settings.sweep && !hasAgentWork(settings, said) && !settings.report.enabled)
      throw nothingToDo(settings.github.triggerPhrase)
    // One run, one agent request: fix-gaps is that request, so it takes no prompt of another kind.
    const conflict = settings.report.fixGaps ? fixGapsConflict(settings, said, event) : undefined
    if (conflict) throw conflict
    for (const line of settings.warnings) warning(line)
    const deadline = Date.now() + settings.timeoutMs
    const limits: GitHubLimits = {
      // One knob for "one request": GitHub answers in about a second, so the service's 30 s default is ample for it too.
      requestTimeoutMs: settings.requestTimeoutMs,
      deadline,
      cancelSignal: cancellation.signal,
      signal: cancellation.githubSignal
    }
    const clientWith = (extra: Partial<HttpOptions> = {}): ServiceClient =>
      createServiceClient({ ...httpOptions(settings, cancellation.signal), ...extra }, settings.projectId, {
        warn: message => warning(message)
      })
    // The sweep runs alone (settings.ts): the labelled threads are its work, and there is nothing to decide.
    if (settings.sweep)
      return await sweep({ settings, event, signal: cancellation.signal, deadline }, limits, clientWith)

    const client = clientWith()
    // The API key seals the status marker: a secret that is the same from run to run (github/thread/seal.ts).
    const github = await connectGitHub(settings.github, event, limits, settings.apiKey)
    const facts = await gatherFacts(settings.github, settings.jobId, event, said.event, github)
    const plan = decide(settings, event, facts, said)
    setSkippedOutput(plan.kind === 'skip')
    if (plan.kind === 'skip') return await skip(plan, github?.issueThread, settings.github.replyOnRefusal)
    if (plan.kind === 'no-agent' && !settings.report.enabled) throw nothingToDo(settings.github.triggerPhrase) // hasAgentWork said otherwise

    const context: StepContext = {
      settings,
      event,
      client,
      signal: cancellation.signal,
      issueThread: github?.issueThread,
      deadline
    }
    const steps: Promise<void>[] = []
    if (plan.kind === 'agent') {
      info(`Docs agent: ${plan.why}.`)
      if (plan.warning) warning(plan.warning)
      const hiddenRemoved = 'hiddenRemoved' in plan.request ? plan.request.hiddenRemoved : 0
      if (hiddenRemoved) info(describeRemoved(hiddenRemoved))
      // The step's line is written before the thread is told: GitHub can delay only itself.
      steps.push(agentStep(plan.request, context).then(endStep))
    }
    // The report feature is loaded only when asked for: an agent run does not compile it at start-up.
    if (settings.report.enabled) steps.push(reportThenFix(context, clientWith))
    const failures = (await Promise.allSettled(steps)).flatMap(r =>
      r.status === 'rejected' ? [r.reason as unknown] : []
    )
    if (failures.length > 0) throw new Error(failures.map(getErrorMessage).join('\n'))
  } catch (error) {
    fail(getErrorMessage(error))
  } finally {
    cancellation.dispose()
  }
}

/**
 * The docs-health report; with fix-gaps, its top gaps then go to the agent as one job on the tracking issue, or as a
 * follow-up to the job still open there. Gaps that job or its pull request already has are left out.
 */
async function reportThenFix(
  context: StepContext,
  clientWith: (extra?: Partial<HttpOptions>) => ServiceClient
): Promise<void> {
  const { reportStep } = await import('./report/step.js')
  // The report says which gaps are in flight and which open job of the thread takes them (report/gaps-in-flight.ts).
  const end = await reportStep({ ...context, clientWith })
  if (!end.fix) return
  const { prompt, gapKeys, about, followUp: openJob } = end.fix
  const request: AgentRequest = openJob
    ? { mode: 'message', jobId: openJob, prompt, gapKeys, about }
    : { mode: 'create', prompt, gapKeys, about }
  info(
    `Docs agent: the report's top ${plural(gapKeys.length, 'gap')} ${openJob ? `as a follow-up to job ${openJob}, still open on the thread` : 'as a new job'}.`
  )
  await agentStep(request, context).then(endStep)
}

/** The sweep: every thread a short run labelled, its job polled once, its status comment finished when it ended. */
async function sweep(
  context: Pick<StepContext, 'settings' | 'event' | 'signal' | 'deadline'>,
  limits: GitHubLimits,
  clientWith: (extra?: Partial<HttpOptions>) => ServiceClient
): Promise<void> {
  setSkippedOutput(false)
  const threads = () => labelledThreads(context.settings.github, context.event, limits, context.settings.apiKey)
  // A 429 is not waited out: the next sweep comes soon, and a runner paid to wait is what the sweep is for.
  const client = clientWith({ retryRateLimited: false })
  await sweepStep({ ...context, client, threads }).then(endStep)
}

/** Writes how the agent step ended as the step's line (a failure fails the step), then lets it tell the thread. */
async function endStep(end: AgentStepEnd): Promise<void> {
  switch (end.level) {
    case 'success':
      info(end.message)
      break
    case 'notice':
      notice(end.message, end.title)
      break
    case 'warning':
      warning(end.message, end.title)
      break
    case 'failure':
      fail(end.message)
  }
  await end.thread()
}

async function skip(plan: Extract<Plan, { kind: 'skip' }>, issueThread?: IssueThread, reply = false): Promise<void> {
  info(plan.reason)
  // One line in the job summary too, so a skipped run does not show an empty one.
  await writeSummary(`⏭️ **Docs agent not run:** ${escapeMarkdown(plan.reason)}`)
  if (plan.reply) {
    notice(plan.reason, 'Docs agent not run')
    // A reaction, not a comment, unless asked: on a public repository anyone may comment /docs.
    if (reply) await issueThread?.post(`🚫 ${plan.reply.replace(/[<>]/g, '')} The docs agent was not run.`)
    else await issueThread?.react('confused')
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
        // The reason is the error's own line, which already names the endpoint.
        `${retry.reason} Retrying in ${formatDuration(retry.delayMs)} (attempt ${retry.attempt + 1} of ${retry.maxAttempts}).`
      )
  }
}
