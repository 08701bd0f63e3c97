// Reading a body without trusting its size (src/service/read-body.ts), and the pull-request link check's edges
// (src/service/pr-link.ts): no body, a declared length over the cap, the stream given up, sizes in messages, links
// of exactly the longest length, and the public hosts in the other's shape.
import { checkPrLink, MAX_PR_LINK_LENGTH } from '../../src/service/pr-link.js'
import { MiB, readCapped, sizeText, UnexpectedBody } from '../../src/service/read-body.js'

function stream(chunks: string[]) {
  const state = { cancelled: false, pulled: 0 }
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[state.pulled++]
      if (next === undefined) controller.close()
      else controller.enqueue(new TextEncoder().encode(next))
    },
    cancel() {
      state.cancelled = true
    }
  })
  return { body, state }
}

describe('readCapped', () => {
  it('no body is an empty one', async () => {
    expect(await readCapped(null, 10, null)).toBe('')
    expect(await readCapped(undefined, 10, '0')).toBe('')
  })
  it('reads up to the cap, the cap included', async () => {
    const { body } = stream(['12345', '67890'])
    expect(await readCapped(body, 10, null)).toBe('1234567890')
    const declared = stream(['12345', '67890'])
    expect(await readCapped(declared.body, 10, '10')).toBe('1234567890')
  })
  it('a declared length over the cap: nothing is read, and the stream is given up', async () => {
    const { body, state } = stream(['x'])
    expect(await readCapped(body, 10, '11')).toBeUndefined()
    expect(state).toEqual({ cancelled: true, pulled: 0 })
  })
  it('a body that grows past the cap without saying so: reading stops there, and the stream is given up', async () => {
    const { body, state } = stream(['123456', '789012', 'never read'])
    expect(await readCapped(body, 10, null)).toBeUndefined()
    expect(state.cancelled).toBe(true)
  })
})

describe('sizeText and UnexpectedBody', () => {
  it('names whole MiB as MiB and anything else in kB, rounded up', () => {
    expect([sizeText(MiB), sizeText(8 * MiB), sizeText(1.5 * MiB), sizeText(1000)]).toEqual([
      '1 MiB',
      '8 MiB',
      '1536 kB',
      '1 kB'
    ])
  })
  it('an unexpected body says what is wrong, by name', () => {
    const error = new UnexpectedBody('totals.total is -11')
    expect([error.name, error.message, error.what]).toEqual([
      'UnexpectedBody',
      'totals.total is -11',
      'totals.total is -11'
    ])
  })
})

describe('checkPrLink at its edges', () => {
  // A merge request deep in subgroups: the only shape that reaches the length limit (a segment is 100 at most).
  const ofLength = (n: number) => {
    const head = 'https://git.example.com'
    const tail = '/-/merge_requests/7'
    let middle = ''
    while (head.length + middle.length + tail.length < n) {
      const room = n - head.length - middle.length - tail.length - 1
      middle += `/${'a'.repeat(Math.min(100, Math.max(1, room)))}`
    }
    return `${head}${middle}${tail}`
  }
  it('takes a link of exactly the longest length, and not one character more', () => {
    expect(ofLength(MAX_PR_LINK_LENGTH)).toHaveLength(MAX_PR_LINK_LENGTH)
    expect(checkPrLink(ofLength(MAX_PR_LINK_LENGTH))).toEqual({ ok: true })
    expect(checkPrLink(ofLength(MAX_PR_LINK_LENGTH + 1))).toEqual({
      ok: false,
      reason: `it is longer than ${MAX_PR_LINK_LENGTH} characters`
    })
  })
  it('refuses a public host in the other’s shape, saying which', () => {
    expect(checkPrLink('https://github.com/acme/docs/-/merge_requests/3')).toEqual({
      ok: false,
      reason: 'it is a github.com link, but not to a pull request'
    })
    expect(checkPrLink('https://GitLab.com/acme/docs/pull/3')).toEqual({
      ok: false,
      reason: 'it is a gitlab.com link, but not to a merge request'
    })
    expect(checkPrLink('https://git.example.com/acme/docs/-/merge_requests/3')).toEqual({ ok: true })
  })
})
