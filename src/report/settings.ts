/**
 * The docs-health report's inputs, validated: which sections, the request budget, whether reader text is shown, how
 * many gaps "What to fix" lists and whether they go to the agent; the date range and table sizes are the visitors
 * inputs (visitors/settings.ts), which every section shares.
 */
import { InputError } from '../action/errors.js'
import { ReportInputs } from '../action/names.js'
import { flagInput, type InputProblems, type InputReader, integerInput } from '../action/input-parsers.js'
import { sectionNeeds } from './needs.js'
import { readSections } from './sections-input.js'
import type { SectionSettings } from './section.js'
import type { SectionName } from './section-names.js'
import { readVisitorSettings, type VisitorSettings } from './visitors/settings.js'

export const DEFAULT_BUDGET = 40
/** The service's hourly analytics budget for the whole organisation: no run may plan more. */
export const MAX_BUDGET = 100
export const DEFAULT_GAPS = 5
export const MAX_GAPS = 20
export const READER_TEXT = ['auto', 'show', 'hide'] as const
export type ReaderTextSetting = (typeof READER_TEXT)[number]

export interface ReportSettings {
  /** In the order the report shows them. */
  sections: SectionName[]
  /** `report: visitors` alone: the visitors report, not the docs-health report around it. */
  visitorsOnly: boolean
  budget: number
  readerText: ReaderTextSetting
  gaps: number
  fixGaps: boolean
  visitors: VisitorSettings
}

/** What the report's inputs need of the run: the clock for the default range, and where warnings go. */
export interface ReportContext {
  now: Date
  warnings: string[]
}

/**
 * Reads the report inputs into `problems`, warnings into `run.warnings`. `report: visitors` alone is the visitors
 * report (the document of visitor-summary before the docs-health report), which max-pages per period budgets.
 */
export function readReportSettings(read: InputReader, problems: InputProblems, run: ReportContext): ReportSettings {
  const sections = readSections(read, problems)
  const enabled = sections.length > 0
  const visitors = readVisitorSettings(read, problems, run)
  const visitorsOnly = sections.length === 1 && sections[0] === 'visitors'
  const fallback = visitorsOnly ? visitors.maxPages * (visitors.compare ? 2 : 1) : DEFAULT_BUDGET
  const budget = problems.check(() => integerInput(read, ReportInputs.Budget, fallback, 1, MAX_BUDGET), fallback)
  const readerText = problems.check(() => readerTextInput(read), 'auto')
  const gaps = problems.check(() => integerInput(read, ReportInputs.Gaps, DEFAULT_GAPS, 1, MAX_GAPS), DEFAULT_GAPS)
  const fixGaps = flagInput(read, problems, ReportInputs.FixGaps, false)
  if (fixGaps && enabled && sections.every(name => name === 'visitors' || name === 'views')) {
    problems.add(
      new InputError(
        ReportInputs.FixGaps,
        `is true, but the report's sections (${sections.join(', ')}) find no gaps to fix; add searches, feedback or assistant to '${ReportInputs.Report}'.`
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
  return {
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

function readerTextInput(read: InputReader): ReaderTextSetting {
  const text = read(ReportInputs.ReaderText).trim().toLowerCase()
  if (text === '') return 'auto'
  if ((READER_TEXT as readonly string[]).includes(text)) return text as ReaderTextSetting
  throw new InputError(
    ReportInputs.ReaderText,
    `'${text}' is not one of ${READER_TEXT.join(', ')}; auto shows reader text (redacted) only in a private repository.`
  )
}
