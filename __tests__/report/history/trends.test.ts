import { COUNTING_CHANGES, type PageCell, type TopicCell } from '../../../src/report/history/format.js'
import { MOVERS, renderTrends, TREND_WEEKS } from '../../../src/report/history/trends.js'
import { view, week } from './weeks.js'

const hidden = view(false)
const shown = view(true)
const row = (lines: string[], start: string): string => lines.find(l => l.startsWith(`| ${start}`)) ?? ''
const chartLine = (lines: string[], start: string): string =>
  lines.find(l => l.trimStart().startsWith(start))?.trim() ?? ''
/** The rows of the table under a heading, without its head. */
function tableUnder(lines: string[], heading: string): string[] {
  const at = lines.indexOf(heading)
  if (at < 0) return []
  const rows: string[] = []
  for (const line of lines.slice(at + 1)) {
    if (line.startsWith('#')) break
    if (line.startsWith('| ') && !line.startsWith('| Page |') && !line.startsWith('| Topic |')) rows.push(line)
  }
  return rows
}
const PAGES = '#### Pages whose 👎 moved most'
const TOPICS = '#### Assistant topics whose unanswered questions moved most'
const page = (id: string, down: number, up = 0): PageCell => [id, 10, 1, up, down, 0]

describe('renderTrends: the start of the history', () => {
  it.each([
    ['no week', []],
    ['one week', [week(45)]],
    ['one week written twice', [week(45), week(45, { counting: 3 })]]
  ])('%s: only a line saying when trends begin', (_, weeks) => {
    expect(renderTrends(weeks, hidden)).toEqual([
      '### Over time',
      '',
      'No earlier week is in the history yet: trends start next week, once this week is kept.'
    ])
  })
})

describe('renderTrends: the whole part', () => {
  it('is the chart, what is not in it, the counting note, the table, then the movers, each apart', () => {
    const lines = renderTrends(
      [
        week(29, { counting: 1, sections: { views: 'failed', feedback: 'whole', assistant: 'whole' } }),
        week(30, { counting: 1, views: { human: 900, ai: 80, total: 980 } }),
        week(31, { topics: [['assistant:1', 2, 2, 'Billing']], pages: [page('/a', 1)] }),
        week(32, { topics: [['assistant:1', 5, 5, 'Billing']], pages: [page('/a', 4)] })
      ],
      hidden
    )
    expect(lines).toEqual([
      '### Over time',
      '',
      '```mermaid',
      '---',
      'config:',
      '  xyChart:',
      '    height: 300',
      '  themeVariables:',
      '    xyChart:',
      '      plotColorPalette: "#3b82c4, #e8710a"',
      '---',
      'xychart-beta',
      '    title "Page views a week: human (columns) and AI (line)"',
      '    x-axis ["W30", "W31*", "W32"]',
      '    y-axis "Page views" 0 --> 1000',
      '    bar [900, 1000, 1000]',
      '    line [80, 100, 100]',
      '```',
      '',
      'Not in the chart: 2026-W29 (page views not read).',
      '',
      "**2026-W31** is the first week counted the service's new way (marked \\*): Markdown views became AI traffic, and search terms are grouped case-insensitively \\(from 2026-07-31\\). Figures before it and from it on are not a trend; the movers below compare only weeks from it on.",
      '',
      '| Week | Human views | AI views | Searches | No click | 👎 of ratings | Unanswered questions |',
      '|---|--:|--:|--:|--:|--:|--:|',
      '| 2026-W29 | — | — | — | — | 10 of 40 | 5 of 50 |',
      '| 2026-W30 | 900 | 80 | 200 | 10 % | 10 of 40 | 5 of 50 |',
      '| 2026-W31 \\* new counting | 1,000 | 100 | 200 | 10 % | 10 of 40 | 5 of 50 |',
      '| 2026-W32 | 1,000 | 100 | 200 | 10 % | 10 of 40 | 5 of 50 |',
      '',
      '#### Pages whose 👎 moved most',
      '',
      'This week against the weekly mean of 1 earlier week (2026-W31).',
      '',
      '| Page | 👎 this week | Weekly mean before | Change |',
      '|---|--:|--:|--:|',
      '| `/a` | 4 | 1 | +3 |',
      '',
      '#### Assistant topics whose unanswered questions moved most',
      '',
      'This week against the weekly mean of 1 earlier week (2026-W31).',
      '',
      '| Topic | Unanswered this week | Weekly mean before | Change |',
      '|---|--:|--:|--:|',
      '| Billing | 5 | 2 | +3 |'
    ])
  })

  it('ends with the table when this week read neither feedback nor the assistant', () => {
    const lines = renderTrends([week(45), week(46, { sections: { views: 'whole' } })], hidden)
    expect(lines.at(-1)).toBe('| 2026-W46 | 1,000 | 100 | — | — | — | — |')
  })
})

describe('renderTrends: the chart', () => {
  it('draws human page views as columns and AI ones as a line, the weeks in order of their id', () => {
    const lines = renderTrends(
      [
        week(46, { views: { human: 13100, ai: 2300, total: 0 } }),
        week(45, { views: { human: 12400, ai: 2100, total: 0 } }),
        week(47, { views: { human: 9800, ai: 16200, total: 0 } })
      ],
      hidden
    )
    expect(lines.slice(0, 3)).toEqual(['### Over time', '', '```mermaid'])
    expect(chartLine(lines, 'title')).toBe('title "Page views a week: human (columns) and AI (line)"')
    expect(chartLine(lines, 'x-axis')).toBe('x-axis ["W45", "W46", "W47"]')
    expect(chartLine(lines, 'y-axis')).toBe('y-axis "Page views" 0 --> 20000')
    expect(chartLine(lines, 'bar')).toBe('bar [12400, 13100, 9800]')
    expect(chartLine(lines, 'line')).toBe('line [2100, 2300, 16200]')
    // Every week drawn: nothing between the chart and the table but a blank line.
    const end = lines.indexOf('```', 3)
    expect(lines.slice(end, end + 3)).toEqual([
      '```',
      '',
      '| Week | Human views | AI views | Searches | No click | 👎 of ratings | Unanswered questions |'
    ])
  })

  it('leaves out a week whose views were not read, and names it; a partial week is drawn', () => {
    const lines = renderTrends(
      [
        week(44, { views: { human: 5, ai: 1, total: 6 } }),
        week(45, { sections: { views: 'failed' }, views: { human: 999, ai: 999, total: 0 } }),
        week(46, { sections: { views: 'partial' }, views: { human: 7, ai: 2, total: 9 } }),
        week(47, { sections: {} }),
        week(48, { views: undefined }),
        week(49, { views: { human: 8, ai: 3, total: 11 } })
      ],
      hidden
    )
    expect(chartLine(lines, 'x-axis')).toBe('x-axis ["W44", "W46", "W49"]')
    expect(chartLine(lines, 'bar')).toBe('bar [5, 7, 8]')
    expect(lines).toContain('Not in the chart: 2026-W45, 2026-W47, 2026-W48 (page views not read).')
  })

  it('draws no chart with fewer than two weeks of views, but the table all the same', () => {
    const lines = renderTrends([week(45, { sections: {} }), week(46)], hidden)
    expect(lines).not.toContain('```mermaid')
    expect(lines).toContain('Not in the chart: 2026-W45 (page views not read).')
    expect(row(lines, '2026-W46')).toBe('| 2026-W46 | 1,000 | 100 | 200 | 10 % | 10 of 40 | 5 of 50 |')
    expect(lines[2]).toBe('Not in the chart: 2026-W45 (page views not read).')
  })
})

describe('renderTrends: the figures per week', () => {
  it('shows each headline figure, in the house style', () => {
    const lines = renderTrends(
      [
        week(45),
        week(46, {
          views: { human: 12400, ai: 3100, total: 15500 },
          searches: { total: 840, noClick: 101 },
          feedback: { up: 269, down: 41, comments: 0 },
          assistant: { questions: 1340, unanswered: 12 }
        })
      ],
      hidden
    )
    expect(lines).toContain(
      '| Week | Human views | AI views | Searches | No click | 👎 of ratings | Unanswered questions |'
    )
    expect(lines).toContain('|---|--:|--:|--:|--:|--:|--:|')
    expect(row(lines, '2026-W46')).toBe('| 2026-W46 | 12,400 | 3,100 | 840 | 12 % | 41 of 310 | 12 of 1,340 |')
  })

  it("marks a partial section's cells, and shows — for a section failed, not run or without figures", () => {
    const lines = renderTrends(
      [
        week(44, { sections: { views: 'partial', searches: 'failed', feedback: 'partial' } }),
        week(45, { searches: undefined, feedback: undefined, assistant: undefined }),
        week(46, { searches: { total: 0, noClick: 0 } })
      ],
      hidden
    )
    expect(row(lines, '2026-W44')).toBe(
      '| 2026-W44 | 1,000 (partial) | 100 (partial) | — | — | 10 of 40 (partial) | — |'
    )
    expect(row(lines, '2026-W45')).toBe('| 2026-W45 | 1,000 | 100 | — | — | — | — |')
    expect(row(lines, '2026-W46')).toBe('| 2026-W46 | 1,000 | 100 | 0 | 0 % | 10 of 40 | 5 of 50 |')
  })

  it(`shows the last ${TREND_WEEKS} weeks, the later record of a week written twice`, () => {
    const weeks = Array.from({ length: 20 }, (_, i) => week(20 + i, { views: { human: i, ai: 0, total: i } }))
    weeks.push(week(39, { views: { human: 777, ai: 0, total: 777 } }))
    const lines = renderTrends(weeks, hidden)
    const rows = lines.filter(l => /^\| 2026-W\d\d/.test(l))
    expect(rows).toHaveLength(TREND_WEEKS)
    expect(rows[0]).toMatch(/^\| 2026-W28 \| 8 \|/)
    expect(rows.at(-1)).toMatch(/^\| 2026-W39 \| 777 \|/)
    expect(chartLine(lines, 'bar')).toBe('bar [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 777]')
  })

  it('escapes a week id edited on the data branch', () => {
    const lines = renderTrends([week(45), week(46, { week: '2026-W46|<b>@x' })], hidden)
    expect(row(lines, '2026-W46')).toBe('| 2026-W46\\|`<b>@x` | 1,000 | 100 | 200 | 10 % | 10 of 40 | 5 of 50 |')
    expect(chartLine(lines, 'x-axis')).toBe('x-axis ["W45", "2026-W46b@x"]')
  })
})

describe('renderTrends: a change of counting', () => {
  const [change] = COUNTING_CHANGES
  const weeks = [
    week(28, { counting: 1, pages: [page('/a', 50)] }),
    week(29, { counting: 1, pages: [page('/a', 50)] }),
    week(30, { counting: 1, pages: [page('/a', 50)] }),
    week(31, { counting: 2, pages: [page('/a', 2), page('/b', 4)] }),
    week(32, { counting: 2, pages: [page('/a', 4), page('/b', 6)] }),
    week(33, { counting: 2, pages: [page('/a', 6), page('/b', 1)] })
  ]
  it('marks the first week counted the new way in the chart and the table, and says what changed under the chart', () => {
    const lines = renderTrends(weeks, hidden)
    expect(chartLine(lines, 'x-axis')).toBe('x-axis ["W28", "W29", "W30", "W31*", "W32", "W33"]')
    expect(row(lines, '2026-W31')).toMatch(/^\| 2026-W31 \\\* new counting \| 1,000 \|/)
    expect(lines.filter(l => l.includes('new counting'))).toHaveLength(1)
    const note = lines.find(l => l.startsWith('**2026-W31**')) ?? ''
    expect(note).toBe(
      `**2026-W31** is the first week counted the service's new way (marked \\*): ${change?.what} \\(from ${change?.from}\\). Figures before it and from it on are not a trend; the movers below compare only weeks from it on.`
    )
    expect(lines.indexOf(note)).toBeGreaterThan(lines.indexOf('```'))
    expect(lines.indexOf(note)).toBeLessThan(lines.findIndex(l => l.startsWith('| Week')))
  })

  it('compares movers only within the latest counting: the weeks before the change are ignored', () => {
    const lines = renderTrends(weeks, hidden)
    expect(lines).toContain('This week against the weekly mean of 2 earlier weeks (2026-W31 to 2026-W32).')
    expect(tableUnder(lines, PAGES)).toEqual(['| `/a` | 6 | 3 | +3 |', '| `/b` | 1 | 5 | −4 |'])
  })

  it('marks each change in the window; only the latest says the movers begin there; an unknown change in general words', () => {
    const twice = renderTrends(
      [week(40, { counting: 1 }), week(41, { counting: 2 }), week(42, { counting: 5 }), week(43, { counting: 5 })],
      hidden
    )
    expect(chartLine(twice, 'x-axis')).toBe('x-axis ["W40", "W41*", "W42*", "W43"]')
    const notes = twice.filter(l => l.startsWith('**'))
    expect(notes).toEqual([
      `**2026-W41** is the first week counted the service's new way (marked \\*): ${change?.what} \\(from ${change?.from}\\). Figures before it and from it on are not a trend.`,
      "**2026-W42** is the first week counted the service's new way (marked \\*): the service changed how it counts. Figures before it and from it on are not a trend; the movers below compare only weeks from it on."
    ])
    // A counting that went back (an edited record) is a change all the same.
    const back = renderTrends([week(40, { counting: 2 }), week(41, { counting: 1 })], hidden)
    expect(back.find(l => l.startsWith('**2026-W41**'))).toContain(change?.what)
  })

  it('with the change this week: no movers yet, and says so', () => {
    const now = renderTrends(
      [week(30, { counting: 1, pages: [page('/a', 9)] }), week(31, { pages: [page('/a', 1)] })],
      hidden
    )
    expect(now).not.toContain(PAGES)
    expect(now.at(-1)).toBe("Movers from next week: this is the first week counted the service's new way.")
  })
})

describe('renderTrends: the movers', () => {
  it('compares this week with the weekly mean of the earlier weeks; an id a week does not list counts 0', () => {
    const lines = renderTrends(
      [
        week(44, { pages: [page('/a', 1), page('/b', 10)] }),
        week(45, { pages: [page('/a', 2)] }),
        week(46, { pages: [page('/a', 4), page('/b', 1)] }),
        week(47, { pages: [page('/a', 9), page('/b', 2), page('/c', 3)] })
      ],
      hidden
    )
    expect(lines).toContain('This week against the weekly mean of 3 earlier weeks (2026-W44 to 2026-W46).')
    expect(lines).toContain('| Page | 👎 this week | Weekly mean before | Change |')
    // /a: 9 against 7 / 3; /c: 3 against 0; /b: 2 against 11 / 3.
    expect(tableUnder(lines, PAGES)).toEqual([
      '| `/a` | 9 | 2.3 | +6.7 |',
      '| `/c` | 3 | 0 | +3 |',
      '| `/b` | 2 | 3.7 | −1.7 |'
    ])
  })

  it('says one earlier week by its id, and that nothing moved', () => {
    const lines = renderTrends([week(45, { pages: [page('/a', 2)] }), week(46, { pages: [page('/a', 2)] })], hidden)
    expect(lines).toContain('This week against the weekly mean of 1 earlier week (2026-W45).')
    expect(lines.slice(lines.indexOf(PAGES)).slice(0, 6)).toEqual([
      PAGES,
      '',
      'This week against the weekly mean of 1 earlier week (2026-W45).',
      '',
      'Nothing moved.',
      ''
    ])
  })

  it(`lists the ${MOVERS} that rose most and the ${MOVERS} that fell most, a page's ids summed`, () => {
    const shuffled = [13, 17, 10, 16, 11, 15, 12, 14]
    const before = shuffled.map((down, i) => page(`/d${i}`, down))
    const after = shuffled.map((down, i) => page(`/u${i}`, down))
    const lines = renderTrends(
      [week(45, { pages: before }), week(46, { pages: [...after, page('/u0', 100), page('/u0', 1)] })],
      view(true)
    )
    expect(tableUnder(lines, PAGES)).toEqual([
      '| `/u0` | 114 | 0 | +114 |',
      '| `/u1` | 17 | 0 | +17 |',
      '| `/u3` | 16 | 0 | +16 |',
      '| `/u5` | 15 | 0 | +15 |',
      '| `/u7` | 14 | 0 | +14 |',
      '| `/d1` | 0 | 17 | −17 |',
      '| `/d3` | 0 | 16 | −16 |',
      '| `/d5` | 0 | 15 | −15 |',
      '| `/d7` | 0 | 14 | −14 |',
      '| `/d0` | 0 | 13 | −13 |'
    ])
  })

  it('breaks a tie by the id, and skips what cannot be shown before counting the five', () => {
    const ids = ['/e', '/d', '/c', '/b', '/a', 'feedback:0123', '/0-typed-by-reader']
    const lines = renderTrends(
      [week(45), week(46, { pages: ids.map(id => page(id, 5)) })],
      view(false, ['/a', '/b', '/c', '/d', '/e'])
    )
    expect(tableUnder(lines, PAGES).map(l => l.split(' | ')[0])).toEqual([
      '| `/a`',
      '| `/b`',
      '| `/c`',
      '| `/d`',
      '| `/e`'
    ])
    expect(lines.join('\n')).not.toMatch(/feedback:0123|typed-by-reader|address hidden/)
    const open = renderTrends([week(45), week(46, { pages: ids.map(id => page(id, 5)) })], view(true, ['/a']))
    expect(tableUnder(open, PAGES).map(l => l.split(' | ')[0])).toEqual([
      '| `/0-typed-by-reader`',
      '| `/a`',
      '| `/b`',
      '| `/c`',
      '| `/d`'
    ])
  })

  it('leaves out a section this week did not read, and earlier weeks that did not read it from the mean', () => {
    const topics = (n: number): TopicCell[] => [['assistant:k', n, n, 'Billing']]
    const lines = renderTrends(
      [
        week(44, { topics: topics(1), pages: [page('/a', 1)] }),
        week(45, { topics: topics(50), sections: { assistant: 'failed', feedback: 'whole' } }),
        week(46, { topics: topics(3), sections: { assistant: 'partial', feedback: 'whole' } }),
        week(47, { topics: topics(8), pages: [page('/a', 9)], sections: { assistant: 'whole' } })
      ],
      hidden
    )
    expect(lines).not.toContain(PAGES)
    expect(tableUnder(lines, TOPICS)).toEqual(['| Billing | 8 | 2 | +6 |'])
    expect(lines).toContain('This week against the weekly mean of 2 earlier weeks (2026-W44 to 2026-W46).')
    expect(lines.at(-1)).toBe('| Billing | 8 | 2 | +6 |')
  })

  it('shows a topic by its latest label: a category where the week kept no reader text, a question only where reader text is shown', () => {
    const weeks = [
      week(45, {
        topics: [
          ['assistant:c', 1, 1, 'Old name'],
          ['assistant:q', 1, 1, 'how do I reset my key?'],
          ['assistant:n', 1, 1]
        ]
      }),
      week(46, {
        readerText: true,
        topics: [
          ['assistant:q', 6, 6, 'how do I reset my key?'],
          ['assistant:n', 6, 6]
        ]
      }),
      week(47, {
        topics: [
          ['assistant:c', 9, 9, 'Billing'],
          ['assistant:q', 9, 9],
          ['assistant:n', 9, 9]
        ]
      })
    ]
    expect(tableUnder(renderTrends(weeks, hidden), TOPICS)).toEqual(['| Billing | 9 | 0.5 | +8.5 |'])
    expect(tableUnder(renderTrends(weeks, shown), TOPICS)).toEqual([
      '| Billing | 9 | 0.5 | +8.5 |',
      '| how do I reset my key? | 9 | 3.5 | +5.5 |'
    ])
  })

  it.each([
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert\\(1\\)&gt;'],
    ['ask @octocat', 'ask `@octocat`'],
    ['[x](http://evil.example)', '\\[x\\]\\(\\[link\\]\\)'],
    ['::warning::pwned', ':\\:warning:\\:pwned'],
    ['`code` | pipe', '\\`code\\` \\| pipe']
  ])('escapes a hostile topic label %j, reader text shown or not', (label, shownAs) => {
    const weeks = [week(45), week(46, { topics: [['assistant:x', 4, 4, label]] })]
    for (const v of [hidden, shown])
      expect(tableUnder(renderTrends(weeks, v), TOPICS)).toEqual([`| ${shownAs} | 4 | 0 | +4 |`])
  })

  it('cuts a long label, and shows a hostile path only as a code span nothing breaks out of', () => {
    const long = 'x'.repeat(200)
    const weeks = [week(45), week(46, { topics: [['assistant:x', 4, 4, long]], pages: [page('/a`|<b>@u', 3)] })]
    const lines = renderTrends(weeks, shown)
    expect(tableUnder(lines, TOPICS)).toEqual([`| ${'x'.repeat(59)}… | 4 | 0 | +4 |`])
    expect(tableUnder(lines, PAGES)).toEqual(['| ``/a`\\|<b>@u`` | 3 | 0 | +3 |'])
  })
})
