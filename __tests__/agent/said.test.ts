// What the run was told, read once before deciding: the prompt input and the event's text as a reader sees them.
import { readSaid } from '../../src/agent/said.js'
import type { EventInfo } from '../../src/github/event.js'

const dispatch: EventInfo = {
  name: 'workflow_dispatch',
  owner: 'acme',
  repo: 'docs',
  actor: 'writer',
  actorType: 'User',
  runId: 1,
  runAttempt: 1,
  runUrl: 'https://github.com/acme/docs/actions/runs/1'
}
const commented = (body: string): EventInfo => ({
  ...dispatch,
  name: 'issue_comment',
  issueNumber: 7,
  issue: { title: 'T', body: 'B', url: 'u' },
  comment: { id: 9, body }
})

describe('readSaid', () => {
  it('reads the prompt input as a reader sees it, trimmed, with the count of what was hidden', async () => {
    const said = await readSaid('  Document &ZeroWidthSpace;--dry-run <?x hidden ?>\n', dispatch, '/docs')
    expect(said).toEqual({ input: { text: 'Document --dry-run', removed: 12 }, event: { kind: 'none' } })
  })

  it('without a prompt input, only what the event says', async () => {
    expect(await readSaid(undefined, commented('/docs add a FAQ'), '/docs')).toEqual({
      event: { kind: 'prompt', text: 'add a FAQ', removed: 0 }
    })
    expect(await readSaid(undefined, commented('thanks'), '/docs')).toEqual({ event: { kind: 'not-addressed' } })
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
