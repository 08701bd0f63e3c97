/** Pure rules for turning an event into a prompt. */

const ZERO_WIDTH = /[\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g
const HTML_COMMENT = /<!--[\s\S]*?(-->|$)/g

/** Removes hidden HTML comments and zero-width / direction-control characters from untrusted issue text. */
export function stripHidden(text: string): string {
  return text.replace(HTML_COMMENT, '').replace(ZERO_WIDTH, '')
}

/**
 * The prompt in a comment that starts with the trigger phrase (`/docs add a FAQ` → `add a FAQ`), or undefined when the
 * comment does not start with it. The phrase must stand alone: `/docsify` does not trigger `/docs`.
 */
export function promptFromComment(body: string, phrase: string): string | undefined {
  const text = stripHidden(body).trimStart()
  if (!text.toLowerCase().startsWith(phrase.toLowerCase())) return undefined
  const rest = text.slice(phrase.length)
  if (rest !== '' && !/^\s/.test(rest)) return undefined
  return rest.trim()
}

/** The prompt for a new job from an issue: its title, its body (hidden text removed) and a link back to it. */
export function promptFromIssue(issue: { title: string; body: string; url: string }, number?: number): string {
  const title = stripHidden(issue.title).trim()
  const body = stripHidden(issue.body).trim()
  const ref = number !== undefined ? `#${number}` : 'the issue'
  return [
    `Update the documentation as requested in GitHub issue ${ref}: ${title}`,
    body ? `\n${body}` : '',
    issue.url ? `\nIssue: ${issue.url}` : ''
  ]
    .join('')
    .trim()
}
