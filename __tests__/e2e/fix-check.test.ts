// The fix check through the bundle (issue 38 §3): with assistant-key and domain, a fix-gaps run searches the gap it
// sends on the simulator's live site first and keeps where the results stood (keyed, so a public branch holds no page
// a reader's search found); the next run, once the fix's pull request merged and its deployment went live, searches
// again and says where the page the fix changed ranks now and ranked before — or, when the change is not live, that it
// is not found yet. The page's rank is worked out by hand from sim/search-index.ts: the new page holds the term's
// whole phrase, which no page of the site held before, so it ranks first and was in no result before.
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import {
  FIX_BRANCH as BRANCH,
  FIX_PAGE as PAGE,
  FIX_PR as DOCS_PR,
  FIX_TERM as TERM,
  fixCheckInputs,
  fixJob,
  mergeFixPull
} from '../../__fixtures__/fix-check-world.js'
import { findKey } from '../../__fixtures__/key-oracle.js'
import { scheduledReport } from '../../__fixtures__/report-run.js'
import { runSinks } from '../../__fixtures__/run-sinks.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import type { ActionRun } from '../../script/local-runner.js'
import type { DeploymentPlan } from '../../sim/types.js'

let sim: Simulator
let gh: FakeGitHub
async function start(deployment: DeploymentPlan): Promise<void> {
  sim = await startSimulator({ rateLimit: { analytics: 0, agent: 0 }, job: fixJob(deployment) })
  gh = await startFakeGitHub()
  // Merged a day before the tests' clock (the one clock the bundle and this file share, jest.config.js).
  mergeFixPull(gh, new Date(Date.now() - 86_400_000).toISOString())
}
afterEach(async () => {
  await sim.close()
  await gh.close()
})

/** A scheduled report run of the week 2026-11-16 → 23 on issue 12 (report-run.ts) with the fix check on. */
const weekly = (over: Record<string, string>, isPrivate: boolean): Promise<ActionRun> =>
  scheduledReport(sim, gh, { ...fixCheckInputs(sim), ...over }, isPrivate)
const ledger = () =>
  JSON.parse(gh.branchFiles(BRANCH).get(`${sim.projectId}/fixes.json`) ?? 'null') as {
    fixes: { gaps: { key: string; searched?: { at: string; keying: string; results: string[] } }[] }[]
  }
/** Where the assistant key shows in what the run wrote (log, outputs, summary, comments, the branch), and how. */
function leaks(run: ActionRun): Record<string, string> {
  const sinks = { ...runSinks(run, gh), branch: [...gh.branchFiles(BRANCH).values()].join('\n') }
  return Object.fromEntries(
    Object.entries(sinks).flatMap(([sink, text]) => {
      const how = findKey(text, sim.assistantKey)
      return how ? [[sink, how]] : []
    })
  )
}
const searches = () => sim.requests.filter(r => r.route === 'search')

describe('a fix whose page went live', () => {
  beforeEach(() => start({ queuedMs: 0, buildMs: 0 }))

  it('is searched before it is sent and again after it merged: found, first, where it was in no result before', async () => {
    const first = await weekly({ 'fix-gaps': 'true' }, true)
    expect(first.code).toBe(0)
    const prompt = String((sim.requests.find(r => r.route === 'createJob')?.body as { prompt: string }).prompt)
    expect(prompt).toContain(TERM)
    // One search, of the one gap sent, before the job was created.
    expect(searches().map(r => (r.body as { query: string }).query)).toStrictEqual([TERM])
    const created = sim.requests.findIndex(r => r.route === 'createJob')
    expect(sim.requests.findIndex(r => r.route === 'search')).toBeLessThan(created)
    const [gap] = ledger().fixes[0]?.gaps ?? []
    expect(gap?.searched?.results.length).toBeGreaterThan(0)
    expect(gap?.searched?.results.every(digest => /^[0-9a-f]{16}$/.test(digest))).toBe(true)

    sim.requests.length = 0
    const second = await weekly({}, true)
    expect(second.code).toBe(0)
    expect(searches().map(r => (r.body as { query: string }).query)).toStrictEqual([TERM])
    expect(second.summary).toContain('### Searched again on the live site')
    expect(second.summary).toContain(
      `- **Found:** search term ${TERM} ([\`#7\`](${DOCS_PR})): \`${PAGE}\` ranks 1st now; it was not in the first 10 when the gap was sent.`
    )
    expect(leaks(second)).toStrictEqual({})
  })

  it('on a public repository: the branch keeps no page a search found and no term; the line names no term', async () => {
    expect((await weekly({ 'fix-gaps': 'true' }, false)).code).toBe(0)
    const kept = gh.branchFiles(BRANCH).get(`${sim.projectId}/fixes.json`) ?? ''
    expect(kept).not.toMatch(/rotate|\/api-reference|\/guides/i)
    const second = await weekly({}, false)
    expect(second.summary).toContain(
      `- **Found:** a search term ([\`#7\`](${DOCS_PR})): \`${PAGE}\` ranks 1st now; it was not in the first 10 when the gap was sent.`
    )
    expect(second.summary).not.toContain(TERM)
  })
})

describe('a fix whose deployment failed', () => {
  beforeEach(() => start({ queuedMs: 0, buildMs: 0, result: 'failure' }))

  it('is not found yet: the page it changed is named, the first result told, and the next run searches again', async () => {
    expect((await weekly({ 'fix-gaps': 'true' }, true)).code).toBe(0)
    const second = await weekly({}, true)
    expect(second.summary).toMatch(
      new RegExp(
        `- \\*\\*Not found yet:\\*\\* search term ${TERM} \\(\\[\`#7\`\\]\\([^)]+\\)\\): the page it changed \\(\`guides/rotating-keys.mdx\`\\) is not in the first 10 results now; the first result is \`/[^\`]+\`\\.`
      )
    )
  })
})

describe('a fix the agent committed straight to the deployment branch', () => {
  beforeEach(async () => {
    sim = await startSimulator({
      rateLimit: { analytics: 0, agent: 0 },
      // The same job, committing straight to main instead of opening a pull request.
      job: { ...fixJob({ queuedMs: 0, buildMs: 0 }), prLink: null, branch: 'main' }
    })
    gh = await startFakeGitHub()
    gh.addRepository('acme/docs')
    gh.pushFiles('main', { 'index.mdx': 'old' }, 'before', { repository: 'acme/docs', date: '2026-11-01T00:00:00Z' })
    // The agent's commit lands while its job runs: before the run lists the branch's commits.
    const commit = () =>
      void gh.pushFiles('main', { 'guides/rotating-keys.mdx': 'new' }, 'docs', { repository: 'acme/docs' })
    gh.inject('listCommits', { kind: 'before', run: commit })
  })

  it('is searched again, the page its commit changed found by the commit’s files', async () => {
    expect((await weekly({ 'fix-gaps': 'true' }, true)).code).toBe(0)
    const second = await weekly({}, true)
    expect(second.code).toBe(0)
    expect(second.summary).toContain(
      `- **Found:** search term ${TERM} (its change): \`${PAGE}\` ranks 1st now; it was not in the first 10 when the gap was sent.`
    )
    // The ledger's newest commit of the job, read once for its files.
    expect(gh.requests.filter(r => r.route === 'getCommit').map(r => r.path)).toStrictEqual([
      expect.stringMatching(/^\/repos\/acme\/docs\/commits\/[0-9a-f]{40}$/)
    ])
  })
})

describe('without the check', () => {
  beforeEach(() => start({ queuedMs: 0, buildMs: 0 }))

  it('no assistant key: nothing is searched and the report has no such part', async () => {
    expect((await weekly({ 'fix-gaps': 'true', 'assistant-key': '', domain: '' }, true)).code).toBe(0)
    const second = await weekly({ 'assistant-key': '', domain: '' }, true)
    expect(searches()).toStrictEqual([])
    expect(second.summary).not.toContain('Searched again')
  })

  it.each([
    [{ domain: '' }, 'domain', /is required with 'assistant-key'/],
    [{ 'assistant-key': '' }, 'assistant-key', /is required with 'domain'/],
    [{ 'history-branch': '' }, 'assistant-key', /needs 'history-branch'/],
    [{ domain: 'acme.mintlify.site' }, 'domain', /keep only its first label/]
  ])('%j: one error naming %s, before any request', async (over, input, said) => {
    const run = await weekly(over, true)
    expect(run.code).not.toBe(0)
    const errors = run.stdout.split('\n').filter(line => line.startsWith('::error'))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain(`'${input}'`)
    expect(errors[0]).toMatch(said)
    expect(sim.requests).toStrictEqual([])
  })
})

describe('a hostile search', () => {
  beforeEach(() => start({ queuedMs: 0, buildMs: 0 }))

  it('an error that echoes the key (before and after the fix): said without it, the report still posted', async () => {
    sim.inject('search', { kind: 'echoAuth', status: 400 }, 10)
    const first = await weekly({ 'fix-gaps': 'true' }, true)
    expect(first.code).toBe(0)
    expect(first.stdout).toMatch(/^::warning::Fix check: a gap's search before its fix failed/m)
    expect(ledger().fixes[0]?.gaps[0]?.searched).toBeUndefined()
    const second = await weekly({}, true)
    expect(second.code).toBe(0)
    expect(second.summary).toMatch(/- \*\*Not searched:\*\* search term rotate api key .*Search docs.*HTTP 400/)
    expect([leaks(first), leaks(second)]).toStrictEqual([{}, {}])
  })

  it('result paths that carry the key, a workflow command and a link: shown inert, the key as ***', async () => {
    expect((await weekly({ 'fix-gaps': 'true' }, true)).code).toBe(0)
    const path = `/x/${sim.assistantKey} [a](https://evil.example) @octocat\n::error::PWNED ##[warning]x`
    const body = JSON.stringify([{ path, content: 'x', metadata: {} }])
    sim.inject('search', { kind: 'status', status: 200, body, contentType: 'application/json' })
    const second = await weekly({}, true)
    expect(second.code).toBe(0)
    const line = second.summary.split('\n').find(l => l.startsWith('- **Not found yet:**')) ?? ''
    // One code span, redacted (the address a link), on the line; a fragment is no part of a page path.
    expect(line).toContain('the first result is `/x/*** [a]([link]) @octocat ::error::PWNED`.')
    expect(second.summary.split('\n').filter(l => /^\s*::/.test(l) || l.includes('##['))).toStrictEqual([])
    expect(second.stdout).not.toMatch(/^\s*::error::PWNED/m)
    expect(leaks(second)).toStrictEqual({})
  })
})
