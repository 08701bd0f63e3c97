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
  // The report feature is loaded only when a run reports: the agent action's start-up does not compile it.
  const { reportStep } = await import('../report/step.js')
  const github = connected ?? (await connectGitHub(settings.github, event, frame.limits, settings.apiKey))
  const issueThread = github?.issueThread
  const client = frame.clientWith()
  const getJob = (jobId: string) => client.getJob(jobId, frame.deadline)
  // Pull requests on the server the workflow runs on are the ones the token may read.
  const server = { serverUrl: new URL(event.runUrl).origin }
  const end = await reportStep({
    settings,
    event,
    clientWith: frame.clientWith,
    issueThread,
    deadline: frame.deadline,
    signal: frame.signal,
    alreadySent:
      settings.report.fixGaps && issueThread
        ? async () => new Set((await issueThread.gapKeysInFlight(getJob, server)) ?? [])
        : undefined
  })
  if (!end.fix) return
  // The thread's job takes the follow-up while it is active or its pull request is open: one pull request.
  const threadJob = (await issueThread?.existing())?.marker?.jobId
  const openJob = threadJob && (await issueThread?.jobOpen(threadJob, getJob, server)) ? threadJob : undefined
  info(
    `Docs agent: the report's top ${plural(end.fix.gapKeys.length, 'gap')} ${openJob ? `as a follow-up to job ${openJob}, still open on the thread` : 'as a new job'}.`
  )
  const context = { settings, event, client, ...frame, issueThread }
  await agentStep(promptRequest(end.fix, openJob), context).then(endStep)
}
