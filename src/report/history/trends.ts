/**
 * The report's "Over time" part (pure): the project's last weeks from the history (src/report/history/), this week's
 * included, as a chart of page views, a table of the headline figures per week, and the pages and assistant topics
 * that moved most this week. A week whose section failed or was partial says so in its cell, never as a drop to zero;
 * a change of the service's counting (COUNTING_CHANGES) is marked where it starts, and the movers compare only weeks
 * counted the same way. Everything read back from the data branch is shown through show.ts.
 */
import { cell } from '../../text/markdown.js'
import { percent } from '../../text/percent.js'
import { plural } from '../../text/plural.js'
import { weeklyChart } from '../chart.js'
import type { SectionName } from '../section-names.js'
import { number } from '../visitors/report.js'
import { COUNTING_CHANGES, type WeekRecord } from './format.js'
import { distinctWeeks, latestLabels, pageLabel, readerLabel, shortWeek, wasRead, type HistoryView } from './show.js'

export type { HistoryView } from './show.js'

/** The most weeks shown: the chart's columns, the table's rows. */
export const TREND_WEEKS = 12
/** Rows of each mover table: this many up, this many down. */
export const MOVERS = 5

const HEADING = '### Over time'
const MINUS = '−'

/** The "Over time" part: `### Over time` first; with fewer than two weeks, only a line saying when trends begin. */
export function renderTrends(records: readonly WeekRecord[], view: HistoryView): string[] {
  const weeks = distinctWeeks(records).slice(-TREND_WEEKS)
  if (weeks.length < 2)
    return [HEADING, '', 'No earlier week is in the history yet: trends start next week, once this week is kept.']
  const starts = countingStarts(weeks)
  const since = starts.at(-1) ?? 0
  const lines = [
    HEADING,
    '',
    ...viewsChart(weeks, starts),
    ...starts.flatMap(i => countingNote(weeks, i, i === since)),
    ...figuresTable(weeks, starts),
    '',
    ...movers(weeks.slice(since), view)
  ]
  while (lines.at(-1) === '') lines.pop()
  return lines
}

/** The index of each week counted otherwise than the week before it: the first of a new counting. */
const countingStarts = (weeks: readonly WeekRecord[]): number[] =>
  weeks.flatMap((week, i) => (i > 0 && week.counting !== (weeks[i - 1] as WeekRecord).counting ? [i] : []))

/** What changed between two countings (COUNTING_CHANGES), in the service's words. */
function whatChanged(from: number, to: number): string {
  const changes = COUNTING_CHANGES.slice(Math.min(from, to) - 1, Math.max(from, to) - 1)
  return changes.map(change => `${change.what} (from ${change.from})`).join('; ') || 'the service changed how it counts'
}

/** Under the chart: where a counting starts, what changed, and (for the latest) that the movers begin there. */
function countingNote(weeks: readonly WeekRecord[], start: number, latest: boolean): string[] {
  const week = weeks[start] as WeekRecord
  const before = (weeks[start - 1] as WeekRecord).counting
  const movers = latest ? '; the movers below compare only weeks from it on' : ''
  return [
    `**${cell(week.week)}** is the first week counted the service's new way (marked \\*): ${cell(whatChanged(before, week.counting))}. Figures before it and from it on are not a trend${movers}.`,
    ''
  ]
}

/** Page views a week: human as columns, AI as a line; the weeks the views were not read are left out, and named. */
function viewsChart(weeks: readonly WeekRecord[], starts: number[]): string[] {
  const drawn = weeks.flatMap((week, i) =>
    wasRead(week, 'views') && week.views ? [{ week, i, views: week.views }] : []
  )
  const missing = weeks.filter(week => !drawn.some(d => d.week === week))
  const note =
    missing.length > 0
      ? [`Not in the chart: ${missing.map(w => cell(w.week)).join(', ')} (page views not read).`, '']
      : []
  const chart = weeklyChart({
    title: 'Page views a week: human (columns) and AI (line)',
    axisLabel: 'Page views',
    weeks: drawn.map(d => `${shortWeek(d.week.week)}${starts.includes(d.i) ? '*' : ''}`),
    bars: drawn.map(d => d.views.human),
    line: drawn.map(d => d.views.ai)
  })
  return [...chart, ...(chart.length > 0 ? [''] : []), ...note]
}

/** A figure of a week: `—` where its section was not read, `(partial)` after it where the section was partial. */
function figure(week: WeekRecord, section: SectionName, value: string | undefined): string {
  if (value === undefined || !wasRead(week, section)) return '—'
  return week.sections[section] === 'partial' ? `${value} (partial)` : value
}

function figuresTable(weeks: readonly WeekRecord[], starts: number[]): string[] {
  const rows = weeks.map((week, i) => {
    const { views, searches, feedback, assistant } = week
    return [
      `${cell(week.week)}${starts.includes(i) ? ' \\* new counting' : ''}`,
      figure(week, 'views', views && number(views.human)),
      figure(week, 'views', views && number(views.ai)),
      figure(week, 'searches', searches && number(searches.total)),
      figure(week, 'searches', searches && percent(searches.noClick / searches.total)),
      figure(week, 'feedback', feedback && `${number(feedback.down)} of ${number(feedback.up + feedback.down)}`),
      figure(week, 'assistant', assistant && `${number(assistant.unanswered)} of ${number(assistant.questions)}`)
    ]
  })
  return [
    '| Week | Human views | AI views | Searches | No click | 👎 of ratings | Unanswered questions |',
    '|---|--:|--:|--:|--:|--:|--:|',
    ...rows.map(row => `| ${row.join(' | ')} |`)
  ]
}

interface Mover {
  label: string
  now: number
  before: number
}

/** The movers of the weeks of one counting (the last of them this week's): pages by 👎, topics by unanswered. */
function movers(weeks: readonly WeekRecord[], view: HistoryView): string[] {
  if (weeks.length === 1) return ["Movers from next week: this is the first week counted the service's new way."]
  const topics = latestLabels(weeks, week => week.topics, 3)
  return [
    ...moverTable(weeks, 'feedback', {
      title: 'Pages whose 👎 moved most',
      what: ['Page', '👎'],
      values: week => week.pages.map(([id, , , , down]) => [id, down]),
      label: id => pageLabel(id, view.pages)
    }),
    ...moverTable(weeks, 'assistant', {
      title: 'Assistant topics whose unanswered questions moved most',
      what: ['Topic', 'Unanswered'],
      values: week => week.topics.map(([key, unanswered]) => [key, unanswered]),
      label: key => {
        const found = topics.get(key)
        return found && readerLabel(found.label, found.kept, view.reader)
      }
    })
  ]
}

interface MoverSpec {
  title: string
  what: [subject: string, figure: string]
  values: (week: WeekRecord) => [id: string, value: number][]
  label: (id: string) => string | undefined
}

/**
 * This week's figure of each id against its weekly mean over the earlier weeks that read the section (an id a week
 * does not list counts 0 there); the MOVERS that rose most and fell most among those that can be shown. Nothing when
 * this week did not read the section or no earlier week did.
 */
function moverTable(weeks: readonly WeekRecord[], section: SectionName, spec: MoverSpec): string[] {
  const read = weeks.filter(week => wasRead(week, section))
  const latest = read.at(-1)
  const earlier = read.slice(0, -1)
  if (latest !== weeks.at(-1) || earlier.length === 0) return []
  const sums = (week: WeekRecord) => {
    const values = new Map<string, number>()
    for (const [id, value] of spec.values(week)) values.set(id, (values.get(id) ?? 0) + value)
    return values
  }
  const now = sums(latest as WeekRecord)
  const before = new Map<string, number>()
  for (const week of earlier) for (const [id, value] of sums(week)) before.set(id, (before.get(id) ?? 0) + value)
  const ids = [...new Set([...now.keys(), ...before.keys()])].sort()
  const moves = ids.map(id => ({ id, now: now.get(id) ?? 0, before: (before.get(id) ?? 0) / earlier.length }))
  const delta = (m: { now: number; before: number }) => m.now - m.before
  const pick = (rows: typeof moves): Mover[] => {
    const picked: Mover[] = []
    for (const row of rows) {
      if (picked.length === MOVERS) break
      const label = spec.label(row.id)
      if (label !== undefined) picked.push({ ...row, label })
    }
    return picked
  }
  // Stable sorts of ids in order: equal moves keep the ids' order.
  const up = pick(moves.filter(m => delta(m) > 0).sort((a, b) => delta(b) - delta(a)))
  const down = pick(moves.filter(m => delta(m) < 0).sort((a, b) => delta(a) - delta(b)))
  const [subject, figureName] = spec.what
  // Two ids, or one: the earlier weeks are distinct.
  const [first, last] = [earlier[0], earlier.at(-1)].map(week => cell((week as WeekRecord).week))
  const range = first === last ? first : `${first} to ${last}`
  return [
    `#### ${spec.title}`,
    '',
    `This week against the weekly mean of ${plural(earlier.length, 'earlier week')} (${range}).`,
    '',
    ...(up.length + down.length === 0
      ? ['Nothing moved.']
      : [
          `| ${subject} | ${figureName} this week | Weekly mean before | Change |`,
          '|---|--:|--:|--:|',
          ...[...up, ...down].map(
            m => `| ${m.label} | ${number(m.now)} | ${decimal(m.before)} | ${signed(m.now - m.before)} |`
          )
        ]),
    ''
  ]
}

/** One decimal at most: `2.3`, `4`. */
const decimal = (n: number): string => number(Math.round(n * 10) / 10)
const signed = (n: number): string => (n > 0 ? `+${decimal(n)}` : `${MINUS}${decimal(-n)}`)
