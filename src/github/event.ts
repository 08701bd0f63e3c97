import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { eventChange, type EventChange } from './change.js'
import { EventPayload } from './event-payload.js'

/** The parts of the triggering event the action uses, read once from the runner's environment. */
export interface EventInfo {
  name: string
  /** The payload's `action` (`created`, `edited`, `deleted`, `labeled`, …); empty when it has none. */
  action: string
  owner: string
  repo: string
  /** The issue or pull request the event is about, if any. */
  issueNumber?: number
  issue?: { title: string; body: string; url: string }
  /**
   * The comment of an `issue_comment` event; `author` is who wrote it (the payload's `comment.user`), undefined when
   * GitHub gives none (a deleted account).
   */
  comment?: { id: number; body: string; author?: { login: string; type: string } }
  /** Who acted (the payload's `sender`: for an edited or deleted comment, not its author); always checked. */
  actor: string
  actorType: string
  runId: number
  runAttempt: number
  runUrl: string
  /** The event's `repository.private`; undefined when the payload does not say (reader text is then hidden). */
  repositoryPrivate?: boolean
  /** A pull request closed (merged or not) or a push: the code change the event carries (docs that follow code). */
  change?: EventChange
  /** The branch or tag the run is on (GITHUB_REF_NAME): a batch gathers the pull requests merged into it. */
  refName?: string
}

/**
 * Reads the event as @actions/github's context would (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_REPOSITORY, …),
 * without loading the GitHub client: most runs never need it, and it is the larger part of the bundle's start-up.
 */
export function readEvent(env: NodeJS.ProcessEnv = process.env): EventInfo {
  const name = env.GITHUB_EVENT_NAME ?? ''
  const raw = readPayload(env.GITHUB_EVENT_PATH)
  const payload = v.parse(EventPayload, raw)
  const subject = payload.issue ?? payload.pull_request ?? payload.discussion
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/')
  const serverUrl = env.GITHUB_SERVER_URL || 'https://github.com'
  const runId = Number(env.GITHUB_RUN_ID) || 0
  const { comment } = payload
  return {
    name,
    action: payload.action,
    owner,
    repo,
    issueNumber: subject?.number,
    issue: subject && { title: subject.title, body: subject.body, url: subject.html_url },
    comment: comment && { id: comment.id, body: comment.body, author: comment.user },
    actor: payload.sender?.login ?? env.GITHUB_ACTOR ?? '',
    actorType: payload.sender?.type ?? 'User',
    runId,
    runAttempt: Number(env.GITHUB_RUN_ATTEMPT) || 1,
    runUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`,
    repositoryPrivate: payload.repository?.private,
    change: eventChange(name, payload.action, raw),
    refName: env.GITHUB_REF_NAME || undefined
  }
}

/**
 * The event file's JSON as is (its shape is read by the schemas of event-payload.ts); undefined when there is no such
 * file (none named: '') or it holds no JSON.
 */
function readPayload(file = ''): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** Events a person starts by writing or labelling; their actor's permission is checked. */
export function isPersonEvent(name: string): boolean {
  return (
    ['issues', 'issue_comment', 'discussion', 'discussion_comment'].includes(name) || name.startsWith('pull_request')
  )
}
