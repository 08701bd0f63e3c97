// Counts with their nouns (src/text/plural.ts).
import { plural } from '../../src/text/plural.js'

describe('plural', () => {
  it('adds s unless the count is one', () => {
    expect([0, 1, 2, -1].map(n => plural(n, 'gap'))).toEqual(['0 gaps', '1 gap', '2 gaps', '-1 gaps'])
  })
})
