// The batch of merged pull requests (batch-merged) through the bundle: what one batch gathers and sends, where the next
// one starts, what it leaves out (noise, what a job carries already), and its bad inputs.
import { oursOn, runChange, SOURCE_FILE as SOURCE, trackingIssuesOf } from '../../__fixtures__/change-world.js'
import { changeWorldOfEachTest } from '../../__fixtures__/change-world-of-each-test.js'

const { world, restart, merged, jobs } = changeWorldOfEachTest({ job: { durationMs: 300 } })
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const batch = (env: Record<string, string> = {}, inputs: Record<string, string> = {}) =>
  runChange(world(), {}, 'schedule', { 'batch-merged': 'true', ...inputs }, { GITHUB_REF_NAME: 'main', ...env })
const SINCE = /since (\d{4}-\d\d-\d\d \d\d:\d\d) UTC/

describe('the batch (batch-merged)', () => {
  it('sends the pull requests merged since the last batch as one job, skipping the noise', async () => {
    merged({ number: 101, title: 'Add --dry-run', merged_at: ago(60) })
    merged({ number: 102, title: 'Add --verbose', merged_at: ago(50) })
    merged({ number: 103, title: 'Bump deps', merged_at: ago(40), user: { login: 'dependabot[bot]', type: 'Bot' } })
    merged({
      number: 104,
      title: 'Fix typo in docs',
      merged_at: ago(30),
      files: [{ ...SOURCE, filename: 'README.md' }]
    })
    merged({ number: 105, title: 'Into a release branch', merged_at: ago(20), base_ref: 'release' })
    const result = await batch()
    expect(result.code).toBe(0)
    expect(jobs()).toHaveLength(1)
    const prompt = jobs()[0]?.prompt ?? ''
    expect(prompt).toContain('Add --dry-run')
    expect(prompt).toContain('Add --verbose')
    for (const left of ['Bump deps', 'Fix typo', 'Into a release branch']) expect(prompt).not.toContain(left)
    expect(result.outputs).toMatchObject({
      'source-prs': '101,102',
      skipped: 'false',
      'change-result': 'docs-pr-opened'
    })
    // The first batch looks back 7 days.
    const week = new Date(Date.now() - 7 * 24 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')
    expect(result.stdout).toContain(`Docs agent: 2 merged pull requests since ${week} UTC, a new docs job.`)
    expect(result.stdout).toMatch(/is by the bot dependabot\[bot\]/)
    expect(result.stdout).toMatch(/Pull request #104 touches only files/)
    // No comment on each pull request: the tracking issue's status comment names them.
    expect(oursOn(world(), 101)).toHaveLength(0)
    const tracking = trackingIssuesOf(world())[0]?.number ?? 0
    expect(oursOn(world(), tracking)[0]?.body).toContain('Merged changes this docs job carries: #101, #102.')
  })

  it('starts where the last one stopped: a pull request merged after it goes in the next, the earlier ones do not', async () => {
    merged({ number: 101, title: 'Add --dry-run', merged_at: ago(60) })
    const first = await batch()
    const stoppedAt = Date.now()
    expect(first.code).toBe(0)
    merged({ number: 102, title: 'Add --verbose', merged_at: new Date(stoppedAt).toISOString() })
    const second = await batch({ GITHUB_RUN_ID: '9' }, { 'changes-per-job': '1' })
    expect(second.code).toBe(0)
    expect(jobs()).toHaveLength(2)
    expect(jobs()[1]?.prompt).toContain('Add --verbose')
    expect(jobs()[1]?.prompt).not.toContain('Add --dry-run')
    // It looked from the first batch's end, so #101 was not even listed as one sent already.
    const since = Date.parse(`${SINCE.exec(second.stdout)?.[1]?.replace(' ', 'T')}Z`)
    expect(Math.abs(since - stoppedAt)).toBeLessThan(120_000)
    expect(second.stdout).not.toContain('#101 was sent to the docs agent already')
    // A dispatched batch is a batch too.
    const none = await runChange(world(), {}, 'workflow_dispatch', { 'batch-merged': 'true' }, { GITHUB_RUN_ID: '10' })
    expect(none.stdout).toMatch(/No pull request merged since \d{4}-\d\d-\d\d \d\d:\d\d UTC needs a docs update\./)
    expect(none.outputs).toMatchObject({ 'change-result': 'skipped', skipped: 'true', 'source-prs': '' })
    expect(jobs()).toHaveLength(2)
  })

  it('leaves out what a merge workflow already sent; a pull request merged 8 days ago is not in the first batch', async () => {
    const event = merged({ number: 101, title: 'Add --dry-run', merged_at: ago(60) })
    merged({ number: 102, title: 'Add --verbose', merged_at: ago(50) })
    merged({ number: 100, title: 'Old change', merged_at: ago(8 * 24 * 60) })
    await runChange(world(), event)
    const result = await batch({ GITHUB_RUN_ID: '9' })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Pull request #101 was sent to the docs agent already: not sent again.')
    expect(jobs()).toHaveLength(1) // the merge's job, whose pull request is open: the batch follows it up
    expect(jobs()[0]?.messages).toHaveLength(1)
    expect(jobs()[0]?.messages[0]).toContain('Add --verbose')
    expect(jobs()[0]?.messages[0]).not.toContain('Old change')
    expect(result.outputs).toMatchObject({ 'change-result': 'follow-up', 'source-prs': '101,102' })
  })

  it('a re-run attaches to the job its first attempt started, and sends nothing', async () => {
    merged({ number: 101, merged_at: ago(60) })
    await batch()
    const rerun = await batch({ GITHUB_RUN_ATTEMPT: '2' })
    expect(rerun.code).toBe(0)
    expect(rerun.stdout).toContain(`attaching to job ${jobs()[0]?.id}`)
    expect(jobs()).toHaveLength(1)
    expect(jobs()[0]?.messages).toHaveLength(0)
  })

  it('is a bad input on any other event, or beside job-id, before any request', async () => {
    const other = await runChange(world(), merged(), 'pull_request', { 'batch-merged': 'true' })
    expect(other.code).toBe(1)
    expect(other.stdout).toMatch(
      /^::error::Input 'batch-merged': is true, and batches run on a schedule or workflow_dispatch; this run is a 'pull_request' event\./m
    )
    const withJob = await batch({}, { 'job-id': 'job_1' })
    expect(withJob.code).toBe(1)
    expect(withJob.stdout).toMatch(/^::error::Input 'batch-merged': is true, and so is 'job-id' set/m)
    expect(world().gh.requests).toHaveLength(0)
    expect(world().sim.requests.filter(r => r.route !== 'unknown')).toHaveLength(0)
  })

  it('fails with one clear line when the tracking issue cannot be opened (it remembers when the last batch ran)', async () => {
    await restart({ tokenPermissions: { issues: 'read', 'pull-requests': 'read' } })
    merged({ number: 101, merged_at: ago(60) })
    const result = await batch()
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(/^::error::A batch needs the tracking issue/m)
    expect(jobs()).toHaveLength(0)
  })
})
