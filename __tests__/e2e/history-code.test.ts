// Docs that follow code recorded in the docs-health history, through both bundles: the agent action, given
// history-branch, records each docs job it sends for merged changes in the project's fix ledger on the data branch;
// the report on the same branch then lists it under "Docs that followed code" with its pull request and merge.
import { docsPullOf } from '../../__fixtures__/change-world.js'
import { changeWorldOfEachTest } from '../../__fixtures__/change-world-of-each-test.js'
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import { runAction } from '../../script/local-runner.js'
import { parseFixLedger } from '../../src/report/history/parse.js'

const BRANCH = 'docs-health-data'
const { world, restart, merged, run, jobs } = changeWorldOfEachTest({ job: { durationMs: 300 } })

const files = () => world().gh.branchFiles(BRANCH)
const ledger = () => parseFixLedger(files().get(`${world().sim.projectId}/fixes.json`) ?? '')
/** The report action on the same repository and branch, this week. */
const report = () =>
  runAction(simInputs(world().sim, { report: 'views', 'github-token': 'ghs_fake_token', 'history-branch': BRANCH }), {
    action: 'report',
    env: {
      GITHUB_EVENT_NAME: 'schedule',
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_API_URL: world().gh.url,
      GITHUB_GRAPHQL_URL: `${world().gh.url}/graphql`
    },
    event: { schedule: '0 8 * * 1', repository: { full_name: 'acme/docs', private: true } }
  })

describe('a docs job for merged code, with history-branch', () => {
  it('is recorded in the fix ledger with the change it carries, and the report lists it once its PR merged', async () => {
    const result = await run(merged(), 'pull_request', { 'history-branch': BRANCH })
    expect(result.code).toBe(0)
    expect(result.outputs).toMatchObject({ 'change-result': 'docs-pr-opened', 'source-prs': '101' })
    const job = jobs()[0]
    expect(ledger().value?.fixes).toStrictEqual([
      expect.objectContaining({ job: job?.id, origin: 'change', state: 'open', gaps: [], changes: ['pr-101'] })
    ])
    // A new branch becomes a history branch: the index and its roll-up beside the ledger.
    expect([...files().keys()].sort()).toStrictEqual(
      ['README.md', 'index.json', `${world().sim.projectId}/fixes.json`].sort()
    )
    expect(result.stdout).not.toMatch(/::warning::/)
    // Only ids and keys: nothing of the change itself (title, files, diff), and neither secret.
    for (const text of [
      ...files().values(),
      ...world()
        .gh.branchLog(BRANCH)
        .map(c => c.message)
    ]) {
      expect(text).not.toMatch(/dry-run|DRY_RUN|src\/cli\.ts/i)
      expect(text).not.toContain(world().sim.apiKey)
      expect(text).not.toContain('ghs_fake_token')
    }

    const docsPull = docsPullOf(job?.prLink)
    world().gh.addPull({ number: docsPull, merged: true, merged_at: '2026-11-20T09:00:00Z' })
    const shown = await report()
    expect(shown.code).toBe(0)
    expect(shown.summary).toContain('### Docs that followed code')
    expect(shown.summary).toContain(`- **Merged 2026-11-20:** [\`#${docsPull}\`](${job?.prLink}), for \`#101\`.`)
    expect(ledger().value?.fixes[0]).toMatchObject({ state: 'merged', merged: '2026-11-20T09:00:00Z', pr: job?.prLink })
  })

  it('a second merge followed up on the same job adds its change to that job', async () => {
    expect((await run(merged(), 'pull_request', { 'history-branch': BRANCH })).code).toBe(0)
    // The first job's docs pull request is still open: the next merge is a follow-up to it.
    world().gh.addPull({ number: docsPullOf(jobs()[0]?.prLink), state: 'open' })
    const second = merged({ number: 102, title: 'Add --verbose' })
    expect((await run(second, 'pull_request', { 'history-branch': BRANCH })).code).toBe(0)
    expect(jobs()).toHaveLength(1)
    expect(ledger().value?.fixes.map(fix => [fix.job, fix.changes])).toStrictEqual([
      [jobs()[0]?.id, ['pr-101', 'pr-102']]
    ])
  })

  it('without contents: write, the one warning names the permission; the job and its outputs stand', async () => {
    await restart({ tokenPermissions: { issues: 'write', 'pull-requests': 'write', contents: 'read' } })
    const result = await run(merged(), 'pull_request', { 'history-branch': BRANCH })
    expect(result.code).toBe(0)
    expect(result.outputs).toMatchObject({ 'change-result': 'docs-pr-opened', 'job-id': jobs()[0]?.id })
    // The request guard names the permission once: that is the run's one warning.
    const warnings = result.stdout.split('\n').filter(line => line.startsWith('::warning::'))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('"contents: write"')
    expect(files().size).toBe(0)
  })

  it('without history-branch, writes no branch', async () => {
    expect((await run(merged())).code).toBe(0)
    expect(files().size).toBe(0)
  })

  it('refuses a branch name git would refuse before any request, naming the input', async () => {
    const result = await run(merged(), 'pull_request', { 'history-branch': 'a..b' })
    expect(result.code).toBe(1)
    expect(result.stdout).toContain("Input 'history-branch': 'a..b' is not a valid branch name")
    expect(jobs()).toHaveLength(0)
    expect(world().gh.requests).toHaveLength(0)
  })
})
