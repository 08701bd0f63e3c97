// A batch's pull requests (src/agent/change/merged-since.ts) against the fake GitHub over real HTTP: those merged in
// the window into the branch, oldest merge first, read from the closed pull requests newest-updated first until a page
// ends before the window, MAX_BATCH_PAGES pages at most; a listing cut there says how far it read, and the window's
// arithmetic (windowEnd) never moves the next batch's start past a merge not read.
import type { FakeGitHub } from '../../../__fixtures__/fake-github.js'
import type { FakePullSeed } from '../../../__fixtures__/fake-github-pulls.js'
import { runClientOfEachTest } from '../../../__fixtures__/octokit.js'
import {
  describeCut,
  MAX_BATCH_PAGES,
  mergedSince,
  windowEnd,
  type MergedWindow
} from '../../../src/agent/change/merged-since.js'

const { start, client } = runClientOfEachTest()

const repo = { owner: 'acme', repo: 'docs-site' }
/** Hours from the window's start, as GitHub writes a time. */
const at = (hours: number): string => new Date(Date.UTC(2026, 10, 20) + hours * 3_600_000).toISOString()
const window = { since: Date.parse(at(0)), until: Date.parse(at(24)) }
/** A pull request merged `merged` hours into the window and last updated `updated` hours in. */
const merged = (number: number, mergedHours: number, updated = mergedHours, more: Partial<FakePullSeed> = {}) => ({
  number,
  merged: true,
  merged_at: at(mergedHours),
  updated_at: at(updated),
  ...more
})
const numbers = (listing: { pulls: { number: number }[] }) => listing.pulls.map(pull => pull.number)
const listings = (fake: FakeGitHub) => fake.requests.filter(r => r.route === 'listPulls')

describe('mergedSince', () => {
  it('the pull requests merged in the window into the branch, oldest merge first', async () => {
    const fake = await start()
    fake.addPull(merged(1, 0, 30)) // at the window's start, updated after its end: in
    fake.addPull(merged(2, 24)) // at its end: the next window's
    fake.addPull(merged(3, -1, 5)) // before it, updated in it
    fake.addPull({ number: 4, state: 'closed', updated_at: at(6) }) // closed unmerged
    fake.addPull(merged(5, 7, 8, { base_ref: 'release' })) // into another branch
    fake.addPull(merged(6, 12, 13))
    fake.addPull(merged(7, 3, 20))
    fake.addPull({ number: 8, updated_at: at(9) }) // open
    expect(numbers(await mergedSince(client(), repo, { ...window, branch: 'main' }))).toEqual([1, 7, 6])
    expect(numbers(await mergedSince(client(), repo, window))).toEqual([1, 7, 5, 6])
    expect(listings(fake).map(r => r.query)).toEqual([
      { state: 'closed', sort: 'updated', direction: 'desc', per_page: '100' },
      { state: 'closed', sort: 'updated', direction: 'desc', per_page: '100' }
    ])
  })

  it('each as a listing gives it: merged, when, into which branch, from a fork or not', async () => {
    const fake = await start()
    fake.addPull(merged(3, 2, 2, { title: 'From a fork', head_repo: 'someone/docs-site', base_ref: 'main' }))
    expect((await mergedSince(client(), repo, window)).pulls).toEqual([
      expect.objectContaining({
        number: 3,
        title: 'From a fork',
        merged: true,
        mergedAt: at(2),
        baseRef: 'main',
        fork: true
      })
    ])
  })

  it('stops at the first page that ends before the window; a page ending at its start is read on', async () => {
    const fake = await start({ maxPerPage: 2 })
    fake.addPull(merged(10, 5))
    fake.addPull(merged(9, -1, 0)) // merged before the window, updated at its start: page 1 ends there
    fake.addPull(merged(8, 0)) // merged at its start, on page 2
    fake.addPull(merged(7, -2, -1)) // page 2 ends before the window
    fake.addPull(merged(6, -3))
    fake.addPull(merged(5, 1, -4)) // never read: a listing would not put it here (merged after its last update)
    expect(numbers(await mergedSince(client(), repo, window))).toEqual([8, 10])
    expect(listings(fake).map(r => r.query.page)).toEqual([undefined, '2'])
  })

  it('reads past any number of closed pull requests updated in the window, down to its start', async () => {
    const fake = await start({ maxPerPage: 10 })
    fake.addPull(merged(1, 1, 1)) // the merge, older in the listing than 150 pull requests a stale bot closed after it
    for (let n = 2; n <= 151; n++) fake.addPull({ number: n, state: 'closed', updated_at: at(2 + n / 100) })
    fake.addPull(merged(200, -2)) // before the window: the page it is on ends the listing
    const listing = await mergedSince(client(), repo, window)
    expect(listing).toEqual({ pulls: [expect.objectContaining({ number: 1 })] })
    expect(listings(fake)).toHaveLength(16)
  })

  it(`stops after ${MAX_BATCH_PAGES} pages, saying how many it read and back to which update`, async () => {
    const fake = await start({ maxPerPage: 1 })
    for (let n = 1; n <= MAX_BATCH_PAGES + 2; n++) fake.addPull(merged(n, n / 10))
    const listing = await mergedSince(client(), repo, window)
    expect(numbers(listing)).toEqual(Array.from({ length: MAX_BATCH_PAGES }, (_, i) => i + 3))
    expect(listing.cut).toEqual({ read: MAX_BATCH_PAGES, back: Date.parse(at(0.3)) })
    expect(listings(fake)).toHaveLength(MAX_BATCH_PAGES)
  })

  it('none from a repository without closed pull requests: one request', async () => {
    const fake = await start()
    fake.addPull({ number: 1 })
    expect(await mergedSince(client(), repo, window)).toStrictEqual({ pulls: [] })
    expect(listings(fake)).toHaveLength(1)
  })

  it('passes over an entry without a number, or merged at no time GitHub wrote', async () => {
    const fake = await start()
    const listed = (number: number, mergedAt: unknown) => ({
      number,
      merged_at: mergedAt,
      updated_at: at(3),
      base: { ref: 'main' }
    })
    fake.inject('listPulls', {
      kind: 'status',
      status: 200,
      body: [{ title: 'no number', merged_at: at(2), updated_at: at(3) }, listed(4, 'soon'), listed(5, at(2))]
    })
    expect(numbers(await mergedSince(client(), repo, window))).toEqual([5])
  })
})

describe('windowEnd: where the next batch starts', () => {
  const listing = { pulls: [] }
  it('a complete listing: where the batch stopped gathering (the window end, or the first merge left for later)', () => {
    expect(windowEnd(window, listing, window.until)).toBe(window.until)
    expect(windowEnd(window, listing, Date.parse(at(5)))).toBe(Date.parse(at(5)))
  })

  it('a cut listing: the window start again, never the run start nor a merge past the unread ones', () => {
    const cut = { pulls: [], cut: { read: 10_000, back: Date.parse(at(20)) } }
    expect(windowEnd(window, cut, window.until)).toBe(window.since)
    expect(windowEnd(window, cut, Date.parse(at(21)))).toBe(window.since)
  })

  it('two batches in a row read every merge exactly once: the second starts where the first ended', async () => {
    const fake = await start({ maxPerPage: 1 })
    fake.addPull(merged(1, 1))
    fake.addPull(merged(2, 5))
    const first: MergedWindow = { since: window.since, until: Date.parse(at(3)) }
    const one = await mergedSince(client(), repo, first)
    const second: MergedWindow = { since: windowEnd(first, one, first.until), until: window.until }
    const two = await mergedSince(client(), repo, second)
    expect([numbers(one), numbers(two)]).toEqual([[1], [2]])
    // A merge at the first window's very end is the second's, not both's.
    fake.addPull(merged(3, 3))
    expect(numbers(await mergedSince(client(), repo, first))).toEqual([1])
    expect(numbers(await mergedSince(client(), repo, second))).toEqual([3, 2])
  })

  it('a cut is told in one line: how many read, back to when, and that the next batch starts at the same point', () => {
    const line = describeCut(window, { read: 10_000, back: Date.parse(at(20.5)) })
    expect(line).toBe(
      'The batch read 10,000 closed pull requests, the most it reads, back to those updated at 2026-11-20 20:30 UTC, not back to 2026-11-20 00:00 UTC: a merge of the window updated before then was not read. The next batch starts at 2026-11-20 00:00 UTC again; what this one sends is not sent twice.'
    )
  })
})
