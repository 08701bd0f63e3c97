// What the run was told, read once before deciding: the prompt input and the event's text as a reader sees them.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readSaid } from '../../src/agent/said.js'
import { readEvent, type EventInfo } from '../../src/github/event.js'

/** The event as the runner hands it over: its name, and its payload in a file. */
const eventOf = (name: string, payload?: object): EventInfo => {
  const env: NodeJS.ProcessEnv = { GITHUB_EVENT_NAME: name, GITHUB_REPOSITORY: 'acme/docs' }
  if (payload) {
    env.GITHUB_EVENT_PATH = join(mkdtempSync(join(tmpdir(), 'said-')), 'event.json')
    writeFileSync(env.GITHUB_EVENT_PATH, JSON.stringify(payload))
  }
  return readEvent(env)
}
const dispatch = eventOf('workflow_dispatch')
const commented = (body: string): EventInfo =>
  eventOf('issue_comment', {
    action: 'created',
    issue: { number: 7, title: 'T', body: 'B', html_url: 'u' },
    comment: { id: 9, body, user: { login: 'writer' } },
    sender: { login: 'writer' }
  })

describe('readSaid', () => {
  it('reads the prompt input as a reader sees it, trimmed, with the count of what was hidden', async () => {
    const said = await readSaid('  Document &ZeroWidthSpace;--dry-run <?x hidden ?>\n', dispatch, '/docs')
    expect(said).toEqual({ input: { text: 'Document --dry-run', removed: 14 }, event: { kind: 'none' } })
  })

  it('trims a prompt input sent as written', async () => {
    expect((await readSaid('  \n plain words \n', dispatch, '/docs')).input).toEqual({
      text: 'plain words',
      removed: 0
    })
  })

  it('without a prompt input, only what the event says', async () => {
    expect(await readSaid(undefined, commented('/docs add a FAQ'), '/docs')).toEqual({
      event: { kind: 'prompt', text: 'add a FAQ', removed: 0 }
    })
    expect(await readSaid(undefined, commented('thanks'), '/docs')).toEqual({
      event: { kind: 'not-addressed', why: 'The comment does not start with /docs; nothing to do.' }
    })
  })

  it.each([
    ['an HTML comment', '<!-- x -->'],
    ['an invisible character', '\u200b'],
    ['a processing instruction', '<?php x ?>'],
    ['an image', '![instructions](https://example.com/i.png)'],
    ['an invisible character as a reference', '&#8203;']
  ])('a prompt input of %s alone is one clear error naming the input', async (_, prompt) => {
    await expect(readSaid(prompt, dispatch, '/docs')).rejects.toThrow(
      "Input 'prompt': has no text a reader can see on GitHub: only the visible text is sent"
    )
  })
})
