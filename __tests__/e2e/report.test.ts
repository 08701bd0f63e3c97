import { readFileSync } from 'node:fs'
import { reportFilesText } from '../../__fixtures__/report-files.js'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { PERSONAL } from '../../sim/reader-text.js'
import { runAction, type ActionRun } from '../../script/local-runner.js'

/**
 * The docs-health report through the bundle, as a scheduled workflow runs it: each section alone and all together
 * with exact request counts, the budget never exceeded, partial sections on a 429, no reader's personal data
 * anywhere, one tracking comment per range, and the loop to the agent (dry run, one job, nothing sent twice).
 */
let sim: Simulator
let gh: FakeGitHub
beforeEach(async () => {
  sim = await startSimulator({ rateLimit: { analytics: 0, agent: 0 }, job: { durationMs: 200 } })
  gh = await startFakeGitHub()
})
afterEach(async () => {
  await sim.close()
  await gh.close()
})

const RANGE = { 'date-from': '2026-11-16', 'date-to': '2026-11-23' }
const base = (inputs: Record<string, string> = {}) => ({
  'api-key': sim.apiKey,
  'project-id': sim.projectId,
  'api-url': sim.url,
  ...RANGE,
  ...inputs
})
const tracked = (inputs: Record<string, string> = {}) =>
  base({ 'github-token': 'ghs_fake_token', 'issue-number': '12', ...inputs })
const schedule = (isPrivate?: boolean) => ({
  action: 'report' as const,
  env: { GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` },
  event: { schedule: '0 8 * * 1', repository: { full_name: 'acme/docs-site', private: isPrivate ?? false } }
})

const count = (route: string) => sim.requests.filter(r => r.route === route).length
const analytics = () => sim.requests.filter(r => r.path.startsWith('/v1/analytics/'))

const filesOf = reportFilesText

/** Everything a reader of the run could see: log, outputs, summary, files, and every comment on the tracking issue. */
const everything = (run: ActionRun) => [run.everything, filesOf(run), ...gh.comments.map(c => c.body)].join('\n')

describe('each section alone, through the bundle', () => {
  it.each([
    ['visitors', { visitors: 2 }],
    ['views', { views: 1 }],
    ['searches', { searches: 2 }],
    ['feedback', { feedbackByPage: 1, feedback: 1 }],
    ['assistant', { assistant: 1, callerStats: 1 }]
  ])('%s: exactly the requests it needs, the plan printed before and its use after', async (section, routes) => {
    const run = await runAction(base({ report: section }), schedule())
    expect(run.code).toBe(0)
    for (const [route, n] of Object.entries(routes)) expect(count(route)).toBe(n)
    const total = Object.values(routes).reduce((a, b) => a + b, 0)
    expect(analytics()).toHaveLength(total)
    expect(run.outputs['report-requests']).toBe(String(total))
    expect(run.outputs['report-partial']).toBe('false')
    const planned = run.stdout.indexOf('Analytics requests planned:')
    const used = run.stdout.indexOf(`used ${total} of 40 analytics requests`)
    expect(planned).toBeGreaterThanOrEqual(0)
    expect(used).toBeGreaterThan(planned)
    if (section === 'visitors') {
      // Since the report action (issue 26), report: visitors alone is the visitors report alone, as visitor-summary:
      // true gave it: its summary has no docs-health footer.
      expect(run.summary).toMatch(/^## Docs visitors: 2026-11-16 → 2026-11-22/)
      expect(run.summary).not.toContain('analytics requests')
    } else expect(run.summary).toContain(`used ${total} of 40 analytics requests`)
  })
})

describe('all sections together', () => {
  it('reports every section and What to fix, within the budget, with outputs and a file per section', async () => {
    const run = await runAction(base({ report: 'all' }), schedule())
    expect(run.code).toBe(0)
    const made = analytics().length
    expect(made).toBe(Number(run.outputs['report-requests']))
    expect(made).toBeLessThanOrEqual(40)
    for (const heading of ['### What to fix', 'Visitors', '### Searches', '### Feedback', '### Assistant']) {
      expect(run.summary).toContain(heading)
    }
    // One `##` title, the report's; the visitors report is a section under it like the others.
    expect(run.summary.match(/^## Docs .*/gm)).toEqual([expect.stringMatching(/^## Docs health: /)])
    expect(run.summary).toMatch(/^### Docs visitors: 2026-/m)
    expect(run.summary).toMatch(/^#### Totals/m)
    expect(Number(run.outputs['report-gaps'])).toBe(5)
    // The worst search gap of the simulator's data, with its numbers.
    expect(run.summary).toMatch(/searched 140 times/)
    for (const name of ['views-file', 'searches-csv', 'feedback-file', 'assistant-csv', 'visitors-file']) {
      expect(run.outputs[name]?.startsWith(run.outputs['report-dir'] ?? '?')).toBe(true)
    }
    const json = JSON.parse(readFileSync(run.outputs['report-file'] ?? '', 'utf8')) as {
      used: number
      cap: number
      gaps: { key: string }[]
    }
    expect(json).toMatchObject({ used: made, cap: 40 })
    expect(json.gaps).toHaveLength(5)
  })

  it('a budget too small for the sections is a bad input, said before any request', async () => {
    const run = await runAction(base({ report: 'all', 'report-budget': '3' }), schedule())
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(
      /::error::Input 'report-budget': 3 is too small: the sections chosen need at least 6 requests \(visitors 2, views 1, searches 1, feedback 1, assistant 1\)/
    )
    expect(sim.requests).toHaveLength(0)
  })

  it('an unknown section is a bad input naming the sections there are', async () => {
    const run = await runAction(base({ report: 'visitors, serches' }), schedule())
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::Input 'report': 'serches' is not a section; use any of visitors, views/)
    expect(sim.requests).toHaveLength(0)
  })

  it('the budget caps the requests however much data there is', async () => {
    sim.setVisitorRows(5000)
    const run = await runAction(base({ report: 'all', 'report-budget': '8' }), schedule())
    expect(run.code).toBe(0)
    expect(analytics().length).toBeLessThanOrEqual(8)
    expect(run.outputs['report-partial']).toBe('true')
    expect(run.summary).toMatch(/used \d of 8 analytics requests/)
  })

  it('a 429 marks the sections it hits partial (never retried) while the others report', async () => {
    await sim.close()
    // The organisation's hourly budget has 4 requests left.
    sim = await startSimulator({ rateLimit: { analytics: 4, agent: 0 } })
    const run = await runAction(base({ report: 'all' }), schedule())
    expect(run.code).toBe(0)
    const refused = analytics().filter(r => r.status === 429)
    expect(refused.length).toBeGreaterThan(0)
    // Each section stops at its first 429: no request is repeated after one.
    expect(analytics().length).toBe(4 + refused.length)
    expect(run.outputs['report-partial']).toBe('true')
    expect(run.summary).toMatch(/\*\*\w[\w ]*\*\* (failed|is partial): .*HTTP 429/)
    expect(run.stdout).toMatch(/::warning::Report section \w+: (failed|partial)/)
  })
})

describe("readers' personal data", () => {
  const personal = Object.values(PERSONAL)

  it('on a public repository: no reader text at all, and no personal value anywhere', async () => {
    const run = await runAction(tracked({ report: 'all' }), schedule(false))
    expect(run.code).toBe(0)
    const seen = everything(run)
    for (const value of personal) expect(seen).not.toContain(value)
    expect(seen).not.toContain('rotate api key')
    expect(run.summary).toMatch(/Reader text .* is not shown: public repository/)
  })

  it('on a private repository: reader text shown, redacted; still no personal value anywhere', async () => {
    const run = await runAction(tracked({ report: 'all' }), schedule(true))
    expect(run.code).toBe(0)
    const seen = everything(run)
    for (const value of personal) expect(seen).not.toContain(value)
    expect(seen).toContain('rotate api key')
    expect(seen).toMatch(/\[email\]/)
  })

  it("reader-text: hide keeps reader text out of a private repository's report", async () => {
    const run = await runAction(tracked({ report: 'searches', 'reader-text': 'hide' }), schedule(true))
    expect(run.code).toBe(0)
    expect(everything(run)).not.toContain('rotate api key')
  })
})

describe('the tracking issue', () => {
  it('holds one comment per range: a re-run edits it, another range adds one', async () => {
    const first = await runAction(tracked({ report: 'searches' }), schedule())
    expect(first.code).toBe(0)
    expect(gh.commentsOn(12)).toHaveLength(1)
    const id = gh.commentsOn(12)[0]?.id
    const again = await runAction(tracked({ report: 'searches' }), schedule())
    expect(again.code).toBe(0)
    expect(gh.commentsOn(12).map(c => c.id)).toEqual([id])
    expect(gh.requests.filter(r => r.route === 'updateComment')).toHaveLength(1)
    await runAction(tracked({ report: 'searches', 'date-from': '2026-11-09', 'date-to': '2026-11-16' }), schedule())
    expect(gh.commentsOn(12)).toHaveLength(2)
  })

  it('the log says where the report went: the comment posted, then updated, with its address', async () => {
    const first = await runAction(tracked({ report: 'searches' }), schedule())
    const url = gh.commentsOn(12)[0]?.html_url ?? ''
    const where = `Docs-health report: in the job summary and the files of report-dir (${first.outputs['report-dir']})`
    expect(first.stdout).toContain(`\n${where}; posted on issue #12: ${url}\n`)
    const again = await runAction(tracked({ report: 'searches' }), schedule())
    expect(again.stdout).toContain(`; updated on issue #12: ${url}\n`)
  })

  it('without issue-number the run still says, as a notice on its page, that no comment carries the report', async () => {
    const run = await runAction(base({ report: 'searches', 'github-token': 'ghs_fake_token' }), schedule())
    expect(run.code).toBe(0)
    expect(gh.comments).toStrictEqual([])
    expect(run.stdout).toContain(
      `::notice::Docs-health report: in the job summary and the files of report-dir (${run.outputs['report-dir']}) only; no comment was posted: no issue-number was given: set it to the issue that tracks the docs' health to get the report as a comment there.`
    )
  })
})

describe('the loop to the agent', () => {
  it('without fix-gaps: the prompt is shown in the summary only, and no job is started', async () => {
    const run = await runAction(tracked({ report: 'all' }), schedule())
    expect(run.code).toBe(0)
    expect(count('createJob')).toBe(0)
    expect(run.summary).toContain('would send to the docs agent (dry run)')
    expect(run.summary).toMatch(/searched 140 times/)
    // The dry run is not in the public comment.
    expect(gh.commentsOn(12).some(c => c.body.includes('dry run'))).toBe(false)
  })

  it('with fix-gaps: one job with the evidence; a second run while its pull request is open sends nothing twice', async () => {
    sim.setJobPlan({ durationMs: 200, prLink: 'https://github.com/acme/docs-site/pull/77' })
    gh.setPull(77, 'open')
    // Polled every 100 ms: the default 5 s made each run wait 5 s for a job of 200 ms.
    const fixGaps = () =>
      tracked({ report: 'searches,feedback,assistant', 'fix-gaps': 'true', 'poll-interval': '100ms' })
    const first = await runAction(fixGaps(), schedule())
    expect(first.code).toBe(0)
    expect(count('createJob')).toBe(1)
    const prompt = String((sim.requests.find(r => r.route === 'createJob')?.body as { prompt: string }).prompt)
    expect(prompt).toMatch(/searched 140 times/)
    expect(first.outputs['pr-link']).toBe('https://github.com/acme/docs-site/pull/77')
    expect(first.stdout).toContain("Docs agent: the report's top 5 gaps as a new job.")
    const comments = gh.commentsOn(12)
    expect(comments).toHaveLength(2) // the report (per range) and the job's status comment
    // The status comment shows the job's end, its pull request and the gaps it was sent, with their numbers.
    const status = comments.find(c => c.body.includes('docs-agent-action:status'))?.body ?? ''
    expect(status).toContain('https://github.com/acme/docs-site/pull/77')
    expect(status).toMatch(
      /From the docs-health report for .* the gaps sent:\n\n1\. \*\*Searches:\*\* .*searched 140 times/
    )

    // The next gaps go to the same job while its pull request is open (one pull request); the first ones are not sent again.
    const second = await runAction(fixGaps(), schedule())
    expect(second.code).toBe(0)
    expect(count('createJob')).toBe(1)
    const messages = sim.requests.filter(r => r.route === 'sendMessage')
    expect(messages).toHaveLength(1)
    const followUp = String((messages[0]?.body as { prompt: string }).prompt)
    expect(followUp).not.toMatch(/searched 140 times/)
    expect(followUp).toMatch(/\d+ 👎 of|unanswered assistant question/)
    expect(second.summary).toMatch(/5 gaps already sent to the agent/)
    const jobId = first.outputs['job-id'] ?? ''
    expect(second.stdout).toMatch(
      new RegExp(
        `^Docs agent: the report's top \\d+ gaps? as a follow-up to job ${jobId}, still open on the thread\\.$`,
        'm'
      )
    )
    expect(gh.commentsOn(12)).toHaveLength(2)

    // Once the pull request is closed, the gaps it carried may be sent again.
    gh.setPull(77, 'closed', true)
    const third = await runAction(fixGaps(), schedule())
    expect(third.code).toBe(0)
    expect(count('createJob')).toBe(2)
  })
})

describe('the key readers pasted is the run’s own', () => {
  it('is in no byte the run writes, in any section, with reader text shown', async () => {
    await sim.close()
    sim = await startSimulator({ apiKeys: [PERSONAL.key], rateLimit: { analytics: 0, agent: 0 } })
    const run = await runAction(tracked({ report: 'all', 'api-key': PERSONAL.key, 'reader-text': 'show' }), schedule())
    expect(run.code).toBe(0)
    expect(everything(run).replace(/^::add-mask::.*$/gm, '')).not.toContain(PERSONAL.key)
    // The readers' text was there, redacted: in the section files, which hold every term and comment.
    expect(filesOf(run)).toMatch(/(\*\*\*|\[key\]) invalid/)
  })
})
