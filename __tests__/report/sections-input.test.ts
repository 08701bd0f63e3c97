// The report input (src/report/sections-input.ts): the sections a run plans, in the report's order, read by the
// report's settings and the fleet's.
import { InputProblems } from '../../src/action/input-parsers.js'
import { readSections } from '../../src/report/sections-input.js'
import { reader } from '../../__fixtures__/settings-readers.js'

const sections = (report: string) => {
  const problems = new InputProblems()
  const read = readSections(reader({ report }), problems)
  let said = ''
  try {
    problems.throwIfAny()
  } catch (error) {
    said = (error as Error).message
  }
  return { read, said }
}

describe('readSections', () => {
  it('is the sections listed, by commas, spaces or lines, in the report’s order; all is every one', () => {
    expect(sections('assistant\nsearches, Views')).toStrictEqual({ read: ['views', 'searches', 'assistant'], said: '' })
    expect(sections(' all ').read).toStrictEqual(['visitors', 'views', 'searches', 'feedback', 'assistant'])
    expect(sections('feedback feedback').read).toStrictEqual(['feedback'])
  })

  it('an unknown name or an empty list is a problem naming report', () => {
    expect(sections('views, pages, clicks')).toStrictEqual({
      read: [],
      said: "Input 'report': 'pages, clicks' are not sections; use any of visitors, views, searches, feedback, assistant, or all."
    })
    expect(sections('page').said).toBe(
      "Input 'report': 'page' is not a section; use any of visitors, views, searches, feedback, assistant, or all."
    )
    for (const none of ['  ', ' , ', ',\n,'])
      expect(sections(none)).toStrictEqual({
        read: [],
        said: "Input 'report': lists no section: list any of visitors, views, searches, feedback, assistant, or all."
      })
    expect(sections('all, views').said).toMatch(/'all' is not a section/)
  })
})
