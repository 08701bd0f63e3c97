// What each section needs of the request budget (src/report/needs.ts): from the visitors export's pages and periods
// alone, so the fleet plans with it without the registry; the registry gives the sections these very needs.
import { NEEDS, sectionNeeds } from '../../src/report/needs.js'
import { sectionOf } from '../../src/report/registry.js'
import { SECTION_NAMES } from '../../src/report/section-names.js'

describe('the sections’ needs', () => {
  it('are the registry’s', () => {
    for (const name of SECTION_NAMES) expect(sectionOf(name).need).toBe(NEEDS[name])
  })

  it('read only compare and max-pages: the visitors section pages per period, every other a fixed need', () => {
    const needs = sectionNeeds({ sections: [...SECTION_NAMES], visitors: { compare: true, maxPages: 20 } })
    expect(needs.map(([name, need]) => [name, need.min, need.max])).toStrictEqual([
      ['visitors', 2, 40],
      ['views', 1, 10],
      ['searches', 1, 2],
      ['feedback', 1, 2],
      ['assistant', 1, 4]
    ])
    expect(sectionNeeds({ sections: ['visitors'], visitors: { compare: false, maxPages: 400 } })).toStrictEqual([
      ['visitors', { min: 1, max: 400, what: 'up to 400 requests of 250 paths per period (max-pages), 1 period' }]
    ])
  })
})
