/**
 * The agent action's story (action.yml): read the event and what it says, ask GitHub what deciding needs, decide,
 * then send the one request and follow the job, keeping the thread's status comment.
 */
import { info, notice, warning } from '../action/log.js'
import { decide, hasAgentWork, nothingToDo, type Plan } from './decide.js'
import { publishChangeSkip } from './change/publish.js'
import { publishSkip, setSkippedOutput } from '../step/publish.js'
import { readSaid, type Said } from './said.js'
import { agentStep } from '../step/agent-step.js'
import { connectGitHub, githubLater } from '../step/connect.js'
import { readEvent, type EventInfo } from '../github/event.js'
import { gatherFacts } from './facts.js'
import type { IssueThread } from '../thread/issue-thread.js'
import { describeRemoved } from '../text/hidden.js'
import { endStep, runStory, type RunFrame } from '../step/frame.js'
import { readAgentActionSettings, type AgentActionSettings } from './settings.js'
import { readActionInput } from '../action/settings.js'
import { Inputs } from '../action/names.js'

export async function run(): Promise<void> {
  if (forkWithoutSecrets(readEvent()))
    return publishChangeSkip(FORK_NOTICE).then(() => notice(FORK_NOTICE, 'Docs agent'))
  await runStory(readAgentActionSettings, async (settings, frame) => {
    const event = readEvent()
    const said = await readSaid(settings.promptInput, event, settings.github.triggerPhrase)
    // A merged pull request or a push without job-id: docs that follow code (the change's story, loaded only then).
    if (settings.change.batch) return (await import('./change/story.js')).batchStory(settings, frame, event, said)
    const { change } = event
    if (change && !settings.jobId)
      return (await import('./change/story.js')).changeStory(settings, frame, event, change, said)
    // Nothing to do is a bad input, found before any request.
    if (!hasAgentWork(settings, said)) throw nothingToDo(settings.github.triggerPhrase)
    await agentStory(settings, frame, event, said)
  })
}

/**
 * GitHub gives a `pull_request` run for a fork's pull request no secrets: the key is empty, and that is no bad input of
 * the workflow's, so the run ends with a notice instead of failing every fork's merge.
 */
function forkWithoutSecrets(event: EventInfo): boolean {
  const fork = event.name === 'pull_request' && event.change?.kind === 'pull' && event.change.pull.fork
  // core.getInput trims: a key of white space is no key either.
  return fork && readActionInput(Inputs.ApiKey) === ''
}

const FORK_NOTICE =
  "This pull request comes from a fork, and GitHub gives a pull_request run for it no secrets (api-key is empty), so its change is not documented here. To document merges from forks, run the workflow on pull_request_target (examples/merged-each-pull-request.yml): it runs in the base repository and this action never checks out or runs the pull request's code."

/** Decides, then runs the agent step: the job sent and followed, its line written, then the thread told. */
export async function agentStory(
  settings: AgentActionSettings,
  frame: RunFrame,
  event: EventInfo,
  said: Said
): Promise<void> {
  // The API key seals the status marker: a secret that is the same from run to run (thread/seal.ts).
  const github = await connectGitHub(settings.github, event, frame.limits, settings.apiKey)
  const facts = await gatherFacts(settings.github, settings.jobId, event, said.event, github)
  const plan = decide(settings, event, facts, said)
  if (plan.kind === 'skip') return skip(plan, github?.issueThread, settings.github.replyOnRefusal)
  setSkippedOutput(false)
  if (plan.kind === 'no-agent') throw nothingToDo(settings.github.triggerPhrase) // hasAgentWork said otherwise
  info(`Docs agent: ${plan.why}.`)
  if (plan.warning) warning(plan.warning)
  const hiddenRemoved = 'hiddenRemoved' in plan.request ? plan.request.hiddenRemoved : 0
  if (hiddenRemoved) info(describeRemoved(hiddenRemoved))
  const later = githubLater(settings.github.token, frame.limits, github?.octokit)
  const context = {
    settings,
    event,
    client: frame.clientWith(),
    ...frame,
    issueThread: github?.issueThread,
    github: later
  }
  // The step's line is written before the thread is told: GitHub can delay only itself.
  await endStep(await agentStep(plan.request, context))
}

async function skip(
  plan: Extract<Plan, { kind: 'skip' }>,
  issueThread: IssueThread | undefined,
  reply: boolean
): Promise<void> {
  await publishSkip(plan.reason)
  if (plan.reply) {
    notice(plan.reason, 'Docs agent not run')
    // A reaction, not a comment, unless asked: on a public repository anyone may comment /docs.
    if (reply) await issueThread?.post(`🚫 ${plan.reply.replace(/[<>]/g, '')} The docs agent was not run.`)
    else await issueThread?.react('confused')
  }
}
