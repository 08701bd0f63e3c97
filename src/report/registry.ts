/**
 * Every section of the docs-health report (the report shows them in SECTION_NAMES' order): its name, its title,
 * what it needs of the request budget and how it runs (section.ts has the contract). The settings read the needs
 * (a budget below the minimums is a bad input), so this file is on every run's start path: a section's code is
 * imported only when a report runs it, and a run without a report never loads it.
 */
import { plural } from '../text/plural.js'
import type { Section, SectionName, SectionNeed, SectionSettings } from './section.js'

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

const REGISTRY: { [N in SectionName]: Section & { name: N } } = {
  visitors: {
    name: 'visitors',
    title: 'Visitors',
    need: ({ visitors }) => {
      const periods = visitors.compare ? 2 : 1
      return {
        min: periods,
        max: periods * visitors.maxPages,
        what: `up to ${plural(visitors.maxPages, 'request')} of ${PAGING.visitors.rows} paths per period (max-pages), ${plural(periods, 'period')}`
      }
    },
    run: async (run, settings) =>
      (await import(/* webpackChunkName: "report-sections" */ './visitors/section.js')).run(run, settings)
  },
  views: {
    name: 'views',
    title: 'Page views',
    need: () => ({
      min: 1,
      max: PAGING.views.requests,
      what: `up to ${PAGING.views.requests} requests of ${PAGING.views.rows} paths`
    }),
    listsSitePages: true,
    run: async run => (await import(/* webpackChunkName: "report-sections" */ './sections/views.js')).run(run)
  },
  searches: {
    name: 'searches',
    title: 'Searches',
    need: () => ({
      min: 1,
      max: PAGING.searches.requests,
      what: `up to ${PAGING.searches.requests} requests of ${PAGING.searches.rows} search terms, by hits`
    }),
    run: async run => (await import(/* webpackChunkName: "report-sections" */ './sections/searches.js')).run(run)
  },
  feedback: {
    name: 'feedback',
    title: 'Feedback',
    need: () => ({
      min: 1,
      max: 2,
      what: `1 request for feedback by page (the first ${PAGING.feedback.rows} pages), 1 for the latest comments`
    }),
    run: async run => (await import(/* webpackChunkName: "report-sections" */ './sections/feedback.js')).run(run)
  },
  assistant: {
    name: 'assistant',
    title: 'Assistant',
    need: () => ({
      min: 1,
      max: PAGING.assistant.requests + 1,
      what: `up to ${PAGING.assistant.requests} requests of ${PAGING.assistant.rows} assistant questions, and 1 for the caller mix`
    }),
    run: async run => (await import(/* webpackChunkName: "report-sections" */ './sections/assistant.js')).run(run)
  }
}

/** One section by its name. */
export const sectionOf = <N extends SectionName>(name: N): Section & { name: N } => REGISTRY[name]

/** Each chosen section's need of the budget, from the settings alone (so a budget too small is a bad input). */
export function sectionNeeds(
  settings: SectionSettings & { sections: readonly SectionName[] }
): [SectionName, SectionNeed][] {
  return settings.sections.map(name => [name, REGISTRY[name].need(settings)])
}
