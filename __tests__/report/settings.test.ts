import { InputError, InputErrors } from '../../src/action/errors.js'
import { leastRequests, readReportSettings } from '../../src/report/settings.js'
import { reader, readPart } from '../../__fixtures__/settings-readers.js'
import { SECTION_NAMES } from '../../src/report/section-names.js'

const NOW = new Date('2026-11-23T10:00:00Z')
const settings = (inputs: Record<string, string>) =>
  readPart(problems => readReportSettings(reader(inputs), problems, { now: NOW, warnings: [] }))
const message = (fn: () => unknown): string => {
  try {
    fn()
  } catch (error) {
    if (error instanceof InputErrors) return error.errors.map(e => e.message).join('\n')
    if (error instanceof InputError) return error.message
    throw error
  }
  return ''
}

describe('the report inputs', () => {
  it('report: visitors alone is the visitors report, with its own reach: max-pages per period', () => {
    const s = settings({ report: 'visitors', 'max-pages': '30' })
    expect(s).toMatchObject({ sections: ['visitors'], visitorsOnly: true, budget: 60 })
    expect(settings({ report: 'visitors', 'max-pages': '30', compare: 'false' }).budget).toBe(30)
    expect(settings({ report: 'visitors', 'report-budget': '7' }).budget).toBe(7)
  })

  it('report: all is every section in the report order, with the default budget', () => {
    const s = settings({ report: 'all' })
    expect(s.sections).toEqual([...SECTION_NAMES])
    expect(s).toMatchObject({ visitorsOnly: false, budget: 40, readerText: 'auto', gaps: 5, fixGaps: false })
  })

  it('a list in any order and separators comes out in the report order', () => {
    expect(settings({ report: 'assistant\nsearches, views' }).sections).toEqual(['views', 'searches', 'assistant'])
  })

  it('a bad report input is refused even when no section is chosen: a typo is not ignored', () => {
    expect(() => settings({ report: 'views', 'report-budget': 'many' })).toThrow(/report-budget/)
    expect(message(() => settings({ 'report-budget': 'many' }))).toMatch(/report-budget/)
  })

  it('an empty report is refused with every section named (the report action defaults to all)', () => {
    expect(message(() => settings({ report: ' ' }))).toBe(
      "Input 'report': lists no section: list any of visitors, views, searches, feedback, assistant, or all."
    )
  })

  it('names each bad input with what would be right, all at once', () => {
    const text = message(() =>
      settings({ report: 'searches, clicks', 'reader-text': 'maybe', gaps: '50', 'report-budget': '0' })
    )
    expect(text).toContain(
      "'clicks' is not a section; use any of visitors, views, searches, feedback, assistant, or all."
    )
    expect(text).toContain("'maybe' is not one of auto, show, hide")
    expect(text).toMatch(/gaps.*50 is out of range; use 1 to 20/)
    expect(text).toMatch(/report-budget.*0 is out of range; use 1 to 100/)
  })

  it('several unknown sections are named together', () => {
    expect(message(() => settings({ report: 'clicks views\nvisits' }))).toBe(
      "Input 'report': 'clicks, visits' are not sections; use any of visitors, views, searches, feedback, assistant, or all."
    )
  })

  it('a budget below what the sections need at least is refused before any request', () => {
    expect(message(() => settings({ report: 'all', 'report-budget': '5' }))).toBe(
      "Input 'report-budget': 5 is too small: the sections chosen need at least 6 requests (visitors 2, views 1, searches 1, feedback 1, assistant 1). Raise it, or list fewer sections in 'report'."
    )
    expect(message(() => settings({ report: 'all', compare: 'false', 'report-budget': '5' }))).toBe('')
  })

  it('fix-gaps word for word; one section that finds gaps is enough', () => {
    expect(message(() => settings({ report: 'views', 'fix-gaps': 'true' }))).toBe(
      "Input 'fix-gaps': is true, but the report's sections (views) find no gaps to fix; add searches, feedback or assistant to 'report'."
    )
    expect(message(() => settings({ report: 'views searches', 'fix-gaps': 'true' }))).toBe('')
  })

  it('visitors with another section is no visitors-only run; all with another word is refused', () => {
    expect(settings({ report: 'views visitors' })).toMatchObject({ visitorsOnly: false })
    expect(settings({ report: 'views' })).toMatchObject({ visitorsOnly: false })
    expect(message(() => settings({ report: 'all views' }))).toMatch(/^Input 'report': 'all' is not a section/)
  })

  it('reader-text is read without its white space or case', () => {
    expect(settings({ report: 'searches', 'reader-text': ' Show\n' }).readerText).toBe('show')
  })

  it('fix-gaps needs a section that finds gaps', () => {
    expect(message(() => settings({ report: 'visitors, views', 'fix-gaps': 'true' }))).toMatch(
      /fix-gaps.*find no gaps to fix; add searches, feedback or assistant/
    )
    expect(message(() => settings({ 'fix-gaps': 'true' }))).toMatch(/report.*lists no section/)
  })

  it("the least requests the inputs know of are the sections' own minimums: one each, one per period for visitors", () => {
    for (const [compare, least] of [
      [true, 6],
      [false, 5]
    ] as const) {
      const visitors = settings({ report: 'all', compare: String(compare) }).visitors
      expect(leastRequests(SECTION_NAMES, { visitors })).toBe(least)
      expect(leastRequests(['visitors'], { visitors })).toBe(least - 4)
      expect(leastRequests(['searches', 'assistant'], { visitors })).toBe(2)
      expect(leastRequests([], { visitors })).toBe(0)
    }
  })
})
