/**
 * Docs that follow code, the agent action's story for a merged pull request or a push (agent/story.ts hands such events
 * here): gather the change and skip the noise, remember the docs job on the tracking issue, send the change as a new
 * job or as a follow-up to the job still open for earlier merges, and report on the pull request it came from.
 */
import { CancelledError, getErrorMessage, InputError } from '../../action/errors.js'
import { info, warning } from '../../action/log.js'
import { Inputs } from '../../action/names.js'
import { carriedKeys, changeResult, describeCarried } from './carried.js'
import { earlySkip, gatherBatch, gatherChange, TAG_PUSHED } from './gather.js'
import { changePrompt } from './prompt.js'
import { routeChange, sendRoute, type Route } from './route.js'
import { earlierAttempt } from '../decide.js'
import { publishChange, publishChangeSkip } from './publish.js'
import { setSkippedOutput } from '../../step/publish.js'
import type { Said } from '../said.js'
import { promptRequest, type AgentRequest } from '../../job/job.js'
import { agentStep, type Ledger } from '../../step/agent-step.js'
import { changeKey, type Change, type EventChange } from '../../github/change.js'
import { describeCut, mergedSince, windowEnd } from './merged-since.js'
import { openTrackingIssue } from './tracking.js'
import { connectForChange, threadOn, type ChangeSession } from '../../step/connect.js'
import type { EventInfo } from '../../github/event.js'
import { followUpJob, jobSources } from '../../thread/open-job.js'
import type { IssueThread } from '../../thread/issue-thread.js'
import { GitHubUnavailableError } from '../../github/request-guard.js'
import { describeRemoved } from '../../text/hidden.js'
import { plural } from '../../text/plural.js'
import { recordChangeJob } from './history.js'
import { endStep, type RunFrame } from '../../step/frame.js'
import type { AgentActionSettings } from '../settings.js'

/** Runs the change's story; `said.input` is the team's standing instruction, which goes first in the prompt. */
export async function changeStory(
  settings: AgentActionSettings,
  frame: RunFrame,
  event: EventInfo,
  eventChange: EventChange,
  said: Said
): Promise<void> {
  if (eventChange.kind === 'tag') return skipChange(TAG_PUSHED)
  const skipSettings = { ...settings.change, allowedBots: settings.github.allowedBots }
  // What the event alone rules out costs no request and needs no token.
  const early = earlySkip(eventChange, skipSettings)
  if (early !== undefined) return skipChange(early)
  const session = await connect(settings, frame, event)
  const gathered = await gatherChange(session, eventChange, skipSettings)
  if (gathered.kind === 'skip') return skipChange(gathered.reason)
  const { change } = gathered
  const keys = [changeKey(change.source)]
  const ledger = await trackingThread(session, settings.change.trackingIssue)
  const number = change.source.kind === 'pull' ? change.source.pull.number : undefined
  const source = number !== undefined && settings.github.comment ? await threadOn(session, number) : undefined
  await Promise.all([ledger?.existing(), source?.existing()])
  const openJob = await openJobOf(ledger, frame, event)
  const facts = { keys, source: source?.ref?.marker, ledger: ledger?.ref?.marker, openJob }
  const route = routeChange({ ...facts, changesPerJob: settings.change.changesPerJob }, event)
  if (route.kind === 'skip') return skipChange(route.reason)
  setSkippedOutput(false)
  info(`Docs agent: ${route.why}.`)
  const request =
    route.kind === 'attach'
      ? { mode: 'attach' as const, jobId: route.jobId }
      : await sendRequest([change], settings, said, keys, route, `${event.owner}/${event.repo}`)
  await sendAndFollow(request, settings, frame, event, { session, thread: ledger, keys, source })
}

/**
 * The batch (batch-merged, on a schedule or workflow_dispatch): the pull requests merged into the run's branch since
 * the last batch (the tracking issue's marker; 7 days the first time), skipped as single merges are, sent as one job.
 * No comment goes on each pull request: the tracking issue's status comment names them (#12), which GitHub shows on
 * each one's timeline.
 */
export async function batchStory(settings: AgentActionSettings, frame: RunFrame, event: EventInfo, said: Said) {
  if (event.name !== 'schedule' && event.name !== 'workflow_dispatch') {
    const problem = `is true, and batches run on a schedule or workflow_dispatch; this run is a '${event.name}' event. Run the batch from a workflow of its own (examples/merged-weekly-batch.yml), or leave it false to document each merge as it happens.`
    throw new InputError(Inputs.BatchMerged, problem)
  }
  if (settings.jobId) {
    const problem = `is true, and so is '${Inputs.JobId}' set: a batch gathers merged pull requests and sends them to the open docs job itself. Leave '${Inputs.JobId}' out of the batch's workflow.`
    throw new InputError(Inputs.BatchMerged, problem)
  }
  const session = await connect(settings, frame, event)
  const ledger = await trackingThread(session, settings.change.trackingIssue)
  if (!ledger) throw new Error('A batch needs the tracking issue, which remembers when the last batch ran.')
  await ledger.existing()
  // A re-run attaches to the job its first attempt reached, before gathering: that attempt moved the window on.
  const earlier = event.runAttempt > 1 ? earlierAttempt(ledger.ref?.marker, event) : undefined
  if (earlier !== undefined) {
    info(`Docs agent: re-run ${event.runAttempt}: attaching to job ${earlier}.`)
    const attach = { mode: 'attach' as const, jobId: earlier }
    return sendAndFollow(attach, settings, frame, event, { session, thread: ledger, keys: [] })
  }
  const now = Date.now()
  const since = ledger.ref?.marker.since !== undefined ? ledger.ref.marker.since * 1000 : now - FIRST_BATCH_MS
  const window = { since, until: now, branch: event.refName }
  const listing = await mergedSince(session.octokit, session.repo, window)
  if (listing.cut) warning(describeCut(window, listing.cut))
  const carried = (ledger.ref?.marker.gaps ?? []).flatMap(sent => sent.keys)
  const skipSettings = { ...settings.change, allowedBots: settings.github.allowedBots }
  const batch = await gatherBatch(session, listing.pulls, skipSettings, carried, now)
  const from = new Date(since).toISOString().slice(0, 16).replace('T', ' ')
  if (batch.changes.length === 0) return skipChange(`No pull request merged since ${from} UTC needs a docs update.`)
  const keys = batch.changes.map(change => changeKey(change.source))
  const openJob = await openJobOf(ledger, frame, event)
  const route = sendRoute({ keys, ledger: ledger.ref?.marker, openJob, changesPerJob: settings.change.changesPerJob })
  setSkippedOutput(false)
  info(`Docs agent: ${plural(keys.length, 'merged pull request')} since ${from} UTC, ${route.why}.`)
  const request = await sendRequest(batch.changes, settings, said, keys, route, `${event.owner}/${event.repo}`)
  const until = Math.floor(windowEnd(window, listing, batch.until) / 1000)
  await sendAndFollow(request, settings, frame, event, { session, thread: ledger, keys, since: until })
}

/** The first batch, with nothing remembered, gathers the last 7 days. */
const FIRST_BATCH_MS = 7 * 24 * 3600_000

/** GitHub for a change: the token is needed, found before any request. */
async function connect(settings: AgentActionSettings, frame: RunFrame, event: EventInfo): Promise<ChangeSession> {
  if (!settings.github.token) {
    throw new InputError(
      Inputs.GithubToken,
      "is empty: a merged change is read from GitHub (its files and diff) and reported on its pull request. Leave it at its default, with permissions 'contents: read', 'pull-requests: write' and 'issues: write'."
    )
  }
  return connectForChange(settings.github, event, frame.limits, settings.apiKey)
}

/**
 * Sends the request and follows the job: the change's pull request (if any) and the tracking issue are told, and with
 * history-branch the job and the changes it carries go into the fix ledger (change-history.ts).
 */
async function sendAndFollow(
  request: AgentRequest,
  settings: AgentActionSettings,
  frame: RunFrame,
  event: EventInfo,
  on: { session: ChangeSession; thread?: IssueThread; keys: string[]; source?: IssueThread; since?: number }
): Promise<void> {
  const { session, thread, keys, source, since } = on
  const about = (jobId: string | undefined, marker = thread?.ref?.marker) =>
    describeCarried(carriedKeys(marker?.gaps, jobId, keys))
  const ledger: Ledger | undefined = thread && { thread, about, since }
  const github = async () => session.octokit
  const context = { settings, event, client: frame.clientWith(), ...frame, issueThread: source, ledger, github }
  const end = await agentStep(request, { ...context, subject: 'change' })
  const carried = carriedKeys(thread?.ref?.marker.gaps, end.jobId, keys)
  await publishChange(changeResult(end), carried)
  const { historyBranch } = settings.change
  if (historyBranch && end.jobId)
    await recordChangeJob(historyBranch, settings.projectId, session, frame, { jobId: end.jobId, keys: carried })
  await endStep(end)
}

const skipChange = (reason: string): Promise<void> => publishChangeSkip(reason)

/**
 * The tracking issue's thread: the tracking-issue input's, else the labelled one (created when missing). Without it
 * (no 'issues: write', GitHub refused) the change still goes to the agent, as a new job, with one warning; a GitHub
 * that stopped answering ends the run instead, since every later call would be skipped.
 */
async function trackingThread(session: ChangeSession, given?: number): Promise<IssueThread | undefined> {
  try {
    return await threadOn(session, given ?? (await openTrackingIssue(session.octokit, session.repo)))
  } catch (error) {
    if (error instanceof GitHubUnavailableError || error instanceof CancelledError) throw error
    warning(
      `Could not open the tracking issue of merged changes: ${getErrorMessage(error)}. This change goes to a new docs job, and the next merge will not find it to follow up: give the workflow 'issues: write', or name an issue in tracking-issue.`
    )
    return undefined
  }
}

/** The tracking issue's job while it runs or its docs pull request is open (one the token cannot read counts so). */
async function openJobOf(ledger: IssueThread | undefined, frame: RunFrame, event: EventInfo) {
  const sources = jobSources(frame.clientWith(), frame.deadline, ledger)
  const serverUrl = new URL(event.runUrl).origin
  return followUpJob(ledger, sources, { serverUrl, work: 'merged changes', unreadableIsOpen: true })
}

/** The changes' prompt, sent as a new job or as a follow-up to the open one; the keys go into the markers. */
async function sendRequest(
  changes: Change[],
  settings: AgentActionSettings,
  said: Said,
  keys: string[],
  route: Extract<Route, { kind: 'send' }>,
  repository: string
): Promise<AgentRequest> {
  const { sendDiff } = settings.change
  const prompt = await changePrompt(changes, { standing: said.input?.text, sendDiff, repository })
  if (prompt.redacted > 0)
    info(`Redacted ${plural(prompt.redacted, 'key-like token')} from the change before sending it.`)
  const hiddenRemoved = prompt.hiddenRemoved + (said.input?.removed ?? 0)
  if (hiddenRemoved) info(describeRemoved(hiddenRemoved))
  return promptRequest({ prompt: prompt.text, hiddenRemoved, gapKeys: keys }, route.followUp)
}
