/**
 * The fix ledger (pure): every job the project's loop sent, with the gaps it carried and their figures that week
 * (`<project>/fixes.json`, format.ts), and what became of each job's pull request. score.ts compares those figures
 * with the weeks after a merge. Every function returns a new ledger and leaves the one it was given as it was.
 */
import {
  HISTORY_LIMITS,
  HISTORY_VERSION,
  type FixGap,
  type FixLedger,
  type FixRecord,
  type FixState,
  type GapFigures,
  type WeekRecord
} from './format.js'
import { isJobId } from '../../service/job-id.js'
import type { SectionName } from '../section-names.js'

/** The most jobs a ledger keeps, the newest: a year of weekly reports and their follow-ups, several times over. */
export const MAX_FIXES = 200

/** A job as sent: a new job, or a follow-up that sent more gaps to the same job. */
export interface SentFix {
  job: string
  /** When (ISO 8601). */
  sent: string
  /** The report week whose gaps it carries. */
  week: string
  origin: FixRecord['origin']
  gaps: FixGap[]
  /** A docs job for merged code: the changes it carries (their keys). */
  changes?: readonly string[]
}

/** An empty ledger for the project. */
export const emptyLedger = (project: string): FixLedger => ({
  format: 'docs-health-fixes',
  version: HISTORY_VERSION,
  project,
  fixes: []
})

/**
 * The ledger with the job recorded: a job it has gets the gaps (and changes) it does not carry yet (a follow-up; the
 * figures of a gap sent before are those of the week it was first sent), a new one goes first, open. At most
 * MAX_FIXES jobs.
 */
export function recordFix(ledger: FixLedger | undefined, fix: SentFix, project: string): FixLedger {
  const base = ledger ?? emptyLedger(project)
  // A job id the ledger's reader would refuse (parse.ts) would make the whole ledger unreadable: it is not kept.
  if (!isJobId(fix.job)) return base
  const known = base.fixes.find(record => record.job === fix.job)
  const fixes = known
    ? base.fixes.map(record =>
        record === known
          ? { ...record, gaps: addGaps(record.gaps, fix.gaps), ...withChanges(record.changes, fix.changes) }
          : record
      )
    : [
        {
          job: fix.job,
          sent: fix.sent,
          week: fix.week,
          origin: fix.origin,
          state: 'open' as const,
          gaps: addGaps([], fix.gaps),
          ...withChanges(undefined, fix.changes)
        },
        ...base.fixes
      ]
  return { ...base, project, fixes: fixes.slice(0, MAX_FIXES) }
}

/** The changes a job carries, then those of `more` it does not yet, at most HISTORY_LIMITS.changes; none: no field. */
function withChanges(changes: readonly string[] = [], more: readonly string[] = []): { changes?: string[] } {
  const all = [...new Set([...changes, ...more])].slice(0, HISTORY_LIMITS.changes)
  return all.length > 0 ? { changes: all } : {}
}

/** The gaps, then those of `more` whose key is not among them yet. */
function addGaps(gaps: readonly FixGap[], more: readonly FixGap[]): FixGap[] {
  const added = [...gaps]
  for (const gap of more) if (!added.some(g => g.key === gap.key)) added.push(gap)
  return added
}

/** A gap as the report found it: its key and section, and the pages the site has among those it names. */
export interface GapSubject {
  key: string
  section: SectionName
  pages: readonly string[]
}

/**
 * The id a week record files the gap under, and its figures in that week: a page's 👎 and ratings (feedback: its
 * path when the week lists the page under it, else the page's feedback key, which is the gap's key), a search term's
 * searches and click-through, an assistant topic's unanswered questions. No figures where the week did not read the
 * section or does not list the gap (its lists are the top ones).
 */
export function beforeFigures(record: WeekRecord, gap: GapSubject): { subject: string; before?: GapFigures } {
  const read = record.sections[gap.section] === 'whole' || record.sections[gap.section] === 'partial'
  switch (gap.section) {
    case 'feedback': {
      const page = record.pages.find(([id]) => id === gap.pages[0] || id === gap.key)
      const subject = page?.[0] ?? gap.pages[0] ?? gap.key
      if (!read || !page) return { subject }
      return { subject, before: { section: 'feedback', down: page[4], ratings: page[3] + page[4] } }
    }
    case 'searches': {
      const term = read ? record.terms.find(([key]) => key === gap.key) : undefined
      return { subject: gap.key, ...(term && { before: { section: 'searches', hits: term[1], clicks: term[2] } }) }
    }
    case 'assistant': {
      const topic = read ? record.topics.find(([key]) => key === gap.key) : undefined
      const asked = topic?.[2] ?? undefined
      const figures = topic && {
        section: 'assistant' as const,
        unanswered: topic[1],
        ...(asked === undefined ? {} : { asked })
      }
      return { subject: gap.key, ...(figures && { before: figures }) }
    }
    default:
      return { subject: gap.key }
  }
}

/** What became of a job, as GitHub and the service tell it this run. */
export interface FixUpdate {
  pr?: string
  state: FixState
  /** When the pull request was merged (ISO 8601), or the newest commit reached the branch (`commit`). */
  merged?: string
  /** A job that committed straight to its branch: the newest commit that reached it since the job started. */
  commit?: string
}

/**
 * The ledger with each job's state as `states` tells it. A merged job stays merged (the date it has kept, else the one
 * given, with the commit that made it live when it was one), `unknown` (its state could not be read) leaves a job's
 * state as it was, and a pull request link once known is kept.
 */
export function updateFixStates(ledger: FixLedger, states: ReadonlyMap<string, FixUpdate>): FixLedger {
  return {
    ...ledger,
    fixes: ledger.fixes.map(fix => {
      const update = states.get(fix.job)
      if (!update) return fix
      const state = fix.state === 'merged' || update.state === 'unknown' ? fix.state : update.state
      const pr = update.pr ?? fix.pr
      const merged = state === 'merged' ? (fix.merged ?? update.merged) : undefined
      const commit = state === 'merged' ? (fix.state === 'merged' ? fix.commit : update.commit) : undefined
      const { pr: _pr, merged: _merged, commit: _commit, ...rest } = fix
      return {
        ...rest,
        state,
        ...(pr !== undefined && { pr }),
        ...(merged !== undefined && { merged }),
        ...(commit !== undefined && { commit })
      }
    })
  }
}
