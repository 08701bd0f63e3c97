import * as github from '@actions/github'

/** The parts of the triggering event the action uses, read once from the runner's context. */
export interface EventInfo {
  name: string
  owner: string
  repo: string
  /** The issue or pull request the event is about, if any. */
  issueNumber?: number
  isPullRequest: boolean
  issue?: { title: string; body: string; url: string }
  comment?: { id: number; body: string; author: string; authorType: string }
  /** Who started the event (the sender); the permission check is about this login. */
  actor: string
  actorType: string
  runId: number
  runAttempt: number
  runUrl: string
}

interface Payload {
  issue?: { number?: number; title?: string; body?: string | null; html_url?: string; pull_request?: unknown }
  pull_request?: { number?: number; title?: string; body?: string | null; html_url?: string }
  discussion?: { number?: number; title?: string; body?: string | null; html_url?: string }
  comment?: { id?: number; body?: string; user?: { login?: string; type?: string } }
  sender?: { login?: string; type?: string }
}

/** Reads the event from @actions/github's context (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_REPOSITORY, …). */
export function readEvent(context: typeof github.context = github.context): EventInfo {
  const payload = context.payload as Payload
  const subject = payload.issue ?? payload.pull_request ?? payload.discussion
  const [owner = '', repo = ''] = (process.env.GITHUB_REPOSITORY ?? '').split('/')
  const serverUrl = context.serverUrl || 'https://github.com'
  return {
    name: context.eventName ?? '',
    owner,
    repo,
    issueNumber: subject?.number,
    isPullRequest: Boolean(payload.pull_request || payload.issue?.pull_request),
    issue: subject ? { title: subject.title ?? '', body: subject.body ?? '', url: subject.html_url ?? '' } : undefined,
    comment:
      payload.comment && typeof payload.comment.id === 'number'
        ? {
            id: payload.comment.id,
            body: payload.comment.body ?? '',
            author: payload.comment.user?.login ?? '',
            authorType: payload.comment.user?.type ?? 'User'
          }
        : undefined,
    actor: payload.sender?.login ?? context.actor,
    actorType: payload.sender?.type ?? 'User',
    runId: context.runId || 0,
    runAttempt: context.runAttempt || 1,
    runUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${context.runId}`
  }
}

/** Events a person starts by writing or labelling; their actor's permission is checked. */
export function isPersonEvent(name: string): boolean {
  return (
    ['issues', 'issue_comment', 'discussion', 'discussion_comment'].includes(name) || name.startsWith('pull_request')
  )
}
