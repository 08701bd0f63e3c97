// Percent-decoding that never throws (src/text/uri.ts).
import { decodeComponent } from '../../src/text/uri.js'

describe('decodeComponent', () => {
  it('decodes valid percent-encoding, and answers undefined for broken encoding instead of throwing', () => {
    expect(decodeComponent('%E2%82%AC%20x')).toBe('€ x')
    expect(decodeComponent('%E2%82')).toBeUndefined()
    expect(decodeComponent('100%')).toBeUndefined()
  })
})
