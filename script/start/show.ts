/** How `npm start`'s modes print: a heading line, and a thread's comments as GitHub shows them (script/demo.ts). */
import type { FakeGitHub } from '../../__fixtures__/fake-github.js'
import { commentStates, visibleMarkdown } from '../demo.js'

export const heading = (title: string): void =>
  console.log(`\n── ${title} ${'─'.repeat(Math.max(3, 50 - title.length))}`)

/** Each state a thread's comments went through, as the thread shows them (the hidden marker left out). */
export function showStates(gh: FakeGitHub, issueNumber: number, what: string): string[] {
  const states = commentStates(gh, issueNumber)
  states.forEach((body, i) => {
    const when = i === 0 ? 'created' : i === states.length - 1 ? 'edited, final' : 'edited'
    heading(`${what} #${issueNumber}, state ${i + 1} of ${states.length} (${when})`)
    console.log(visibleMarkdown(body))
  })
  if (states.length === 0) console.log(`\n(no comment was written on #${issueNumber}: see the log below)`)
  return states
}
