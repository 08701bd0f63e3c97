/**
 * A fix as the scoring tests judge it: picked in 2026-W20, its report run on the Monday of W21 and merged that afternoon
 * (weeks W16–W19 before, W22–W25 after, judged from the Monday of W26), with one gap of each rated section.
 */
import type { FixGap, FixRecord } from '../../../src/report/history/format.js'
import { monday } from './weeks.js'

export const PR = 'https://github.com/acme/docs/pull/123'
/** The morning of the first report after its four weeks after. */
export const NOW = new Date(`${monday(26)}T08:00:00Z`)

export const termGap: FixGap = { key: 'searches:1', section: 'searches', subject: 'searches:1', pages: [] }
export const pageGap: FixGap = { key: 'feedback:1', section: 'feedback', subject: '/a', pages: ['/a'] }
export const topicGap: FixGap = { key: 'assistant:1', section: 'assistant', subject: 'assistant:1', pages: [] }

export const fix = (gaps: FixGap[], over: Partial<FixRecord> = {}): FixRecord => ({
  job: 'job-1',
  sent: `${monday(21)}T07:00:00Z`,
  week: '2026-W20',
  origin: 'fix-gaps',
  state: 'merged',
  pr: PR,
  merged: `${monday(21)}T15:00:00Z`,
  gaps,
  ...over
})
