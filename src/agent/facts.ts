import type { GitHubSession } from '../step/connect.js'
import { isPersonEvent, type EventInfo } from '../github/event.js'
import type { StatusMarker } from '../thread/marker.js'
import { checkActor, type ActorVerdict } from '../github/permission.js'
import type { GateSettings } from '../github/settings.js'
import type { EventPrompt } from './trigger.js'

/** What GitHub says about a run, gathered before deciding it (agent/decide.ts reads these, and nothing else of GitHub). */
export interface ThreadFacts {
  /**
   * For an event a person started: whether they may run the agent, or `no-token` when there is no token to ask with.
   * Undefined for other events, and for a comment not addressed to the action (nobody is asked then).
   */
  verdict?: ActorVerdict | 'no-token'
  /** The thread's status marker: its job and what earlier runs' requests did. */
  marker?: StatusMarker
  /** The run reports to an issue thread, which remembers its jobs for re-runs. */
  thread: boolean
}

/**
 * Whose permission a person's event needs: the sender (who acted), and for a comment its author too when another
 * login wrote it — the comment's words are the prompt. A comment without an author (GitHub gives none for a deleted
 * account) is checked as `ghost`, the login GitHub shows for one, which is no collaborator.
 */
export function actorsOf(event: EventInfo): { login: string; type: string }[] {
  const sender = { login: event.actor, type: event.actorType }
  if (event.name !== 'issue_comment' || !event.comment) return [sender]
  const author = event.comment.author ?? { login: 'ghost', type: 'User' }
  return author.login.toLowerCase() === sender.login.toLowerCase() ? [sender] : [sender, author]
}

/**
 * Asks GitHub what deciding needs, and no more: the actor's permission (for a person's event addressed to the action),
 * then, unless the actor is refused or `job-id` names the job, the thread's status comment (which the issueThread keeps
 * as the comment to write).
 */
export async function gatherFacts(
  settings: Pick<GateSettings, 'minPermission' | 'allowedBots'>,
  jobId: string | undefined,
  event: EventInfo,
  eventSays: EventPrompt,
  session?: GitHubSession
): Promise<ThreadFacts> {
  const thread = session?.issueThread !== undefined
  if (eventSays.kind === 'not-addressed') return { thread }
  let verdict: ThreadFacts['verdict']
  if (isPersonEvent(event.name)) {
    if (!session) return { verdict: 'no-token', thread }
    const repo = { owner: event.owner, repo: event.repo }
    for (const actor of actorsOf(event)) {
      verdict = await checkActor(session.octokit, repo, actor, settings.minPermission, settings.allowedBots)
      if (!verdict.allowed) return { verdict, thread }
    }
  }
  if (jobId) return { verdict, thread }
  const existing = await session?.issueThread?.existing()
  return { verdict, marker: existing?.marker, thread }
}
