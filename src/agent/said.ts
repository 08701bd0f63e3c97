import { InputError } from '../action/errors.js'
import { Inputs } from '../action/names.js'
import type { EventInfo } from '../github/event.js'
import { eventPrompt, type EventPrompt } from './trigger.js'
import { visibleMarkdown, type VisibleText } from '../text/hidden.js'

/** What the run was told in words, each as a reader of it sees it on GitHub: read once, before deciding (decide.ts). */
export interface Said {
  /** The prompt input; undefined when it is empty. */
  input?: VisibleText
  /** What the event says to the agent: the issue or the comment, or nothing. */
  event: EventPrompt
}

/**
 * Reads the prompt input and the event's text as GitHub shows them (workflows interpolate issue text into the prompt
 * input, so it is read the same way). A prompt input of hidden text alone is a bad input, found before any request.
 */
export async function readSaid(promptInput: string | undefined, event: EventInfo, phrase: string): Promise<Said> {
  const fromEvent = await eventPrompt(event, phrase)
  if (promptInput === undefined) return { event: fromEvent }
  const input = await visibleMarkdown(promptInput)
  input.text = input.text.trim()
  if (!input.text) {
    throw new InputError(
      Inputs.Prompt,
      'has no text a reader can see on GitHub: only the visible text is sent, and invisible characters, HTML comments, attributes (an image’s alt text too), link-reference definitions and other markup GitHub does not show are not. Write the instruction as text.'
    )
  }
  return { input, event: fromEvent }
}
