/**
 * The agent feature (src/agent/): decides what a run does with the agent (decide.ts, pure), starts or joins the job and
 * waits for it (job.ts, wait.ts), says how it ended (outcome.ts), and publishes that: outputs, job summary, the status
 * comment's body and the thread's reaction (publish.ts, job-summary.ts, status-body.ts); step.ts runs it all. It may
 * import github/, service/, action/ and text/, never report/ or run/.
 */
import { InputError } from '../action/errors.js'
import { Inputs, subActionRef } from '../action/names.js'
import type { EventInfo } from '../github/event.js'
import type { ThreadFacts } from './facts.js'
import type { StatusMarker } from '../thread/marker.js'
import { promptRequest, type AgentRequest } from '../job/job.js'
import type { Said } from './said.js'

/** What this run will do with the agent, decided before anything is sent to the service. */
export type Plan =
  | { kind: 'skip'; reason: string; /** said on the thread too */ reply?: string }
  | {
      kind: 'agent'
      request: AgentRequest
      why: string
      /** worth a warning, does not stop the run */ warning?: string
    }
  | { kind: 'no-agent' }

/** What decide() reads of the settings. */
export interface DecideSettings {
  jobId?: string
  github: { triggerPhrase: string }
}

/**
 * Decides the run from the settings, the event, what it said (said.ts) and what GitHub said (agent/facts.ts):
 * ignores comments without the trigger phrase, refuses actors without permission, takes the prompt from the issue or
 * comment when no `prompt` input is given, and continues the thread's job (follow-up, or attach on a re-run) when its
 * status comment names one. Pure: every row of the README's "How it decides" is a row of its unit test.
 */
export function decide(settings: DecideSettings, event: EventInfo, facts: ThreadFacts, said: Said): Plan {
  const phrase = settings.github.triggerPhrase
  const inputPrompt = said.input
  const fromEvent = said.event
  if (fromEvent.kind === 'not-addressed') {
    return { kind: 'skip', reason: fromEvent.why }
  }
  if (facts.verdict === 'no-token') {
    throw new InputError(
      Inputs.GithubToken,
      'is empty: it is needed to check who triggered the run. Leave it at its default.'
    )
  }
  if (facts.verdict && !facts.verdict.allowed) {
    const { reason } = facts.verdict
    return { kind: 'skip', reason: `Not running the docs agent: ${reason}`, reply: reason }
  }

  const eventText = fromEvent.kind === 'prompt' && fromEvent.text ? fromEvent : undefined
  const chosen = inputPrompt ?? eventText
  const prompt = chosen?.text
  const hiddenRemoved = chosen?.removed ?? 0
  if (settings.jobId) {
    const { jobId } = settings
    return prompt
      ? {
          kind: 'agent',
          request: promptRequest({ prompt, hiddenRemoved }, jobId),
          why: `follow-up message to job ${jobId} (job-id input)`
        }
      : { kind: 'agent', request: { mode: 'attach', jobId }, why: `resuming job ${jobId} (job-id input)` }
  }
  const earlier = event.runAttempt > 1 ? earlierAttempt(facts.marker, event) : undefined
  if (earlier) {
    return {
      kind: 'agent',
      request: { mode: 'attach', jobId: earlier },
      why: `re-run ${event.runAttempt} of a run whose request may have reached job ${earlier}`
    }
  }
  const threadJob = facts.marker?.jobId
  if (event.name === 'issue_comment' && fromEvent.kind === 'prompt' && fromEvent.text === '' && !inputPrompt) {
    return { kind: 'skip', reason: `Nothing after ${phrase}: write the instruction after it.` }
  }
  if (threadJob && event.name === 'issue_comment' && prompt) {
    return {
      kind: 'agent',
      request: promptRequest({ prompt, hiddenRemoved }, threadJob),
      why: `follow-up to the thread's job ${threadJob}`
    }
  }
  if (!prompt) return { kind: 'no-agent' }
  const warning =
    event.runAttempt > 1 && !facts.thread
      ? `Attempt ${event.runAttempt} of run ${event.runId} has no issue thread to remember jobs: an earlier attempt may have started a job, and this attempt starts another. If it did, that attempt's log and job summary name the job: dispatch the workflow with its job-id to pick it up.`
      : undefined
  return { kind: 'agent', request: promptRequest({ prompt, hiddenRemoved }), why: 'new job', warning }
}

/**
 * Whether the agent has anything to do, known from the inputs and the event alone, before any request: a prompt input,
 * a job-id, or an event that carries a prompt. Without it (and without a visitors report) the run is a bad input.
 */
export function hasAgentWork(settings: DecideSettings, said: Said): boolean {
  return Boolean(said.input || settings.jobId) || said.event.kind !== 'none'
}

/** The agent action has nothing to do: no prompt (input or event), no job-id. Names every way to give it work. */
export function nothingToDo(phrase: string): InputError {
  return new InputError(
    Inputs.Prompt,
    `is empty and so is '${Inputs.JobId}', and the run has no other work: give a prompt to start a job (with '${Inputs.JobId}' to send it as a follow-up, or '${Inputs.JobId}' alone to wait for a running job), or run on an issues event (a label added) or an issue comment starting with ${phrase}. For a report use the report action (${subActionRef('report')}); to finish short runs on a schedule, the sweep action (${subActionRef('sweep')}).`
  )
}

/**
 * On a re-run: the job the earlier attempt's request may have reached, as the thread's marker remembers it. Throws when
 * that attempt may have started a job whose id is unknown: a second one would open a second pull request.
 */
export function earlierAttempt(
  marker: StatusMarker | undefined,
  event: Pick<EventInfo, 'runId' | 'runAttempt'>
): string | undefined {
  const claim = marker?.runs.find(r => r.runId === event.runId)
  if (claim?.jobId) return claim.jobId
  if (claim || (marker?.pending !== undefined && marker.pending === event.runId)) {
    throw new Error(
      `Attempt ${event.runAttempt} of run ${event.runId}: an earlier attempt's create request may have reached the service, and its job id is unknown, so no second job is started. Find the job in the dashboard and dispatch the workflow with its job-id to pick it up, or trigger a new run to start a new job.`
    )
  }
  return undefined
}
