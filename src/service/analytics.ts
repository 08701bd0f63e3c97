/**
 * The analytics answers of the docs-health report (views, searches, feedback, feedback by page, assistant turns,
 * assistant callers): their schemas (src/service/schema.ts: valibot) and the types inferred from them, checked as
 * answers.ts checks every answer — a failure names the field, its value and what was expected; counts are safe
 * integers (0 to 2^53 − 1: a count of 1e308 is finite, yet two of them sum to Infinity), ratios finite and
 * non-negative; fields this version does not know are dropped.
 * Reader text (search terms, comments, questions, titles) is kept as plain strings and never interpreted here: what
 * shows it must redact and quote it. A feedback entry's `contact` (a reader's email) is dropped at this boundary and
 * only `hasContact` is kept, so no later layer can show it.
 */
import { count, fields, flag, list, nullableText, ratio, readAnswer, text, visitorCounts, word } from './answers.js'
import { v } from './schema.js'

export interface DateRange {
  dateFrom?: string
  dateTo?: string
}
export interface CursorQuery extends DateRange {
  limit?: number
  cursor?: string
}
export type FeedbackSource = 'code_snippet' | 'contextual' | 'agent' | 'thumbs_only'
export interface FeedbackFilter extends DateRange {
  source?: FeedbackSource
  /** Sent comma-separated. */
  status?: string[]
}

/** The paging fields of a cursor-paged answer. */
const cursor = { nextCursor: nullableText, hasMore: flag }

const viewsRow = fields({ path: text, human: count, ai: count, total: count })
const viewsPage = fields({ totals: visitorCounts, views: list(viewsRow), hasMore: flag })
export type ViewsRow = v.InferOutput<typeof viewsRow>
export type ViewsPage = v.InferOutput<typeof viewsPage>

const searchRow = fields({
  /** Reader text. */
  searchQuery: text,
  hits: count,
  ctr: ratio,
  /** null: no result was clicked. */
  topClickedPage: nullableText,
  lastSearchedAt: text
})
const searchesPage = fields({ searches: list(searchRow), totalSearches: count, nextCursor: nullableText })
export type SearchRow = v.InferOutput<typeof searchRow>
export type SearchesPage = v.InferOutput<typeof searchesPage>

const pageFeedback = fields({ path: text, thumbsUp: count, thumbsDown: count, code: count, total: count })
/** `hasMore`: more pages had feedback than `limit`; the service offers no way to read them. */
const feedbackByPage = fields({ feedback: list(pageFeedback), hasMore: flag })
export type PageFeedback = v.InferOutput<typeof pageFeedback>
export type FeedbackByPage = v.InferOutput<typeof feedbackByPage>

/** A feedback entry; whether the reader left a contact email (`hasContact`) is kept, the email itself never. */
const feedbackEntry = v.pipe(
  fields({
    id: text,
    path: text,
    /** Reader text. */
    comment: nullableText,
    createdAt: nullableText,
    source: word,
    status: word,
    /** Contextual entries only. */
    helpful: v.optional(flag),
    contact: v.optional(nullableText)
  }),
  v.transform(({ contact, ...entry }) => ({ ...entry, hasContact: typeof contact === 'string' }))
)
const feedbackPage = fields({ feedback: list(feedbackEntry), ...cursor })
export type FeedbackEntry = v.InferOutput<typeof feedbackEntry>
export type FeedbackPage = v.InferOutput<typeof feedbackPage>

const conversation = fields({
  id: text,
  timestamp: text,
  /** Reader text. */
  query: text,
  response: text,
  /** `answer` when the service leaves it out, as it documents. */
  responseType: v.optional(word, 'answer'),
  sources: list(fields({ title: text, url: text })),
  resolutionStatus: word,
  queryCategory: nullableText,
  pageUrl: nullableText
})
const assistantPage = fields({ conversations: list(conversation), ...cursor })
export type Conversation = v.InferOutput<typeof conversation>
export type AssistantPage = v.InferOutput<typeof assistantPage>

const callerStats = fields({ web: count, api: count, other: count, total: count })
export type CallerStats = v.InferOutput<typeof callerStats>

export const toViewsPage = (body: unknown): ViewsPage => readAnswer(viewsPage, body)
export const toSearchesPage = (body: unknown): SearchesPage => readAnswer(searchesPage, body)
export const toFeedbackByPage = (body: unknown): FeedbackByPage => readAnswer(feedbackByPage, body)
export const toFeedbackPage = (body: unknown): FeedbackPage => readAnswer(feedbackPage, body)
export const toAssistantPage = (body: unknown): AssistantPage => readAnswer(assistantPage, body)
export const toCallerStats = (body: unknown): CallerStats => readAnswer(callerStats, body)
