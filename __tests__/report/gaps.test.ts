import { rankGaps } from '../../src/report/gaps.js'
import { nested, whatToFix } from '../../src/report/render.js'
import type { Gap, ReaderView } from '../../src/report/section.js'

const gap = (key: string, weight: number, over: Partial<Gap> = {}): Gap => ({
  key,
  section: 'searches',
  weight,
  summary: 'Readers search for this and click no result',
  evidence: `searched ${weight} times`,
  pages: [],
  readerText: [],
  ...over
})
const hidden: ReaderView = { shown: false, inline: () => '(hidden)' }
const shown: ReaderView = { shown: true, inline: text => `«${text}»` }

describe('What to fix', () => {
  it('ranks across sections by readers affected, ties by key, and keeps the heavier of one key', () => {
    const ranked = rankGaps(
      [gap('b', 5), gap('a', 5), gap('c', 9, { section: 'feedback' }), gap('b', 7), gap('d', 1)],
      3
    )
    expect(ranked.top.map(g => [g.key, g.weight])).toEqual([
      ['c', 9],
      ['b', 7],
      ['a', 5]
    ])
    expect(ranked.found).toBe(4)
  })

  it('leaves out the gaps already sent, and fills the list with the next ones', () => {
    const ranked = rankGaps([gap('a', 9), gap('b', 8), gap('c', 7)], 2, new Set(['a']))
    expect(ranked.top.map(g => g.key)).toEqual(['b', 'c'])
    expect(ranked.inFlight.map(g => g.key)).toEqual(['a'])
  })

  it('lists evidence, topic and pages always, reader text only when it may be shown', () => {
    const ranked = rankGaps(
      [gap('a', 9, { topic: 'API keys', pages: ['/p1', '/p2', '/p3', '/p4'], readerText: ['rotate key'] })],
      5
    )
    const hiddenList = whatToFix(ranked, { reader: hidden }).join('\n')
    expect(hiddenList).toContain('1. **Searches:** Readers search for this and click no result — searched 9 times')
    expect(hiddenList).toContain('topic `API keys`; pages `/p1`, `/p2`, `/p3` and 1 more')
    expect(hiddenList).not.toContain('rotate key')
    expect(whatToFix(ranked, { reader: shown }).join('\n')).toContain('e.g. «rotate key»')
  })

  it('says why the list is empty', () => {
    expect(whatToFix(rankGaps([], 5), { reader: hidden })).toContain('No gaps found in the sections run.')
    expect(whatToFix(rankGaps([gap('a', 1)], 5, new Set(['a'])), { reader: hidden }).join('\n')).toContain(
      'Nothing new: every gap found is already with the agent.'
    )
  })
})

describe('a report nested as a section', () => {
  it('moves every heading one level down, but not inside code fences', () => {
    const md = ['## Docs visitors', '### Totals', '```mermaid', '# not a heading', '```', '#### Deep'].join('\n')
    expect(nested(md)).toBe(
      ['### Docs visitors', '#### Totals', '```mermaid', '# not a heading', '```', '##### Deep'].join('\n')
    )
    expect(nested('### Searches\n#### Gaps')).toBe('### Searches\n#### Gaps')
  })
})
