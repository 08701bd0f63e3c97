/** The report's sections by name, in the order the report shows them: the one list every part of the report reads. */
export const SECTION_NAMES = ['visitors', 'views', 'searches', 'feedback', 'assistant'] as const
export type SectionName = (typeof SECTION_NAMES)[number]

/** Each section's heading, as the report, its "What to fix" list and each section's own part show it. */
export const SECTION_TITLES: { readonly [N in SectionName]: string } = {
  visitors: 'Visitors',
  views: 'Page views',
  searches: 'Searches',
  feedback: 'Feedback',
  assistant: 'Assistant'
}
