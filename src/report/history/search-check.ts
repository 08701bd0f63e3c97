/**
 * The fix check (issue 38, §3; with assistant-key and domain): what readers failed to find, searched again on the live
 * site. When a report sends gaps to the agent it searches each search term and assistant topic first and keeps where
 * the results' pages stood (as keyed digests: format.ts, SearchedBefore); each run after a fix is merged it searches
 * them again and tells where the pages the fix changed rank now and ranked before. The query is the gap's text in this
 * week's analytics (by its key), else the label the branch kept: a term nobody searched this week, on a branch that
 * keeps no reader text, is not searched. The search and the fix's files are given, so this module asks nothing itself.
 */
import { getErrorMessage } from '../../action/errors.js'
import type { FixGap, FixRecord, SearchedBefore, WeekFigures } from './format.js'
import { WINDOW_WEEKS } from './windows.js'

/** The results a search reads and a before keeps: the first page of ten, as a reader sees it. */
export const SEARCH_DEPTH = 10
/** Fixes merged within this many weeks are searched again each run (then the weekly verdict has its weeks). */
export const CHECK_WEEKS = WINDOW_WEEKS + 1
/** The most fixes a run searches again, newest first. */
export const MAX_FIXES_CHECKED = 10
const DAY_MS = 86_400_000

/** What the check is given: the live search (result paths, best first) and a fix's changed files. */
export interface SearchCheckSources {
  search: (query: string) => Promise<string[]>
  /** The files the fix's pull request changed (paths in its repository), or why they could not be read. */
  changedFiles: (fix: FixRecord) => Promise<{ files: string[] } | { why: string }>
}

/** How the run keys a result page (gap-key.ts: `result:` and 16 hex digits), and which keying that is. */
export interface ResultKeys {
  of: (section: 'result', text: string) => string
  keying: string
}

/** Where a gap's query comes from: this week's figures, else the labels the branch kept, by key. */
export interface QueryTexts {
  figures?: WeekFigures
  labels?: ReadonlyMap<string, string>
}

/** The text a gap is searched with: a term, or an assistant group's question (else its category); none for a page. */
export function queryOf(gap: Pick<FixGap, 'key' | 'section'>, texts: QueryTexts): string | undefined {
  if (!searchable(gap)) return undefined
  const fromWeek =
    gap.section === 'searches'
      ? texts.figures?.searches?.terms.find(term => term.key === gap.key)?.text
      : groupText(texts.figures?.assistant?.groups.find(group => group.key === gap.key))
  const query = fromWeek ?? texts.labels?.get(gap.key)
  return query === undefined || query.trim() === '' ? undefined : query
}

const groupText = (group: { question?: string; category?: string } | undefined): string | undefined =>
  group?.question ?? group?.category

/** A result's path as the site names a page: `/guides/x`; no query, fragment or trailing slash. */
export function pageOf(path: string): string {
  const bare = path.replace(/[?#].*$/s, '').replace(/\/+$/, '')
  return bare.startsWith('/') ? bare : `/${bare}`
}

/**
 * The pages a changed file may be (pure): a `.md` or `.mdx` file is the page its path names below any folder the docs
 * live in (`docs/guides/x.mdx`: `/docs/guides/x`, `/guides/x`, `/x`); an `index` file its folder's page, and only a
 * top-level one the home page. Any other file is no page.
 */
export function pagesOfFile(file: string): string[] {
  const match = /^(.*?)\.mdx?$/i.exec(file)
  if (!match?.[1]) return []
  const parts = match[1].split('/').filter(Boolean)
  const isIndex = parts.at(-1)?.toLowerCase() === 'index'
  const named = isIndex ? parts.slice(0, -1) : parts
  if (named.length === 0) return ['/']
  return named.map((_, from) => `/${named.slice(from).join('/')}`)
}

/** A search before a fix, to keep: its results' pages keyed. */
export function keptBefore(paths: readonly string[], keys: ResultKeys, at: Date): SearchedBefore {
  return {
    at: at.toISOString(),
    keying: keys.keying,
    results: paths.slice(0, SEARCH_DEPTH).map(path => digestOf(keys, pageOf(path)))
  }
}

const digestOf = (keys: ResultKeys, page: string): string => keys.of('result', page).slice('result:'.length)

/**
 * Searches each gap that has a query before its fix; a search that fails leaves its gap without one (the check then
 * says its rank before was not recorded). Never throws.
 */
export async function searchBefore(
  gaps: readonly Pick<FixGap, 'key' | 'section'>[],
  context: { sources: Pick<SearchCheckSources, 'search'>; texts: QueryTexts; keys: ResultKeys; now: () => Date },
  warn: (line: string) => void
): Promise<Map<string, SearchedBefore>> {
  const kept = new Map<string, SearchedBefore>()
  for (const gap of gaps) {
    const query = queryOf(gap, context.texts)
    if (query === undefined) continue
    try {
      kept.set(gap.key, keptBefore(await context.sources.search(query), context.keys, context.now()))
    } catch (error) {
      warn(`Fix check: a gap's search before its fix failed, so its rank before is not kept: ${getErrorMessage(error)}`)
    }
  }
  return kept
}

/** Where a page stood before the fix: its rank, not in the first results, or unknown and why. */
export type RankBefore =
  { kind: 'rank'; rank: number } | { kind: 'absent' } | { kind: 'unknown'; why: 'not-recorded' | 'keying' }

/** What the check found for one gap of a live fix. */
export type SearchOutcome =
  /** A page the fix changed ranks `rank` (1 = first) among the first results now. */
  | { kind: 'found'; page: string; rank: number; before: RankBefore }
  /** None of the pages it changed (`files`: its page files, as the repository names them) is among them now. */
  | { kind: 'not-found'; files: string[]; first?: string }
  /** The fix changed no page, or its files could not be read: only the first result is told. */
  | { kind: 'pages-unknown'; why: string; first?: string }
  /** The gap was not searched: no query, or the search failed or the budget was spent. */
  | { kind: 'not-searched'; why: string }

export interface CheckedGap {
  fix: FixRecord
  gap: FixGap
  outcome: SearchOutcome
}

/** The fixes searched again this run: merged within CHECK_WEEKS of now, newest first, at most MAX_FIXES_CHECKED. */
export function fixesToCheck(fixes: readonly FixRecord[], now: Date): FixRecord[] {
  const from = now.getTime() - CHECK_WEEKS * 7 * DAY_MS
  return fixes
    .filter(fix => fix.state === 'merged' && fix.merged !== undefined && Date.parse(fix.merged) >= from)
    .filter(fix => fix.gaps.some(searchable))
    .sort((a, b) => Date.parse(b.merged as string) - Date.parse(a.merged as string))
    .slice(0, MAX_FIXES_CHECKED)
}

/** A gap a search can replay: a search term's, or an assistant topic's. */
const searchable = (gap: Pick<FixGap, 'section'>): boolean => gap.section === 'searches' || gap.section === 'assistant'

/** Each searchable gap of each fix to check, searched again. Never throws; a cancel goes through as its error. */
export async function checkFixes(
  fixes: readonly FixRecord[],
  context: { sources: SearchCheckSources; texts: QueryTexts; keys: ResultKeys; now: Date }
): Promise<CheckedGap[]> {
  const checked: CheckedGap[] = []
  for (const fix of fixesToCheck(fixes, context.now)) {
    const changed = await readChanged(fix, context.sources)
    for (const gap of fix.gaps.filter(searchable))
      checked.push({ fix, gap, outcome: await checkGap(gap, changed, context) })
  }
  return checked
}

/** The pages a fix changed: the page files, and every page name they may have (pagesOfFile). */
type Changed = { files: string[]; pages: string[] } | { why: string }

async function readChanged(fix: FixRecord, sources: SearchCheckSources): Promise<Changed> {
  try {
    const read = await sources.changedFiles(fix)
    if ('why' in read) return read
    const files = read.files.filter(file => pagesOfFile(file).length > 0)
    if (files.length === 0) return { why: 'it changed no page (no .md or .mdx file)' }
    return { files, pages: [...new Set(files.flatMap(pagesOfFile))] }
  } catch (error) {
    return { why: getErrorMessage(error) }
  }
}

async function checkGap(
  gap: FixGap,
  changed: Changed,
  context: { sources: SearchCheckSources; texts: QueryTexts; keys: ResultKeys }
): Promise<SearchOutcome> {
  const query = queryOf(gap, context.texts)
  if (query === undefined)
    return { kind: 'not-searched', why: 'not searched this week, and its text is not kept on the branch' }
  let paths: string[]
  try {
    paths = (await context.sources.search(query)).slice(0, SEARCH_DEPTH).map(pageOf)
  } catch (error) {
    return { kind: 'not-searched', why: getErrorMessage(error) }
  }
  const first = paths[0]
  if ('why' in changed) return { kind: 'pages-unknown', why: changed.why, ...(first && { first }) }
  const at = paths.findIndex(path => changed.pages.includes(path))
  if (at < 0) return { kind: 'not-found', files: changed.files, ...(first && { first }) }
  return {
    kind: 'found',
    page: paths[at] as string,
    rank: at + 1,
    before: rankBefore(gap.searched, changed.pages, context.keys)
  }
}

/** The best rank any changed page had in the search before the fix, from the digests kept. */
export function rankBefore(
  searched: SearchedBefore | undefined,
  pages: readonly string[],
  keys: ResultKeys
): RankBefore {
  if (!searched) return { kind: 'unknown', why: 'not-recorded' }
  if (searched.keying !== keys.keying) return { kind: 'unknown', why: 'keying' }
  const digests = new Set(pages.map(page => digestOf(keys, page)))
  const at = searched.results.findIndex(digest => digests.has(digest))
  return at < 0 ? { kind: 'absent' } : { kind: 'rank', rank: at + 1 }
}
