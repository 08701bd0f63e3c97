// Which events carry a prompt (eventPrompt), and the issue prompt's layout at its edges: blank or padded title and
// body, no issue number, no URL. Pure.
import type { EventInfo } from '../../src/github/event.js'
import { eventPrompt, promptFromIssue } from '../../src/agent/trigger.js'

const base: EventInfo = {
  name: 'workflow_dispatch',
  action: 'created',
  owner: 'acme',
  repo: 'docs',
  actor: 'writer',
  actorType: 'User',
  runId: 1,
  runAttempt: 1,
  runUrl: 'https://github.com/acme/docs/actions/runs/1'
}
const issue = { title: 'T', body: 'B', url: 'https://github.com/acme/docs/issues/7' }
const comment = { id: 9, body: '/docs from the comment' }
const ISSUE_PROMPT =
  'Update the documentation as requested in GitHub issue #7: T\nB\nIssue: https://github.com/acme/docs/issues/7'

describe('eventPrompt', () => {
  it.each<[string, Partial<EventInfo>, unknown]>([
    [
      'a comment event: the comment',
      { name: 'issue_comment', issue, comment },
      { kind: 'prompt', text: 'from the comment' }
    ],
    [
      'a comment event not addressed',
      { name: 'issue_comment', issue, comment: { id: 9, body: 'hi' } },
      { kind: 'not-addressed', why: 'The comment does not start with /docs; nothing to do.' }
    ],
    ['a comment event without its comment: none', { name: 'issue_comment', issue }, { kind: 'none' }],
    [
      'an issues event: the issue, even with a comment in the payload',
      { name: 'issues', issue, comment },
      { kind: 'prompt', text: ISSUE_PROMPT }
    ],
    ['an issues event without its issue: none', { name: 'issues' }, { kind: 'none' }],
    ['another event with a comment: none', { name: 'pull_request_review_comment', issue, comment }, { kind: 'none' }],
    ['another event with an issue: none', { name: 'pull_request', issue }, { kind: 'none' }],
    [
      'an edited comment: not addressed, whatever it says',
      { name: 'issue_comment', action: 'edited', issue, comment },
      { kind: 'not-addressed', why: 'The comment event was edited: only a new comment runs the docs agent.' }
    ],
    [
      'a deleted comment: not addressed',
      { name: 'issue_comment', action: 'deleted', issue, comment },
      { kind: 'not-addressed', why: 'The comment event was deleted: only a new comment runs the docs agent.' }
    ],
    [
      'a comment event without an action: not addressed',
      { name: 'issue_comment', action: '', issue, comment },
      { kind: 'not-addressed', why: 'The comment event has no action: only a new comment runs the docs agent.' }
    ],
    [
      "an action's name is cut at 20 letters",
      { name: 'issue_comment', action: 'x'.repeat(30), issue, comment },
      { kind: 'not-addressed', why: `The comment event was ${'x'.repeat(20)}: only a new comment runs the docs agent.` }
    ],
    [
      "an action's name is shown as letters only",
      { name: 'issue_comment', action: 'Edi ted::x`<b>', issue, comment },
      { kind: 'not-addressed', why: 'The comment event was ditedxb: only a new comment runs the docs agent.' }
    ]
  ])('%s', async (_what, over, expected) => {
    expect(await eventPrompt({ ...base, issueNumber: 7, ...over }, '/docs')).toMatchObject(expected as object)
  })
})

describe('promptFromIssue at its edges', () => {
  it('title and body are trimmed; a blank body adds no line', async () => {
    expect((await promptFromIssue({ title: '  Padded title  ', body: '  \n  ', url: 'u' }, 7)).text).toBe(
      'Update the documentation as requested in GitHub issue #7: Padded title\nIssue: u'
    )
    expect((await promptFromIssue({ title: 'T  ', body: '\n  Body line  \n', url: '' }, 7)).text).toBe(
      'Update the documentation as requested in GitHub issue #7: T\nBody line'
    )
  })

  it('an empty issue leaves no trailing space', async () => {
    expect((await promptFromIssue({ title: '', body: '', url: '' }, 7)).text).toBe(
      'Update the documentation as requested in GitHub issue #7:'
    )
  })

  it('without a number it says "the issue", never #undefined; issue #0 is still a number', async () => {
    expect((await promptFromIssue(issue)).text).toMatch(
      /^Update the documentation as requested in GitHub issue the issue: T\n/
    )
    expect((await promptFromIssue(issue, 0)).text).toMatch(/GitHub issue #0: T/)
  })
})
