// Attack on the batch (batch-merged) through the bundle: a stale bot closes more pull requests in the window than a
// listing page cap holds, so every merge sits below them in the closed pull requests newest-updated first. The batch
// must still document each merge of its window, never move its window past a merge it did not read, and never send a
// merge twice. Issue 36, item 3: the batch read 10 pages, sent what it saw and moved "since" to now.
import { runChange } from '../../__fixtures__/change-world.js'
import { changeWorldOfEachTest } from '../../__fixtures__/change-world-of-each-test.js'

const { world, restart, merged, jobs } = changeWorldOfEachTest({ job: { durationMs: 300 } })
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const batch = (runId: string) =>
  runChange(world(), {}, 'schedule', { 'batch-merged': 'true' }, { GITHUB_REF_NAME: 'main', GITHUB_RUN_ID: runId })
const SINCE = /since (\d{4}-\d\d-\d\d \d\d:\d\d) UTC/

/** `count` pull requests closed unmerged, numbered from `from`, updated in the last `minutes` minutes (after any merge). */
function staleBotCloses(from: number, count: number, minutes: number) {
  for (let i = 0; i < count; i++) {
    const updated = ago(minutes - (i * minutes) / count)
    world().gh.addPull({ number: from + i, state: 'closed', created_at: ago(30 * 24 * 60), updated_at: updated })
  }
}
/** How many prompts the service received (new jobs' and follow-ups') carry `title`: a merge sent twice counts 2. */
const timesSent = (title: string) =>
  world().sim.requests.filter(
    r =>
      (r.route === 'createJob' || r.route === 'sendMessage') && (r.body as { prompt?: string }).prompt?.includes(title)
  ).length

describe('a batch behind a stale bot', () => {
  it('documents a merge below 1,050 pull requests closed unmerged after it, once, and the next batch starts after it', async () => {
    merged({ number: 101, title: 'Add --dry-run', merged_at: ago(120) })
    staleBotCloses(1000, 1050, 100)
    const first = await batch('8')
    expect(first.code).toBe(0)
    expect(first.stdout).toContain('Docs agent: 1 merged pull request since')
    expect(jobs()).toHaveLength(1)
    expect(jobs()[0]?.prompt).toContain('Add --dry-run')
    expect(first.outputs).toMatchObject({ 'source-prs': '101', 'change-result': 'docs-pr-opened' })

    merged({ number: 102, title: 'Add --verbose', merged_at: new Date().toISOString() })
    const second = await batch('9')
    expect(second.code).toBe(0)
    expect(second.outputs).toMatchObject({ 'source-prs': '101,102' })
    expect(timesSent('Add --dry-run')).toBe(1)
    expect(timesSent('Add --verbose')).toBe(1)
    // It looked from the first batch's end, so #101 was not even listed as one sent already.
    expect(second.stdout).not.toContain('#101 was sent to the docs agent already')
  })

  it('a listing cut at its last page warns how far back it read, and the window stays where it was', async () => {
    await restart({ maxPerPage: 1 }) // 100 pages of one pull request: the cut, without 10,000 pull requests
    merged({ number: 101, title: 'Below the cut', merged_at: ago(300) })
    staleBotCloses(1000, 100, 200)
    merged({ number: 102, title: 'Above the cut', merged_at: ago(5) })
    const first = await batch('8')
    expect(first.code).toBe(0)
    expect(first.stdout).toMatch(
      /^::warning::The batch read 100 closed pull requests, the most it reads, back to those updated at \d{4}-\d\d-\d\d \d\d:\d\d UTC, not back to (\d{4}-\d\d-\d\d \d\d:\d\d) UTC: a merge of the window updated before then was not read\./m
    )
    expect(first.outputs).toMatchObject({ 'source-prs': '102' })
    const second = await batch('9')
    // The window did not move past the unread merge: the second batch starts where the first did.
    expect(SINCE.exec(second.stdout)?.[1]).toBe(SINCE.exec(first.stdout)?.[1])
    expect(second.stdout).toContain('Pull request #102 was sent to the docs agent already: not sent again.')
    expect(timesSent('Above the cut')).toBe(1)
    expect(timesSent('Below the cut')).toBe(0)
  })
})
