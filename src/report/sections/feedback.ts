/**
 * The feedback section: thumbs up / down per page (`feedback/by-page`: one request, the first 100 pages by feedback —
 * the service offers no way past them) and the latest comments (`feedback`: one page of up to 100 entries, those with
 * a comment). A page with many thumbs-down that are a large share of its ratings is a gap; the comments left on it are
 * its reader text. A reader's contact email never gets here (the client keeps only `hasContact`) and is never shown.
 */
import { ReportOutputs } from '../../action/names.js'
import type { FeedbackEntry, PageFeedback } from '../../service/client.js'
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
  number,
  once,
  filePages,
  rangeText,
  warning,
  writeSectionFiles
} from './common.js'
import type { GapKeys } from '../gap-key.js'

/** The most pages `feedback/by-page` answers, and the most entries a `feedback` page holds. */
const { rows: LIMIT } = PAGING.feedback
/** A gap has at least this many thumbs-down… */
export const MIN_DOWN = 3
/** …that are at least this share of the page's ratings. */
export const MIN_DOWN_SHARE = 0.4
/** Comments kept with a gap as its reader text, latest first. */
const COMMENTS_PER_GAP = 5
const HEADING = SECTION_TITLES.feedback

const ratings = (page: PageFeedback): number => page.thumbsUp + page.thumbsDown
const downShare = (page: PageFeedback): number => (ratings(page) > 0 ? page.thumbsDown / ratings(page) : 0)

function gapOf(keys: GapKeys, page: PageFeedback, comments: FeedbackEntry[]): Gap | undefined {
  if (page.thumbsDown < MIN_DOWN || downShare(page) < MIN_DOWN_SHARE) return undefined
  return {
    key: keys.of('feedback', page.path), // a hash: paths may hold what a marker key may not
    section: 'feedback',
    weight: page.thumbsDown,
    summary: 'Readers rate this page unhelpful',
    evidence: `${page.thumbsDown} 👎 of ${plural(ratings(page), 'rating')} (${percent(downShare(page))})`,
    pages: [page.path],
    readerText: comments
      .filter(entry => entry.path === page.path)
      .slice(0, COMMENTS_PER_GAP)
      .map(entry => entry.comment as string)
  }
}

export async function run(run: SectionRun): Promise<SectionResult> {
  const { client, range, deadline, reader } = run
  const [byPage, entries, paths] = await Promise.all([
    once(() => client.getFeedbackByPage({ ...range, limit: LIMIT }, deadline)),
    run.allowance.limit >= 2
      ? once(() => client.getFeedback({ ...range, limit: LIMIT }, deadline))
      : Promise.resolve({ value: undefined, reason: 'the plan gave this section no request for them' }),
    run.pages
  ])
  if (!byPage.value && !entries.value) {
    const reason = joinReasons([`feedback by page: ${byPage.reason}`, `latest comments: ${entries.reason}`])
    return failedResult(run, 'feedback', HEADING, reason as string)
  }
  const partial = joinReasons([
    byPage.reason && `feedback by page: ${byPage.reason}`,
    byPage.value?.hasMore ? `the service shows only the first ${LIMIT} pages with feedback` : undefined,
    entries.reason && `latest comments not read: ${entries.reason}`
  ])
  const pages = [...(byPage.value?.feedback ?? [])].sort(
    (a, b) => b.thumbsDown - a.thumbsDown || downShare(b) - downShare(a) || (a.path < b.path ? -1 : 1)
  )
  const comments = (entries.value?.feedback ?? [])
    .filter(entry => (entry.comment ?? '').trim() !== '')
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))
  // In the pages' order: most thumbs-down first, which is a gap's weight.
  const gaps = pages.flatMap(page => gapOf(run.keys, page, comments) ?? [])
  const down = pages.reduce((sum, page) => sum + page.thumbsDown, 0)
  const up = pages.reduce((sum, page) => sum + page.thumbsUp, 0)
  const requests = run.allowance.requests

  const files = await writeSectionFiles(
    run,
    'feedback',
    {
      section: 'feedback',
      range,
      requests,
      partial: partial ?? null,
      readerTextShown: reader.shown,
      hasMore: byPage.value?.hasMore ?? null,
      pages: byPage.value
        ? pages.map(page => ({ ...page, path: paths.plain(page.path) ?? null, downShare: downShare(page) }))
        : null,
      comments: entries.value
        ? comments.map(({ comment, ...entry }) => ({
            ...entry,
            path: paths.plain(entry.path) ?? null,
            comment: fileText(reader, comment as string)
          }))
        : null,
      gaps: gaps.map(gap => ({
        ...gap,
        pages: filePages(paths, gap.pages),
        readerText: fileTexts(reader, gap.readerText)
      }))
    },
    ['path', 'thumbs_up', 'thumbs_down', 'down_share', 'code', 'total', 'gap'],
    pages.map(page => {
      const gap = gaps.some(g => g.pages[0] === page.path)
      return [paths.plain(page.path), page.thumbsUp, page.thumbsDown, downShare(page), page.code, page.total, gap]
    })
  )
  run.log(
    `Feedback: ${down} thumbs-down, ${up} thumbs-up on ${plural(pages.length, 'page')}, ${plural(comments.length, 'comment')}, in ${plural(requests, 'request')}, ${plural(gaps.length, 'gap')}${partial ? '; PARTIAL' : ''}.`
  )
  if (partial) run.warn(`Feedback: partial: ${partial}`)

  const worst = pages.filter(page => page.thumbsDown > 0).slice(0, run.top)
  const intro = byPage.value
    ? `${number(down)} 👎 and ${number(up)} 👍 on ${plural(pages.length, 'page')} ${rangeText(run)}. ${plural(gaps.length, 'page')} ${looksLike(gaps.length, 'gap')}: ${MIN_DOWN} 👎 or more, and at least ${percent(MIN_DOWN_SHARE)} of the page's ratings.`
    : `Feedback ${rangeText(run)}: the counts per page could not be read, only the latest comments.`
  const markdown = [
    `### ${HEADING}`,
    '',
    intro,
    '',
    ...warning(partial),
    ...(byPage.value ? ['#### Pages with the most thumbs-down', '', ...worstTable(worst, paths), ''] : []),
    ...(entries.value ? ['#### Latest comments', '', ...commentList(run, comments, paths), ''] : [])
  ].join('\n')
  return {
    section: 'feedback',
    requests,
    partial,
    gaps,
    markdown,
    outputs: {
      ...(byPage.value ? { [ReportOutputs.FeedbackThumbsDown]: String(down) } : {}),
      [ReportOutputs.FeedbackGaps]: String(gaps.length),
      [ReportOutputs.FeedbackFile]: files.json,
      [ReportOutputs.FeedbackCsv]: files.csv
    },
    files,
    ...(byPage.value ? { figures: { feedback: { pages: pageFigures(run.keys, pages, comments) } } } : {})
  }
}

/** Each page's thumbs and how many of the latest comments were left on it, for the history. */
function pageFigures(keys: GapKeys, pages: PageFeedback[], comments: FeedbackEntry[]) {
  const left = new Map<string, number>()
  for (const entry of comments) left.set(entry.path, (left.get(entry.path) ?? 0) + 1)
  return pages.map(page => ({
    key: keys.of('feedback', page.path),
    path: page.path,
    up: page.thumbsUp,
    down: page.thumbsDown,
    comments: left.get(page.path) ?? 0
  }))
}

function worstTable(pages: PageFeedback[], paths: PageView): string[] {
  if (pages.length === 0) return ['No page got a thumbs-down in this range.']
  return [
    '| # | Page | 👎 | 👍 | 👎 share | Code snippet feedback | All feedback |',
    '|--:|---|--:|--:|--:|--:|--:|',
    ...pages.map(
      (page, i) =>
        `| ${i + 1} | ${paths.inline(page.path)} | ${number(page.thumbsDown)} | ${number(page.thumbsUp)} | ${percent(downShare(page))} | ${number(page.code)} | ${number(page.total)} |`
    )
  ]
}

/** The latest comments with their page, or (reader text hidden) how many each page got. */
function commentList(run: SectionRun, comments: FeedbackEntry[], paths: PageView): string[] {
  if (comments.length === 0) return ['No comment in the latest feedback.']
  if (!run.reader.shown) {
    const perPage = new Map<string, number>()
    for (const entry of comments) perPage.set(entry.path, (perPage.get(entry.path) ?? 0) + 1)
    const rows = [...perPage].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, run.top)
    return [
      `${plural(comments.length, 'comment')} in the latest feedback; comments are written by readers and are not shown here.`,
      '',
      '| Page | Comments |',
      '|---|--:|',
      ...rows.map(([path, count]) => `| ${paths.inline(path)} | ${number(count)} |`)
    ]
  }
  return comments.slice(0, run.top).map(entry => {
    const rating = entry.helpful === false ? ' 👎' : entry.helpful ? ' 👍' : ''
    // The day of a timestamp the service gave, nothing when it gave none or one that does not start with a date.
    const date = entry.createdAt?.match(/^\d{4}-\d{2}-\d{2}/)?.[0]
    const day = date ? ` ${date}` : ''
    return `- ${paths.inline(entry.path)}${rating}${day}: ${run.reader.inline(entry.comment as string)}`
  })
}
