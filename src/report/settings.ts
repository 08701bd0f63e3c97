/**
 * The docs-health report's inputs, validated: which sections, the request budget, whether reader text is shown, how
 * many gaps "What to fix" lists and whether they go to the agent; the date range and table sizes are the visitors
 * inputs (visitors/settings.ts), which every section shares.
 */
import { InputError } from '../action/errors.js'
import { ReportInputs, VisitorInputs } from '../action/names.js'
import { booleanInput, InputProblems, integerInput, type InputReader } from '../action/input-parsers.js'
import { sectionNeeds } from './registry.js'
import { SECTION_NAMES, type SectionName, type SectionSettings } from './section.js'
import { getVisitorSettings, type VisitorSettings } from './visitors/settings.js'

export const DEFAULT_BUDGET = 40
/** The service's hourly analytics budget for the whole organisation: no run may plan more. */
export const MAX_BUDGET = 100
export const DEFAULT_GAPS = 5
export const MAX_GAPS = 20
export const READER_TEXT = ['auto', 'show', 'hide'] as const
export type ReaderTextSetting = (typeof READER_TEXT)[number]

export interface ReportSettings {
  /** Any section chosen. */
  enabled: boolean
  /** In the order the report shows them. */
  sections: SectionName[]
  /** Only `visitor-summary: true`: the visitors report as before, not the docs-health report around it. */
  visitorsOnly: boolean
  budget: number
  readerText: ReaderTextSetting
  gaps: number
  fixGaps: boolean
  visitors: VisitorSettings
}

/** Reads the report inputs; every problem is collected and thrown together (InputErrors), warnings go to `warnings`. */
export function getReportSettings(read: InputReader, now: Date, warnings: string[] = []): ReportSettings {
  const problems = new InputProblems()
  const summary = problems.check(() => booleanInput(read, VisitorInputs.VisitorSummary, false), false)
  const listed = problems.check(() => sectionsInput(read), [])
  const chosen = new Set<SectionName>(listed)
  if (summary) chosen.add('visitors')
  const sections = SECTION_NAMES.filter(name => chosen.has(name))
  const enabled = sections.length > 0
  const visitors = problems.check(
    () => getVisitorSettings(read, now, warnings, enabled),
    getVisitorSettings(() => '', now, [], false)
  )
  // visitor-summary alone keeps its old reach: max-pages per period decides, unless report-budget is given.
  const visitorsOnly = listed.length === 0 && summary
  const fallback = visitorsOnly ? visitors.maxPages * (visitors.compare ? 2 : 1) : DEFAULT_BUDGET
  const budget = problems.check(() => integerInput(read, ReportInputs.Budget, fallback, 1, MAX_BUDGET), fallback)
  const readerText = problems.check(() => readerTextInput(read), 'auto')
  const gaps = problems.check(() => integerInput(read, ReportInputs.Gaps, DEFAULT_GAPS, 1, MAX_GAPS), DEFAULT_GAPS)
  const fixGaps = problems.check(() => booleanInput(read, ReportInputs.FixGaps, false), false)
  if (fixGaps && enabled && sections.every(name => name === 'visitors' || name === 'views')) {
    problems.add(
      new InputError(
        ReportInputs.FixGaps,
        `is true, but the report's sections (${sections.join(', ')}) find no gaps to fix; add searches, feedback or assistant to '${ReportInputs.Report}'.`
      )
    )
  }
  if (fixGaps && !enabled) {
    problems.add(
      new InputError(
        ReportInputs.FixGaps,
        `is true, but no report runs; list the sections in '${ReportInputs.Report}'.`
      )
    )
  }
  const least = leastRequests(sections, { visitors })
  if (enabled && budget < least) {
    problems.add(
      new InputError(
        ReportInputs.Budget,
        `${budget} is too small: the sections chosen need at least ${least} requests (${sections.map(name => `${name} ${leastRequests([name], { visitors })}`).join(', ')}). Raise it, or list fewer sections in '${ReportInputs.Report}'.`
      )
    )
  }
  problems.throwIfAny()
  return {
    enabled,
    sections,
    visitorsOnly,
    budget,
    readerText,
    gaps,
    fixGaps,
    visitors
  }
}

/**
 * The fewest requests the sections can report with: the sum of their needs' minimums (registry.ts). Known from the
 * inputs, so a budget below it fails before any request.
 */
export function leastRequests(sections: readonly SectionName[], settings: SectionSettings): number {
  return sectionNeeds({ ...settings, sections }).reduce((sum, [, need]) => sum + need.min, 0)
}

/** `report`: section names separated by commas, spaces or lines, or `all`. */
function sectionsInput(read: InputReader): SectionName[] {
  const words = read(ReportInputs.Report)
    .split(/[\s,]+/)
    .map(word => word.trim().toLowerCase())
    .filter(Boolean)
  if (words.length === 1 && words[0] === 'all') return [...SECTION_NAMES]
  const unknown = words.filter(word => !(SECTION_NAMES as readonly string[]).includes(word))
  if (unknown.length > 0) {
    throw new InputError(
      ReportInputs.Report,
      `'${unknown.join(', ')}' ${unknown.length === 1 ? 'is not a section' : 'are not sections'}; use any of ${SECTION_NAMES.join(', ')}, or all.`
    )
  }
  return words as SectionName[]
}

function readerTextInput(read: InputReader): ReaderTextSetting {
  const text = read(ReportInputs.ReaderText).trim().toLowerCase()
  if (text === '') return 'auto'
  if ((READER_TEXT as readonly string[]).includes(text)) return text as ReaderTextSetting
  throw new InputError(
    ReportInputs.ReaderText,
    `'${text}' is not one of ${READER_TEXT.join(', ')}; auto shows reader text (redacted) only in a private repository.`
  )
}
