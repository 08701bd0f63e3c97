/**
 * The report's sections side by side (registry.ts has them): each on the allowance the plan gave it, through a client
 * that counts every attempt against that allowance and leaves a 429 unretried. The section that lists the site's
 * pages hands them on, through `SectionRun.pages`, to the sections that show paths; without it, paths are shown at once.
 */
import type { ServiceClient } from '../service/client.js'
import type { HttpOptions } from '../service/http.js'
import type { RequestPlan } from './plan.js'
import { pageView } from './reader.js'
import { sectionOf } from './registry.js'
import { Allowance, type PageView, type SectionResult, type SectionRun, type SectionSettings } from './section.js'

/** What every section is given alike: the range, the deadline, the reader view, the keys, the folder, the log. */
export type SharedRun = Omit<SectionRun, 'client' | 'allowance' | 'pages'>

export interface SectionsRead {
  /** In the plan's order. */
  results: SectionResult[]
  /** How page paths are shown, now that the sections have run. */
  pages: PageView
}

export async function runSections(
  plan: RequestPlan,
  settings: SectionSettings,
  shared: SharedRun,
  clientWith: (extra: Partial<HttpOptions>) => ServiceClient
): Promise<SectionsRead> {
  let listed: (result?: SectionResult) => void = () => undefined
  const pages = new Promise<PageView>(resolve => {
    listed = result => resolve(pageView(shared.reader.shown, result?.sitePages ?? new Set()))
  })
  const sections = plan.sections.map(planned => ({ section: sectionOf(planned.section), allowed: planned.allowed }))
  if (!sections.some(({ section }) => section.listsSitePages)) listed()
  const results = await Promise.all(
    sections.map(({ section, allowed }) => {
      const allowance = new Allowance(allowed)
      const client = clientWith({ beforeAttempt: endpoint => allowance.take(endpoint), retryRateLimited: false })
      const running = section.run({ ...shared, client, allowance, pages }, settings)
      // Handed on even when the section throws (a bug, which Promise.all throws on): no section waits for ever.
      if (section.listsSitePages) void running.then(listed, () => listed())
      return running
    })
  )
  return { results, pages: await pages }
}
