/**
 * The simulated docs site as the free search and page endpoints serve it: one page per path of the site
 * (SiteData.pages, and each curated search term's most clicked page), its text made from its path (a title and the
 * path's words as a trail: `api reference / introduction`) and from the curated
 * terms whose readers click it, so a healthy term finds its page and a gap term (no page clicked) finds none of its
 * own. A job's page edits (JobPlan.edits) are appended once its deployment succeeded (deployments.ts): the site at
 * `now` is the base pages plus every live edit, in the jobs' order; an edit of a path the site lacks adds the page.
 */
import type { PageEdit, SiteData } from './types.js'

/** `/guides/custom-domain` → `Custom domain`; `/` → `Home`. */
export function titleOf(path: string): string {
  const last = path.split('/').filter(Boolean).at(-1) ?? ''
  const words = last.replace(/[-_]+/g, ' ').trim()
  return words === '' ? 'Home' : words.charAt(0).toUpperCase() + words.slice(1)
}

/** The site's pages before any job: path → text, in the site's order. */
export function basePages(site: SiteData): Map<string, string> {
  const pages = new Map<string, string>()
  const paths = [...site.pages, ...site.searches.flatMap(([, , , page]) => (page === null ? [] : [page]))]
  for (const path of paths) {
    if (pages.has(path)) continue
    const title = titleOf(path)
    const terms = site.searches.filter(([, , , page]) => page === path).map(([term]) => term)
    const sections = terms.map(term => `## ${term}\n\nHow ${term} works on your site, step by step.`)
    const trail = path.split('/').filter(Boolean).join(' / ').replace(/[-_]+/g, ' ') || 'home'
    pages.set(path, [`# ${title}`, trail, `This page covers ${title.toLowerCase()}.`, ...sections].join('\n\n'))
  }
  return pages
}

/** The site with the edits applied: each edit's text appended to its page (a new page when the site lacks it). */
export function withEdits(base: ReadonlyMap<string, string>, edits: readonly PageEdit[]): Map<string, string> {
  const pages = new Map(base)
  for (const { path, text } of edits) pages.set(path, `${pages.get(path) ?? `# ${titleOf(path)}`}\n\n${text}`)
  return pages
}
