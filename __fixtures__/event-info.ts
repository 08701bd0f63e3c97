// The event as src/github/event.ts reads it, for the tests that decide from it: a dispatch on acme/docs by default,
// and an issue comment on issue 7 (decide.test.ts, run/deprecated.test.ts).
import type { EventInfo } from '../src/github/event.js'

export const eventInfo = (over: Partial<EventInfo> = {}): EventInfo => ({
  name: 'workflow_dispatch',
  action: '',
  owner: 'acme',
  repo: 'docs',
  actor: 'writer',
  actorType: 'User',
  runId: 40,
  runAttempt: 1,
  runUrl: 'https://github.com/acme/docs/actions/runs/40',
  ...over
})

export const ISSUE_7 = {
  title: 'Document --dry-run',
  body: 'Please add it.',
  url: 'https://github.com/acme/docs/issues/7'
}

/** A comment created on issue 7 with this body. */
export const commentOn7 = (body: string): Partial<EventInfo> => ({
  name: 'issue_comment',
  action: 'created',
  issueNumber: 7,
  issue: ISSUE_7,
  comment: { id: 9, body }
})
