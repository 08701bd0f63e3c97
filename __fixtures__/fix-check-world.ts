// The fix check's world, shared by its end-to-end test and `npm start -- fix-check` (script/start/fix-check.ts): the
// simulated agent job that fixes the week's top search gap ("rotate api key") by adding a page holding its whole
// phrase, its docs pull request #7 on the GitHub fake with the page's file (and an image, which is no page), and the
// report's inputs that turn the check on. sim/search-index.ts ranks that page first for the term; no page held the
// phrase before, so it was in no result before.
import type { FakeGitHub } from './fake-github.js'
import type { DeploymentPlan, JobPlan, Simulator } from '../sim/server.js'

export const FIX_BRANCH = 'docs-health-data'
export const FIX_TERM = 'rotate api key'
export const FIX_PAGE = '/guides/rotating-keys'
export const FIX_PR = 'https://github.com/acme/docs-site/pull/7'
/** The page's text the job adds: the term's whole phrase. */
const FIX_TEXT = '## Rotate API key\n\nTo rotate an API key, open the dashboard and make a new one.'

/** The job that adds the page, opening #7, deployed as `deployment` says once it completes. */
export const fixJob = (deployment: DeploymentPlan, durationMs = 200): JobPlan => ({
  durationMs,
  prLink: FIX_PR,
  edits: [{ path: FIX_PAGE, text: FIX_TEXT }],
  deployment
})

/** #7 merged at `mergedAt` (ISO 8601), adding the page's file and an image. */
export function mergeFixPull(gh: FakeGitHub, mergedAt: string): void {
  gh.addPull({
    number: 7,
    merged: true,
    merged_at: mergedAt,
    files: [
      { filename: 'guides/rotating-keys.mdx', status: 'added' },
      { filename: 'images/keys.png', status: 'added' }
    ]
  })
}

/** The report's inputs of the check: the searches alone, the top gap, the history and the site's assistant key. */
export const fixCheckInputs = (sim: Simulator): Record<string, string> => ({
  report: 'searches',
  gaps: '1',
  'history-branch': FIX_BRANCH,
  'assistant-key': sim.assistantKey,
  domain: sim.domain
})
