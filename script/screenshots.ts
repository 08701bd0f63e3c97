/**
 * `npx tsx script/screenshots.ts`: renders the README's pictures from a real run of the bundle against the simulator
 * (its realistic demo site, sim/demo-site.ts) and the GitHub fake, in GitHub-like frames (script/screenshot-pages.ts):
 * the demo issue with the status comment the action kept on it (script/demo.ts, as `npm start` runs it), the weekly
 * visitors report and the top of a docs-health report (a private repository's, so reader text shows, redacted) as job
 * summaries. Needs `chromium` on PATH (Debian: apt-get install chromium fonts-noto-color-emoji); `pngquant` and
 * `optipng`, when installed, make the files small. Mermaid charts are left out of the pictures (GitHub draws them;
 * chromium here has no network to load mermaid).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEMO_SITE } from '../sim/demo-site.js'
import { startSimulator } from '../sim/server.js'
import { DEMO_ISSUE, DEMO_LABEL, DEMO_REPOSITORY, runLabelledIssue, startDemoGitHub } from './demo.js'
import { runAction } from './local-runner.js'
import { issuePage, summaryPage } from './screenshot-pages.js'

const CHROMIUM = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking']

const sim = await startSimulator({
  job: { durationMs: 300, prLink: 'https://github.com/acme/docs-site/pull/43' },
  site: DEMO_SITE,
  visitorRows: DEMO_SITE.pages.length
})
const gh = await startDemoGitHub()
const env = { GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql`, GITHUB_EVENT_NAME: 'schedule' }
const common = { 'api-key': sim.apiKey, 'project-id': sim.projectId, 'api-url': sim.url }
const dir = mkdtempSync(path.join(tmpdir(), 'shots-'))
try {
  const demo = await runLabelledIssue(sim, gh, { 'poll-interval': '100ms' })
  const status = demo.states.at(-1)
  if (demo.run.code !== 0 || !status) throw new Error(`the demo run failed:\n${demo.run.stdout}${demo.run.stderr}`)
  shoot(
    'status-comment',
    issuePage({
      repository: DEMO_REPOSITORY.full_name,
      number: DEMO_ISSUE.number,
      title: DEMO_ISSUE.title,
      author: DEMO_ISSUE.user.login,
      body: DEMO_ISSUE.body,
      label: DEMO_LABEL,
      reactions: demo.reactions,
      botComment: status,
      width: 820
    }),
    900
  )
  const weekly = await runAction({ ...common, report: 'visitors', comment: 'false' }, { action: 'report', env })
  // The totals and the top pages: what a team reads first.
  const visitors = weekly.summary.replace(/```mermaid[\s\S]*?```\n?/g, '').split(/\n### Biggest movers up\n/)[0] ?? ''
  shoot(
    'weekly-report',
    summaryPage({
      workflow: 'Weekly docs visitors',
      trigger: 'on: schedule',
      job: 'visitors',
      markdown: visitors,
      width: 920
    }),
    1000
  )
  const health = await runAction(
    { ...common, report: 'searches,feedback,assistant', 'date-from': '2026-11-16', 'date-to': '2026-11-23' },
    { action: 'report', env, event: { repository: { ...DEMO_REPOSITORY, private: true } } }
  )
  // What to fix, then the searches section's gaps.
  const top = (health.summary.split(/\n### Feedback\n/)[0] ?? '').replace(/#### Top 10 terms[\s\S]*$/, '')
  shoot(
    'docs-health',
    summaryPage({ workflow: 'Weekly docs health', trigger: 'on: schedule', job: 'health', markdown: top, width: 900 }),
    980
  )
} finally {
  await sim.close()
  await gh.close()
}

/** Renders the page in headless chromium as tall as its content (measured by a first load), and makes the PNG small. */
function shoot(name: string, html: string, width: number): void {
  const file = path.join(dir, `${name}.html`)
  const measure = '<script>document.body.dataset.height = document.documentElement.scrollHeight</script>'
  writeFileSync(file, html + measure)
  const dom = execFileSync('chromium', [...CHROMIUM, `--window-size=${width},600`, '--dump-dom', `file://${file}`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore']
  })
  const height = Number(/data-height="(\d+)"/.exec(dom)?.[1])
  if (!(height > 0)) throw new Error(`could not measure ${name}.html`)
  const out = path.resolve('docs', 'images', `${name}.png`)
  execFileSync(
    'chromium',
    [...CHROMIUM, '--hide-scrollbars', `--window-size=${width},${height}`, `--screenshot=${out}`, `file://${file}`],
    { stdio: 'ignore' }
  )
  optimise(out)
  console.log(`wrote ${out} (${width}×${height}, ${Math.round(statSync(out).size / 1024)} KB)`)
}

function optimise(file: string): void {
  for (const [tool, args] of [
    ['pngquant', ['--force', '--skip-if-larger', '--quality=80-98', '--output', file, file]],
    ['optipng', ['-quiet', '-o2', file]]
  ] as const) {
    try {
      execFileSync(tool, [...args], { stdio: 'ignore' })
    } catch {
      // Not installed (or no gain): the PNG stays as chromium wrote it.
    }
  }
}
