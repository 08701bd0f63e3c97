/**
 * The docs-health history's shapes (src/report/history/): what the sections measured in a week (`WeekFigures`, raw,
 * reader text included: record.ts decides what is kept), and the files kept on the data branch — one week's record
 * per ISO week per project (`WeekRecord`), the project's fix ledger (`FixLedger`), and the roll-up index of every
 * project (`HistoryIndex`). Each file names its format and version; docs/history-format.md documents them. Pure
 * types and constants: no I/O.
 *
 * Layout of the data branch:
 *   index.json                      the roll-up: each project's latest week (HistoryIndex)
 *   README.md                       the roll-up as a table, rendered from index.json
 *   <project>/weeks/<YYYY-Www>.json one week (WeekRecord)
 *   <project>/fixes.json            the jobs sent and what became of them (FixLedger)
 */
import type { SectionName } from '../section-names.js'

/**
 * The version of every history file this code writes; a file of a later version is read as absent, with a warning.
 * Version 2 keeps a term's clicks and a topic's questions as counts (version 1: a whole percent, no questions) and the
 * keying of the week's keys; files of version 1 are read (parse.ts) and never written.
 */
export const HISTORY_VERSION = 2
/** The oldest version of the files this code reads. */
export const OLDEST_VERSION = 1

/** Totals of a visitors or views export. */
export interface Totals {
  human: number
  ai: number
  total: number
}

/** What the sections measured in the run's range, raw: reader text as read, keys as the sections made them. */
export interface WeekFigures {
  visitors?: Totals
  /** Page views: the totals, and every path the export listed (the pages the site has). */
  views?: Totals & { pages: { path: string; human: number; ai: number }[] }
  /** Searches: the service's total, and each term (merged by its key as the section merges them); `ctr` 0–1. */
  searches?: { total: number; terms: { key: string; text: string; hits: number; ctr: number }[] }
  /**
   * Feedback per page: thumbs up and down (`feedback/by-page`), and how many of the latest comments were left on it.
   * `key` is the page's feedback gap key (a path readers chose is reader text: stored by key only).
   */
  feedback?: { pages: { key: string; path: string; up: number; down: number; comments: number }[] }
  /**
   * Assistant questions read, how many went unanswered, and the questions grouped as the section groups them (by
   * category, or by the same question): each group's questions (`asked`) and those unanswered. `category` is the
   * service's label; `question` is reader text.
   */
  assistant?: {
    questions: number
    unanswered: number
    groups: { key: string; category?: string; question?: string; unanswered: number; asked: number }[]
  }
}

/** How a section ended in the week's run. */
export type SectionState = 'whole' | 'partial' | 'failed'

/**
 * One page's week: `[id, human views, AI views, 👍, 👎, comments]`. `id` is the path of a page the site has (the views
 * export listed it), or else the page's feedback key (`feedback:…`): a path readers chose is reader text.
 */
export type PageCell = [id: string, human: number, ai: number, up: number, down: number, comments: number]
/**
 * One search term's week: `[key, searches, searches that clicked a result, the term when reader text is kept]`. A week
 * read from a version-1 file had click-through as a whole percent: its clicks are that percent of the searches, rounded.
 */
export type SearchCell = [key: string, hits: number, clicks: number, label?: string]
/**
 * One group of assistant questions: `[key, unanswered, questions, label]`; the label is the service's category, or the
 * question itself only when reader text is kept. `questions` is null in a week read from a version-1 file (which kept
 * only groups with unanswered questions, and not how many were asked).
 */
export type TopicCell = [key: string, unanswered: number, asked: number | null, label?: string]

/** One ISO week of one project: `<project>/weeks/<week>.json`. */
export interface WeekRecord {
  format: 'docs-health-week'
  version: typeof HISTORY_VERSION
  project: string
  /** The ISO week of the range's last day: `2026-W47`. */
  week: string
  range: { dateFrom: string; dateTo: string }
  /** The service's way of counting (COUNTING_CHANGES): figures of different countings are not compared. */
  counting: number
  /** When the run wrote it (ISO 8601). */
  written: string
  /** Whether labels that are reader text (search terms, questions) are kept: a private repository that shows them. */
  readerText: boolean
  /**
   * Which keying made the week's keys (gap-key.ts `keying`: 8 hex digits that tell keyings apart and reveal nothing):
   * a new API key makes new keys, so weeks of two keyings are not compared. Absent in version-1 files.
   */
  keying?: string
  /** The sections the run read, and how each ended. */
  sections: Partial<Record<SectionName, SectionState>>
  visitors?: Totals
  views?: Totals
  /** `noClick`: searches of terms that are search gaps (many searches, click-through under 10 %). */
  searches?: { total: number; noClick: number }
  feedback?: { up: number; down: number; comments: number }
  assistant?: { questions: number; unanswered: number }
  /** Pages by views, then those with feedback; at most HISTORY_LIMITS.pages. */
  pages: PageCell[]
  /** Search terms by searches; at most HISTORY_LIMITS.terms. */
  terms: SearchCell[]
  /** Groups of assistant questions, by unanswered then asked; at most HISTORY_LIMITS.topics. */
  topics: TopicCell[]
  /** Rows left out by the limits, so a reader knows the lists are the top ones. */
  omitted?: { pages?: number; terms?: number; topics?: number }
}

/**
 * What a week file keeps at most: a 5,000-page site's year stays small (the bench measures it). `fixes`: the jobs a
 * fix ledger keeps, newest first; its writer drops the oldest past it (readers refuse a longer ledger).
 */
export const HISTORY_LIMITS = { pages: 500, terms: 200, topics: 100, fixes: 200, changes: 100 } as const

/** A metric break: the service changed how it counts, so figures before and after are not a trend. */
export interface CountingChange {
  /** The first day counted the new way (UTC). */
  from: string
  /** What changed, for the report's note. */
  what: string
}

/** The service's changes of counting, oldest first; a week's `counting` is 1 + the number in effect by its last day. */
export const COUNTING_CHANGES: readonly CountingChange[] = [
  {
    from: '2026-07-31',
    what: 'Markdown views became AI traffic, and search terms are grouped case-insensitively'
  }
]

/**
 * The figures that made a gap in the week it was sent, as a fix record keeps them (the report shows them; the scoring
 * reads the weeks). A version-1 ledger kept a whole percent for clicks (read as that share of the searches) and no
 * questions asked.
 */
export type GapFigures =
  | { section: 'feedback'; down: number; ratings: number }
  | { section: 'searches'; hits: number; clicks: number }
  | { section: 'assistant'; unanswered: number; asked?: number }

/** One gap a job was sent. */
export interface FixGap {
  /** The gap's key (gap-key.ts). */
  key: string
  section: SectionName
  /** The id the week records file it under: a PageCell id (feedback), a SearchCell or TopicCell key. */
  subject: string
  /** The pages concerned that the site has (a path readers chose is not kept). */
  pages: string[]
  /** Its figures in the week it was sent. */
  before?: GapFigures
  /** Its verdict, once the weeks after its fix went live are over (score.ts): kept, never judged again. */
  effect?: RecordedEffect
  /** The live site's search for it when it was sent (with assistant-key; search-check.ts), before the fix. */
  searched?: SearchedBefore
}

/**
 * A search of the live site before a fix: when, under which keying, and its results' pages best first, each as a
 * keyed digest (gap-key.ts, `result:` and 16 hex digits without the prefix): the pages a reader's search found can
 * tell what was searched, so the branch keeps only what lets a later run find a page's rank among them.
 */
export interface SearchedBefore {
  at: string
  keying: string
  results: string[]
}

/** A gap's final verdict and the counts it rests on (events of trials over each window's known weeks). */
export interface RecordedEffect {
  verdict: 'better' | 'worse' | 'no-clear-change' | 'not-enough-data' | 'not-comparable'
  before: { events: number; trials: number; known: number }
  after: { events: number; trials: number; known: number }
  /** The first week of the window after the fix went live. */
  from: string
}

/** What became of a job's pull request. */
export type FixState = 'open' | 'merged' | 'closed' | 'no-pr' | 'unknown'

/** One job the loop sent. */
export interface FixRecord {
  job: string
  /** When it was sent (ISO 8601). */
  sent: string
  /** The report week whose gaps it carries. */
  week: string
  origin: 'fix-gaps' | 'change'
  /** The docs pull request, once the job opened one. */
  pr?: string
  /** When that pull request was merged (ISO 8601), or the newest commit reached the branch (`commit`). */
  merged?: string
  /**
   * A job that completed without a pull request and whose branch got commits since it started (the agent commits
   * straight to the deployment branch where the service hosts it): the newest of them, by its address. Its state is
   * `merged`, so a reader of an earlier version (which drops the field) scores it as well.
   */
  commit?: string
  state: FixState
  gaps: FixGap[]
  /** A docs job for merged code (origin `change`): the changes it carries, `pr-12` or `push-` and 12 hex digits. */
  changes?: string[]
}

/** `<project>/fixes.json`: every job the project's loop sent, newest first. */
export interface FixLedger {
  format: 'docs-health-fixes'
  version: typeof HISTORY_VERSION
  project: string
  fixes: FixRecord[]
}

/** The headline of a project's latest week, for the roll-up. */
export interface ProjectHeadline {
  week: string
  range: { dateFrom: string; dateTo: string }
  counting: number
  viewsHuman?: number
  viewsAi?: number
  visitors?: number
  searches?: number
  noClick?: number
  thumbsDown?: number
  ratings?: number
  unanswered?: number
  /** Gaps "What to fix" found that week. */
  gaps: number
  /**
   * Fixes live; of those judged (their weeks after are over), with a gap better, and with no gap better but one of no
   * clear change or worse. `fixesBetter` is absent in version 1 (which called a fix still there by a rule, not a rate).
   */
  fixesMerged: number
  fixesBetter?: number
  fixesStillThere: number
}

/** `index.json`: each project's latest week, by its folder. */
export interface HistoryIndex {
  format: 'docs-health-index'
  version: typeof HISTORY_VERSION
  projects: Record<string, ProjectHeadline>
}

/** Paths on the data branch. */
export const HISTORY_PATHS = {
  index: 'index.json',
  readme: 'README.md',
  week: (project: string, week: string): string => `${project}/weeks/${week}.json`,
  weeks: (project: string): string => `${project}/weeks`,
  fixes: (project: string): string => `${project}/fixes.json`
} as const
