/**
 * `npx tsx script/screenshots.ts`: renders the README's pictures from a real run of the bundle (simulator + the
 * GitHub fake): the status comment an issue keeps, the weekly visitors report, and the top of a docs-health report
 * (a private repository's, so reader text shows, redacted). Needs `chromium` on PATH
 * (Debian: apt-get install chromium). Mermaid charts are left out of the picture (GitHub draws them; chromium here
 * has no network to load mermaid).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { marked } from 'marked'
import { startFakeGitHub } from '../__fixtures__/fake-github.js'
import { startSimulator } from '../sim/server.js'
import { runAction } from './local-runner.js'

const sim = await startSimulator({ job: { durationMs: 300 }, visitorRows: 400 })
const gh = await startFakeGitHub({
  permissions: { writer: 'write' },
  issues: { 42: { title: 'Document the --dry-run flag', body: 'The CLI has a new flag: --dry-run.' } }
})
const repository = { name: 'docs-site', owner: { login: 'acme' } }
const issue = { number: 42, title: 'Document the --dry-run flag', body: 'The CLI has a new flag: --dry-run.' }
const env = { GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` }
const common = { 'api-key': sim.apiKey, 'project-id': sim.projectId, 'api-url': sim.url, 'poll-interval': '100ms' }
try {
  await runAction(
    { ...common, 'github-token': 'ghs_fake_token' },
    {
      event: {
        action: 'labeled',
        issue,
        label: { name: 'docs' },
        sender: { login: 'writer', type: 'User' },
        repository
      },
      env: { ...env, GITHUB_EVENT_NAME: 'issues' }
    }
  )
  const status = gh.commentsOn(42)[0]?.body ?? ''
  const weekly = await runAction(
    { ...common, 'visitor-summary': 'true', comment: 'false' },
    { env: { ...env, GITHUB_EVENT_NAME: 'schedule' } }
  )
  const health = await runAction(
    { ...common, report: 'searches,feedback,assistant', 'date-from': '2026-11-16', 'date-to': '2026-11-23' },
    { env: { ...env, GITHUB_EVENT_NAME: 'schedule' }, event: { repository: { ...repository, private: true } } }
  )
  // What to fix, then the searches section: the part a team reads first.
  const top = health.summary.split(/\n### Feedback\n/)[0] ?? ''
  const dir = mkdtempSync(path.join(tmpdir(), 'shots-'))
  shoot(dir, 'docs-health', top.replace(/#### Top 10 terms[\s\S]*$/, ''), 720, 960)
  shoot(dir, 'status-comment', status, 120, 640)
  shoot(dir, 'weekly-report', weekly.summary.replace(/```mermaid[\s\S]*?```\n?/g, ''), 860, 960)
} finally {
  await sim.close()
  await gh.close()
}

function shoot(dir: string, name: string, markdown: string, height: number, width: number): void {
  const html = path.join(dir, `${name}.html`)
  const style =
    'body{font:14px/1.5 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:#1f2328;margin:0;padding:16px 20px;' +
    'border:1px solid #d0d7de;border-radius:6px}table{border-collapse:collapse}td,th{border:1px solid #d0d7de;' +
    'padding:4px 10px}code{background:#eff1f3;padding:1px 4px;border-radius:4px}a{color:#0969da}h2,h3{margin:.6em 0 .3em}'
  writeFileSync(html, `<!doctype html><meta charset="utf-8"><style>${style}</style>${marked.parse(markdown) as string}`)
  const out = path.resolve('docs', 'images', `${name}.png`)
  execFileSync('chromium', [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--hide-scrollbars',
    `--window-size=${width},${height}`,
    `--screenshot=${out}`,
    `file://${html}`
  ])
  console.log(`wrote ${out}`)
}
