// Attack on gap keys (issue 24, section 2), through the bundle: a public repository's report hides reader text, yet
// the status comment's marker and the report's files keep a key per gap. Were a key an unkeyed hash of the search
// term, anyone could hash guesses ("jane doe salary", an e-mail address) and confirm what readers searched. The
// attacker here holds the perfect guess list (every text the simulator serves) and hashes it as earlier versions did.
// Then the upgrade: a marker an earlier version wrote (unkeyed keys) must not make the same gaps be sent again.
import { reportFiles } from '../../__fixtures__/report-files.js'
import { formerGapKey, gapKey } from '../../__fixtures__/sections.js'
import { closeWorld, startWorld, type World } from '../../__fixtures__/world.js'
import { createServiceClient } from '../../src/service/client.js'
import { runAction, type ActionRun } from '../../script/local-runner.js'

let world: World
beforeEach(async () => {
  world = await startWorld({ rateLimit: { analytics: 0, agent: 0 }, job: { durationMs: 200 } })
  world.sim.setJobPlan({ durationMs: 200, prLink: 'https://github.com/acme/docs-site/pull/77' })
  world.gh.setPull(77, 'open')
})
afterEach(() => closeWorld(world))

const RANGE = { dateFrom: '2026-11-16', dateTo: '2026-11-23' }

function report(): Promise<ActionRun> {
  const { sim, gh } = world
  return runAction(
    {
      'api-key': sim.apiKey,
      'project-id': sim.projectId,
      'api-url': sim.url,
      'date-from': RANGE.dateFrom,
      'date-to': RANGE.dateTo,
      'github-token': 'ghs_fake_token',
      'issue-number': '12',
      report: 'searches,feedback,assistant',
      'fix-gaps': 'true',
      'poll-interval': '100ms' // the job takes 200 ms: the default 5 s cost each run 5 s
    },
    {
      action: 'report',
      env: { GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` },
      event: { schedule: '0 8 * * 1', repository: { full_name: 'acme/docs-site', private: false } }
    }
  )
}

/** What an attacker would guess, and what a gap is keyed by: every term, page path, category and question served. */
async function guesses(): Promise<[section: string, text: string][]> {
  const { sim } = world
  const client = createServiceClient({ baseUrl: sim.url, apiKey: sim.apiKey, requestTimeoutMs: 5000 }, sim.projectId)
  const found: [string, string][] = []
  for (let cursor: string | undefined, first = true; first || cursor; first = false) {
    const page = await client.getSearches({ ...RANGE, limit: 100, cursor })
    found.push(...page.searches.map(s => ['searches', s.searchQuery] as [string, string]))
    cursor = page.nextCursor ?? undefined
  }
  const pages = await client.getFeedbackByPage({ ...RANGE, limit: 100 })
  found.push(...pages.feedback.map(p => ['feedback', p.path] as [string, string]))
  for (let cursor: string | undefined, first = true; first || cursor; first = false) {
    const page = await client.getAssistant({ ...RANGE, limit: 1000, cursor })
    for (const turn of page.conversations) {
      found.push(['assistant', turn.query])
      if (turn.queryCategory) found.push(['assistant', `category ${turn.queryCategory}`])
    }
    cursor = page.nextCursor ?? undefined
  }
  return found
}

/** Everything the public can read of the run: log, outputs, summary, files, and every comment (markers included). */
function everything(run: ActionRun): string {
  const files = reportFiles(run).map(file => file.text)
  return [run.everything, ...files, ...world.gh.comments.map(c => c.body)].join('\n')
}

const statusComment = () => world.gh.commentsOn(12).find(c => c.body.includes('docs-agent-action:status'))
const markerGaps = (body: string) => /gaps=([^\s]*)/.exec(body)?.[1] ?? ''

describe('gap keys in public', () => {
  it('are kept in the marker and the files, and no guess hashed as before confirms any of them', async () => {
    const run = await report()
    expect(run.code).toBe(0)
    const seen = everything(run)
    const dictionary = await guesses()
    expect(dictionary.length).toBeGreaterThan(50)
    // The marker remembers the five gaps sent, by key (the test would be empty without them).
    const kept = markerGaps(statusComment()?.body ?? '')
    expect(kept.split(':')[1]?.split(',')).toHaveLength(5)
    const confirmed = dictionary.filter(([section, text]) => seen.includes(formerGapKey(section, text).split(':')[1]!))
    expect(confirmed).toStrictEqual([])
  })
})

describe('after an upgrade', () => {
  it("a marker of an earlier version, with its unkeyed keys, still keeps its job's gaps from being sent again", async () => {
    const first = await report()
    expect(first.code).toBe(0)
    expect(world.sim.requests.filter(r => r.route === 'createJob')).toHaveLength(1)
    // The same marker as an earlier version wrote it: every key in its unkeyed form.
    const secret = { apiKey: world.sim.apiKey, projectId: world.sim.projectId }
    const former = new Map((await guesses()).map(([s, t]) => [gapKey(s, t, secret), formerGapKey(s, t)]))
    const status = statusComment()!
    const kept = markerGaps(status.body)
    const oldKeys = kept.replace(/[a-z]+%3A[0-9a-f]{16}/g, key =>
      encodeURIComponent(former.get(decodeURIComponent(key))!)
    )
    expect(oldKeys).not.toBe(kept)
    expect(oldKeys).not.toMatch(/%3A[0-9a-f]{16}/)
    status.body = status.body.replace(kept, oldKeys)

    const second = await report()
    expect(second.code).toBe(0)
    expect(second.summary).toMatch(/5 gaps already sent to the agent/)
    const followUp = world.sim.requests.filter(r => r.route === 'sendMessage')
    expect(followUp).toHaveLength(1)
    expect(String((followUp[0]?.body as { prompt: string }).prompt)).not.toMatch(/searched 140 times/)
    expect(world.sim.requests.filter(r => r.route === 'createJob')).toHaveLength(1)
  })
})
