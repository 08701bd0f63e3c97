// The docs-health history under attack (__tests__/attacks/history*.test.ts): a weekly report run with history-branch
// on the simulator and the fake GitHub, the data branch's files as anyone with write access could write them (valid
// format-1 files that carry hostile text wherever a string may go), and the oracles a run is judged by: the runner's
// command parser, GitHub's autolinker and a markdown parser for live links, mentions and raw HTML.
import { afterEach, beforeEach } from '@jest/globals'
import type { Nodes } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'
import { autolinks } from './gfm-autolinks.js'
import { COMMAND_PAYLOADS } from './hostile-text.js'
import { runnerCommands, type RunnerCommand } from './runner-commands.js'
import { startFakeGitHub, type FakeGitHub } from './fake-github.js'
import { simInputs } from './sim-inputs.js'
import { startSimulator, type Simulator } from '../sim/server.js'
import { runAction, type ActionRun } from '../script/local-runner.js'

export const BRANCH = 'docs-health-data'
/** The run's week (2026-W47) and the three before it, as ranges. */
export const RANGES = {
  W44: { dateFrom: '2026-10-26', dateTo: '2026-11-02' },
  W45: { dateFrom: '2026-11-02', dateTo: '2026-11-09' },
  W46: { dateFrom: '2026-11-09', dateTo: '2026-11-16' },
  W47: { dateFrom: '2026-11-16', dateTo: '2026-11-23' }
} as const
export type WeekName = keyof typeof RANGES
export const TOKEN = 'ghs_fake_token'

/** The simulator (no rate limit, 200 ms jobs) and a fake GitHub of each test: started before it, closed after it. */
export function historyWorldOfEachTest(): () => { sim: Simulator; gh: FakeGitHub } {
  let current: { sim: Simulator; gh: FakeGitHub } | undefined
  beforeEach(async () => {
    current = {
      sim: await startSimulator({ rateLimit: { analytics: 0, agent: 0 }, job: { durationMs: 200 } }),
      gh: await startFakeGitHub()
    }
  })
  afterEach(async () => {
    await current?.sim.close()
    await current?.gh.close()
    current = undefined
  })
  return () => {
    if (!current) throw new Error('the history world starts before each test')
    return current
  }
}

/** The weekly report of 2026-W47 with history-branch, on a schedule, to tracking issue 12 of acme/docs-site. */
export function weeklyRun(
  world: { sim: Simulator; gh: FakeGitHub },
  over: Record<string, string> = {},
  isPrivate = true
): Promise<ActionRun> {
  const { gh } = world
  const inputs = simInputs(world.sim, {
    'date-from': RANGES.W47.dateFrom,
    'date-to': RANGES.W47.dateTo,
    report: 'views,searches,feedback,assistant',
    'github-token': TOKEN,
    'issue-number': '12',
    'history-branch': BRANCH,
    ...over
  })
  return runAction(inputs, {
    action: 'report',
    env: { GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` },
    event: { schedule: '0 8 * * 1', repository: { full_name: 'acme/docs-site', private: isPrivate } }
  })
}

/** The `::warning::` lines of a run. */
export const warnings = (run: ActionRun): string[] => run.stdout.split('\n').filter(l => l.startsWith('::warning'))

/** Every markdown text the run wrote to GitHub: each comment body as sent (every state) and as it is now. */
export const commentsWritten = (gh: FakeGitHub): string[] => [
  ...gh.requests
    .filter(r => r.route === 'createComment' || r.route === 'updateComment')
    .map(r => (r.body as { body?: string }).body ?? ''),
  ...gh.comments.map(c => c.body)
]

/** The docs-health report comment of the week, as it is now. */
export const reportComment = (gh: FakeGitHub): string =>
  gh.commentsOn(12).find(c => c.body.includes('report 2026-11-16..2026-11-23'))?.body ?? ''

/**
 * Strings a hostile writer puts wherever the history keeps one: links of every kind, a mention, workflow commands
 * (the house's catalogue), raw HTML, a markdown link, bidi and zero-width characters, backticks and pipes. Each holds
 * `PWNED` or `evil`, so a test can show it was shown (escaped) rather than dropped.
 */
export const HOSTILE = [
  'javascript:alert(1) PWNED',
  'https://evil.example/phish PWNED',
  'https://github.com/acme/docs/pull/7#@evil',
  '@octocat PWNED @acme/team',
  '::warning::PWNED v2',
  '##[error]PWNED legacy',
  '<img src=x onerror=alert(1)> PWNED',
  '[x](https://evil.example) PWNED',
  '\u202eevil.exe\u200b PWNED \u2066x\u2069',
  '``` PWNED ` | pipe | `',
  'www.evil.example PWNED',
  'PWNED <!-- hidden --> &lt;b&gt;',
  ...COMMAND_PAYLOADS
]

/** A string of `length` characters that starts hostile: the longest a field accepts. */
export const long = (length: number): string => `@octocat ::warning::PWNED ${'x'.repeat(length)}`.slice(0, length)

/** The index's folder names: no slash, backslash, white space or control character, yet hostile. */
export const HOSTILE_FOLDERS = [
  '@octocat',
  '::warning::PWNED',
  '##[error]PWNED',
  '<script>alert(1)<',
  '<img>',
  'javascript:alert(1)',
  'www.evil.example',
  'evil@evil.example',
  '[x](mailto:evil@evil.example)',
  '`|`|`',
  '@octocat::warning::PWNED'.padEnd(100, 'x')
]

/** The action's own HTML: its comments' markers, and the fold of the prompt in the job summary. */
const OWN_HTML =
  /^<!-- docs-agent-action:[a-z]+[ -]|^<details><summary>The prompt sent to the docs agent<\/summary>$|^<\/details>$/
const MENTION = /(?<![\w`])@[A-Za-z0-9][\w-]*(?:\/[\w.-]+)?/g

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node)
  if ('children' in node) for (const child of node.children) walk(child, visit)
}

/**
 * What GitHub would make live in this markdown: an autolink (gfm-autolinks.ts), a link, image or definition to
 * anywhere but `ours`, raw HTML other than the action's own, a mention in plain text.
 */
export function live(markdown: string, ours = 'https://github.com/acme/'): string[] {
  const found = autolinks(markdown)
    .filter(link => !link.text.startsWith(ours))
    .map(link => `autolink ${link.text}`)
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
  walk(tree, node => {
    const linked = node.type === 'link' || node.type === 'image' || node.type === 'definition'
    if (linked && !node.url.startsWith(ours)) found.push(`${node.type} ${node.url}`)
    if (node.type === 'html' && !OWN_HTML.test(node.value)) found.push(`html ${node.value}`)
    if (node.type === 'text') for (const mention of node.value.matchAll(MENTION)) found.push(`mention ${mention[0]}`)
  })
  return found
}

const OWN = new Set(['add-mask', 'error', 'warning', 'notice', 'debug'])

/**
 * Commands the action did not write itself: in its log, anything legacy, not at column 0, not one of its kinds, or
 * masking something other than its secrets; in its outputs and summary, any.
 */
export function foreign(run: ActionRun, secrets: string[]): RunnerCommand[] {
  const printed = [...runnerCommands(run.stdout), ...runnerCommands(run.stderr)].filter(
    c =>
      c.syntax !== 'v2' ||
      !c.line.startsWith(`::${c.name}`) ||
      !OWN.has(c.name) ||
      (c.name === 'add-mask' && !secrets.includes(c.data))
  )
  return [...printed, ...runnerCommands([...Object.values(run.outputs), run.summary].join('\n'))]
}

/** A valid format-1 week record of `project` (every section read whole), as JSON text, with fields replaced. */
export function weekFile(project: string, week: WeekName, over: Record<string, unknown> = {}): string {
  const range = RANGES[week]
  return JSON.stringify({
    format: 'docs-health-week',
    version: 1,
    project,
    week: `2026-${week}`,
    range,
    counting: 2,
    written: `${range.dateTo}T06:00:00Z`,
    readerText: true,
    sections: { views: 'whole', searches: 'whole', feedback: 'whole', assistant: 'whole' },
    views: { human: 1000, ai: 100, total: 1100 },
    searches: { total: 200, noClick: 20 },
    feedback: { up: 30, down: 10, comments: 2 },
    assistant: { questions: 50, unanswered: 5 },
    pages: [],
    terms: [],
    topics: [],
    ...over
  })
}

/** A valid headline of the index. */
export const HEADLINE = {
  week: '2026-W46',
  range: RANGES.W46,
  counting: 2,
  viewsHuman: 10,
  viewsAi: 2,
  searches: 40,
  noClick: 4,
  thumbsDown: 3,
  ratings: 9,
  unanswered: 1,
  gaps: 2,
  fixesMerged: 1,
  fixesStillThere: 0
}

/** index.json of these projects, each with HEADLINE. */
export const indexFile = (folders: string[], version = 1): string =>
  JSON.stringify({
    format: 'docs-health-index',
    version,
    projects: Object.fromEntries(folders.map(folder => [folder, HEADLINE]))
  })

/** fixes.json of `project` with these fixes. */
export const ledgerFile = (project: string, fixes: unknown[]): string =>
  JSON.stringify({ format: 'docs-health-fixes', version: 1, project, fixes })

/** A fix sent in 2026-W44, in `state`, with these gaps. */
export const fix = (job: string, state: string, gaps: unknown[] = [], more: Record<string, unknown> = {}) => ({
  job,
  sent: '2026-10-30T08:00:00Z',
  week: '2026-W44',
  origin: 'fix-gaps',
  state,
  gaps,
  ...more
})
