/**
 * What every section of the docs-health report is and gives (src/report/): its name and title, what it needs of the
 * request budget, how it runs, and, once run, its result — requests made, whether it is partial and why, the gaps it
 * found, its markdown, outputs and files. Sections are independent: each runs on its own allowance, and one that fails
 * leaves the others whole. registry.ts lists them.
 */
import type { ServiceClient } from '../service/client.js'
import type { GapKeys } from './gap-key.js'
import type { WeekFigures } from './history/format.js'
import type { SectionName } from './section-names.js'
import type { VisitorSettings } from './visitors/settings.js'

/** What a section reads of the report's settings (the date range and table sizes are the visitors inputs). */
export interface SectionSettings {
  visitors: VisitorSettings
}

/** One section of the report, as the registry lists it. */
export interface Section {
  name: SectionName
  /** How the report names it: in the warnings of the report's head and before each gap it found. */
  title: string
  /** Known from the settings alone, so the settings refuse a budget below the sections' minimums before any request. */
  need(settings: SectionSettings): SectionNeed
  /** Its result lists the pages the site has (`sitePages`): the other sections show paths once it has run. */
  listsSitePages?: true
  /** Runs on the allowance the plan gave it (`run.allowance`); a failure of the service fails only this section. */
  run(run: SectionRun, settings: SectionSettings): Promise<SectionResult>
}

/** What a section needs of the run's analytics budget: the requests it cannot do without, and the most it uses well. */
export interface SectionNeed {
  min: number
  max: number
  /** What the requests are, for the printed plan: "1 page of searches (100 terms by hits)". */
  what: string
}

/**
 * A problem readers have with the docs, found in one section's numbers. `key` is stable across runs for the same
 * problem and holds no reader text (a hash of it), because it is kept in a public comment's marker.
 */
export interface Gap {
  key: string
  section: SectionName
  /** Readers affected: how gaps of different sections are ranked against each other. */
  weight: number
  /** What is wrong, without reader text: "Readers search for this and click no result". */
  summary: string
  /** The numbers behind it: "searched 140 times, 2 % clicked a result". */
  evidence: string
  /** Page paths concerned, raw: a path is reader text unless the site has the page; shown only through a PageView. */
  pages: string[]
  /** An assistant category or similar label from the service (always shown). */
  topic?: string
  /** The reader text behind the gap (a search term, questions, comments), raw: shown only redacted, and only when allowed. */
  readerText: string[]
}

/** How reader text is shown: redacted and escaped, or a placeholder saying why it is hidden. */
export interface ReaderView {
  /** Whether reader text is shown at all (a private repository, or the input opted in). */
  shown: boolean
  /** One piece of reader text as inline markdown: redacted, stripped of hidden characters, cut and escaped. */
  inline(text: string, maxChars?: number): string
  /** The same for a data file (JSON, CSV): redacted, stripped, cut, not escaped. Absent: the files use `inline`. */
  plain?(text: string, maxChars?: number): string
}

/**
 * How a page path is shown. The docs site answers any URL, and feedback and the assistant record the one a reader was
 * on: a path is reader text unless the site has the page (the views export listed it). Every path is redacted and
 * stripped of hidden characters; a path readers chose is shown only where reader text is.
 */
export interface PageView {
  /** Whether the site has the page: the views export listed it. */
  known(path: string): boolean
  /** Inline markdown: a code span, or a placeholder for a path readers chose while reader text is hidden. */
  inline(path: string): string
  /** For a data file (JSON, CSV): redacted, cut; undefined where the path is hidden. */
  plain(path: string): string | undefined
}

/** A section's data files, written under RUNNER_TEMP. */
export interface SectionFiles {
  json: string
  csv: string
}

export interface SectionResult {
  section: SectionName
  /** HTTP attempts made, retries included. */
  requests: number
  /** Why the numbers are incomplete (a 429, an error, the budget, the service's one-page limit); undefined when whole. */
  partial?: string
  /** Nothing could be read at all: the section shows only why. */
  failed?: boolean
  gaps: Gap[]
  /** The section's part of the report (a `###` heading first), with reader text already passed through the view. */
  markdown: string
  /** The same as a report of its own (`##` first), for a section that can stand alone: `visitor-summary` alone. */
  document?: string
  /** Output name → value. */
  outputs: Record<string, string>
  files?: SectionFiles
  /** Every path the site has, from a section that `listsSitePages`: any other path is reader text (reader.ts). */
  sitePages?: ReadonlySet<string>
  /** What it measured, raw, for the history (history/record.ts keeps what may be kept); absent when it read nothing. */
  figures?: WeekFigures
}

/** Counts a section's HTTP attempts against what the plan gave it; `take` throws once it is spent. */
export class Allowance {
  private used = 0
  constructor(readonly limit: number) {}

  get requests(): number {
    return this.used
  }
  /** Before every HTTP attempt (retries included): throws BudgetSpent when the plan gave no more. */
  take(endpoint: string): void {
    if (this.used >= this.limit) throw new BudgetSpent(endpoint, this.limit)
    this.used++
  }
}

/** Why a section stopped where the run was cancelled: what it read by then is kept, marked partial. */
export const CANCELLED_REASON = 'the run was cancelled'

export class BudgetSpent extends Error {
  constructor(endpoint: string, limit: number) {
    super(
      `${endpoint}: the request plan gave this section ${limit === 1 ? '1 request' : `${limit} requests`}, all used`
    )
    this.name = 'BudgetSpent'
  }
}

/** What a section is given to run. */
export interface SectionRun {
  client: ServiceClient
  allowance: Allowance
  range: { dateFrom: string; dateTo: string }
  deadline: number
  reader: ReaderView
  /** How page paths are shown, once the views section has said which pages the site has (at once without it). */
  pages: Promise<PageView>
  /** How a gap is keyed (gap-key.ts): keyed hashes, stable across the repository's runs. */
  keys: GapKeys
  tempDir: string
  /** How many rows a table shows. */
  top: number
  log: (line: string) => void
  warn: (line: string) => void
}
