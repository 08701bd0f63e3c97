/**
 * The report action's story (report/action.yml): the visitors and docs-health report; with fix-gaps, its top gaps then
 * go to the agent as one request on the tracking issue (a new job, or a follow-up to the job still open there), sent
 * and followed as the agent action's are. Gaps that job or its pull request already has are left out.
 */
import { info } from '../action/log.js'
import { promptRequest } from '../agent/decide.js'
import { agentStep } from '../agent/step.js'
import { connectGitHub, type GitHubSession } from '../github/connect.js'
import { readEvent, type EventInfo } from '../github/event.js'
import { plural } from '../text/plural.js'
import { endStep, runStory, type RunFrame } from './frame.js'
import { readReportActionSettings, type ReportActionSettings } from './report-settings.js'

export async function run(): Promise<void> {
  await runStory(readReportActionSettings, async (settings, frame) => reportStory(settings, frame, readEvent()))
}

export async function reportStory(
  settings: ReportActionSettings,
  frame: RunFrame,
  event: EventInfo,
  /** The root's deprecated report beside an agent job shares its connection (deprecated.ts). */
  connected?: GitHubSession
): Promise<void> {
  // The report's code is a chunk of its own, loaded when a run reports (the root's v1 path shares this story).
  const { reportStep } = await import('../report/step.js')
  const github = connected ?? (await connectGitHub(settings.github, event, frame.limits, settings.apiKey))
  const issueThread = github?.issueThread
  // The report tells which gaps the tracking issue's jobs still work on, and which open job takes the next ones.
  const end = await reportStep({
    settings,
    event,
    clientWith: frame.clientWith,
    issueThread,
    deadline: frame.deadline,
    signal: frame.signal
  })
  if (!end.fix) return
  const { followUp, ...sent } = end.fix
  info(
    `Docs agent: the report's top ${plural(sent.gapKeys.length, 'gap')} ${followUp ? `as a follow-up to job ${followUp}, still open on the thread` : 'as a new job'}.`
  )
  const context = { settings, event, client: frame.clientWith(), ...frame, issueThread }
  await agentStep(promptRequest(sent, followUp), context).then(endStep)
}
