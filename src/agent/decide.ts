import { InputError } from '../action/errors.js'
import type { GitHubSession } from '../github/connect.js'
import { isPersonEvent, type EventInfo } from '../github/event.js'
import { checkActor } from '../github/permission.js'
import { promptFromComment, promptFromIssue } from '../github/trigger.js'
import { visibleMarkdown, type VisibleText } from '../text/hidden.js'
import { warning } from '../action/log.js'
import { Inputs } from '../action/names.js'
import type { Settings } from '../action/settings.js'
import type { AgentRequest } from './job.js'
import type { StatusMarker } from '../github/marker.js'

/** What this run will do with the agent, decided before anything is sent to the service. */
export type Plan =
  | { kind: 'skip'; reason: string; /** said on the thread too */ reply?: string }
  | { kind: 'agent'; request: AgentRequest; why: string }
  | { kind: 'no-agent' }

/**
 * Decides the run from inputs and the event: ignores comments without the trigger phrase, refuses actors without
 * permission, takes the prompt from the issue or comment when no `prompt` input is given, and continues the thread's
 * job (follow-up, or attach on a re-run) when its status comment names one.
 */
export async function planRun(settings: Settings, event: EventInfo, github?: GitHubSession): Promise<Plan> {
  const inputPrompt = settings.prompt !== undefined ? visibleInput(settings.prompt) : undefined
  let eventPrompt: VisibleText | undefined
  if (event.name === 'issue_comment' && event.comment) {
    const prompt = promptFromComment(event.comment.body, settings.github.triggerPhrase)
    if (prompt === undefined) {
      return {
        kind: 'skip',
        reason: `The comment does not start with ${settings.github.triggerPhrase}; nothing to do.`
      }
    }
    eventPrompt = prompt
  } else if (event.name === 'issues' && event.issue) {
    eventPrompt = promptFromIssue(event.issue, event.issueNumber)
  }

  if (isPersonEvent(event.name)) {
    if (!github) {
      throw new InputError(
        Inputs.GithubToken,
        'is empty: it is needed to check who triggered the run. Leave it at its default.'
      )
    }
    const repo = { owner: event.owner, repo: event.repo }
    const actor = { login: event.actor, type: event.actorType }
    const verdict = await checkActor(
      github.octokit,
      repo,
      actor,
      settings.github.minPermission,
      settings.github.allowedBots
    )
    if (!verdict.allowed) {
      return { kind: 'skip', reason: `Not running the docs agent: ${verdict.reason}`, reply: verdict.reason }
    }
  }

  const chosen = inputPrompt ?? (eventPrompt?.text ? eventPrompt : undefined)
  const prompt = chosen?.text
  const hiddenRemoved = chosen?.removed ?? 0
  if (settings.jobId) {
    const request: AgentRequest = prompt
      ? { mode: 'message', jobId: settings.jobId, prompt, hiddenRemoved }
      : { mode: 'attach', jobId: settings.jobId }
    return { kind: 'agent', request, why: 'job-id input' }
  }
  const existing = await github?.reporter?.existing()
  const earlier = event.runAttempt > 1 ? earlierAttempt(existing?.marker, event) : undefined
  if (earlier) {
    return {
      kind: 'agent',
      request: { mode: 'attach', jobId: earlier },
      why: `re-run ${event.runAttempt} of a run whose request may have reached job ${earlier}`
    }
  }
  const threadJob = existing?.marker.jobId
  if (event.name === 'issue_comment' && eventPrompt?.text === '' && !inputPrompt) {
    return { kind: 'skip', reason: `Nothing after ${settings.github.triggerPhrase}: write the instruction after it.` }
  }
  if (threadJob && event.name === 'issue_comment' && prompt) {
    return {
      kind: 'agent',
      request: { mode: 'message', jobId: threadJob, prompt, hiddenRemoved },
      why: `follow-up to the thread's job ${threadJob}`
    }
  }
  if (!prompt) return { kind: 'no-agent' }
  if (event.runAttempt > 1 && !github?.reporter) {
    warning(
      `Attempt ${event.runAttempt} of run ${event.runId} has no issue thread to remember jobs: an earlier attempt may have started a job, and this attempt starts another. If it did, that attempt's log and job summary name the job: dispatch the workflow with its job-id to pick it up.`
    )
  }
  return { kind: 'agent', request: { mode: 'create', prompt, hiddenRemoved }, why: 'new job' }
}

/**
 * On a re-run: the job the earlier attempt's request may have reached, as the thread's marker remembers it. Throws when
 * that attempt may have started a job whose id is unknown: a second one would open a second pull request.
 */
function earlierAttempt(marker: StatusMarker | undefined, event: EventInfo): string | undefined {
  const claim = marker?.runs.find(r => r.runId === event.runId)
  if (claim?.jobId) return claim.jobId
  if (claim || (marker?.pending !== undefined && marker.pending === event.runId)) {
    throw new Error(
      `Attempt ${event.runAttempt} of run ${event.runId}: an earlier attempt's create request may have reached the service, and its job id is unknown, so no second job is started. Find the job in the dashboard and dispatch the workflow with its job-id to pick it up, or trigger a new run to start a new job.`
    )
  }
  return undefined
}

/** The prompt input as markdown a reader would see: workflows interpolate issue text into it. */
function visibleInput(raw: string): VisibleText {
  const visible = visibleMarkdown(raw)
  const text = visible.text.trim()
  if (!text) {
    throw new InputError(
      Inputs.Prompt,
      `has nothing a reader can see: all ${visible.removed} characters of it are hidden (invisible characters, HTML comments, link-reference definitions), and hidden text is not sent.`
    )
  }
  return { text, removed: visible.removed }
}
