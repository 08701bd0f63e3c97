import fc from 'fast-check'
import { axisEnd, horizontalBarChart, mermaidLabel, weeklyChart } from '../../src/report/chart.js'

const line = (chart: string[], start: string): string => chart.find(l => l.trimStart().startsWith(start)) ?? ''
const labels = (chart: string[]): string[] => line(chart, 'x-axis').match(/"[^"]*"/g) ?? []

describe('horizontalBarChart', () => {
  // Built in each test, not when the file loads: a mutation run's mutant is active only while a test runs.
  it('is one mermaid block: horizontal bars, the value axis from 0 to a round number, the rows in order', () => {
    const chart = horizontalBarChart('Top pages', 'Visitors', [
      { label: '/quickstart', value: 4962 },
      { label: '/api/auth', value: 930 }
    ])
    expect(chart).toEqual([
      '```mermaid',
      '---',
      'config:',
      '  xyChart:',
      '    height: 220',
      '    showDataLabel: true',
      '  themeVariables:',
      '    xyChart:',
      '      plotColorPalette: "#3b82c4"',
      '---',
      'xychart-beta horizontal',
      '    title "Top pages"',
      '    x-axis ["/quickstart", "/api/auth"]',
      '    y-axis "Visitors" 0 --> 5000',
      '    bar [4962, 930]',
      '```'
    ])
  })

  it('sets its height by the rows in front matter, so labels never crowd', () => {
    const height = (rows: number) => {
      const c = horizontalBarChart(
        't',
        'v',
        Array.from({ length: rows }, (_, i) => ({ label: `/p${i}`, value: i }))
      )
      expect(c.slice(1, 3)).toEqual(['---', 'config:'])
      return Number(/height: (\d+)/.exec(c.join('\n'))?.[1])
    }
    expect(height(1)).toBe(220)
    expect(height(40) - height(20)).toBe(20 * 30)
  })

  it('draws nothing for no rows; negative and non-finite values as 0', () => {
    expect(horizontalBarChart('t', 'v', [])).toStrictEqual([])
    const odd = horizontalBarChart('t', 'v', [
      { label: 'a', value: -5 },
      { label: 'b', value: Number.NaN },
      { label: 'c', value: Infinity }
    ])
    expect(line(odd, 'bar')).toBe('    bar [0, 0, 0]')
    expect(line(odd, 'y-axis')).toBe('    y-axis "v" 0 --> 1')
  })

  it('gives every row its own label: Mermaid would draw rows of one label as one bar', () => {
    const long = (i: number) => `/api-reference/endpoints/very-long-page-${i}`
    const rows = [...Array.from({ length: 12 }, (_, i) => ({ label: long(i), value: i })), { label: long(3), value: 1 }]
    rows.push({ label: 'a|b', value: 1 }, { label: 'ab', value: 1 }, { label: '', value: 1 }, { label: '"', value: 1 })
    const found = labels(horizontalBarChart('t', 'v', rows))
    expect(new Set(found).size).toBe(rows.length)
    expect(found[0]).toBe('"/api-refere…s/very-long-page-0"')
    expect(found[12]).toBe('"/api-refer…ery-long-page-3 (2)"')
    expect(found.slice(-4)).toEqual(['"ab"', '"ab (2)"', '"(blank)"', '"(blank) (2)"'])
    for (const label of found) expect(Array.from(label).length).toBeLessThanOrEqual(32)
  })

  it('nothing in a label, title or axis name breaks the block (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.array(fc.record({ label: fc.string({ unit: 'binary', maxLength: 60 }), value: fc.nat() }), {
          minLength: 1,
          maxLength: 12
        }),
        (title, rows) => {
          const c = horizontalBarChart(title, title, rows)
          const body = c.slice(1, -1)
          expect(body.join('\n')).not.toMatch(/`|\r/)
          expect(line(c, 'x-axis')).toMatch(/^ {4}x-axis \["[^"\n]*"(?:, "[^"\n]*")*\]$/)
          expect(labels(c)).toHaveLength(rows.length)
          expect(line(c, 'title')).toMatch(/^ {4}title "[^"]*"$/)
          expect(line(c, 'y-axis')).toMatch(/^ {4}y-axis "[^"]*" 0 --> \d+(\.\d+)?$/)
        }
      )
    )
  })
})

describe('weeklyChart', () => {
  it('is one mermaid block of columns and a line, the value axis from 0 past the larger series, the weeks in order', () => {
    const chart = weeklyChart({
      title: 'Page views a week: human (columns) and AI (line)',
      axisLabel: 'Page views',
      weeks: ['W45', 'W46', 'W47*'],
      bars: [12400, 13100, 9800],
      line: [2100, 16200, 3000]
    })
    expect(chart).toEqual([
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
      '    x-axis ["W45", "W46", "W47*"]',
      '    y-axis "Page views" 0 --> 20000',
      '    bar [12400, 13100, 9800]',
      '    line [2100, 16200, 3000]',
      '```'
    ])
  })

  it('without a line: one colour, the axis from the columns alone', () => {
    const bars = weeklyChart({ title: 't', axisLabel: 'v', weeks: ['W1', 'W2'], bars: [930, 4962] })
    expect(bars.slice(7)).toEqual([
      '      plotColorPalette: "#3b82c4"',
      '---',
      'xychart-beta',
      '    title "t"',
      '    x-axis ["W1", "W2"]',
      '    y-axis "v" 0 --> 5000',
      '    bar [930, 4962]',
      '```'
    ])
  })

  it('draws nothing for fewer than two weeks; a missing, negative or non-finite value as 0', () => {
    expect(weeklyChart({ title: 't', axisLabel: 'v', weeks: ['W1'], bars: [5] })).toStrictEqual([])
    expect(weeklyChart({ title: 't', axisLabel: 'v', weeks: [], bars: [] })).toStrictEqual([])
    const odd = weeklyChart({ title: 't', axisLabel: 'v', weeks: ['a', 'b', 'c'], bars: [-1, NaN], line: [Infinity] })
    expect(line(odd, 'bar')).toBe('    bar [0, 0, 0]')
    expect(line(odd, 'line')).toBe('    line [0, 0, 0]')
    expect(line(odd, 'y-axis')).toBe('    y-axis "v" 0 --> 1')
  })

  it('gives every week its own label, cleaned: nothing breaks out of the block', () => {
    const hostile = weeklyChart({
      title: 'a"]\n```',
      axisLabel: '`x`',
      weeks: ['W45', 'W45', '"]; click', '<img src=x>', '', 'W45'],
      bars: [1, 2, 3, 4, 5, 0]
    })
    expect(labels(hostile)).toEqual(['"W45"', '"W45 (2)"', '"click"', '"img src=x"', '"(blank)"', '"W45 (3)"'])
    expect(line(hostile, 'title')).toBe('    title "a"')
    expect(line(hostile, 'y-axis')).toBe('    y-axis "x" 0 --> 5')
    expect(hostile.slice(1, -1).join('\n')).not.toMatch(/`/)
  })
})

describe('axisEnd', () => {
  it.each([
    [4962, 5000],
    [930, 1000],
    [600, 600],
    [601, 800],
    [1, 1],
    [7, 8],
    [0.02, 0.02],
    [0.023, 0.025],
    [0, 1],
    [123_456, 150_000]
  ])('%d → %d', (max, end) => expect(axisEnd(max)).toBe(end))

  it('is at or above the maximum and less than twice it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), max => {
        expect(axisEnd(max)).toBeGreaterThanOrEqual(max)
        expect(axisEnd(max)).toBeLessThan(max * 1.5 + 1)
      })
    )
  })
})

describe('mermaidLabel', () => {
  it('keeps a label of exactly the most characters whole', () => {
    const thirty = `/${'x'.repeat(29)}`
    expect(mermaidLabel(thirty)).toBe(`"${thirty}"`)
    expect(mermaidLabel(`${thirty}y`)).toBe(`"/xxxxxxxxxx…xxxxxxxxxxxxxxxxxy"`)
  })

  it('keeps the end of a long path, and only characters that cannot break the label', () => {
    expect(mermaidLabel('/guides/<b>"quoted"</b>`x`')).toBe('"/guides/bquoted/bx"')
    expect(mermaidLabel('/a'.repeat(40))).toBe(`"${'/a'.repeat(5)}/…${'/a'.repeat(9)}"`)
  })
})
