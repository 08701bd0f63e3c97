/**
 * A realistic site for the README's pictures (script/screenshots.ts): the pages, search terms and reader text of a
 * product's docs, with none of the tests' awkward paths or personal data. The numbers are the same seeded ones as the
 * tests' site; only the names differ. Not used by any test's data.
 */
import { CURATED_SEARCHES } from './site.js'
import type { SiteData } from './types.js'

/** What readers search for besides the curated terms; past the end, the topic again with a number. */
const TOPICS = [
  ...['sidebar', 'openapi', 'dark mode', 'redirects', 'analytics', 'snippets', 'versioning', 'search'],
  ...['favicon', 'code blocks', 'tabs', 'api playground', 'custom css', 'preview', 'github app', 'llms.txt']
]

/** Where the curated search terms' readers click, on this site (a term not listed keeps the tests' page). */
const CLICKS: Record<string, string | null> = {
  'webhook retries': '/api-reference/webhooks/overview'
}

export const DEMO_SITE: SiteData = {
  pages: [
    ...['/', '/quickstart', '/introduction', '/installation', '/api-reference/introduction'],
    ...['/api-reference/authentication', '/guides/deploying', '/guides/custom-domain', '/changelog'],
    ...['/settings/navigation', '/cli/commands', '/cli/deploy', '/guides/preview-deployments'],
    ...['/api-reference/webhooks/overview', '/guides/migration', '/api-reference/errors', '/components/accordion'],
    ...['/components/code-groups', '/integrations/analytics', '/api-playground/overview'],
    ...['/api-reference/projects/list', '/api-reference/projects/create', '/api-reference/deployments/list'],
    ...['/api-reference/deployments/get', '/api-reference/keys/create', '/api-reference/keys/revoke'],
    ...['/api-reference/rate-limits', '/api-reference/pagination', '/api-reference/webhooks/events'],
    ...['/api-reference/webhooks/signatures', '/guides/sso', '/guides/scim', '/guides/versioning'],
    ...['/guides/localization', '/guides/search', '/guides/redirects', '/guides/monorepo', '/guides/github-app'],
    ...['/guides/gitlab', '/guides/ci', '/components/tabs', '/components/cards', '/components/callouts'],
    ...['/components/steps', '/components/frames', '/components/icons', '/components/mermaid'],
    ...['/components/tooltips', '/components/expandables', '/components/fields', '/settings/theme'],
    ...['/settings/colors', '/settings/fonts', '/settings/seo', '/settings/broken-links', '/settings/custom-scripts'],
    ...['/settings/authentication', '/settings/feedback', '/integrations/segment', '/integrations/posthog'],
    ...['/integrations/intercom', '/integrations/slack', '/integrations/zapier', '/api-playground/openapi'],
    ...['/api-playground/mdx', '/api-playground/troubleshooting', '/cli/init', '/cli/dev', '/cli/broken-links'],
    ...['/cli/rename', '/ai/assistant', '/ai/llms-txt', '/ai/mcp', '/ai/agent', '/editor/overview'],
    ...['/editor/branches', '/editor/publishing', '/blog/launch-week', '/blog/docs-as-code', '/blog/ai-readers'],
    ...['/changelog/2026-11', '/changelog/2026-10', '/changelog/2026-09', '/support', '/pricing/plans'],
    ...['/security', '/status', '/glossary', '/faq', '/contributing']
  ],
  families: ['/blog/post-', '/changelog/release-'],
  searches: CURATED_SEARCHES.map(([query, hits, ctr, page]) =>
    query === 'délai d’expiration' ? ['deploy dry run', hits, ctr, page] : [query, hits, ctr, CLICKS[query] ?? page]
  ),
  searchTerm: (prefix, n) => {
    const topic = TOPICS[(n - 1) % TOPICS.length] ?? 'docs'
    const term = prefix === 'example' || prefix === 'error' ? `${topic} ${prefix}` : `${prefix} ${topic}`
    return n > TOPICS.length ? `${term} ${Math.ceil(n / TOPICS.length)}` : term
  },
  searchText: ['billing invoices', 'export analytics csv', 'openapi 3.1 support', 'custom 404 page', 'mermaid'],
  feedbackText: [
    'The token example returns 401: it still sends the old header.',
    'Nothing here about rotating keys.',
    'The curl example is missing the project id.',
    'The screenshots show the old dashboard.',
    'Please add a Python example.',
    'Step 3 fails on Windows (path separators).'
  ],
  assistantText: [
    'why is my API key rejected?',
    'is a dashboard key the same as an admin API key?',
    'how do I revoke the key of someone who left the team?',
    'can the agent use a read-only key?'
  ]
}
