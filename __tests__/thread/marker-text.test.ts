// src/thread/marker-text.ts: the marker's texts (what the request asked, the prompt's quote), encoded so they
// cannot end the hidden comment, bounded, and read from where an earlier version wrote them when the marker has none.
import fc from 'fast-check'
import { marker, mergeMarkers, parseMarker, type StatusMarker } from '../../src/thread/marker.js'
import { ABOUT_MARK, legacyText, MAX_TEXT_ENCODED, QUOTE_MARK, withText } from '../../src/thread/marker-text.js'

const OLD_MARKER = '<!-- docs-agent-action:status job=j1 run=7 sweep=0 -->'
const CUT = '\n\n…(cut to fit GitHub’s comment size limit)\n'

describe('the texts in the marker', () => {
  it('round-trip any text, trimmed, half a surrogate pair replaced, in one line that nothing ends early', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), fc.boolean(), (text, isAbout) => {
        const m = withText<StatusMarker>({ runs: [] }, isAbout ? { about: text } : { quote: text })
        const line = marker(m)
        expect(line).not.toMatch(/\n/)
        expect(line.indexOf('-->')).toBe(line.length - 3)
        const expected = text.replace(/[\ud800-\udfff]/gu, '\ufffd').trim() || undefined
        expect(parseMarker(`${line}\nbody`)).toEqual(m)
        expect(isAbout ? m.about : m.quote).toBe(expected)
      }),
      { numRuns: 500 }
    )
  })

  it('half a surrogate pair becomes U+FFFD (URI encoding refuses it); a whole pair stays', () => {
    expect(withText<StatusMarker>({ runs: [] }, { quote: '> a\ud800b\udc00c😀' }).quote).toBe('> a\ufffdb\ufffdc😀')
  })

  it('a write says its texts afresh: texts it does not give are gone; white space alone is no text', () => {
    const before: StatusMarker = { runs: [], about: 'old', quote: '> old' }
    expect(withText(before, { quote: '> new' })).toStrictEqual({ runs: [], quote: '> new' })
    expect(withText(before, { about: ' \n ' })).toStrictEqual({ runs: [] })
  })

  it('a text too long for the marker is cut, with a note, and the marker holds exactly what the body shows', () => {
    for (const unit of ['a', '€', '😀', '\\']) {
      const about = unit.repeat(40_000)
      const m = withText<StatusMarker>({ runs: [] }, { about })
      const encoded = / about=(\S+)/.exec(marker(m))?.[1] ?? ''
      expect(encoded.length).toBeLessThanOrEqual(MAX_TEXT_ENCODED)
      expect(encoded.length).toBeGreaterThan(MAX_TEXT_ENCODED - 20)
      expect(m.about?.endsWith('…(cut to fit the status comment’s marker)')).toBe(true)
      expect(m.about?.startsWith(unit.repeat(100))).toBe(true)
      expect(parseMarker(marker(m))?.about).toBe(m.about)
    }
    // Plain ASCII: the longest cut that fits fills the field to the character.
    const ascii = / about=(\S+)/.exec(
      marker(withText<StatusMarker>({ runs: [] }, { about: 'a'.repeat(MAX_TEXT_ENCODED + 1) }))
    )?.[1]
    expect(ascii?.length).toBe(MAX_TEXT_ENCODED)
    const fits = 'b'.repeat(MAX_TEXT_ENCODED)
    expect(withText<StatusMarker>({ runs: [] }, { quote: fits }).quote).toBe(fits)
  })

  it('a text that cannot be decoded is left out; the other one is kept', () => {
    expect(parseMarker('<!-- docs-agent-action:status about=%E0%A4%A quote=%3E%20hi -->')).toEqual({
      runs: [],
      quote: '> hi'
    })
  })

  it('merging duplicates keeps the first one’s texts, else the second’s', () => {
    const a: StatusMarker = { runs: [], about: 'a' }
    const b: StatusMarker = { runs: [], quote: '> b' }
    expect(mergeMarkers(a, b)).toEqual({ runs: [], about: 'a' })
    expect(mergeMarkers({ runs: [] }, b)).toEqual({ runs: [], quote: '> b' })
    expect(mergeMarkers({ runs: [], quote: '> c' }, a)).toEqual({ runs: [], quote: '> c' })
  })
})

describe('markers written by earlier versions', () => {
  it('read the texts where that version wrote them in the body, without the note of a cut', () => {
    const about = '**From the docs-health report**, the gaps sent: 1. `/sso`'
    expect(parseMarker(`${OLD_MARKER}\n✅ done\n\n${ABOUT_MARK}\n\n${about}\n`)).toEqual({
      jobId: 'j1',
      runs: [{ runId: 7, jobId: 'j1' }],
      sweep: [0],
      about
    })
    expect(parseMarker(`${OLD_MARKER}\nx\n${QUOTE_MARK}\n> a long quote${CUT}`)?.quote).toBe('> a long quote')
    expect(parseMarker(`${OLD_MARKER}\n${QUOTE_MARK}\n> at the start`)?.quote).toBe('> at the start')
    expect(parseMarker(`${OLD_MARKER}\nx\n${QUOTE_MARK}\n  \n`)?.quote).toBeUndefined()
    expect(parseMarker(`${OLD_MARKER}\nx ${QUOTE_MARK}\n> not on its own line`)?.quote).toBeUndefined()
    expect(legacyText(`\n${QUOTE_MARK}\n> first in what is read`)).toEqual({ quote: '> first in what is read' })
  })

  it('a marker with a text field is read from the marker alone, whatever its body says', () => {
    const line = marker({ runs: [], quote: '> mine' })
    expect(parseMarker(`${line}\nx\n${ABOUT_MARK}\n\nedited\n`)).toEqual({ runs: [], quote: '> mine' })
  })
})
