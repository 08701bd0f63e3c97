/**
 * The assistant section: assistant turns (cursor pages of up to 1,000, newest first) and the caller mix (web / api /
 * other, one request). Unanswered questions (the docs did not cover them) are grouped by the service's category, or
 * by their normalised text when it gives none; a group of two or more is a gap. Questions are reader text: shown only
 * through the reader view; a group's key is its category (a service label) or the hash of its text.
 */
import { ReportOutputs } from '../../action/names.js'
import type { AssistantPage, CallerStats, Conversation } from '../../service/client.js'
import { cell } from '../../text/markdown.js'
import { percent } from '../../text/percent.js'
import { plural } from '../../text/plural.js'
import { PAGING } from '../needs.js'
import { SECTION_TITLES } from '../section-names.js'
import type { Gap, PageView, SectionResult, SectionRun } from '../section.js'
import {
  failedResult,
  fileText,
  fileTexts,
  joinReasons,
  looksLike,
  normalise,
  number,
  once,
  filePages,
  rangeText,
  readPages,
  warning,
  writeSectionFiles
} from './common.js'
import type { GapKeys } from '../gap-key.js'

type AssistantFigures = NonNullable<NonNullable<SectionResult['figures']>['assistant']>

const { rows: PAGE_LIMIT, requests: MAX_PAGES } = PAGING.assistant
/** A gap is at least this many unanswered questions of one category (or one text). */
export const MIN_UNANSWERED = 2
/** Distinct questions kept with a group as its reader text, and pages named per group. */
const QUESTIONS_PER_GROUP = 10
const PAGES_PER_GROUP = 3
const HEADING = SECTION_TITLES.assistant

interface Group {
  key: string
  category?: string
  /** Distinct questions (by normalised text), newest first. */
  questions: string[]
  count: number
  pages: string[]
}

/** The path of the page a question was asked on; nothing of the URL's query or fragment. */
function pathOf(url: string | null): string | undefined {
  if (url === null) return undefined
  try {
    const { pathname } = new URL(url)
    try {
      return decodeURIComponent(pathname)
    } catch {
      return pathname
    }
  } catch {
    return undefined
  }
}

/** The questions by group: by the service's category, or by the same question where it gives none. */
function groupTurns(keys: GapKeys, turns: Conversation[]): Map<string, { category?: string; turns: Conversation[] }> {
  const groups = new Map<string, { category?: string; turns: Conversation[] }>()
  for (const turn of turns) {
    const category = turn.queryCategory?.trim() || undefined
    // Hashed like every key: the marker keeps only short plain keys, and a category is free text of the service.
    const key = keys.of('assistant', category !== undefined ? `category ${category}` : turn.query)
    const group = groups.get(key) ?? { category, turns: [] }
    group.turns.push(turn)
    groups.set(key, group)
  }
  return groups
}

/**
 * Every group's figures for the history: its questions and those unanswered, answered-only groups too (a fixed
 * topic's rate needs the questions it now answers).
 */
function groupFigures(keys: GapKeys, turns: Conversation[]): AssistantFigures['groups'] {
  return [...groupTurns(keys, turns)].map(([key, group]) => {
    const unanswered = group.turns.filter(turn => turn.resolutionStatus === 'unanswered')
    const example = (unanswered[0] ?? group.turns[0])?.query
    return {
      key,
      ...(group.category !== undefined ? { category: group.category } : {}),
      ...(group.category === undefined && example !== undefined ? { question: example } : {}),
      unanswered: unanswered.length,
      asked: group.turns.length
    }
  })
}

function groupUnanswered(keys: GapKeys, turns: Conversation[]): Group[] {
  return [...groupTurns(keys, turns)].map(([key, { category, turns }]) => {
    const questions = new Map<string, string>()
    for (const turn of turns)
      if (!questions.has(normalise(turn.query))) questions.set(normalise(turn.query), turn.query)
    const pages = new Map<string, number>()
    for (const turn of turns) {
      const path = pathOf(turn.pageUrl)
      if (path !== undefined) pages.set(path, (pages.get(path) ?? 0) + 1)
    }
    const topPages = [...pages].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, PAGES_PER_GROUP)
    return {
      key,
      category,
      questions: [...questions.values()].slice(0, QUESTIONS_PER_GROUP),
      count: turns.length,
      pages: topPages.map(([path]) => path)
    }
  })
}

const gapOf = (group: Group): Gap | undefined =>
  group.count < MIN_UNANSWERED
    ? undefined
    : {
        key: group.key,
        section: 'assistant',
        weight: group.count,
        summary: group.category
          ? 'Assistant questions on this topic go unanswered: the docs do not cover them'
          : 'The same assistant question goes unanswered: the docs do not cover it',
        evidence: `${plural(group.count, 'unanswered assistant question')}`,
        pages: group.pages,
        ...(group.category ? { topic: group.category } : {}),
        readerText: group.questions
      }

export async function run(run: SectionRun): Promise<SectionResult> {
  const { client, range, deadline, reader } = run
  const limit = run.allowance.limit
  // The caller mix gets its one request only when the plan gives more than the first page of questions.
  const [read, callers, paths] = await Promise.all([
    readPages<AssistantPage, string>(
      run,
      limit >= 2 ? Math.min(MAX_PAGES, limit - 1) : 1,
      cursor => client.getAssistant({ ...range, limit: PAGE_LIMIT, cursor }, deadline),
      page => page.nextCursor ?? undefined,
      page => page.conversations.length === 0
    ),
    limit >= 2
      ? once(() => client.getCallerStats(range, deadline))
      : Promise.resolve({ value: undefined, reason: 'the plan gave this section no request for it' }),
    run.pages
  ])
  if (read.pages.length === 0 && !callers.value) {
    const reason = joinReasons([`questions: ${read.partial}`, `caller mix: ${callers.reason}`])
    return failedResult(run, 'assistant', HEADING, reason as string)
  }
  const partial = joinReasons([
    read.partial && `questions: ${read.partial}`,
    callers.reason && `caller mix not read: ${callers.reason}`
  ])
  const turns = read.pages.flatMap(page => page.conversations)
  const unanswered = turns.filter(turn => turn.resolutionStatus === 'unanswered')
  const groups = groupUnanswered(run.keys, unanswered).sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1))
  const gaps = groups.flatMap(group => gapOf(group) ?? [])
  const requests = run.allowance.requests

  const files = await writeSectionFiles(
    run,
    'assistant',
    {
      section: 'assistant',
      range,
      requests,
      partial: partial ?? null,
      readerTextShown: reader.shown,
      questions: read.pages.length > 0 ? turns.length : null,
      unanswered: read.pages.length > 0 ? unanswered.length : null,
      callers: callers.value ?? null,
      groups: groups.map(({ questions, ...group }) => ({
        ...group,
        pages: filePages(paths, group.pages),
        gap: group.count >= MIN_UNANSWERED,
        questions: fileTexts(reader, questions)
      }))
    },
    ['key', 'category', 'unanswered', 'pages', 'example_question', 'gap'],
    groups.map(group => [
      group.key,
      group.category,
      group.count,
      filePages(paths, group.pages).join(' '),
      fileText(reader, group.questions[0] ?? ''),
      group.count >= MIN_UNANSWERED
    ])
  )
  run.log(
    `Assistant: ${plural(turns.length, 'question')}, ${unanswered.length} unanswered, in ${plural(requests, 'request')}, ${plural(gaps.length, 'gap')}${partial ? '; PARTIAL' : ''}.`
  )
  if (partial) run.warn(`Assistant: partial: ${partial}`)

  const intro =
    read.pages.length > 0
      ? `${plural(turns.length, 'assistant question')} ${rangeText(run)}, read in ${plural(requests, 'request')}: ${number(unanswered.length)} unanswered (${percent(turns.length > 0 ? unanswered.length / turns.length : 0)}), the docs did not cover them. ${plural(gaps.length, 'topic')} with ${MIN_UNANSWERED} or more unanswered questions ${looksLike(gaps.length, 'gap')}.${reader.shown ? '' : ' Questions are written by readers and are not shown here.'}`
      : `Assistant ${rangeText(run)}: the questions could not be read, only the caller mix.`
  const markdown = [
    `### ${HEADING}`,
    '',
    intro,
    '',
    ...warning(partial),
    ...(read.pages.length > 0
      ? ['#### Unanswered questions', '', ...groupTable(run, groups.slice(0, run.top), paths), '']
      : []),
    ...(callers.value ? ['#### Who asks', '', ...callerTable(callers.value), ''] : [])
  ].join('\n')
  return {
    section: 'assistant',
    requests,
    partial,
    gaps,
    markdown,
    outputs: {
      ...(read.pages.length > 0 ? { [ReportOutputs.AssistantUnanswered]: String(unanswered.length) } : {}),
      [ReportOutputs.AssistantGaps]: String(gaps.length),
      [ReportOutputs.AssistantFile]: files.json,
      [ReportOutputs.AssistantCsv]: files.csv
    },
    files,
    ...(read.pages.length > 0
      ? {
          figures: {
            assistant: {
              questions: turns.length,
              unanswered: unanswered.length,
              groups: groupFigures(run.keys, turns)
            }
          }
        }
      : {})
  }
}

function groupTable(run: SectionRun, groups: Group[], paths: PageView): string[] {
  if (groups.length === 0) return ['Every question was answered.']
  const shown = run.reader.shown
  const topic = (group: Group) => (group.category ? cell(group.category) : 'no category')
  const pages = (group: Group) => group.pages.map(path => paths.inline(path)).join(', ') || '—'
  return [
    shown ? '| # | Topic | Unanswered | Questions | Asked on |' : '| # | Topic | Unanswered | Asked on |',
    shown ? '|--:|---|--:|---|---|' : '|--:|---|--:|---|',
    ...groups.map((group, i) => {
      const questions = shown
        ? ` ${group.questions
            .slice(0, 3)
            .map(q => run.reader.inline(q, 80))
            .join('; ')} |`
        : ''
      return `| ${i + 1} | ${topic(group)} | ${number(group.count)} |${questions} ${pages(group)} |`
    })
  ]
}

function callerTable(callers: CallerStats): string[] {
  const share = (n: number) => percent(callers.total > 0 ? n / callers.total : 0)
  const rows: [string, number][] = [
    ['Web (the docs site)', callers.web],
    ['API', callers.api],
    ['Other', callers.other]
  ]
  return [
    '| Caller | Questions | Share |',
    '|---|--:|--:|',
    ...rows.map(([name, n]) => `| ${name} | ${number(n)} | ${share(n)} |`),
    `| Total | ${number(callers.total)} | |`
  ]
}
