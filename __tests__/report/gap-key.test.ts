// Gap keys (pure): keyed by the run's API key and project id, stable for the same gap, and the former, unkeyed keys
// of earlier versions still recognised in a marker.
import { formerGapKey, gapKey } from '../../__fixtures__/sections.js'
import { gapKeys, normalise, sentKeys } from '../../src/report/gap-key.js'

const SECRET = { apiKey: 'mint_abc123', projectId: '0123456789abcdef01234567' }

describe('gapKeys', () => {
  it('is the section and 16 hex digits of the HMAC the fixture computes on its own', () => {
    const keys = gapKeys(SECRET)
    expect(keys.of('searches', 'Rotate  API Key')).toBe(gapKey('searches', 'rotate api key', SECRET))
    expect(keys.of('feedback', '/a')).toMatch(/^feedback:[0-9a-f]{16}$/)
  })

  it('the same gap gets the same key in every run of the repository, whatever its spelling', () => {
    const first = gapKeys(SECRET)
    const again = gapKeys({ ...SECRET })
    for (const text of ['Rotate  API\u00a0Key ', 'ＲＯＴＡＴＥ api key', 'rotate api key'])
      expect(again.of('searches', text)).toBe(first.of('searches', 'rotate api key'))
    expect(first.of('searches', 'rotate api keys')).not.toBe(first.of('searches', 'rotate api key'))
  })

  it('another API key or project id, or another section, gives another key', () => {
    const key = gapKeys(SECRET).of('searches', 'sso')
    expect(gapKeys({ ...SECRET, apiKey: 'mint_abc124' }).of('searches', 'sso')).not.toBe(key)
    expect(gapKeys({ ...SECRET, projectId: '0123456789abcdef01234568' }).of('searches', 'sso')).not.toBe(key)
    expect(gapKeys(SECRET).of('assistant', 'sso')).not.toBe(`assistant:${key.slice('searches:'.length)}`)
    // The label and the fields are separated: moving a character from one to the other changes the key.
    expect(gapKeys({ apiKey: 'b', projectId: 'a\0' }).of('s', 'x')).not.toBe(
      gapKeys({ apiKey: '\0b', projectId: 'a' }).of('s', 'x')
    )
  })

  it('hashes UTF-8: a non-Latin term has the key the fixture computes', () => {
    expect(gapKeys(SECRET).of('searches', 'Zürich ключ 鍵')).toBe(gapKey('searches', 'zürich ключ 鍵', SECRET))
    const keys = gapKeys(SECRET)
    expect(keys.former(keys.of('searches', 'ключ'))).toBe(formerGapKey('searches', 'ключ'))
  })

  it('holds neither the text nor the unkeyed hash anyone can compute from a guess', () => {
    const key = gapKeys(SECRET).of('searches', 'jane@example.com')
    expect(key).not.toContain('jane')
    expect(key).not.toContain(formerGapKey('searches', 'jane@example.com').slice('searches:'.length))
  })

  it('former: the key earlier versions wrote for a key this run made; nothing for any other', () => {
    const keys = gapKeys(SECRET)
    const key = keys.of('assistant', 'category SSO')
    expect(keys.former(key)).toBe(formerGapKey('assistant', 'category SSO'))
    const other = gapKey('assistant', 'category SSO', { ...SECRET, apiKey: 'other' })
    expect(keys.former(other)).toBe(other)
  })
})

describe('sentKeys', () => {
  it("a run's keys found in the marker, as they are or as an earlier version wrote them", () => {
    const keys = gapKeys(SECRET)
    const [a, b, c] = ['one', 'two', 'three'].map(text => keys.of('searches', text)) as [string, string, string]
    const marker = new Set([a, formerGapKey('searches', 'two'), 'searches:ffffffffffff'])
    expect(sentKeys(keys, [a, b, c], marker)).toStrictEqual(new Set([a, b]))
    expect(sentKeys(keys, [a, b, c], new Set())).toStrictEqual(new Set())
    expect(sentKeys(keys, [], marker)).toStrictEqual(new Set())
  })
})

describe('normalise', () => {
  it('NFKC, lower case, white space collapsed and trimmed', () => {
    expect(normalise(' ＡＢ\u00a0 c\n\td ')).toBe('ab c d')
  })
})
