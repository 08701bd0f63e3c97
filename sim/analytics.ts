/**
 * The analytics endpoints behind auth and the shared budget: each parses its query (400 with `details` on a bad one)
 * and answers a page of its dataset. All of them, visitors included, draw on one limiter (handlers.ts), as the
 * service's one budget of 100 analytics requests per organisation per hour.
 */
import { AssistantSource, parseAssistantQuery, parseCallerStatsQuery } from './assistant.js'
import { FeedbackSource, parseByPageQuery, parseFeedbackQuery, type ThumbsDownOf } from './feedback.js'
import { json, type Answer } from './http.js'
import type { ExtraReaderText } from './reader-text.js'
import type { Parsed } from './query.js'
import { parseSearchesQuery, SearchesSource } from './searches.js'
import type { AnalyticsRoute, AnalyticsSizes, SiteData } from './types.js'
import { ViewsSource } from './views.js'
import { parseVisitorsQuery, type VisitorsSource } from './visitors.js'

export const isAnalytics = (route: string): route is AnalyticsRoute => Object.hasOwn(HANDLERS, route)

export const DEFAULT_SIZES: Required<AnalyticsSizes> = { searchTerms: 180, feedbackEntries: 240, conversations: 600 }

export class AnalyticsData {
  readonly views: ViewsSource
  readonly searches: SearchesSource
  readonly feedback: FeedbackSource
  readonly assistant: AssistantSource

  constructor(
    readonly visitors: VisitorsSource,
    sizes: AnalyticsSizes = {},
    extra: ExtraReaderText = { paths: [], text: [] },
    site?: SiteData,
    thumbsDown?: ThumbsDownOf
  ) {
    const size = { ...DEFAULT_SIZES, ...sizes }
    for (const [name, n] of Object.entries(size)) {
      if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${name} must be an integer >= 0, got ${n}`)
    }
    this.views = new ViewsSource(visitors)
    this.searches = new SearchesSource(size.searchTerms, site)
    this.feedback = new FeedbackSource(size.feedbackEntries, extra, site, thumbsDown)
    this.assistant = new AssistantSource(size.conversations, extra, site)
  }
}

function answer<T>(parsed: Parsed<T>, page: (query: T) => unknown): Answer {
  if (!parsed.ok) return json(400, { error: 'Invalid query parameters', details: parsed.details })
  return json(200, page(parsed.query))
}

type Handler = (data: AnalyticsData, query: URLSearchParams) => Answer

const HANDLERS: Record<AnalyticsRoute, Handler> = {
  visitors: (data, query) => answer(parseVisitorsQuery(query), q => data.visitors.page(q)),
  views: (data, query) => answer(parseVisitorsQuery(query), q => data.views.page(q)),
  searches: (data, query) => answer(parseSearchesQuery(query), q => data.searches.page(q)),
  feedbackByPage: (data, query) => answer(parseByPageQuery(query), q => data.feedback.byPage(q)),
  feedback: (data, query) => answer(parseFeedbackQuery(query), q => data.feedback.page(q)),
  assistant: (data, query) => answer(parseAssistantQuery(query), q => data.assistant.page(q)),
  callerStats: (data, query) => answer(parseCallerStatsQuery(query), q => data.assistant.callerStats(q))
}

/** The answer of an analytics route whose request passed auth, the project check and the budget. */
export function handleAnalytics(data: AnalyticsData, route: AnalyticsRoute, query: URLSearchParams): Answer {
  return HANDLERS[route](data, query)
}
