// A key of its own for each use of the run's secrets (src/action/derived-key.ts).
import { createHash } from 'node:crypto'
import { derivedKey } from '../../src/action/derived-key.js'

describe('derivedKey', () => {
  it('is the sha256 of the use and the secrets, kept apart as JSON', () => {
    const expected = createHash('sha256').update('["docs-agent-action status seal","mint_k"]').digest()
    expect(derivedKey('status seal', 'mint_k')).toEqual(expected)
  })
  it('differs by use, by secret and by where the secrets part', () => {
    const keys = [
      derivedKey('a', 'k'),
      derivedKey('b', 'k'),
      derivedKey('a', 'j'),
      derivedKey('a', 'k', ''),
      derivedKey('a', 'kx', 'y'),
      derivedKey('a', 'k', 'xy')
    ].map(key => key.toString('hex'))
    expect(new Set(keys).size).toBe(keys.length)
    expect(derivedKey('a', 'k')).toEqual(derivedKey('a', 'k'))
  })
})
