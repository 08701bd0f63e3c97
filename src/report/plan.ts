/**
 * The request budget of a report, planned before any request (pure): every chosen section gets the requests it cannot
 * do without, then what is left goes one request at a time, in turn, to the sections that can still use one. The sum
 * never exceeds the cap; a cap below the sum of the minimums is a bad input, said before anything is sent.
 */
import { plural } from '../text/plural.js'
import type { SectionNeed } from './section.js'
import type { SectionName } from './section-names.js'

export interface PlannedSection {
  section: SectionName
  need: SectionNeed
  /** Requests this section may make, retries included. */
  allowed: number
}

export interface RequestPlan {
  cap: number
  sections: PlannedSection[]
  /** The sum of `allowed`: at most `cap`. */
  total: number
}

/** Plans `cap` requests over the sections, in the order given. Throws a RangeError when the minimums do not fit. */
export function planRequests(needs: ReadonlyArray<[SectionName, SectionNeed]>, cap: number): RequestPlan {
  const minimum = needs.reduce((sum, [, need]) => sum + need.min, 0)
  if (minimum > cap) {
    const parts = needs.map(([name, need]) => `${name} ${need.min}`).join(', ')
    throw new RangeError(`the sections chosen need at least ${minimum} requests (${parts}), more than ${cap}`)
  }
  const sections = needs.map(([section, need]) => ({ section, need, allowed: need.min }))
  let left = cap - minimum
  for (let grew = true; left > 0 && grew;) {
    grew = false
    for (const planned of sections) {
      if (left === 0) break
      if (planned.allowed < planned.need.max) {
        planned.allowed++
        left--
        grew = true
      }
    }
  }
  return { cap, sections, total: sections.reduce((sum, s) => sum + s.allowed, 0) }
}

/** The plan in one line for the log, before the run. */
export function describePlan(plan: RequestPlan): string {
  const parts = plan.sections.map(s => `${s.section} up to ${s.allowed} (${s.need.what})`)
  return `Analytics requests planned: ${plan.total} of the run's cap of ${plan.cap} — ${parts.join('; ')}. The service allows ${plural(100, 'request')} an hour for the whole organisation.`
}
