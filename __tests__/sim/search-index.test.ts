// The simulator's search scoring (sim/search-index.ts): the documented formula, its order, its cut.
import { rank, scoreOf, words } from '../../sim/search-index.js'

describe('words', () => {
  it('lower case, NFKC, runs of letters and digits in any script', () => {
    expect(words('Rate-limit: ＡＰＩ v2, délai d’expiration')).toEqual([
      'rate',
      'limit',
      'api',
      'v2',
      'délai',
      'd',
      'expiration'
    ])
    expect(words('  -- ')).toEqual([])
  })
})

describe('scoreOf: 0.5 coverage + 0.3 phrase + 0.2 frequency', () => {
  it.each([
    ['rate limit', 'the rate limit', 0.5 + 0.3 + 0.2 * (2 / 8)],
    ['rate limit', 'limit the rate', 0.5 + 0.2 * (2 / 8)],
    ['rate limit', 'rate only', 0.25 + 0.2 * (1 / 8)],
    ['rate limit', 'rate rate rate rate rate rate rate rate limit', 0.5 + 0.3 + 0.2],
    ['Rate  LIMIT rate', 'rate limit rate', 0.5 + 0.3 + 0.2 * (3 / 8)],
    ['rate limit', 'nothing here', 0],
    ['', 'anything', 0],
    ['a b c', 'a x b c', 0.5 + 0.2 * (3 / 12)]
  ])('%j in %j', (query, content, expected) => {
    expect(scoreOf(content, query)).toBe(Math.round(1000 * expected) / 1000)
  })
})

describe('rank', () => {
  const pages = new Map([
    ['/b', '# B\n\nrate limit'],
    ['/a', '# A\n\nrate limit'],
    ['/c', '# C\n\nlimit only\n\nnothing\n\nthe rate'],
    ['/d', '# D'],
    ['/e', `# E\n\n${'rate limit '.repeat(60)}`]
  ])

  it('best first, ties by path, no page without a word of the query', () => {
    expect(rank(pages, 'rate limit', 10, 0).map(r => [r.path, r.metadata.score])).toEqual([
      ['/e', 1],
      ['/a', 0.85],
      ['/b', 0.85],
      ['/c', 0.55]
    ])
  })

  it('at most pageSize, each at least the threshold (inclusive)', () => {
    expect(rank(pages, 'rate limit', 2, 0).map(r => r.path)).toEqual(['/e', '/a'])
    expect(rank(pages, 'rate limit', 10, 0.85).map(r => r.path)).toEqual(['/e', '/a', '/b'])
    expect(rank(pages, 'rate limit', 10, 0.851).map(r => r.path)).toEqual(['/e'])
    expect(rank(pages, '', 10, 0)).toEqual([])
  })

  it('the content is the first paragraph holding most of the words, cut to 300 characters; the title from the path', () => {
    const [e, , , c] = rank(pages, 'rate limit', 10, 0)
    expect(c).toEqual({ path: '/c', content: 'limit only', metadata: { title: 'C', score: 0.55 } })
    expect(e?.content).toBe('rate limit '.repeat(60).slice(0, 300))
    expect(rank(new Map([['/x', 'one\n\n\n\ntwo rate']]), 'rate', 1, 0)[0]?.content).toBe('two rate')
  })
})
