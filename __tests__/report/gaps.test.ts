import { rankGaps } from '../../src/report/gaps.js'
import { nested, whatToFix } from '../../src/report/render.js'
import { pageView } from '../../src/report/reader.js'
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
/** Every path a page of the site. */
const SITE = pageView(true, { has: () => true })
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

  it('equal weights come out in key order whatever order the sections gave them in', () => {
    const keys = ['m', 'z', 'a']
    for (const order of [keys, [...keys].reverse(), ['a', 'm', 'z']]) {
      expect(
        rankGaps(
          order.map(key => gap(key, 4)),
          3
        ).top.map(g => g.key)
      ).toStrictEqual(['a', 'm', 'z'])
    }
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
    const hiddenList = whatToFix(ranked, { reader: hidden, pages: SITE }).join('\n')
    expect(hiddenList).toContain('1. **Searches:** Readers search for this and click no result — searched 9 times')
    expect(hiddenList).toContain('topic `API keys`; pages `/p1`, `/p2`, `/p3` and 1 more')
    expect(hiddenList).not.toContain('rotate key')
    expect(whatToFix(ranked, { reader: shown, pages: SITE }).join('\n')).toContain('e.g. «rotate key»')
  })

  it('says why the list is empty', () => {
    expect(whatToFix(rankGaps([], 5), { reader: hidden, pages: SITE })).toContain('No gaps found in the sections run.')
    expect(whatToFix(rankGaps([gap('a', 1)], 5, new Set(['a'])), { reader: hidden, pages: SITE }).join('\n')).toContain(
      'Nothing new: every gap found is already with the agent.'
    )
  })
})

describe('What to fix, word for word', () => {
  it('the list, the gaps left out while their job is open, and how many were found in all', () => {
    const gaps = [gap('a', 9), gap('b', 8, { pages: ['/p1', '/p2', '/p3'] }), gap('c', 7), gap('d', 6), gap('e', 5)]
    expect(whatToFix(rankGaps(gaps, 2, new Set(['a'])), { reader: shown, pages: SITE })).toEqual([
      '### What to fix',
      '',
      '1. **Searches:** Readers search for this and click no result — searched 8 times; pages `/p1`, `/p2`, `/p3`',
      '2. **Searches:** Readers search for this and click no result — searched 7 times',
      '',
      '1 gap already sent to the agent left out while its job or pull request is open (the status comment links it).',
      '',
      '5 gaps found in all; the 2 with the most readers affected are listed (`gaps`).'
    ])
  })

  it('every gap listed: no count line; none in flight: no line about them', () => {
    expect(whatToFix(rankGaps([gap('a', 9)], 5), { reader: shown, pages: SITE })).toEqual([
      '### What to fix',
      '',
      '1. **Searches:** Readers search for this and click no result — searched 9 times'
    ])
    expect(whatToFix(rankGaps([], 5), { reader: shown, pages: SITE })).toEqual([
      '### What to fix',
      '',
      'No gaps found in the sections run.'
    ])
  })

  it('all listed but one in flight: the in-flight line, no count line', () => {
    const lines = whatToFix(rankGaps([gap('a', 9), gap('b', 8), gap('c', 7)], 5, new Set(['c'])), {
      reader: shown,
      pages: SITE
    })
    expect(lines.at(-1)).toBe(
      '1 gap already sent to the agent left out while its job or pull request is open (the status comment links it).'
    )
    expect(lines.join('\n')).not.toContain('found in all')
  })

  it('a heavier copy of a gap replaces the lighter one, an equal one does not', () => {
    const ranked = rankGaps([gap('a', 5, { topic: 'first' }), gap('a', 5, { topic: 'second' })], 5)
    expect(ranked.top.map(g => g.topic)).toEqual(['first'])
  })

  it('reader text shown only with the view’s leave, and only when there is some', () => {
    const line = (over: Partial<Gap>, reader: ReaderView) =>
      whatToFix(rankGaps([gap('a', 9, over)], 5), { reader, pages: SITE })[2]
    expect(line({ readerText: [] }, shown)).not.toContain('e.g.')
    expect(line({ readerText: ['x'] }, hidden)).not.toContain('e.g.')
    expect(line({ readerText: ['x'] }, shown)).toMatch(/; e\.g\. «x»$/)
  })
})

describe('a report nested as a section', () => {
  it('moves every heading one level down, but not inside code fences', () => {
    const md = ['## Docs visitors', '### Totals', '```mermaid', '# not a heading', '```', '#### Deep'].join('\n')
    expect(nested(md)).toBe(
      ['### Docs visitors', '#### Totals', '```mermaid', '# not a heading', '```', '##### Deep'].join('\n')
    )
    expect(nested('### Searches\n#### Gaps')).toBe('### Searches\n#### Gaps')
    // Fences open only at the start of a line, with ``` or ~~~; headings are # to ##### then a space.
    expect(nested('## A\nx ```\n### B\n~~~\n# c\n~~~\n###### six\n#nospace')).toBe(
      '### A\nx ```\n#### B\n~~~\n# c\n~~~\n###### six\n#nospace'
    )
  })
})

describe('gaps the history holds back (a live fix was sent them)', () => {
  const held = new Map([
    ['b', { note: 'its fix #7 merged 2026-11-08 and it is still a gap: not sent again as new.' }],
    ['x', { note: 'not found this week' }]
  ])
  it('are neither in the top nor in flight, listed apart with their note, in rank order', () => {
    const ranked = rankGaps([gap('a', 9), gap('b', 8), gap('c', 7), gap('d', 6)], 2, new Set(['a']), held)
    expect(ranked.top.map(g => g.key)).toStrictEqual(['c', 'd'])
    expect(ranked.inFlight.map(g => g.key)).toStrictEqual(['a'])
    expect(ranked.held).toStrictEqual([{ gap: gap('b', 8), note: held.get('b')?.note }])
    expect(ranked.found).toBe(4)
    const lines = whatToFix(ranked, { reader: hidden, pages: SITE })
    const at = lines.indexOf(
      '**Held back** (1 gap a live fix was sent: not sent again as new until it is judged, nor after no clear change):'
    )
    expect(lines[at - 1]).toBe('')
    expect(lines[at + 1]).toBe('')
    expect(lines.find(line => line.startsWith('- '))).toMatch(/searched 8 times — its fix #7 merged 2026-11-08/)
    // Found in all: 4 = 2 listed + 1 in flight + 1 held back, so no "found in all" line.
    expect(lines.join('\n')).not.toContain('found in all')
  })
  it('a gap in flight is not held back too', () => {
    const ranked = rankGaps([gap('b', 8)], 5, new Set(['b']), held)
    expect(ranked.held).toStrictEqual([])
    expect(ranked.inFlight.map(g => g.key)).toStrictEqual(['b'])
  })
  it('says why the list is empty when every gap is held back', () => {
    expect(whatToFix(rankGaps([gap('b', 8)], 5, new Set(), held), { reader: hidden, pages: SITE })).toContain(
      'Nothing new to send: every gap found is with the agent or held back below.'
    )
  })
})
