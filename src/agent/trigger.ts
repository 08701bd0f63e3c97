/** Pure rules for turning an event into a prompt. */
import { visibleMarkdown, visiblePlainText, type VisibleText } from '../text/hidden.js'
import type { EventInfo } from '../github/event.js'

/**
 * What the event says to the agent, the one place that decides it: `none` when the event carries no prompt (dispatch,
 * schedule, pull request events, …), `not-addressed` (and why) for a comment that is not a new one — an edited or
 * deleted comment is acted on by someone other than its author, with their permission — or that does not start with
 * the trigger phrase, else the prompt (empty for a comment that is the phrase alone).
 */
export type EventPrompt = { kind: 'none' } | { kind: 'not-addressed'; why: string } | ({ kind: 'prompt' } & VisibleText)

export async function eventPrompt(event: EventInfo, phrase: string): Promise<EventPrompt> {
  if (event.name === 'issue_comment' && event.comment) {
    if (event.action !== 'created') {
      const what = event.action ? `was ${event.action.replace(/[^a-z_]/g, '').slice(0, 20)}` : 'has no action'
      return { kind: 'not-addressed', why: `The comment event ${what}: only a new comment runs the docs agent.` }
    }
    const prompt = await promptFromComment(event.comment.body, phrase)
    return prompt === undefined
      ? { kind: 'not-addressed', why: `The comment does not start with ${phrase}; nothing to do.` }
      : { kind: 'prompt', ...prompt }
  }
  if (event.name === 'issues' && event.issue)
    return { kind: 'prompt', ...(await promptFromIssue(event.issue, event.issueNumber)) }
  return { kind: 'none' }
}

/**
 * The prompt in a comment that starts with the trigger phrase (`/docs add a FAQ` → `add a FAQ`), or undefined when the
 * comment does not start with it. The phrase must stand alone: `/docsify` does not trigger `/docs`. Hidden text is
 * removed first, so hidden characters before the phrase neither hide it nor reach the prompt.
 */
export async function promptFromComment(body: string, phrase: string): Promise<VisibleText | undefined> {
  const { text, removed } = await visibleMarkdown(body)
  const start = text.trimStart()
  if (!start.toLowerCase().startsWith(phrase.toLowerCase())) return undefined
  const rest = start.slice(phrase.length)
  if (rest !== '' && !/^\s/.test(rest)) return undefined
  return { text: rest.trim(), removed }
}

/** The prompt for a new job from an issue: its title, its body as a reader sees it and a link back to it. */
export async function promptFromIssue(
  issue: { title: string; body: string; url: string },
  number?: number
): Promise<VisibleText> {
  // GitHub shows a title as plain text (a comment in it is visible) and the body as markdown.
  const title = visiblePlainText(issue.title)
  const body = await visibleMarkdown(issue.body)
  const ref = number !== undefined ? `#${number}` : 'the issue'
  const text = [
    `Update the documentation as requested in GitHub issue ${ref}: ${title.text.trim()}`,
    body.text.trim() ? `\n${body.text.trim()}` : '',
    issue.url ? `\nIssue: ${issue.url}` : ''
  ]
    .join('')
    .trim()
  return { text, removed: title.removed + body.removed }
}
