/**
 * The report action's story (report/action.yml): the visitors and docs-health report; with fix-gaps, its top gaps then
 * go to the agent as one request on the tracking issue (a new job, or a follow-up to the job still open there), sent
 * and followed as the agent action's are. Gaps that job or its pull request already has are left out.
 */
import { info, warning } from '../action/log.js'
import { promptRequest } from '../job/job.js'
import { agentStep } from '../step/agent-step.js'
import { connectGitHub, githubLater } from '../step/connect.js'
import type { Octokit } from '../github/octokit.js'
import type { HistoryContext } from './history/run.js'
import type { FixRecord } from './history/format.js'
import type { SearchCheckSources } from './history/search-check.js'
import type { FixCheckSettings } from './history/settings.js'
import { readEvent, type EventInfo } from '../github/event.js'
import { plural } from '../text/plural.js'
import { endStep, runStory, type RunFrame } from '../step/frame.js'
import { readReportActionSettings, type ReportActionSettings } from './action-settings.js'

export async function run(): Promise<void> {
  await runStory(readReportActionSettings, async (settings, frame) => reportStory(settings, frame, readEvent()))
}

export async function reportStory(settings: ReportActionSettings, frame: RunFrame, event: EventInfo): Promise<void> {
  // The report's code is a chunk of its own, loaded when a run reports.
  const { reportStep } = await import('./step.js')
  const github = await connectGitHub(settings.github, event, frame.limits, settings.apiKey)
  const issueThread = github?.issueThread
  // One client for the history and for the fix job's branch, made only when one of them asks.
  const later = githubLater(settings.github.token, frame.limits, github?.octokit)
  const history = await historyContext(settings, event, frame, later)
  // The report tells which gaps the tracking issue's jobs still work on, and which open job takes the next ones.
  const end = await reportStep({
    settings,
    event,
    clientWith: frame.clientWith,
    issueThread,
    deadline: frame.deadline,
    signal: frame.signal,
    ...(history ? { history } : {})
  })
  if (!end.fix) return
  const { followUp, sent: record, ...sent } = end.fix
  info(
    `Docs agent: the report's top ${plural(sent.gapKeys.length, 'gap')} ${followUp ? `as a follow-up to job ${followUp}, still open on the thread` : 'as a new job'}.`
  )
  const context = { settings, event, client: frame.clientWith(), ...frame, issueThread, github: later }
  const step = await agentStep(promptRequest(sent, followUp), context)
  // The fix ledger remembers the job (new or followed up) before the step ends, whatever its end.
  if (record && step.jobId) await record(step.jobId)
  await endStep(step)
}

/**
 * With history-branch: the data branch on the run's repository, the project's folder, and how the fixes' jobs and pull
 * requests are asked about. Without a token or a repository there is none, with one warning.
 */
async function historyContext(
  settings: ReportActionSettings,
  event: EventInfo,
  frame: RunFrame,
  github: () => Promise<Octokit | undefined>
): Promise<HistoryContext | undefined> {
  const history = settings.history
  if (!history) return undefined
  const token = settings.github.token
  if (!token || !event.owner || !event.repo) {
    warning(
      `The history is not kept: ${!token ? 'github-token is empty' : 'the run names no repository (GITHUB_REPOSITORY)'}. The report goes on without it.`
    )
    return undefined
  }
  // A token is given (above): the client is made.
  const [octokit, { DataBranch }, { pullMerge, pullFiles }, { directCommits, commitFiles }] = await Promise.all([
    github() as Promise<Octokit>,
    import('../github/data-branch.js'),
    import('../github/pulls.js'),
    import('../github/direct-commits.js')
  ])
  const serverUrl = new URL(event.runUrl).origin
  const client = frame.clientWith({})
  return {
    settings: history,
    project: settings.projectId,
    branch: new DataBranch(
      octokit,
      { owner: event.owner, repo: event.repo, branch: history.branch },
      { deadline: frame.deadline, signal: frame.signal }
    ),
    fixSources: {
      getJob: jobId => client.getJob(jobId, frame.deadline),
      pullMerge: link => pullMerge(octokit, link, serverUrl),
      directCommits: job => directCommits(octokit, job, serverUrl)
    },
    serverUrl,
    repositoryPrivate: event.repositoryPrivate,
    now: () => new Date(),
    warn: line => warning(line),
    ...(settings.fixCheck && {
      // A pull request's files, or a direct commit's: the newest one the ledger keeps for its job.
      check: await fixCheck(settings, frame, async (fix: FixRecord) =>
        fix.pr
          ? pullFiles(octokit, fix.pr, serverUrl)
          : fix.commit
            ? commitFiles(octokit, fix.commit, serverUrl)
            : { why: 'neither its pull request nor its commit is known' }
      )
    })
  }
}

/** The fix check's sources: the live site's search (the discovery client, on the run's budget) and a fix's files. */
async function fixCheck(
  settings: ReportActionSettings,
  frame: RunFrame,
  changedFiles: SearchCheckSources['changedFiles']
): Promise<HistoryContext['check']> {
  const [{ createDiscoveryClient, discoveryUrlsOf }, { SEARCH_DEPTH }, { gapKeys }] = await Promise.all([
    import('../service/discovery.js'),
    import('./history/search-check.js'),
    import('./gap-key.js')
  ])
  const { assistantKey, domain } = settings.fixCheck as FixCheckSettings
  const discovery = createDiscoveryClient({
    http: frame.http,
    assistantKey,
    domain,
    adminKey: settings.apiKey,
    ...discoveryUrlsOf(settings.apiUrl)
  })
  const search = async (query: string) =>
    (await discovery.search(query, { pageSize: SEARCH_DEPTH }, frame.deadline)).map(result => result.path)
  return { sources: { search, changedFiles }, keys: gapKeys(settings) }
}
