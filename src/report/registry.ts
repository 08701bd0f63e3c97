/**
 * Every section of the docs-health report (the report shows them in SECTION_NAMES' order): its name, its title,
 * what it needs of the request budget (needs.ts) and how it runs (section.ts has the contract). The settings read the
 * needs (a budget below the minimums is a bad input), so this file is on every run's start path: a section's code is
 * imported only when a report runs it, and a run without a report never loads it.
 */
import { NEEDS } from './needs.js'
import type { Section } from './section.js'
import { SECTION_TITLES, type SectionName } from './section-names.js'

const REGISTRY: { [N in SectionName]: Section & { name: N } } = {
  visitors: {
    name: 'visitors',
    title: SECTION_TITLES.visitors,
    need: NEEDS.visitors,
    run: async (run, settings) =>
      (await import(/* webpackChunkName: "report-sections" */ './visitors/section.js')).run(run, settings)
  },
  views: {
    name: 'views',
    title: SECTION_TITLES.views,
    need: NEEDS.views,
    listsSitePages: true,
    run: async run => (await import(/* webpackChunkName: "report-sections" */ './sections/views.js')).run(run)
  },
  searches: {
    name: 'searches',
    title: SECTION_TITLES.searches,
    need: NEEDS.searches,
    run: async run => (await import(/* webpackChunkName: "report-sections" */ './sections/searches.js')).run(run)
  },
  feedback: {
    name: 'feedback',
    title: SECTION_TITLES.feedback,
    need: NEEDS.feedback,
    run: async run => (await import(/* webpackChunkName: "report-sections" */ './sections/feedback.js')).run(run)
  },
  assistant: {
    name: 'assistant',
    title: SECTION_TITLES.assistant,
    need: NEEDS.assistant,
    run: async run => (await import(/* webpackChunkName: "report-sections" */ './sections/assistant.js')).run(run)
  }
}

/** One section by its name. */
export const sectionOf = <N extends SectionName>(name: N): Section & { name: N } => REGISTRY[name]
