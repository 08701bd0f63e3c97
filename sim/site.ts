/**
 * The tests' site: the names the analytics data is made of by default (SimOptions.site). Its pages include awkward
 * characters (space, `|`, `<`, quotes, unicode) within the first 20, and its reader text carries personal data and
 * instructions (reader-text.ts), so escaping and redaction are tested against the simulator. sim/demo-site.ts is a
 * realistic one for the README's pictures.
 */
import { ASSISTANT_TEXT, FEEDBACK_TEXT, SEARCH_TEXT } from './reader-text.js'
import type { SiteData } from './types.js'

/** The gaps (many hits, few or no clicks) and the healthy terms, with fixed numbers. */
export const CURATED_SEARCHES: SiteData['searches'] = [
  ['quickstart', 320, 0.71, '/quickstart'],
  ['authentication', 210, 0.64, '/api-reference/authentication'],
  ['rotate api key', 140, 0.02, null],
  ['custom domain', 150, 0.58, '/guides/custom-domain'],
  ['webhook retries', 96, 0.04, '/integrations/service-1'],
  ['sso saml', 77, 0, null],
  ['rate limit', 64, 0.05, '/api-reference/introduction'],
  ['navigation', 58, 0.66, '/settings/navigation'],
  ['deploy preview', 41, 0.49, '/guides/deploying'],
  ['délai d’expiration', 12, 0, null]
]

export const TEST_SITE: SiteData = {
  pages: [
    '/',
    '/quickstart',
    '/introduction',
    '/installation',
    '/api-reference/introduction',
    '/api-reference/authentication',
    '/guides/deploying',
    '/guides/custom-domain',
    '/changelog',
    '/settings/navigation',
    '/changelog/2026 release notes',
    '/components/<Tabs>',
    '/guides/pipes|and|filters',
    '/docs/café-ünïcode',
    '/guides/migration & upgrade',
    '/reference/"quoted"',
    '/components/accordion',
    '/components/code-groups',
    '/integrations/analytics',
    '/api-playground/overview'
  ],
  families: [
    '/api-reference/endpoint-',
    '/guides/topic-',
    '/components/widget-',
    '/integrations/service-',
    '/blog/post-'
  ],
  searches: CURATED_SEARCHES,
  searchTerm: (prefix, n) => `${prefix} topic ${n}`,
  searchText: SEARCH_TEXT,
  feedbackText: FEEDBACK_TEXT,
  assistantText: ASSISTANT_TEXT
}
