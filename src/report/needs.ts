/**
 * What each section of the docs-health report needs of the request budget, from the settings alone (pure): the
 * requests it cannot do without and the most it uses well. registry.ts gives them to the sections; the fleet's plan
 * (fleet/plan.ts) reads them without the registry, whose sections it never loads.
 */
import { plural } from '../text/plural.js'
import type { SectionNeed } from './section.js'
import type { SectionName } from './section-names.js'
import type { VisitorSettings } from './visitors/settings.js'

/** Rows a request asks for (the service's most) and the most requests, of each section's export. */
export const PAGING = {
  visitors: { rows: 250 },
  /** 2,500 paths: the rankings need every row (the service does not sort them), and most sites have fewer. */
  views: { rows: 250, requests: 10 },
  searches: { rows: 100, requests: 2 },
  /** Feedback by page is one request: the service shows only the first 100 pages. */
  feedback: { rows: 100 },
  /** Questions; one more request asks for the caller mix. */
  assistant: { rows: 1000, requests: 3 }
} as const

/** What the needs read of the settings: only the visitors export's pages and periods. */
export interface NeedSettings {
  visitors: Pick<VisitorSettings, 'compare' | 'maxPages'>
}

/** Each section's need of the budget. */
export const NEEDS: { [N in SectionName]: (settings: NeedSettings) => SectionNeed } = {
  visitors: ({ visitors }) => {
    const periods = visitors.compare ? 2 : 1
    return {
      min: periods,
      max: periods * visitors.maxPages,
      what: `up to ${plural(visitors.maxPages, 'request')} of ${PAGING.visitors.rows} paths per period (max-pages), ${plural(periods, 'period')}`
    }
  },
  views: () => ({
    min: 1,
    max: PAGING.views.requests,
    what: `up to ${PAGING.views.requests} requests of ${PAGING.views.rows} paths`
  }),
  searches: () => ({
    min: 1,
    max: PAGING.searches.requests,
    what: `up to ${PAGING.searches.requests} requests of ${PAGING.searches.rows} search terms, by hits`
  }),
  feedback: () => ({
    min: 1,
    max: 2,
    what: `1 request for feedback by page (the first ${PAGING.feedback.rows} pages), 1 for the latest comments`
  }),
  assistant: () => ({
    min: 1,
    max: PAGING.assistant.requests + 1,
    what: `up to ${PAGING.assistant.requests} requests of ${PAGING.assistant.rows} assistant questions, and 1 for the caller mix`
  })
}

/** Each chosen section's need of the budget, from the settings alone (so a budget too small is a bad input). */
export function sectionNeeds(
  settings: NeedSettings & { sections: readonly SectionName[] }
): [SectionName, SectionNeed][] {
  return settings.sections.map(name => [name, NEEDS[name](settings)])
}
