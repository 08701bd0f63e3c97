// The roll-up (src/report/history/rollup.ts, pure): a week's headline, the index that keeps each project's latest
// week whatever order the runs come in, and the data branch's README, word for word and inert whatever a folder name
// or a number in an edited index holds (checked with the runner's command parser and GitHub's autolinker).
import { autolinks, plainText, references } from '../../../__fixtures__/gfm-autolinks.js'
import { COMMAND_PAYLOADS } from '../../../__fixtures__/hostile-text.js'
import { runnerCommands } from '../../../__fixtures__/runner-commands.js'
import type { HistoryIndex, ProjectHeadline, WeekRecord } from '../../../src/report/history/format.js'
import { parseHistoryIndex } from '../../../src/report/history/parse.js'
import { headline, rollupMarkdown, updateIndex } from '../../../src/report/history/rollup.js'

const RECORD: WeekRecord = {
  format: 'docs-health-week',
  version: 2,
  project: 'acme-docs',
  week: '2026-W47',
  range: { dateFrom: '2026-11-16', dateTo: '2026-11-23' },
  counting: 2,
  written: '2026-11-23T06:00:00.000Z',
  readerText: false,
  sections: { views: 'whole' },
  visitors: { human: 120, ai: 30, total: 150 },
  views: { human: 9000, ai: 3000, total: 12000 },
  searches: { total: 400, noClick: 52 },
  feedback: { up: 2, down: 9, comments: 4 },
  assistant: { questions: 80, unanswered: 7 },
  pages: [['/quickstart', 500, 100, 0, 0, 0]],
  terms: [],
  topics: []
}
const EXTRA = { gaps: 4, fixesMerged: 3, fixesBetter: 1, fixesStillThere: 1 }

const HEADLINE: ProjectHeadline = {
  week: '2026-W47',
  range: { dateFrom: '2026-11-16', dateTo: '2026-11-23' },
  counting: 2,
  viewsHuman: 9000,
  viewsAi: 3000,
  visitors: 150,
  searches: 400,
  noClick: 52,
  thumbsDown: 9,
  ratings: 11,
  unanswered: 7,
  gaps: 4,
  fixesMerged: 3,
  fixesBetter: 1,
  fixesStillThere: 1
}

/** A headline of another week, its range the week's. */
function weekHeadline(week: string, dateFrom: string, dateTo: string, more: Partial<ProjectHeadline> = {}) {
  return {
    week,
    range: { dateFrom, dateTo },
    counting: 2,
    gaps: 0,
    fixesMerged: 0,
    fixesBetter: 0,
    fixesStillThere: 0,
    ...more
  }
}

describe('headline', () => {
  it('the totals of a week, without its lists', () => {
    const made = headline(RECORD, EXTRA)
    expect(made).toStrictEqual(HEADLINE)
    expect(made.range).not.toBe(RECORD.range)
  })

  it('only the figures of the sections the week has', () => {
    const bare: WeekRecord = { ...RECORD, sections: {} }
    for (const name of ['visitors', 'views', 'searches', 'feedback', 'assistant'] as const) delete bare[name]
    expect(headline(bare, { gaps: 0, fixesMerged: 0, fixesBetter: 0, fixesStillThere: 0 })).toStrictEqual(
      weekHeadline('2026-W47', '2026-11-16', '2026-11-23')
    )
  })
})

describe('updateIndex', () => {
  const W46 = weekHeadline('2026-W46', '2026-11-09', '2026-11-16', { gaps: 1 })
  const W47 = weekHeadline('2026-W47', '2026-11-16', '2026-11-23', { gaps: 2 })

  it('starts an index, and adds projects in their folders’ order', () => {
    const first = updateIndex(undefined, 'zeta', W47)
    expect(first).toStrictEqual({ format: 'docs-health-index', version: 2, projects: { zeta: W47 } })
    const more = updateIndex(updateIndex(first, 'alpha', W46), 'Beta', W46)
    expect(Object.keys(more.projects)).toStrictEqual(['Beta', 'alpha', 'zeta']) // code-unit order: no locale
    expect(parseHistoryIndex(JSON.stringify(more))).toStrictEqual({ value: more })
  })

  it('a newer week replaces a project’s headline, and a re-run of the same week too', () => {
    const index = updateIndex(updateIndex(undefined, 'acme', W46), 'other', W46)
    expect(updateIndex(index, 'acme', W47).projects).toStrictEqual({ acme: W47, other: W46 })
    const rerun = { ...W47, gaps: 9 }
    expect(updateIndex(updateIndex(index, 'acme', W47), 'acme', rerun).projects.acme).toBe(rerun)
  })

  it('a re-run of an older week leaves the newer headline', () => {
    const index = updateIndex(undefined, 'acme', W47)
    expect(updateIndex(index, 'acme', W46)).toStrictEqual(index)
    const W53 = weekHeadline('2026-W53', '2026-12-28', '2027-01-04')
    const W01 = weekHeadline('2027-W01', '2027-01-04', '2027-01-11')
    expect(updateIndex(updateIndex(undefined, 'acme', W01), 'acme', W53).projects.acme).toBe(W01)
  })

  it('leaves the index it was given as it was', () => {
    const index = updateIndex(undefined, 'acme', W46)
    const copy = structuredClone(index)
    updateIndex(index, 'acme', W47)
    updateIndex(index, 'other', W47)
    expect(index).toStrictEqual(copy)
  })

  it('an inherited name is a project like any other where it is allowed, and refused where it is not', () => {
    expect(Object.keys(updateIndex(undefined, 'valueOf2', W46).projects)).toStrictEqual(['valueOf2'])
    for (const folder of ['__proto__', 'constructor', 'a/b', '..', ''])
      expect(() => updateIndex(undefined, folder, W46)).toThrow(`not a project folder: ${JSON.stringify(folder)}`)
  })
})

describe('rollupMarkdown', () => {
  const INTRO = [
    '# Docs-health history',
    '',
    "This branch holds the history of the docs-health report of docs-agent-action: one file per ISO week per project (`<project>/weeks/<YYYY-Www>.json`), each project's agent jobs and what became of them (`<project>/fixes.json`), and `index.json`, each project's latest week, which the table below shows.",
    '',
    "The report's runs write it through the GitHub API, one commit per run. Do not edit it by hand: the next run would refuse a file it cannot read. Format: docs-health history, version 2; docs/history-format.md in the action's repository describes it.",
    ''
  ]
  const HEAD = [
    '| Project | Week | Views (human / AI) | Searches (no click) | 👎 of ratings | Unanswered questions | Gaps | Fixes live (judged better / no clear change or worse) |',
    '|---|---|--:|--:|--:|--:|--:|--:|'
  ]

  it('the whole README, word for word: projects by folder, a dash for what a week did not measure', () => {
    let index = updateIndex(undefined, 'zeta-docs', HEADLINE)
    index = updateIndex(index, 'alpha', weekHeadline('2026-W46', '2026-11-09', '2026-11-16'))
    index = updateIndex(
      index,
      'mid',
      weekHeadline('2026-W47', '2026-11-16', '2026-11-23', { viewsAi: 5, searches: 0, noClick: 0, thumbsDown: 0 })
    )
    expect(rollupMarkdown(index)).toBe(
      [
        ...INTRO,
        ...HEAD,
        '| alpha | 2026-W46 | — | — | — | — | 0 | 0 (0 / 0) |',
        '| mid | 2026-W47 | — / 5 | 0 (0 %) | 0 of 0 | — | 0 | 0 (0 / 0) |',
        '| zeta-docs | 2026-W47 | 9,000 / 3,000 | 400 (13 %) | 9 of 11 | 7 | 4 | 3 (1 / 1) |',
        ''
      ].join('\n')
    )
  })

  it('a project without the no-click count shows its searches alone; a viewed side alone shows a dash for the other', () => {
    const index = updateIndex(
      undefined,
      'p',
      weekHeadline('2026-W47', '2026-11-16', '2026-11-23', { viewsHuman: 1234567, searches: 12 })
    )
    expect(rollupMarkdown(index).split('\n').at(-2)).toBe(
      '| p | 2026-W47 | 1,234,567 / — | 12 | — | — | 0 | 0 (0 / 0) |'
    )
  })

  it('lists projects by folder whatever order the index holds them in; names on one line, trimmed', () => {
    const index: HistoryIndex = {
      format: 'docs-health-index',
      version: 2,
      projects: {
        zeta: weekHeadline('2026-W47', '2026-11-16', '2026-11-23'),
        ' al \n\t pha ': weekHeadline('2026-W47', '2026-11-16', '2026-11-23', { noClick: 3 }),
        Beta: weekHeadline('2026-W47', '2026-11-16', '2026-11-23')
      }
    }
    expect(rollupMarkdown(index).split('\n').slice(8, -1)).toStrictEqual([
      '| al pha | 2026-W47 | — | — | — | — | 0 | 0 (0 / 0) |', // no-click searches without the searches: no share
      '| Beta | 2026-W47 | — | — | — | — | 0 | 0 (0 / 0) |',
      '| zeta | 2026-W47 | — | — | — | — | 0 | 0 (0 / 0) |'
    ])
  })

  it('names the changes of counting since the oldest marked week', () => {
    const changes = [
      { from: '2026-07-31', what: 'first' },
      { from: '2026-10-01', what: 'second' }
    ]
    const at = (counting: number) => weekHeadline('2026-W30', '2026-07-20', '2026-07-27', { counting })
    const index = (...countings: number[]) => {
      let built: HistoryIndex | undefined
      countings.forEach((counting, i) => (built = updateIndex(built, `p${i}`, at(counting))))
      return built as HistoryIndex
    }
    const note = (markdown: string) => markdown.split('\n').at(-2)
    expect(note(rollupMarkdown(index(3, 2), changes))).toBe(
      '† A week counted before the service changed how it counts (2026-10-01: second): its figures are not comparable with the others.'
    )
    expect(note(rollupMarkdown(index(2, 1, 3), changes))).toBe(
      '† A week counted before the service changed how it counts (2026-07-31: first; 2026-10-01: second): its figures are not comparable with the others.'
    )
    const marked = rollupMarkdown(index(2, 3), changes)
      .split('\n')
      .filter(line => line.includes('†'))
    expect(marked).toHaveLength(2)
    expect(marked[0]).toBe('| p0 | 2026-W30 † | — | — | — | — | 0 | 0 (0 / 0) |')
  })

  it('marks a latest week of an older counting, and says why', () => {
    const index = updateIndex(
      updateIndex(undefined, 'new', HEADLINE),
      'old',
      weekHeadline('2026-W30', '2026-07-20', '2026-07-27', { counting: 1 })
    )
    const lines = rollupMarkdown(index).split('\n')
    expect(lines.slice(8)).toStrictEqual([
      '| new | 2026-W47 | 9,000 / 3,000 | 400 (13 %) | 9 of 11 | 7 | 4 | 3 (1 / 1) |',
      '| old | 2026-W30 † | — | — | — | — | 0 | 0 (0 / 0) |',
      '',
      '† A week counted before the service changed how it counts (2026-07-31: Markdown views became AI traffic, and search terms are grouped case-insensitively): its figures are not comparable with the others.',
      ''
    ])
  })

  it('says so when no project has written a week', () => {
    expect(rollupMarkdown({ format: 'docs-health-index', version: 2, projects: {} })).toBe(
      [...INTRO, 'No project has written a week yet.', ''].join('\n')
    )
  })

  describe('every cell is inert, whatever an edited index holds', () => {
    const HOSTILE = [
      '<img src=x>',
      '@someone',
      '::warning::PWNED',
      '##[error]PWNED',
      'x@y##[error]PWNED',
      '[a](https://evil.example)',
      'www.evil.example',
      'a|b|c',
      '#12',
      'acme/docs#3',
      '**bold** _it_ `code`',
      'line\nbreak\r\n::error::PWNED',
      'zero\u200bwidth\u202eright-to-left',
      ...COMMAND_PAYLOADS
    ]

    /** Every way a line of the README could do more than show text. */
    function findings(markdown: string): string[] {
      const found: string[] = []
      for (const command of runnerCommands(markdown)) found.push(`command ${command.name} in ${command.line}`)
      for (const link of autolinks(markdown)) found.push(`autolink ${link.text}`)
      for (const ref of references(markdown)) found.push(`reference ${ref}`)
      if (/<[a-z/!?]/i.test(plainText(markdown))) found.push('HTML outside code')
      if (/(?<!\\)@[a-z0-9]/i.test(plainText(markdown))) found.push('mention outside code')
      if (/[\u200b\u202e]/.test(markdown)) found.push('invisible characters')
      for (const row of markdown.split('\n').filter(line => line.startsWith('| ') && !line.startsWith('| Project'))) {
        const cells = row.split(/(?<!\\)\|/).length - 2
        if (cells !== 8) found.push(`${cells} cells in ${row}`)
      }
      return found
    }

    it('the checks find what the names would do unescaped', () => {
      const raw = (name: string) => `| ${name} | 2026-W47 | — | — | — | — | 0 | 0 (0 / 0) |`
      expect(findings(raw('<img src=x>'))).toStrictEqual(['HTML outside code'])
      expect(findings(raw('@someone'))).toStrictEqual(['mention outside code'])
      expect(findings(raw('a|b'))).toStrictEqual([`9 cells in ${raw('a|b')}`])
      expect(findings(`${raw('x')}\n::warning::PWNED`)).toStrictEqual(['command warning in ::warning::PWNED'])
      expect(findings(raw('##[error]PWNED'))).toHaveLength(1)
      expect(findings(raw('www.evil.example #12'))).toStrictEqual(['autolink www.e', 'reference #12'])
    })

    it.each(HOSTILE.map(name => [name]))('a folder named %j', name => {
      const index: HistoryIndex = { format: 'docs-health-index', version: 2, projects: { [name]: HEADLINE } }
      const markdown = rollupMarkdown(index)
      expect(findings(markdown)).toStrictEqual([])
      expect(markdown.split('\n').filter(line => line.startsWith('| ')).length).toBe(2)
    })

    it('hostile weeks and numbers, as an index no reader checked could hold them', () => {
      const hostile = {
        ...HEADLINE,
        week: '<b>@x</b>##[error]PWNED\n::warning::x',
        viewsHuman: Number.NaN,
        viewsAi: -1,
        counting: Number.NaN
      } as ProjectHeadline
      const markdown = rollupMarkdown({ format: 'docs-health-index', version: 2, projects: { p: hostile } })
      expect(findings(markdown)).toStrictEqual([])
    })

    it('a long name is cut', () => {
      const markdown = rollupMarkdown({
        format: 'docs-health-index',
        version: 2,
        projects: { ['n'.repeat(300)]: HEADLINE }
      })
      expect(markdown).toContain(`| ${'n'.repeat(99)}… |`)
    })
  })
})
