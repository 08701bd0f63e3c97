import { addSecret, clearSecrets } from '../../../src/action/secrets.js'
import { add, clean, emptyTally, oneLine, plain, withoutSecrets } from '../../../src/agent/change/clean.js'

// The authors' text of a change cleaned for the prompt (src/agent/change/clean.ts): hidden characters out, the run's
// secrets and keys redacted, each counted. prompt.test.ts checks the same through every field of the prompt.

const SECRET = 'quiet-harbor-token'
beforeEach(() => addSecret(SECRET))
afterEach(() => clearSecrets())

describe('plain', () => {
  it('takes out what a reader could not see, then the run’s secrets and keys, and counts each', async () => {
    const tally = emptyTally()
    const text = await plain(`a\u200bb ${SECRET} c ghp_${'a1'.repeat(18)} d`, tally)
    expect(text).toBe('ab *** c [key] d')
    expect(tally).toEqual({ hidden: 1, redacted: 2 })
  })

  it('finds a key that a hidden character cut in two', async () => {
    const tally = emptyTally()
    expect(await plain(`ghp_${'a1'.repeat(9)}\u200b${'a1'.repeat(9)}`, tally)).toBe('[key]')
    expect(tally).toEqual({ hidden: 1, redacted: 1 })
  })
})

describe('oneLine', () => {
  it('makes every run of white space and line separator one space, and trims', async () => {
    const tally = emptyTally()
    expect(await oneLine(' \tsrc/a\n\n b\u2028c\u2029 d.ts \n', tally)).toBe('src/a b c d.ts')
    expect(tally).toEqual({ hidden: 0, redacted: 0 })
  })
})

describe('clean', () => {
  it('redacts and counts without taking hidden characters out', async () => {
    const tally = emptyTally()
    expect(await clean(`x\u200b ${SECRET}`, tally)).toBe('x\u200b ***')
    expect(tally).toEqual({ hidden: 0, redacted: 1 })
  })
})

describe('withoutSecrets', () => {
  it('counts the masks it wrote, not those the text already had', () => {
    const tally = { hidden: 0, redacted: 5 }
    expect(withoutSecrets(`*** ${SECRET} and ${SECRET}`, tally)).toBe('*** *** and ***')
    expect(tally).toEqual({ hidden: 0, redacted: 7 })
  })

  it('counts one when the text changed but holds no more masks', () => {
    addSecret('x***y-secret-value')
    const tally = emptyTally()
    expect(withoutSecrets('x***y-secret-value', tally)).toBe('***')
    expect(tally.redacted).toBe(1)
  })

  it('counts nothing in a text without a secret', () => {
    const tally = emptyTally()
    expect(withoutSecrets('nothing here', tally)).toBe('nothing here')
    expect(tally.redacted).toBe(0)
  })
})

describe('add', () => {
  it('adds both counts', () => {
    const to = { hidden: 1, redacted: 2 }
    add(to, { hidden: 10, redacted: 20 })
    expect(to).toEqual({ hidden: 11, redacted: 22 })
  })
})
