// The change a run documents (src/agent/change/gather.ts): the event's own skips before any request, then the change
// read from the fake GitHub over real HTTP: a merged pull request, a push that came from one (that pull request's
// change and skips), a push from none (its compare range); and a batch's changes, those carried already and those
// skipped left out with a log line, MAX_BATCH at most.
import type { PullRequestClosedEvent, PushEvent } from '@octokit/webhooks-types'
import { mergedPullEvent, pullSeedOf, pushEvent, type MergedPullOptions } from '../../../__fixtures__/change-events.js'
import type { FakeGitHub } from '../../../__fixtures__/fake-github.js'
import { fakeSha, type FakeFileSeed } from '../../../__fixtures__/fake-github-pulls.js'
import { logLinesOfEachTest } from '../../../__fixtures__/log-lines.js'
import { runClientOfEachTest } from '../../../__fixtures__/octokit.js'
import {
  earlySkip,
  gatherBatch,
  gatherChange,
  MAX_BATCH,
  type CodeChange,
  type SkipSettings
} from '../../../src/agent/change/gather.js'
import { DEFAULT_SKIP_PATHS } from '../../../src/agent/change/settings.js'
import { eventChange, pullFacts, type PullFacts } from '../../../src/github/change.js'
import type { ChangeSession } from '../../../src/step/connect.js'

const github = runClientOfEachTest()
const log = logLinesOfEachTest()
let session: ChangeSession

async function start(): Promise<FakeGitHub> {
  const gh = await github.start()
  session = { octokit: github.client(), login: 'github-actions[bot]', repo: { owner: gh.owner, repo: gh.repo } }
  return gh
}

const settings: SkipSettings = { skipLabel: 'no-docs', skipPaths: DEFAULT_SKIP_PATHS, allowedBots: ['renovate[bot]'] }
const CODE: FakeFileSeed[] = [{ filename: 'src/api.ts', additions: 4, patch: '@@ +1,4 @@' }]
const DOCS: FakeFileSeed[] = [{ filename: 'README.md' }, { filename: 'docs/guide.mdx' }]

const pullChange = (event: PullRequestClosedEvent): CodeChange =>
  eventChange('pull_request', 'closed', event) as CodeChange
const pushChange = (event: PushEvent): CodeChange => eventChange('push', '', event) as CodeChange
const pullOf = (options: MergedPullOptions): PullFacts =>
  pullFacts(mergedPullEvent(options).pull_request, 'acme/docs-site') as PullFacts
/** The pull request of a merged event, seeded in the fake with these files. */
const seeded = (fake: FakeGitHub, options: MergedPullOptions, files: FakeFileSeed[]): PullRequestClosedEvent => {
  const event = mergedPullEvent(options)
  fake.addPull({ ...pullSeedOf(event), files })
  return event
}

describe('earlySkip', () => {
  it('a deleted branch: nothing to document (a tag push is no code change: the event says so, change.test.ts)', () => {
    expect(eventChange('push', '', pushEvent({ ref: 'refs/tags/v1.2.0' }))).toEqual({ kind: 'tag' })
    expect(earlySkip(pushChange(pushEvent({ ref: 'refs/heads/feature/x', deleted: true })), settings)).toBe(
      'The branch feature/x was deleted: nothing to document.'
    )
    expect(earlySkip(pushChange(pushEvent()), settings)).toBeUndefined()
  })

  it('a pull request by the skip rules: closed unmerged, by a bot not allowed, labelled', () => {
    const skip = (options: MergedPullOptions) => earlySkip(pullChange(mergedPullEvent(options)), settings)
    expect(skip({ number: 3 })).toBeUndefined()
    expect(skip({ number: 3, merged: false })).toBe(
      'Pull request #3 was closed without being merged: nothing to document.'
    )
    expect(skip({ number: 3, user: { login: 'dependabot[bot]' } })).toBe(
      'Pull request #3 is by the bot dependabot[bot], which is not in allowed-bots: its change is not documented.'
    )
    expect(skip({ number: 3, user: { login: 'renovate[bot]' } })).toBeUndefined()
    expect(skip({ number: 3, labels: ['No-Docs'] })).toBe(
      "Pull request #3 has the label 'no-docs' (skip-label): its change is not documented."
    )
  })
})

describe('gatherChange', () => {
  it('skips a deleted branch and a skipped pull request without a request', async () => {
    const fake = await start()
    const deleted = await gatherChange(session, pushChange(pushEvent({ deleted: true })), settings)
    expect(deleted).toEqual({ kind: 'skip', reason: 'The branch main was deleted: nothing to document.' })
    const labelled = await gatherChange(session, pullChange(seeded(fake, { labels: ['no-docs'] }, CODE)), settings)
    expect(labelled).toMatchObject({ kind: 'skip', reason: expect.stringContaining("has the label 'no-docs'") })
    expect(fake.requests).toHaveLength(0)
  })

  it('a merged pull request: its files and the issues it closes', async () => {
    const fake = await start()
    const event = seeded(fake, { number: 12, body: 'Fixes #3' }, CODE)
    const gathered = await gatherChange(session, pullChange(event), settings)
    expect(gathered).toEqual({
      kind: 'change',
      change: {
        source: { kind: 'pull', pull: pullFacts(event.pull_request, 'acme/docs-site') },
        files: [{ path: 'src/api.ts', status: 'modified', additions: 4, deletions: 0, patch: '@@ +1,4 @@' }],
        moreFiles: false,
        commits: [],
        linkedIssues: [{ number: 3, title: 'Issue #3' }]
      }
    })
  })

  it('skips a pull request that touches only skip-paths files, or none', async () => {
    const fake = await start()
    const docs = await gatherChange(session, pullChange(seeded(fake, { number: 12 }, DOCS)), settings)
    expect(docs).toEqual({
      kind: 'skip',
      reason:
        'Pull request #12 touches only files that need no docs update (skip-paths: docs, tests, CI and lock files unless set): nothing to document.'
    })
    const none = await gatherChange(session, pullChange(seeded(fake, { number: 13 }, [])), settings)
    expect(none).toEqual({ kind: 'skip', reason: 'Pull request #13 changes no file: nothing to document.' })
    // skip-paths as set: the docs count, the code does not.
    const own = { ...settings, skipPaths: ['src/**'] }
    expect(await gatherChange(session, pullChange(seeded(fake, { number: 14 }, DOCS)), own)).toMatchObject({
      kind: 'change'
    })
  })

  it('a push that came from a merged pull request is that pull request’s change, not the compare’s', async () => {
    const fake = await start()
    const event = seeded(fake, { number: 12, body: 'Closes #4' }, CODE)
    const push = pushEvent({ after: event.pull_request.merge_commit_sha ?? '' })
    const gathered = await gatherChange(session, pushChange(push), settings)
    expect(gathered).toMatchObject({
      kind: 'change',
      change: {
        source: { kind: 'pull', pull: { number: 12, merged: true, baseRef: 'main' } },
        files: [{ path: 'src/api.ts' }],
        linkedIssues: [{ number: 4, title: 'Issue #4' }]
      }
    })
    expect(fake.requests.map(r => r.route)).toEqual(['listCommitPulls', 'listPullFiles', 'getIssue'])
  })

  it('the skip rules of the pull request a push came from: its label, a bot, only skip-paths files', async () => {
    const fake = await start()
    const gatherPush = async (options: MergedPullOptions, files = CODE) => {
      const event = seeded(fake, options, files)
      fake.requests.length = 0
      return gatherChange(
        session,
        pushChange(pushEvent({ after: event.pull_request.merge_commit_sha ?? '' })),
        settings
      )
    }
    expect(await gatherPush({ number: 5, labels: ['no-docs'] })).toEqual({
      kind: 'skip',
      reason: "Pull request #5 has the label 'no-docs' (skip-label): its change is not documented."
    })
    expect(fake.requests.map(r => r.route)).toEqual(['listCommitPulls'])
    expect(await gatherPush({ number: 6, user: { login: 'dependabot[bot]' } })).toMatchObject({
      kind: 'skip',
      reason: expect.stringMatching(/^Pull request #6 is by the bot dependabot\[bot\]/)
    })
    expect(await gatherPush({ number: 7 }, DOCS)).toMatchObject({
      kind: 'skip',
      reason: expect.stringMatching(/^Pull request #7 touches only files that need no docs update/)
    })
  })

  it('a push from no pull request: the compare range, skipped when it touches only skip-paths files', async () => {
    const fake = await start()
    const [before, after] = [fakeSha('before'), fakeSha('after')]
    const push = pushEvent({ before, commits: [{ id: after, message: 'Add the export' }] })
    fake.addCompare(before, after, { commits: [{ sha: after, message: 'Add the export' }], files: CODE })
    expect(await gatherChange(session, pushChange(push), settings)).toMatchObject({
      kind: 'change',
      change: {
        source: { kind: 'push', push: { branch: 'main', before, after } },
        files: [{ path: 'src/api.ts' }],
        commits: [{ sha: after, message: 'Add the export' }]
      }
    })
    expect(fake.requests.map(r => r.route)).toEqual(['listCommitPulls', 'compareCommits'])
    fake.addCompare(before, after, { commits: [{ sha: after, message: 'Docs' }], files: DOCS })
    expect(await gatherChange(session, pushChange(push), settings)).toEqual({
      kind: 'skip',
      reason:
        'The push to main touches only files that need no docs update (skip-paths: docs, tests, CI and lock files unless set): nothing to document.'
    })
  })

  it('a new branch’s push is sent though its files are not known', async () => {
    const fake = await start()
    const after = fakeSha('first')
    const push = pushEvent({ before: '0'.repeat(40), commits: [{ id: after, message: 'First' }] })
    expect(await gatherChange(session, pushChange(push), settings)).toMatchObject({
      kind: 'change',
      change: { files: [], moreFiles: true, commits: [{ sha: after, message: 'First' }] }
    })
    expect(fake.requests.map(r => r.route)).toEqual(['listCommitPulls'])
  })
})

describe('gatherBatch', () => {
  it('leaves out what was carried already and what is skipped, each with a log line', async () => {
    const fake = await start()
    const pulls = [
      seeded(fake, { number: 1 }, CODE),
      seeded(fake, { number: 2 }, CODE),
      seeded(fake, { number: 3, labels: ['no-docs'] }, CODE),
      seeded(fake, { number: 4 }, DOCS),
      seeded(fake, { number: 5 }, CODE)
    ].map(event => pullFacts(event.pull_request, 'acme/docs-site') as PullFacts)
    const until = Date.parse('2026-11-21T00:00:00Z')
    const batch = await gatherBatch(session, pulls, settings, ['pr-2', 'push-abc'], until)
    expect(batch.changes.map(change => change.source.kind === 'pull' && change.source.pull.number)).toEqual([1, 5])
    expect(batch.until).toBe(until)
    expect(log).toEqual([
      'Pull request #2 was sent to the docs agent already: not sent again.',
      "Pull request #3 has the label 'no-docs' (skip-label): its change is not documented.",
      'Pull request #4 touches only files that need no docs update (skip-paths: docs, tests, CI and lock files unless set): nothing to document.'
    ])
    // Nothing asked of the one carried already.
    expect(fake.requests.filter(r => r.path.includes('/pulls/2/'))).toStrictEqual([])
  })

  it(`sends ${MAX_BATCH} at most: the window ends at the first merge left for the next batch`, async () => {
    const fake = await start()
    const mergedAt = (n: number) => new Date(Date.UTC(2026, 10, 20) + n * 60_000).toISOString()
    const pulls = Array.from({ length: MAX_BATCH + 2 }, (_, i) =>
      pullFacts(seeded(fake, { number: i + 1, merged_at: mergedAt(i + 1) }, CODE).pull_request, 'acme/docs-site')
    ) as PullFacts[]
    const batch = await gatherBatch(session, pulls, settings, ['pr-3'], Date.parse('2026-11-21T00:00:00Z'))
    expect(batch.changes).toHaveLength(MAX_BATCH)
    // #3 was carried: the 30 sent are #1, #2 and #4 to #31; #32 waits, and the window ends at its merge.
    expect(batch.until).toBe(Date.parse(mergedAt(32)))
    expect(fake.requests.filter(r => r.path.includes('/pulls/32/'))).toStrictEqual([])
    expect(fake.requests.filter(r => r.path.includes('/pulls/31/'))).toHaveLength(1)
  })

  it('a batch that ends at a pull request with no merge time keeps its window', async () => {
    const fake = await start()
    const pulls = Array.from({ length: MAX_BATCH }, (_, i) => seeded(fake, { number: i + 1 }, CODE)).map(
      event => pullFacts(event.pull_request, 'acme/docs-site') as PullFacts
    )
    const until = Date.parse('2026-11-21T00:00:00Z')
    const unmerged = { ...pullOf({ number: 99 }), mergedAt: undefined }
    const batch = await gatherBatch(session, [...pulls, unmerged], settings, [], until)
    expect([batch.changes.length, batch.until]).toEqual([MAX_BATCH, until])
  })

  it('an empty batch: no change, the window as it was', async () => {
    await start()
    expect(await gatherBatch(session, [], settings, [], 1234)).toEqual({ changes: [], until: 1234 })
  })
})
